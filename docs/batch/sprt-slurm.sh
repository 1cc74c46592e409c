#!/bin/bash
# A sequential test (bao sprt) as a Slurm job array: task I of N plays the
# batches of game pairs whose number is I modulo N, up to MAXGAMES games,
# and writes sprt-I.jsonl. N is SHARDS (16 here), and the array must be
# 0..N-1. Submit with
#
#   sbatch --array=0-15 docs/batch/sprt-slurm.sh
#
# and read the state of the test whenever you like, while the tasks run
# or after (the same variables, so the same test):
#
#   bao sprt -variant "$VARIANT" -players "$PLAYERS" -elo0 "$ELO0" -elo1 "$ELO1" \
#     -openings "$OPENINGS" -seed "$SEED" -max-games "$MAXGAMES" -batch "$BATCH" \
#     -from sprt-*.jsonl
#
# Once it says H0 or H1 (not "none yet"), the verdict is final: cancel the
# array (scancel). A task that was preempted or timed out is resubmitted
# as it is (sbatch --array=7 docs/batch/sprt-slurm.sh): -resume keeps its
# complete records and plays the rest.
#SBATCH --job-name=bao-sprt
#SBATCH --cpus-per-task=2
#SBATCH --mem=2G
#SBATCH --time=04:00:00
#SBATCH --output=sprt-%A_%a.log
#SBATCH --signal=B:TERM@120
set -euo pipefail

VARIANT=${VARIANT:-kiswahili}
PLAYERS=${PLAYERS:-alphabeta(depth=5),alphabeta(depth=4)}
ELO0=${ELO0:-0}
ELO1=${ELO1:-20}
OPENINGS=${OPENINGS:-4}
SEED=${SEED:-1}
MAXGAMES=${MAXGAMES:-40000} # even: the most games of the test
BATCH=${BATCH:-8}           # game pairs per batch: the test looks after each
N=${SHARDS:-16}             # not SLURM_ARRAY_TASK_COUNT, which is 1 when one task is resubmitted
I=${SLURM_ARRAY_TASK_ID:?run as a job array: sbatch --array=0-$((N - 1)) $0}

# exec, so that the SIGTERM Slurm sends before the time limit reaches bao,
# which then finishes the games being played, writes their records and
# exits 143.
exec bao sprt -variant "$VARIANT" -players "$PLAYERS" -elo0 "$ELO0" -elo1 "$ELO1" \
	-openings "$OPENINGS" -seed "$SEED" -max-games "$MAXGAMES" -batch "$BATCH" \
	-workers "${SLURM_CPUS_PER_TASK:-1}" -shard "$I/$N" -resume -o "sprt-$I.jsonl"

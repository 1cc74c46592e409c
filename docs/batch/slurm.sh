#!/bin/bash
# Self-play as a Slurm job array: task I of N plays the games whose number
# is I modulo N, and writes shard-I.jsonl. N is SHARDS (16 here), and the
# array must be 0..N-1. Submit with
#
#   sbatch --array=0-15 docs/batch/slurm.sh
#
# then merge and summarise, once every task has finished:
#
#   bao merge -games "$GAMES" -summary -o games.jsonl shard-*.jsonl
#
# A task that was preempted or timed out is resubmitted as it is
# (sbatch --array=7 docs/batch/slurm.sh): -resume keeps its complete
# records and plays the rest.
#SBATCH --job-name=bao-selfplay
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=02:00:00
#SBATCH --output=selfplay-%A_%a.log
#SBATCH --signal=B:TERM@60
set -euo pipefail

GAMES=${GAMES:-1000000}
SEED=${SEED:-1}
VARIANT=${VARIANT:-kiswahili}
PLAYERS=${PLAYERS:-random,random}
OPENINGS=${OPENINGS:-0}
N=${SHARDS:-16} # not SLURM_ARRAY_TASK_COUNT, which is 1 when one task is resubmitted
I=${SLURM_ARRAY_TASK_ID:?run as a job array: sbatch --array=0-$((N - 1)) $0}

# exec, so that the SIGTERM Slurm sends before the time limit
# (--signal=B:TERM@60) reaches bao, which then writes every finished game
# and exits 143; the next submission resumes.
exec bao selfplay -variant "$VARIANT" -players "$PLAYERS" -games "$GAMES" -seed "$SEED" \
	-openings "$OPENINGS" -workers "${SLURM_CPUS_PER_TASK:-1}" \
	-shard "$I/$N" -resume -o "shard-$I.jsonl"

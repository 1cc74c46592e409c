#!/bin/bash
# A round robin (bao tournament) as a Slurm job array: task I of N plays the
# games whose number is I modulo N and writes tournament-I.jsonl. N is
# SHARDS (16 here), and the array must be 0..N-1. Submit with
#
#   sbatch --array=0-15 docs/batch/tournament-slurm.sh
#
# then, once every task has finished, merge the records and print the
# report (the same variables, so the same tournament):
#
#   bao merge -o tournament.jsonl tournament-*.jsonl
#   bao tournament -variant "$VARIANT" -players "$PLAYERS" -games "$GAMES" \
#     -openings "$OPENINGS" -seed "$SEED" -from tournament.jsonl
#
# A task that was preempted or timed out is resubmitted as it is
# (sbatch --array=7 docs/batch/tournament-slurm.sh): -resume keeps its
# complete records and plays the rest.
#SBATCH --job-name=bao-tournament
#SBATCH --cpus-per-task=2
#SBATCH --mem=2G
#SBATCH --time=04:00:00
#SBATCH --output=tournament-%A_%a.log
#SBATCH --signal=B:TERM@120
set -euo pipefail

GAMES=${GAMES:-1000} # per pairing, even
SEED=${SEED:-1}
VARIANT=${VARIANT:-kiswahili}
PLAYERS=${PLAYERS:-random,greedy,alphabeta(depth=4),mcts(iterations=2000)}
OPENINGS=${OPENINGS:-4}
N=${SHARDS:-16} # not SLURM_ARRAY_TASK_COUNT, which is 1 when one task is resubmitted
I=${SLURM_ARRAY_TASK_ID:?run as a job array: sbatch --array=0-$((N - 1)) $0}

# exec, so that the SIGTERM Slurm sends before the time limit
# (--signal=B:TERM@120) reaches bao, which then finishes the games being
# played, writes their records and exits 143; the next submission resumes.
# The report printed here covers this task's games only (to the log).
exec bao tournament -variant "$VARIANT" -players "$PLAYERS" -games "$GAMES" \
	-openings "$OPENINGS" -seed "$SEED" -workers "${SLURM_CPUS_PER_TASK:-1}" \
	-shard "$I/$N" -resume -o "tournament-$I.jsonl"

#!/bin/bash
# A solve (bao solve) as a Slurm job array: task I of N solves the
# positions a few plies below the position whose number is I modulo N and
# writes their values to solve-I.jsonl. N is SHARDS (16 here), and the
# array must be 0..N-1. Submit with
#
#   sbatch --array=0-15 docs/batch/solve-slurm.sh
#
# then, once every task has finished, merge the shards into the answer of
# the whole solve and, for a win, its certificate:
#
#   bao solve -merge -json -o solve.cert.jsonl solve-*.jsonl
#   bao verify -variant "$VARIANT" solve.cert.jsonl
#
# A shard file is written whole or not at all: a task that was preempted
# or timed out left nothing, and is resubmitted as it is
# (sbatch --array=7 docs/batch/solve-slurm.sh).
#SBATCH --job-name=bao-solve
#SBATCH --cpus-per-task=2
#SBATCH --mem=4G
#SBATCH --time=24:00:00
#SBATCH --output=solve-%A_%a.log
set -euo pipefail

VARIANT=${VARIANT:-kiswahili}
POSITION=${POSITION:-}  # empty: the start position
PLIES=${PLIES:-30}      # prove no win for either side within PLIES plies (0: solve to the end)
N=${SHARDS:-16}         # not SLURM_ARRAY_TASK_COUNT, which is 1 when one task is resubmitted
I=${SLURM_ARRAY_TASK_ID:?run as a job array: sbatch --array=0-$((N - 1)) $0}

args=(-variant "$VARIANT" -plies "$PLIES" -mem 3GiB -workers "${SLURM_CPUS_PER_TASK:-1}" -q)
[ -n "$POSITION" ] && args+=(-position "$POSITION")
exec bao solve "${args[@]}" -shard "$I/$N" -o "solve-$I.jsonl"

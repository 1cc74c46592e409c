#!/usr/bin/env bash
# workers.sh measures how `bao selfplay` scales from one worker to two, the
# way docs/performance.md's "every core" figures were measured: in each of ROUNDS
# rounds, bao selfplay plays N games with -workers 1 and with -workers 2,
# writing its records to a temporary file (removed before each run), and
# with OLD (a git revision) that version's bao does the same in the same
# round. It prints, for each version, the medians over the rounds of the
# speed-up (wall time with one worker over two) and of the CPU time a game
# with two workers over one, with their interquartile ranges.
#
#   docs/bench/workers.sh 400000 11 e743ad5
set -euo pipefail
[ $# -eq 2 ] || [ $# -eq 3 ] || { echo "usage: $0 N ROUNDS [OLD]" >&2; exit 2; }
n=$1 rounds=$2 old=${3:-}
. "$(dirname "$0")/lib.sh"
bench_tmp
(cd "$top" && go build -o "$tmp/bao.new" ./cmd/bao)
versions=new
if [ -n "$old" ]; then
	checkout_old "$old"
	(cd "$tmp/old" && go build -o "$tmp/bao.old" ./cmd/bao)
	versions="old new"
fi
out="$tmp/records.jsonl"
run() { # run BINARY WORKERS: wall and CPU seconds of one run
	local t
	rm -f "$out"
	t=$( { TIMEFORMAT='%R %U %S'; time "$1" selfplay -games "$n" -seed 1 -workers "$2" -o "$out" >/dev/null; } 2>&1 )
	awk '{print $1, $2 + $3}' <<<"$t"
}
for ((r = 1; r <= rounds; r++)); do
	for v in $versions; do
		echo "$v $(run "$tmp/bao.$v" 1) $(run "$tmp/bao.$v" 2)"
	done
done >"$tmp/rounds.txt"
quartiles() { sort -g | awk '{x[NR] = $1} END { printf "%.3f (IQR %.3f-%.3f)", x[int((NR + 1) / 2)], x[int((NR + 3) / 4)], x[int((3 * NR + 3) / 4)] }'; }
for v in $versions; do
	s=$(awk -v v="$v" '$1 == v { print $2 / $4 }' "$tmp/rounds.txt" | quartiles)
	c=$(awk -v v="$v" '$1 == v { print $5 / $3 }' "$tmp/rounds.txt" | quartiles)
	echo "$v: two workers x$s as fast as one, CPU a game $c of one worker's ($rounds rounds of $n games)"
done

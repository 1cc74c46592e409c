#!/usr/bin/env bash
# selfplay.sh compares `bao selfplay -workers 1` with bao.Playout per
# CPU-second, the way docs/performance.md's self-play figures were measured: in each
# of ROUNDS rounds, with the round's own seed, bao.Playout plays N games
# (docs/bench/playout, timed inside the process) and bao selfplay plays N
# games writing no records, records to /dev/null, and records to a
# temporary file (removed before each run), each timed by its user and
# system CPU time; GOMAXPROCS=1. It prints, for each, the median
# over the rounds of Playout's CPU time over self-play's. With OLD (a git
# revision), each round also times that version's bao writing its records
# to a file, and it prints its share too and the median of this version's
# CPU time over OLD's, round by round.
#
#   docs/bench/selfplay.sh 200000 11
#   docs/bench/selfplay.sh 200000 21 e743ad5
set -euo pipefail
[ $# -eq 2 ] || [ $# -eq 3 ] || { echo "usage: $0 N ROUNDS [OLD]" >&2; exit 2; }
n=$1 rounds=$2 old=${3:-}
. "$(dirname "$0")/lib.sh"
bench_tmp
(cd "$top" && go build -o "$tmp/playout" ./docs/bench/playout && go build -o "$tmp/bao" ./cmd/bao)
if [ -n "$old" ]; then
	checkout_old "$old"
	(cd "$tmp/old" && go build -o "$tmp/bao.old" ./cmd/bao)
fi
out="$tmp/records.jsonl"
cpu() { # cpu BINARY ARGS...: CPU seconds of one run
	local t
	t=$( { TIMEFORMAT='%U %S'; time GOMAXPROCS=1 "$@" >/dev/null; } 2>&1 )
	awk '{print $1 + $2}' <<<"$t"
}
for ((r = 1; r <= rounds; r++)); do
	p=$(GOMAXPROCS=1 "$tmp/playout" -games "$n" -seed "$r")
	none=$(cpu "$tmp/bao" selfplay -games "$n" -seed "$r" -workers 1)
	null=$(cpu "$tmp/bao" selfplay -games "$n" -seed "$r" -workers 1 -o /dev/null)
	rm -f "$out"
	file=$(cpu "$tmp/bao" selfplay -games "$n" -seed "$r" -workers 1 -o "$out")
	prev=0
	if [ -n "$old" ]; then
		rm -f "$out"
		prev=$(cpu "$tmp/bao.old" selfplay -games "$n" -seed "$r" -workers 1 -o "$out")
	fi
	echo "$p $none $null $file $prev"
done >"$tmp/rounds.txt"
for c in 2:none 3:/dev/null 4:file; do
	col=${c%%:*} name=${c#*:}
	m=$(awk -v c="$col" '{ printf "%.4f\n", $1 / $c }' "$tmp/rounds.txt" | median)
	echo "selfplay, records to $name: $m of bao.Playout's games per CPU-second (median of $rounds rounds of $n games)"
done
if [ -n "$old" ]; then
	m=$(awk '{ printf "%.4f\n", $1 / $5 }' "$tmp/rounds.txt" | median)
	echo "selfplay of $old, records to file: $m of bao.Playout's games per CPU-second"
	m=$(awk '{ printf "%.4f\n", $4 / $5 }' "$tmp/rounds.txt" | median)
	echo "this version's CPU time over $old's, records to file: $m (median of the rounds' ratios)"
fi

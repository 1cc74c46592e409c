#!/usr/bin/env bash
# search.sh compares the search speed of two versions, the way docs/performance.md's
# alpha-beta and MCTS figures were measured: player's BenchmarkSearch
# (which reports nodes/cpu-s and iters/cpu-s) is built from the working
# tree's benchmark file at git revision OLD and in the working tree, the two
# binaries run alternately ROUNDS times, GOMAXPROCS=1, and the medians of
# each cell are printed with their ratio.
#
#   docs/bench/search.sh b80fa88 7
#   docs/bench/search.sh b80fa88 7 'BenchmarkSearch/kingulu/alphabeta\(depth=6\)$'
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OLD ROUNDS [BENCH]" >&2; exit 2; }
old=$1 rounds=$2
bench=${3:-'BenchmarkSearch/(kiswahili|kete|kingulu)/(alphabeta\(depth=[46]\)|mcts\(iterations=200\))$'}
. "$(dirname "$0")/lib.sh"
bench_tmp
checkout_old "$old"
# The old tree gets today's benchmark file, the package it reads CPU time
# with (internal/cputime, which older versions lack), and every variant
# registered.
cp "$top"/player/bench_test.go "$tmp/old/player/"
mkdir -p "$tmp/old/internal/cputime"
cp "$top"/internal/cputime/*.go "$tmp/old/internal/cputime/"
printf 'package player\n\nimport (\n\t_ "github.com/bao-games/bao/kete"\n\t_ "github.com/bao-games/bao/kingulu"\n\t_ "github.com/bao-games/bao/kiswahili"\n)\n' >"$tmp/old/player/zz_variants_test.go"
(cd "$tmp/old" && go test -c -o "$tmp/old.test" ./player/)
(cd "$top" && go test -c -o "$tmp/new.test" ./player/)
run() { # run BINARY >> FILE: one line per cell, "name value unit"
	(cd "$top/player" && GOMAXPROCS=1 "$1" -test.run '^$' -test.bench "$bench" -test.benchtime 0.7s -test.cpu 1) |
		awk '/^Benchmark/ { for (i = 3; i < NF; i++) if ($(i+1) ~ /cpu-s$/) print $1, $i, $(i+1) }'
}
for ((r = 0; r < rounds; r++)); do
	if ((r % 2 == 0)); then order="old new"; else order="new old"; fi
	for v in $order; do run "$tmp/$v.test" >>"$tmp/$v.txt"; done
done
med() { # med FILE NAME: the median value of cell NAME
	awk -v n="$2" '$1 == n { print $2 }' "$1" | median
}
printf '%-60s %14s %14s %7s   [medians of %d, per CPU-second]\n' cell old new ratio "$rounds"
for name in $(awk '{print $1}' "$tmp/new.txt" | awk '!seen[$0]++'); do
	o=$(med "$tmp/old.txt" "$name"); n=$(med "$tmp/new.txt" "$name")
	unit=$(awk -v n="$name" '$1 == n { print $3; exit }' "$tmp/new.txt")
	awk -v c="$name" -v o="$o" -v w="$n" -v u="$unit" 'BEGIN { printf "%-60s %14.0f %14.0f  x%.2f   %s\n", c, o, w, (o > 0) ? w / o : 0, u }'
done

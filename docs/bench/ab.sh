#!/usr/bin/env bash
# ab.sh compares one benchmark of two versions per CPU-second, the way
# docs/performance.md's figures were measured: the test binaries of PKG at
# git revision OLD and in the working tree run alternately, ROUNDS times,
# with GOMAXPROCS=1 and a fixed number of iterations N; each run's CPU time
# (user + system) minus that of a 1-iteration run, divided by N-1, is one
# sample; the medians are printed.
#
#   docs/bench/ab.sh b80fa88 ./kiswahili '^Benchmark$/^Playout$/^sample$' 40000 9
#   docs/bench/ab.sh b80fa88 ./kingulu '^BenchmarkPlayoutSample$' 150000 9
set -euo pipefail
[ $# -eq 5 ] || { echo "usage: $0 OLD PKG BENCH N ROUNDS" >&2; exit 2; }
old=$1 pkg=$2 bench=$3 n=$4 rounds=$5
. "$(dirname "$0")/lib.sh"
bench_tmp
checkout_old "$old"
(cd "$tmp/old" && go test -c -o "$tmp/old.test" "$pkg")
(cd "$top" && go test -c -o "$tmp/new.test" "$pkg")
dir="$top/$pkg"

cpu() { # cpu BINARY ITERATIONS: CPU seconds of one run
	local t
	t=$( { TIMEFORMAT='%U %S'; time GOMAXPROCS=1 "$1" -test.run '^$' -test.bench "$bench" \
		-test.benchtime "$2x" -test.cpu 1 >/dev/null; } 2>&1 )
	awk '{print $1 + $2}' <<<"$t"
}
sample() { # sample BINARY: CPU nanoseconds per iteration
	local a b
	a=$(cd "$dir" && cpu "$1" "$n")
	b=$(cd "$dir" && cpu "$1" 1)
	awk -v a="$a" -v b="$b" -v n="$n" 'BEGIN { printf "%.1f\n", (a - b) / (n - 1) * 1e9 }'
}
: >"$tmp/old.txt"; : >"$tmp/new.txt"
for ((r = 0; r < rounds; r++)); do
	if ((r % 2 == 0)); then order="old new"; else order="new old"; fi
	for v in $order; do sample "$tmp/$v.test" >>"$tmp/$v.txt"; done
done
mo=$(median <"$tmp/old.txt"); mn=$(median <"$tmp/new.txt")
awk -v o="$mo" -v w="$mn" -v r="$rounds" 'BEGIN {
	printf "old %.0f ns/op (%.0f per CPU-second)  new %.0f ns/op (%.0f per CPU-second)  x%.2f  [medians of %d]\n", o, 1e9 / o, w, 1e9 / w, o / w, r }'

#!/usr/bin/env bash
# instr.sh counts the instructions of the same workloads at git revision
# OLD and in the working tree, under cachegrind, which the load of a shared
# machine does not disturb: docs/bench/instr (this tree's source, copied
# into OLD's checkout, so that only the library differs) is built at both,
# and each CASE runs ROUNDS times, old and new alternated, GOMAXPROCS=1.
# A case is po:VARIANT (10,000 playouts of bao.Playout, seed 1),
# ab:VARIANT (alpha-beta depth 8 in the 250 positions of
# testdata/VARIANT-random.jsonl) or abp:VARIANT (alpha-beta depth 8 in 200
# positions of random games). It prints the medians of the total
# instructions and of the library's (the functions of this module: the
# runtime's share, the garbage collector's above all, varies by some
# 0.1-0.3% from run to run) and their change.
#
#   docs/bench/instr.sh 676f6a3 3 po:kiswahili ab:kiswahili
#
# The Go runtime reads the clock with RDTSCP, which valgrind 3.19 does not
# know: GODEBUG=cpu.rdtscp=off makes it use RDTSC.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 OLD ROUNDS CASE..." >&2; exit 2; }
old=$1 rounds=$2; shift 2
. "$(dirname "$0")/lib.sh"
bench_tmp
checkout_old "$old"
rm -rf "$tmp/old/docs/bench/instr"
mkdir -p "$tmp/old/docs/bench"
cp -r "$top/docs/bench/instr" "$tmp/old/docs/bench/instr"
(cd "$tmp/old" && go build -o "$tmp/old.bin" ./docs/bench/instr)
(cd "$top" && go build -o "$tmp/new.bin" ./docs/bench/instr)

count() { # count BINARY CASE: total and library instructions
	local mode=${2%%:*} v=${2#*:} args
	case $mode in
	po) args=(-variant "$v" -games 10000 -seed 1) ;;
	ab) args=(-mode ab -variant "$v" -games 250 -file "$top/testdata/$v-random.jsonl") ;;
	abp) args=(-mode abplay -variant "$v" -games 200) ;;
	*) echo "unknown case $2" >&2; exit 2 ;;
	esac
	GODEBUG=cpu.rdtscp=off GOMAXPROCS=1 valgrind --tool=cachegrind --cache-sim=no \
		--cachegrind-out-file="$tmp/cg.out" "$1" "${args[@]}" >/dev/null 2>"$tmp/cg.err" ||
		{ cat "$tmp/cg.err" >&2; exit 1; }
	awk '/^fn=/ { lib = index($0, "github.com/bao-games/bao") > 0; next }
		/^[0-9]/ { tot += $2; if (lib) l += $2 }
		END { printf "%d %d\n", tot, l }' "$tmp/cg.out"
}
for c in "$@"; do
	: >"$tmp/old.txt"; : >"$tmp/new.txt"
	for ((r = 0; r < rounds; r++)); do
		if ((r % 2 == 0)); then order="old new"; else order="new old"; fi
		for v in $order; do count "$tmp/$v.bin" "$c" >>"$tmp/$v.txt"; done
	done
	ot=$(cut -d' ' -f1 "$tmp/old.txt" | median); ol=$(cut -d' ' -f2 "$tmp/old.txt" | median)
	nt=$(cut -d' ' -f1 "$tmp/new.txt" | median); nl=$(cut -d' ' -f2 "$tmp/new.txt" | median)
	awk -v c="$c" -v ot="$ot" -v ol="$ol" -v nt="$nt" -v nl="$nl" -v r="$rounds" 'BEGIN {
		printf "%-14s total %.2fM -> %.2fM (%+.2f%%)  library %.2fM -> %.2fM (%+.2f%%)  [medians of %d]\n",
			c, ot / 1e6, nt / 1e6, (nt / ot - 1) * 100, ol / 1e6, nl / 1e6, (nl / ol - 1) * 100, r }'
done

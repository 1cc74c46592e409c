#!/usr/bin/env bash
# solve.sh compares bao solve of two versions per CPU-second: the bao
# binaries built at git revision OLD and from the working tree solve the
# start of each VARIANT alternately, ROUNDS times, with one worker; each
# run's nodes divided by its cpu_seconds (the -json object: user + system
# time of the process, table allocation included) is one sample, and the
# medians are printed with the median CPU seconds of a solve.
#
#   docs/bench/solve.sh a2e87ba 5 kingulu kujifunza
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 OLD ROUNDS VARIANT..." >&2; exit 2; }
old=$1 rounds=$2
shift 2
. "$(dirname "$0")/lib.sh"
bench_tmp
checkout_old "$old"
(cd "$tmp/old" && go build -o "$tmp/old.bin" ./cmd/bao)
(cd "$top" && go build -o "$tmp/new.bin" ./cmd/bao)
for variant in "$@"; do
	: >"$tmp/old.rate"; : >"$tmp/new.rate"; : >"$tmp/old.cpu"; : >"$tmp/new.cpu"
	for ((r = 0; r < rounds; r++)); do
		if ((r % 2 == 0)); then order="old new"; else order="new old"; fi
		for v in $order; do
			"$tmp/$v.bin" solve -variant "$variant" -workers 1 -q -json >"$tmp/out.json"
			sed 's/.*"nodes":\([0-9]*\).*"cpu_seconds":\([0-9.e+-]*\).*/\1 \2/' "$tmp/out.json" |
				awk -v r="$tmp/$v.rate" -v c="$tmp/$v.cpu" '{ print $1 / $2 >>r; print $2 >>c }'
			sed 's/"nodes".*//' "$tmp/out.json" >>"$tmp/$v.answers"
		done
	done
	cmp -s <(sort -u "$tmp/old.answers") <(sort -u "$tmp/new.answers") || { echo "$variant: the answers differ" >&2; exit 1; }
	rm -f "$tmp/old.answers" "$tmp/new.answers"
	ro=$(median <"$tmp/old.rate"); rn=$(median <"$tmp/new.rate")
	co=$(median <"$tmp/old.cpu"); cn=$(median <"$tmp/new.cpu")
	awk -v v="$variant" -v ro="$ro" -v rn="$rn" -v co="$co" -v cn="$cn" -v r="$rounds" 'BEGIN {
		printf "%s: old %.0f nodes/CPU-s, %.2f CPU-s  new %.0f nodes/CPU-s, %.2f CPU-s  x%.2f nodes/CPU-s, x%.2f CPU time  [medians of %d]\n", v, ro, co, rn, cn, rn / ro, co / cn, r }'
done

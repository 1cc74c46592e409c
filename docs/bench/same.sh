#!/usr/bin/env bash
# same.sh checks that a change left the command's output unchanged: it runs
# a fixed list of commands (self-play and tournament records of every
# variant, players, openings, matches, shards, 1 and 2 workers; merge;
# -resume; perft; eval of the vector corpora; analyse; show; replay) with
# the bao of git revision OLD and with the working tree's, and compares
# every output byte for byte. It prints one line per command and exits 1 if
# any differs.
#
#   docs/bench/same.sh 3ee67d2
#   BAO=/path/to/old/bao docs/bench/same.sh -     # an already built old binary
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 OLD (a git revision, or - with BAO=old binary)" >&2; exit 2; }
. "$(dirname "$0")/lib.sh"
bench_tmp
if [ "$1" = - ]; then
	cp "${BAO:?BAO must name the old binary}" "$tmp/bao.old"
else
	checkout_old "$1"
	(cd "$tmp/old" && go build -o "$tmp/bao.old" ./cmd/bao)
fi
(cd "$top" && go build -o "$tmp/bao.new" ./cmd/bao)
td="$top/testdata"
fail=0
# check NAME CMD...: runs CMD with BAO set to each binary, in a fresh
# directory each, and compares stdout, stderr (with the binary's name
# replaced), the exit status and every file the command wrote; stdout's
# lines of wall-clock time are left out.
check() {
	local name=$1; shift
	local v
	for v in old new; do
		rm -rf "$tmp/$v.d"; mkdir "$tmp/$v.d"
		(cd "$tmp/$v.d" && BAO="$tmp/bao.$v" TD="$td" bash -c "$*" >stdout 2>stderr; echo $? >status) || true
		sed -i "s#$tmp/bao.$v#bao#g" "$tmp/$v.d/stderr"
		sed -i '/^time /d' "$tmp/$v.d/stdout" # wall-clock times differ from run to run
	done
	if diff -r "$tmp/old.d" "$tmp/new.d" >"$tmp/diff" 2>&1; then
		echo "same  $name"
	else
		echo "DIFF  $name"; head -20 "$tmp/diff"; fail=1
	fi
}
for v in kiswahili 'kiswahili(takasia=off)' kete 'kete(takasia=off)' kujifunza kingulu; do
	check "selfplay $v random" "\$BAO selfplay -variant '$v' -games 3000 -seed 7 -o r.jsonl"
	check "selfplay $v greedy,alphabeta(depth=2) openings" "\$BAO selfplay -variant '$v' -games 40 -seed 3 -openings 4 -players 'greedy,alphabeta(depth=2)' -o r.jsonl -workers 2"
	check "selfplay $v alphabeta,mcts" "\$BAO selfplay -variant '$v' -games 6 -seed 5 -players 'alphabeta(depth=4)','mcts(iterations=300)' -o r.jsonl"
	check "selfplay $v shards+merge" "\$BAO selfplay -variant '$v' -games 500 -seed 9 -shard 0/2 -o a.jsonl && \$BAO selfplay -variant '$v' -games 500 -seed 9 -shard 1/2 -o b.jsonl && \$BAO merge a.jsonl b.jsonl > m.jsonl"
	check "selfplay $v resume" "\$BAO selfplay -variant '$v' -games 200 -seed 2 -o r.jsonl && head -c 30000 r.jsonl > p.jsonl && \$BAO selfplay -variant '$v' -games 400 -seed 2 -o p.jsonl -resume"
	check "tournament $v" "\$BAO tournament -variant '$v' -players 'random,greedy,alphabeta(depth=2)' -games 20 -openings 2 -seed 4 -o t.jsonl && \$BAO tournament -variant '$v' -players 'random,greedy,alphabeta(depth=2)' -games 20 -openings 2 -seed 4 -json && \$BAO tournament -variant '$v' -from t.jsonl"
	check "perft $v" "\$BAO perft -variant '$v' -depth 5"
	check "analyse $v" "\$BAO selfplay -variant '$v' -games 4 -seed 11 -o g.jsonl >/dev/null && \$BAO replay g.jsonl && \$BAO show -variant '$v' -record g.jsonl -game 2"
done
check "selfplay kete matches" "\$BAO selfplay -variant kete -games 30 -match -seed 1 -o r.jsonl -max-plies 300"
for f in "$td"/*-examples.jsonl "$td"/*-random.jsonl; do
	b=$(basename "$f" .jsonl); v=${b%%-*}
	check "eval $b" "sed 's/^{\"position\":\"\\([^\"]*\\)\".*/\\1/' '$f' | \$BAO eval -variant $v"
	check "analyse $b" "sed 's/^{\"position\":\"\\([^\"]*\\)\".*/\\1/' '$f' | head -40 | \$BAO analyse -variant $v -player 'alphabeta(depth=3)'"
done
exit $fail

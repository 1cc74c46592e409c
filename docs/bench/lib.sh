# lib.sh holds what the scripts of docs/bench share; they source it.

# bench_tmp sets top (the repository's top directory) and tmp (a new
# temporary directory, removed at exit, with the worktree checkout_old may
# have made in it).
bench_tmp() {
	top=$(git rev-parse --show-toplevel)
	tmp=$(mktemp -d)
	trap 'git -C "$top" worktree remove --force "$tmp/old" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
}

# checkout_old REV checks out the git revision REV in $tmp/old.
checkout_old() { git -C "$top" worktree add -q --detach "$tmp/old" "$1"; }

# median prints the median of the numbers on stdin, one a line.
median() { sort -g | awk '{x[NR] = $1} END { print (NR % 2) ? x[(NR + 1) / 2] : (x[NR / 2] + x[NR / 2 + 1]) / 2 }'; }

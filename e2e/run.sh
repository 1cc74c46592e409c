#!/usr/bin/env bash
# Browser tests of the page (package web), served by `bao serve` and as the
# static site of `bao site`: installs Chromium, Debian's
# chromium package, when it is missing, then runs the tests of this nested
# module in headless Chromium. Extra arguments go to go test (-v, -run X,
# -args -docs to rewrite docs/serve.png). Called from .ci/run; also run by
# hand: bash e2e/run.sh -v
set -euo pipefail
cd "$(dirname "$0")"

chromium=${BAO_CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		echo "--- e2e: installing chromium (apt-get)"
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -q
		apt-get install -y -q chromium
	else
		echo "e2e: no Chromium at $chromium: install Debian's chromium package, or set BAO_CHROMIUM" >&2
		exit 1
	fi
fi
"$chromium" --version 2>/dev/null | grep -v "unexpected operator" || true

# BAO_E2E=1: a missing browser fails the tests instead of skipping them.
# The screenshots go to a directory of this run (BAO_E2E_OUT, unless set),
# so that two runs at once do not write the same files.
export BAO_CHROMIUM="$chromium" BAO_E2E=1
export BAO_E2E_OUT=${BAO_E2E_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/bao-e2e.XXXXXX")}
echo "--- e2e: browser tests (screenshots in $BAO_E2E_OUT)"
go test -count=1 "$@" ./...
# The checks of the code come after the browser, which is what a run of
# this script is for (staticcheck takes minutes to build the first time).
echo "--- e2e: go vet, staticcheck"
go vet ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

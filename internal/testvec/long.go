package testvec

import (
	"os"
	"testing"
)

// LongEnv is the environment variable that switches on the long checks:
// deep perft, many random games, long property runs. The README's test
// command leaves it unset and finishes in a few minutes; .ci/run sets it.
const LongEnv = "BAO_LONG"

// Long reports whether the long checks are on (BAO_LONG=1).
func Long() bool { return os.Getenv(LongEnv) == "1" }

// SkipUnlessLong skips t unless the long checks are on.
func SkipUnlessLong(t testing.TB) {
	t.Helper()
	if !Long() {
		t.Skip("long check: set " + LongEnv + "=1 to run it")
	}
}

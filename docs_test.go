package bao_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

// sharedInterfacesSHA256 is the SHA-256 of the shared specification of
// the interfaces (position text, move text, variant names, the bao
// command, statistics fields, the engine protocol, certificates), as
// docs/interfaces.md holds it above its "Project additions". Other
// programs depend on those forms exactly: what the project adds goes
// below that heading, and a change above it is a change of the shared
// specification, made there first.
const sharedInterfacesSHA256 = "ccc1951db0bea0c5fe698005027e63a29e5e91d607dc1efdadd50a7fdb860e26"

// TestInterfacesSharedPartUnchanged checks that docs/interfaces.md is the
// shared specification, byte for byte, followed by the project's
// additions.
func TestInterfacesSharedPartUnchanged(t *testing.T) {
	b, err := os.ReadFile("docs/interfaces.md")
	if err != nil {
		t.Fatal(err)
	}
	const heading = "\n## Project additions"
	i := strings.Index(string(b), heading)
	if i < 0 {
		t.Fatalf("docs/interfaces.md has no %q heading", heading[1:])
	}
	sum := sha256.Sum256(b[:i])
	if got := hex.EncodeToString(sum[:]); got != sharedInterfacesSHA256 {
		t.Errorf("docs/interfaces.md above %q has SHA-256 %s, want %s: the shared part was edited (put project additions below the heading)", heading[1:], got, sharedInterfacesSHA256)
	}
}

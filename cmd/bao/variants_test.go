package main

import (
	"strings"
	"testing"
)

// TestVariantsPlayers: -players says what best plays in each variant.
func TestVariantsPlayers(t *testing.T) {
	stdout := mustRun(t, "", "variants", "-players")
	for _, want := range []string{"kingulu\n\tbest(time=1s) plays solve(time=1s,fallback=alphabeta(time=500ms))", "kiswahili\n\tbest(time=1s) plays alphabeta(time=1s,eval=fitted,lmr=2)", "kete\n\tbest(time=1s) plays alphabeta(time=1s,eval=fitted2,lmr=2)", "bawo\n\tbest(time=1s) plays alphabeta(time=1s)"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("variants -players: no %q in\n%s", want, stdout)
		}
	}
}

package main

import (
	"context"
	"strings"
	"testing"
)

func TestServeUsage(t *testing.T) {
	checkUsage(t, nil, false, []usageCase{
		{[]string{"serve", "-h"}, 0, "exit status is 0 after an interrupt"},
		{[]string{"serve", "-port", "1"}, 2, "flag provided but not defined"},
		{[]string{"serve", "extra"}, 2, "unexpected argument"},
		{[]string{"serve", "-variant", "chess"}, 2, "unknown variant"},
		{[]string{"serve", "-addr", "127.0.0.1:-1"}, 1, "bao serve:"},
	})
}

// TestServeStops: bao serve listens, prints its address and exits 0 when
// its context ends (an interrupt).
func TestServeStops(t *testing.T) {
	old := serveContext
	defer func() { serveContext = old }()
	serveContext = func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, cancel
	}
	st, out, errOut := runCmd(t, "", "serve", "-addr", "127.0.0.1:0", "-variant", "kingulu")
	if st != 0 || !strings.HasPrefix(out, "bao serve: http://127.0.0.1:") {
		t.Errorf("exit %d, stdout %q, stderr %q", st, out, errOut)
	}
}

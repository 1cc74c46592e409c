package engine_test

import (
	"bufio"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/engine"
)

// TestServeBawoGambit: bao engine plays bawo(gambit=on): a position whose
// moves include South's gambit, and a best move that is North's gambit
// in its move text, legal there.
func TestServeBawoGambit(t *testing.T) {
	// The input ends once the bestmove is written: its end would stop the
	// search.
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- engine.Serve(context.Background(), inR, outW, engine.ServeConfig{Player: "alphabeta"})
		outW.Close()
	}()
	io.WriteString(inW, "bao\nnewgame bawo(gambit=on)\nposition start moves A1,A8,B4,B5,B5\nisready\ngo nodes 500\n")
	var out strings.Builder
	lines := bufio.NewScanner(outR)
	for lines.Scan() {
		out.WriteString(lines.Text() + "\n")
		if strings.HasPrefix(lines.Text(), "bestmove") {
			inW.Close()
		}
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^bestmove (\S+)$`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no bestmove:\n%s", out.String())
	}
	v := bao.MustLookup("bawo(gambit=on)")
	_, s, err := bao.ReadMove(v, v.Start(), "A1,A8,B4,B5,B5")
	if err != nil {
		t.Fatal(err)
	}
	if mv, _, err := bao.ReadMove(v, s, m[1]); err != nil || !mv.IsGambit() {
		t.Errorf("bestmove %s: %v (a gambit: %v)", m[1], err, mv.IsGambit())
	}
}

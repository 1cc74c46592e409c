package engine_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/engine"
	"github.com/bao-games/bao/player"
)

// The tests run outside engines as real processes: this test binary, run
// again with the arguments "toy KIND", is the engine (toyMain), so that no
// program has to be built.
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == "toy" {
		os.Exit(toyMain(os.Args[2]))
	}
	os.Exit(m.Run())
}

// toySpec returns the spec of an engine that behaves as kind, with the
// extra spec parameters more.
func toySpec(t testing.TB, kind, more string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	spec := "engine(cmd=" + quote(exe) + ",args=" + quote("toy "+quoteArg(kind))
	if more != "" {
		spec += "," + more
	}
	return spec + ")"
}

// quote writes a spec value in double quotes.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// quoteArg writes one argument in single quotes.
func quoteArg(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// toyMain is the engine of kind:
//
//	serve:SPEC   bao's own engine (engine.Serve) serving the player SPEC
//	first        plays the first legal move, at once
//	crash        handshake, then exits with status 3 at the first go
//	hang         handshake, then never answers a go (nor stop)
//	late         answers every go after 2 s, whatever stop says
//	illegal      answers bestmove A9<
//	unparsable   answers bestmove @@ junk
//	garbage      answers every command with lines of junk, never bestmove
//	noise        writes junk lines around its answers, then the first legal move
//	flood        writes an endless line without a newline at the first go
//	quit         plays two moves of a game, then exits (status 0) after the second
//	nohandshake  reads, but never says baook
//	slowstart    sleeps 200 ms before its handshake, then plays as first
//	kingulu      plays the first legal move, and only kingulu
//	bothproofs   plays as first, its info line saying winin 5 lossin 7
func toyMain(kind string) int {
	if spec, ok := strings.CutPrefix(kind, "serve:"); ok {
		if err := engine.Serve(context.Background(), os.Stdin, os.Stdout, engine.ServeConfig{Player: spec, Seed: 1}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		out.Flush()
	}
	v := bao.MustLookup("kiswahili")
	var s bao.State
	moves := 0
	if kind == "slowstart" {
		time.Sleep(200 * time.Millisecond)
		kind = "first"
	}
	for in.Scan() {
		word, rest, _ := strings.Cut(strings.TrimSpace(in.Text()), " ")
		if kind == "garbage" {
			say("%s \x00\xff garbage", strings.Repeat("?!", 40))
			if word != "bao" && word != "isready" {
				continue
			}
		}
		if kind == "noise" {
			say("hello there")
			say("info depth x score y")
			say("bestmovex A1")
		}
		switch word {
		case "bao":
			if kind == "nohandshake" {
				continue
			}
			say("id name toy %s", kind)
			say("id author the tests")
			if kind == "kingulu" {
				say("variants kingulu")
			} else {
				say("variants kiswahili kete kujifunza kingulu")
			}
			say("baook")
		case "isready":
			say("readyok")
		case "newgame":
			if w, err := bao.Lookup(rest); err == nil {
				v = w
			}
			moves = 0
		case "position":
			t, err := bao.ParseState(v, rest)
			if err != nil {
				say("info string error %v", err)
			}
			s = t
		case "go":
			switch kind {
			case "crash":
				os.Exit(3)
			case "hang":
				continue
			case "late":
				time.Sleep(2 * time.Second)
			case "illegal":
				say("bestmove A9<")
				continue
			case "unparsable":
				say("bestmove @@ junk")
				continue
			case "flood":
				junk := []byte(strings.Repeat("x", 1<<16))
				for {
					if _, err := os.Stdout.Write(junk); err != nil {
						return 1
					}
				}
			}
			moves++
			legal := v.Legal(s, nil)
			if len(legal) == 0 {
				say("bestmove none")
				continue
			}
			if kind == "bothproofs" {
				say("info depth 1 score 0 winin 5 lossin 7 nodes 1 pv %s", legal[0])
			} else {
				say("info depth 1 score 0 nodes 1 pv %s", legal[0])
			}
			say("bestmove %s", legal[0])
			if kind == "quit" && moves == 2 {
				return 0 // in the middle of a game
			}
		case "quit":
			return 0
		}
	}
	return 0
}

// An info line with contradictory proofs is refused with its reason: the
// analysis is an error, not a score with both proofs; the move stands.
func TestInfoBothProofs(t *testing.T) {
	if _, err := engine.ParseInfo("info winin 5 lossin 7"); err == nil || !strings.Contains(err.Error(), "not both won and lost") {
		t.Errorf("ParseInfo: %v", err)
	}
	p, err := player.New(toySpec(t, "bothproofs", ""), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer p.(io.Closer).Close()
	v := bao.MustLookup("kiswahili")
	if _, err := p.Choose(context.Background(), v, v.Start()); err != nil {
		t.Errorf("Choose: %v", err)
	}
	a, err := player.Analyse(context.Background(), p, v, v.Start())
	if err == nil || !strings.Contains(err.Error(), "winin 5 and lossin 7: a position is not both won and lost") {
		t.Errorf("Analyse: %+v, %v", a, err)
	}
}

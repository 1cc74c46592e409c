package player_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/player"
)

// PlayGame plays the game the loop of a client would, and refuses what it
// cannot play with an error, never a panic.
func TestPlayGame(t *testing.T) {
	ctx := context.Background()
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		g, err := player.PlayGame(ctx, v, v.Start(), player.NewGreedy(1), player.NewRandom(2), 300)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !g.Outcome().Over() && g.Ply() != 300 {
			t.Errorf("%s: stopped after %d plies, not over", name, g.Ply())
		}
		again, _ := player.PlayGame(ctx, v, v.Start(), player.NewGreedy(1), player.NewRandom(2), 300)
		if again.State() != g.State() || again.Ply() != g.Ply() {
			t.Errorf("%s: the same seeds gave another game", name)
		}
	}
	v := bao.MustLookup("kiswahili")
	if _, err := player.PlayGame(ctx, nil, v.Start(), player.NewRandom(1), player.NewRandom(1), 0); !errors.Is(err, bao.ErrNoVariant) {
		t.Errorf("a nil variant: %v", err)
	}
	if _, err := player.PlayGame(ctx, v, v.Start(), nil, player.NewRandom(1), 0); err == nil {
		t.Error("a nil player: no error")
	}
	if _, err := player.PlayGame(ctx, v, bao.State{}, player.NewRandom(1), player.NewRandom(1), 0); err == nil {
		t.Error("an invalid start: no error")
	}
	if _, err := player.PlayGame(ctx, v, v.Start(), &player.MCTS{}, player.NewRandom(1), 0); !errors.Is(err, player.ErrNotMade) {
		t.Errorf("a zero player: %v", err)
	}
}

// TestPlayOnStops checks that an error of played stops the game after
// its ply and comes back as it is, and that a nil game or player is an
// error before any move.
func TestPlayOnStops(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	stop := errors.New("stop")
	err := player.PlayOn(context.Background(), g, player.NewRandom(1), player.NewRandom(2), 0, func(g *bao.Game) error {
		if g.Ply() == 2 {
			return stop
		}
		return nil
	})
	if err != stop || g.Ply() != 2 {
		t.Errorf("err %v after %d plies, want stop after 2", err, g.Ply())
	}
	if err := player.PlayOn(context.Background(), nil, player.NewRandom(1), player.NewRandom(2), 0, nil); !errors.Is(err, bao.ErrNoVariant) {
		t.Errorf("a nil game: %v", err)
	}
	if err := player.PlayOn(context.Background(), g, nil, player.NewRandom(2), 0, nil); err == nil || g.Ply() != 2 {
		t.Errorf("a nil player: %v, %d plies", err, g.Ply())
	}
}

// TestTerminal checks the answers to the commands, the end of the input
// and its error, and a failing output.
func TestTerminal(t *testing.T) {
	v := bao.MustLookup("kingulu")
	for _, tc := range []struct {
		in, want string
		err      error
	}{
		{"", "Legal moves: ", player.ErrInputEnded},
		{"\n  \nmoves\nEXIT\n", "Legal moves (", player.ErrQuit},
		{"undo\nq\n", "Nothing to undo.\n", player.ErrQuit},
		{"help\nq\n", "HELP", player.ErrQuit},
		{"x y\nq\n", "\"x y\" is neither a move nor a command.", player.ErrQuit},
		{strings.Repeat("x", 100) + "\n", "", player.ErrInputEnded},
	} {
		sc := bufio.NewScanner(strings.NewReader(tc.in))
		sc.Buffer(nil, 50)
		var out strings.Builder
		tm := &player.Terminal{Game: bao.NewGame(v), In: sc, Out: &out, Help: "HELP"}
		_, err := tm.Choose(context.Background(), v, v.Start())
		if !errors.Is(err, tc.err) || !strings.Contains(out.String(), tc.want) {
			t.Errorf("input %.20q: got %v and %q, want %v and %q", tc.in, err, out.String(), tc.err, tc.want)
		}
		if len(tc.in) > 50 && !errors.Is(err, bufio.ErrTooLong) {
			t.Errorf("a long line: got %v, want bufio.ErrTooLong within", err)
		}
	}
	tm := &player.Terminal{Game: bao.NewGame(v), In: bufio.NewScanner(strings.NewReader("A3\n")), Out: failFlush{}}
	if _, err := tm.Choose(context.Background(), v, v.Start()); !errors.Is(err, player.ErrOutput) {
		t.Errorf("a failing output: got %v, want ErrOutput", err)
	}
	if _, err := new(player.Terminal).Choose(context.Background(), v, v.Start()); !errors.Is(err, player.ErrNotMade) {
		t.Errorf("a zero Terminal: got %v, want ErrNotMade", err)
	}
}

// TestTerminalExtra: Extra answers the lines it knows before they are
// read as moves, lets the others through, and its error ends Choose.
func TestTerminalExtra(t *testing.T) {
	v := bao.MustLookup("kingulu")
	stop := errors.New("stop")
	var out strings.Builder
	tm := &player.Terminal{Game: bao.NewGame(v), In: bufio.NewScanner(strings.NewReader("hint\nmoves\nA3\n")), Out: &out,
		Extra: func(line string, s bao.State) (bool, error) {
			if line == "hint" {
				fmt.Fprintf(&out, "HINT %v\n", s.Side)
				return true, nil
			}
			return false, nil
		}}
	m, err := tm.Choose(context.Background(), v, v.Start())
	if err != nil || m.String() != "A3" || !strings.Contains(out.String(), "HINT South\n") || !strings.Contains(out.String(), "Legal moves (") {
		t.Errorf("got %v, %v and %q; want A3 after the hint and the moves", m, err, out.String())
	}
	tm = &player.Terminal{Game: bao.NewGame(v), In: bufio.NewScanner(strings.NewReader("analyse\nA3\n")), Out: &out,
		Extra: func(string, bao.State) (bool, error) { return false, stop }}
	if _, err := tm.Choose(context.Background(), v, v.Start()); !errors.Is(err, stop) {
		t.Errorf("Extra's error: got %v, want %v", err, stop)
	}
}

// failFlush is an output whose Flush fails.
type failFlush struct{}

func (failFlush) Write(p []byte) (int, error) { return len(p), nil }
func (failFlush) Flush() error                { return errors.New("disk full") }

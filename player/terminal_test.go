package player_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	"github.com/bao-games/bao/player"
)

// A person at a text terminal plays South against greedy: the lines typed
// are a command, a bad move, a move, then undo, which takes back the
// person's move and greedy's reply, and quit.
func ExampleTerminal() {
	v := bao.MustLookup("kingulu")
	g := bao.NewGame(v)
	you := &player.Terminal{
		Game:  g,
		In:    bufio.NewScanner(strings.NewReader("position\nA9\nA3\nundo\nquit\n")),
		Out:   os.Stdout,
		Human: func(p bao.Player) bool { return p == bao.South },
	}
	for {
		err := player.PlayOn(context.Background(), g, you, player.NewGreedy(1), 0, func(g *bao.Game) error {
			fmt.Println("ply", g.Ply())
			return nil
		})
		if !errors.Is(err, player.ErrUndo) {
			fmt.Println(errors.Is(err, player.ErrQuit), g.Ply())
			return
		}
		you.Undo()
	}
	// Output:
	// Legal moves: A3 A4 A5 A6
	// South to move> Position: 4,4,4,4,4,4/4,4,4,4,4,4 S 0,0
	// South to move> "A9" is neither a move nor a command. Moves look like A6< (type help).
	// South to move> ply 1
	// ply 2
	// Legal moves: A1 A4 A5 A6
	// South to move> Took back A3 a3.
	// Legal moves: A3 A4 A5 A6
	// South to move> true 0
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

// failFlush is an output whose Flush fails.
type failFlush struct{}

func (failFlush) Write(p []byte) (int, error) { return len(p), nil }
func (failFlush) Flush() error                { return errors.New("disk full") }

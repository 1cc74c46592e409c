package player

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bao-games/bao"
)

// ErrQuit is the error of a Terminal's Choose when the person typed quit
// (or exit, or q). A program playing with PlayOn gets it, as the other
// errors of Choose, inside a *TurnError.
var ErrQuit = errors.New("quit")

// ErrInputEnded is the error of a Terminal's Choose when the input ended
// before a move was typed; it wraps the input's own error, if it had one
// (bufio.ErrTooLong for a line longer than the Scanner's buffer).
var ErrInputEnded = errors.New("input ended")

// ErrUndo is the error of a Terminal's Choose when the person typed undo
// and there is a move to take back: the program calls the Terminal's Undo
// and goes on with the game.
var ErrUndo = errors.New("undo")

// ErrOutput is the error of a Terminal's Choose when its output could not
// be written; it wraps the write's error.
var ErrOutput = errors.New("terminal output failed")

// maxPromptMoves is the longest list of legal moves that a Terminal's
// prompt shows whole (a Bawo gambit turn has 15,504): a longer one is
// shown by its first and last three moves and its length.
const maxPromptMoves = 100

// Terminal is a Player for a person at a text terminal: its Choose lists
// the legal moves, prompts ("South to move> "), and reads lines until one
// is a legal move in move text (bao.ReadMove), answering the commands typed
// in between:
//
//	? or moves   list the legal moves
//	undo         take back the moves back to the person's last turn (ErrUndo)
//	board        call Board
//	position     print the position text (bao.FormatState)
//	help or h    print Help
//	quit, exit, q  stop playing (ErrQuit)
//
// Commands are read without regard to case, and an empty line is ignored;
// a program adds commands of its own with Extra.
// A line that is neither a legal move nor a command is answered with what
// is wrong with it, and the person is prompted again. A Terminal plays the
// game Game, which the program keeps playing with PlayOn; one Terminal
// serves every side that a person plays at the same keyboard.
type Terminal struct {
	Game *bao.Game      // the game played: its legal moves, and what Undo takes back
	In   *bufio.Scanner // the lines typed, one per move or command
	// Out receives the prompts and the answers to the commands. If it has
	// a method Flush() error (a *bufio.Writer does), it is flushed before
	// every line is read, and an error of it is ErrOutput's.
	Out   io.Writer
	Help  string                // printed on help
	Board func()                // draws the board on board; nil: board does nothing
	Human func(bao.Player) bool // the sides played at this terminal, where undo goes back to; nil: both
	// Extra, when set, is offered every line that is not one of the
	// commands above, before it is read as a move, with the position s:
	// it returns true when it answered the line (a command of the
	// program's own, such as bao play's hint), false to let the line be
	// read as a move. An error it returns ends Choose with that error.
	Extra func(line string, s bao.State) (bool, error)
	Lines int // the lines read so far
	shown int // 1 + the ply whose legal moves were last listed at the prompt; 0: none
}

// Name returns "human".
func (*Terminal) Name() string { return "human" }

// flush flushes t.Out if it has a Flush method, and returns its error as
// ErrOutput's.
func (t *Terminal) flush() error {
	if f, ok := t.Out.(interface{ Flush() error }); ok {
		if err := f.Flush(); err != nil {
			return fmt.Errorf("%w: %w", ErrOutput, err)
		}
	}
	return nil
}

// Choose returns the move the person types in s, the position of Game: it
// lists the legal moves when the ply is new, prompts, and reads lines until
// one is a legal move. It returns ErrQuit, ErrUndo, ErrInputEnded (after
// ending the prompt's line) or ErrOutput instead of a move, and an error
// matching ErrNotMade if Game, In or Out is nil.
func (t *Terminal) Choose(_ context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	w, g := t.Out, t.Game
	if g == nil || t.In == nil || w == nil {
		return bao.Move{}, fmt.Errorf("player: a Terminal without its Game, In or Out: %w", ErrNotMade)
	}
	if err := t.flush(); err != nil {
		return bao.Move{}, err
	}
	for {
		if t.shown != g.Ply()+1 {
			fmt.Fprintf(w, "Legal moves: %s\n", promptList(moveTexts(v, s, g.Legal())))
			t.shown = g.Ply() + 1
		}
		fmt.Fprintf(w, "%s to move> ", s.Side)
		if err := t.flush(); err != nil {
			return bao.Move{}, err
		}
		if !t.In.Scan() {
			fmt.Fprintln(w)
			if err := t.In.Err(); err != nil {
				return bao.Move{}, fmt.Errorf("%w: %w", ErrInputEnded, err)
			}
			return bao.Move{}, ErrInputEnded
		}
		t.Lines++
		line := strings.TrimSpace(t.In.Text())
		switch strings.ToLower(line) {
		case "":
		case "quit", "exit", "q":
			return bao.Move{}, ErrQuit
		case "help", "h":
			fmt.Fprint(w, t.Help)
		case "board":
			if t.Board != nil {
				t.Board()
			}
		case "position":
			fmt.Fprintf(w, "Position: %s\n", bao.FormatState(v, s))
		case "?", "moves":
			list := moveTexts(v, s, g.Legal())
			fmt.Fprintf(w, "Legal moves (%d): %s\n", len(list), strings.Join(list, " "))
		case "undo":
			if t.undoTarget() < 0 {
				fmt.Fprintln(w, "Nothing to undo.")
				break
			}
			return bao.Move{}, ErrUndo
		default:
			if t.Extra != nil {
				done, err := t.Extra(line, s)
				if err != nil {
					return bao.Move{}, err
				}
				if done {
					break
				}
			}
			m, _, err := bao.ReadMove(v, s, line)
			if err != nil {
				if errors.Is(err, bao.ErrSyntax) && !strings.Contains(line, ",") {
					fmt.Fprintf(w, "%q is neither a move nor a command. Moves look like A6< (type help).\n", line)
				} else {
					fmt.Fprintf(w, "%v\n(Type ? for the legal moves, help for the notation and the commands.)\n", err)
				}
				break
			}
			return m, nil
		}
	}
}

// undoTarget returns the ply of the last position before the current one
// where a side played at this terminal was to move, or -1: where Undo goes
// back to.
func (t *Terminal) undoTarget() int {
	k := t.Game.Ply() - 1
	for k >= 0 && t.Human != nil && !t.Human(t.Game.StateAt(k).Side) {
		k--
	}
	return k
}

// Undo takes back the moves of Game back to the last position before the
// current one where a side played at this terminal was to move (against a
// program: the person's last move and the program's reply), prints
// "Took back" and their move texts, and lists the legal moves again at the
// next prompt. It does nothing if there is no such position.
func (t *Terminal) Undo() {
	g, target := t.Game, t.undoTarget()
	if target < 0 {
		return
	}
	var undone []string
	for g.Ply() > target {
		i := g.Ply() - 1
		text := bao.MoveText(g.Variant(), g.StateAt(i), g.Moves()[i])
		g.Undo()
		undone = append(undone, text)
	}
	slices.Reverse(undone)
	fmt.Fprintf(t.Out, "Took back %s.\n", strings.Join(undone, " "))
	t.shown = 0
}

// promptList returns the legal moves as a Terminal's prompt shows them:
// all of them, or, for more than maxPromptMoves, the first and last three
// with their number.
func promptList(list []string) string {
	if len(list) <= maxPromptMoves {
		return strings.Join(list, " ")
	}
	return fmt.Sprintf("%s ... %s (%d moves; ? lists them all)", strings.Join(list[:3], " "), strings.Join(list[len(list)-3:], " "), len(list))
}

// moveTexts returns the move texts, annotated (bao.MoveText), of the moves
// ms of s.
func moveTexts(v bao.Variant, s bao.State, ms []bao.Move) []string {
	list := make([]string, 0, len(ms))
	for _, m := range ms {
		list = append(list, bao.MoveText(v, s, m))
	}
	return list
}

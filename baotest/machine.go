package baotest

import (
	"errors"
	"slices"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
)

// GameMachine returns a rapid state machine property over bao.Game. It
// starts a game of v from the start position (or, when c.States is set,
// sometimes from a drawn position) and applies random actions:
//
//   - play: Game.Play of a random legal move;
//   - playtext: Game.PlayText of the annotated text of a random legal move;
//   - illegal: Game.Play, and Game.PlayText of its text, of a random move
//     that is not legal, which must fail with bao.ErrIllegalMove and leave
//     the game unchanged;
//   - undo: Game.Undo, which must give back the last move, or report false
//     at the start.
//
// After every action the game must agree with a model of it: its moves,
// its positions (Game.StateAt), its current position, which must also be
// what bao.Replay of its moves and bao.ReplayText of their texts give from
// its start. Each game opens with up to c.Plies random moves, and stops
// growing at twice that.
func GameMachine(v bao.Variant, c Config) func(*rapid.T) {
	c = c.withDefaults()
	return func(t *rapid.T) {
		var g *bao.Game
		start := v.Start()
		if c.States != nil && rapid.Bool().Draw(t, "start from a generated position") {
			start = c.States.Draw(t, "position")
			var err error
			if g, err = bao.NewGameFrom(v, start); err != nil {
				t.Fatalf("bao.NewGameFrom refuses a position of Config.States: %v", err)
			}
		} else {
			g = bao.NewGame(v)
		}
		f := v.Geometry().Format
		states := []bao.State{start}
		var moves []bao.Move
		var texts []string

		// legal draws a legal move of the current position with its text.
		legal := func(t *rapid.T) (bao.Move, string) {
			ms := g.Legal()
			if len(ms) == 0 {
				t.Skip("the game is over")
			}
			if len(moves) >= 2*c.Plies {
				t.Skip("the game is long enough")
			}
			m := rapid.SampledFrom(ms).Draw(t, "move")
			text, err := bao.FormatMove(v, g.State(), m)
			if err != nil {
				t.Fatalf("bao.FormatMove of the legal move %v in %s: %v", m, f(g.State()), err)
			}
			return m, text
		}
		played := func(t *rapid.T, m bao.Move, text string) {
			want, err := v.Apply(states[len(states)-1], m)
			if err != nil {
				t.Fatalf("Apply(%v) after the game accepted it: %v", m, err)
			}
			states = append(states, want)
			moves = append(moves, m)
			texts = append(texts, text)
		}

		// An opening of random moves, so that the actions also reach
		// positions deep in a game.
		for n := rapid.IntRange(0, c.Plies).Draw(t, "opening plies"); n > 0 && len(g.Legal()) > 0; n-- {
			ms := g.Legal()
			m := ms[rapid.IntRange(0, len(ms)-1).Draw(t, "opening move")]
			text, err := bao.FormatMove(v, g.State(), m)
			if err != nil {
				t.Fatalf("bao.FormatMove of the legal move %v in %s: %v", m, f(g.State()), err)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("Game.Play(%v), a legal move of %s: %v", m, f(g.State()), err)
			}
			played(t, m, text)
		}

		t.Repeat(map[string]func(*rapid.T){
			"play": func(t *rapid.T) {
				m, text := legal(t)
				if err := g.Play(m); err != nil {
					t.Fatalf("Game.Play(%v), a legal move of %s: %v", m, f(g.State()), err)
				}
				played(t, m, text)
			},
			"playtext": func(t *rapid.T) {
				m, text := legal(t)
				got, err := g.PlayText(text)
				if err != nil {
					t.Fatalf("Game.PlayText(%q), a legal move of %s: %v", text, f(g.State()), err)
				}
				if got != m {
					t.Fatalf("Game.PlayText(%q) played %#v, want %#v", text, got, m)
				}
				played(t, m, text)
			},
			"illegal": func(t *rapid.T) {
				s := g.State()
				ms := g.Legal()
				var bad []bao.Move
				for _, m := range probeMoves[s.Side&1] {
					if !slices.Contains(ms, m) {
						bad = append(bad, m)
					}
				}
				m := rapid.SampledFrom(bad).Draw(t, "illegal move")
				if err := g.Play(m); !errors.Is(err, bao.ErrIllegalMove) {
					t.Fatalf("Game.Play(%#v), not a legal move of %s: error %v, want one matching bao.ErrIllegalMove", m, f(s), err)
				}
				// The text of a move that reads back as itself must be
				// refused the same way.
				if pm, _, err := bao.ParseMove(m.String()); err == nil && pm == m {
					if _, err := g.PlayText(m.String()); !errors.Is(err, bao.ErrIllegalMove) {
						t.Fatalf("Game.PlayText(%q), not a legal move of %s: error %v, want one matching bao.ErrIllegalMove", m.String(), f(s), err)
					}
				}
				if g.Ply() != len(moves) || g.State() != s {
					t.Fatalf("an illegal move changed the game")
				}
			},
			"undo": func(t *rapid.T) {
				m, ok := g.Undo()
				if len(moves) == 0 {
					if ok {
						t.Fatalf("Game.Undo at the start of the game returns %v, true", m)
					}
					return
				}
				if last := moves[len(moves)-1]; !ok || m != last {
					t.Fatalf("Game.Undo = %v, %v; want %v, true", m, ok, last)
				}
				states = states[:len(states)-1]
				moves = moves[:len(moves)-1]
				texts = texts[:len(texts)-1]
			},
			"": func(t *rapid.T) {
				if g.Ply() != len(moves) || !slices.Equal(g.Moves(), moves) {
					t.Fatalf("Game.Moves = %v, want %v", g.Moves(), moves)
				}
				if g.Start() != start {
					t.Fatalf("Game.Start = %s, want %s", f(g.Start()), f(start))
				}
				for i, s := range states {
					if g.StateAt(i) != s {
						t.Fatalf("Game.StateAt(%d) = %s, want %s (moves %v)", i, f(g.StateAt(i)), f(s), texts)
					}
				}
				cur := states[len(states)-1]
				if g.State() != cur {
					t.Fatalf("Game.State = %s, want %s (moves %v)", f(g.State()), f(cur), texts)
				}
				if o := v.Outcome(cur); g.Outcome() != o {
					t.Fatalf("Game.Outcome = %v, want %v", g.Outcome(), o)
				}
				r, err := bao.Replay(v, start, moves)
				if err != nil {
					t.Fatalf("bao.Replay of the game's moves %v: %v", texts, err)
				}
				if r.State() != cur {
					t.Fatalf("bao.Replay of %v gives %s, the game is at %s", texts, f(r.State()), f(cur))
				}
				r, err = bao.ReplayText(v, start, texts)
				if err != nil {
					t.Fatalf("bao.ReplayText of the game's moves %v: %v", texts, err)
				}
				if r.State() != cur || !slices.Equal(r.Moves(), moves) {
					t.Fatalf("bao.ReplayText of %v gives %s, the game is at %s", texts, f(r.State()), f(cur))
				}
			},
		})
	}
}

package arena

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/google/go-cmp/cmp"
)

// annotated is nim with annotations: "*" on a move of two seeds, and with
// odd set a flag of no text beside it, so that the move has no key in
// moveTexts (oddKey) and its text is made anew.
type annotated struct {
	nim
	odd bool
}

func (a annotated) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	var n bao.Notes
	if m.Dir == bao.Right {
		n = bao.Takasa
	}
	if a.odd && before.Pits[0]%3 != 1 { // the last move too, from a pile of 2
		n |= 1 << 6
	}
	return n
}

// TestOddMoveTexts checks the records of moves whose text moveTexts lacks
// (oddKey): their Moves and JSON lines are those of the same games whose
// moves all have keys, at one worker and two, in single games and
// matches, last moves ("#") included; and a record's JSON line is that of
// encoding/json.
func TestOddMoveTexts(t *testing.T) {
	for _, match := range []bool{false, true} {
		for _, w := range []int{1, 2} {
			var lines [2][][]byte
			var moves [2][][]string
			for i, odd := range []bool{false, true} {
				c := Config{Variant: annotated{nim{pile: 11, two: true}, odd}, A: "random", B: "random", Games: 40, Seed: 3, Workers: w, Options: Options{JSON: true, Match: match}}
				_, err := Run(context.Background(), c, func(r *Record) error {
					lines[i] = append(lines[i], bytes.Clone(r.JSONLine()))
					moves[i] = append(moves[i], r.Clone().Moves)
					var buf bytes.Buffer
					enc := json.NewEncoder(&buf)
					enc.SetEscapeHTML(false)
					if err := enc.Encode(r); err != nil {
						return err
					}
					if !bytes.Equal(r.JSONLine(), buf.Bytes()) || !bytes.Equal(r.AppendJSON(nil), buf.Bytes()) {
						t.Errorf("odd %v: JSON line\n%s\nencoding/json:\n%s", odd, r.JSONLine(), buf.Bytes())
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			if !match {
				// Replay makes the record of a game alone, Moves included.
				c := Config{Variant: annotated{nim{pile: 11, two: true}, true}, A: "random", B: "random", Games: 40, Seed: 3, Options: Options{JSON: true}}
				for _, g := range []int{0, 7, 39} {
					r, err := Replay(context.Background(), c, g)
					if err != nil || !bytes.Equal(r.AppendJSON(nil), lines[1][g]) || len(r.Moves) != len(moves[1][g]) {
						t.Fatalf("Replay of game %d: %v\n%s\nwant\n%s", g, err, r.AppendJSON(nil), lines[1][g])
					}
				}
			}
			for g := range lines[0] {
				if !bytes.Equal(lines[0][g], lines[1][g]) || len(moves[0][g]) != len(moves[1][g]) {
					t.Fatalf("match %v, %d workers, game %d:\n%s\n%s", match, w, g, lines[0][g], lines[1][g])
				}
				for k := range moves[0][g] {
					if moves[0][g][k] != moves[1][g][k] {
						t.Fatalf("match %v, %d workers, game %d move %d: %q, made anew %q", match, w, g, k, moves[0][g][k], moves[1][g][k])
					}
				}
			}
		}
	}
}

// TestPlayedTexts checks makeMoves, appendPlayed and appendMoves against
// the texts made one by one and encoding/json, on moves with and without
// a key in moveTexts.
func TestPlayedTexts(t *testing.T) {
	var played []bao.Played
	for pit := range bao.Pit(70) {
		for dir := bao.Dir(-2); dir <= 2; dir++ {
			for notes := range bao.Notes(20) {
				played = append(played, bao.Played{Move: bao.Move{Pit: pit, Dir: dir, Safari: pit%3 == 0}, Notes: notes})
			}
		}
	}
	r := Record{played: played, unmade: true}
	line := appendPlayed(nil, played)
	buf := r.makeMoves([]string{"x"})
	if len(buf) != len(played)+1 || buf[0] != "x" || r.unmade {
		t.Fatalf("makeMoves gave %d texts after the first", len(buf)-1)
	}
	for i, pl := range played {
		if want := newText(pl.Move, pl.Notes); r.Moves[i] != want {
			t.Fatalf("%+v: %q, want %q", pl, r.Moves[i], want)
		}
	}
	var enc bytes.Buffer
	e := json.NewEncoder(&enc)
	e.SetEscapeHTML(false)
	if err := e.Encode(r.Moves); err != nil {
		t.Fatal(err)
	}
	want := bytes.TrimSuffix(enc.Bytes(), []byte("\n"))
	if !bytes.Equal(line, want) {
		t.Errorf("appendPlayed differs from encoding/json from byte %d", firstDiff(line, want))
	}
	if got := appendMoves(nil, r.Moves, played); !bytes.Equal(got, want) {
		t.Errorf("appendMoves differs from encoding/json from byte %d", firstDiff(got, want))
	}
	// Moves of the table with their keys: written from played.
	keyed := []bao.Played{{Move: bao.Move{Pit: 3, Dir: bao.Left}, Notes: bao.Takasa}, {Move: bao.Move{Pit: 20, Dir: bao.Right, Safari: true}, Notes: bao.Win}}
	moves := []string{moveTexts()[textKey(keyed[0].Move, keyed[0].Notes)], moveTexts()[textKey(keyed[1].Move, keyed[1].Notes)]}
	if got, want := string(appendMoves(nil, moves, keyed)), `["`+moves[0]+`","`+moves[1]+`"]`; got != want {
		t.Errorf("appendMoves: %s, want %s", got, want)
	}
	moves[1] = "b5>" // changed by a caller: written as it is
	if got, want := string(appendMoves(nil, moves, keyed)), `["`+moves[0]+`","b5>"]`; got != want {
		t.Errorf("appendMoves of a changed move: %s, want %s", got, want)
	}
}

// firstDiff returns the index of the first byte where a and b differ.
func firstDiff(a, b []byte) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// TestNoMoves checks Config.NoMoves and TournamentConfig.NoMoves: the
// records handed over have no Moves, and their JSON lines (made by the
// workers or by AppendJSON), their clones and the standings their
// Standings.Add gives are those of the same run with Moves made, at one
// worker and two, with moves of odd texts too.
func TestNoMoves(t *testing.T) {
	type got struct {
		lines, appended [][]byte
		clones          []*Record
	}
	collect := func(g *got, r *Record) {
		g.lines = append(g.lines, bytes.Clone(r.JSONLine()))
		g.appended = append(g.appended, r.AppendJSON(nil))
		g.clones = append(g.clones, r.Clone())
	}
	for _, odd := range []bool{false, true} {
		v := annotated{nim{pile: 11, two: true}, odd}
		for _, w := range []int{1, 2} {
			for _, asJSON := range []bool{false, true} {
				var runs [2]got
				for i, noMoves := range []bool{false, true} {
					c := Config{Variant: v, A: "random", B: "random", Games: 30, Seed: 5, Workers: w, Options: Options{JSON: asJSON, NoMoves: noMoves}}
					_, err := Run(context.Background(), c, func(r *Record) error {
						if noMoves && r.Moves != nil {
							t.Fatalf("NoMoves: game %d has Moves %q", r.Game, r.Moves)
						}
						collect(&runs[i], r)
						return nil
					})
					if err != nil {
						t.Fatal(err)
					}
				}
				if diff := cmp.Diff(runs[0], runs[1], cmp.AllowUnexported(got{}, Record{}, jsonHead{}, jsonTail{})); diff != "" {
					t.Errorf("odd %v, %d workers, JSON %v: NoMoves changes the records (-made +not made):\n%s", odd, w, asJSON, diff)
				}
			}
			var standings [2]*Standings
			for i, noMoves := range []bool{false, true} {
				c := TournamentConfig{Variant: v, Players: []string{"random", "greedy"}, Games: 10, Seed: 7, Workers: w, JSON: true, NoMoves: noMoves}
				st, err := NewStandings(c)
				if err != nil {
					t.Fatal(err)
				}
				_, err = RunTournament(context.Background(), c, func(r *TournamentRecord) error {
					if noMoves && r.Moves != nil {
						t.Fatalf("NoMoves: game %d has Moves %q", r.Game, r.Moves)
					}
					_, err := st.Add(&r.Record)
					return err
				})
				if err != nil {
					t.Fatal(err)
				}
				standings[i] = st
			}
			if diff := cmp.Diff(standings[0].Pairings, standings[1].Pairings, cmp.AllowUnexported(PairStanding{}, GamePairs{})); diff != "" {
				t.Errorf("odd %v, %d workers: NoMoves changes the standings (-made +not made):\n%s", odd, w, diff)
			}
		}
	}
}

// badRecorder is nim whose Recorder drops the moves it was given, and
// plays none after them.
type badRecorder struct{ nim }

func (v badRecorder) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) {
	return bao.Sample(v.nim, s, rng)
}

func (v badRecorder) Record(s bao.State, rng *[2]*rand.Rand, maxPlies int, buf []bao.Played) (bao.State, []bao.Played) {
	if len(buf) > 0 {
		return s, buf[:0]
	}
	return bao.Record(v.nim, s, rng, maxPlies, buf)
}

// TestBadRecorder checks that a variant whose bao.Recorder does not append
// to the moves it is given stops the run with an error, not a wrong record.
func TestBadRecorder(t *testing.T) {
	_, err := Run(context.Background(), Config{Variant: badRecorder{nim{pile: 11, two: true}}, A: "random", B: "random", Games: 2, Options: Options{LegalEvery: 4}}, nil)
	if err == nil || !strings.Contains(err.Error(), "Recorder") {
		t.Fatalf("a Recorder that drops moves: %v", err)
	}
}

// TestRawKey checks rawKey over every move and notes of bytes: out is 0
// exactly for the moves of pits below 64, directions -1 to 1 and notes
// below 8, whose key is then that of a text of moveTexts which is theirs;
// and writePlayed writes their texts, and refuses a move of any other or
// of no jsonText.
func TestRawKey(t *testing.T) {
	texts, quoted := moveTexts(), jsonTexts()
	var dst [16]byte
	for pit := range 256 {
		for dir := range 256 {
			for notes := range 256 {
				for _, safari := range []bool{false, true} {
					m, n := bao.Move{Pit: bao.Pit(pit), Dir: bao.Dir(dir), Safari: safari}, bao.Notes(notes)
					k, out := rawKey(m, n)
					valid := pit < 64 && int8(dir) >= -1 && int8(dir) <= 1 && notes < 8
					if (out == 0) != valid {
						t.Fatalf("%+v %d: out %#x", m, n, out)
					}
					if !valid {
						if _, ok := writePlayed(dst[:], []bao.Played{{Move: m, Notes: n}}, quoted); ok {
							t.Fatalf("%+v %d: writePlayed wrote a move without key", m, n)
						}
						continue
					}
					if want := newText(m, n); k >= textKeys || texts[k] != want {
						t.Fatalf("%+v %d: key %d of %q, want %q", m, n, k, texts[k], want)
					}
					w, ok := writePlayed(dst[:], []bao.Played{{Move: m, Notes: n}}, quoted)
					if want := `,"` + texts[k] + `"`; !ok || string(dst[:w]) != want {
						t.Fatalf("%+v %d: writePlayed wrote %q, %v; want %q", m, n, dst[:w], ok, want)
					}
				}
			}
		}
	}
	// A Bawo gambit has no key: its text is made anew.
	g := bao.GambitMove(bao.North, 300)
	if _, out := rawKey(g, 0); out == 0 || textKey(g, 0) != oddKey {
		t.Fatalf("gambit %v: out %#x", g, out)
	}
	if _, ok := writePlayed(dst[:], []bao.Played{{Move: g}}, quoted); ok {
		t.Fatalf("writePlayed wrote a gambit by key")
	}
	// A key whose text the table lacks (too long, or to escape): refused.
	played := []bao.Played{{Move: bao.Move{Pit: 3, Dir: bao.Left}}, {Move: bao.Move{Pit: 5, Dir: bao.Right}, Notes: bao.Takasa}}
	lacking := *quoted
	k, _ := rawKey(played[1].Move, played[1].Notes)
	lacking[k][len(lacking[k])-1] = noText
	var two [32]byte
	if w, ok := writePlayed(two[:], played, quoted); !ok || w == 0 {
		t.Fatalf("writePlayed of %+v: %d bytes, %v", played, w, ok)
	}
	if _, ok := writePlayed(two[:], played, &lacking); ok {
		t.Fatalf("writePlayed wrote a move of no jsonText")
	}
}

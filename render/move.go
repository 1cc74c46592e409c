package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/words"
)

// Effect is what a move did: the facts that the rules engine reports
// through the interfaces of package bao (Apply, the optional Tracer,
// Lifter and Annotator, Legal, Outcome) and the differences between the
// positions before and after it. Explanation and Summary put it in words.
type Effect struct {
	Geometry bao.Geometry // the variant's board
	Move     bao.Move     // the move played
	// Text is the move text with its annotations, "A7<**".
	Text  string
	Notes bao.Notes  // the move's annotations (bao.Annotate)
	Mover bao.Player // the side that played it
	// Before and After are the positions before and after the move.
	Before, After bao.State
	// Traced reports whether the variant traces its moves (bao.Tracer).
	// Laps then holds the position after each lap, the last being After
	// unless the move has more laps than were asked for (MoreLaps).
	Traced   bool
	Laps     []bao.State
	MoreLaps bool
	// Lifted is the number of seeds the move takes in hand at its start,
	// from the mover's store when FromStore (a four-row namua move), else
	// from its pit (bao.LiftOf).
	Lifted    int
	FromStore bool
	// Taken lists the opponent's pits that lost seeds, in the order of
	// Geometry.Pits, with the seeds each lost: the captures of the
	// four-row games.
	Taken []PitCount
	// Stopped reports that the move ended in the mover's house where it
	// could have gone on: m is played without safari and the same move
	// with safari is legal too.
	Stopped bool
	// Reserved lists, per player, the pits the move made his reserves
	// (Bao Kingulu), in slot order.
	Reserved [2][]bao.Pit
	// Outcome is the outcome of After.
	Outcome bao.Outcome
}

// PitCount is a pit and a number of seeds.
type PitCount struct {
	Pit   bao.Pit
	Seeds int
}

// Describe plays the legal move m in s under v and returns what it did.
// It traces at most maxLaps laps of the move (0: none, a negative number:
// all of them; bao.Tracer promises that a legal move has finitely many).
// An illegal move returns Apply's error; a trace that fails returns its
// error.
func Describe(v bao.Variant, s bao.State, m bao.Move, maxLaps int) (*Effect, error) {
	if v == nil {
		return nil, fmt.Errorf("render: %w", bao.ErrNoVariant)
	}
	after, err := v.Apply(s, m)
	if err != nil {
		return nil, err
	}
	notes := bao.Annotate(v, s, m, after)
	e := &Effect{Geometry: v.Geometry(), Move: m, Text: m.String() + notes.String(), Notes: notes,
		Mover: s.Side, Before: s, After: after, Outcome: v.Outcome(after)}
	if tr, ok := v.(bao.Tracer); ok && maxLaps != 0 {
		e.Traced = true
		err := tr.Trace(s, m, func(st bao.State) bool {
			if maxLaps > 0 && len(e.Laps) >= maxLaps {
				e.MoreLaps = true
				return false
			}
			e.Laps = append(e.Laps, st)
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	e.Lifted, e.FromStore = bao.LiftOf(v, s, m)
	opp := s.Side.Other()
	for _, x := range e.Geometry.Pits(opp) {
		if d := int(s.Pits[x.Index()]) - int(after.Pits[x.Index()]); d > 0 {
			e.Taken = append(e.Taken, PitCount{Pit: x, Seeds: d})
		}
	}
	if !m.Safari {
		alt := m
		alt.Safari = true
		e.Stopped = bao.IsLegal(v, s, alt)
	}
	for p := bao.South; p <= bao.North; p++ {
		added := after.Reserved[p] &^ s.Reserved[p]
		for i := range bao.MaxPits {
			if added&(1<<i) != 0 {
				e.Reserved[p] = append(e.Reserved[p], bao.PitAt(i))
			}
		}
	}
	return e, nil
}

// Captured returns the seeds the opponent's pits lost (Taken).
func (e *Effect) Captured() int {
	n := 0
	for _, t := range e.Taken {
		n += t.Seeds
	}
	return n
}

// Banked returns the seeds the move added to the mover's store (Bao
// Kingulu's bank; the store of a four-row game that the move wins by
// capture).
func (e *Effect) Banked() int {
	return max(int(e.After.Store[e.Mover])-int(e.Before.Store[e.Mover]), 0)
}

// HouseLost reports whether p owned his house before the move and not
// after it.
func (e *Effect) HouseLost(p bao.Player) bool { return e.Before.House[p] && !e.After.House[p] }

// Takasia returns the pit the move froze for the opponent's next move (a
// takasia, in kete a hizi zetu), or bao.NoPit.
func (e *Effect) Takasia() bao.Pit {
	if e.Notes&bao.Takasia == 0 {
		return bao.NoPit
	}
	return e.After.Restricted
}

// stores reports whether the board is one where each player owns two rows
// and the seeds off the board are stores, rather than banks.
func (e *Effect) stores() bool { return e.Geometry.Rows == 2 }

// String returns Explanation().
func (e *Effect) String() string { return e.Explanation() }

// Explanation says in words what the move did, as bao play prints it
// after the move: the laps sown (when traced), the seeds lifted or entered
// from the store, and on a board of stores (the four-row games) the seeds
// captured and from which pits, a takasa, a safari, the houses lost or
// kept and a takasia; on a board of banks the seeds sown and banked (the
// mover's, and those sown into the opponent's children, which go to the
// opponent's bank) and the pits reserved; and the end of the game. The parts are joined by
// "; ".
func (e *Effect) Explanation() string {
	me, opp := e.Mover, e.Mover.Other()
	var parts []string
	add := func(format string, args ...any) { parts = append(parts, fmt.Sprintf(format, args...)) }
	if e.Traced {
		if e.MoreLaps {
			add("more than %s", words.Count(len(e.Laps), "lap"))
		} else {
			add("%s", words.Count(len(e.Laps), "lap"))
		}
	}
	if e.Move.IsGambit() { // Bawo's opening gambit (BW11): no laps, no capture
		pits := e.Move.Gambit.Pits()
		labels := make([]string, len(pits))
		for i, x := range pits {
			labels[i] = x.String()
		}
		parts = parts[:0]
		add("gambit: lifts pits 6 and 7, adds a seed from the store (%d left) and places the %s on %s", e.After.Store[me], words.Count(e.Lifted, "seed"), strings.Join(labels, ", "))
	} else if e.stores() {
		if e.FromStore {
			add("enters a seed from the store (%d left)", e.Before.Store[me]-1)
		} else {
			add("lifts %s from %s", words.Count(e.Lifted, "seed"), e.Move.Pit)
		}
		var from []string
		for _, t := range e.Taken {
			from = append(from, t.Pit.String())
		}
		switch {
		case len(e.Taken) > 0:
			add("captures %s from %s", words.Count(e.Captured(), "seed"), strings.Join(from, ", "))
		case e.Notes&bao.Takasa != 0:
			add("captures nothing (takasa)")
		}
		if e.Move.Safari {
			add("safari: sows on from the house")
		}
		switch {
		case e.HouseLost(me):
			add("the house is lost")
		case e.Stopped:
			add("stops in the house: the house is kept")
		}
		if e.HouseLost(opp) {
			add("%s loses the house", opp)
		}
		if t := e.Takasia(); t != bao.NoPit {
			add("creates a takasia on %s", t)
		}
	} else {
		add("sows %s from %s", words.Count(e.Lifted, "seed"), e.Move.Pit)
		if d := e.Banked(); d > 0 {
			add("banks %s", words.Count(d, "seed"))
		}
		if d := int(e.After.Store[opp]) - int(e.Before.Store[opp]); d > 0 {
			// Sown into the opponent's children (kingulu G4).
			add("%s into %s's children, to %s's bank", words.Count(d, "seed"), opp, opp)
		}
		for _, p := range [2]bao.Player{me, opp} {
			if len(e.Reserved[p]) > 0 {
				add("%s reserves %s", p, pitList(e.Reserved[p]))
			}
		}
	}
	if e.Outcome.Over() {
		add("game over, %v", e.Outcome)
	}
	return strings.Join(parts, "; ")
}

// Summary says in one line who played what and what it changed, as the
// page of package web shows it under the board: "South played A7<**: "
// and the takasa, the seeds taken from the opponent's pits pit by pit,
// the stores (banks) that changed, the houses lost, the restricted pit,
// the pits reserved and the end of the game, joined by "; ". It is
// Options.Summary in English.
func (e *Effect) Summary() string { return Options{}.Summary(e) }

// Summary returns the summary of the move e (Effect.Summary) in the
// language of o.Words: "Kusini alicheza A7<**: ...".
func (o Options) Summary(e *Effect) string {
	p, q := e.Mover, e.Mover.Other()
	var parts []string
	if e.Notes&bao.Takasa != 0 {
		parts = append(parts, o.Word("move.takasa"))
	}
	if len(e.Taken) > 0 {
		var taken []string
		for _, t := range e.Taken {
			taken = append(taken, fmt.Sprintf("%v (%d)", t.Pit, t.Seeds))
		}
		pits := o.Word("move.pits", "side", o.side(q))
		if len(taken) == 1 {
			pits = o.Word("move.pit", "side", o.side(q))
		}
		id := "move.taken"
		if e.Captured() == 1 {
			id = "move.taken1"
		}
		parts = append(parts, o.Word(id, "n", strconv.Itoa(e.Captured()), "pits", pits, "list", strings.Join(taken, ", ")))
	}
	store := o.Word("board.bank")
	if e.stores() {
		store = o.Word("board.store")
	}
	for _, x := range []bao.Player{p, q} {
		if b, a := int(e.Before.Store[x]), int(e.After.Store[x]); a != b {
			parts = append(parts, o.Word("move.storechange", "side", o.side(x), "store", store, "before", strconv.Itoa(b), "after", strconv.Itoa(a)))
		}
	}
	for _, x := range []bao.Player{p, q} {
		if e.HouseLost(x) {
			parts = append(parts, o.Word("move.houselost", "side", o.side(x)))
		}
	}
	if r := e.After.Restricted; r != bao.NoPit {
		id := "move.takasia"
		if e.Notes&bao.Takasia == 0 {
			id = "move.restricted"
		}
		parts = append(parts, o.Word(id, "pit", r.String()))
	}
	for x := bao.South; x <= bao.North; x++ {
		if len(e.Reserved[x]) > 0 {
			parts = append(parts, o.Word("move.reserves", "side", o.side(x), "pits", pitList(e.Reserved[x])))
		}
	}
	if e.Outcome.Over() {
		parts = append(parts, o.Word("move.gameover", "outcome", o.Outcome(e.Outcome)))
	}
	s := o.Word("move.played", "side", o.side(p), "move", e.Text)
	if len(parts) > 0 {
		s += ": " + strings.Join(parts, "; ")
	}
	return s
}

// Change is one pit, store or bank whose count a move changed.
type Change struct {
	Pit    string `json:"pit"` // a pit label, or "storeS", "storeN" (a store or bank)
	Before int    `json:"before"`
	After  int    `json:"after"`
}

// Changes lists the pits whose counts the move changed, in the order of
// the board as drawn (Geometry.Display), then the stores (banks) that
// changed, South's first. It is never nil.
func (e *Effect) Changes() []Change {
	out := []Change{}
	for _, row := range e.Geometry.Display() {
		for _, x := range row {
			if b, a := int(e.Before.Pits[x.Index()]), int(e.After.Pits[x.Index()]); a != b {
				out = append(out, Change{Pit: x.String(), Before: b, After: a})
			}
		}
	}
	for p := bao.South; p <= bao.North; p++ {
		if b, a := int(e.Before.Store[p]), int(e.After.Store[p]); a != b {
			out = append(out, Change{Pit: "store" + string(p.Letter()), Before: b, After: a})
		}
	}
	return out
}

// pitList returns the labels of xs joined by ", ".
func pitList(xs []bao.Pit) string {
	labels := make([]string, len(xs))
	for i, x := range xs {
		labels[i] = x.String()
	}
	return strings.Join(labels, ", ")
}

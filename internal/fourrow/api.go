package fourrow

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"strings"

	"github.com/bao-games/bao"
)

// Name returns the canonical variant name with options.
func (e *Rules) Name() string { return e.Spec }

// Legal appends the legal moves of s to buf in canonical order: every
// candidate of N1-N3 or M1-M2 is played out, both ways where the L3 decision
// arises, and kept unless F1 or F2 removes it. (Legal, Children and
// EachChild each keep their own copy of the candidate loop: see Children.)
func (e *Rules) Legal(s bao.State, buf []bao.Move) []bao.Move {
	if s.Side > bao.North || frontWord(&s.Pits, s.Side) == 0 {
		return buf
	}
	var det detector
	var stop bao.State
	set, k := e.tickets(&s)
	b := base(s.Side)
	for ; set != 0; set &= set - 1 {
		c := ticket(bits.TrailingZeros32(set), k)
		st := s
		res, decided := e.playout(&st, c, true, &stop, &det)
		m := bao.Move{Pit: bao.PitAt(b + int(c.r)), Dir: sign(int(c.r), int(c.dir))}
		if decided {
			buf = append(buf, m)
		}
		if res.legal() {
			m.Safari = decided
			buf = append(buf, m)
		}
	}
	if k == gambitPlace {
		return gambitLegal(&s, buf)
	}
	return buf
}

// CountLegal returns the number of legal moves of s, len(Legal(s, nil)),
// without playing out the candidates that vouched finds legal: each of
// them is one legal move; the others are played out as Legal plays them.
func (e *Rules) CountLegal(s bao.State) int {
	if s.Side > bao.North || frontWord(&s.Pits, s.Side) == 0 {
		return 0
	}
	set, k := e.tickets(&s)
	sure := vouched(&s, set, k, false)
	n := bits.OnesCount32(sure)
	var det detector
	for set &^= sure; set != 0; set &= set - 1 {
		st := s
		res, decided := e.playout(&st, ticket(bits.TrailingZeros32(set), k), true, nil, &det)
		if decided {
			n++ // the stop
		}
		if res.legal() {
			n++
		}
	}
	if k == gambitPlace {
		return NumGambits
	}
	return n
}

// Children appends every legal move of s with the position it leads to, in
// the order of Legal, playing each candidate once.
//
// Legal, Children and EachChild keep their own copies of the candidate
// loop on purpose, because every fold measured cost perft time, which is
// mostly Children (valgrind instruction counts of bao perft -depth 10,
// kiswahili and kete alike): the three as one loop that hands each move
// to a closure, +7.9%; as one loop that branches on the way to hand it
// out (append a move, append a child, or yield), +4.9%. Earlier, Children
// written as EachChild with an appending closure measured 2-3% more
// instructions per call (cachegrind, Children benchmarks). Random
// playouts use none of them (see draw).
func (e *Rules) Children(s bao.State, buf []bao.Child) []bao.Child {
	if s.Side > bao.North || frontWord(&s.Pits, s.Side) == 0 {
		return buf
	}
	var det detector
	var stop bao.State
	set, k := e.tickets(&s)
	capture := k.captures()
	b := base(s.Side)
	for ; set != 0; set &= set - 1 {
		c := ticket(bits.TrailingZeros32(set), k)
		st := s
		res, decided := e.playout(&st, c, true, &stop, &det)
		m := bao.Move{Pit: bao.PitAt(b + int(c.r)), Dir: sign(int(c.r), int(c.dir))}
		if decided {
			e.finish(&s, &stop, capture, ended, c.r)
			buf = append(buf, bao.Child{Move: m, State: stop})
		}
		if res.legal() {
			m.Safari = decided
			e.finish(&s, &st, capture, res, c.r)
			buf = append(buf, bao.Child{Move: m, State: st})
		}
	}
	if k == gambitPlace {
		gambitChildren(&s, func(c bao.Child) bool { buf = append(buf, c); return true })
	}
	return buf
}

// EachChild passes every legal move of s with the position it leads to to
// yield, in the order of Children, and stops as soon as yield returns
// false: the children after it are not played.
func (e *Rules) EachChild(s bao.State, yield func(bao.Child) bool) {
	if s.Side > bao.North || frontWord(&s.Pits, s.Side) == 0 {
		return
	}
	var det detector
	var stop bao.State
	set, k := e.tickets(&s)
	capture := k.captures()
	b := base(s.Side)
	for ; set != 0; set &= set - 1 {
		c := ticket(bits.TrailingZeros32(set), k)
		st := s
		res, decided := e.playout(&st, c, true, &stop, &det)
		m := bao.Move{Pit: bao.PitAt(b + int(c.r)), Dir: sign(int(c.r), int(c.dir))}
		if decided {
			e.finish(&s, &stop, capture, ended, c.r)
			if !yield(bao.Child{Move: m, State: stop}) {
				return
			}
		}
		if res.legal() {
			m.Safari = decided
			e.finish(&s, &st, capture, res, c.r)
			if !yield(bao.Child{Move: m, State: st}) {
				return
			}
		}
	}
	if k == gambitPlace {
		gambitChildren(&s, yield)
	}
}

// MustCapture reports whether the side to move in s has a capture to
// start (N1, M1; with Bawo's rules, BW6): his candidate moves are captures.
// A side without a seed in his front row has none (the game is over).
func (e *Rules) MustCapture(s *bao.State) bool {
	if frontWord(&s.Pits, s.Side) == 0 {
		return false
	}
	set, k := e.tickets(s)
	return set != 0 && k.captures()
}

// hasLegal reports whether the side to move in s has a legal move, without
// listing them all.
func (e *Rules) hasLegal(s *bao.State) bool {
	if frontWord(&s.Pits, s.Side) == 0 {
		return false
	}
	set, k := e.tickets(s)
	if quickLegal(s, set, k) {
		return true
	}
	var det detector
	for ; set != 0; set &= set - 1 {
		st := *s
		// Stopping is legal whenever the decision arises, so the safari
		// need not be played.
		if res, decided := e.playout(&st, ticket(bits.TrailingZeros32(set), k), false, nil, &det); decided || res.legal() {
			return true
		}
	}
	return k == gambitPlace
}

// Apply plays m in s. An illegal move gives a *bao.MoveError naming the rule
// that forbids it; s is never changed.
func (e *Rules) Apply(s bao.State, m bao.Move) (bao.State, error) {
	if m.IsGambit() {
		t, _, err := e.applyGambit(s, m) // BW11
		return t, err
	}
	c, err := e.find(&s, m)
	if err != nil {
		if _, ok, gerr := e.applyGambit(s, m); ok {
			return s, gerr // BW11: a sowing move on a gambit turn
		}
		return s, err
	}
	st := s
	var stop bao.State
	var det detector
	res, decided := e.playout(&st, c, m.Safari, &stop, &det)
	switch {
	case m.Safari && !decided:
		return s, e.illegal(m, "L3", "no stop-or-safari choice arises in this move (a namua capture whose lap ends in the mover's functional house); write it without +")
	case res == emptiesF1 && e.Bawo:
		return s, e.illegal(m, "BW9", "it would empty %v's front row: a lone kichwa is not sown towards the back row with kichwa=illegal", s.Side)
	case res == emptiesF1:
		return s, e.illegal(m, "F1", "it would empty %v's front row", s.Side)
	case res == endless:
		return s, e.illegal(m, "F2", "the move never ends")
	}
	e.finish(&s, &st, c.kind.captures(), res, c.r)
	return st, nil
}

// Outcome reports whether the game is over in s: the side to move has lost
// when his front row is empty (E1) or he has no legal move (E2).
func (e *Rules) Outcome(s bao.State) bao.Outcome {
	switch {
	case !e.over(&s):
		return bao.Outcome{}
	case frontWord(&s.Pits, s.Side) == 0:
		return bao.Outcome{Result: bao.Won, Winner: s.Side.Other(), Reason: bao.FrontRowEmpty}
	case e.Bawo && frontWord(&s.Pits, s.Side.Other()) == 0:
		// A Bawo side whose opponent's front row is empty has no move
		// (tickets, BW13), and has won: the opponent sowed a lone kichwa
		// backwards. Tested here, where the other games never come in
		// the middle of a game, not before hasLegal.
		return bao.Outcome{Result: bao.Won, Winner: s.Side, Reason: bao.FrontRowEmpty}
	}
	return bao.Outcome{Result: bao.Won, Winner: s.Side.Other(), Reason: bao.NoLegalMove}
}

// over reports whether the game is over in s: the side to move has no
// legal move (an empty front row has none). It is the one statement of
// the rule that Outcome and Front.Over share.
func (e *Rules) over(s *bao.State) bool { return s.Side <= bao.North && !e.hasLegal(s) }

// Annotate returns the annotations of move m (section 6) that the move
// itself decides: "*" for a takasa, "**" for a takasa that creates a
// takasia or hizi zetu. The "#" of a move after which the game is over (the
// mover has then always won) is added by bao.Annotate, or by the caller
// that knows the outcome (bao.AnnotateOutcome), so that annotating a move
// plays nothing out.
func (e *Rules) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	if before.Side > bao.North {
		return 0
	}
	o := before.Side.Other()
	if m.IsGambit() {
		return 0 // BW14: a gambit has no annotation
	}
	front, back := rows(&before, o)
	n := notes(o, front, back, &after)
	if e.Bawo && frontWord(&after.Pits, before.Side) == 0 {
		n |= bao.Loss // BW9
	}
	return n
}

// rows returns the front and back rows of player p in s, eight pits each.
func rows(s *bao.State, p bao.Player) (front, back uint64) {
	o := base(p)
	return binary.LittleEndian.Uint64(s.Pits[o:]), binary.LittleEndian.Uint64(s.Pits[o+8:])
}

// notes returns the notes of Annotate of a move that leads to after, with
// front and back the rows of the mover's opponent o before it.
func notes(o bao.Player, front, back uint64, after *bao.State) bao.Notes {
	// A capture takes the seeds of an occupied pit of the opponent's front
	// row, and sowing never leaves the mover's own two rows: the move is a
	// takasa exactly when the opponent's pits are as they were.
	f, b := rows(after, o)
	return moveNotes(f != front || b != back, after)
}

// moveNotes returns the notes of Annotate of a move that leads to after
// and captures or not. A move drawn as a capture (cand.kind.captures) is
// one: its first lap ends in a capture.
func moveNotes(capture bool, after *bao.State) bao.Notes {
	if capture {
		return 0
	}
	// A creation names a pit of the new side to move; the kete carry-over
	// into phase 2 names one of the mover's pits.
	if t := after.Restricted - 1; t < bao.MaxPits && bao.Player(t>>4) == after.Side { // Valid, Player
		return bao.Takasa | bao.Takasia
	}
	return bao.Takasa
}

// Validate checks the rules of a hand-made position beyond the generic ones
// (seed total, field syntax): the houses, and where a restricted pit may
// stand.
func (e *Rules) Validate(s bao.State) error {
	if e.Bawo {
		if err := e.validateBawo(&s); err != nil {
			return err
		}
	}
	if e.MtajiOnly {
		if err := validateMtajiOnly(&s); err != nil {
			return err
		}
	}
	word, min := "house", 1
	if e.KuuNeverBelowSix {
		word, min = "kuu", 6 // kete H3
	}
	if e.Bawo {
		word, min = "kuu", e.Kuu // BW2
	}
	for p := bao.South; p <= bao.North; p++ {
		x := bao.PitOf(p, 0, house+1)
		if s.House[p] && int(s.Pits[x.Index()]) < min {
			return bao.Invalid("houses", "%v's %s %v is alive but holds %d seeds; a living %s holds at least %d",
				p, word, x, s.Pits[x.Index()], word, min)
		}
	}
	t := s.Restricted
	if t == bao.NoPit {
		return nil
	}
	name := "takasia"
	if e.HiziZetu {
		name = "hizi zetu"
	}
	switch {
	case !geometry.Contains(t):
		return bao.Invalid("restricted", "%v is not a pit of this board", t)
	case !e.Takasia:
		return bao.Invalid("restricted", "%v is restricted, but %s is off", t, name)
	case t.Row() != 0:
		return bao.Invalid("restricted", "%v is a back pit; only a front pit can be under %s", t, name)
	case !e.HiziZetu && t.Player() != s.Side:
		return bao.Invalid("restricted", "%v is not a pit of %v, the side to move: takasia binds the player to move (%s rule T4)", t, s.Side, e.ruleDoc("T4"))
	case s.Store != [2]uint8{}:
		return bao.Invalid("restricted", "%v is restricted while a store holds seeds; %s arises only when both stores are empty", t, name)
	case t.Slot() == house && s.House[t.Player()]:
		return bao.Invalid("restricted", "%v is %v's living %s, which cannot be restricted", t, t.Player(), word)
	}
	return nil
}

// find returns the candidate that m names, or an error that says why m is
// not a candidate.
func (e *Rules) find(s *bao.State, m bao.Move) (cand, error) {
	if s.Side > bao.North {
		return cand{}, e.illegal(m, "", "the position has no valid side to move")
	}
	p := s.Side
	if frontWord(&s.Pits, p) == 0 {
		return cand{}, e.illegal(m, "E1", "the game is over: %v's front row is empty", p)
	}
	if !m.Pit.Valid() || m.Pit.Player() != p {
		return cand{}, e.illegal(m, "S1", "%v is not a pit of %v, the player to move", m.Pit, p)
	}
	if m.Dir == bao.NoDir {
		return cand{}, e.illegal(m, "6", "a direction sign, < or >, must follow the pit")
	}
	var cs cands
	e.candidates(s, &cs)
	r := m.Pit.Slot()
	for _, c := range cs.c[:cs.n] {
		if int(c.r) == r && sign(r, int(c.dir)) == m.Dir {
			return c, nil
		}
	}
	return cand{}, e.diagnose(s, m, &cs)
}

// diagnose explains why m is not among the candidates cs of s.
func (e *Rules) diagnose(s *bao.State, m bao.Move, cs *cands) error {
	if e.Bawo {
		if err := e.bawoDiagnose(s, m, cs); err != nil {
			return err
		}
	}
	p := s.Side
	b := base(p)
	r := m.Pit.Slot()
	n := s.Pits[m.Pit.Index()]
	namua := s.Store[p] > 0
	list := func() string {
		var parts []string
		for _, c := range cs.c[:cs.n] {
			parts = append(parts, bao.Move{Pit: bao.PitAt(b + int(c.r)), Dir: sign(int(c.r), int(c.dir))}.String())
		}
		return strings.Join(parts, ", ")
	}
	if cs.capture {
		for _, c := range cs.c[:cs.n] {
			if namua && int(c.r) == r {
				return e.illegal(m, "C4", "a capture at %v enters at a fixed kichwa: write %v", m.Pit,
					bao.Move{Pit: m.Pit, Dir: sign(r, int(c.dir))})
			}
		}
		if namua {
			return e.illegal(m, "N1", "a capture is compulsory and available: %s", list())
		}
		if t := s.Restricted; e.HiziZetu && t.Valid() && t.Player() != p {
			return e.illegal(m, "Z5", "the reserved pit %v must be captured: %s", t, list())
		}
		return e.illegal(m, "M1", "a capture is compulsory and available: %s", list())
	}
	if namua {
		switch {
		case m.Pit.Row() != 0:
			return e.illegal(m, "4.4", "in namua the store seed goes into a front pit, never a back pit")
		case n == 0:
			return e.illegal(m, "N2", "%v is empty: a namua move starts from an occupied front pit", m.Pit)
		case r == house && s.House[p] && n >= 6:
			return e.illegal(m, "N2a", "the functional house may not start a takasa while other front pits are occupied")
		case !s.House[p] && n == 1:
			return e.illegal(m, "N2b", "without a house a takasa starts from a pit of two or more seeds while there is one")
		}
		return e.illegal(m, "N2", "not a takasa start; legal starts: %s", list())
	}
	switch {
	case e.KuuFirst && s.House[p] && r != house:
		return e.illegal(m, "M2a", "while the kuu lives, a takata must start from it")
	case n < 2:
		return e.illegal(m, "M3", "%v holds %d seeds: a mtaji move starts from a pit of two or more", m.Pit, n)
	case m.Pit == s.Restricted:
		rule := "T4"
		if e.HiziZetu {
			rule = "Z4"
		}
		return e.illegal(m, rule, "%v is restricted: it may not start this move", m.Pit)
	case m.Pit.Row() != 0:
		return e.illegal(m, "M2", "a takasa starts from the front row while a front pit holds two or more seeds")
	}
	return e.illegal(m, "M2", "not a takasa start; candidates: %s", list())
}

// Sample draws a uniformly random legal move of s with its resulting
// position, playing out as few candidates as it can (see draw).
func (e *Rules) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) {
	var det detector
	p := s.Side
	t, safari, _, ok := e.draw(&s, rng, &det)
	if !ok {
		return bao.Child{}, false
	}
	if t >= 32 {
		return bao.Child{Move: gambitMove(p, t-32), State: s}, true
	}
	m := tickMove[p&1][t&31]
	m.Safari = safari
	return bao.Child{Move: m, State: s}, true
}

// Record plays uniformly random moves from s as Sample draws them, with
// rng[side to move], and appends each with its annotations to buf
// (bao.Record): Playout that keeps the moves.
func (e *Rules) Record(s bao.State, rng *[2]*rand.Rand, maxPlies int, buf []bao.Played) (bao.State, []bao.Played) {
	// The moves are written in place into buf's spare capacity, where the
	// loop keeps fewer values across draw than append's; when buf is full,
	// the next move is appended, so that, as with append, buf gets a new
	// array only for a move that does not fit (TestRecordAppends).
	if e.Bawo {
		return e.bawoRecord(s, rng, maxPlies, buf)
	}
	var det detector
	var one [1]bao.Played
	for maxPlies > 0 {
		room := buf[len(buf):cap(buf)]
		if len(room) > maxPlies {
			room = room[:maxPlies]
		}
		k := e.recordInto(&s, rng, &det, room)
		buf, maxPlies = buf[:len(buf)+k], maxPlies-k
		if k < len(room) || maxPlies == 0 || e.recordInto(&s, rng, &det, one[:]) == 0 {
			break
		}
		buf, maxPlies = append(buf, one[0]), maxPlies-1
	}
	return s, buf
}

// recordInto is Record writing into out: it plays at most len(out) moves
// and returns how many it played.
func (e *Rules) recordInto(s *bao.State, rng *[2]*rand.Rand, det *detector, out []bao.Played) int {
	rngs := *rng
	for i := range out {
		p := int(s.Side & 1) // draw plays no move for a side above North
		t, safari, capture, ok := e.draw(s, rngs[p], det)
		if !ok {
			return i
		}
		pl := tickPlayed[p<<5|t&31]
		pl.Move.Safari, pl.Notes = safari, moveNotes(capture, s)
		out[i] = pl
	}
	return len(out)
}

// Playout plays uniformly random moves from s, drawn as by Sample, until
// the game is over or maxPlies moves are played, and returns the last
// state and the number of moves played. The moves are played in place.
func (e *Rules) Playout(s bao.State, rng *rand.Rand, maxPlies int) (bao.State, int) {
	var det detector
	for ply := 0; ply < maxPlies; ply++ {
		if _, _, _, ok := e.draw(&s, rng, &det); !ok {
			return s, ply
		}
	}
	return s, maxPlies
}

// illegal returns the *bao.MoveError of m, which rule forbids, citing
// rule with its document (ruleDoc).
func (e *Rules) illegal(m bao.Move, rule, format string, args ...any) error {
	return bao.IllegalIn(e.ruleDoc(rule), m, rule, format, args...)
}

// ruleDoc returns the rules document that numbers rule in this rule set:
// bawo.md for Bawo's own rules (BW1-BW15), kujifunza.md for K1-K6,
// kete.md for every rule of Bao la Kete, and kiswahili.md for the rules
// Bao la Kiswahili, Bao la Kujifunza and Bawo share; "" for no rule.
func (e *Rules) ruleDoc(rule string) string {
	switch {
	case rule == "":
		return ""
	case strings.HasPrefix(rule, "BW"):
		return "bawo.md"
	case len(rule) == 2 && rule[0] == 'K' && rule[1] >= '1' && rule[1] <= '9':
		return "kujifunza.md"
	case e.KuuFirst || e.HiziZetu || e.KuuNeverBelowSix:
		return "kete.md"
	}
	return "kiswahili.md"
}

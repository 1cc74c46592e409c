package fourrow

import (
	"encoding/binary"
	"math/bits"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// kind is how a candidate move begins (4.4, 4.5).
type kind uint8

const (
	namuaCapture kind = iota // N1: store seed into a capture pit, capture
	namuaTakasa              // N2 (and kete N3 with a kuu of six): store seed, lift all, sow
	namuaTax                 // N3: store seed into the house, sow two of its seeds
	mtajiCapture             // M1: lift, sow, capture at the end
	mtajiTakasa              // M2: lift, sow
)

func (k kind) captures() bool { return k == namuaCapture || k == mtajiCapture }

// cand is a candidate move: a start pit (ring position of the mover), the
// direction of the first lap (+1 clockwise, -1 anticlockwise; for a namua
// capture the direction after the chosen entry), and how it begins.
type cand struct {
	r    int8
	dir  int8
	kind kind
}

// maxCands bounds the candidates of a position: 16 pits, 2 directions.
const maxCands = 32

// cands is a candidate list in canonical order (section 6).
type cands struct {
	c       [maxCands]cand
	n       int
	capture bool // the candidates are capture moves
}

func (cs *cands) add(r, dir int, k kind) {
	cs.c[cs.n] = cand{r: int8(r), dir: int8(dir), kind: k}
	cs.n++
}

// bothWays adds the two directions of start position r in canonical sign
// order, "<" before ">": on the front row "<" is anticlockwise, on the back
// row clockwise.
func (cs *cands) bothWays(r int, k kind) {
	if r < 8 {
		cs.add(r, -1, k)
		cs.add(r, +1, k)
	} else {
		cs.add(r, +1, k)
		cs.add(r, -1, k)
	}
}

// sign returns the direction sign of a move starting at ring position r
// whose first lap runs dir.
func sign(r, dir int) bao.Dir {
	if (r < 8) == (dir > 0) {
		return bao.Right
	}
	return bao.Left
}

// base returns the first slot of player p's half of State.Pits.
func base(p bao.Player) int { return int(p) << 4 }

// frontWord returns player p's eight front counts as one word, for the
// emptiness tests of F1 and C3.
func frontWord(pits *[bao.MaxPits]uint8, p bao.Player) uint64 {
	return binary.LittleEndian.Uint64(pits[base(p):])
}

// masks returns the front positions of p that are occupied and those that
// hold two or more seeds, as bit sets over ring positions 0..7.
func masks(pits *[bao.MaxPits]uint8, p bao.Player) (occ, multi uint32) {
	r := sow.LoadRing16(pits, base(p))
	return r.Occupied() & 0xff, r.Multi() & 0xff
}

// captureTargets returns the targets of player p's capture candidates (W7) as
// a bit set over the opponent's front positions, and, when cs is not nil,
// appends the candidates themselves in canonical order (only those with
// target only, if only >= 0). A target t is opponent position t = 7 - f,
// where f is the front position the lap ends in.
func captureTargets(pits *[bao.MaxPits]uint8, p bao.Player, cs *cands, only int) (targets uint32) {
	own := sow.LoadRing16(pits, base(p))
	// The front positions where a lap may capture: occupied, facing an
	// occupied pit. A lap of 2..15 seeds drops one seed in each pit it
	// passes and never reaches its start, so "occupied before the last
	// seed" is occupied now.
	ends := own.Occupied() & sow.Facing(binary.LittleEndian.Uint64(pits[base(p.Other()):]))
	if ends == 0 {
		return 0
	}
	try := func(r, dir int) {
		f := (r + dir*own.Get(r)) & 15
		if ends&(1<<f) != 0 {
			t := 7 - f
			targets |= 1 << t
			if cs != nil && (only < 0 || t == only) {
				cs.add(r, dir, mtajiCapture)
			}
		}
	}
	starts := own.Multi() &^ own.AtLeast16() // M4: 2..15 seeds
	// Canonical order (section 6): front pits 1..8 (positions 0..7), sign
	// "<" (anticlockwise) first; then back pits 1..8 (positions 15 down
	// to 8), sign "<" (clockwise) first.
	for m := starts & 0xff; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		try(r, -1)
		try(r, +1)
	}
	for m := starts >> 8; m != 0; {
		hb := 31 - bits.LeadingZeros32(m)
		m &^= 1 << hb
		try(8+hb, +1)
		try(8+hb, -1)
	}
	return targets
}

// candidates lists the candidate moves of s (N1-N3, M1-M2, with the Lamu
// rules where enabled) in canonical order. The side to move must have an
// occupied front row.
func (e *Rules) candidates(s *bao.State, cs *cands) {
	cs.n, cs.capture = 0, false
	p := s.Side
	b, ob := base(p), base(p.Other())
	pits := &s.Pits
	if s.Store[p] > 0 {
		// N1: capture pits, with the entry each allows.
		own := sow.LoadRing16(pits, b)
		caps := own.Occupied() & sow.Facing(binary.LittleEndian.Uint64(pits[ob:]))
		for m := caps & 0xff; m != 0; m &= m - 1 {
			r := bits.TrailingZeros32(m)
			switch {
			case r <= 1:
				cs.add(r, +1, namuaCapture)
			case r >= 6:
				cs.add(r, -1, namuaCapture)
			default:
				cs.add(r, -1, namuaCapture)
				cs.add(r, +1, namuaCapture)
			}
		}
		if cs.n > 0 {
			cs.capture = true
			return
		}
		occ, multi := masks(pits, p)
		functional := s.House[p] && pits[b+house] >= 6 // H3, judged before the store seed
		if functional && occ == 1<<house {
			// N3: the house alone.
			k := namuaTax
			if e.KuuNeverBelowSix && pits[b+house] == 6 {
				k = namuaTakasa // kete N3: a kuu of six is sown out whole
			}
			cs.bothWays(house, k)
			return
		}
		start := occ
		if functional {
			start &^= 1 << house // N2a
		}
		if !s.House[p] && start&multi != 0 {
			start &= multi // N2b
		}
		for m := start; m != 0; m &= m - 1 {
			cs.bothWays(bits.TrailingZeros32(m), namuaTakasa)
		}
		return
	}
	// M1, with the phase-2 limit of hizi zetu (Z5).
	only := -1
	if e.HiziZetu {
		if t := s.Restricted; t.Valid() && t.Player() != p && t.Row() == 0 {
			only = t.Slot()
			if captureTargets(pits, p, nil, -1)&(1<<only) == 0 {
				only = -1 // no candidate takes t: no limit
			}
		}
	}
	captureTargets(pits, p, cs, only)
	if cs.n > 0 {
		cs.capture = true
		return
	}
	// M2a (kete): while the kuu lives, the takata starts from it.
	if e.KuuFirst && s.House[p] {
		cs.bothWays(house, mtajiTakasa)
		return
	}
	// M2: front pits of two or more but the restricted one, else back pits.
	_, multi := masks(pits, p)
	if t := s.Restricted; e.Takasia && t.Valid() && t.Player() == p && t.Row() == 0 {
		multi &^= 1 << t.Slot()
	}
	if multi != 0 {
		for m := multi; m != 0; m &= m - 1 {
			cs.bothWays(bits.TrailingZeros32(m), mtajiTakasa)
		}
		return
	}
	for n := 1; n <= 8; n++ {
		if r := 16 - n; pits[b+r] >= 2 {
			cs.bothWays(r, mtajiTakasa)
		}
	}
}

// status is how a playout ends.
type status uint8

const (
	ended     status = iota // the move is over (L1, L3 stop, L4)
	won                     // bao hamna in the middle of the move (C3)
	emptiesF1               // the move would empty the mover's front row (F1)
	endless                 // the move never ends (F2)
)

func (st status) legal() bool { return st == ended || st == won }

// lapKey is the lap-start state of F2, packed in three words: the mover's
// ring, then the seeds in hand, the pit that receives the next seed, the
// direction, and the number of irreversible events of the move so far
// (captures, losses of a house). The rest of the state
// either cannot change during a move (the stores, the restricted pit, the
// opponent's back row, the capture flag, the stage) or changes only by
// those events (the opponent's front row, the house flags): two lap starts
// with the same count have no event between them, so they are equal
// exactly when their keys are.
type lapKey struct {
	w0, w1, rest uint64
}

// detector is the F2 hook of a playout.
type detector = sow.Detector[lapKey]

// move is a move in progress: the mover's ring and the opponent's front row
// as words (see sow.Ring16); everything else lives in the State.
type move struct {
	own sow.Ring16
	opp uint64 // a byte per position 0..7 of the opponent's ring
}

// oppAt returns the seeds of the opponent's pit facing the mover's front
// position x.
func (m *move) oppAt(x int) int { return int(m.opp >> (8 * (7 - x)) & 0xff) }

// store writes the words of m into st.
func (m *move) store(st *bao.State) {
	m.own.Store(&st.Pits, base(st.Side))
	binary.LittleEndian.PutUint64(st.Pits[base(st.Side.Other()):], m.opp)
}

// playout plays candidate c on st, which holds the position before the move
// and afterwards the position after it (the side to move and the
// restricted field are left for finish). When the stop-or-safari decision
// of L3 arises, decided is true: if safari is false the move stops there;
// otherwise the stop position is copied to *stop and the safari is played.
func (e *Rules) playout(st *bao.State, c cand, safari bool, stop *bao.State, det *detector) (res status, decided bool) {
	m := move{own: sow.LoadRing16(&st.Pits, base(st.Side)), opp: binary.LittleEndian.Uint64(st.Pits[base(st.Side.Other()):])}
	res, decided = e.run(st, &m, c, safari, stop, det)
	m.store(st)
	return res, decided
}

// run is the body of playout, on the words of m.
func (e *Rules) run(st *bao.State, m *move, c cand, safari bool, stop *bao.State, det *detector) (res status, decided bool) {
	p := st.Side
	own := &m.own
	namua := st.Store[p] > 0
	capture := c.kind.captures()
	restricted := -1 // L4: the mover's restricted front position
	if e.Takasia && !namua && !capture {
		if t := st.Restricted; t.Valid() && t.Player() == p && t.Row() == 0 {
			restricted = t.Slot()
		}
	}
	r, dir := int(c.r), int(c.dir)
	var hand, pos int
	fromHouse := false

	switch c.kind {
	case namuaCapture:
		st.Store[p]--
		own.Add(r, 1)
		var over bool
		if hand, pos, dir, over = e.capture(st, m, r, dir, namua); over {
			return won, false
		}
	case namuaTax:
		st.Store[p]--
		own.Add(house, -1) // the store seed in, two seeds out
		hand, pos = 2, (house+dir)&15
	case namuaTakasa, mtajiCapture, mtajiTakasa:
		if namua {
			st.Store[p]--
			own.Add(r, 1)
		}
		hand = own.Lift(r)
		if r == house && st.House[p] {
			st.House[p] = false // H2a
			fromHouse = true
		}
		pos = (r + dir) & 15
		if pos >= 8 && own.FrontEmpty() {
			return emptiesF1, false
		}
	}

	det.Reset(sow.Budget)
	first := true
	ring := &m.own
	var events uint64
loop:
	for {
		if checkF2 && det.Due() {
			// Due is never true on the first lap, so the first-lap flag
			// of the lap-start state is always false here and left out.
			key := lapKey{ring.W[0], ring.W[1], uint64(hand) | uint64(pos)<<8 | uint64(uint8(dir))<<16 | events<<32}
			if det.Lap(key) != sow.Continue {
				res = endless
				break
			}
		}
		x := ring.Sow(pos, hand, dir)
		// The lap-end procedure: the first rule that matches.
		switch {
		case ring.Get(x) == 1: // L1
			res = ended
			break loop
		case capture && x < 8 && m.oppAt(x) > 0: // L2
			events++
			var over bool
			if hand, pos, dir, over = e.capture(st, m, x, dir, namua); over {
				res = won
				break loop
			}
			first = false
			continue
		case namua && x == house && st.House[p] && ring.Get(x) >= 6: // L3
			if !capture {
				res = ended
				break loop
			}
			decided = true
			if !safari {
				res = ended
				break loop
			}
			*stop = *st
			m.store(stop)
		case x == restricted && !(first && fromHouse): // L4
			res = ended
			break loop
		}
		// L5: relay (also the safari out of the house).
		hand = ring.Lift(x)
		// In each && below the rarely-true test comes first: the other
		// flips from lap to lap and would cost a mispredicted branch per
		// lap (BenchmarkNeverEndingLap: 6.2 against 9.2 ns).
		if st.House[p] && x == house {
			st.House[p] = false // H2a
			events++
		}
		pos = (x + dir) & 15
		if ring.FrontEmpty() && pos >= 8 {
			res = emptiesF1
			break
		}
		first = false
	}
	return res, decided
}

// capture takes the seeds facing front position x of the mover (C1, C2),
// ends the game if that empties the opponent's front row (C3), and returns
// the captured seeds with the entry kichwa and direction of C4. dir is the
// current direction, which for the first capture of a namua move is the
// one its sign chose.
func (e *Rules) capture(st *bao.State, m *move, x, dir int, namua bool) (hand, pos, ndir int, over bool) {
	p := st.Side
	o := p.Other()
	sh := 8 * (7 - x)
	hand = int(m.opp >> sh & 0xff)
	m.opp &^= 0xff << sh
	if 7-x == house {
		st.House[o] = false // C1
	}
	if !namua {
		st.House[p] = false // C2
	}
	if m.opp == 0 {
		st.Store[p] += uint8(hand) // C3
		return 0, 0, 0, true
	}
	switch {
	case x <= 1:
		return hand, 0, +1, false
	case x >= 6:
		return hand, 7, -1, false
	case dir > 0:
		return hand, 0, +1, false
	default:
		return hand, 7, -1, false
	}
}

// finish completes a move (4.11): the side to move passes to the opponent
// and the restricted field is set (T1-T3, Z6; P2).
func (e *Rules) finish(before, st *bao.State, capture bool, res status) {
	p := before.Side
	o := p.Other()
	st.Side = o
	st.Restricted = bao.NoPit
	if res == won || !e.Takasia {
		return
	}
	if before.Store[p] == 0 && !capture && st.Store[o] == 0 {
		if y := takasiaTarget(st, p); y >= 0 {
			if e.hasLegal(st) { // P2: judged with no pit restricted
				st.Restricted = bao.PitAt(base(o) + y)
			}
			return
		}
	}
	if t := before.Restricted; e.HiziZetu && t.Valid() && t.Player() == p && t.Row() == 0 {
		if e.hasLegal(st) { // Z6: phase 1 becomes phase 2, unless the game is over
			st.Restricted = t
		}
	}
}

// takasiaTarget returns the front position of the opponent of p (the side
// to move in st) that p's takasa freezes by T2-T3, or -1.
func takasiaTarget(st *bao.State, p bao.Player) int {
	o := p.Other()
	pits := &st.Pits
	if captureTargets(pits, o, nil, -1) != 0 {
		return -1 // T2: the opponent can capture
	}
	targets := captureTargets(pits, p, nil, -1)
	if bits.OnesCount32(targets) != 1 {
		return -1 // T2: not exactly one threatened pit
	}
	y := bits.TrailingZeros32(targets)
	occ, multi := masks(pits, o)
	switch {
	case y == house && st.House[o], // T3: the owned house
		occ == 1<<y,   // T3: the only occupied front pit
		multi == 1<<y: // T3: the only front pit with more than one seed
		return -1
	}
	return y
}

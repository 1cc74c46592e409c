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
	gambitPlace              // Bawo BW11: a gambit turn, whose moves are no tickets (the set is empty)
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

// ring returns player p's sixteen pits in pits, ring position k at index
// k, as sow.LoadRing16 reads them.
func ring(pits *[bao.MaxPits]uint8, p bao.Player) *[ringLen]uint8 {
	b := base(p & 1)
	return (*[ringLen]uint8)(pits[b : b+ringLen])
}

// frontWord returns player p's eight front counts as one word, for the
// emptiness tests of F1 and C3.
func frontWord(pits *[bao.MaxPits]uint8, p bao.Player) uint64 {
	return binary.LittleEndian.Uint64(pits[base(p&1):])
}

// The candidates of a position are a set of tickets, one bit each, in the
// canonical order of section 6: ticket 2i+j is the start pit of canonical
// index i (front pits 1..8 are ring positions 0..7, i = 0..7; back pits
// 1..8 are ring positions 15 down to 8, i = 8..15) with sign "<" (j = 0)
// or ">" (j = 1). All candidates of a position begin the same way (one
// kind), so the set and the kind say everything; a set is built without a
// branch per pit, and the n-th candidate in canonical order is its n-th bit.
var (
	// tickR and tickDir are the start position and first direction of
	// each ticket.
	tickR, tickDir [32]int8
	// tickOf[d][r] is the ticket of start position r and direction d
	// (0 anticlockwise, 1 clockwise).
	tickOf [2][ringLen]uint8
	// tickMove[p][t] is the move (without safari) of ticket t of player p.
	tickMove [2][32]bao.Move
	// tickPlayed[p<<5|t] is tickMove[p][t] played by p, without notes.
	tickPlayed [64]bao.Played
	// spread8[m] has bit 2k set for each bit k of m.
	spread8 [256]uint16
)

func init() {
	for r := 0; r < ringLen; r++ {
		for d, dir := range [2]int{-1, +1} {
			i, j := r, 0
			if r >= 8 {
				i = 23 - r
			}
			if sign(r, dir) == bao.Right {
				j = 1
			}
			t := 2*i + j
			tickR[t], tickDir[t] = int8(r), int8(dir)
			tickOf[d][r] = uint8(t)
			for p := range tickMove {
				tickMove[p][t] = bao.Move{Pit: bao.PitAt(base(bao.Player(p)) + r), Dir: sign(r, dir)}
				tickPlayed[p<<5|t] = bao.Played{Move: tickMove[p][t], Side: bao.Player(p)}
			}
		}
	}
	for m := range spread8 {
		for k := 0; k < 8; k++ {
			spread8[m] |= uint16(m>>k&1) << (2 * k)
		}
	}
}

// bothWays returns the tickets of both directions of each start position
// in front, a bit set over ring positions 0..7.
func bothWays(front uint32) uint32 { return uint32(spread8[front&0xff]) * 3 }

// namuaEdges are the namua capture tickets that C4 rules out: the capture
// pits of the kichwa and the pit next to it enter at that kichwa, so only
// one direction each: front pits 1 and 2 sow clockwise (">"), 7 and 8
// anticlockwise ("<").
const namuaEdges = 1<<0 | 1<<2 | 1<<13 | 1<<15

// captureLaps returns, for the start positions starts of a mtaji capture
// (M4: 2..15 seeds each), those whose first lap anticlockwise (acw) and
// clockwise (cw) ends in a pit of ends: ticketSet(acw, cw) are the tickets
// of those laps, lapEnds(own, acw, cw) the pits where they end. own holds
// the mover's ring, position k in own[k] (see ring): the counts are read
// from memory, one load each, cheaper than out of a Ring16's words.
func captureLaps(own *[ringLen]uint8, starts, ends uint32) (acw, cw uint32) {
	// A lap of 2..15 seeds drops one seed in each pit it passes and never
	// reaches its start, so "occupied before the last seed" is occupied
	// now.
	for m := starts; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m) & 15
		n := int(own[r])
		acw |= ends >> ((r - n) & 15) & 1 << r
		cw |= ends >> ((r + n) & 15) & 1 << r
	}
	return acw, cw
}

// lapEnds returns the positions where the laps of captureLaps end.
func lapEnds(own *[ringLen]uint8, acw, cw uint32) (ends uint32) {
	for m := acw | cw; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m) & 15
		n := int(own[r])
		ends |= acw>>r&1<<((r-n)&15) | cw>>r&1<<((r+n)&15)
	}
	return ends
}

// ticketSet returns the tickets of the laps that start at the positions of
// acw anticlockwise and at those of cw clockwise (see tickOf): front
// position r is canonical index r, where anticlockwise is "<"; back
// position 8+b is canonical index 15-b, where clockwise is "<".
func ticketSet(acw, cw uint32) uint32 {
	return uint32(spread8[acw&0xff]) | uint32(spread8[cw&0xff])<<1 |
		uint32(spread8[bits.Reverse8(uint8(cw>>8))])<<16 | uint32(spread8[bits.Reverse8(uint8(acw>>8))])<<17
}

// captureEnds returns the front positions of player p where a lap may
// capture (occupied, facing an occupied pit), and his ring.
func captureEnds(pits *[bao.MaxPits]uint8, p bao.Player) (uint32, sow.Ring16) {
	p &= 1
	own := sow.LoadRing16(pits, base(p))
	return own.FrontOccupied() & sow.Facing(binary.LittleEndian.Uint64(pits[base(p^1):])), own
}

// captureTargets returns the targets of player p's capture candidates (W7)
// as a bit set over the opponent's front positions: target t is opponent
// position t = 7 - f, where f is the front position the lap ends in.
func captureTargets(pits *[bao.MaxPits]uint8, p bao.Player) uint32 {
	ends, own := captureEnds(pits, p)
	if ends == 0 {
		return 0
	}
	acw, cw := captureLaps(ring(pits, p), own.Multi()&^own.AtLeast16(), ends)
	return uint32(bits.Reverse8(uint8(lapEnds(ring(pits, p), acw, cw))))
}

// tickets returns the candidate moves of s (N1-N3, M1-M2, with the Lamu
// rules where enabled) as a ticket set, and how they begin. The side to
// move must have an occupied front row.
func (e *Rules) tickets(s *bao.State) (set uint32, k kind) {
	var p bao.Player
	var own sow.Ring16
	var ends uint32
	if e.Bawo {
		// Bawo (docs/bawo.md section 7), written out here, without a
		// call and with its own values, so that tickets stays a leaf
		// function for the other games and their path keeps its
		// registers.
		p = s.Side & 1
		own = sow.LoadRing16(&s.Pits, base(p))
		opp := frontWord(&s.Pits, p^1)
		ends = own.FrontOccupied() & sow.Facing(opp)
		if opp == 0 {
			return 0, mtajiTakasa // BW13: the game is over
		}
		if bawoGuarded(e, s, p, opp) {
			ends &^= 1 << (7 - house) // BW5
		}
		if s.Gambit != 0 && gambitPending(e, s, p, ends) {
			return 0, gambitPlace // BW11: the callers list the gambits when no ticket is left
		}
		if s.Store[p] > 0 {
			if ends != 0 {
				return bothWays(ends) &^ namuaEdges, namuaCapture // N1
			}
			f := own.FrontOccupied() // BW3
			if s.House[p] {
				f &^= 1 << house
			}
			switch {
			case f != 0:
				if multi := own.FrontMulti() & f; multi != 0 && !(e.SingletonOwned && s.House[p]) {
					f = multi // BW3a
				}
				return bothWays(f), namuaTakasa // BW3a, BW3b
			case !s.House[p]:
				return 0, namuaTakasa // an empty front row: not reached
			case own.Get(house) == e.Kuu:
				return bothWays(1 << house), namuaTakasa // BW4: all K+1 sown
			case e.KuuTax:
				return bothWays(1 << house), namuaTax // kuutax=on: N3
			}
			return 0, namuaTakasa // BW3c: no candidate
		}
		if ends != 0 {
			// M1 with BW6: starts of 2 to CapMax seeds.
			starts := own.Multi() &^ own.AtLeast16()
			for m := starts; e.CapMax < 15 && m != 0; m &= m - 1 {
				if r := bits.TrailingZeros32(m); own.Get(r) > e.CapMax {
					starts &^= 1 << (r & 31)
				}
			}
			if acw, cw := captureLaps(ring(&s.Pits, p), starts, ends); acw|cw != 0 {
				return ticketSet(acw, cw), mtajiCapture
			}
		}
		if e.FirstKuu && s.House[p] && !s.Moved.Has(p) {
			return bothWays(1 << house), mtajiTakasa // BW8
		}
		goto m2
	}
	p = s.Side & 1
	// The front positions where a lap may capture: occupied, facing an
	// occupied pit.
	own = sow.LoadRing16(&s.Pits, base(p))
	ends = own.FrontOccupied() & sow.Facing(frontWord(&s.Pits, p^1))
	if s.Store[p] > 0 {
		if ends != 0 {
			// N1: capture pits, with the entry each allows.
			return bothWays(ends) &^ namuaEdges, namuaCapture
		}
		occ, multi := own.FrontOccupied(), own.FrontMulti()
		functional := s.House[p] && own.Get(house) >= 6 // H3, judged before the store seed
		if functional && occ == 1<<house {
			// N3: the house alone.
			k := namuaTax
			if e.KuuNeverBelowSix && own.Get(house) == 6 {
				k = namuaTakasa // kete N3: a kuu of six is sown out whole
			}
			return bothWays(1 << house), k
		}
		start := occ
		if functional {
			start &^= 1 << house // N2a
		}
		if !s.House[p] && start&multi != 0 {
			start &= multi // N2b
		}
		return bothWays(start), namuaTakasa
	}
	if ends != 0 {
		// M1: the laps of 2..15 seeds (M4) that end in a capture pit.
		starts := own.Multi() &^ own.AtLeast16()
		if acw, cw := captureLaps(ring(&s.Pits, p), starts, ends); acw|cw != 0 {
			// The phase-2 limit of hizi zetu (Z5): only the laps that
			// take the reserved pit, if any does: the reserved pit is a
			// capture end only where ends has it (t and the pit facing
			// it occupied).
			if t := s.Restricted; e.HiziZetu && t.Valid() && t.Player() != p && t.Row() == 0 {
				if a, c := captureLaps(ring(&s.Pits, p), starts, ends&(1<<(7-t.Slot()))); a|c != 0 {
					acw, cw = a, c
				}
			}
			return ticketSet(acw, cw), mtajiCapture
		}
	}
	// M2a (kete): while the kuu lives, the takata starts from it.
	if e.KuuFirst && s.House[p] {
		return bothWays(1 << house), mtajiTakasa
	}
m2:
	// M2: front pits of two or more but the restricted one, else back pits.
	multi := own.Multi()
	if t := s.Restricted; e.Takasia && t.Valid() && t.Player() == p && t.Row() == 0 {
		multi &^= 1 << t.Slot()
	}
	if multi&0xff != 0 {
		return bothWays(multi), mtajiTakasa
	}
	// Back position 8+b is canonical index 15-b.
	return bothWays(uint32(bits.Reverse8(uint8(multi>>8)))) << 16, mtajiTakasa
}

// ticket returns the candidate of ticket t, of kind k.
func ticket(t int, k kind) cand { return cand{r: tickR[t&31], dir: tickDir[t&31], kind: k} }

// quickLegal reports whether the candidates set, all of kind k, of s (see
// tickets) surely hold a legal move, without playing any out (see
// vouched). False says nothing: the candidates must be played out.
func quickLegal(s *bao.State, set uint32, k kind) bool { return vouched(s, set, k, true) != 0 }

// vouched returns the candidates of set, all of kind k, of s (see tickets)
// that are surely legal moves, each exactly one, without playing any out:
// those whose first lap ends in an empty pit, a move then over by L1 before
// F1 or F2 could forbid it or L3 offer a choice (or a namua capture that
// takes the opponent's last front seeds, C3). It reads the first lap of
// each kind as playout plays it. When first is true it returns as soon as
// it finds one, a set of one candidate. A candidate left out is not
// vouched for: it must be played out. A mtaji capture ends its first lap in
// an occupied pit, never in an empty one.
func vouched(s *bao.State, set uint32, k kind, first bool) (sure uint32) {
	if k == mtajiCapture {
		return 0
	}
	p := s.Side & 1
	own := sow.LoadRing16(&s.Pits, base(p))
	occ := own.Occupied()
	// Only the start pit changes before the first lap, and the lap's last
	// pit is never the start pit: a capture pit is occupied, a takasa's
	// pit is lifted and a lap of under sixteen does not come back to it,
	// the house that pays the tax keeps five seeds or more. So the last
	// pit is empty at the end of the lap's sowing, but for its one seed,
	// exactly when it is empty now.
	namua := 0
	if s.Store[p] > 0 {
		namua = 1 // a takasa's store seed goes into its pit first (N2)
	}
	opp := frontWord(&s.Pits, p^1)
	cnt := ring(&s.Pits, p)
	for ; set != 0; set &= set - 1 {
		t := bits.TrailingZeros32(set)
		r, dir := int(tickR[t]), int(tickDir[t])
		var hand, x int
		switch k {
		case namuaCapture:
			var rest uint64
			var pos int
			hand, rest, pos, dir = take(opp, r, dir)
			if rest == 0 { // C3
				sure |= set & -set
				if first {
					return sure
				}
				continue
			}
			x = pos + dir*(hand-1)
		case namuaTax:
			hand, x = 2, house+2*dir
		default: // a takasa
			if occ&0xff&^(1<<r) == 0 {
				continue // lifting the pit empties the front row: F1 may forbid the move
			}
			hand = int(cnt[r&15]) + namua
			x = r + dir*hand
		}
		// A lap of 1 to 15 seeds (M2a starts from a living kuu, which
		// holds 6 or more in a valid position, but none in some malformed
		// ones: sowing nothing, that move never ends).
		if uint(hand-1) < 15 && occ>>(x&15)&1 == 0 {
			sure |= set & -set
			if first {
				return sure
			}
		}
	}
	return sure
}

// candidates lists the candidate moves of s in canonical order. The side
// to move must have an occupied front row.
func (e *Rules) candidates(s *bao.State, cs *cands) {
	set, k := e.tickets(s)
	cs.n, cs.capture = 0, k.captures()
	for ; set != 0; set &= set - 1 {
		t := bits.TrailingZeros32(set)
		cs.c[cs.n] = cand{r: tickR[t], dir: tickDir[t], kind: k}
		cs.n++
	}
}

// status is how a playout ends.
type status uint8

const (
	ended     status = iota // the move is over (L1, L3 stop, L4; Bawo BW10)
	won                     // bao hamna in the middle of the move (C3)
	lost                    // Bawo BW9: a lone kichwa sown towards the back row
	emptiesF1               // the move would empty the mover's front row (F1)
	endless                 // the move never ends (F2)
)

func (st status) legal() bool { return st <= lost }

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

// detector is the F2 hook of a playout, and the way a trace (trace.go)
// reaches it: every playout is given one, so the trace costs the playouts
// that do not trace nothing on the path of an ordinary lap (see special).
type detector struct {
	sow.Detector[lapKey]
	// all is 0, or every ring position when the playout is traced: it is
	// or-ed into special, which sends the end of every lap to the branch
	// where the lap-end rules are tested exactly and the trace is called.
	all   uint32
	trace *tracer // nil, but in Trace
}

// moveState is the state of a move in progress beyond the mover's ring
// and the lap: the opponent's front row as a word (a byte per position
// 0..7 of his ring), the mover's store, both house flags, and what the
// move is.
type moveState struct {
	opp            uint64
	events         uint64 // irreversible events so far (see lapKey)
	restricted     int    // L4: the mover's restricted front position, or -1
	store          uint8
	houseP, houseO bool
	namua, capture bool
	fromHouse      bool // the move started from the owned house
}

// bawoBits are the Bawo rules a move tests (Rules.bits), one word for the
// rare paths of the lap loop that test them: 0 in the other games.
type bawoBits uint8

const (
	bawoOn     bawoBits = 1 << iota // Rules.Bawo: the moved and gambit flags
	bawoGuard                       // BW5
	bawoKeep                        // BW7
	bawoKichwa                      // BW9
	bawoStop                        // BW10
)

// playout plays candidate c on st, which holds the position before the move
// and afterwards the position after it (the side to move and the
// restricted field are left for finish; after F1 or F2 the pits are left
// as the move had them). When the stop-or-safari decision of L3 arises,
// decided is true: if safari is false the move stops there; otherwise,
// when stop is not nil, the stop position is copied to *stop, and the
// safari is played.
//
// The move is played on locals: the mover's ring and the opponent's front
// row as words (see sow.Ring16), the mover's store and both house flags;
// they are written to st at the end.
func (e *Rules) playout(st *bao.State, c cand, safari bool, stop *bao.State, det *detector) (res status, decided bool) {
	p := st.Side & 1 // the callers check Side
	o := p.Other()
	own := sow.LoadRing16(&st.Pits, base(p))
	// The state that few laps touch lives in memory, which leaves the
	// registers to the sowing.
	m := &moveState{store: st.Store[p], houseP: st.House[p], houseO: st.House[o], opp: frontWord(&st.Pits, o), restricted: -1}
	m.namua = m.store > 0
	m.capture = c.kind.captures()
	if e.Takasia && !m.namua && !m.capture {
		if t := st.Restricted; t.Valid() && t.Player() == p && t.Row() == 0 {
			m.restricted = t.Slot()
		}
	}
	r, dir := int(c.r), int(c.dir)
	var hand, pos int
	var special uint32

	switch c.kind {
	case namuaCapture:
		m.store--
		own = own.Add(r, 1)
		hand, m.opp, pos, dir = take(m.opp, r, dir)
		m.houseO = m.houseO && r != 7-house // C1
		if m.opp == 0 {
			m.store += uint8(hand) // C3
			res = won
			goto done
		}
	case namuaTax:
		m.store--
		own = own.Add(house, -1) // the store seed in, two seeds out
		hand, pos = 2, (house+dir)&15
	case namuaTakasa, mtajiCapture, mtajiTakasa:
		if m.namua {
			m.store--
			own = own.Add(r, 1)
		}
		// Get and Clear, not Lift: playout is too big a function for
		// the compiler to inline Lift into.
		hand = own.Get(r)
		own = own.Clear(r)
		if r == house && m.houseP {
			m.houseP = false // H2a
			m.fromHouse = true
		}
		pos = (r + dir) & 15
		if pos >= 8 && own.FrontEmpty() {
			res = emptiesF1
			if e.bits&bawoKichwa != 0 {
				goto kichwa // BW9
			}
			goto done
		}
	}

	// special holds the positions where the end of a lap needs more than
	// L1 and L5: a capture pit (L2), the owned house (L3, H2a), the
	// restricted pit (L4). Most laps end elsewhere, and pay one test.
	special = det.all
	if m.houseP {
		special |= 1 << house
	}
	if m.capture {
		special |= sow.Facing(m.opp)
	}
	if m.restricted >= 0 {
		special |= 1 << m.restricted
	}
	for lap := 1; ; lap++ {
		// The detector is left alone during its warm-up.
		if lap > sow.Warmup && checkF2 {
			if lap == sow.Warmup+1 {
				det.Reset(e.budget(m))
			}
			// The first lap is never checked, so the first-lap flag of
			// the lap-start state is always false here and left out.
			key := lapKey{own.Front, own.Back, uint64(hand) | uint64(pos)<<8 | uint64(uint8(dir))<<16 | m.events<<32}
			if v := det.LapAt(lap, key); v != sow.Continue {
				if e.bits&bawoStop == 0 || m.capture {
					res = endless
					break
				}
				// BW10: the takata stops after lap sow.Budget (budget
				// sow.Budget-1: see Rules.budget).
				if v == sow.Cycle {
					// The move repeats with the detector's period: on to
					// the same state the same number of laps short of
					// that lap (in a trace, every lap is played).
					if det.trace == nil {
						lap += (sow.Budget - lap) / det.Period() * det.Period()
					}
				} else {
					// Lap sow.Budget is the last: its end pit ends the
					// move, as L4's restricted pit does.
					m.restricted = (pos + dir*(hand-1)) & 15
					special |= 1 << m.restricted
				}
			}
		}
		// The last pit's count is read after the lap is sown (reading it
		// before, as the count now plus ceil(hand/16), measured no
		// different).
		var x int
		own, x = own.Sow(pos, hand, dir)
		n := own.Get(x)
		// The lap-end procedure: the first rule that matches.
		if n == 1 { // L1
			res = ended
			break
		}
		if special>>x&1 != 0 {
			if m.capture && x < 8 && m.opp>>(8*uint(7-x))&0xff != 0 && !(x == 7-house && e.bits&bawoGuard != 0 && guarded(m)) { // L2, BW5
				if det.trace != nil && m.opp&^(0xff<<(8*uint(7-x))) != 0 {
					det.trace.lap(lap, p, own, m) // the lap before a capture that is not the last lap (C3)
				}
				m.events++
				hand, m.opp, pos, dir = take(m.opp, x, dir)
				m.houseO = m.houseO && x != 7-house                      // C1
				m.houseP = m.houseP && (m.namua || e.bits&bawoKeep != 0) // C2 (Bawo BW7: kept)
				if m.opp == 0 {
					m.store += uint8(hand) // C3
					res = won
					break
				}
				special = sow.Facing(m.opp) | det.all
				if m.houseP {
					special |= 1 << house
				}
				continue
			}
			if m.namua && x == house && m.houseP && n >= 6 { // L3
				if !m.capture {
					res = ended
					break
				}
				decided = true
				if !safari {
					res = ended
					break
				}
				if stop != nil {
					*stop = *st
					put(stop, p, own, m.opp, m.store, m.houseP, m.houseO)
				}
			} else if x == m.restricted && !(lap == 1 && m.fromHouse) { // L4 (a move with a restricted pit never captures)
				res = ended
				break
			}
			if det.trace != nil {
				det.trace.lap(lap, p, own, m) // a lap that relays
			}
			if m.houseP && x == house {
				m.houseP = false // H2a
				special = special&^(1<<house) | det.all
				m.events++
			}
		}
		// L5: relay (also the safari out of the house).
		own = own.Clear(x)
		hand = n
		pos = (x + dir) & 15
		// The rarely-true test first: the other flips from lap to lap.
		if own.FrontEmpty() && pos >= 8 {
			res = emptiesF1
			break
		}
	}
done:
	put(st, p, own, m.opp, m.store, m.houseP, m.houseO)
	return res, decided
kichwa:
	// BW9: a lone kichwa sown towards the back row loses at once; the
	// lifted seeds go into the mover's store.
	m.store += uint8(hand)
	res = lost
	goto done
}

// guarded reports whether a capture of the opponent's kuu from front pit 4
// is not made in the move m now (Bawo BW5): the opponent owns his kuu, and
// the mover owns his, which the pit opposite it threatens.
func guarded(m *moveState) bool {
	return m.houseO && m.houseP && m.opp>>(8*(7-house))&0xff != 0
}

// put writes the words and fields of a move by p in progress into st.
func put(st *bao.State, p bao.Player, own sow.Ring16, opp uint64, store uint8, houseP, houseO bool) {
	p &= 1
	o := p.Other()
	own.Store(&st.Pits, base(p))
	binary.LittleEndian.PutUint64(st.Pits[base(o):], opp)
	st.Store[p] = store
	st.House[p], st.House[o] = houseP, houseO
}

// take captures the seeds of the opponent's front row opp facing the
// mover's front position x (C1's and C2's house losses and C3's end of the
// game are the caller's), and returns them with the rest of the row and
// the entry kichwa and direction of C4. dir is the current direction,
// which for the first capture of a namua move is the one its sign chose.
func take(opp uint64, x, dir int) (hand int, rest uint64, pos, ndir int) {
	sh := 8 * uint(7-x)
	hand = int(opp >> sh & 0xff)
	rest = opp &^ (0xff << sh)
	// The direction from a table, not a branch: which front position a
	// capture comes from is as good as random.
	ndir = int(entryDir[x&7][dir>>1&1])
	// Clockwise from the left kichwa (position 0), anticlockwise from the
	// right one (position 7).
	return hand, rest, 7 & (ndir >> 1), ndir
}

// entryDir[x][d] is the direction of the sowing of a capture from front
// position x when the move runs clockwise (d = 0) or anticlockwise (d = 1)
// (C4): clockwise from the left kichwa for positions 0 and 1,
// anticlockwise from the right one for 6 and 7, on as before otherwise.
var entryDir = [8][2]int8{{1, 1}, {1, 1}, {1, -1}, {1, -1}, {1, -1}, {1, -1}, {-1, -1}, {-1, -1}}

// finish completes a move (4.11) that started at ring position r: the side
// to move passes to the opponent, Bawo's moved and gambit flags are set
// (BW8, BW11), and the restricted field is set (T1-T3, Z6; P2).
//
// The games but Bawo take the first branch (Rules.fin: a move that did not
// end the game, with takasia on). The other rule sets (fin 0: Bawo, or one
// made without NewFront) set Bawo's flags in line, without a call that
// would make finish spill its arguments on entry for every move.
func (e *Rules) finish(before, st *bao.State, capture bool, res status, r int8) {
	p := before.Side
	o := p.Other()
	st.Side = o
	st.Restricted = bao.NoPit
	if res != ended || e.fin != finTakasia {
		if e.fin != 0 {
			return // finTakasia with a move that ended the game, or finPlain
		}
		if e.Bawo {
			bawoFlags(st, p, r)
		}
		if res != ended || !e.Takasia {
			return // C3 and BW9 end the game
		}
	}
	if before.Store[p] == 0 && !capture && st.Store[o] == 0 {
		if y := e.takasiaTarget(st, p); y >= 0 {
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
// to move in st) that p's takasa freezes by T2-T3, or -1. The capture
// candidates of T2 are those of W7 (captureTargets), in Bawo those of BW12
// (with BW5 and BW6: bawoTargets).
func (e *Rules) takasiaTarget(st *bao.State, p bao.Player) int {
	o := p.Other()
	pits := &st.Pits
	var targets uint32
	if e.Bawo {
		if e.bawoTargets(st, o) != 0 {
			return -1 // T2: the opponent can capture
		}
		targets = e.bawoTargets(st, p)
	} else {
		if captureTargets(pits, o) != 0 {
			return -1 // T2: the opponent can capture
		}
		targets = captureTargets(pits, p)
	}
	if bits.OnesCount32(targets) != 1 {
		return -1 // T2: not exactly one threatened pit
	}
	y := bits.TrailingZeros32(targets)
	ring := sow.LoadRing16(pits, base(o))
	occ, multi := ring.FrontOccupied(), ring.FrontMulti()
	switch {
	case y == house && st.House[o], // T3: the owned house
		occ == 1<<y,   // T3: the only occupied front pit
		multi == 1<<y: // T3: the only front pit with more than one seed
		return -1
	}
	return y
}

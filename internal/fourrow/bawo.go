package fourrow

import (
	"math/bits"
	"math/rand/v2"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// This file holds what only Bawo (Rules.Bawo, docs/bawo.md) does: its
// set-up and position checks, its candidate moves, the flags a move leaves
// behind, and the opening gambit. Rule numbers BW1-BW15 are those of
// docs/bawo.md; the rest of its rules are the engine's own, with the Bawo
// fields tested where they act (engine.go).

// bawoStart returns the start position of BW1: K in each kuu, two in front
// pits 6 and 7, 28-K in each nemo, both gambits pending with the gambit on.
func (e *Rules) bawoStart() bao.State {
	var s bao.State
	for _, b := range []int{0, 16} {
		s.Pits[b+house] = uint8(e.Kuu)
		s.Pits[b+5] = 2
		s.Pits[b+6] = 2
	}
	s.Store = [2]uint8{uint8(28 - e.Kuu), uint8(28 - e.Kuu)}
	s.House = [2]bool{true, true}
	if e.Gambit != GambitOff {
		s.Gambit = bao.Both
	}
	return s
}

// validateBawo checks the points of section 5 of docs/bawo.md that
// kiswahili's do not cover: an owned kuu holds at least K (BW2), a moved
// kuu is owned (BW8), and the gambit field (BW11).
func (e *Rules) validateBawo(s *bao.State) error {
	for p := bao.South; p <= bao.North; p++ {
		x := bao.PitOf(p, 0, house+1)
		n := int(s.Pits[x.Index()])
		if s.House[p] && n < e.Kuu {
			return bao.Invalid("houses", "%v owns his kuu %v, which holds %d seeds; an owned kuu holds at least %d (bawo.md rule BW2)", p, x, n, e.Kuu)
		}
		if s.Moved.Has(p) && !s.House[p] {
			return bao.Invalid("moved", "%v's kuu is named moved, but %v does not own his kuu (bawo.md rule BW8: only an owned kuu is moved)", p, p)
		}
	}
	if s.Gambit == bao.NoPlayers {
		return nil
	}
	start := e.bawoStart()
	switch {
	case e.Gambit == GambitOff:
		return bao.Invalid("gambit", "%v: the gambit is off (bawo.md rule BW11): the gambit field is -", s.Gambit)
	case s.Gambit == bao.Both:
		start.Gambit = bao.Both
		if *s != start {
			return bao.Invalid("gambit", "SN: both gambits are pending only in the start position, South to move (bawo.md rule BW11)")
		}
	case s.Gambit == bao.OnlySouth:
		return bao.Invalid("gambit", "S: South's gambit is his first move, so it is never pending alone (bawo.md rule BW11)")
	case s.Side != bao.North:
		return bao.Invalid("gambit", "N: North's gambit is pending only with North to move (bawo.md rule BW11)")
	case *ring(&s.Pits, bao.North) != *ring(&start.Pits, bao.North):
		return bao.Invalid("gambit", "N: North's gambit is pending, but his pits are not those of the set-up (bawo.md rule BW11)")
	case int(s.Store[bao.North]) != 28-e.Kuu || int(s.Store[bao.South]) != 27-e.Kuu:
		return bao.Invalid("gambit", "N: North's gambit is pending, so the nemo holds %d,%d seeds, not %d,%d (bawo.md rule BW11)",
			27-e.Kuu, 28-e.Kuu, s.Store[bao.South], s.Store[bao.North])
	case s.House != [2]bool{true, true} || s.Moved != bao.NoPlayers:
		return bao.Invalid("gambit", "N: North's gambit is pending, so both kuu are owned and unmoved (bawo.md rule BW11)")
	case s.Restricted != bao.NoPit:
		return bao.Invalid("gambit", "N: North's gambit is pending, so no pit is restricted (bawo.md rule BW11)")
	}
	return nil
}

// bawoGuarded reports whether BW5 forbids p's capture of the opponent's
// kuu in s, opp being the opponent's front row: the opponent owns his
// kuu, and p owns his, which the pit opposite it threatens.
func bawoGuarded(e *Rules, s *bao.State, p bao.Player, opp uint64) bool {
	return e.Guard && s.House[p&1] && s.House[p&1^1] && opp>>(8*(7-house))&0xff != 0
}

// gambitPending reports whether p, to move in s with the capture pits ends
// (N1 with BW5), plays his gambit (BW11): it is pending and, with
// gambit=capture, he is not North with a namua capture.
func gambitPending(e *Rules, s *bao.State, p bao.Player, ends uint32) bool {
	return e.Gambit != GambitOff && s.Gambit.Has(p) && !(e.Gambit == GambitCapture && p == bao.North && ends != 0 && s.Store[p&1] > 0)
}

// bawoTargets is captureTargets for Bawo: the targets of p's capture
// candidates (W7 with BW5 and BW6) in s, for takasia (BW12): those of the
// position with p to move in mtaji, as tickets lists them.
func (e *Rules) bawoTargets(s *bao.State, p bao.Player) uint32 {
	t := *s
	t.Side, t.Store, t.Gambit = p&1, [2]uint8{}, 0
	set, k := e.tickets(&t)
	if k != mtajiCapture {
		return 0
	}
	var targets uint32
	own := ring(&t.Pits, p)
	for ; set != 0; set &= set - 1 {
		c := ticket(bits.TrailingZeros32(set), k)
		f := (int(c.r) + int(c.dir)*int(own[c.r&15])) & 15
		targets |= 1 << (7 - f)
	}
	return targets
}

// bawoFlags sets the moved and gambit fields of st after a move by p that
// started at ring position r (BW8, BW11): p's kuu becomes moved when the
// move started there and he still owns it; a player who owns no kuu has no
// moved kuu; p's gambit is no longer pending.
func bawoFlags(st *bao.State, p bao.Player, r int8) {
	if r == house && st.House[p&1] {
		st.Moved |= bao.PlayerSet(p)
	}
	if !st.House[bao.South] {
		st.Moved &^= bao.OnlySouth
	}
	if !st.House[bao.North] {
		st.Moved &^= bao.OnlyNorth
	}
	st.Gambit &^= bao.PlayerSet(p)
}

// The gambits (BW11, BW14) are bao.Gambit values: gambit i of player p is
// bao.GambitMove(p, i), in canonical order.

// NumGambits is the number of gambits of a player, C(20, 5).
const NumGambits = bao.NumGambits

// gambitMove returns gambit i of player p.
func gambitMove(p bao.Player, i int) bao.Move { return bao.GambitMove(p&1, i) }

// gambitTurn reports whether the side to move in s plays his gambit
// (gambitPending, with the capture pits of N1 and BW5).
func (e *Rules) gambitTurn(s *bao.State) bool {
	p := s.Side & 1
	opp := frontWord(&s.Pits, p^1)
	if s.Gambit == 0 || frontWord(&s.Pits, p) == 0 || opp == 0 {
		return false
	}
	ends := sow.LoadRing16(&s.Pits, base(p)).FrontOccupied() & sow.Facing(opp)
	if bawoGuarded(e, s, p, opp) {
		ends &^= 1 << (7 - house)
	}
	return gambitPending(e, s, p, ends)
}

// playGambit plays gambit m of the side to move in s (a gambit turn): front
// pits 6 and 7 lifted, one nemo seed added, the five dropped into the pits
// of m; nothing sown, the kuu owned and unmoved.
func playGambit(s *bao.State, m *bao.Move) {
	p := s.Side & 1
	b := base(p)
	s.Pits[b+5], s.Pits[b+6] = 0, 0
	s.Store[p]--
	for _, x := range m.Gambit.Pits() {
		s.Pits[x.Index()&31]++
	}
	s.Gambit &^= bao.PlayerSet(p)
	s.Side = p ^ 1
	s.Restricted = bao.NoPit
}

// gambitIndex returns the index of gambit m of player p, or -1 if m is
// not one of his gambits.
func gambitIndex(p bao.Player, m *bao.Move) int {
	if m.Pit != bao.NoPit || m.Dir != bao.NoDir || m.Safari || m.Gambit.Player() != p&1 {
		return -1
	}
	return m.Gambit.Index()
}

// gambitLegal appends the gambits of the side to move in s to buf.
func gambitLegal(s *bao.State, buf []bao.Move) []bao.Move {
	for i := range NumGambits {
		buf = append(buf, gambitMove(s.Side, i))
	}
	return buf
}

// gambitChildren passes each gambit of the side to move in s with its
// position to yield, until yield returns false.
func gambitChildren(s *bao.State, yield func(bao.Child) bool) {
	for i := range NumGambits {
		c := bao.Child{Move: gambitMove(s.Side, i), State: *s}
		playGambit(&c.State, &c.Move)
		if !yield(c) {
			return
		}
	}
}

// applyGambit is Apply in a position where the side to move plays his
// gambit or where m is a gambit: ok is false when neither holds, and Apply
// goes on as usual.
func (e *Rules) applyGambit(s bao.State, m bao.Move) (_ bao.State, ok bool, err error) {
	turn := e.gambitTurn(&s)
	switch {
	case !turn && !m.IsGambit():
		return s, false, nil
	case !turn:
		return s, true, e.illegal(m, "BW11", "a gambit is played only as a player's first move with the gambit on")
	case !m.IsGambit():
		return s, true, e.illegal(m, "BW11", "%v's first move is his gambit: five of his pits, such as A6,A6,A7,A7,B8", s.Side)
	case gambitIndex(s.Side, &m) < 0:
		return s, true, e.illegal(m, "BW14", "a gambit names five pits of %v, the player to move, in canonical order", s.Side)
	}
	playGambit(&s, &m)
	return s, true, nil
}

// drawGambit plays a uniformly random gambit of the side to move in s, a
// gambit turn, and returns it.
func drawGambit(s *bao.State, rng *rand.Rand) bao.Move {
	m := gambitMove(s.Side, sow.IntN(rng, NumGambits))
	playGambit(s, &m)
	return m
}

// bawoRecord is Record for Bawo: the moves drawn as recordInto draws them,
// each written as Bawo writes it: a gambit (ticket 32 and up) as one,
// with no notes; a move after which the mover's front row is empty with
// "~" (BW9). It keeps the other games' recordInto free of both tests.
func (e *Rules) bawoRecord(s bao.State, rng *[2]*rand.Rand, maxPlies int, buf []bao.Played) (bao.State, []bao.Played) {
	var det detector
	for range maxPlies {
		p := s.Side & 1
		t, safari, capture, ok := e.draw(&s, rng[p], &det)
		if !ok {
			break
		}
		var pl bao.Played
		switch {
		case t >= 32:
			pl = bao.Played{Move: gambitMove(p, t-32), Side: p}
		default:
			pl = tickPlayed[int(p)<<5|t&31]
			pl.Move.Safari, pl.Notes = safari, moveNotes(capture, &s)
			if frontWord(&s.Pits, p) == 0 {
				pl.Notes |= bao.Loss
			}
		}
		buf = append(buf, pl)
	}
	return s, buf
}

// bawoDiagnose explains why m is not among the candidates cs of s where a
// Bawo rule is the reason (BW3, BW5, BW8), or returns nil to leave it
// to diagnose.
func (e *Rules) bawoDiagnose(s *bao.State, m bao.Move, cs *cands) error {
	p := s.Side & 1
	x := m.Pit
	r := x.Slot()
	n := int(s.Pits[x.Index()&31])
	own := sow.LoadRing16(&s.Pits, base(p))
	opp := frontWord(&s.Pits, p^1)
	// BW5: pit 4 facing the opponent's owned kuu while his own is
	// threatened.
	if x.Row() == 0 && r == 7-house && n > 0 && e.Guard && s.House[p] && s.House[p^1] &&
		opp>>(8*house)&0xff != 0 && opp>>(8*(7-house))&0xff != 0 && (s.Store[p] > 0 || cs.capture || n >= 2) {
		return e.illegal(m, "BW5", "%v faces %v's owned kuu while %v's own kuu is threatened: no capture of it", x, p^1, p)
	}
	if cs.capture {
		return nil
	}
	if s.Store[p] > 0 {
		switch {
		case x.Row() != 0 || n == 0:
			return nil
		case r == house && s.House[p] && own.FrontOccupied() != 1<<house:
			return e.illegal(m, "BW3", "the owned kuu is not a namua takata start while another front pit is occupied")
		case r == house && s.House[p] && n > e.Kuu && !e.KuuTax:
			return e.illegal(m, "BW3c", "a lone kuu of more than %d seeds has no takata (kuutax=off): %v has no move", e.Kuu, p)
		case n == 1 && cs.n > 0:
			return e.illegal(m, "BW3a", "a singleton is not a takata start while another front pit holds two or more")
		}
		return nil
	}
	if e.FirstKuu && s.House[p] && !s.Moved.Has(p) && r != house {
		return e.illegal(m, "BW8", "%v's kuu is unmoved: his first mtaji takata starts from it", p)
	}
	return nil
}

// budget returns the lap budget of the never-ending check for the move m:
// sow.Budget, or for a takata that BW10 stops sow.Budget-1, so that the
// check reports the end of its budget at the start of lap sow.Budget, the
// move's last.
func (e *Rules) budget(m *moveState) int {
	if e.bits&bawoStop != 0 && !m.capture {
		return sow.Budget - 1
	}
	return sow.Budget
}

package kingulu

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// Rules is Bao Kingulu as docs/kingulu.md defines it. It implements
// bao.Variant and the optional bao.Validator, bao.Expander, bao.Sampler,
// bao.Playouter, bao.Recorder, bao.Tracer and bao.Describer; it does not
// implement bao.Annotator, because Bao Kingulu moves carry no annotations. Rules has
// no options; it keeps the never-ending moves its move generators have
// found (see memo), which is why it is used by pointer and not copied. The
// zero value is ready, and a *Rules is safe for concurrent use.
type Rules struct {
	endless memo
}

// New returns the rules of Bao Kingulu.
func New() *Rules { return &Rules{} }

func init() {
	bao.Register(bao.Definition{
		Name: "kingulu",
		Doc:  "Bao Kingulu (Ngulu, after Klamroth 1911): two rows of six, 48 seeds, anticlockwise relay sowing, children (kuweka mtoto)",
		New:  func(bao.Options) (bao.Variant, error) { return New(), nil },
	})
}

// geometry is the board: one row of six pits per player, 48 seeds, pits
// that a player can reserve.
var geometry = bao.Geometry{Rows: 1, Cols: 6, Seeds: 48, Reserve: true}

// The whole-board ring of section 2: ring position k (0..11) is A1..A6 for
// k = 0..5 and a1..a6 for k = 6..11; sowing goes from k to k+1 (mod 12),
// player p's pit i (0..5) is 6p+i, and the pit opposite k is 11-k.
const ringLen = 12

// Tables, built once from the ring of internal/sow.
var (
	ring = sow.NewBoard(geometry)
	// slotOf[k] is the State.Pits slot of ring position k.
	slotOf [ringLen]uint8
	// bytesOf[m] has byte i equal to 1 for each bit i of m.
	bytesOf [256]uint64
	// laps[c][h] is the lap of h < 12 seeds from ring position c (indexes
	// are masked to four bits, which needs no bounds check).
	laps [16][16]lapStep
)

// Positions outside the ring that firstAt uses as markers: an empty start
// pit, and a first lap of twelve seeds or more.
const (
	emptyPit = 14
	bigLap   = 13
)

func init() {
	for k := range ringLen {
		slotOf[k] = uint8(ring.Whole.Slot(k))
	}
	// The fast conversions of load and store, the row sets and the owner
	// computation k/6 rely on the layout of section 2.
	for k := range ringLen {
		want := k
		if k >= 6 {
			want = k + 10
		}
		if int(slotOf[k]) != want || ring.Whole.Pos(int(ring.Opp[want])) != ringLen-1-k {
			panic("kingulu: unexpected ring layout")
		}
	}
	for m := range bytesOf {
		for i := range 8 {
			if m>>i&1 != 0 {
				bytesOf[m] |= 1 << (8 * i)
			}
		}
	}
	for c := range ringLen {
		var seeds pits // one in each of the n pits after c
		for n := range ringLen {
			x := ring.Whole.Step(c, n)
			if n > 0 {
				seeds = seeds.spread(1<<x, 1)
			}
			laps[c][n] = lapStep{seeds, byteMask(1 << x), uint8(8 * (x & 7)), uint8(2 * x), uint8(x)}
		}
	}
}

// pits is the twelve pit counts of a position, a byte per pit in ring
// order: ring positions 0..7 in the bytes of lo, 8..11 in the low four
// bytes of hi. Sowing a lap is then two additions, whatever its length.
// The counts of a valid position never exceed 48, so an addition never
// carries from one pit into the next. The methods that take a ring
// position k (0..11) choose the word with a conditional move, not a
// branch.
type pits struct{ lo, hi uint64 }

// at returns the count of ring position k.
func (b pits) at(k int) uint8 {
	w := b.lo
	if k >= 8 {
		w = b.hi
	}
	return uint8(w >> (uint(k) * 8 & 63))
}

// in returns the pits with d in the byte of ring position k, 0 elsewhere.
func in(k int, d uint64) pits {
	d <<= uint(k) * 8 & 63
	hi := -uint64(k >> 3 & 1) // all ones for k >= 8
	return pits{d &^ hi, d & hi}
}

// add adds one seed to ring position k.
func (b pits) add(k int) pits {
	d := in(k, 1)
	return pits{b.lo + d.lo, b.hi + d.hi}
}

// take removes one seed from ring position k, which holds at least one.
func (b pits) take(k int) pits {
	d := in(k, 1)
	return pits{b.lo - d.lo, b.hi - d.hi}
}

// clear empties ring position k.
func (b pits) clear(k int) pits {
	d := in(k, 0xff)
	return pits{b.lo &^ d.lo, b.hi &^ d.hi}
}

// spread adds q seeds to each ring position of the set m.
func (b pits) spread(m uint16, q uint64) pits {
	return pits{b.lo + q*bytesOf[m&0xff], b.hi + q*bytesOf[m>>8&0x0f]}
}

// byteMask returns 0xff in the byte of each ring position of m.
func byteMask(m uint16) pits { return pits{}.spread(m, 0xff) }

// ones has a 1 in every byte.
const ones = 0x0101010101010101

// zeroBytes returns a bit for each byte of v that is zero (bit i for byte i).
func zeroBytes(v uint64) uint16 {
	t := (v & (0x7f * ones)) + 0x7f*ones
	t = ^(t | v | 0x7f*ones) // the high bit of each zero byte
	return uint16(t * 0x0002040810204081 >> 56)
}

// lapKey is the lap-start state of G8: the twelve counts, then the seeds
// in hand, the current pit and the first-lap flag in bytes 4, 5 and 6 of
// the second word.
type lapKey = [2]uint64

// key returns the lap-start state of b with h seeds in hand at ring
// position c.
func (b pits) key(h, c int, first bool) lapKey {
	k := b.hi | uint64(uint8(h))<<32 | uint64(c)<<40
	if first {
		k |= 1 << 48
	}
	return lapKey{b.lo, k}
}

// pos is a position between moves as the engine reads it: the pit counts,
// the banks (South's in the low byte of bank, North's in the high byte)
// and the reservation marks as sets of ring positions, by[p] the children
// of player p and all their union.
//
// The engine sows into children as into any pit (a lap is then two
// additions), and keeps the seeds that fell there in the children's pits
// until it writes a State, when storePits moves them to the reservers'
// banks: the counts of b in the children's pits are those of kids, the
// children's counts in the State, plus those seeds. They never decide a
// move (a lap ending in a child ends the move whatever it holds, and a
// child is never lifted or captured), and the lap-start states of G8 repeat
// with them exactly when they repeat without them, since the banks only
// grow during a move.
type pos struct {
	b    pits
	bank uint16
	by   [2]uint16
	all  uint16
	// res has 0xff in the byte of every child, resS in those of South's.
	res, resS pits
	// kids is the count of each child in the State, 0 elsewhere.
	kids pits
	// kind[p] has two bits per ring position k, at bit 2k, for a move of
	// p: 0 in the opponent's row, 1 in p's own row, 2 or 3 reserved.
	kind [2]uint32
}

// owner returns the reserver of reserved ring position k.
func (w *pos) owner(k int) bao.Player {
	if w.by[bao.South]>>k&1 != 0 {
		return bao.South
	}
	return bao.North
}

// ringMask converts a State.Reserved word to a set of ring positions;
// marks outside the board are dropped.
func ringMask(m uint32) uint16 { return uint16(m&0x3f) | uint16(m>>16&0x3f)<<6 }

// load reads s. A pit that a malformed state marks as reserved by both
// players counts as South's, as bao.State.ReservedBy reads it.
func load(s *bao.State, w *pos) {
	south := binary.LittleEndian.Uint64(s.Pits[0:8])
	north := binary.LittleEndian.Uint64(s.Pits[16:24])
	w.b = pits{south&0xffff_ffff_ffff | north<<48, north >> 16 & 0xffff_ffff}
	w.bank = uint16(s.Store[bao.South]) | uint16(s.Store[bao.North])<<8
	w.by[bao.South] = ringMask(s.Reserved[bao.South])
	w.by[bao.North] = ringMask(s.Reserved[bao.North]) &^ w.by[bao.South]
	w.all = w.by[bao.South] | w.by[bao.North]
	w.marked()
	w.kids = pits{w.b.lo & w.res.lo, w.b.hi & w.res.hi}
}

// loadPits reads the pits and reservations of s into w, but not what play
// needs besides: for starts and candidates, and load when a move must be
// played after all.
func loadPits(s *bao.State, w *pos) {
	south := binary.LittleEndian.Uint64(s.Pits[0:8])
	north := binary.LittleEndian.Uint64(s.Pits[16:24])
	w.b = pits{south&0xffff_ffff_ffff | north<<48, north >> 16 & 0xffff_ffff}
	by := ringMask(s.Reserved[bao.South])
	w.all = by | ringMask(s.Reserved[bao.North])
}

// marked sets res, resS and kind from the reservations.
func (w *pos) marked() {
	if w.all == 0 {
		w.res, w.resS, w.kind = pits{}, pits{}, kindFree
		return
	}
	w.res = pits{masksOf[w.all&0xff], masksOf[w.all>>8&0x0f]}
	w.resS = pits{masksOf[w.by[bao.South]&0xff], masksOf[w.by[bao.South]>>8&0x0f]}
	lo, hi := w.all&0x3f, w.all>>6&0x3f
	w.kind = [2]uint32{
		uint32(kindOwn[lo]) | uint32(kindOther[hi])<<12,
		uint32(kindOther[lo]) | uint32(kindOwn[hi])<<12,
	}
}

// kindFree is pos.kind with no children; kindOwn[m] and kindOther[m] are
// the twelve bits of pos.kind for the pits of the mover's row and of the
// other row with the reserved pits m (six bits).
var (
	kindFree           = [2]uint32{0x555, 0x555 << 12}
	kindOwn, kindOther = func() (own, other [64]uint16) {
		for m := range 64 {
			for i := range 6 {
				k := uint16(0) // the opponent's row
				if m>>i&1 != 0 {
					k = 2 // reserved
				}
				other[m] |= k << (2 * i)
				if k == 0 {
					k = 1 // the mover's row
				}
				own[m] |= k << (2 * i)
			}
		}
		return own, other
	}()
	// masksOf[m] has byte i equal to 0xff for each bit i of m.
	masksOf = func() (t [256]uint64) {
		for m := range t {
			for i := range 8 {
				if m>>i&1 != 0 {
					t[m] |= 0xff << (8 * i)
				}
			}
		}
		return t
	}()
)

// store writes the pits b and banks of a move by p that made child (a
// ring position, or -1), in the form of w, the position before the move,
// into t, which holds that position. The slots of State.Pits outside the
// board keep what they hold.
func store(t *bao.State, w *pos, b pits, bank uint16, p bao.Player, child int) {
	storePits(t, w, b, bank)
	if child >= 0 {
		t.Reserved[p] |= 1 << slotOf[child]
	}
	t.Side = p.Other()
}

// storePits writes the pits b and the banks, in the form of w (see pos),
// into t: the seeds sown into the children since w's State go to their
// reservers' banks (G4). A child never loses seeds (kuweka mtoto takes
// back from it a seed that the same lap sowed), so they are a byte-wise
// difference without borrows.
func storePits(t *bao.State, w *pos, b pits, bank uint16) {
	if w.all != 0 {
		d := pits{b.lo&w.res.lo - w.kids.lo, b.hi&w.res.hi - w.kids.hi}
		all := (d.lo + d.hi) * ones >> 56
		s := (d.lo&w.resS.lo + d.hi&w.resS.hi) * ones >> 56
		bank += uint16(s + (all-s)<<8)
		b = pits{b.lo&^w.res.lo | w.kids.lo, b.hi&^w.res.hi | w.kids.hi}
	}
	south := binary.LittleEndian.Uint64(t.Pits[0:8])
	north := binary.LittleEndian.Uint64(t.Pits[16:24])
	const low6 = 0xffff_ffff_ffff
	binary.LittleEndian.PutUint64(t.Pits[0:8], south&^low6|b.lo&low6)
	binary.LittleEndian.PutUint64(t.Pits[16:24], north&^low6|b.lo>>48|b.hi<<16&low6)
	t.Store = [2]uint8{uint8(bank), uint8(bank >> 8)}
}

// slotMask converts a set of ring positions to a State.Reserved word (the
// inverse of ringMask).
func slotMask(m uint16) uint32 { return uint32(m&0x3f) | uint32(m>>6&0x3f)<<16 }

// reserve marks ring position k as a child of p in w, keeping its count.
func (w *pos) reserve(p bao.Player, k int) {
	w.by[p&1] |= 1 << k
	w.all |= 1 << k
	w.marked()
	m := byteMask(1 << k)
	w.kids = pits{w.kids.lo | w.b.lo&m.lo, w.kids.hi | w.b.hi&m.hi}
}

// status is how a move played out.
type status uint8

const (
	done     status = iota // the move ended (G5a, G5b, G5d, G5e)
	occupied               // the first lap ended in an occupied pit of the mover's row (G5c, G7)
	cycle                  // a lap-start state repeated: the move never ends (G8)
	budget                 // the move completed sow.Budget laps without ending (G8)
	going                  // (the G8 hook only) no repeat: play the lap
)

// detector is the G8 hook of play, and the way a trace (trace.go) reaches
// it. play calls its lap method at the start of every lap after the
// warm-up of sow.Warmup laps, which almost no move reaches, or of every
// lap if every is set.
type detector struct {
	sow.Detector[lapKey]
	trace *tracer // nil, but in Trace
	memo  *memo   // where to look never-ending moves up and remember them, or nil
	every bool    // call lap at every lap, not only after the warm-up
	laps  int     // the last lap whose start lap saw
}

// lap is the hook of play at the start of lap n of the move of p from
// start in w: the lap-start state is the pits b (as play keeps them, with
// the seeds sown into children) with h seeds in hand at ring position c.
// It returns going and the number of laps after it that the detector need
// not see (sow.Detector.Quiet), or the verdict that ends the move (cycle or
// budget).
func (d *detector) lap(w *pos, p bao.Player, start, n int, b pits, h, c int) (status, int) {
	d.laps = n
	if t := d.trace; t != nil {
		// The position after the lap that ended in c, if it is one of
		// the window.
		if j := n - 2 - t.from; uint(j) < uint(len(t.ends)) {
			t.ends[j] = lapEnd{b.spread(1<<c, uint64(h)), w.bank}
		}
	}
	if n <= sow.Warmup {
		return going, 0
	}
	if n == sow.Warmup+1 {
		d.Reset(sow.Budget)
		if d.memo != nil {
			if st, ok := d.memo.get(w, p, start); ok {
				return st, 0
			}
		}
	}
	st := going
	switch d.LapAt(n, b.key(h, c, n == 1)) {
	case sow.Cycle:
		st = cycle
	case sow.OverBudget:
		st = budget
	default:
		if d.every {
			return going, 0 // a trace (and MoveLaps) sees every lap
		}
		return going, d.Quiet()
	}
	if d.memo != nil {
		d.memo.put(w, p, start, st)
	}
	return st, 0
}

// Laps returns the number of laps that the last move played with d
// started, if lap saw its last lap (d.every, or a move that ran past the
// warm-up).
func (d *detector) Laps() int { return d.laps }

// lapStep is a lap of fewer than twelve seeds from a ring position c: the
// seeds it drops (one in each pit it passes), and its end X (the pit of
// its last seed, or c if it has no seed) as play reads it: the byte of X
// in the two words of the pits (mask and shift), and 2X, the shift of
// X's bits in pos.kind.
type lapStep struct {
	seeds      pits
	at         pits
	shift, sh2 uint8
	end        uint8
}

// stops[kind | first][n] has bit n set if a lap whose last seed makes n
// in a pit of that kind (pos.kind) ends the move, first having 4 on the
// first lap of the move: G5d and G5e in the opponent's row, G5b in the
// mover's (and G5c, illegal, on the first lap), G5a in a child. Any other
// lap end relays (G6).
var stops = [8]uint64{
	0:     1<<1 | 1<<4,
	1:     1 << 1,
	2:     ^uint64(0),
	3:     ^uint64(0),
	4:     1<<1 | 1<<4,
	4 | 1: ^uint64(0),
	4 | 2: ^uint64(0),
	4 | 3: ^uint64(0),
}

// play plays the move of player p from ring position start, an unreserved
// pit of p's row holding seeds, in w (section 4, reference procedure); w is
// not changed. It returns how the move ended and, when it ended (done), the
// ring position of the child it made or -1, and the pits and banks after
// it in the form of w (see pos).
func play(w *pos, p bao.Player, start int, det *detector) (st status, child int, _ pits, _ uint16) {
	b := w.b
	h := int(b.at(start))
	b = b.clear(start)
	// G8: the hook at the start of every lap after the warm-up, which
	// almost no move reaches, between runs of sowLaps, which makes no call.
	warm := sow.Warmup
	if det.every {
		warm = 0
	}
	kind := w.kind[p&1]
	b, k, x, n, lap, end := sowLaps(kind, b, h, start, 1, warm)
	for !end {
		st, quiet := det.lap(w, p, start, n, b, k, x)
		if st != going {
			return st, -1, b, w.bank
		}
		if quiet == 0 {
			b, k, x, n, lap, end = sowLaps(kind, b, k, x, n, n)
			continue
		}
		// The laps that the detector would only compare with its saved
		// state, compared here.
		m := n
		b, k, x, n, lap, end = watchLaps(kind, b, k, x, n, n+quiet, det.Saved())
		det.Skip(n - m - 1)
	}
	// The move ends in x, which now holds k seeds.
	bank := w.bank
	switch kind >> (2 * x & 31) & 3 {
	case 0: // the opponent's row
		if k == 4 { // G5e: X held 3; the seed before the last goes there too
			if lap >= 2 {
				b = b.take(int(laps[x&15][ringLen-1].end)).add(x)
			}
			return done, x, b, bank
		}
		// G5d: X was empty.
	case 1: // the mover's row
		if k != 1 {
			return occupied, -1, b, bank // G5c
		}
		// G5b: X was empty; capture the opposite pit.
		if o := ringLen - 1 - x; w.all>>(o&15)&1 == 0 {
			if c := b.at(o); c > 0 {
				bank += (uint16(c) + 1) << (8 * uint(p&1))
				b = b.clear(o).clear(x)
			}
		}
	}
	// G5a: X is a child.
	return done, -1, b, bank
}

// sowLaps sows laps n, n+1, ... of a move by the player whose pits are of
// kind (pos.kind), the first from the lap-start state of b with h seeds in
// hand at ring position c, until a lap ends the move or lap last is sown.
// It returns the pits, and with end true the pit x where the move ends
// (G5), the k seeds it now holds, the lap n that ended there and its lap
// seeds; with end false, the lap-start state (h seeds in hand at c) of lap
// n = last+1. It makes no call, so that its loop keeps its registers.
func sowLaps(kind uint32, b pits, h, c, n, last int) (_ pits, k, x, _, lap int, end bool) {
	first := uint32(0)
	if n == 1 {
		first = 4
	}
	for ; n <= last; n++ {
		lap = h
		var l *lapStep
		b, l = b.sow(h, c)
		k, end := l.ends(b, kind, first)
		if end {
			return b, int(k), int(l.end), n, lap, true
		}
		// G6: relay.
		b, h, c = l.lift(b), int(k), int(l.end)
		first = 0
	}
	return b, h, c, n, lap, false
}

// watchLaps is sowLaps after the first lap of the move, for the laps that
// the G8 detector would only compare with its saved state: the lap-start
// state of every lap but the first is compared with saved, and the laps
// stop at one that equals it, as at lap last+1.
func watchLaps(kind uint32, b pits, h, c, n, last int, saved lapKey) (_ pits, k, x, _, lap int, end bool) {
	for ; n <= last; n++ {
		lap = h
		var l *lapStep
		b, l = b.sow(h, c)
		k, end := l.ends(b, kind, 0)
		if end {
			return b, int(k), int(l.end), n, lap, true
		}
		b, h, c = l.lift(b), int(k), int(l.end)
		if b.key(h, c, false) == saved {
			return b, h, c, n + 1, lap, false
		}
	}
	return b, h, c, n, lap, false
}

// sow sows the lap of h seeds from ring position c into b (G3, G4: full
// rounds of twelve, then the rest; with no remainder the last seed of the
// rounds falls into c), and returns the pits after it and the lap's step.
func (b pits) sow(h, c int) (pits, *lapStep) {
	if h >= ringLen {
		q := h / ringLen
		h -= q * ringLen
		b = pits{b.lo + uint64(q)*ones, b.hi + uint64(q)*(ones&0xffff_ffff)}
	}
	l := &laps[c&15][h&15]
	return pits{b.lo + l.seeds.lo, b.hi + l.seeds.hi}, l
}

// ends returns the k seeds that the end X of lap l holds in b, after the
// lap, and whether the move ends there (G5), by the kind of X (pos.kind)
// and first (4 on the first lap of the move, else 0).
func (l *lapStep) ends(b pits, kind, first uint32) (k uint64, end bool) {
	k = (b.lo&l.at.lo | b.hi&l.at.hi) >> (l.shift & 63)
	return k, stops[kind>>(l.sh2&31)&3|first]>>(k&63)&1 != 0
}

// lift empties the end X of lap l in b, whose seeds relay (G6).
func (l *lapStep) lift(b pits) pits { return pits{b.lo &^ l.at.lo, b.hi &^ l.at.hi} }

// startOf returns the ring position of move m's start pit, or an error
// that says why m cannot start a move (G2).
func startOf(s *bao.State, w *pos, m bao.Move) (int, error) {
	p := s.Side
	x := m.Pit
	if !geometry.Contains(x) {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is not a pit of the Bao Kingulu board (A1..A6, a1..a6)", x)
	}
	if x.Player() != p {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is in %v's row, but %v is to move: a move starts from a pit of the mover's own row", x, x.Player(), p)
	}
	k := 6*int(p) + x.Number() - 1
	if w.all>>k&1 != 0 {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is %v's child (kuweka mtoto): a reserved pit never starts a move", x, w.owner(k))
	}
	if w.b.at(k) == 0 {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is empty: a move starts from a pit with at least one seed", x)
	}
	return k, nil
}

// starts sorts player p's eligible start pits (G2) by their first lap,
// as sets of ring positions. A first lap of fewer than twelve seeds drops
// one seed into each pit it passes, so its last pit X held, before the
// last seed, what it holds now; the lap's end is then known without
// sowing: ends holds the pits whose first lap ends the move (G5a, G5b,
// G5d, G5e: the move is legal), relays those whose first lap relays (G6)
// or has twelve or more seeds, which must be played out to decide G8. The
// pits whose first lap ends as in G5c are in neither set. It works in the
// mover's own numbering (firstAt); no branch depends on the position.
func starts(w *pos, p bao.Player) (ends, relays uint16) {
	const low6 = 0xffff_ffff_ffff
	q := uint(p & 1)
	// The mover's row and the other, a byte a pit.
	own, other := w.b.lo, w.b.lo>>48|w.b.hi<<16
	d := (own ^ other) & -uint64(q)
	own, other = own^d&low6, other^d&low6
	all := w.all | w.all<<12 // either row from bit 0, by the shift
	e := ^zeroBytes(own) &^ (all >> (6 * q)) & 0x3f
	// A first lap that ends in the mover's row ends the move unless the
	// pit there is eligible (G5c); in the other row if the pit there is a
	// child, empty or holds three.
	stop := (all>>(6-6*q) | zeroBytes(other) | zeroBytes(other^3*ones)) & 0x3f
	// Bit j (0..11): a first lap ending in j ends the move; bit 16+j: j is
	// eligible (the lap ends as in G5c); bits 12 and 13, a lap of twelve
	// or more and an empty pit, are in neither.
	at := uint32(^e&0x3f) | uint32(stop)<<6 | uint32(e)<<16
	f := &firstAt
	both := at>>(f[0][uint8(own)]&15)&0x10001 |
		(at>>(f[1][uint8(own>>8)]&15)&0x10001)<<1 |
		(at>>(f[2][uint8(own>>16)]&15)&0x10001)<<2 |
		(at>>(f[3][uint8(own>>24)]&15)&0x10001)<<3 |
		(at>>(f[4][uint8(own>>32)]&15)&0x10001)<<4 |
		(at>>(f[5][uint8(own>>40)]&15)&0x10001)<<5
	end, g5c := e&uint16(both), e&uint16(both>>16)
	return end << (6 * q), (e &^ (end | g5c)) << (6 * q)
}

// endsAny reports whether ends of starts(w, p) is not empty, the short
// way (what Over needs, and almost always finds): whether the first lap of
// an eligible pit ends in a pit where it ends the move, one of the
// mover's row that is empty or a child, or one of the other row that is
// empty, holds three or is a child.
func endsAny(w *pos, p bao.Player) bool {
	const low6 = 0xffff_ffff_ffff
	q := uint(p & 1)
	own, other := w.b.lo, w.b.lo>>48|w.b.hi<<16
	d := (own ^ other) & -uint64(q)
	own, other = own^d&low6, other^d&low6
	all := w.all | w.all<<12
	mine, theirs := all>>(6*q)&0x3f, all>>(6-6*q)&0x3f
	own &^= masksOf[mine] // a child is never eligible: count it empty
	to := firstBit[0][uint8(own)] | firstBit[1][uint8(own>>8)] |
		firstBit[2][uint8(own>>16)] | firstBit[3][uint8(own>>24)] |
		firstBit[4][uint8(own>>32)] | firstBit[5][uint8(own>>40)]
	// Where a lap ends the move: in the mover's row a pit that is not
	// eligible, in the other a child, an empty pit or a three.
	stop := zeroBytes(own)&0x3f | (theirs|zeroBytes(other)|zeroBytes(other^3*ones))<<6
	return to&stop&0xfff != 0
}

// candidates returns ends | relays of starts(w, p), the start pits that
// must be played to know whether their move is legal, computed the short
// way for the move generators that play every candidate (Children,
// EachChild, draw). In the mover's own numbering (pit i = 0..5 at ring
// position 6p+i) the eligible pits e are also the pits where a first lap
// ends as in G5c, so pit i is a candidate unless firstTo[i][c] for its c
// seeds names an eligible pit. No branch depends on the
// position.
func candidates(w *pos, p bao.Player) uint16 {
	const low6 = 0xffff_ffff_ffff
	q := uint(p & 1)
	c := w.b.lo
	c ^= (c ^ (c>>48 | w.b.hi<<16)) & -uint64(q) // North's row if q is 1
	c &= low6
	e := ^zeroBytes(c) &^ (w.all >> (6 * q)) & 0x3f
	t := uint64(firstTo[0][uint8(c)]) |
		uint64(firstTo[1][uint8(c>>8)])<<8 |
		uint64(firstTo[2][uint8(c>>16)])<<16 |
		uint64(firstTo[3][uint8(c>>24)])<<24 |
		uint64(firstTo[4][uint8(c>>32)])<<32 |
		uint64(firstTo[5][uint8(c>>40)])<<40
	return (e & zeroBytes(t&(uint64(e)*ones))) << (6 * q)
}

// firstAt[i][c] is, in the mover's own numbering (his pits 0..5, then
// the opponent's 6..11 in sowing order), the pit where the first lap of c
// seeds from his pit i ends if it has fewer than twelve seeds; bigLap if
// it has twelve or more, emptyPit if it has none. firstBit[i][c] is that
// pit as a bit (1<<j for pit j), 0 for bigLap and emptyPit, and firstTo
// its low byte, the pit if it is in the mover's own row.
var firstAt, firstBit, firstTo = func() (at [6][256]uint8, bit [6][256]uint16, to [6][256]uint8) {
	for i := range 6 {
		at[i][0] = emptyPit
		for c := 1; c < len(at[i]); c++ {
			at[i][c] = bigLap
			if c < ringLen {
				at[i][c] = uint8((i + c) % ringLen)
				bit[i][c] = 1 << at[i][c]
				to[i][c] = uint8(bit[i][c])
			}
		}
	}
	return at, bit, to
}()

// moveAt returns the move starting at ring position k.
func moveAt(k int) bao.Move { return bao.Move{Pit: bao.PitAt(int(slotOf[k]))} }

// Name returns "kingulu".
func (*Rules) Name() string { return "kingulu" }

// Geometry returns the board: one row of six pits per player, 48 seeds,
// reserved pits.
func (*Rules) Geometry() bao.Geometry { return geometry }

// Start returns the start position: four seeds in every pit, empty banks,
// South to move (G1).
func (*Rules) Start() bao.State {
	var s bao.State
	for k := range ringLen {
		s.Pits[slotOf[k]] = 4
	}
	return s
}

// Legal appends the legal moves of s to buf in canonical order, the
// mover's pits 1 to 6 (section 6): the eligible start pits (G2) whose move
// does not end its first lap as in G5c and ends (G8). A move whose first
// lap ends it is decided without sowing; the others are played out. With a
// buffer of capacity 6 it allocates nothing.
func (r *Rules) Legal(s bao.State, buf []bao.Move) []bao.Move {
	if s.Side > bao.North {
		return buf
	}
	var w0 pos
	loadPits(&s, &w0)
	p := s.Side
	ends, relays := starts(&w0, p)
	if ends == 0 && relays == 0 {
		return buf
	}
	det := detector{memo: &r.endless}
	if relays != 0 {
		load(&s, &w0)
	}
	for m := ends | relays; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if ends>>k&1 == 0 {
			if st, _, _, _ := play(&w0, p, k, &det); st != done {
				continue
			}
		}
		buf = append(buf, moveAt(k))
	}
	return buf
}

// Children appends every legal move of s with the position it leads to,
// in the order of Legal, playing each move once.
//
// Children and EachChild keep their own copies of the loop on purpose:
// Children written as EachChild with an appending closure measured 2-3%
// more instructions per call (cachegrind, Children benchmarks).
func (r *Rules) Children(s bao.State, buf []bao.Child) []bao.Child {
	if s.Side > bao.North {
		return buf
	}
	var w0 pos
	det := detector{memo: &r.endless}
	load(&s, &w0)
	p := s.Side
	for m := candidates(&w0, p); m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if st, child, b, bank := play(&w0, p, k, &det); st == done {
			// The child written in place, field by field: a composite
			// literal is built aside and copied, with loads that span
			// its narrower stores (a store-forwarding stall).
			n := len(buf)
			if n < cap(buf) {
				buf = buf[:n+1]
			} else {
				buf = append(buf, bao.Child{})
			}
			c := &buf[n]
			c.Move = moveAt(k)
			c.State = s // a statement of its own: in one with the move, s is copied aside first
			store(&c.State, &w0, b, bank, p, child)
		}
	}
	return buf
}

// EachChild passes every legal move of s with the position it leads to to
// yield, in the order of Children, and stops as soon as yield returns
// false: the moves after it are not played. A search that may stop after
// the first few children (an alpha-beta cutoff) saves the rest.
func (r *Rules) EachChild(s bao.State, yield func(bao.Child) bool) {
	var c bao.Child
	r.EachChildInto(&s, &c.State, func(m bao.Move) bool {
		c.Move = m
		return yield(c)
	})
}

// EachChildInto is EachChild for a search that reads the children where
// they are written: it writes the position each legal move of *s leads to
// into *t, the caller's, and passes the move to yield, which reads *t (by
// pointer: OverAt, HeuristicAt), in the order of Children, and stops as
// soon as yield returns false. Nothing is copied whole right after it is
// written: a 16-byte load of bytes written by narrower stores a moment
// before waits for those stores to reach the cache (a store-forwarding
// stall, about 8 ns here), which a child passed by value in a bao.Child
// costs at every leaf of an alpha-beta search. s and t must not overlap.
func (r *Rules) EachChildInto(s, t *bao.State, yield func(bao.Move) bool) {
	if s.Side > bao.North {
		return
	}
	var w0 pos
	det := detector{memo: &r.endless}
	load(s, &w0)
	p := s.Side
	for m := candidates(&w0, p); m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if st, child, b, bank := play(&w0, p, k, &det); st == done {
			*t = *s
			store(t, &w0, b, bank, p, child)
			if !yield(moveAt(k)) {
				return
			}
		}
	}
}

// Sample draws a uniformly random legal move of s with its resulting
// position, playing out only the moves it draws (see draw).
func (r *Rules) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) {
	if s.Side > bao.North {
		return bao.Child{}, false
	}
	var w pos
	det := detector{memo: &r.endless}
	load(&s, &w)
	p := s.Side
	k, child, ok := draw(&w, p, rng, &det)
	if !ok {
		return bao.Child{}, false
	}
	store(&s, &w, w.b, w.bank, p, child)
	return bao.Child{Move: moveAt(k), State: s}, true
}

// Playout plays random moves from s as Sample draws them, until the game is
// over or maxPlies moves are played (bao.Playout). The moves are played on
// the engine's packed form of the position, which is written back to a
// State once, at the end.
func (r *Rules) Playout(s bao.State, rng *rand.Rand, maxPlies int) (bao.State, int) {
	if s.Side > bao.North {
		return s, 0
	}
	var w pos
	det := detector{memo: &r.endless}
	load(&s, &w)
	p := s.Side
	var made [2]uint16 // the children made in the playout, by reserver
	ply := 0
	for ; ply < maxPlies; ply++ {
		_, child, ok := draw(&w, p, rng, &det)
		if !ok {
			break
		}
		if child >= 0 {
			w.reserve(p, child)
			made[p] |= 1 << child
		}
		p = p.Other()
	}
	storePits(&s, &w, w.b, w.bank)
	s.Reserved[bao.South] |= slotMask(made[bao.South])
	s.Reserved[bao.North] |= slotMask(made[bao.North])
	s.Side = p
	return s, ply
}

// Record plays random moves from s as Playout does, drawn with rng[side
// to move], and appends each to buf (bao.Recorder); Bao Kingulu moves
// carry no notes.
func (r *Rules) Record(s bao.State, rng *[2]*rand.Rand, maxPlies int, buf []bao.Played) (bao.State, []bao.Played) {
	if s.Side > bao.North {
		return s, buf
	}
	var w pos
	var det detector
	load(&s, &w)
	p := s.Side
	var made [2]uint16 // the children made, by reserver
	for ply := 0; ply < maxPlies; ply++ {
		k, child, ok := draw(&w, p, rng[p], &det)
		if !ok {
			break
		}
		if child >= 0 {
			w.reserve(p, child)
			made[p] |= 1 << child
		}
		buf = append(buf, bao.Played{Move: moveAt(k), Side: p})
		p = p.Other()
	}
	storePits(&s, &w, w.b, w.bank)
	s.Reserved[bao.South] |= slotMask(made[bao.South])
	s.Reserved[bao.North] |= slotMask(made[bao.North])
	s.Side = p
	return s, buf
}

// draw plays a uniformly random legal move of player p in w, the position
// before it, and returns its start pit and the child it made (a ring
// position or -1); ok is false, and w unchanged, when p has no legal move.
// The reservations of w are the caller's to update. An eligible start pit
// is drawn at random among those left, and one that turns out illegal (its
// first lap ends as in G5c, or it never ends, G8) is put aside and another
// drawn. Every legal move is one start pit, so the draw is uniform over the
// list of Legal.
func draw(w *pos, p bao.Player, rng *rand.Rand, det *detector) (k, child int, ok bool) {
	k0 := 6 * int(p&1)
	for live := candidates(w, p); live != 0; {
		k := k0 + sow.NthBit8(uint8(live>>k0), sow.IntN(rng, bits.OnesCount8(uint8(live>>k0))))
		if st, child, b, bank := play(w, p, k, det); st == done {
			w.b, w.bank = b, bank
			return k, child, true
		}
		live &^= 1 << k
	}
	return 0, -1, false
}

// hasLegal reports whether the side to move in s has a legal move.
func (r *Rules) hasLegal(s *bao.State) bool {
	if s.Side > bao.North {
		return false
	}
	var w0 pos
	loadPits(s, &w0)
	p := s.Side
	if endsAny(&w0, p) {
		return true
	}
	ends, relays := starts(&w0, p)
	if ends != 0 {
		return true
	}
	if relays == 0 {
		return false
	}
	det := detector{memo: &r.endless}
	load(s, &w0)
	for m := relays; m != 0; m &= m - 1 {
		if st, _, _, _ := play(&w0, p, bits.TrailingZeros16(m), &det); st == done {
			return true
		}
	}
	return false
}

// Apply plays m in s and returns the new position; s is not changed. An
// illegal move returns a *bao.MoveError naming the rule: G2 (not an
// eligible start pit), G5c (the first lap ends in an occupied pit of the
// mover's own row), G8 (the move never ends), or 6 (a direction sign or a
// safari mark, which Bao Kingulu moves do not have).
func (*Rules) Apply(s bao.State, m bao.Move) (bao.State, error) {
	if s.Side > bao.North {
		return s, bao.IllegalIn("kingulu.md", m, "", "the position has no valid side to move (Side = %d)", s.Side)
	}
	if m.Dir != bao.NoDir || m.Safari {
		return s, bao.IllegalIn("kingulu.md", m, "6", "a Bao Kingulu move is its start pit alone (sowing is always anticlockwise, there is no safari): write %v", m.Pit)
	}
	var w pos
	load(&s, &w)
	k, err := startOf(&s, &w, m)
	if err != nil {
		return s, err
	}
	n := w.b.at(k)
	var det detector
	st, child, b, bank := play(&w, s.Side, k, &det)
	switch st {
	case occupied:
		x := bao.PitAt(int(slotOf[(k+int(n))%ringLen]))
		return s, bao.IllegalIn("kingulu.md", m, "G5c", "its first lap of %d seeds ends in %v, an occupied pit of %v's own row, which makes the move illegal (G7)", n, x, s.Side)
	case cycle:
		return s, bao.IllegalIn("kingulu.md", m, "G8", "the move never ends: the state at the start of its lap %d (pits, seeds in hand, current pit) repeats an earlier lap's", det.Laps())
	case budget:
		return s, bao.IllegalIn("kingulu.md", m, "G8", "the move has not ended after %d laps and counts as never-ending", sow.Budget)
	}
	t := s
	store(&t, &w, b, bank, s.Side, child)
	return t, nil
}

// Score returns each player's score by G10: his bank, the seeds in the
// unreserved pits of his own row, and the seeds in his children. A pit
// that a (malformed) state marks as reserved by both players counts for
// South, as bao.State.ReservedBy reads it.
func Score(s bao.State) [2]int {
	var w pos
	load(&s, &w)
	sc := [2]int{int(uint8(w.bank)), int(w.bank >> 8)}
	for k := range ringLen {
		owner := bao.Player(k / 6)
		if w.all>>k&1 != 0 {
			owner = w.owner(k)
		}
		sc[owner] += int(w.b.at(k))
	}
	return sc
}

// Outcome reports whether the game is over in s: exactly when the side to
// move has no legal move (G9). The score of G10 is always filled in
// (Scored is true), also while the game goes on; when it is over the higher
// score wins and equal scores are a draw, with the reason
// bao.NoLegalMove. A state whose side to move is not a player is reported
// as not over.
func (r *Rules) Outcome(s bao.State) bao.Outcome {
	south, north := score(&s)
	o := bao.Outcome{Score: [2]int{south, north}, Scored: true}
	if s.Side > bao.North || r.hasLegal(&s) {
		return o
	}
	o.Reason = bao.NoLegalMove
	switch sc := o.Score; {
	case sc[bao.South] > sc[bao.North]:
		o.Result, o.Winner = bao.Won, bao.South
	case sc[bao.North] > sc[bao.South]:
		o.Result, o.Winner = bao.Won, bao.North
	default:
		o.Result = bao.Drawn
	}
	return o
}

// Over reports whether the game is over in s, as Outcome(s).Over() does,
// without counting the score: for searches that test many positions and
// need the outcome of the few that are over.
func (r *Rules) Over(s bao.State) bool { return r.OverAt(&s) }

// OverAt is Over of the position at s, which it reads in place (see
// EachChildInto).
func (r *Rules) OverAt(s *bao.State) bool { return s.Side <= bao.North && !r.hasLegal(s) }

// Validate checks the reservations of a hand-made position (section 3):
// a child lies in the opponent's row of its reserver, and holds 4 or 5
// seeds. The seed total and the syntax are checked by the bao package.
func (*Rules) Validate(s bao.State) error {
	for p := bao.South; p <= bao.North; p++ {
		for m := s.Reserved[p]; m != 0; m &= m - 1 {
			x := bao.PitAt(bits.TrailingZeros32(m))
			if !geometry.Contains(x) {
				return bao.Invalid("reservations", "slot %d is not a pit of this board", x.Index())
			}
			if x.Player() == p {
				return bao.Invalid("pit "+x.String(), "%v is marked as %v's child, but it lies in %v's own row: a player reserves pits of his opponent's row only", x, p, p)
			}
			if n := s.Pits[x.Index()]; n != 4 && n != 5 {
				return bao.Invalid("pit "+x.String(), "%v is %v's child but holds %d seeds: a child holds 4 or 5 seeds", x, p, n)
			}
		}
	}
	return nil
}

// Info describes the variant.
func (*Rules) Info() bao.Info {
	return bao.Info{
		Title:     "Bao Kingulu",
		Summary:   "The two-row bao of the Ngulu people of east-central Tanzania, recorded by M. Klamroth (1911): two rows of six pits, 48 seeds, both players sow anticlockwise round the whole board with relay sowing; a move ending in an empty pit of the mover's row captures the opposite pit, and a lap whose last seed turns an opponent's three into four makes that pit the mover's child (kuweka mtoto), whose later seeds go to him. The game ends when the player to move cannot move; the seeds are then counted.",
		Sources:   sources,
		Conserves: true,
	}
}

var sources = []string{
	"Mancala World, Bao Kingulu: https://mancala.fandom.com/wiki/Bao_Kingulu (rules after M. Klamroth, Afrikanische Brettspiele, 1911)",
	"Mancala World, Bao dictionary: https://mancala.fandom.com/wiki/Bao_dictionary",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001): http://www.fdg.unimaas.nl/educ/donkers/games/Bao/rules.html (the treatment of never-ending moves that G8 follows)",
}

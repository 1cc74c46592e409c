package solve

import (
	"context"

	"github.com/bao-games/bao"
)

// Depth-first proof-number search (df-pn: Nagai 2002, with the 1+epsilon
// trick of Pawlewicz and Lew 2007) answers the solver's question, can p
// force a win from s within d plies, best first: it expands the position
// whose answer is cheapest to settle by the proof and disproof numbers,
// where the depth-first search of worker.win expands in a fixed order.
// The question is bounded in plies, so a node is a state with the plies
// left: the tree is finite and acyclic, and the values of df-pn are
// exact (no graph-history problem: a state with other plies left is
// another node). Every node proven or disproven is told to the solver's
// table as a fact (p wins within d; p does not win within d), so that the
// iterative deepening that follows, which finds the exact distance, is
// answered from it.

// pnInf is an infinite proof or disproof number: numbers are 28 bits.
const pnInf = 1<<28 - 1

// pnTable is df-pn's own table: the proof and disproof numbers of nodes
// not yet settled (settled ones go to the solver's table as facts). An
// entry is two words: the node's key (the state's key.h mixed with the
// plies left) and its numbers (28 bits each) with 8 check bits of the
// state's key.check; four entries to a 64-byte bucket. Like the solver's
// table it starts small and doubles when half full, up to its bound;
// then it replaces the entry with the smallest pn+dn (the least work
// below it, roughly).
type pnTable struct {
	b    [][pnWays][2]uint64
	mask uint64
	used int
	max  uint64
}

const pnWays = 4

func newPNTable(mem int64) *pnTable {
	n := uint64(1)
	for int64(n*2)*64 <= mem {
		n *= 2
	}
	t := &pnTable{max: n}
	t.reset()
	return t
}

func (t *pnTable) reset() {
	n := min(t.max, startBuckets)
	t.b, t.mask, t.used = make([][pnWays][2]uint64, n), n-1, 0
}

// pnKey is the key of node (s, d) of the search for p's win.
func pnKey(k key, d int, p bao.Player) key {
	k.h ^= uint64(d+1+256*int(p)) * 0x9e3779b97f4a7c15
	k.check >>= 56
	return k
}

func (t *pnTable) get(k *key) (pn, dn uint32, ok bool) {
	b := &t.b[k.h&t.mask]
	for i := range b {
		if e := &b[i]; e[0] == k.h && e[1]>>56 == k.check && e[1] != 0 {
			return uint32(e[1] & pnInf), uint32(e[1] >> 28 & pnInf), true
		}
	}
	return 1, 1, false
}

func (t *pnTable) put(k *key, pn, dn uint32) {
	b := &t.b[k.h&t.mask]
	data := uint64(pn) | uint64(dn)<<28 | k.check<<56 // not 0: pn+dn > 0
	victim, work := 0, uint64(1<<63)
	for i := range b {
		e := &b[i]
		if e[1] == 0 {
			victim = i
			t.used++
			break
		}
		if e[0] == k.h && e[1]>>56 == k.check {
			victim = i
			break
		}
		if w := e[1]&pnInf + e[1]>>28&pnInf; w < work {
			victim, work = i, w
		}
	}
	b[victim] = [2]uint64{k.h, data}
	if t.used*2 > len(t.b)*pnWays && uint64(len(t.b)) < t.max {
		t.grow()
	}
}

// grow doubles the table, moving every entry to its new bucket.
func (t *pnTable) grow() {
	old := t.b
	n := uint64(len(old)) * 2
	t.b, t.mask, t.used = make([][pnWays][2]uint64, n), n-1, 0
	for i := range old {
		for _, e := range old[i] {
			if e[1] == 0 {
				continue
			}
			nb := &t.b[e[0]&t.mask]
			for j := range nb {
				if nb[j][1] == 0 {
					nb[j] = e
					t.used++
					break
				}
			}
		}
	}
}

// pnSearch is one df-pn search for player p.
type pnSearch struct {
	w     *worker
	p     bao.Player
	tt    *pnTable
	kids  [][]bao.Child // by depth from the root, reused
	nodes [][]pnChild   // by depth from the root, reused
}

// pnChild is what a node knows of one child during its MID loop.
type pnChild struct {
	s      *bao.State
	k      key
	pn, dn uint32
	d      int
}

// provePN answers, by df-pn, whether p wins from s within d plies: won,
// or lost (no win within d; exact when no line of the search reaches d,
// left false: the table's facts then say it), or ok false if the search
// was stopped.
func (w *worker) provePN(s *bao.State, d int, p bao.Player, tt *pnTable) (won, ok bool) {
	x := &pnSearch{w: w, p: p, tt: tt, kids: make([][]bao.Child, d+1), nodes: make([][]pnChild, d+1)}
	k := keyOf(s)
	pn, dn := x.mid(s, k, d, 0, pnInf-1, pnInf-1)
	if w.halted() {
		return false, false
	}
	// The root's thresholds are infinite, so it stops only settled.
	_ = dn
	return pn == 0, true
}

// leaf returns the proof and disproof numbers of s with d plies left when
// they are known without expanding it: finished, out of plies, or
// settled in the solver's table.
func (x *pnSearch) leaf(s *bao.State, k *key, d int) (pn, dn uint32, ok bool) {
	o := x.w.sh.v.Outcome(*s)
	if o.Over() {
		if o.Result == bao.Won && o.Winner == x.p {
			return 0, pnInf, true
		}
		return pnInf, 0, true
	}
	if d == 0 {
		return pnInf, 0, true
	}
	if b, found := x.w.sh.tt.lookup(k); found {
		switch {
		case b.hi[x.p] != 0 && int(b.hi[x.p]) <= d:
			return 0, pnInf, true
		case b.lo[x.p] == never || int(b.lo[x.p]) >= d:
			return pnInf, 0, true
		}
	}
	return 0, 0, false
}

// mid expands node (s, d) until its proof number reaches thpn or its
// disproof number thdn, and returns them.
func (x *pnSearch) mid(s *bao.State, k key, d, ply int, thpn, thdn uint32) (uint32, uint32) {
	if pn, dn, ok := x.leaf(s, &k, d); ok {
		return pn, dn
	}
	x.w.count()
	if x.w.halted() {
		return 1, 1
	}
	or := s.Side == x.p
	x.kids[ply] = bao.Children(x.w.sh.v, *s, x.kids[ply][:0])
	kids := x.nodes[ply][:0]
	for range x.kids[ply] {
		kids = append(kids, pnChild{})
	}
	x.nodes[ply] = kids
	for i := range kids {
		c := &kids[i]
		c.s, c.d = &x.kids[ply][i].State, d-1
		c.k = keyOf(c.s)
		if pn, dn, ok := x.leaf(c.s, &c.k, c.d); ok {
			c.pn, c.dn = pn, dn
			continue
		}
		pk := pnKey(c.k, c.d, x.p)
		c.pn, c.dn, _ = x.tt.get(&pk)
	}
	nk := pnKey(k, d, x.p)
	for {
		pn, dn, best, second := x.numbers(kids, or)
		if pn >= thpn || dn >= thdn || x.w.halted() {
			x.settle(s, &k, &nk, d, pn, dn)
			return pn, dn
		}
		c := &kids[best]
		var cpn, cdn uint32
		if or {
			cpn = min(thpn, eps(second))
			cdn = sub(thdn, dn, c.dn)
		} else {
			cdn = min(thdn, eps(second))
			cpn = sub(thpn, pn, c.pn)
		}
		c.pn, c.dn = x.mid(c.s, c.k, c.d, ply+1, cpn, cdn)
	}
}

// numbers returns a node's proof and disproof numbers from its
// children's, the child to expand next (the smallest proof number at an
// OR node, disproof number at an AND node) and the second smallest.
func (x *pnSearch) numbers(kids []pnChild, or bool) (pn, dn uint32, best int, second uint32) {
	smallest, second := uint32(pnInf), uint32(pnInf)
	var sum uint64
	for i := range kids {
		a, b := kids[i].pn, kids[i].dn // a: minimized, b: summed
		if !or {
			a, b = b, a
		}
		sum += uint64(b)
		if a < smallest {
			smallest, second, best = a, smallest, i
		} else if a < second {
			second = a
		}
	}
	total := uint32(min(sum, pnInf))
	if or {
		return smallest, total, best, second
	}
	return total, smallest, best, second
}

// eps is the child's threshold from the second best, with the 1+epsilon
// trick (epsilon 1/4): a child is left once it is a quarter worse than
// the second best, not at once, so that the search does not hop between
// two siblings.
func eps(second uint32) uint32 {
	if second >= pnInf-1 {
		return pnInf - 1
	}
	return uint32(min(uint64(second)+uint64(second)/4+1, pnInf-1))
}

// sub is the summed number's threshold for the child: th - (total -
// child's).
func sub(th, total, child uint32) uint32 {
	if total >= pnInf {
		return th
	}
	return uint32(min(uint64(th)-min(uint64(th), uint64(total))+uint64(child), pnInf-1))
}

// settle stores a node's numbers: in the solver's table as a fact when
// settled (at every depth: df-pn comes back to a node often), else in
// df-pn's own table.
func (x *pnSearch) settle(s *bao.State, k, nk *key, d int, pn, dn uint32) {
	switch {
	case x.w.halted():
	case pn == 0:
		x.w.sh.tt.update(k, x.p, 0, uint8(d), d)
	case dn == 0:
		x.w.sh.tt.update(k, x.p, uint8(d), 0, d)
	default:
		x.tt.put(nk, pn, dn)
	}
}

// ProveWin asks df-pn alone whether the side to move wins from s within
// plies plies (1 to 254), and returns a first move of such a win with the
// plies it wins within: a proven win, not the fastest (Solve finds that).
// ok is false when there is no win within plies, when the search was
// stopped (ctx, Options.MaxNodes), or when the table has lost the fact of
// the winning move. It uses one worker, and counts its nodes against
// Options.MaxNodes from 0, as Solve does.
func (sv *Solver) ProveWin(ctx context.Context, s bao.State, plies int) (m bao.Move, within int, ok bool) {
	if sv.check(s) != nil || sv.sh.plain != nil || plies < 1 || plies > maxDepth || sv.v.Outcome(s).Over() {
		return m, 0, false
	}
	sv.sh.nodes.Store(0)
	sv.sh.stop.Store(false)
	sv.sh.outOfNodes.Store(false)
	stopWatch := sv.watch(ctx)
	defer stopWatch()
	if sv.pn == nil {
		sv.pn = newPNTable(sv.opts.Memory / 4)
	}
	w := sv.ws[0]
	won, done := w.provePN(&s, plies, s.Side, sv.pn)
	w.flush()
	if !done || !won {
		return m, 0, false
	}
	p := s.Side
	for _, c := range bao.Children(sv.v, s, nil) {
		if o := sv.v.Outcome(c.State); o.Over() {
			if o.Result == bao.Won && o.Winner == p {
				return c.Move, 1, true
			}
			continue
		}
		if b, found := sv.sh.lookup(&c.State); found && b.hi[p] != 0 && int(b.hi[p]) <= plies-1 {
			return c.Move, int(b.hi[p]) + 1, true
		}
	}
	return m, 0, false
}

package solve

import (
	"sync/atomic"
	"time"

	"github.com/bao-games/bao"
)

// shared is what the workers of one solve share.
type shared struct {
	v  bao.Variant
	tt *table
	// plain, when not nil, is used instead of tt: the solver of the
	// first version, kept as the twin the compact table is tested and
	// measured against (with it, every depth is looked up: minTT 1).
	plain *plainTable
	// minTT is the least depth of a search that the table is asked
	// about or told of: below it, a state is searched again rather than
	// looked up, which is quicker.
	minTT int
	nodes atomic.Int64
	stop  atomic.Bool // the run is over: cancelled, out of time
	// deadline is the context's deadline (zero: none), which the workers
	// read from the clock themselves: where a timer cannot interrupt a
	// busy goroutine (js/wasm has one thread and no preemption), the
	// context's own timer would fire only after the search.
	deadline time.Time
	done     atomic.Bool // this iteration is answered: the other workers stop
	// maxNodes is Options.MaxNodes (0: none); outOfNodes says that the
	// search stopped at it.
	maxNodes   int64
	outOfNodes atomic.Bool
	// busy counts, by hash, the workers searching a state near the
	// root; nil with one worker.
	busy []atomic.Int32
}

const busyMask = 1<<16 - 1

// info is what is known of a child before it is searched: its outcome for
// the player p whose win is sought, and the table's bounds.
type info struct {
	k         key // the child's key, if looked up (not with plain)
	over, won bool
	found     bool // b is from the table
	b         bounds
	order     int // sort key of the move ordering, smallest first
}

// level holds the children of the node at one ply of the search, reused
// from node to node.
type level struct {
	kids  []bao.Child
	infos []info
	// st and yield are searchEach's at this ply, deeper than 1 (yield
	// made once).
	st    stream
	yield func(bao.Child) bool
}

// worker searches on one goroutine.
type worker struct {
	sh     *shared
	id     int
	nodes  int64
	levels []level
	moves  [64]bao.Move
	// counter is the variant's, if it counts moves without listing them
	// (not with the plain twin, which lists them).
	counter bao.LegalCounter
	// lazy is the variant's, if it hands out children one at a time (not
	// with the plain twin): the nodes where search would decide nothing
	// before it searches the children are then searched by searchEach.
	lazy bao.LazyExpander
	// last is searchEach's state at depth 1, and yield its callback there,
	// made once (a closure handed to EachChild at every node would be
	// allocated at every node); deeper, each level has its own.
	last  stream
	yield func(bao.Child) bool
}

// stream is what searchEach's callback knows of the children of the node
// it is passed: the player p whose win is sought, whether p moves (want:
// a child won by p decides the node, a hit; at a node of the opponent's,
// a child not won), the node's depth and ply, and what it found so far.
type stream struct {
	p                  bao.Player
	want               bool
	d, ply             int
	counted, stop, hit bool
	exact              bool // every child before the hit was decided exactly
	hitExact           bool // the exact of the child that decided the node
}

func newWorker(sh *shared, id int) *worker {
	w := &worker{sh: sh, id: id, levels: make([]level, maxDepth+1)}
	if c, ok := sh.v.(bao.LegalCounter); ok && sh.plain == nil {
		w.counter = c
	}
	if e, ok := sh.v.(bao.LazyExpander); ok && sh.plain == nil {
		w.lazy = e
		w.yield = func(c bao.Child) bool { return w.eachChild(&w.last, &c) }
		for ply := range w.levels {
			st := &w.levels[ply].st
			w.levels[ply].yield = func(c bao.Child) bool { return w.eachChild(st, &c) }
		}
	}
	return w
}

// halted reports whether the worker must give up its search.
func (w *worker) halted() bool {
	return w.sh.stop.Load() || w.sh.done.Load()
}

func (w *worker) count() {
	if w.sh.maxNodes > 0 && w.sh.nodes.Load()+w.nodes&1023 >= w.sh.maxNodes {
		// Exact with one worker: the shared count and this worker's
		// part not yet added. The position is not expanded (halted).
		w.sh.outOfNodes.Store(true)
		w.sh.stop.Store(true)
		return
	}
	w.nodes++
	if w.nodes&1023 == 0 {
		w.sh.nodes.Add(1024)
		if !w.sh.deadline.IsZero() && time.Now().After(w.sh.deadline) {
			w.sh.stop.Store(true)
		}
	}
}

func (w *worker) flush() {
	w.sh.nodes.Add(w.nodes & 1023)
	w.nodes = 0
}

// classify returns what is known of s for p, to be searched to depth d:
// its outcome and, if d > 0, the table's bounds.
//
// The compact table is asked first: a state it knows is not over (only
// states searched are stored, and a finished one is never searched), so
// its outcome need not be worked out.
func (w *worker) classify(s *bao.State, p bao.Player, d int) info {
	var in info
	if d >= w.sh.minTT && w.sh.plain == nil {
		in.k = keyOf(s)
		if in.b, in.found = w.sh.tt.lookup(&in.k); in.found {
			return in
		}
	}
	o := w.sh.v.Outcome(*s)
	if o.Over() {
		return info{over: true, won: o.Result == bao.Won && o.Winner == p}
	}
	if d >= w.sh.minTT && w.sh.plain != nil {
		in.b, in.found = w.sh.plain.lookup(s)
	}
	return in
}

// store tells the table a fact about s, whose key is k (if not plain),
// for a search of depth d: lo (no win within lo plies) or hi (a win
// within hi plies).
func (w *worker) store(s *bao.State, k *key, d int, p bao.Player, lo, hi uint8, work int) {
	switch {
	case d < w.sh.minTT:
	case w.sh.plain != nil:
		w.sh.plain.update(s, p, lo, hi, work)
	default:
		w.sh.tt.update(k, p, lo, hi, work)
	}
}

// lookup returns what the table knows of s.
func (sh *shared) lookup(s *bao.State) (bounds, bool) {
	if sh.plain != nil {
		return sh.plain.lookup(s)
	}
	k := keyOf(s)
	return sh.tt.lookup(&k)
}

// busyIndex returns the slot of s, whose key is k, in shared.busy.
func (w *worker) busyIndex(s *bao.State, k *key) uint64 {
	if w.sh.plain != nil {
		return plainHash(s) & busyMask
	}
	return k.h >> 32 & busyMask
}

// decided answers from what is known of a state, if that is enough for a
// search of depth d: ok is true when won and exact are the answer.
func (in *info) decided(d int, p bao.Player) (won, exact, ok bool) {
	switch {
	case in.over:
		return in.won, !in.won, true
	case d == 0:
		return false, false, true
	case !in.found:
		return false, false, false
	case in.b.lo[p] == never:
		return false, true, true
	case in.b.hi[p] != 0 && int(in.b.hi[p]) <= d:
		return true, false, true
	case int(in.b.lo[p]) >= d:
		return false, false, true
	}
	return false, false, false
}

// win reports whether p can force a win from s within d plies; exact says,
// when he cannot, that p cannot force a win from s at all (every line of
// the search ended in a finished game not won by p). The answer is
// meaningless once w.halted() is true, and is then not stored.
func (w *worker) win(s *bao.State, d int, p bao.Player) (won, exact bool) {
	in := w.classify(s, p, d)
	if won, exact, ok := in.decided(d, p); ok {
		return won, exact
	}
	return w.search(s, &in.k, d, p, 0)
}

// search is win for a state that is not over and not decided by the
// table, at depth d >= 1; k is its key, if classify looked it up.
func (w *worker) search(s *bao.State, k *key, d int, p bao.Player, ply int) (won, exact bool) {
	if w.sh.plain != nil {
		w.count()
	}
	if w.halted() {
		return false, false
	}
	if d == 1 && w.lazy != nil {
		return w.searchEach(s, k, d, p, ply, &w.last, w.yield)
	}
	if d >= 2 && w.lazy != nil && (s.Side == p || d <= lazyAnd) && d-1 < w.sh.minTT && d < w.sortFrom() && (w.sh.busy == nil || ply+1 >= busyPlies) {
		return w.searchEach(s, k, d, p, ply, &w.levels[ply].st, w.levels[ply].yield)
	}
	lv := &w.levels[ply] // levels never grow: lv stays valid below
	if lv.kids == nil {
		lv.kids, lv.infos = make([]bao.Child, 0, 64), make([]info, 0, 64)
	}
	lv.kids = bao.Children(w.sh.v, *s, lv.kids[:0])
	lv.infos = lv.infos[:0]
	if w.sh.plain == nil {
		if len(lv.kids) == 0 {
			// Over (a state is over exactly when it has no legal
			// move): a child whose outcome sift left to its search.
			return w.overValue(s, p)
		}
		if w.count(); w.halted() {
			return false, false
		}
	}
	if w.sh.busy != nil && ply < busyPlies {
		b := &w.sh.busy[w.busyIndex(s, k)]
		b.Add(1)
		defer b.Add(-1)
	}
	if s.Side == p {
		won, exact = w.or(lv, d, p, ply)
	} else {
		won, exact = w.and(lv, d, p, ply)
	}
	return w.stored(s, k, d, p, won, exact)
}

// stored tells the table what the search of s to depth d found, unless
// the worker must give up, and returns it.
func (w *worker) stored(s *bao.State, k *key, d int, p bao.Player, won, exact bool) (bool, bool) {
	if w.halted() {
		return false, false
	}
	switch {
	case won:
		w.store(s, k, d, p, 0, uint8(d), d)
	case exact:
		w.store(s, k, d, p, never, 0, maxDepth)
	default:
		w.store(s, k, d, p, uint8(d), 0, d)
	}
	return won, exact
}

// overValue is the answer of win for s, which is over.
func (w *worker) overValue(s *bao.State, p bao.Player) (won, exact bool) {
	o := w.sh.v.Outcome(*s)
	won = o.Result == bao.Won && o.Winner == p
	return won, !won
}

// searchEach is search for a node that sift, or and and would not
// decide before searching its children, with a variant that hands out
// its children one at a time: at depth 1, where every child is decided
// at once (depth 0: won exactly when it is over and won by p); deeper,
// below sortFrom and minTT (the children neither ordered nor looked up),
// where sift leaves every child's outcome to its search (every node of
// p's, the opponent's up to lazyAnd), with one worker or from busyPlies
// on. It decides or searches each child as the variant hands it out, in
// the same order as search, and stops at the first that decides the node
// as or and and do: the children after it are not played (at depth 1, at
// a node of p's opponent, that is usually all but the first). The same
// answer and the same nodes counted as search. st and yield are the
// depth's state and callback (yield calls w.eachChild with st).
func (w *worker) searchEach(s *bao.State, k *key, d int, p bao.Player, ply int, st *stream, yield func(bao.Child) bool) (won, exact bool) {
	if w.sh.busy != nil && ply < busyPlies {
		b := &w.sh.busy[w.busyIndex(s, k)]
		b.Add(1)
		defer b.Add(-1)
	}
	*st = stream{p: p, want: s.Side == p, d: d, ply: ply, exact: true}
	w.lazy.EachChild(*s, yield)
	switch {
	case !st.counted:
		return w.overValue(s, p) // no legal move
	case st.stop:
		return false, false
	case st.hit && st.want:
		won, exact = true, false // or: a winning child
	case st.hit:
		won, exact = false, st.hitExact // and: the first child not won
	case st.want:
		won, exact = false, st.exact // or: no child won
	default:
		won, exact = true, false // and: every child won
	}
	return w.stored(s, k, d, p, won, exact)
}

// eachChild is searchEach's callback with its state st: it counts the
// node at its first child, as search counts a node with children, and
// decides c at depth 0 as sift does, or searches it as each does.
func (w *worker) eachChild(st *stream, c *bao.Child) bool {
	if !st.counted {
		st.counted = true
		if w.count(); w.halted() {
			st.stop = true
			return false
		}
	}
	var won, ex bool
	if st.d == 1 {
		in := w.classify(&c.State, st.p, 0)
		won, ex, _ = in.decided(0, st.p) // always decided at depth 0
	} else {
		var k key // not looked up: depth d-1 is below minTT
		won, ex = w.search(&c.State, &k, st.d-1, st.p, st.ply+1)
		if w.halted() {
			st.stop = true
			return false
		}
	}
	if won == st.want {
		st.hit, st.hitExact = true, ex
		return false
	}
	st.exact = st.exact && ex
	return true
}

// or is a node where p moves: one winning child is enough.
func (w *worker) or(lv *level, d int, p bao.Player, ply int) (won, exact bool) {
	// Wins known at once first; set aside the children decided as
	// failures, keep the open ones.
	n, exact, hit := w.sift(lv, d, p, true)
	if hit {
		return true, false
	}
	// Fewest replies first: a proof is smallest where the defender has
	// least choice.
	sortOpen(lv, n, d, w.sortFrom(), func(i int) int { return w.replies(&lv.kids[i].State) })
	w.each(lv, n, d, p, ply, func(ok, ex bool) bool {
		if ok {
			won = true
			return true
		}
		exact = exact && ex
		return false
	})
	switch {
	case w.halted():
		return false, false
	case won:
		return true, false
	}
	return false, exact
}

// replies returns the number of legal moves of s: with CountLegal where
// the variant has it and the table is not the plain twin's.
func (w *worker) replies(s *bao.State) int {
	if w.counter != nil {
		return w.counter.CountLegal(*s)
	}
	return len(w.sh.v.Legal(*s, w.moves[:0]))
}

// and is a node where p's opponent moves: every child must be won.
func (w *worker) and(lv *level, d int, p bao.Player, ply int) (won, exact bool) {
	n, ex, hit := w.sift(lv, d, p, false)
	if hit {
		return false, ex
	}
	// Replies the table knows to hold out longest first.
	sortOpen(lv, n, d, w.sortFrom(), func(i int) int { return -int(lv.infos[i].b.lo[p]) })
	won = true
	w.each(lv, n, d, p, ply, func(ok, ex bool) bool {
		if !ok {
			won, exact = false, ex
			return true
		}
		return false
	})
	if w.halted() {
		return false, false
	}
	return won, exact
}

// sift looks the children of lv up in the table at depth d-1 and keeps
// the open ones, with their infos, as the first n of lv.kids. It stops at
// the first child decided as won == want (hit), with that child's exact;
// otherwise exact is whether every decided child was decided exactly.
func (w *worker) sift(lv *level, d int, p bao.Player, want bool) (n int, exact, hit bool) {
	exact = true
	// At a node of p's, a child that is over is rare, and every child is
	// searched unless one wins: the outcome of a child to be searched is
	// left to its search, which lists its moves anyway (none: over). At
	// a node of the opponent's, a child that is over (p has lost) is a
	// quick refutation worth looking for before any child is searched,
	// but not up to lazyAnd plies.
	lazy := (want || d <= lazyAnd) && w.sh.plain == nil && d-1 >= 1
	for i := range lv.kids {
		var in info
		switch c := &lv.kids[i].State; {
		case !lazy:
			in = w.classify(c, p, d-1)
		case d-1 >= w.sh.minTT:
			in.k = keyOf(c)
			in.b, in.found = w.sh.tt.lookup(&in.k)
		}
		won, ex, ok := in.decided(d-1, p)
		if !ok {
			lv.kids[n] = lv.kids[i]
			lv.infos = append(lv.infos, in)
			n++
			continue
		}
		if won == want {
			return n, ex, true
		}
		exact = exact && ex
	}
	return n, exact, false
}

// busyPlies is the depth, from the root, down to which workers tell each
// other what they are searching.
const busyPlies = 6

// each searches the first n children of lv in order until done returns
// true. With several workers, a child that another worker is searching is
// put off to the end (ABDADA), and looked up again before its turn: by
// then the other worker has often decided it.
func (w *worker) each(lv *level, n, d int, p bao.Player, ply int, done func(won, exact bool) bool) {
	share := w.sh.busy != nil && ply+1 < busyPlies
	var later [64]uint8
	nl := 0
	for i := 0; i < n; i++ {
		c := &lv.kids[i].State
		k := &lv.infos[i].k
		if share && nl < len(later) && w.sh.busy[w.busyIndex(c, k)].Load() > 0 {
			later[nl] = uint8(i)
			nl++
			continue
		}
		won, ex := w.search(c, k, d-1, p, ply+1)
		if w.halted() || done(won, ex) {
			return
		}
	}
	for _, i := range later[:nl] {
		c := &lv.kids[i].State
		in := w.classify(c, p, d-1)
		won, ex, ok := in.decided(d-1, p)
		if !ok {
			won, ex = w.search(c, &in.k, d-1, p, ply+1)
		}
		if w.halted() || done(won, ex) {
			return
		}
	}
}

// sortOpen sorts the first n children of lv by key, the order key of the
// i-th, keeping the canonical order among equals (insertion sort: n is
// small). It leaves them as they are at depth d below from, where
// ordering costs more than it saves.
func sortOpen(lv *level, n, d, from int, key func(i int) int) {
	if n < 2 || d < from {
		return
	}
	for i := 0; i < n; i++ {
		lv.infos[i].order = key(i)
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && lv.infos[j].order < lv.infos[j-1].order; j-- {
			lv.kids[j], lv.kids[j-1] = lv.kids[j-1], lv.kids[j]
			lv.infos[j], lv.infos[j-1] = lv.infos[j-1], lv.infos[j]
		}
	}
}

// minTT is shared.minTT of the compact table: states searched to fewer
// than 7 plies are searched again rather than looked up or stored. The
// searches below are small, and their states many: their entries would
// push the deeper ones out of the caches. Measured (docs/solve.md): the
// CPU time of a solve falls from 1 to 7 and rises again beyond it. A var,
// for the benchmarks that measure it.
var minTT = 7

// sortFrom is the least depth at which sortOpen orders the children:
// below it ordering costs more than it saves (measured: 3 on main before
// the compact table; with it, 5 is about 4% quicker in kujifunza and
// kiswahili).
const sortFrom = 5

// sortFrom returns the least depth sortOpen orders at: 3 for the plain
// twin, which is the solver as it was.
func (w *worker) sortFrom() int {
	if w.sh.plain != nil {
		return 3
	}
	return sortFrom
}

// lazyAnd is the greatest depth at which sift leaves the outcome of the
// children of a node of p's opponent to their search (at a node of p's,
// at every depth): below sortFrom, where the children are searched in the
// canonical order, a child's search is hardly dearer than its outcome,
// and searchEach then plays none of the children after the first that
// refutes the node. Measured (one worker, CPU time of 3 solves each,
// alternately): from 2 to 4, kujifunza's full solve 3,659,325 nodes in
// 1.83-1.87 s, then 3,835,090 in 1.67-1.76 s; kingulu's 0.27-0.28 s, then
// 0.25-0.26 s; kiswahili's start to 18 plies 0.16-0.17 s, then 0.14 s.
// With no lazy sift at nodes of the opponent's, kujifunza took 2.4 s.
const lazyAnd = 4

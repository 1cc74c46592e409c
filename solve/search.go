package solve

import (
	"sync/atomic"

	"github.com/bao-games/bao"
)

// shared is what the workers of one solve share.
type shared struct {
	v     bao.Variant
	tt    *table
	nodes atomic.Int64
	stop  atomic.Bool // the run is over: cancelled, out of time
	done  atomic.Bool // this iteration is answered: the other workers stop
}

// worker searches on one goroutine; its buffers are reused from node to node.
type worker struct {
	sh    *shared
	id    int
	nodes int64
	bufs  [][]bao.Child
}

func newWorker(sh *shared, id int) *worker {
	return &worker{sh: sh, id: id}
}

// halted reports whether the worker must give up its search.
func (w *worker) halted() bool {
	return w.sh.stop.Load() || w.sh.done.Load()
}

func (w *worker) count() {
	w.nodes++
	if w.nodes&1023 == 0 {
		w.sh.nodes.Add(1024)
	}
}

func (w *worker) flush() {
	w.sh.nodes.Add(w.nodes & 1023)
	w.nodes = 0
}

func (w *worker) children(s *bao.State, ply int) []bao.Child {
	for len(w.bufs) <= ply {
		w.bufs = append(w.bufs, make([]bao.Child, 0, 64))
	}
	w.bufs[ply] = bao.Children(w.sh.v, *s, w.bufs[ply][:0])
	return w.bufs[ply]
}

// terminal says whether s is over and, if so, whether p has won there.
func terminal(v bao.Variant, s *bao.State, p bao.Player) (over, won bool) {
	o := v.Outcome(*s)
	if !o.Over() {
		return false, false
	}
	return true, o.Result == bao.Won && o.Winner == p
}

// win reports whether p can force a win from s within d plies; exact says,
// when it cannot, that p cannot force a win from s at all (every line ends
// in a finished game within the depth, none won by p). The answer is
// meaningless once w.halted() is true, and is then not stored.
func (w *worker) win(s *bao.State, d int, p bao.Player, ply int) (won, exact bool) {
	w.count()
	if over, won := terminal(w.sh.v, s, p); over {
		return won, !won
	}
	if d == 0 {
		return false, false
	}
	if b, ok := w.sh.tt.lookup(s); ok {
		if b.lo[p] == never {
			return false, true
		}
		if b.hi[p] != 0 && int(b.hi[p]) <= d {
			return true, false
		}
		if int(b.lo[p]) >= d {
			return false, false
		}
	}
	if w.halted() {
		return false, false
	}
	kids := w.children(s, ply)
	if s.Side == p {
		won, exact = w.or(kids, d, p, ply)
	} else {
		won, exact = w.and(kids, d, p, ply)
	}
	if w.halted() {
		return false, false
	}
	switch {
	case won:
		w.sh.tt.update(s, p, 0, uint8(d), d)
	case exact:
		w.sh.tt.update(s, p, never, 0, maxDepth)
	default:
		w.sh.tt.update(s, p, uint8(d), 0, d)
	}
	return won, exact
}

// or is a node where p moves: one winning child is enough.
func (w *worker) or(kids []bao.Child, d int, p bao.Player, ply int) (won, exact bool) {
	exact = true
	// Immediate wins and wins the table knows first; set aside the
	// children the table already refutes at this depth.
	n := 0
	for i := range kids {
		c := &kids[i].State
		if over, won := terminal(w.sh.v, c, p); over {
			if won {
				return true, false
			}
			continue
		}
		if d == 1 {
			exact = false
			continue
		}
		if b, ok := w.sh.tt.lookup(c); ok {
			if b.lo[p] == never {
				continue
			}
			if b.hi[p] != 0 && int(b.hi[p]) <= d-1 {
				return true, false
			}
			if int(b.lo[p]) >= d-1 {
				exact = false
				continue
			}
		}
		kids[n] = kids[i]
		n++
	}
	open := kids[:n]
	if n > 1 && w.id > 0 && ply < 4 {
		rotate(open, (w.id*(ply+3))%n)
	}
	for i := range open {
		won, ex := w.win(&open[i].State, d-1, p, ply+1)
		if won {
			return true, false
		}
		if w.halted() {
			return false, false
		}
		exact = exact && ex
	}
	return false, exact
}

// and is a node where p's opponent moves: every child must be won.
func (w *worker) and(kids []bao.Child, d int, p bao.Player, ply int) (won, exact bool) {
	n := 0
	inexact := false
	for i := range kids {
		c := &kids[i].State
		if over, won := terminal(w.sh.v, c, p); over {
			if !won {
				return false, true
			}
			continue
		}
		if d == 1 {
			inexact = true
			continue
		}
		if b, ok := w.sh.tt.lookup(c); ok {
			if b.lo[p] == never {
				return false, true
			}
			if b.hi[p] != 0 && int(b.hi[p]) <= d-1 {
				continue
			}
			if int(b.lo[p]) >= d-1 {
				inexact = true
				continue
			}
		}
		kids[n] = kids[i]
		n++
	}
	if inexact {
		return false, false
	}
	open := kids[:n]
	if n > 1 && w.id > 0 && ply < 4 {
		rotate(open, (w.id*(ply+5))%n)
	}
	for i := range open {
		won, ex := w.win(&open[i].State, d-1, p, ply+1)
		if !won {
			return false, ex
		}
		if w.halted() {
			return false, false
		}
	}
	return true, false
}

func rotate(c []bao.Child, k int) {
	if k == 0 {
		return
	}
	tmp := make([]bao.Child, k)
	copy(tmp, c[:k])
	copy(c, c[k:])
	copy(c[len(c)-k:], tmp)
}

package bao

import (
	"sync"
	"sync/atomic"
)

// Perft returns the number of move sequences of exactly depth plies from s.
// A finished game is not extended, so a sequence that ends the game early
// does not count. Perft(v, s, 0) is 1.
//
// Any depth is accepted: Perft keeps one buffer of children per ply that
// the search actually reaches, made when it first gets there, so its
// memory grows with the longest line it explores (a few kilobytes a ply),
// never with depth itself; room for at most PerftPrealloc buffers is made
// in advance. A position without legal moves counts 0 at once.
func Perft(v Variant, s State, depth int) uint64 {
	if v == nil {
		return 0
	}
	if depth <= 0 {
		return 1
	}
	return newPerfter(v, depth).count(s, depth, 0)
}

// PerftPrealloc is the number of plies for which Perft, PerftParallel and
// PerftDivide make room for buffers in advance, whatever the depth asked;
// deeper buffers are made when the search reaches them.
const PerftPrealloc = 64

// PerftParallel is Perft with the work split over workers goroutines: the
// positions a few plies below s (as many plies as it takes to have 32 per
// worker, leaving at least one ply to count) are dealt out in canonical
// order to the workers as they become free. The count is that of Perft.
// The variant must be safe for concurrent use, as every Variant is. With
// workers < 2 or depth < 2 it is Perft.
func PerftParallel(v Variant, s State, depth, workers int) uint64 {
	if v == nil {
		return 0
	}
	if workers < 2 || depth < 2 {
		return Perft(v, s, depth)
	}
	jobs, split := []State{s}, 0
	for split < depth-1 && len(jobs) > 0 && len(jobs) < 32*workers {
		var next []State
		for _, j := range jobs {
			for _, c := range Children(v, j, nil) {
				next = append(next, c.State)
			}
		}
		jobs, split = next, split+1
	}
	workers = min(workers, len(jobs))
	var next atomic.Int64 // the next job
	var total atomic.Uint64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := newPerfter(v, depth-split)
			var n uint64
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) {
					break
				}
				n += p.count(jobs[i], depth-split, 0)
			}
			total.Add(n)
		}()
	}
	wg.Wait()
	return total.Load()
}

// PerftDivide returns, for every legal move of s in canonical order, the
// number of sequences of depth plies that begin with it (depth >= 1). It is
// the tool for finding the first branch where two move generators disagree.
func PerftDivide(v Variant, s State, depth int) []Division {
	if depth < 1 {
		return nil
	}
	var out []Division
	kids := Children(v, s, nil)
	if len(kids) == 0 {
		return out
	}
	p := newPerfter(v, depth)
	for _, c := range kids {
		out = append(out, Division{Move: c.Move, Nodes: p.count(c.State, depth-1, 0)})
	}
	return out
}

// Division is one line of PerftDivide.
type Division struct {
	Move  Move
	Nodes uint64
}

// perfter holds one child buffer per ply below the root, so counting
// allocates only while the buffers grow.
type perfter struct {
	v    Variant
	e    Expander
	bufs [][]Child // by ply below the root, made when first reached
	mbuf []Move
}

func newPerfter(v Variant, depth int) *perfter {
	p := &perfter{v: v, bufs: make([][]Child, 0, min(depth, PerftPrealloc))}
	p.e, _ = v.(Expander)
	return p
}

// count returns the sequences of depth plies from s, which is ply plies
// below the root.
func (p *perfter) count(s State, depth, ply int) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 {
		p.mbuf = p.v.Legal(s, p.mbuf[:0])
		return uint64(len(p.mbuf))
	}
	if ply == len(p.bufs) {
		p.bufs = append(p.bufs, nil)
	}
	var children []Child
	if p.e != nil {
		children = p.e.Children(s, p.bufs[ply][:0])
	} else {
		children = Children(p.v, s, p.bufs[ply][:0])
	}
	p.bufs[ply] = children
	var n uint64
	for _, c := range children {
		n += p.count(c.State, depth-1, ply+1)
	}
	return n
}

package bao

// Perft returns the number of move sequences of exactly depth plies from s.
// A finished game is not extended, so a sequence that ends the game early
// does not count. Perft(v, s, 0) is 1.
func Perft(v Variant, s State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	p := newPerfter(v, depth)
	return p.count(s, depth)
}

// PerftDivide returns, for every legal move of s in canonical order, the
// number of sequences of depth plies that begin with it (depth >= 1). It is
// the tool for finding the first branch where two move generators disagree.
func PerftDivide(v Variant, s State, depth int) []Division {
	if depth < 1 {
		return nil
	}
	p := newPerfter(v, depth)
	var out []Division
	for _, c := range Children(v, s, nil) {
		out = append(out, Division{Move: c.Move, Nodes: p.count(c.State, depth-1)})
	}
	return out
}

// Division is one line of PerftDivide.
type Division struct {
	Move  Move
	Nodes uint64
}

// perfter holds one child buffer per depth, so counting allocates only
// while the buffers grow.
type perfter struct {
	v    Variant
	e    Expander
	bufs [][]Child
	mbuf []Move
}

func newPerfter(v Variant, depth int) *perfter {
	p := &perfter{v: v, bufs: make([][]Child, depth+1)}
	p.e, _ = v.(Expander)
	return p
}

func (p *perfter) count(s State, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 {
		p.mbuf = p.v.Legal(s, p.mbuf[:0])
		return uint64(len(p.mbuf))
	}
	var children []Child
	if p.e != nil {
		children = p.e.Children(s, p.bufs[depth][:0])
	} else {
		children = Children(p.v, s, p.bufs[depth][:0])
	}
	p.bufs[depth] = children
	var n uint64
	for _, c := range children {
		n += p.count(c.State, depth-1)
	}
	return n
}

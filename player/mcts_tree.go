package player

import (
	"unsafe"

	"github.com/bao-games/bao"
)

// The tree of MCTS: nodes in fixed blocks, a node's children
// consecutive, grown by expand within the memory bound and re-rooted by
// reuse from move to move.

const (
	blockBits = 10
	blockSize = 1 << blockBits
)

type mctsNode struct {
	state  bao.State
	move   bao.Move
	mover  bao.Player // the player who moved into this node
	proof  uint8
	plies  uint16 // plies to the end of a proven game
	nkids  uint16
	parent int32
	first  int32 // index of the first child; -1 until expanded
	visits uint32
	value  float64 // total reward for mover
}

// nodeBytes is the memory one node takes, with its share of the re-rooting
// table.
const nodeBytes = int64(unsafe.Sizeof(mctsNode{})) + 4

// node returns node i.
func (m *MCTS) node(i int32) *mctsNode { return &m.blocks[i>>blockBits][i&(blockSize-1)] }

// alloc reserves k consecutive nodes and returns the first; ok is false
// when the memory bound does not allow them.
func (m *MCTS) alloc(k int) (int32, bool) {
	if int64(m.n)+int64(k) > int64(m.capNodes) {
		return 0, false
	}
	first := m.n
	m.n += int32(k)
	for int(m.n-1)>>blockBits >= len(m.blocks) {
		m.blocks = append(m.blocks, make([]mctsNode, blockSize))
	}
	return first, true
}

// reuse makes the node of s the root when s lies within three plies below
// the last root, dropping the rest of the tree; it reports whether the
// tree was kept.
func (m *MCTS) reuse(v bao.Variant, s bao.State) bool {
	if m.n == 0 || m.treeV != v.Name() {
		return false
	}
	found := int32(-1)
	// Breadth-first over the first three plies.
	level := append(m.level[:0], 0)
	next := m.next[:0]
	for d := 0; d <= 3 && found < 0 && len(level) > 0; d++ {
		next = next[:0]
		for _, i := range level {
			nd := m.node(i)
			if nd.state == s {
				found = i
				break
			}
			if nd.first >= 0 {
				for k := range int32(nd.nkids) {
					next = append(next, nd.first+k)
				}
			}
		}
		level, next = next, level
	}
	m.level, m.next = level, next
	if found < 0 {
		return false
	}
	if found == 0 {
		return true
	}
	// Compact the subtree of found to the front: a node's new index is its
	// rank among the subtree's nodes, which never exceeds its old index,
	// and parents come before their children, so one ascending pass moves
	// every node safely.
	if cap(m.remap) < int(m.n) {
		m.remap = make([]int32, m.n)
	}
	remap := m.remap[:m.n]
	k := int32(0)
	for i := int32(0); i < m.n; i++ {
		remap[i] = -1
		if i == found {
			remap[i] = k
			k++
		} else if i > found {
			if p := m.node(i).parent; p >= found && remap[p] >= 0 {
				remap[i] = k
				k++
			}
		}
	}
	for i := found; i < m.n; i++ {
		j := remap[i]
		if j < 0 {
			continue
		}
		nd := *m.node(i)
		if i == found {
			nd.parent = -1
		} else {
			nd.parent = remap[nd.parent]
		}
		if nd.first >= 0 {
			nd.first = remap[nd.first]
		}
		*m.node(j) = nd
	}
	m.n = k
	return true
}

// expand adds the children of node idx in a shuffled order; it returns
// false, changing nothing, when the memory bound leaves no room for them.
func (m *MCTS) expand(idx int32) bool {
	s := m.node(idx).state
	m.buf = children(m.v, s, m.buf[:0])
	if len(m.buf) == 0 {
		m.setTerminal(idx, m.v.Outcome(s))
		return true
	}
	first, ok := m.alloc(len(m.buf))
	if !ok {
		m.full = true
		return false
	}
	m.rng.Shuffle(len(m.buf), func(i, j int) { m.buf[i], m.buf[j] = m.buf[j], m.buf[i] })
	for k, c := range m.buf {
		*m.node(first + int32(k)) = mctsNode{state: c.State, move: c.Move, parent: idx, first: -1, mover: s.Side}
	}
	nd := m.node(idx)
	nd.first, nd.nkids = first, uint16(len(m.buf))
	return true
}

package solve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/cert"
	"github.com/bao-games/bao/internal/cputime"
)

// Split is a solve cut into shards for separate machines: the distinct
// positions, not over, at Depth plies from the root (the frontier), each
// solved by one shard (frontier position j by shard j mod N), and the
// root's value worked out from theirs by MergeShards. It depends only on
// the variant, the root and the number of shards.
type Split struct {
	v        bao.Variant
	Root     bao.State
	Shards   int
	Depth    int
	Frontier []bao.State
}

// Limits of a split: the frontier is the first layer with at least
// splitPer positions per shard, no deeper than splitMaxDepth and, once
// past splitMaxSize positions, not deepened further.
const (
	splitPer      = 4
	splitMaxDepth = 8
	splitMaxSize  = 1 << 16

	// MaxShards is the most shards a solve is split into.
	MaxShards = 1 << 14
)

// ErrShards is matched (errors.Is) by the errors of MergeShards and
// ReadShard that say the shard files are wrong: a shard missing, given
// twice, or of another solve, or a file that is not a whole shard.
var ErrShards = errors.New("solve: bad shard files")

// NewSplit returns the split of solving root into n shards (1 <= n <=
// MaxShards), for a solve bounded to plies plies (0: none), which bounds the
// depth of the split to plies-1.
func NewSplit(v bao.Variant, root bao.State, n, plies int) (*Split, error) {
	if v == nil {
		return nil, ErrNotMade
	}
	if n < 1 || n > MaxShards {
		return nil, fmt.Errorf("solve: %d shards, want 1 to %d", n, MaxShards)
	}
	sp := &Split{v: v, Root: root, Shards: n}
	layer := []bao.State{root}
	if v.Outcome(root).Over() {
		layer = nil
	}
	deepest := splitMaxDepth
	if plies > 0 {
		deepest = min(deepest, plies-1)
	}
	for len(layer) > 0 && len(layer) < splitPer*n && sp.Depth < deepest && len(layer) < splitMaxSize {
		layer = sp.next(layer)
		sp.Depth++
	}
	sp.Frontier = layer
	return sp, nil
}

// next returns the distinct positions, not over, one ply after those of
// layer, in the order they are first reached (layer's order, then the
// canonical order of moves).
func (sp *Split) next(layer []bao.State) []bao.State {
	seen := map[bao.State]bool{}
	var out []bao.State
	var buf []bao.Child
	for _, s := range layer {
		buf = bao.Children(sp.v, s, buf[:0])
		for _, c := range buf {
			if !seen[c.State] && !sp.v.Outcome(c.State).Over() {
				seen[c.State] = true
				out = append(out, c.State)
			}
		}
	}
	return out
}

// ShardHeader is the first line of a shard file.
type ShardHeader struct {
	Solve    string `json:"solve"` // "shard"
	Variant  string `json:"variant"`
	Position string `json:"position"`
	Shard    int    `json:"shard"`
	Shards   int    `json:"shards"`
	Plies    int    `json:"plies"` // Options.MaxPlies of the whole solve, 0: none
	Depth    int    `json:"depth"`
	Frontier int    `json:"frontier"`
}

// ShardValue is the value of one frontier position, a line of a shard
// file.
type ShardValue struct {
	Index    int     `json:"index"`
	Position string  `json:"position"`
	Value    string  `json:"value"`
	Winner   string  `json:"winner,omitempty"`
	Plies    int     `json:"plies,omitempty"`
	NoWin    [2]int  `json:"nowin"` // Result.NoWin
	Nodes    int64   `json:"nodes"`
	Seconds  float64 `json:"seconds"`
}

// shardLine is any line of a shard file after the header: a value, a
// certificate line of a won frontier position (Index, Position, Move), or
// the last line (End: the number of values; CPU: the CPU time of the
// shard's process while it solved, user and system).
type shardLine struct {
	ShardValue
	Move string  `json:"move,omitempty"`
	End  *int    `json:"end,omitempty"`
	CPU  float64 `json:"cpu_seconds,omitempty"`
}

// ShardStats is what a shard's solve did.
type ShardStats struct {
	Positions int   // frontier positions solved
	Nodes     int64 // positions expanded (Result.Nodes), in all
	Elapsed   time.Duration
}

// Shard is a shard file read back.
type Shard struct {
	Header ShardHeader
	Values []ShardValue
	// Proofs holds, for each won frontier position (by index), the
	// certificate lines of its proof.
	Proofs map[int][]cert.Line
	// CPU is the CPU seconds the shard's process spent solving.
	CPU float64
}

// SolveShard solves shard i of sp with sv (its options: Memory, Workers;
// MaxPlies bounds the whole solve, so each frontier position is solved to
// MaxPlies-Depth plies) and writes the shard file to w: a header, the
// value of each of its frontier positions, the certificate lines of each
// won one, and an end line. It stops at ctx's end, writing nothing more,
// and returns ctx's cause.
func (sv *Solver) SolveShard(ctx context.Context, sp *Split, i int, w io.Writer) (st ShardStats, err error) {
	if err := sv.check(sp.Root); err != nil {
		return st, err
	}
	if i < 0 || i >= sp.Shards {
		return st, fmt.Errorf("solve: shard %d of %d", i, sp.Shards)
	}
	start, cpu0 := time.Now(), cputime.Process()
	defer func() { st.Elapsed = time.Since(start) }()
	plies := 0
	if sv.opts.MaxPlies < maxDepth {
		plies = sv.opts.MaxPlies
	}
	if plies > 0 && plies <= sp.Depth {
		return st, fmt.Errorf("solve: a split solve needs more than %d plies (the depth of its split)", sp.Depth)
	}
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	enc.Encode(ShardHeader{Solve: "shard", Variant: sv.v.Name(), Position: bao.FormatState(sv.v, sp.Root),
		Shard: i, Shards: sp.Shards, Plies: plies, Depth: sp.Depth, Frontier: len(sp.Frontier)})
	saved := sv.opts.MaxPlies
	if plies > 0 {
		sv.opts.MaxPlies = plies - sp.Depth
	}
	defer func() { sv.opts.MaxPlies = saved }()
	for j := i; j < len(sp.Frontier); j += sp.Shards {
		s := sp.Frontier[j]
		r := sv.Solve(ctx, s)
		st.Nodes += r.Nodes
		if r.Value == Unknown && !errors.Is(r.Err, ErrDepth) || r.Value != Unknown && r.Err != nil {
			if r.Err == nil || errors.Is(r.Err, ErrDepth) {
				return st, stopped(ctx)
			}
			return st, r.Err
		}
		val := ShardValue{Index: j, Position: bao.FormatState(sv.v, s), Value: r.Value.String(), NoWin: r.NoWin,
			Nodes: r.Nodes, Seconds: r.Elapsed.Seconds()}
		if r.Value == Win || r.Value == Loss {
			val.Winner, val.Plies = string(r.Winner.Letter()), r.Plies
		}
		enc.Encode(shardLine{ShardValue: val})
		st.Positions++
		if r.Value == Win || r.Value == Loss {
			var buf bytes.Buffer
			if err := sv.WriteCertificate(ctx, s, r, &buf); err != nil {
				return st, err
			}
			sc := bufio.NewScanner(&buf)
			sc.Buffer(nil, 1<<20)
			sc.Scan() // the claim
			for sc.Scan() {
				var l cert.Line
				if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
					return st, err
				}
				enc.Encode(shardLine{ShardValue: ShardValue{Index: j, Position: l.Position}, Move: l.Move})
			}
		}
	}
	enc.Encode(shardLine{End: &st.Positions, CPU: (cputime.Process() - cpu0).Seconds()})
	return st, bw.Flush()
}

// ReadShard reads a shard file written by SolveShard. A file that is not
// one, or not whole, is an error matching ErrShards.
func ReadShard(r io.Reader) (*Shard, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	bad := func(line int, format string, a ...any) error {
		return fmt.Errorf("%w: line %d: %s", ErrShards, line, fmt.Sprintf(format, a...))
	}
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, err
		}
		return nil, bad(1, "empty: not a shard file")
	}
	sh := &Shard{Proofs: map[int][]cert.Line{}}
	if err := json.Unmarshal(sc.Bytes(), &sh.Header); err != nil || sh.Header.Solve != "shard" {
		return nil, bad(1, "not the header of a shard file of bao solve -shard")
	}
	h := sh.Header
	if h.Shards < 1 || h.Shard < 0 || h.Shard >= h.Shards || h.Frontier < 0 || h.Depth < 0 {
		return nil, bad(1, "shard %d of %d, frontier %d: impossible", h.Shard, h.Shards, h.Frontier)
	}
	n := 1
	for sc.Scan() {
		n++
		var l shardLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, bad(n, "%v", err)
		}
		switch {
		case l.End != nil:
			if *l.End != len(sh.Values) || sc.Scan() {
				return nil, bad(n, "the end line does not close the file")
			}
			sh.CPU = l.CPU
			return sh, nil
		case l.Move != "":
			sh.Proofs[l.Index] = append(sh.Proofs[l.Index], cert.Line{Position: l.Position, Move: l.Move})
		default:
			want := h.Shard + len(sh.Values)*h.Shards
			if l.Index != want {
				return nil, bad(n, "value of frontier position %d, want %d", l.Index, want)
			}
			sh.Values = append(sh.Values, l.ShardValue)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return nil, bad(n, "no end line: the shard is not whole (stopped?)")
}

// Values of the merge: a bound that does not exist.
const (
	inf      = math.MaxInt32 // no win proven within any number of plies
	neverWin = math.MaxInt32 // nowin: never a win
)

// node is what the merge knows of one position, for each player p: p
// wins within win[p] plies (inf: not proven), and p does not win within
// nowin[p] plies (neverWin: never; -1: nothing, for a finished game p
// won).
type node struct {
	win, nowin [2]int
}

func (n *node) exact(p bao.Player) bool { return n.win[p] != inf && n.win[p] == n.nowin[p]+1 }

// fromResult is the node of a solved position.
func fromResult(r Result) node {
	var n node
	for p := range 2 {
		n.win[p], n.nowin[p] = inf, r.NoWin[p]
		if r.NoWin[p] < 0 {
			n.nowin[p] = neverWin
		}
	}
	if r.Value == Win || r.Value == Loss {
		n.win[r.Winner], n.nowin[r.Winner] = r.Plies, r.Plies-1
	}
	return n
}

// merger works out the values of the positions above the frontier.
type merger struct {
	sp    *Split
	index map[bao.State]int
	vals  []node
	memo  []map[bao.State]node // by depth
}

func (m *merger) value(s bao.State, depth int) node {
	if o := m.sp.v.Outcome(s); o.Over() {
		n := node{win: [2]int{inf, inf}, nowin: [2]int{neverWin, neverWin}}
		if o.Result == bao.Won {
			n.win[o.Winner], n.nowin[o.Winner] = 0, -1
		}
		return n
	}
	if depth == m.sp.Depth {
		return m.vals[m.index[s]]
	}
	if n, ok := m.memo[depth][s]; ok {
		return n
	}
	var n node
	kids := bao.Children(m.sp.v, s, nil)
	for p := range bao.Player(2) {
		or := s.Side == p
		win, nowin := inf, neverWin
		if !or {
			win, nowin = 0, -1
		}
		for _, c := range kids {
			cn := m.value(c.State, depth+1)
			if or {
				win, nowin = min(win, cn.win[p]), min(nowin, cn.nowin[p])
			} else {
				win, nowin = max(win, cn.win[p]), max(nowin, cn.nowin[p])
			}
		}
		n.win[p], n.nowin[p] = plus1(win, inf), plus1(nowin, neverWin)
	}
	m.memo[depth][s] = n
	return n
}

func plus1(x, top int) int {
	if x >= top {
		return top
	}
	return x + 1
}

// MergeShards combines the shard files of sp, one for each shard, into
// the Result of solving sp.Root, as Solve would give it (Options.All
// aside), with Nodes and Elapsed the sums of the shards'. A shard missing
// or given twice, a shard of another solve (variant, position, number of
// shards, plies or split), or values that are not the frontier's are
// errors matching ErrShards.
func MergeShards(sp *Split, shards []*Shard) (Result, error) {
	_, r, err := merge(sp, shards)
	return r, err
}

// merge checks the shards and works out the root's value from theirs.
func merge(sp *Split, shards []*Shard) (*merger, Result, error) {
	var r Result
	if len(shards) == 0 {
		return nil, r, fmt.Errorf("%w: no shard", ErrShards)
	}
	h0 := shards[0].Header
	seen := make([]bool, sp.Shards)
	m := &merger{sp: sp, index: map[bao.State]int{}, vals: make([]node, len(sp.Frontier)), memo: make([]map[bao.State]node, sp.Depth+1)}
	for i, s := range sp.Frontier {
		m.index[s] = i
	}
	for i := range m.memo {
		m.memo[i] = map[bao.State]node{}
	}
	for _, sh := range shards {
		h := sh.Header
		switch {
		case h.Variant != sp.v.Name() || h.Position != bao.FormatState(sp.v, sp.Root):
			return nil, r, fmt.Errorf("%w: shard %d of %d is of %s %q, not of %s %q", ErrShards, h.Shard, h.Shards, h.Variant, h.Position, sp.v.Name(), bao.FormatState(sp.v, sp.Root))
		case h.Shards != sp.Shards || h.Plies != h0.Plies:
			return nil, r, fmt.Errorf("%w: shard %d of %d (plies %d) and shard %d of %d (plies %d) are of different runs", ErrShards, h.Shard, h.Shards, h.Plies, h0.Shard, h0.Shards, h0.Plies)
		case h.Depth != sp.Depth || h.Frontier != len(sp.Frontier):
			return nil, r, fmt.Errorf("%w: shard %d splits at %d plies into %d positions, not %d into %d", ErrShards, h.Shard, h.Depth, h.Frontier, sp.Depth, len(sp.Frontier))
		case seen[h.Shard]:
			return nil, r, fmt.Errorf("%w: shard %d of %d given twice", ErrShards, h.Shard, h.Shards)
		}
		seen[h.Shard] = true
		want := 0
		for j := h.Shard; j < len(sp.Frontier); j += sp.Shards {
			want++
		}
		if len(sh.Values) != want {
			return nil, r, fmt.Errorf("%w: shard %d has %d values, want %d", ErrShards, h.Shard, len(sh.Values), want)
		}
		for _, val := range sh.Values {
			s := sp.Frontier[val.Index]
			if val.Position != bao.FormatState(sp.v, s) {
				return nil, r, fmt.Errorf("%w: shard %d: frontier position %d is %q, not %q", ErrShards, h.Shard, val.Index, val.Position, bao.FormatState(sp.v, s))
			}
			res, err := val.result()
			if err != nil {
				return nil, r, fmt.Errorf("%w: shard %d: frontier position %d: %v", ErrShards, h.Shard, val.Index, err)
			}
			m.vals[val.Index] = fromResult(res)
			r.Nodes += val.Nodes
			r.Elapsed += time.Duration(val.Seconds * float64(time.Second))
		}
	}
	for i, ok := range seen {
		if !ok {
			return nil, r, fmt.Errorf("%w: shard %d of %d is missing", ErrShards, i, sp.Shards)
		}
	}
	m.result(&r, h0.Plies)
	return m, r, nil
}

// result fills r from the merged values.
func (m *merger) result(r *Result, plies int) {
	s := m.sp.Root
	n := m.value(s, 0)
	me, you := s.Side, s.Side.Other()
	for p := range 2 {
		r.NoWin[p] = n.nowin[p]
		if n.nowin[p] == neverWin {
			r.NoWin[p] = -1
		}
	}
	switch {
	case n.exact(me):
		r.Value, r.Winner, r.Plies = Win, me, n.win[me]
		r.NoWin[you] = -1
	case n.exact(you):
		r.Value, r.Winner, r.Plies = Loss, you, n.win[you]
		r.NoWin[me] = -1
	case n.nowin[me] == neverWin && n.nowin[you] == neverWin:
		r.Value = Draw
	default:
		r.Err = ErrDepth
		if plies > 0 {
			// What a single run proves: no win for either within plies.
			r.NoWin = [2]int{min(r.NoWin[0], plies), min(r.NoWin[1], plies)}
		}
		return
	}
	if m.sp.Depth == 0 {
		return
	}
	for _, c := range bao.Children(m.sp.v, s, nil) {
		cn := m.value(c.State, 1)
		switch {
		case r.Value == Win && cn.win[me] == r.Plies-1:
			r.Moves = append(r.Moves, MoveValue{c.Move, Win, r.Plies})
		case r.Value == Loss && cn.nowin[you] >= r.Plies-2:
			r.Moves = append(r.Moves, MoveValue{c.Move, Loss, r.Plies})
		case r.Value == Draw && cn.nowin[you] == neverWin:
			r.Moves = append(r.Moves, MoveValue{Move: c.Move, Value: Draw})
		}
	}
}

// result is the Result a shard value stands for.
func (val *ShardValue) result() (Result, error) {
	var r Result
	r.NoWin = val.NoWin
	for p := range 2 {
		if r.NoWin[p] < -1 {
			return r, fmt.Errorf("bound %d", r.NoWin[p])
		}
	}
	switch val.Value {
	case "win", "loss":
		switch val.Winner {
		case "S":
			r.Winner = bao.South
		case "N":
			r.Winner = bao.North
		default:
			return r, fmt.Errorf("winner %q", val.Winner)
		}
		if val.Plies < 1 {
			return r, fmt.Errorf("a win in %d plies", val.Plies)
		}
		r.Value, r.Plies = Win, val.Plies
	case "draw":
		r.Value, r.NoWin = Draw, [2]int{-1, -1}
	case "unknown":
		r.Value = Unknown
	default:
		return r, fmt.Errorf("value %q", val.Value)
	}
	return r, nil
}

// WriteMergedCertificate writes the certificate of r, the merged Win or
// Loss result of sp's shards (ErrNoWin if it is not that), to w: the winner's fastest moves from the
// root down to the frontier, then the proofs of the frontier positions
// from the shards (each position once). It checks the whole certificate
// with package cert before it writes a byte.
func WriteMergedCertificate(sp *Split, shards []*Shard, r Result, w io.Writer) error {
	m, mr, err := merge(sp, shards)
	if err != nil {
		return err
	}
	if r.Value != Win && r.Value != Loss || mr.Value != r.Value || mr.Plies != r.Plies {
		return ErrNoWin
	}
	proofs := map[int][]cert.Line{}
	for _, sh := range shards {
		for j, ls := range sh.Proofs {
			proofs[j] = ls
		}
	}
	var buf bytes.Buffer
	cw, err := cert.NewWriter(&buf, sp.v, cert.Claim{Variant: sp.v.Name(), Position: bao.FormatState(sp.v, sp.Root),
		Winner: string(r.Winner.Letter()), Plies: r.Plies})
	if err != nil {
		return err
	}
	x := &merged{m: m, w: cw, p: r.Winner, seen: map[string]bool{}, proofs: proofs, used: map[int]bool{},
		done: make([]map[bao.State]bool, sp.Depth+1)}
	for i := range x.done {
		x.done[i] = map[bao.State]bool{}
	}
	if err := x.visit(sp.Root, 0, r.Plies); err != nil {
		return err
	}
	if err := cw.Flush(); err != nil {
		return err
	}
	if _, err := cert.Check(sp.v, bytes.NewReader(buf.Bytes())); err != nil {
		return fmt.Errorf("solve: the merged certificate does not check: %w", err)
	}
	_, err = w.Write(buf.Bytes())
	return err
}

type merged struct {
	m      *merger
	w      *cert.Writer
	p      bao.Player
	seen   map[string]bool // positions with a line
	proofs map[int][]cert.Line
	used   map[int]bool
	done   []map[bao.State]bool // by depth: the states whose proof is written
}

// visit writes the proof below s, at depth from the root, which p wins
// within budget plies.
func (x *merged) visit(s bao.State, depth, budget int) error {
	v := x.m.sp.v
	if v.Outcome(s).Over() {
		return nil
	}
	if depth == x.m.sp.Depth {
		j := x.m.index[s]
		if x.used[j] {
			return nil
		}
		x.used[j] = true
		for _, l := range x.proofs[j] {
			if x.seen[l.Position] {
				continue
			}
			x.seen[l.Position] = true
			if err := x.w.Line(l); err != nil {
				return err
			}
		}
		return nil
	}
	if x.done[depth][s] {
		return nil // the budget is the same at the same depth
	}
	x.done[depth][s] = true
	kids := bao.Children(v, s, nil)
	if s.Side != x.p {
		for _, c := range kids {
			if err := x.visit(c.State, depth+1, budget-1); err != nil {
				return err
			}
		}
		return nil
	}
	n := x.m.value(s, depth)
	for _, c := range kids {
		if cn := x.m.value(c.State, depth+1); cn.win[x.p] == n.win[x.p]-1 {
			if text := bao.FormatState(v, s); !x.seen[text] {
				x.seen[text] = true
				if err := x.w.Add(s, c.Move); err != nil {
					return err
				}
			}
			return x.visit(c.State, depth+1, budget-1)
		}
	}
	return fmt.Errorf("solve: internal error: no move of %q wins within %d plies", bao.FormatState(v, s), n.win[x.p])
}

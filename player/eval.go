package player

import (
	"encoding/binary"
	"fmt"
	"maps"
	"math/bits"
	"reflect"
	"slices"
	"strings"

	"github.com/bao-games/bao"
)

// Eval scores a position that is not over for player p: higher is better
// for p. A zero-sum evaluation (the score for one player is minus the score
// for the other) suits the searching players best. Values must stay within
// ±MaxEval; larger values are clamped. The registered evaluations
// (EvalNames) count in hundredths of a seed.
type Eval func(v bao.Variant, s bao.State, p bao.Player) int

// MaxEval bounds the values of an Eval. Scores of finished games lie
// beyond it, so a won position always outranks any evaluation.
const MaxEval = bao.HeuristicMax

// WinScore is the search score of a game won at the root; a win in n plies
// scores WinScore-n, so faster wins are preferred and slower losses.
const WinScore = 1 << 24

// maxPly bounds the search depth (and the ply distance of win scores).
const maxPly = 64

// Material counts seeds: the seeds that belong to p (his pits, on all his
// rows as the variant's Geometry lays them out, and his store or bank)
// minus those that belong to his opponent. A pit reserved by a player
// (Geometry.Reserve: the children of Bao Kingulu) belongs to him, in
// whichever row it lies, as rule G10 of Bao Kingulu counts it; in Bao
// Kingulu Material is therefore the score difference. Its unit is the
// seed; the registered evaluation "material" is 100 times it. A nil v,
// or p neither South nor North, gives 0.
func Material(v bao.Variant, s bao.State, p bao.Player) int {
	if v == nil || p > bao.North {
		return 0 // no variant, or no player p: no material
	}
	g := v.Geometry()
	return material(&g, &s, p)
}

// material is Material with the geometry already fetched.
func material(g *bao.Geometry, s *bao.State, p bao.Player) int {
	n := int(s.Store[p]) - int(s.Store[p.Other()])
	for q := bao.South; q <= bao.North; q++ {
		sign := 1
		if q != p {
			sign = -1
		}
		base := int(q) * 16
		// Front row: slots 0..Cols-1; back row (when there is one): slots
		// 16-Cols..15 of the player's ring.
		var own int
		for i := range g.Cols {
			own += int(s.Pits[base+i])
		}
		if g.Rows > 1 {
			for i := 16 - g.Cols; i < 16; i++ {
				own += int(s.Pits[base+i])
			}
		}
		n += sign * own
		if g.Reserve {
			// Seeds in q's row reserved by his opponent count for the
			// opponent: move them from q's side of the count to the other.
			if r := s.Reserved[q.Other()] >> base & 0xffff; r != 0 {
				for i := range 16 {
					if r>>i&1 != 0 {
						n -= 2 * sign * int(s.Pits[base+i])
					}
				}
			}
		}
	}
	return n
}

// evalFunc is an evaluation bound to one variant for the length of a
// search, so that the hot path makes no interface call it can avoid.
type evalFunc func(s bao.State, p bao.Player) int

// evalDef is one registered evaluation.
type evalDef struct {
	doc  string
	bind func(v bao.Variant) evalFunc
}

// evals is the registry of evaluations, selected by eval=NAME in the specs
// of the searching players.
var evals = map[string]evalDef{
	"default": {
		doc:  "the variant's own evaluation (bao.Heuristic) when it has one, else material",
		bind: bindDefault,
	},
	"fitted": {
		doc:  "the variant's evaluation with weights fitted to self-play results (FittedHeuristic: kiswahili, kete) when it has one, else default",
		bind: bindFitted,
	},
	"fitted2": {
		doc: "a richer evaluation (capture targets, big pits, namua terms, singletons) with weights fitted to self-play results (Fitted2Heuristic: kiswahili, kete) when the variant has one, else fitted",
		bind: func(v bao.Variant) evalFunc {
			if h, ok := v.(fitted2Heuristic); ok {
				return h.Fitted2Heuristic
			}
			return bindFitted(v)
		},
	},
	"material": {
		doc:  "100 × Material: seeds owned (pits, store or bank, reserved pits for their reserver), minus the opponent's",
		bind: bindMaterial,
	},
	"zero": {
		doc:  "0 everywhere: search by the rules alone (finished games still score by their outcome)",
		bind: func(bao.Variant) evalFunc { return func(bao.State, bao.Player) int { return 0 } },
	},
}

func bindDefault(v bao.Variant) evalFunc {
	if h, ok := v.(bao.Heuristic); ok {
		return h.Heuristic
	}
	return bindMaterial(v)
}

func bindFitted(v bao.Variant) evalFunc {
	if h, ok := v.(fittedHeuristic); ok {
		return h.FittedHeuristic
	}
	return bindDefault(v)
}

func bindMaterial(v bao.Variant) evalFunc {
	g := v.Geometry()
	return func(s bao.State, p bao.Player) int { return 100 * material(&g, &s, p) }
}

// DefaultEval is the name of the evaluation used when a spec names none.
const DefaultEval = "default"

// EvalNames returns the names of the registered evaluations, sorted:
// "default", "fitted", "fitted2", "material", "zero".
func EvalNames() []string { return slices.Sorted(maps.Keys(evals)) }

// EvalDoc returns the one-line description of a registered evaluation, or
// "" for an unknown name.
func EvalDoc(name string) string { return evals[name].doc }

// LookupEval returns the registered evaluation name as an Eval. An unknown
// name is an error that lists the known ones.
func LookupEval(name string) (Eval, error) {
	d, ok := evals[name]
	if !ok {
		return nil, unknownEval(name)
	}
	return func(v bao.Variant, s bao.State, p bao.Player) int { return d.bind(v)(s, p) }, nil
}

func unknownEval(name string) error {
	return fmt.Errorf("player: unknown evaluation %q (known: %s)", name, strings.Join(EvalNames(), ", "))
}

// bindEval resolves the evaluation of a search: custom when set, else the
// registered one called name ("" for DefaultEval).
func bindEval(v bao.Variant, name string, custom Eval) evalFunc {
	if custom != nil {
		return func(s bao.State, p bao.Player) int { return custom(v, s, p) }
	}
	if name == "" {
		name = DefaultEval
	}
	d, ok := evals[name]
	if !ok {
		d = evals[DefaultEval] // names are checked when the spec is read
	}
	return d.bind(v)
}

// evalCache keeps the evaluation bound to the variant of the last search,
// so that a player binds (and allocates) once, not at every move.
type evalCache struct {
	v bao.Variant
	f evalFunc
}

// get returns the evaluation of bindEval(v, name, custom), bound anew only
// when v is not the variant of the last call.
func (c *evalCache) get(v bao.Variant, name string, custom Eval) evalFunc {
	if c.f != nil && sameVariant(c.v, v) {
		return c.f
	}
	c.v, c.f = v, bindEval(v, name, custom)
	return c.f
}

// sameVariant reports whether a and b are the same variant value; values
// of types that cannot be compared are never the same.
func sameVariant(a, b bao.Variant) bool {
	if a == nil || b == nil || reflect.TypeOf(a) != reflect.TypeOf(b) || !reflect.TypeOf(a).Comparable() {
		return false
	}
	return a == b
}

// clampEval keeps an evaluation within ±MaxEval.
func clampEval(x int) int {
	return min(max(x, -MaxEval), MaxEval)
}

// terminalScore scores a finished game for player p, ply plies below the
// root of a search: a win WinScore-ply, a loss -(WinScore-ply), a draw 0.
func terminalScore(o bao.Outcome, p bao.Player, ply int) int {
	switch {
	case o.Result != bao.Won:
		return 0
	case o.Winner == p:
		return WinScore - ply
	default:
		return -(WinScore - ply)
	}
}

// isWinScore reports whether a search score announces a won or lost game.
func isWinScore(x int) bool { return x >= WinScore-maxPly-1 || x <= -(WinScore-maxPly-1) }

// hashState is a fixed (seedless) hash of a position. A fixed function,
// unlike hash/maphash whose seeds are random per process, keeps the
// transposition table, and so every budgeted search, reproducible from run
// to run. The position's six words are folded pairwise by 64×64→128-bit
// multiplications (as wyhash does), which run side by side, then mixed once
// more: a quarter of the instructions of a chain of splitmix64 rounds.
func hashState(s *bao.State) uint64 {
	p := &s.Pits
	w0 := binary.LittleEndian.Uint64(p[0:8])
	w1 := binary.LittleEndian.Uint64(p[8:16])
	w2 := binary.LittleEndian.Uint64(p[16:24])
	w3 := binary.LittleEndian.Uint64(p[24:32])
	var house uint64
	if s.House[0] {
		house |= 1
	}
	if s.House[1] {
		house |= 2
	}
	// Moved and Gambit (Bawo) are adjacent bytes, read as one.
	w4 := uint64(s.Store[0]) | uint64(s.Store[1])<<8 | uint64(s.Side)<<16 | house<<24 | uint64(s.Restricted)<<32 | (uint64(s.Moved)|uint64(s.Gambit)<<8)<<40
	w5 := uint64(s.Reserved[0]) | uint64(s.Reserved[1])<<32
	h := mum(w0^0xa0761d6478bd642f, w1^0xe7037ed1a0b428db) ^
		mum(w2^0x8ebc6af09c88c6e3, w3^0x589965cc75374cc3) ^
		mum(w4^0x1d8e4e27c47d124f, w5^0x9e3779b97f4a7c15)
	return mum(h^0xa0761d6478bd642f, 0xe7037ed1a0b428db)
}

// sameState reports whether a and b are the same position, as a == b
// does, comparing the pits a word at a time (TestSameState keeps it in
// step with the fields of bao.State).
func sameState(a, b *bao.State) bool {
	return binary.LittleEndian.Uint64(a.Pits[0:8]) == binary.LittleEndian.Uint64(b.Pits[0:8]) &&
		binary.LittleEndian.Uint64(a.Pits[8:16]) == binary.LittleEndian.Uint64(b.Pits[8:16]) &&
		binary.LittleEndian.Uint64(a.Pits[16:24]) == binary.LittleEndian.Uint64(b.Pits[16:24]) &&
		binary.LittleEndian.Uint64(a.Pits[24:32]) == binary.LittleEndian.Uint64(b.Pits[24:32]) &&
		a.Store == b.Store && a.Side == b.Side && a.House == b.House && a.Restricted == b.Restricted &&
		a.Moved == b.Moved && a.Gambit == b.Gambit &&
		a.Reserved == b.Reserved
}

// mum is wyhash's mixing step: the high and low halves of the 128-bit
// product of a and b, xored.
func mum(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// moveIndex numbers a move for history tables: 0..(bao.MaxPits+1)*6-1.
func moveIndex(m bao.Move) int {
	i := int(m.Pit)*6 + (int(m.Dir)+1)*2
	if m.Safari {
		i++
	}
	if i < 0 || i >= historySize {
		return 0
	}
	return i
}

const historySize = (bao.MaxPits + 1) * 6

// fittedHeuristic and fitted2Heuristic are the optional methods of a
// variant that the evaluations "fitted" and "fitted2" look for, the way
// "default" looks for bao.Heuristic. They are not interfaces of package
// bao because only these two evaluations read them; any variant, in this
// module or another, offers them by having the method.
//
// Contract (both): the contract of bao.Heuristic. The method scores a
// position s that is not over for player p: higher is better for p, the
// score for one player is minus the score for the other, in hundredths of
// a seed within ±bao.HeuristicMax; it must not allocate and must be safe
// for concurrent use (a search calls it at every leaf, from several
// goroutines), and need not check s.
//
// Who implements them: the four-row games (internal/fourrow's Front: Bao
// la Kiswahili and Bao la Kete with weights fitted to self-play, see
// internal/fourrow/fitted.go and fittedtargets.go; Bao la Kujifunza and
// Bawo with the default weights). Kingulu implements neither.
//
// Fallback: "fitted2" without Fitted2Heuristic is "fitted"; "fitted"
// without FittedHeuristic is "default" (bao.Heuristic, else material).
//
// fittedHeuristic is read by the evaluation "fitted": the variant's
// evaluation with weights fitted to self-play results.
type fittedHeuristic interface {
	FittedHeuristic(s bao.State, p bao.Player) int
}

// fitted2Heuristic is read by the evaluation "fitted2": a richer
// evaluation (internal/fourrow's Weights2: capture targets, big pits,
// namua terms) with its own fitted weights; see fittedHeuristic.
type fitted2Heuristic interface {
	Fitted2Heuristic(s bao.State, p bao.Player) int
}

package fourrow

import (
	"math/bits"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// Weights2 are the terms of the richer four-row evaluation "fitted2"
// (Rules.Fitted2Heuristic): those of Weights and five more, each a count
// of the player's less the same count of his opponent's, in hundredths of
// a seed.
type Weights2 struct {
	Weights
	// Targets weighs the opponent's front pits the player could capture
	// were he to move: in namua (his store not empty) the nonempty front
	// pits facing his nonempty ones (N1), in mtaji those a lap of 2 to 15
	// seeds of his ends facing (M1, M4), whether or not the rules would
	// then allow the capture (takasia, hizi zetu).
	Targets int
	// Big weighs each pit of the player holding sixteen seeds or more,
	// which cannot start a mtaji capture (M4).
	Big int
	// FrontNamua weighs each seed in the player's front row while his
	// store is not empty (namua), on top of Front.
	FrontNamua int
	// OccupiedNamua weighs each nonempty front pit of the player while
	// his store is not empty, on top of Occupied.
	OccupiedNamua int
	// Singles weighs each front pit of the player holding exactly one
	// seed.
	Singles int
}

// NumFeatures2 is the number of terms of Weights2, the length of
// Features2.
const NumFeatures2 = NumFeatures + 5

// FeatureNames2 names the terms of Weights2 in the order of Features2 and
// Vector2: FeatureNames, then the five terms of its own.
var FeatureNames2 = [NumFeatures2]string{"Front", "Back", "Store", "House", "Occupied", "Danger", "Exposed", "Attack",
	"Targets", "Big", "FrontNamua", "OccupiedNamua", "Singles"}

// Vector2 returns the weights in the order of FeatureNames2.
func (w *Weights2) Vector2() [NumFeatures2]int {
	v := w.Weights.Vector()
	return [NumFeatures2]int{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7],
		w.Targets, w.Big, w.FrontNamua, w.OccupiedNamua, w.Singles}
}

// Weights2Of returns the weights whose Vector2 is v.
func Weights2Of(v [NumFeatures2]int) Weights2 {
	return Weights2{Weights: WeightsOf([NumFeatures]int(v[:NumFeatures])),
		Targets: v[8], Big: v[9], FrontNamua: v[10], OccupiedNamua: v[11], Singles: v[12]}
}

// Features2 returns the terms of the evaluation "fitted2" of s for p, in
// the order of FeatureNames2: Features, then the five terms of Weights2
// of its own, each p's count minus his opponent's. Weights2.Evaluate is
// their sum weighted by Vector2. It is the plain twin of Evaluate, pit by
// pit and lap by lap, and the input of the weight fitting
// (TestFitWeights2, fittedtargets.go).
func Features2(s *bao.State, p bao.Player) [NumFeatures2]int {
	p &= 1
	var f [NumFeatures2]int
	f8 := Features(s, p)
	copy(f[:], f8[:])
	for k, q := range [2]bao.Player{p, p ^ 1} {
		sign := 1 - 2*k
		b, ob := base(q), base(q^1)
		namua := s.Store[q] > 0
		// capturable[t]: the opponent's front position t could be taken.
		var capturable [8]bool
		for i := range 8 {
			if s.Pits[b+i] > 0 && s.Pits[ob+7-i] > 0 && namua {
				capturable[7-i] = true
			}
		}
		for r := 0; r < 16 && !namua; r++ {
			n := int(s.Pits[b+r])
			if n < 2 || n > 15 {
				continue
			}
			for _, dir := range [2]int{-1, 1} {
				// A lap of n seeds from ring position r ends n pits on.
				e := ((r+dir*n)%16 + 16) % 16
				if e < 8 && s.Pits[b+e] > 0 && s.Pits[ob+7-e] > 0 {
					capturable[7-e] = true
				}
			}
		}
		for _, c := range capturable {
			if c {
				f[8] += sign
			}
		}
		for i := range 16 {
			if s.Pits[b+i] >= 16 {
				f[9] += sign
			}
		}
		for i := range 8 {
			c := int(s.Pits[b+i])
			if namua {
				f[10] += sign * c
				if c > 0 {
					f[11] += sign
				}
			}
			if c == 1 {
				f[12] += sign
			}
		}
	}
	return f
}

// Evaluate scores s for p: the weighted terms of w for p minus those for
// his opponent, Weights.Evaluate and the five terms of Weights2's own,
// both sides at once where they can be.
func (w *Weights2) Evaluate(s *bao.State, p bao.Player) int {
	p &= 1
	return w.Weights.Evaluate(s, p) + w.side(s, p) - w.side(s, p^1)
}

// side returns p's share of the five terms of Weights2's own.
func (w *Weights2) side(s *bao.State, p bao.Player) int {
	own := sow.LoadRing16(&s.Pits, base(p))
	occ, multi := own.FrontOccupied(), own.FrontMulti()
	v := w.Big*bits.OnesCount32(own.AtLeast16()) + w.Singles*bits.OnesCount32(occ&^multi)
	ends := occ & sow.Facing(frontWord(&s.Pits, p^1))
	if s.Store[p] > 0 {
		v += w.FrontNamua*byteSum(own.Front) + w.OccupiedNamua*bits.OnesCount32(occ) + w.Targets*bits.OnesCount32(ends)
	} else if ends != 0 {
		rg := ring(&s.Pits, p)
		acw, cw := captureLaps(rg, own.Multi()&^own.AtLeast16(), ends)
		v += w.Targets * bits.OnesCount32(lapEnds(rg, acw, cw))
	}
	return v
}

// Fitted2Heuristic scores s for p under the rule set's weights of the
// evaluation "fitted2" (Fitted2), or as FittedHeuristic when it has none.
func (e *Rules) Fitted2Heuristic(s bao.State, p bao.Player) int {
	if e.Fitted2 == (Weights2{}) {
		return e.FittedHeuristic(s, p)
	}
	return e.Fitted2.Evaluate(&s, p)
}

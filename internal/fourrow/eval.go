package fourrow

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// Weights are the terms of the four-row evaluation, in hundredths of a
// seed (bao.Heuristic).
type Weights struct {
	Front    int // each seed in the player's front row
	Back     int // each seed in his back row
	Store    int // each seed still in his store
	House    int // owning a house that still holds six seeds or more
	Occupied int // each nonempty front pit (an empty front row loses, E1)
	Danger   int // a front row of at most one nonempty pit (one step from losing)
	// Exposed weighs the opponent's front seeds facing the player's
	// nonempty front pits (the seeds a lap of his could capture there),
	// less the player's own front seeds facing the opponent's nonempty
	// front pits. DefaultWeights leaves it 0.
	Exposed int
	// Attack weighs the exposed seeds of the side to move's opponent, those
	// the side to move may capture now: a term for the side to move only.
	// DefaultWeights leaves it 0.
	Attack int
}

// NumFeatures is the number of terms of Weights, the length of Features.
const NumFeatures = 8

// FeatureNames names the terms of Weights in the order of Features and
// Vector.
var FeatureNames = [NumFeatures]string{"Front", "Back", "Store", "House", "Occupied", "Danger", "Exposed", "Attack"}

// Vector returns the weights in the order of FeatureNames.
func (w *Weights) Vector() [NumFeatures]int {
	return [NumFeatures]int{w.Front, w.Back, w.Store, w.House, w.Occupied, w.Danger, w.Exposed, w.Attack}
}

// WeightsOf returns the weights whose Vector is v.
func WeightsOf(v [NumFeatures]int) Weights {
	return Weights{Front: v[0], Back: v[1], Store: v[2], House: v[3], Occupied: v[4], Danger: v[5], Exposed: v[6], Attack: v[7]}
}

// Features returns the terms of the evaluation of s for p, in the order of
// FeatureNames, each p's count minus his opponent's: Evaluate is their sum
// weighted by Vector. It is the plain twin of Evaluate, pit by pit, and
// the input of the weight fitting (TestFitWeights, fitted.go).
func Features(s *bao.State, p bao.Player) [NumFeatures]int {
	p &= 1
	var f [NumFeatures]int
	for k, q := range [2]bao.Player{p, p ^ 1} {
		sign := 1 - 2*k
		b, ob := base(q), base(q^1)
		occ, exposed := 0, 0
		for i := range 8 {
			c := int(s.Pits[b+i])
			f[0] += sign * c
			f[1] += sign * int(s.Pits[b+8+i])
			if c > 0 {
				occ++
				// q's front position i faces the opponent's 7-i.
				exposed += int(s.Pits[ob+7-i])
			}
		}
		f[2] += sign * int(s.Store[q])
		if s.House[q] && s.Pits[b+house] >= 6 {
			f[3] += sign
		}
		f[4] += sign * occ
		if occ <= 1 {
			f[5] -= sign
		}
		f[6] += sign * exposed
		if q == s.Side&1 {
			f[7] = sign * exposed
		}
	}
	return f
}

// DefaultWeights are the weights of Heuristic, tuned by self-play at equal
// depth against plain material (TestTuneFourRow in package player; the
// margin is measured by TestFourRowEvalVsMaterial there). A seed in the
// front row counts less than one in the back row: front seeds are the ones
// the opponent can capture.
var DefaultWeights = Weights{Front: 30, Back: 100, Store: 100, House: 150, Occupied: 20, Danger: 300}

// Heuristic scores s for p under DefaultWeights: see Evaluate. Their
// Exposed and Attack are 0, so it scores the six terms of rowTerms alone, the
// branch to the other two left out of the search's hottest call.
func (e *Rules) Heuristic(s bao.State, p bao.Player) int {
	v, _, _ := DefaultWeights.rowTerms(&s, p)
	return v
}

// FittedHeuristic scores s for p under the fitted weights of the rule set
// (Fitted), or DefaultWeights when it has none: see Evaluate.
func (e *Rules) FittedHeuristic(s bao.State, p bao.Player) int {
	w := e.fittedWeights()
	return w.Evaluate(&s, p)
}

// fittedWeights returns the weights of FittedHeuristic: Fitted, or
// DefaultWeights when the rule set has none. Front chooses them once.
func (e *Rules) fittedWeights() Weights {
	if e.Fitted == (Weights{}) {
		return DefaultWeights
	}
	return e.Fitted
}

// Evaluate scores s for p: the weighted terms of w for p minus those for
// his opponent. Both sides are scored at once, a row a word.
func (w *Weights) Evaluate(s *bao.State, p bao.Player) int {
	v, front, oFront := w.rowTerms(s, p)
	if w.Exposed|w.Attack != 0 {
		v += w.exposed(s, p&1, front, oFront)
	}
	return v
}

// rowTerms returns the terms of Evaluate but Exposed and Attack, with the
// front rows of p and of his opponent, which those two read.
func (w *Weights) rowTerms(s *bao.State, p bao.Player) (v int, front, oFront uint64) {
	p &= 1
	o := p ^ 1
	front, back := rows(s, p)
	oFront, oBack := rows(s, o)
	occ, oOcc := nonzeroBytes(front), nonzeroBytes(oFront)
	v = w.Front*(byteSum(front)-byteSum(oFront)) + w.Back*(byteSum(back)-byteSum(oBack)) +
		w.Store*(int(s.Store[p])-int(s.Store[o])) + w.Occupied*(occ-oOcc)
	if s.House[p] && s.Pits[base(p)+house] >= 6 {
		v += w.House
	}
	if s.House[o] && s.Pits[base(o)+house] >= 6 {
		v -= w.House
	}
	if occ <= 1 {
		v -= w.Danger
	}
	if oOcc <= 1 {
		v += w.Danger
	}
	return v, front, oFront
}

// exposed returns the Exposed and Attack terms of Evaluate, with front and
// oFront the front rows of p and of his opponent.
func (w *Weights) exposed(s *bao.State, p bao.Player, front, oFront uint64) int {
	// Byte i of the reversed row is the opponent's front position 7-i, the
	// one facing p's position i.
	facing := bits.ReverseBytes64(oFront)
	mine := byteSum(facing & nonzeroMask(front))   // what p may capture
	theirs := byteSum(front & nonzeroMask(facing)) // what his opponent may
	v := w.Exposed * (mine - theirs)
	if s.Side&1 == p {
		return v + w.Attack*mine
	}
	return v - w.Attack*theirs
}

// byteSum returns the sum of the eight bytes of x, each below 128, as
// pit counts are (a board holds 64 seeds).
func byteSum(x uint64) int {
	x = x&0x00ff00ff00ff00ff + x>>8&0x00ff00ff00ff00ff
	return int(x * 0x0001000100010001 >> 48)
}

// nonzeroMask returns 0xff in each nonzero byte of x and 0 elsewhere,
// each byte below 128.
func nonzeroMask(x uint64) uint64 {
	const lo7 = 0x7f7f7f7f7f7f7f7f
	return ((x&lo7 + lo7 | x) &^ lo7 >> 7) * 0xff
}

// nonzeroBytes counts the nonzero bytes of x, each below 128.
func nonzeroBytes(x uint64) int {
	const lo7 = 0x7f7f7f7f7f7f7f7f
	return bits.OnesCount64((x&lo7 + lo7 | x) &^ lo7)
}

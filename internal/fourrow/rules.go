package fourrow

import (
	"github.com/bao-games/bao"
)

// Rules selects the rule set. The zero value plus Takasia is Bao la
// Kiswahili; the three Lamu fields together make Bao la Kete; MtajiOnly
// makes Bao la Kujifunza.
type Rules struct {
	// Spec is the canonical variant name with options, returned by Name.
	Spec string
	// Takasia enables takasia (kiswahili) or hizi zetu (kete): T1-T6, Z1-Z6
	// and L4. Off, the restricted field is always empty.
	Takasia bool

	// KuuNeverBelowSix is the Lamu kuu (kete N3, H3): a living kuu never
	// holds fewer than six seeds. Alone in the first stage, a kuu of six
	// takes the store seed and all seven are sown (the kuu is lost); only
	// a kuu of seven or more pays the two-seed tax. In Bao la Kiswahili a
	// functional house always pays the tax, and an owned house of fewer than
	// six is an ordinary pit.
	KuuNeverBelowSix bool
	// KuuFirst is kete M2a: in mtaji, while the kuu lives, a move that
	// cannot capture must start from the kuu.
	KuuFirst bool
	// HiziZetu is kete Z4-Z6: after the restricted reply the reservation
	// passes to the reserving player's next move, whose first capture must
	// take the reserved pit if any capture candidate does.
	HiziZetu bool

	// MtajiOnly is Bao la Kujifunza (kujifunza K1-K3): the game starts from
	// two seeds in every pit with empty stores and no house, so every move
	// is a mtaji move and no house rule ever applies. The engine needs no
	// other change for it; Start and Validate read it.
	MtajiOnly bool

	// Bawo is docs/bawo.md: Bao la Kiswahili with the differences BW1-BW15,
	// each a field below (the option that sets it in brackets), which only
	// a Bawo rule set reads. The candidates of a Bawo position are a block
	// of their own at the top of tickets, so the other games' candidates
	// pay one test of this field; in a move the Bawo rules are tested only
	// on the paths the other games seldom take (a capture at front pit 4, a
	// lap past the 64th, a front row emptied), and finish sets the Bawo
	// flags in line on the path of the rule sets without a fast path (fin).
	Bawo bool
	// Kuu is K (BW1, BW2; [kuu]): the set-up puts K seeds in each kuu and
	// 28-K in each nemo, and an owned kuu holds at least K.
	Kuu int
	// SingletonOwned is [singleton=owned]: BW3a gives way to kiswahili N2b
	// while the mover owns his kuu.
	SingletonOwned bool
	// KuuTax is [kuutax=on]: a lone kuu of more than K pays kiswahili's
	// two-seed tax (N3) instead of leaving the mover without a move (BW3c).
	KuuTax bool
	// Guard is BW5 [guard=on]: no capture of the opponent's owned kuu while
	// one's own kuu is threatened.
	Guard bool
	// CapMax is the largest mtaji capture start, 14 (BW6) or 15 [capmax].
	CapMax int
	// KuuKeep is BW7 [mtajikuu=keep]: a mtaji capture does not end the
	// ownership of the mover's kuu (kiswahili C2, H2(c) dropped).
	KuuKeep bool
	// FirstKuu is BW8 [firstkuu=on]: the first mtaji takata of a player
	// whose owned kuu is unmoved starts from the kuu.
	FirstKuu bool
	// KichwaLoses is BW9 [kichwa=lose]: a lone kichwa sown towards the back
	// row is a legal move that loses at once.
	KichwaLoses bool
	// EndlessStop is BW10 [endless=stop]: a takata that has not ended
	// after its 1,000,000th lap ends there.
	EndlessStop bool
	// Gambit is BW11 [gambit]: the opening gambit.
	Gambit GambitRule

	// Fitted are the evaluation weights fitted to the game's self-play
	// results (FittedKiswahili, FittedKete), which Front.FittedHeuristic
	// uses; zero (Bao la Kujifunza, Bawo): DefaultWeights.
	Fitted Weights
	// Fitted2 are the weights of the richer evaluation "fitted2"
	// (Fitted2Kiswahili, Fitted2Kete), which Front.Fitted2Heuristic uses;
	// zero: as Fitted.
	Fitted2 Weights2

	// bits are the Bawo fields a move tests, set by NewFront.
	bits bawoBits
	// fin is the fast path of finish, set by NewFront: finTakasia or
	// finPlain for the games but Bawo, 0 (no fast path) otherwise.
	fin uint8
}

// The fast paths of finish (Rules.fin).
const (
	finTakasia uint8 = 1 + iota // takasia on, no Bawo flags
	finPlain                    // takasia off, no Bawo flags: nothing more to do
)

// withBits returns r with its bits set from its fields.
func (r Rules) withBits() Rules {
	r.bits, r.fin = 0, finPlain
	if r.Takasia {
		r.fin = finTakasia
	}
	if r.Bawo {
		r.fin = 0
		r.bits = bawoOn
		for _, f := range []struct {
			on  bool
			bit bawoBits
		}{{r.Guard, bawoGuard}, {r.KuuKeep, bawoKeep}, {r.KichwaLoses, bawoKichwa}, {r.EndlessStop, bawoStop}} {
			if f.on {
				r.bits |= f.bit
			}
		}
	}
	return r
}

// GambitRule is the gambit option of Bawo (BW11).
type GambitRule uint8

// The values of the gambit option.
const (
	GambitOff     GambitRule = iota // no gambit
	GambitOn                        // each player's first move is his gambit
	GambitCapture                   // as GambitOn, but North captures instead if he can (N1 with BW5)
)

// Ring positions of a player's own sixteen pits (bao.Pit slots within his
// half of State.Pits): 0..7 front pits 1..8, 8..15 back pits 8..1.
const (
	ringLen = 16
	house   = 4 // front pit 5
)

// geometry is the board of both games: four rows of eight, 64 seeds, the
// house at front pit 5, a restricted-pit field.
var geometry = bao.Geometry{Rows: 2, Cols: 8, Seeds: 64, House: 5, Restricted: true}

// bawoGeometry is geometry with Bawo's moved and gambit fields (BW14).
var bawoGeometry = bao.Geometry{Rows: 2, Cols: 8, Seeds: 64, House: 5, Restricted: true, Flags: true}

// Geometry returns the board of the four-row games.
func (r *Rules) Geometry() bao.Geometry {
	if r.Bawo {
		return bawoGeometry
	}
	return geometry
}

// Start returns the start position of the rule set: R1, or K1 for
// MtajiOnly.
func (e *Rules) Start() bao.State {
	if e.MtajiOnly {
		return FullBoard()
	}
	if e.Bawo {
		return e.bawoStart()
	}
	return Start()
}

// Start returns the start position of R1.
func Start() bao.State {
	var s bao.State
	for _, b := range []int{0, 16} {
		s.Pits[b+house] = 6
		s.Pits[b+5] = 2
		s.Pits[b+6] = 2
	}
	s.Store = [2]uint8{22, 22}
	s.House = [2]bool{true, true}
	return s
}

// FullBoard returns the start position of Bao la Kujifunza (K1): two seeds
// in every pit, both stores empty, no house, South to move.
func FullBoard() bao.State {
	var s bao.State
	for i := range 2 * ringLen {
		s.Pits[i] = 2
	}
	return s
}

// validateMtajiOnly checks the kujifunza points of a position (K1-K3): no
// player owns a house, and both stores are empty, except in a finished game
// won by a capture that emptied the loser's front row: the seeds of that
// capture are then in the winner's store (kiswahili C3) and the loser, to
// move, has an empty front row.
func validateMtajiOnly(s *bao.State) error {
	for p := bao.South; p <= bao.North; p++ {
		if s.House[p] {
			return bao.Invalid("houses", "%v owns a house, but Bao la Kujifunza has no house (kujifunza.md rule K3): the houses field is always -", p)
		}
	}
	if s.Store == [2]uint8{} {
		return nil
	}
	loser := s.Side
	if s.Side <= bao.North && frontWord(&s.Pits, loser) == 0 && s.Store[loser] == 0 {
		return nil // the capture of C3 that won the game
	}
	return bao.Invalid("stores", "the stores hold %d,%d seeds, but Bao la Kujifunza has none (kujifunza.md rules K1, K2); only the winner's store after a capture that empties the loser's front row (kiswahili.md rule C3) holds seeds",
		s.Store[bao.South], s.Store[bao.North])
}

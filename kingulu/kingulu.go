package kingulu

import (
	"math/bits"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// Rules is Bao Kingulu as docs/kingulu.md defines it. It implements
// bao.Variant and the optional bao.Validator, bao.Expander, bao.Sampler,
// bao.Playouter, bao.Recorder, bao.Tracer and bao.Describer; it does not
// implement bao.Annotator, because Bao Kingulu moves carry no annotations. Rules has
// no options; it keeps the never-ending moves its move generators have
// found (see memo), which is why it is used by pointer and not copied. The
// zero value is ready, and a *Rules is safe for concurrent use.
type Rules struct {
	endless memo
}

// New returns the rules of Bao Kingulu.
func New() *Rules { return &Rules{} }

func init() {
	bao.Register(bao.Definition{
		Name: "kingulu",
		Doc:  "Bao Kingulu (Ngulu, after Klamroth 1911): two rows of six, 48 seeds, anticlockwise relay sowing, children (kuweka mtoto)",
		New:  func(bao.Options) (bao.Variant, error) { return New(), nil },
	})
}

// Name returns "kingulu".
func (*Rules) Name() string { return "kingulu" }

// Geometry returns the board: one row of six pits per player, 48 seeds,
// reserved pits.
func (*Rules) Geometry() bao.Geometry { return geometry }

// Start returns the start position: four seeds in every pit, empty banks,
// South to move (G1).
func (*Rules) Start() bao.State {
	var s bao.State
	for k := range ringLen {
		s.Pits[slotOf[k]] = 4
	}
	return s
}

// Legal appends the legal moves of s to buf in canonical order, the
// mover's pits 1 to 6 (section 6): the eligible start pits (G2) whose move
// does not end its first lap as in G5c and ends (G8). A move whose first
// lap ends it is decided without sowing; the others are played out. With a
// buffer of capacity 6 it allocates nothing.
func (r *Rules) Legal(s bao.State, buf []bao.Move) []bao.Move {
	if s.Side > bao.North {
		return buf
	}
	var w0 pos
	loadPits(&s, &w0)
	p := s.Side
	ends, relays := starts(&w0, p)
	if ends == 0 && relays == 0 {
		return buf
	}
	det := detector{memo: &r.endless}
	if relays != 0 {
		load(&s, &w0)
	}
	for m := ends | relays; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if ends>>k&1 == 0 {
			if st, _, _, _ := play(&w0, p, k, &det); st != done {
				continue
			}
		}
		buf = append(buf, moveAt(k))
	}
	return buf
}

// hasLegal reports whether the side to move in s has a legal move.
func (r *Rules) hasLegal(s *bao.State) bool {
	if s.Side > bao.North {
		return false
	}
	var w0 pos
	loadPits(s, &w0)
	p := s.Side
	if endsAny(&w0, p) {
		return true
	}
	ends, relays := starts(&w0, p)
	if ends != 0 {
		return true
	}
	if relays == 0 {
		return false
	}
	det := detector{memo: &r.endless}
	load(s, &w0)
	for m := relays; m != 0; m &= m - 1 {
		if st, _, _, _ := play(&w0, p, bits.TrailingZeros16(m), &det); st == done {
			return true
		}
	}
	return false
}

// Apply plays m in s and returns the new position; s is not changed. An
// illegal move returns a *bao.MoveError naming the rule: G2 (not an
// eligible start pit), G5c (the first lap ends in an occupied pit of the
// mover's own row), G8 (the move never ends), or 6 (a direction sign or a
// safari mark, which Bao Kingulu moves do not have).
func (*Rules) Apply(s bao.State, m bao.Move) (bao.State, error) {
	if s.Side > bao.North {
		return s, bao.IllegalIn("kingulu.md", m, "", "the position has no valid side to move (Side = %d)", s.Side)
	}
	if m.Dir != bao.NoDir || m.Safari {
		return s, bao.IllegalIn("kingulu.md", m, "6", "a Bao Kingulu move is its start pit alone (sowing is always anticlockwise, there is no safari): write %v", m.Pit)
	}
	var w pos
	load(&s, &w)
	k, err := startOf(&s, &w, m)
	if err != nil {
		return s, err
	}
	n := w.b.at(k)
	var det detector
	st, child, b, bank := play(&w, s.Side, k, &det)
	switch st {
	case occupied:
		x := bao.PitAt(int(slotOf[(k+int(n))%ringLen]))
		return s, bao.IllegalIn("kingulu.md", m, "G5c", "its first lap of %d seeds ends in %v, an occupied pit of %v's own row, which makes the move illegal by kingulu.md rule G7", n, x, s.Side)
	case cycle:
		return s, bao.IllegalIn("kingulu.md", m, "G8", "the move never ends: the state at the start of its lap %d (pits, seeds in hand, current pit) repeats an earlier lap's", det.Laps())
	case budget:
		return s, bao.IllegalIn("kingulu.md", m, "G8", "the move has not ended after %d laps and counts as never-ending", sow.Budget)
	}
	t := s
	store(&t, &w, b, bank, s.Side, child)
	return t, nil
}

// Score returns each player's score by G10: his bank, the seeds in the
// unreserved pits of his own row, and the seeds in his children. A pit
// that a (malformed) state marks as reserved by both players counts for
// South, as bao.State.ReservedBy reads it.
func Score(s bao.State) [2]int {
	var w pos
	load(&s, &w)
	sc := [2]int{int(uint8(w.bank)), int(w.bank >> 8)}
	for k := range ringLen {
		owner := bao.Player(k / 6)
		if w.all>>k&1 != 0 {
			owner = w.owner(k)
		}
		sc[owner] += int(w.b.at(k))
	}
	return sc
}

// Outcome reports whether the game is over in s: exactly when the side to
// move has no legal move (G9). The score of G10 is always filled in
// (Scored is true), also while the game goes on; when it is over the higher
// score wins and equal scores are a draw, with the reason
// bao.NoLegalMove. A state whose side to move is not a player is reported
// as not over.
func (r *Rules) Outcome(s bao.State) bao.Outcome {
	south, north := score(&s)
	o := bao.Outcome{Score: [2]int{south, north}, Scored: true}
	if s.Side > bao.North || r.hasLegal(&s) {
		return o
	}
	o.Reason = bao.NoLegalMove
	switch sc := o.Score; {
	case sc[bao.South] > sc[bao.North]:
		o.Result, o.Winner = bao.Won, bao.South
	case sc[bao.North] > sc[bao.South]:
		o.Result, o.Winner = bao.Won, bao.North
	default:
		o.Result = bao.Drawn
	}
	return o
}

// Over reports whether the game is over in s, as Outcome(s).Over() does,
// without counting the score: for searches that test many positions and
// need the outcome of the few that are over.
func (r *Rules) Over(s bao.State) bool { return r.OverAt(&s) }

// OverAt is Over of the position at s, which it reads in place (see
// EachChildInto).
func (r *Rules) OverAt(s *bao.State) bool { return s.Side <= bao.North && !r.hasLegal(s) }

// Validate checks the reservations of a hand-made position (section 3):
// a child lies in the opponent's row of its reserver, and holds 4 or 5
// seeds. The seed total and the syntax are checked by the bao package.
func (*Rules) Validate(s bao.State) error {
	for p := bao.South; p <= bao.North; p++ {
		for m := s.Reserved[p]; m != 0; m &= m - 1 {
			x := bao.PitAt(bits.TrailingZeros32(m))
			if !geometry.Contains(x) {
				return bao.Invalid("reservations", "slot %d is not a pit of this board", x.Index())
			}
			if x.Player() == p {
				return bao.Invalid("pit "+x.String(), "%v is marked as %v's child, but it lies in %v's own row: a player reserves pits of his opponent's row only", x, p, p)
			}
			if n := s.Pits[x.Index()]; n != 4 && n != 5 {
				return bao.Invalid("pit "+x.String(), "%v is %v's child but holds %d seeds: a child holds 4 or 5 seeds", x, p, n)
			}
		}
	}
	return nil
}

// Info describes the variant.
func (*Rules) Info() bao.Info {
	return bao.Info{
		Title:     "Bao Kingulu",
		Summary:   "The two-row bao of the Ngulu people of east-central Tanzania, recorded by M. Klamroth (1911): two rows of six pits, 48 seeds, both players sow anticlockwise round the whole board with relay sowing; a move ending in an empty pit of the mover's row captures the opposite pit, and a lap whose last seed turns an opponent's three into four makes that pit the mover's child (kuweka mtoto), whose later seeds go to him. The game ends when the player to move cannot move; the seeds are then counted.",
		Sources:   sources,
		Conserves: true,
	}
}

var sources = []string{
	"Mancala World, Bao Kingulu: https://mancala.fandom.com/wiki/Bao_Kingulu (rules after M. Klamroth, Afrikanische Brettspiele, 1911)",
	"Mancala World, Bao dictionary: https://mancala.fandom.com/wiki/Bao_dictionary",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001): http://www.fdg.unimaas.nl/educ/donkers/games/Bao/rules.html (the treatment of never-ending moves that G8 follows)",
}

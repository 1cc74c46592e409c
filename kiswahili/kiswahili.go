package kiswahili

import (
	"math/rand/v2"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/fourrow"
)

// Config selects the rule options. The zero Config is the rule set of
// docs/kiswahili.md.
type Config struct {
	// NoTakasia drops takasia (rule option takasia=off): rules T1-T6 and
	// L4 do not apply and no position has a restricted pit.
	NoTakasia bool
}

// Rules is Bao la Kiswahili under one Config. It implements bao.Variant
// and the optional bao.Validator, bao.Annotator, bao.Expander,
// bao.Sampler, bao.Playouter and bao.Describer. A *Rules is immutable and safe for concurrent use.
type Rules struct {
	e fourrow.Rules
}

var options = []bao.Option{{
	Name: "takasia", Values: []string{"on", "off"}, Default: "on",
	Doc: "takasia: after a takasa in mtaji, one threatened pit of the opponent is frozen for his next move",
}}

// New returns the rules for c.
func New(c Config) *Rules {
	opts := bao.Options{"takasia": "on"}
	if c.NoTakasia {
		opts["takasia"] = "off"
	}
	return &Rules{e: fourrow.Rules{Spec: bao.Spec("kiswahili", options, opts), Takasia: !c.NoTakasia}}
}

func init() {
	bao.Register(bao.Definition{
		Name:    "kiswahili",
		Doc:     "Bao la Kiswahili (Zanzibar bao): four rows of eight, namua and mtaji, house, takasia",
		Options: options,
		New: func(o bao.Options) (bao.Variant, error) {
			return New(Config{NoTakasia: o["takasia"] == "off"}), nil
		},
	})
}

// Name returns "kiswahili" or "kiswahili(takasia=off)".
func (r *Rules) Name() string { return r.e.Name() }

// Geometry returns the board: four rows of eight pits, 64 seeds, the house
// at front pit 5, a restricted-pit field.
func (r *Rules) Geometry() bao.Geometry { return r.e.Geometry() }

// Start returns the start position (R1).
func (r *Rules) Start() bao.State { return r.e.Start() }

// Legal appends the legal moves of s to buf in the canonical order of
// section 6: start pit (front 1..8, back 1..8), then "<" before ">", then
// stop before safari.
func (r *Rules) Legal(s bao.State, buf []bao.Move) []bao.Move { return r.e.Legal(s, buf) }

// Apply plays m in s. An illegal move returns a *bao.MoveError naming the
// rule that forbids it.
func (r *Rules) Apply(s bao.State, m bao.Move) (bao.State, error) { return r.e.Apply(s, m) }

// Outcome reports whether the game is over in s (section 5).
func (r *Rules) Outcome(s bao.State) bao.Outcome { return r.e.Outcome(s) }

// Children appends every legal move of s with its resulting position.
func (r *Rules) Children(s bao.State, buf []bao.Child) []bao.Child { return r.e.Children(s, buf) }

// Sample draws a uniformly random legal move of s with its resulting
// position, playing out about one candidate instead of all of them: the
// fast path of random playouts (bao.Sample, bao.Playout).
func (r *Rules) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) { return r.e.Sample(s, rng) }

// Playout plays random moves from s as Sample draws them, until the game
// is over or maxPlies moves are played (bao.Playout).
func (r *Rules) Playout(s bao.State, rng *rand.Rand, maxPlies int) (bao.State, int) {
	return r.e.Playout(s, rng, maxPlies)
}

// Annotate returns the "*", "**" and "#" annotations of a move.
func (r *Rules) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	return r.e.Annotate(before, m, after)
}

// Validate checks a hand-made position: an owned house holds at least one
// seed; a restricted pit is a front pit of the side to move, not an owned
// house, only when both stores are empty, and never with takasia off.
func (r *Rules) Validate(s bao.State) error { return r.e.Validate(s) }

// Info describes the variant.
func (r *Rules) Info() bao.Info {
	return bao.Info{
		Title:     "Bao la Kiswahili",
		Summary:   "The four-row mancala of Zanzibar and the Swahili coast: two stages (namua, mtaji), relay sowing, compulsory captures, the house, takasia.",
		Sources:   sources,
		Conserves: true,
	}
}

var sources = []string{
	"Mancala World, Bao la Kiswahili: https://mancala.fandom.com/wiki/Bao_la_Kiswahili",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001)",
	"K.I.B.A. rules (2009): https://kibao.org/kanuni.php",
	"A.J. de Voogt, Limits of the Mind (1995); Strategy in Bao, Abstract Games (2000-2001)",
	"P.J. Kronenburg, H.H.L.M. Donkers, A.J. de Voogt, Never-ending moves in Bao, ICGA Journal 29(2), 2006",
}

package kete

import (
	"math/rand/v2"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/fourrow"
)

// Config selects the rule options. The zero Config is the rule set of
// docs/kete.md.
type Config struct {
	// NoHiziZetu drops hizi zetu (rule option takasia=off): rules Z1-Z6
	// and L4 do not apply and no position has a restricted pit.
	NoHiziZetu bool
}

// Rules is Bao la Kete under one Config. It implements bao.Variant and the
// optional bao.Validator, bao.Annotator, bao.Expander, bao.Sampler,
// bao.Playouter and bao.Describer. A
// *Rules is immutable and safe for concurrent use.
type Rules struct {
	e fourrow.Rules
}

var options = []bao.Option{{
	Name: "takasia", Values: []string{"on", "off"}, Default: "on",
	Doc: "hizi zetu: after a takata in mtaji, one threatened pit of the opponent is reserved: he may not play it, and it must then be captured",
}}

// New returns the rules for c. The Lamu differences from Bao la Kiswahili
// are the three fields set here; everything else is the shared four-row
// engine.
func New(c Config) *Rules {
	opts := bao.Options{"takasia": "on"}
	if c.NoHiziZetu {
		opts["takasia"] = "off"
	}
	return &Rules{e: fourrow.Rules{
		Spec:             bao.Spec("kete", options, opts),
		Takasia:          !c.NoHiziZetu,
		KuuNeverBelowSix: true,          // N3, H3: a kuu of six is sown out whole; the tax only from seven
		KuuFirst:         true,          // M2a: the first mtaji takata starts from the living kuu
		HiziZetu:         !c.NoHiziZetu, // Z4-Z6: the reservation passes to the reserver, who must capture it
	}}
}

func init() {
	bao.Register(bao.Definition{
		Name:    "kete",
		Doc:     "Bao la Kete (Lamu): Bao la Kiswahili with the Lamu kuu rules and hizi zetu",
		Options: options,
		New: func(o bao.Options) (bao.Variant, error) {
			return New(Config{NoHiziZetu: o["takasia"] == "off"}), nil
		},
	})
}

// Name returns "kete" or "kete(takasia=off)".
func (r *Rules) Name() string { return r.e.Name() }

// Geometry returns the board: four rows of eight pits, 64 seeds, the kuu at
// front pit 5, a restricted-pit field.
func (r *Rules) Geometry() bao.Geometry { return r.e.Geometry() }

// Start returns the start position (R1), the same as Bao la Kiswahili's.
func (r *Rules) Start() bao.State { return r.e.Start() }

// Legal appends the legal moves of s to buf in the canonical order of
// section 6.
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

// Annotate returns the "*", "**" and "#" annotations of a move; "**" marks
// the creation of a reservation, not its passing into phase 2.
func (r *Rules) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	return r.e.Annotate(before, m, after)
}

// Validate checks a hand-made position: a living kuu holds at least six
// seeds; a reserved pit is a front pit, not a living kuu, only when both
// stores are empty, and never with takasia off.
func (r *Rules) Validate(s bao.State) error { return r.e.Validate(s) }

// Info describes the variant.
func (r *Rules) Info() bao.Info {
	return bao.Info{
		Title:      "Bao la Kete",
		Summary:    "The four-row bao of the Lamu archipelago: Bao la Kiswahili with a kuu that never holds fewer than six, the kuu first in mtaji, and hizi zetu. Played as best of three.",
		Sources:    sources,
		Conserves:  true,
		MatchGames: 3, // section 5: a match is the best of three games
	}
}

var sources = []string{
	"Mancala World, Bao la Kete: https://mancala.fandom.com/wiki/Bao_la_Kete (after P. Townshend 1982 and A.W. Boyd 1979)",
	"Mancala World, Bao la Kiswahili: https://mancala.fandom.com/wiki/Bao_la_Kiswahili",
	"Mancala World, Bao dictionary: https://mancala.fandom.com/wiki/Bao_dictionary",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001)",
	"W. Driedger, Michezo ya Mbao: http://www.driedger.ca/mankala/Man-2.html",
	"P.J. Kronenburg, H.H.L.M. Donkers, A.J. de Voogt, Never-ending moves in Bao, ICGA Journal 29(2), 2006",
}

package kiswahili

import (
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
// bao.Sampler, bao.Playouter and bao.Describer. A *Rules is immutable and
// safe for concurrent use.
//
// Its methods are those of the front end that the four-row games share
// (internal/fourrow): Info, Name ("kiswahili" or "kiswahili(takasia=off)"),
// Geometry, Start (R1), Legal (canonical order of section 6), Apply (an
// illegal move gives a *bao.MoveError naming the rule), Outcome (section
// 5), Children, Sample, Playout, Annotate ("*", "**", "#") and Validate
// (the points listed under Interpretations in the package documentation).
type Rules struct {
	front
}

// front is the shared four-row front end, embedded under an unexported
// name so that its methods are promoted and nothing else is exposed.
type front = fourrow.Front

var game = fourrow.Game{
	Name:   "kiswahili",
	Doc:    "Bao la Kiswahili (Zanzibar bao): four rows of eight, namua and mtaji, house, takasia",
	Option: "takasia: after a takasa in mtaji, one threatened pit of the opponent is frozen for his next move",
	Rules: func(takasia bool) fourrow.Rules {
		return fourrow.Rules{Takasia: takasia, Fitted: fourrow.FittedKiswahili, Fitted2: fourrow.Fitted2Kiswahili, TD: fourrow.TDKiswahili}
	},
	Info: bao.Info{
		Title:     "Bao la Kiswahili",
		Summary:   "The four-row mancala of Zanzibar and the Swahili coast: two stages (namua, mtaji), relay sowing, compulsory captures, the house, takasia.",
		Sources:   sources,
		Conserves: true,
	},
}

// New returns the rules for c.
func New(c Config) *Rules { return &Rules{game.Front(!c.NoTakasia)} }

func init() {
	game.Register(func(takasia bool) bao.Variant { return New(Config{NoTakasia: !takasia}) })
}

var sources = []string{
	"Mancala World, Bao la Kiswahili: https://mancala.fandom.com/wiki/Bao_la_Kiswahili",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001)",
	"K.I.B.A. rules (2009): https://kibao.org/kanuni.php",
	"A.J. de Voogt, Limits of the Mind (1995); Strategy in Bao, Abstract Games (2000-2001)",
	"P.J. Kronenburg, H.H.L.M. Donkers, A.J. de Voogt, Never-ending moves in Bao, ICGA Journal 29(2), 2006",
}

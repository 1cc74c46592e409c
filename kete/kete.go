package kete

import (
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
// bao.Playouter and bao.Describer. A *Rules is immutable and safe for
// concurrent use.
//
// Its methods are those of the front end that the four-row games share
// (internal/fourrow): Info, Name ("kete" or "kete(takasia=off)"), Geometry
// (the kuu at front pit 5), Start (R1, the same as Bao la Kiswahili's),
// Legal (canonical order of section 6), Apply (an illegal move gives a
// *bao.MoveError naming the rule), Outcome, Children, Sample, Playout,
// Annotate ("**" marks the creation of a reservation, not its passing into
// phase 2) and Validate (a living kuu holds at least six seeds; a reserved
// pit is a front pit, not a living kuu, only when both stores are empty,
// and never with takasia off).
type Rules struct {
	front
}

// front is the shared four-row front end, embedded under an unexported
// name so that its methods are promoted and nothing else is exposed.
type front = fourrow.Front

// game is Bao la Kete: the Lamu differences from Bao la Kiswahili are the
// three fields of its rule set; everything else is the shared four-row
// engine.
var game = fourrow.Game{
	Name:   "kete",
	Doc:    "Bao la Kete (Lamu): Bao la Kiswahili with the Lamu kuu rules and hizi zetu",
	Option: "hizi zetu: after a takata in mtaji, one threatened pit of the opponent is reserved: he may not play it, and it must then be captured",
	Rules: func(hiziZetu bool) fourrow.Rules {
		return fourrow.Rules{
			Takasia:          hiziZetu,
			KuuNeverBelowSix: true,     // N3, H3: a kuu of six is sown out whole; the tax only from seven
			KuuFirst:         true,     // M2a: the first mtaji takata starts from the living kuu
			HiziZetu:         hiziZetu, // Z4-Z6: the reservation passes to the reserver, who must capture it
			Fitted:           fourrow.FittedKete,
			Fitted2:          fourrow.Fitted2Kete,
			TD:               fourrow.TDKete,
		}
	},
	Info: bao.Info{
		Title:      "Bao la Kete",
		Summary:    "The four-row bao of the Lamu archipelago: Bao la Kiswahili with a kuu that never holds fewer than six, the kuu first in mtaji, and hizi zetu. Played as best of three.",
		Sources:    sources,
		Conserves:  true,
		MatchGames: 3, // section 5: a match is the best of three games
	},
}

// New returns the rules for c.
func New(c Config) *Rules { return &Rules{game.Front(!c.NoHiziZetu)} }

func init() {
	game.Register(func(hiziZetu bool) bao.Variant { return New(Config{NoHiziZetu: !hiziZetu}) })
}

var sources = []string{
	"Mancala World, Bao la Kete: https://mancala.fandom.com/wiki/Bao_la_Kete (after P. Townshend 1982 and A.W. Boyd 1979)",
	"Mancala World, Bao la Kiswahili: https://mancala.fandom.com/wiki/Bao_la_Kiswahili",
	"Mancala World, Bao dictionary: https://mancala.fandom.com/wiki/Bao_dictionary",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001)",
	"W. Driedger, Michezo ya Mbao: http://www.driedger.ca/mankala/Man-2.html",
	"P.J. Kronenburg, H.H.L.M. Donkers, A.J. de Voogt, Never-ending moves in Bao, ICGA Journal 29(2), 2006",
}

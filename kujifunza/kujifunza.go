package kujifunza

import (
	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/fourrow"
)

// Config selects the rule options. The zero Config is the rule set of
// docs/kujifunza.md.
type Config struct {
	// NoTakasia drops takasia (rule option takasia=off, K4): rules T1-T6
	// and L4 of Bao la Kiswahili do not apply and no position has a
	// restricted pit.
	NoTakasia bool
}

// Rules is Bao la Kujifunza under one Config: bao.Variant with the
// optional bao.Validator, bao.Annotator, bao.Expander, bao.Sampler,
// bao.Playouter and bao.Describer, immutable and safe for concurrent use.
// Its methods are those of the shared four-row front end
// (internal/fourrow): Info, Name ("kujifunza" or
// "kujifunza(takasia=off)"), Geometry (that of Bao la Kiswahili, whose
// position text it shares), Start (K1), Legal (canonical order of section
// 6 of docs/kiswahili.md), Apply (an illegal move gives a *bao.MoveError
// naming the rule), Outcome (K5), Children, Sample, Playout, Annotate
// ("*", "**", "#") and Validate (the points listed under Interpretations in
// the package documentation).
type Rules struct {
	front
}

// front is the shared four-row front end, embedded under an unexported
// name so that its methods are promoted and nothing else is exposed.
type front = fourrow.Front

var game = fourrow.Game{
	Name:   "kujifunza",
	Doc:    "Bao la Kujifunza (the introductory form): the mtaji stage of Bao la Kiswahili from two seeds in every pit",
	Option: "takasia: after a takasa, one threatened pit of the opponent is frozen for his next move",
	Rules: func(takasia bool) fourrow.Rules {
		return fourrow.Rules{
			Takasia:   takasia, // K4
			MtajiOnly: true,    // K1-K3: two seeds in every pit, no store seeds, no house
		}
	},
	Info: bao.Info{
		Title:     "Bao la Kujifunza",
		Summary:   "Bao for learning, the introductory form of Bao la Kiswahili: its second stage (mtaji) alone, from two seeds in every pit, with no store seeds and no house; relay sowing, compulsory captures, takasia.",
		Sources:   sources,
		Conserves: true,
	},
}

// New returns the rules for c: the rules engine of Bao la Kiswahili with
// the mtaji-only rule set (K1-K3), which sets the start position and the
// validation of positions; every move rule is Bao la Kiswahili's.
func New(c Config) *Rules { return &Rules{game.Front(!c.NoTakasia)} }

func init() {
	game.Register(func(takasia bool) bao.Variant { return New(Config{NoTakasia: !takasia}) })
}

var sources = []string{
	"Mancala World, Bao la Kiswahili: https://mancala.fandom.com/wiki/Bao_la_Kiswahili (Bao la Kujifunza, the introductory training rules)",
	"J. Donkers, J. Uiterwijk, Programming Bao, 7th Computer Olympiad Workshop, Maastricht (2002)",
	"AbstractPlay gameslib, Bao, variant kujifunza",
}

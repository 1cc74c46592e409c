package bawo

import (
	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/fourrow"
)

// Config selects the rule options of docs/bawo.md section 4. The zero
// Config is the default ruleset, bawo with no options ("Chikoko/Bao2 as
// AbstractPlay reads it"); each field names the option value it selects
// when set.
type Config struct {
	// Kuu is the kuu of the set-up and the threshold of BW2 (option kuu):
	// 8 (0 means 8), 10 or 6.
	Kuu int
	// SingletonOwned is singleton=owned: kiswahili N2b instead of BW3a.
	SingletonOwned bool
	// KuuTax is kuutax=on: a lone kuu of more than K pays the two-seed tax.
	KuuTax bool
	// NoGuard is guard=off: BW5 dropped.
	NoGuard bool
	// CapMax15 is capmax=15: a mtaji capture may start from 15 seeds.
	CapMax15 bool
	// KuuLost is mtajikuu=lose: kiswahili C2 and H2(c) instead of BW7.
	KuuLost bool
	// NoFirstKuu is firstkuu=off: BW8 dropped (M2 as kiswahili).
	NoFirstKuu bool
	// KichwaIllegal is kichwa=illegal: kiswahili F1 instead of BW9.
	KichwaIllegal bool
	// EndlessIllegal is endless=illegal: kiswahili F2 instead of BW10.
	EndlessIllegal bool
	// Gambit is the gambit option: "off" ("" means off), "on" or "capture".
	Gambit string
	// NoTakasia is takasia=off: T1-T6 and L4 dropped.
	NoTakasia bool
}

// Rules is Bawo under one Config. It implements bao.Variant and the
// optional bao.Validator, bao.Annotator, bao.Expander, bao.Sampler,
// bao.Playouter, bao.Recorder, bao.LegalCounter, bao.Heuristic,
// bao.Tracer and bao.Describer. A *Rules is immutable and safe for
// concurrent use.
//
// Its methods are those of the front end that the four-row games share
// (internal/fourrow), run with the Bawo fields of its rule set.
type Rules struct {
	front
}

// front is the shared four-row front end, embedded under an unexported
// name so that its methods are promoted and nothing else is exposed.
type front = fourrow.Front

// options are the rule options of docs/bawo.md section 4, defaults first.
var options = []bao.Option{
	{Name: "kuu", Values: []string{"8", "10", "6"}, Default: "8", Doc: "BW1: seeds in each kuu at the start (nemo 28-K) and the least an owned kuu holds"},
	{Name: "singleton", Values: []string{"strict", "owned"}, Default: "strict", Doc: "BW3a: owned allows a singleton namua takata while the kuu is owned (kiswahili N2b)"},
	{Name: "kuutax", Values: []string{"off", "on"}, Default: "off", Doc: "BW3c: on taxes a lone kuu of more than K two seeds instead of leaving no move"},
	{Name: "guard", Values: []string{"on", "off"}, Default: "on", Doc: "BW5: no capture of the opponent's kuu while one's own kuu is threatened"},
	{Name: "capmax", Values: []string{"14", "15"}, Default: "14", Doc: "BW6: the most seeds a mtaji capture may start from"},
	{Name: "mtajikuu", Values: []string{"keep", "lose"}, Default: "keep", Doc: "BW7: lose ends the kuu at its owner's first mtaji capture (kiswahili C2)"},
	{Name: "firstkuu", Values: []string{"on", "off"}, Default: "on", Doc: "BW8: the first mtaji takata starts from the unmoved kuu"},
	{Name: "kichwa", Values: []string{"lose", "illegal"}, Default: "lose", Doc: "BW9: a lone kichwa sown towards the back row is a losing move, or illegal"},
	{Name: "endless", Values: []string{"stop", "illegal"}, Default: "stop", Doc: "BW10: a never-ending takata stops after lap 1,000,000, or is illegal"},
	{Name: "gambit", Values: []string{"off", "on", "capture"}, Default: "off", Doc: "BW11: the opening gambit (capture: North captures instead if he can)"},
	{Name: "takasia", Values: []string{"on", "off"}, Default: "on", Doc: "BW12: takasia as in Bao la Kiswahili"},
}

// New returns the rules for c, or an error naming a value of c that is
// not an option value.
func New(c Config) (*Rules, error) {
	k := c.Kuu
	if k == 0 {
		k = 8
	}
	if k != 8 && k != 10 && k != 6 {
		return nil, bao.Invalid("kuu", "%d seeds: the kuu option is 8, 10 or 6", k)
	}
	var g fourrow.GambitRule
	switch c.Gambit {
	case "", "off":
	case "on":
		g = fourrow.GambitOn
	case "capture":
		g = fourrow.GambitCapture
	default:
		return nil, bao.Invalid("gambit", "%q: the gambit option is off, on or capture", c.Gambit)
	}
	capMax := 14
	if c.CapMax15 {
		capMax = 15
	}
	return &Rules{fourrow.NewFront(fourrow.Rules{
		Spec:           bao.Spec("bawo", options, c.options(k)),
		Takasia:        !c.NoTakasia,
		Bawo:           true,
		Kuu:            k,
		SingletonOwned: c.SingletonOwned,
		KuuTax:         c.KuuTax,
		Guard:          !c.NoGuard,
		CapMax:         capMax,
		KuuKeep:        !c.KuuLost,
		FirstKuu:       !c.NoFirstKuu,
		KichwaLoses:    !c.KichwaIllegal,
		EndlessStop:    !c.EndlessIllegal,
		Gambit:         g,
	}, info)}, nil
}

// options returns the option values of c, with K the kuu.
func (c Config) options(k int) bao.Options {
	pick := func(b bool, yes, no string) string {
		if b {
			return yes
		}
		return no
	}
	g := c.Gambit
	if g == "" {
		g = "off"
	}
	return bao.Options{
		"kuu":       map[int]string{8: "8", 10: "10", 6: "6"}[k],
		"singleton": pick(c.SingletonOwned, "owned", "strict"),
		"kuutax":    pick(c.KuuTax, "on", "off"),
		"guard":     pick(c.NoGuard, "off", "on"),
		"capmax":    pick(c.CapMax15, "15", "14"),
		"mtajikuu":  pick(c.KuuLost, "lose", "keep"),
		"firstkuu":  pick(c.NoFirstKuu, "off", "on"),
		"kichwa":    pick(c.KichwaIllegal, "illegal", "lose"),
		"endless":   pick(c.EndlessIllegal, "illegal", "stop"),
		"gambit":    g,
		"takasia":   pick(c.NoTakasia, "off", "on"),
	}
}

// configOf returns the Config of registry options o (already checked
// against options by the registry).
func configOf(o bao.Options) Config {
	k := 8
	switch o["kuu"] {
	case "10":
		k = 10
	case "6":
		k = 6
	}
	return Config{
		Kuu:            k,
		SingletonOwned: o["singleton"] == "owned",
		KuuTax:         o["kuutax"] == "on",
		NoGuard:        o["guard"] == "off",
		CapMax15:       o["capmax"] == "15",
		KuuLost:        o["mtajikuu"] == "lose",
		NoFirstKuu:     o["firstkuu"] == "off",
		KichwaIllegal:  o["kichwa"] == "illegal",
		EndlessIllegal: o["endless"] == "illegal",
		Gambit:         o["gambit"],
		NoTakasia:      o["takasia"] == "off",
	}
}

func init() {
	bao.Register(bao.Definition{
		Name:    "bawo",
		Doc:     "Bawo (Malawi): Bao la Kiswahili with a kuu of 8 and the differences BW1-BW15, every disputed point an option",
		Options: options,
		New: func(o bao.Options) (bao.Variant, error) {
			r, err := New(configOf(o))
			if err != nil {
				return nil, err
			}
			return r, nil
		},
	})
}

var info = bao.Info{
	Title:     "Bawo",
	Summary:   "The four-row bao of the Yao of Malawi: Bao la Kiswahili with a kuu of eight and twenty in the nemo, a kuu that is never an ordinary pit, the kuu capture guard, mtaji captures from 2-14 seeds, the first mtaji takata from the unmoved kuu, and an optional opening gambit.",
	Sources:   sources,
	Conserves: true,
}

var sources = []string{
	"Mancala World, Bawo: https://mancala.fandom.com/wiki/Bawo",
	"M. Chikoko, Bao - the game as played in Malawi, Game Cabinet (1997): http://www.gamecabinet.com/rules/Bao2.html",
	"AbstractPlay gameslib, bao.ts (variants malawi, malawi-full), its tests and rule matrix",
	"M.G. Sanderson, Native games of Central Africa, JRAI 43 (1913) 726-736",
	"Mancala World, Bao la Kiswahili: https://mancala.fandom.com/wiki/Bao_la_Kiswahili",
	"H.H.L.M. Donkers, Zanzibar Bao Rules for the Computer (2001)",
}

package fourrow

import (
	"math/rand/v2"

	"github.com/bao-games/bao"
)

// Front is the front end shared by the four-row games: it implements
// bao.Variant and the optional bao.Validator, bao.Annotator, bao.Expander,
// bao.OverTester, bao.Sampler, bao.Playouter, bao.Recorder,
// bao.LegalCounter, bao.Heuristic and bao.Tracer over one rule set, which
// it keeps private so that a variant built on it is immutable. The Rules
// types of the packages kiswahili, kete, kujifunza and bawo embed it and
// add what each game documents for itself (Config, New). A Front is safe
// for concurrent use.
//
// A method added here serves all four games at once.
type Front struct {
	e      Rules
	info   bao.Info
	start  bao.State // e.Start(), made once: every playout begins with it
	fitted Weights   // e.fittedWeights(), chosen once: FittedHeuristic is a search's leaf
	// fitted2 is e.Fitted2, nil when the rule set has none (Fitted2Heuristic
	// is then FittedHeuristic): chosen once, as fitted is.
	fitted2 *Weights2
	td      *Weights2
	td8     *Weights
}

// NewFront returns the front end over the rule set r, described by info.
func NewFront(r Rules, info bao.Info) Front {
	r = r.withBits()
	f := Front{e: r, info: info, start: r.Start(), fitted: r.fittedWeights()}
	if r.Fitted2 != (Weights2{}) {
		w := r.Fitted2
		f.fitted2 = &w
	}
	if r.TD != (Weights2{}) {
		w := r.TD
		if (Weights2{Weights: w.Weights}) == w {
			f.td8 = &w.Weights
		} else {
			f.td = &w
		}
	}
	return f
}

// Info describes the variant.
func (f *Front) Info() bao.Info { return f.info }

// Name returns the canonical variant name with its options, such as
// "kiswahili" or "kete(takasia=off)".
func (f *Front) Name() string { return f.e.Name() }

// Geometry returns the board: four rows of eight pits, 64 seeds, the house
// (kete: kuu) at front pit 5, a restricted-pit field.
func (f *Front) Geometry() bao.Geometry { return f.e.Geometry() }

// Start returns the start position (R1; kujifunza K1).
func (f *Front) Start() bao.State { return f.start }

// Legal appends the legal moves of s to buf in the canonical order of
// section 6: start pit (front 1..8, back 1..8), then "<" before ">", then
// stop before safari.
func (f *Front) Legal(s bao.State, buf []bao.Move) []bao.Move { return f.e.Legal(s, buf) }

// CountLegal returns the number of legal moves of s, as many as Legal
// lists, playing out only the candidates whose first lap does not show
// that they are legal (bao.LegalCounter).
func (f *Front) CountLegal(s bao.State) int { return f.e.CountLegal(s) }

// Apply plays m in s. An illegal move returns a *bao.MoveError naming the
// rule that forbids it; s is never changed.
func (f *Front) Apply(s bao.State, m bao.Move) (bao.State, error) { return f.e.Apply(s, m) }

// Outcome reports whether the game is over in s (section 5): the side to
// move has lost when his front row is empty or he has no legal move.
func (f *Front) Outcome(s bao.State) bao.Outcome { return f.e.Outcome(s) }

// Over reports whether the game is over in s, as Outcome(s).Over() does,
// without building the outcome (bao.OverTester): a search asks it of
// every leaf.
func (f *Front) Over(s bao.State) bool { return f.e.over(&s) }

// Children appends every legal move of s with its resulting position, in
// the order of Legal.
func (f *Front) Children(s bao.State, buf []bao.Child) []bao.Child { return f.e.Children(s, buf) }

// EachChild passes the children of s, in the order of Children, to yield
// until it returns false; the children after that are not played. A search
// that may stop after the first few (an alpha-beta cutoff) saves the rest.
func (f *Front) EachChild(s bao.State, yield func(bao.Child) bool) { f.e.EachChild(s, yield) }

// Sample draws a uniformly random legal move of s with its resulting
// position, playing out about one candidate instead of all of them: the
// fast path of random playouts (bao.Sample, bao.Playout).
func (f *Front) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) { return f.e.Sample(s, rng) }

// Playout plays random moves from s as Sample draws them, until the game
// is over or maxPlies moves are played (bao.Playout).
func (f *Front) Playout(s bao.State, rng *rand.Rand, maxPlies int) (bao.State, int) {
	return f.e.Playout(s, rng, maxPlies)
}

// Record plays random moves from s as Sample draws them, with rng[side to
// move], and appends each with its annotations to buf (bao.Recorder).
func (f *Front) Record(s bao.State, rng *[2]*rand.Rand, maxPlies int, buf []bao.Played) (bao.State, []bao.Played) {
	return f.e.Record(s, rng, maxPlies, buf)
}

// Annotate returns the "*", "**" and "#" annotations of a move: "*" a
// takasa (kete: takata), "**" one that creates a takasia (kete: a hizi zetu
// reservation), "#" a move after which the game is over.
func (f *Front) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	return f.e.Annotate(before, m, after)
}

// Validate checks a hand-made position against the rules of the game
// beyond the generic checks of bao.ParseState: the houses (kete: kuu), the
// stores (kujifunza), and where a restricted pit may stand. The package
// documentation of each game lists its points.
func (f *Front) Validate(s bao.State) error { return f.e.Validate(s) }

// Heuristic is the default evaluation of the four-row games for the
// searching players (bao.Heuristic), in hundredths of a seed from p's point
// of view; package player's documentation describes its terms ("default").
func (f *Front) Heuristic(s bao.State, p bao.Player) int { return f.e.Heuristic(s, p) }

// MustCapture reports whether the side to move in s must start a capture,
// a namua capture (N1) or a mtaji capture (M1) (bao.CaptureTester): the
// position is not quiet.
func (f *Front) MustCapture(s bao.State) bool { return f.e.MustCapture(&s) }

// FittedHeuristic is the evaluation "fitted" of the searching players: as
// Heuristic, with the weights fitted to the game's self-play results
// (Rules.Fitted; see FittedKiswahili), or DefaultWeights for a game that
// has none.
func (f *Front) FittedHeuristic(s bao.State, p bao.Player) int { return f.fitted.Evaluate(&s, p) }

// Fitted2Heuristic is the evaluation "fitted2" of the searching players:
// the richer terms of Weights2 with the weights fitted to the game's
// self-play results (Rules.Fitted2; see Fitted2Kiswahili), or as
// FittedHeuristic for a game that has none. Rules.Fitted2Heuristic is
// its plain twin, which chooses the weights at every call.
func (f *Front) Fitted2Heuristic(s bao.State, p bao.Player) int {
	if f.fitted2 == nil {
		return f.fitted.Evaluate(&s, p)
	}
	return f.fitted2.Evaluate(&s, p)
}

// Game is a four-row game with the one rule option takasia=on|off
// (default on; kete calls it hizi zetu): kiswahili, kete and kujifunza
// each declare theirs once, and build and register their variant with it.
type Game struct {
	Name   string                   // the registry name, "kete"
	Doc    string                   // the registry's one-line description
	Option string                   // what takasia=on does in the game
	Info   bao.Info                 // what the variant's Info returns
	Rules  func(takasia bool) Rules // the rule set with the option on or off, Spec left to Front
}

// options returns the rule options of g: takasia=on|off.
func (g *Game) options() []bao.Option {
	return []bao.Option{{Name: "takasia", Values: []string{"on", "off"}, Default: "on", Doc: g.Option}}
}

// Front returns the front end of g with takasia on or off, named by its
// canonical spec: "kete", "kete(takasia=off)".
func (g *Game) Front(takasia bool) Front {
	r := g.Rules(takasia)
	v := "on"
	if !takasia {
		v = "off"
	}
	r.Spec = bao.Spec(g.Name, g.options(), bao.Options{"takasia": v})
	return NewFront(r, g.Info)
}

// Register registers g with the registry; build returns the package's
// variant with takasia on or off.
func (g *Game) Register(build func(takasia bool) bao.Variant) {
	bao.Register(bao.Definition{
		Name:    g.Name,
		Doc:     g.Doc,
		Options: g.options(),
		New: func(o bao.Options) (bao.Variant, error) {
			return build(o["takasia"] != "off"), nil
		},
	})
}

// Trace plays m in s and yields the position after each lap, the last
// being the position after the move (bao.Tracer).
func (f *Front) Trace(s bao.State, m bao.Move, yield func(bao.State) bool) error {
	return f.e.Trace(s, m, yield)
}

// TDHeuristic (trial) is the evaluation "td".
func (f *Front) TDHeuristic(s bao.State, p bao.Player) int {
	switch {
	case f.td8 != nil:
		return f.td8.Evaluate(&s, p)
	case f.td != nil:
		return f.td.Evaluate(&s, p)
	}
	return f.Fitted2Heuristic(s, p)
}

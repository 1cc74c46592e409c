package player

import (
	"fmt"
	"strings"
	"time"
)

// Level is a strength level of the computer opponent: a name a player
// understands, the canonical spec of the player that plays at that level
// (New(l.Spec, seed) builds it), a one-line description, and the longest a
// move of that level may take.
//
// The levels are the same in every game: their specs work in all the
// registered variants. The weaker levels search a fixed depth or number of
// nodes, so that their games are reproducible from the seed and do not
// depend on the machine (a browser running the engine in WebAssembly at a
// fifth of native speed plays the same moves as `bao play`, only more
// slowly); only the strongest level has a time budget.
type Level struct {
	// Name is the level's name: "beginner", "easy", "medium", "hard",
	// "expert" or "strongest".
	Name string
	// Spec is the canonical spec of the level's player (see New).
	Spec string
	// Description says in one line, in words for a player, how the level
	// plays.
	Description string
	// Limit bounds the time of one move of the level, in a browser at a
	// fifth of native speed as natively: a caller may pass a context with
	// this deadline as a safety net (a player cut short by its context
	// returns an error, or its best move so far). The node budgets of the
	// weaker levels keep them far below it natively (TestLevelsTime);
	// the strongest level's time budget is its whole move.
	Limit time.Duration
}

// levels are the strength levels, weakest first. docs/levels.md holds the
// tournaments that measured them.
var levels = []Level{
	{Name: "beginner", Spec: "greedy", Limit: time.Second,
		Description: "looks one move ahead and takes the most seeds it can: easy to trap"},
	{Name: "easy", Spec: "alphabeta(depth=2,nodes=200000)", Limit: time.Second,
		Description: "looks at its own move and your answer: sees the captures you threaten next"},
	{Name: "medium", Spec: "alphabeta(depth=4,nodes=200000)", Limit: time.Second,
		Description: "looks four moves ahead (two of its own, two of yours)"},
	{Name: "hard", Spec: "alphabeta(depth=6,nodes=200000)", Limit: 2 * time.Second,
		Description: "looks six moves ahead (three of its own, three of yours)"},
	{Name: "expert", Spec: "alphabeta(depth=10,nodes=100000)", Limit: 2 * time.Second,
		Description: "looks ten moves ahead (five of its own, five of yours), at most 100,000 positions a move"},
	{Name: "strongest", Spec: "best(time=1s)", Limit: 2 * time.Second,
		Description: "the strongest player known, thinking one second a move; in Bao Kingulu and Bao la Kujifunza it plays perfectly whenever its solver finishes in time"},
}

// Levels returns the strength levels, weakest first: beginner, easy,
// medium, hard, expert and strongest. The slice is the caller's to keep.
//
//	beginner   greedy
//	easy       alphabeta(depth=2,nodes=200000)
//	medium     alphabeta(depth=4,nodes=200000)
//	hard       alphabeta(depth=6,nodes=200000)
//	expert     alphabeta(depth=10,nodes=100000)
//	strongest  best(time=1s)
//
// docs/levels.md gives the tournaments, with their commands, that measured
// each level stronger than the one below in each of the five games: Bao la
// Kiswahili, Bao la Kete, Bao Kingulu, Bao la Kujifunza and Bao (bawo). The
// expert's depth is capped at ten plies so that in the two short games,
// where the strongest level plays exactly whenever its solver finishes, the
// expert still makes mistakes that exact play punishes.
func Levels() []Level {
	return append([]Level(nil), levels...)
}

// LookupLevel returns the level of that name (case and surrounding spaces
// ignored), or an error that lists the levels.
func LookupLevel(name string) (Level, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, l := range levels {
		if l.Name == n {
			return l, nil
		}
	}
	names := make([]string, len(levels))
	for i, l := range levels {
		names[i] = l.Name
	}
	return Level{}, fmt.Errorf("player: unknown level %q (known: %s)", name, strings.Join(names, ", "))
}

// DefaultLevel is the name of the level a new player meets first.
const DefaultLevel = "medium"

package player

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/bao-games/bao/internal/spec"
)

// Kinds of player registered from outside this package (Register): the
// constructor of each, by name.
var registered struct {
	sync.RWMutex
	kinds map[string]func(spec string, seed uint64) (Player, error)
}

// Register makes New accept the specs of a kind of player defined outside
// this package, such as package engine's "engine(cmd=PATH,...)": a spec
// whose name (the text before its parenthesis) is name is handed whole to
// newPlayer, which parses its parameters itself (so that they may be
// quoted as that kind of player documents). A program makes such players
// available by importing the package that registers them. Register panics
// if name is empty, contains a parenthesis, or is already taken (a
// built-in player's name included), as bao.Register does: it is called
// from init functions.
func Register(name string, newPlayer func(spec string, seed uint64) (Player, error)) {
	if name == "" || strings.ContainsAny(name, "(), =") || newPlayer == nil {
		panic(fmt.Sprintf("player: Register(%q): bad name or nil constructor", name))
	}
	if _, ok := builtins[name]; ok {
		panic(fmt.Sprintf("player: Register(%q): a built-in player has that name", name))
	}
	registered.Lock()
	defer registered.Unlock()
	if _, dup := registered.kinds[name]; dup {
		panic(fmt.Sprintf("player: Register(%q): registered twice", name))
	}
	if registered.kinds == nil {
		registered.kinds = map[string]func(string, uint64) (Player, error){}
	}
	registered.kinds[name] = newPlayer
}

// lookupRegistered returns the constructor registered under the name of
// spec, if any.
func lookupRegistered(text string) (func(string, uint64) (Player, error), bool) {
	registered.RLock()
	defer registered.RUnlock()
	f, ok := registered.kinds[spec.Base(text)]
	return f, ok
}

// knownNames lists the built-in players and the registered kinds, for
// error messages.
func knownNames() []string {
	names := Names()
	registered.RLock()
	for n := range registered.kinds {
		names = append(names, n)
	}
	registered.RUnlock()
	slices.Sort(names)
	return names
}

// Forfeit is the error a player returns from Choose (or ChooseChild) when
// it loses the game it was asked to move in rather than failing: an
// outside engine that crashed, overstepped its time or answered an illegal
// move (package engine). A game runner that recognises it (package arena,
// with errors.As) records the game as lost by the side to move, with
// Reason as the record's reason, and goes on with the next game; anywhere
// else it is an error like any other.
type Forfeit struct {
	// Reason is the short text of the record's "reason" field, such as
	// "engine crashed", "time forfeit" or "illegal move A9<".
	Reason string
	// Err says what happened in more detail; it may be nil.
	Err error
}

// Error returns the reason and the detail.
func (f *Forfeit) Error() string {
	if f.Err == nil {
		return "forfeit: " + f.Reason
	}
	return "forfeit: " + f.Reason + ": " + f.Err.Error()
}

// Unwrap returns the detail.
func (f *Forfeit) Unwrap() error { return f.Err }

// External is implemented by players that run outside this program, such
// as package engine's: EngineName returns the name the program gave for
// itself, for a game record to name it beside the player's spec. It is ""
// when the program has not been asked to move since the player was last
// reseeded (player.Reseeder), so that a record names the engines that
// played in its game only, and the same way whichever game a worker played
// before.
type External interface {
	Player
	EngineName() string
}

// WinLoss turns an alpha-beta score (AlphaBeta's SearchInfo.Score) into
// the plies to a proven win or loss for the side to move: winIn > 0 for a
// win, lossIn > 0 for a loss, both 0 for a score the search did not
// prove.
func WinLoss(score int) (winIn, lossIn int) { return winLoss(score) }

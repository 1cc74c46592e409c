// Package baotest is a conformance suite for implementations of
// bao.Variant, in the spirit of testing/fstest.TestFS: a variant calls Run
// from its own tests, and the suite checks the contract of bao.Variant and
// the text forms of docs/interfaces.md in every position it reaches.
//
// The positions come from random games driven by pgregory.net/rapid, so a
// failure is reported with the shortest game rapid finds that shows it, and
// can be replayed with rapid's -rapid.seed or -rapid.failfile flags. Three
// sources of positions are used: random games from the start position,
// random games from positions drawn from Config.States (the variant's own
// generator of arbitrary valid positions, when it has one), and a state
// machine that plays, undoes and replays moves on a bao.Game.
//
// # Quick start
//
//	// In the variant's package, a test file:
//	func TestConformance(t *testing.T) {
//		baotest.Run(t, New(), baotest.Config{}) // every check below, on random games
//	}
//
// A module that imports baotest needs its test dependencies, go-cmp and rapid:
// go mod tidy adds them.
//
// # What is checked
//
// In every position reached (see CheckState):
//
//   - the seeds add up to Geometry().Seeds and bao.Validate accepts the
//     position;
//   - bao.ParseState reads back what bao.FormatState writes;
//   - Legal is deterministic, appends to the buffer it is given, lists each
//     move once, in canonical order (CanonicalOrder unless Config.Compare
//     says otherwise), and is empty exactly when Outcome says the game is
//     over; a bao.LegalCounter counts as many moves as Legal lists;
//   - Outcome is stable and coherent: a won game names South or North, a
//     draw only where Config.CanDraw allows it, a game in progress has no
//     reason and a finished one has one;
//   - every listed move applies without error, deterministically, to a
//     valid position with the right seed total, and without changing its
//     input; bao.Children agrees with Legal followed by Apply;
//   - a bao.Sampler draws only listed moves with their results, and finds
//     none exactly when none is listed; a bao.Playouter plays the moves
//     that repeated Sample calls draw; a bao.Recorder appends to its
//     buffer the moves that repeated Sample calls draw, each side with its
//     own generator, and reaches the same state;
//   - a bao.Tracer traces every listed move to the state Apply gives, each
//     position it yields valid and holding every seed, those before the
//     last with the mover to move and the restricted pit and reservations
//     of the position before the move; it stops at once when its yield
//     returns false, and refuses unlisted moves (a sample of them) with
//     Apply's error, yielding nothing;
//   - a bao.Heuristic gives the same score at every call, and in a game in
//     progress a score within ±bao.HeuristicMax that is minus the
//     other player's; a bao.InPlaceHeuristic gives the same scores;
//   - a bao.LazyExpander and a bao.InPlaceExpander hand out the moves and
//     positions of Legal and Apply, in order, and none after a yield that
//     returns false; a bao.OverTester and a bao.InPlaceOverTester agree
//     with Outcome; the in-place interfaces leave their input unchanged;
//   - a bao.CaptureTester's MustCapture is false in a finished game, and
//     otherwise true exactly when the listed moves take seeds from the
//     opponent's pits (every one of them);
//   - the annotated text of every listed move (bao.FormatMove) reads back
//     with bao.ParseMove to the same move and annotations, and bao.ReadMove
//     accepts it with the same result as Apply; a "#" annotation is written
//     only when the move wins the game for the mover;
//   - every move that is not listed (each pit slot of the board, each
//     direction sign, with and without safari, plus junk such as NoPit,
//     Pit(40) and Dir(5)) is refused with an error that matches
//     bao.ErrIllegalMove, and leaves its input unchanged;
//   - no call panics.
//
// Once per variant (see CheckVariant): the geometry is one this module can
// hold, the start position is valid and the same at every call, a
// registered variant's Name is canonical (bao.Lookup of it gives back the
// same name and start position), and a bao.InPlaceHeuristic is also a
// bao.Heuristic.
//
// On a bao.Game (see GameMachine): play, play by annotated text, an illegal
// move, and undo, in random order; after each action the game's position
// equals the replay of its moves (bao.Replay, bao.ReplayText) from its
// start, an illegal move leaves it unchanged, and Undo at the start returns
// false.
//
// # Cost
//
// The number of random games is that of rapid: -rapid.checks (100 by
// default) per property, a fifth of it with -short; Config.Games multiplies
// it for the games from the start. Config.Plies caps the length of every
// random game. With the defaults the suite takes a few seconds per variant,
// about a second with -short.
//
// When a property fails, rapid shrinks the failing case (for up to
// -rapid.shrinktime, 30s by default) and saves it under testdata/rapid of
// the package being tested, where the next run tries it first.
//
// # Use
//
// From a variant's own tests:
//
//	package kiswahili_test
//
//	import (
//		"testing"
//
//		"github.com/bao-games/bao/baotest"
//		"github.com/bao-games/bao/kiswahili"
//	)
//
//	func TestConformance(t *testing.T) {
//		baotest.Run(t, kiswahili.New(kiswahili.Config{}), baotest.Config{
//			States: positions(), // a *rapid.Generator[bao.State] of valid positions
//		})
//	}
//
// The pieces Run is made of are exported too (CheckVariant, CheckState,
// FromStart, FromStates, GameMachine), for a test that wants to drive them
// with its own rapid.Check or check a few hand-made positions.
package baotest

package arena

import (
	"fmt"
	"math"
)

// A LimitError says that a setting of a run (a field of Config, Options,
// TournamentConfig or Balance) is outside its bounds: the one check of a
// run's bounds (Config.Check, TournamentConfig.Check, Balance), which
// bao's commands report under their flags' names.
type LimitError struct {
	// Setting names the field: "Games", "Workers", "MatchGames",
	// "Openings", "MaxPlies", "From", "LegalEvery", "Block",
	// "Balanced.Plies", "Balanced.Nodes".
	Setting string
	Value   int64
	// Min and Max bound it; math.MinInt64 and math.MaxInt64 stand for
	// no bound.
	Min, Max int64
}

// Error says it: "Openings is 1001 (want 0 to 1000)". (Config.Check
// wraps it in "arena: ...", TournamentConfig.Check in
// ErrTournamentConfig's text.)
func (e *LimitError) Error() string {
	return fmt.Sprintf("%s is %d (want %s)", e.Setting, e.Value, e.Bounds())
}

// Bounds says the bounds in words: "0 to 1000", "0 or more", "at most 10".
func (e *LimitError) Bounds() string {
	switch {
	case e.Max == math.MaxInt64:
		return fmt.Sprintf("%d or more", e.Min)
	case e.Min == math.MinInt64:
		return fmt.Sprintf("at most %d", e.Max)
	}
	return fmt.Sprintf("%d to %d", e.Min, e.Max)
}

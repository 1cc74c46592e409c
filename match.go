package bao

import "fmt"

// Match keeps the score of a match between two competitors, 0 and 1,
// played as a series of games until one has won a majority of Games
// (first to two of three for Bao la Kete), or all Games are played.
// Competitor 0 sits South in the first game and the seats change after
// every game (every game starts with South to move). A drawn game counts
// for neither. The Match holds no game state; it works with any variant.
type Match struct {
	Games   int    // the length of the match: best of Games (at least 1)
	Wins    [2]int // games won by each competitor
	Winners []int  // for each game played, the competitor who won it, or -1 for a draw
}

// NewMatch returns a match of best of games (games < 1 is taken as 1).
func NewMatch(games int) *Match {
	if games < 1 {
		games = 1
	}
	return &Match{Games: games}
}

// MatchLength returns the traditional match length of v (Info.MatchGames),
// or 1 for single games.
func MatchLength(v Variant) int {
	if d, ok := v.(Describer); ok && d.Info().MatchGames > 1 {
		return d.Info().MatchGames
	}
	return 1
}

// Next returns the number (0-based) of the next game.
func (m *Match) Next() int { return len(m.Winners) }

// South returns the competitor who sits South in game (0-based).
func (m *Match) South(game int) int { return game % 2 }

// Record records the outcome of the next game, which must be over.
func (m *Match) Record(o Outcome) error {
	if m.Over() {
		return fmt.Errorf("bao: match already decided after %d games", len(m.Winners))
	}
	if !o.Over() {
		return fmt.Errorf("bao: game %d of the match is not over", len(m.Winners)+1)
	}
	w := -1
	if o.Result == Won {
		w = m.South(len(m.Winners))
		if o.Winner == North {
			w ^= 1
		}
		m.Wins[w]++
	}
	m.Winners = append(m.Winners, w)
	return nil
}

// Over reports whether the match is decided: one competitor has won more
// than half of Games, or all Games are played.
func (m *Match) Over() bool {
	need := m.Games/2 + 1
	return m.Wins[0] >= need || m.Wins[1] >= need || len(m.Winners) >= m.Games
}

// Winner returns the competitor who won the match; ok is false while the
// match goes on or when it ended level.
func (m *Match) Winner() (competitor int, ok bool) {
	if !m.Over() || m.Wins[0] == m.Wins[1] {
		return -1, false
	}
	if m.Wins[0] > m.Wins[1] {
		return 0, true
	}
	return 1, true
}

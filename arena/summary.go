package arena

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/bao-games/bao"
)

// Summary sums up a run.
type Summary struct {
	Variant string    // the variant's Name
	Players [2]string // the specs of player A and player B (canonical, as the players name themselves)
	Games   int       // games played
	// Plies describes the length of the games in plies.
	Plies Stat
	// Positions is the number of positions where a move was chosen (the
	// plies of all games). LegalMoves is the number of legal moves summed
	// over the LegalCounted of them where they were counted: all of them
	// when LegalEvery is 1, else one in LegalEvery (Config.LegalEvery).
	Positions, LegalMoves, LegalCounted, LegalEvery int
	SideWins                                        [2]int // games won by South and by North
	PlayerWins                                      [2]int // games won by player A and by player B
	Draws                                           int    // games without a winner, those stopped by the ply cap included
	PlyLimit                                        int    // games stopped by the ply cap (also counted in Draws)
	MaxPlies                                        int    // the ply cap (-1: none)
	// Reasons counts the games by how they ended ("front row empty", "no
	// legal move", "ply limit", ...), sorted by reason.
	Reasons []ReasonCount
	// Pairs counts the game pairs, games 2i and 2i+1 (not in match
	// mode): their pentanomial counts for player A, and those the colour
	// decided.
	Pairs GamePairs

	// Balancing says, with Config.Balanced, how many candidate openings
	// were drawn and rejected, up to the last opening of the games
	// played; nil without.
	Balancing *Balancing

	// Match mode only.
	Match        bool
	MatchGames   int    // the length of a match: best of MatchGames
	Matches      int    // matches played
	MatchWins    [2]int // matches won by player A and by player B
	MatchesLevel int    // matches that ended without a winner

	// Elapsed is the wall-clock time of the run. It is the only field
	// that depends on the machine.
	Elapsed time.Duration

	sum, sumSq float64 // of game lengths, for Plies
	legalSq    float64 // sum of the squares of the legal moves counted
}

// ReasonCount is the number of games that ended for one reason.
type ReasonCount struct {
	Reason string
	Games  int
}

// Stat describes a sample of numbers.
type Stat struct {
	N        int
	Mean     float64
	SD       float64 // sample standard deviation (n-1); 0 for fewer than two values
	SE       float64 // standard error of the mean, SD/sqrt(N)
	Min, Max int
}

// Proportion returns the share k/n and its standard error sqrt(p(1-p)/n);
// both are 0 when n is 0.
func Proportion(k, n int) (p, se float64) {
	if n <= 0 {
		return 0, 0
	}
	p = float64(k) / float64(n)
	return p, math.Sqrt(p * (1 - p) / float64(n))
}

// MeanLegal returns the mean number of legal moves per position where a
// move was chosen (over the positions where they were counted).
func (s *Summary) MeanLegal() float64 {
	if s.LegalCounted == 0 {
		return 0
	}
	return float64(s.LegalMoves) / float64(s.LegalCounted)
}

// LegalSE returns the standard error of MeanLegal when the legal moves were
// counted in a sample of the positions (LegalEvery > 1), treating the
// positions counted as a simple random sample; 0 when every position was
// counted, the mean then being exact.
func (s *Summary) LegalSE() float64 {
	n := float64(s.LegalCounted)
	if s.LegalEvery <= 1 || n < 2 {
		return 0
	}
	m := s.MeanLegal()
	v := (s.legalSq - n*m*m) / (n - 1)
	return math.Sqrt(max(v, 0) / n)
}

// GamesPerSecond returns the games played per second of Elapsed.
func (s *Summary) GamesPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Games) / s.Elapsed.Seconds()
}

func newSummary(c *Config) *Summary {
	s := &Summary{Variant: c.Variant.Name(), MaxPlies: c.maxPlies(), Match: c.Match, LegalEvery: max(c.LegalEvery, 1)}
	for i, spec := range []string{c.A, c.B} {
		s.Players[i] = spec
		if p, err := canonicalSpec(spec); err == nil {
			s.Players[i] = p
		}
	}
	if c.Match {
		s.MatchGames = c.matchGames()
	}
	return s
}

// NewSummary returns an empty summary of games of the variant named variant
// between the players named a and b, to which Add adds games: the summary
// of records read back (bao merge -summary). Records read back carry no
// count of legal moves (the summary then says so) and the run's ply cap is
// unknown (MaxPlies 0).
func NewSummary(variant, a, b string) *Summary {
	return &Summary{Variant: variant, Players: [2]string{a, b}, LegalEvery: 1}
}

// Add counts the game of r, whose A says where player A sat.
func (s *Summary) Add(r *Record) { s.add(r) }

// Finish computes the statistics of the games added, which took elapsed.
func (s *Summary) Finish(elapsed time.Duration) { s.finish(elapsed) }

// add counts one game.
func (s *Summary) add(r *Record) {
	s.Games++
	n := float64(r.Plies)
	s.sum += n
	s.sumSq += n * n
	if s.Games == 1 || r.Plies < s.Plies.Min {
		s.Plies.Min = r.Plies
	}
	if s.Games == 1 || r.Plies > s.Plies.Max {
		s.Plies.Max = r.Plies
	}
	s.Positions += r.Plies
	s.LegalMoves += r.Legal
	s.LegalCounted += r.legalN
	s.legalSq += r.legalSq
	switch r.Winner {
	case "S", "N":
		w := bao.South
		if r.Winner == "N" {
			w = bao.North
		}
		s.SideWins[w]++
		if w == r.A {
			s.PlayerWins[0]++
		} else {
			s.PlayerWins[1]++
		}
	default:
		s.Draws++
	}
	if r.Reason == ReasonPlyLimit {
		s.PlyLimit++
	}
	if !s.Match && r.Match == nil {
		s.Pairs.Add(r)
	}
	i := slices.IndexFunc(s.Reasons, func(rc ReasonCount) bool { return rc.Reason == r.Reason })
	if i < 0 {
		s.Reasons = append(s.Reasons, ReasonCount{Reason: r.Reason})
		i = len(s.Reasons) - 1
	}
	s.Reasons[i].Games++
}

// addMatch counts one match, given its games in order.
func (s *Summary) addMatch(recs []*Record) {
	s.Matches++
	m := bao.NewMatch(s.MatchGames)
	for _, r := range recs {
		_ = m.Record(r.outcome())
	}
	w, ok := m.Winner()
	if !ok || len(recs) == 0 {
		s.MatchesLevel++
		return
	}
	// Competitor 0 is the player sitting South in the first game.
	if (w == 0) == (recs[0].A == bao.South) {
		s.MatchWins[0]++
	} else {
		s.MatchWins[1]++
	}
}

// finish computes the statistics.
func (s *Summary) finish(elapsed time.Duration) {
	s.Elapsed = elapsed
	slices.SortFunc(s.Reasons, func(a, b ReasonCount) int { return strings.Compare(a.Reason, b.Reason) })
	n := float64(s.Games)
	s.Plies.N = s.Games
	if s.Games == 0 {
		return
	}
	s.Plies.Mean = s.sum / n
	if s.Games > 1 {
		v := (s.sumSq - s.sum*s.sum/n) / (n - 1)
		s.Plies.SD = math.Sqrt(max(v, 0))
		s.Plies.SE = s.Plies.SD / math.Sqrt(n)
	}
}

// String returns Text(true).
func (s *Summary) String() string { return s.Text(true) }

// Text returns the summary as a small table, one item per line; the last
// line, with the time taken and the games per second, only with timing.
// Outside match mode two lines give the game pairs (GamePairs): their
// pentanomial counts for player A, and the pairs the colour decided.
func (s *Summary) Text(timing bool) string {
	var b strings.Builder
	line := func(label, format string, args ...any) {
		fmt.Fprintf(&b, "%-13s "+format+"\n", append([]any{label}, args...)...)
	}
	rate := func(label string, k, n int, suffix string) {
		p, se := Proportion(k, n)
		line(label, "%6d  %6.2f%% ± %.2f%%%s", k, 100*p, 100*se, suffix)
	}
	line("variant", "%s", s.Variant)
	line("players", "A = %s, B = %s", s.Players[0], s.Players[1])
	cap := "no ply cap"
	switch {
	case s.MaxPlies == 0:
		cap = "ply cap not known"
	case s.MaxPlies > 0:
		cap = fmt.Sprintf("ply cap %d", s.MaxPlies)
	}
	if s.Match {
		line("matches", "%d, best of %d (%d games, %s)", s.Matches, s.MatchGames, s.Games, cap)
	} else {
		line("games", "%d (%s)", s.Games, cap)
	}
	if s.Balancing != nil {
		line("openings", "%s", s.Balancing)
	}
	line("plies", "mean %.2f, s.d. %.2f, s.e. %.2f (min %d, max %d)", s.Plies.Mean, s.Plies.SD, s.Plies.SE, s.Plies.Min, s.Plies.Max)
	if s.LegalCounted == 0 && s.Positions > 0 {
		line("legal moves", "not counted")
	} else if s.LegalEvery > 1 {
		line("legal moves", "%.2f ± %.2f per position (counted in 1 position in %d, %d positions)", s.MeanLegal(), s.LegalSE(), s.LegalEvery, s.LegalCounted)
	} else {
		line("legal moves", "%.2f per position", s.MeanLegal())
	}
	rate("South wins", s.SideWins[bao.South], s.Games, "")
	rate("North wins", s.SideWins[bao.North], s.Games, "")
	rate("A wins", s.PlayerWins[0], s.Games, "")
	rate("B wins", s.PlayerWins[1], s.Games, "")
	drawNote := ""
	if s.PlyLimit > 0 {
		drawNote = fmt.Sprintf("  (%d stopped by the ply cap)", s.PlyLimit)
	}
	rate("draws", s.Draws, s.Games, drawNote)
	if !s.Match {
		pn := s.Pairs.Pentanomial
		line("game pairs", "%6d  A scored 0: %d, 1/2: %d, 1: %d, 3/2: %d, 2: %d (games 2i and 2i+1, seats changed)", s.Pairs.Pairs(), pn[0], pn[1], pn[2], pn[3], pn[4])
		rate("decided", s.Pairs.Decided, s.Pairs.Pairs(), "  (pairs whose two games the same side won)")
	}
	if s.Match {
		rate("A matches", s.MatchWins[0], s.Matches, "")
		rate("B matches", s.MatchWins[1], s.Matches, "")
		rate("level", s.MatchesLevel, s.Matches, "")
	}
	var ends []string
	for _, rc := range s.Reasons {
		ends = append(ends, fmt.Sprintf("%s %d", rc.Reason, rc.Games))
	}
	if len(ends) == 0 {
		ends = append(ends, "-")
	}
	line("ended", "%s", strings.Join(ends, ", "))
	if timing {
		line("time", "%.3fs, %.1f games/s", s.Elapsed.Seconds(), s.GamesPerSecond())
	}
	return b.String()
}

package arena

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/bao-games/bao/rating"
)

// Report is the report of a round robin: its standings with the players
// rated by package rating, what bao tournament prints. Text gives its
// tables; its JSON form (encoding/json, by the field tags) is the one
// object of bao tournament -json:
//
//	{"variant":...,"games":...,"openings":...,"players":[...],"pairs":[...]}
//
// Each pair carries its game pairs: "pentanomial":[n0,n1,n2,n3,n4] and
// "decided":N (GamePairs).
//
// The numbers of the JSON form are rounded: Elo and its interval to 0.1,
// scores and their intervals to 0.0001.
type Report struct {
	Variant  string `json:"variant"`  // the variant's Name
	Games    int    `json:"games"`    // games played in all
	Openings int    `json:"openings"` // random plies per opening
	// Balancing, with balanced openings, gives the fields "balanced",
	// "drawn" and "rejected" (Standings.Balancing); nil without.
	*Balancing
	Players []ReportPlayer  `json:"players"` // in the order of Standings.Players
	Pairs   []ReportPairing `json:"pairs"`   // in the order of Standings.Pairings

	// Standings and Ratings are what the report was made from.
	Standings *Standings      `json:"-"`
	Ratings   *rating.Ratings `json:"-"`
	// Seed is the seed of the bootstrap resamples (rating.Config.Seed).
	Seed uint64 `json:"-"`
}

// ReportPlayer is the line of one player in a Report.
type ReportPlayer struct {
	Name string  `json:"name"` // canonical name
	Elo  float64 `json:"elo"`  // rating, 0 for the first player
	// Low and High bound the rating: its bootstrap interval. A side the
	// games do not bound (rating.Ratings: a player who, with those who
	// scored against it, won every game against the rest) is -Inf or
	// +Inf, which the JSON form writes as null.
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	Score float64 `json:"score"` // points per game over all its games
	Games int     `json:"-"`     // its games
}

// MarshalJSON writes p with its fields in order, an infinite bound as
// null (JSON has no infinity).
func (p ReportPlayer) MarshalJSON() ([]byte, error) {
	bound := func(x float64) *float64 {
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return nil
		}
		return &x
	}
	return json.Marshal(struct {
		Name  string   `json:"name"`
		Elo   float64  `json:"elo"`
		Low   *float64 `json:"low"`
		High  *float64 `json:"high"`
		Score float64  `json:"score"`
	}{p.Name, p.Elo, bound(p.Low), bound(p.High), p.Score})
}

// ReportPairing is the line of one pairing in a Report, from the view of
// its first player A.
type ReportPairing struct {
	A     string  `json:"a"`     // name of the first player
	B     string  `json:"b"`     // name of the second player
	Games int     `json:"games"` // games played
	Score float64 `json:"score"` // A's points per game
	// Low and High bound A's score: its bootstrap interval
	// (rating.Ratings.ScoreLow, ScoreHigh).
	Low  float64 `json:"low"`
	High float64 `json:"high"`
	// Pentanomial and Decided are those of the pairing's game pairs
	// (GamePairs).
	Pentanomial [5]int `json:"pentanomial"`
	Decided     int    `json:"decided"`
	// Wins, Draws and Losses are A's, as in PairStanding.
	Wins, Draws, Losses int `json:"-"`
	// PlyLimit counts the draws by the ply cap.
	PlyLimit int `json:"-"`
}

// NewReport rates the players of st with rating.Estimate under c (its
// Reps bootstrap resamples, seeded with Seed, fitted on Workers
// goroutines) and returns the report. The report does not depend on
// c.Workers.
func NewReport(st *Standings, c rating.Config) (*Report, error) {
	r, err := rating.Estimate(len(st.Players), st.RatingPairings(), c)
	if err != nil {
		return nil, err
	}
	rep := &Report{Variant: st.Variant, Games: st.Played, Openings: st.Openings, Balancing: st.Balancing, Standings: st, Ratings: r, Seed: c.Seed}
	round := func(x float64, digits int) float64 {
		p := math.Pow10(digits)
		return math.Round(x*p)/p + 0 // + 0: no "-0"
	}
	for i, name := range st.Players {
		score, games := st.Score(i)
		rep.Players = append(rep.Players, ReportPlayer{
			Name: name, Elo: round(r.Elo[i], 1), Low: round(r.Low[i], 1), High: round(r.High[i], 1),
			Score: round(score, 4), Games: games,
		})
	}
	for k, p := range st.Pairings {
		rep.Pairs = append(rep.Pairs, ReportPairing{
			A: st.Players[p.A], B: st.Players[p.B], Games: p.Games,
			Score: round(p.Score(), 4), Low: round(r.ScoreLow[k], 4), High: round(r.ScoreHigh[k], 4),
			Pentanomial: p.Pairs.Pentanomial, Decided: p.Pairs.Decided,
			Wins: p.Wins, Draws: p.Draws, Losses: p.Losses, PlyLimit: p.PlyLimit,
		})
	}
	return rep, nil
}

// String returns Text(true).
func (rep *Report) String() string { return rep.Text(true) }

// Text returns the report as bao tournament prints it: a header (variant,
// games, method, and with timing the time the run took), the players
// best first with their ratings, intervals, scores and games, then the
// pairings with their results, scores and intervals, then the pairings'
// game pairs (pentanomial counts and pairs decided by the colour), and a
// last line with the games stopped by the ply cap, if any.
func (rep *Report) Text(timing bool) string {
	st, r := rep.Standings, rep.Ratings
	var b strings.Builder
	width := len("player")
	for _, p := range rep.Players {
		width = max(width, len(p.Name))
	}
	level := fmt.Sprintf("%g%%", math.Round(1000*r.Level)/10)
	fmt.Fprintf(&b, "variant   %s\n", st.Variant)
	fmt.Fprintf(&b, "games     %d played: %d pairings of %d games, each opening of %d random plies played twice, colours swapped\n",
		st.Played, len(st.Pairings), st.Games, st.Openings)
	if rep.Balancing != nil {
		fmt.Fprintf(&b, "openings  %s\n", rep.Balancing)
	}
	switch {
	case r.Firth:
		fmt.Fprintf(&b, "ratings   Bradley-Terry, Firth's bias-reduced maximum likelihood (a draw half a win), Elo units, %s = 0;\n", st.Players[0])
	case r.Prior > 0:
		fmt.Fprintf(&b, "ratings   Bradley-Terry maximum likelihood (a draw half a win, %g virtual draw per pairing), Elo units, %s = 0;\n", r.Prior, st.Players[0])
	default:
		fmt.Fprintf(&b, "ratings   Bradley-Terry maximum likelihood (a draw half a win), Elo units, %s = 0;\n", st.Players[0])
	}
	how := "bootstrap resamples of the openings, each drawn with its games in every pairing"
	if r.Firth {
		how = "Bayesian bootstrap resamples of the openings, each weighed with its games in every pairing"
	}
	fmt.Fprintf(&b, "          %s intervals of ratings and scores: %d %s (seed %d)\n", level, r.Reps, how, rep.Seed)
	if timing {
		fmt.Fprintf(&b, "time      %.2fs\n", st.Elapsed.Seconds())
	}
	b.WriteString("\n")

	order := make([]int, len(rep.Players))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		switch {
		case r.Elo[i] > r.Elo[j]:
			return -1
		case r.Elo[i] < r.Elo[j]:
			return 1
		}
		return 0
	})
	fmt.Fprintf(&b, "%-*s  %7s  %-18s  %6s  %6s\n", width, "player", "Elo", level+" interval", "score", "games")
	for _, i := range order {
		p := rep.Players[i]
		fmt.Fprintf(&b, "%-*s  %7.1f  [%7.1f, %7.1f]  %6.3f  %6d\n", width, p.Name, p.Elo, p.Low, p.High, p.Score, p.Games)
	}
	for _, p := range rep.Players {
		if math.IsInf(p.Low, 0) || math.IsInf(p.High, 0) {
			b.WriteString("+Inf (-Inf): the games do not bound the rating from above (below): the player, with all who scored against it\n" +
				"(it scored against) directly or through others, won (lost) every game against the rest\n")
			break
		}
	}
	b.WriteString("\n")
	pw := len("pairing")
	for _, p := range rep.Pairs {
		pw = max(pw, len(p.A)+len(p.B)+4)
	}
	fmt.Fprintf(&b, "%-*s  %6s  %5s  %5s  %6s  %6s  %s\n", pw, "pairing", "games", "wins", "draws", "losses", "score", level+" interval")
	capped := 0
	for _, p := range rep.Pairs {
		fmt.Fprintf(&b, "%-*s  %6d  %5d  %5d  %6d  %6.3f  [%.3f, %.3f]\n", pw, p.A+" vs "+p.B, p.Games, p.Wins, p.Draws, p.Losses, p.Score, p.Low, p.High)
		capped += p.PlyLimit
	}
	b.WriteString("\ngame pairs: the two games of an opening; the first player's points in them, and the pairs decided by the colour (the same side won both)\n")
	fmt.Fprintf(&b, "%-*s  %6s  %5s  %5s  %5s  %5s  %5s  %7s\n", pw, "pairing", "pairs", "0", "1/2", "1", "3/2", "2", "decided")
	for _, p := range rep.Pairs {
		n := p.Pentanomial
		fmt.Fprintf(&b, "%-*s  %6d  %5d  %5d  %5d  %5d  %5d  %7d\n", pw, p.A+" vs "+p.B, n[0]+n[1]+n[2]+n[3]+n[4], n[0], n[1], n[2], n[3], n[4], p.Decided)
	}
	if capped > 0 {
		fmt.Fprintf(&b, "\n%d games stopped by the ply cap, counted as draws\n", capped)
	}
	return b.String()
}

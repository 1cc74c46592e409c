package arena_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/rating"
)

// The report of a small round robin, as bao tournament prints it, and the
// first player and the pairing of its JSON form.
func ExampleNewReport() {
	st, err := arena.RunTournament(context.Background(), arena.TournamentConfig{
		Variant:  bao.MustLookup("kiswahili"),
		Players:  []string{"random", "greedy"},
		Games:    4,
		Openings: 4,
		Seed:     1,
		MaxPlies: 40,
	}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	rep, err := arena.NewReport(st, rating.Config{Reps: 100, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(rep.Text(false)) // false: without the time line
	b, _ := json.Marshal(rep.Players[1])
	fmt.Println(string(b))
	b, _ = json.Marshal(rep.Pairs[0])
	fmt.Println(string(b))
	// Output:
	// variant   kiswahili
	// games     4 played: 1 pairings of 4 games, each opening of 4 random plies played twice, colours swapped
	// ratings   Bradley-Terry, Firth's bias-reduced maximum likelihood (a draw half a win), Elo units, random = 0;
	//           95% intervals of ratings and scores: 100 Bayesian bootstrap resamples of the openings, each weighed with its games in every pairing (seed 1)
	//
	// player      Elo  95% interval         score   games
	// greedy     70.4  [ -183.5,   306.1]   0.625       4
	// random      0.0  [    0.0,     0.0]   0.375       4
	//
	// pairing            games   wins  draws  losses   score  95% interval
	// random vs greedy       4      0      3       1   0.375  [0.120, 0.644]
	//
	// game pairs: the two games of an opening; the first player's points in them, and the pairs decided by the colour (the same side won both)
	// pairing            pairs      0    1/2      1    3/2      2  decided
	// random vs greedy       2      0      1      1      0      0        0
	//
	// 3 games stopped by the ply cap, counted as draws
	// {"name":"greedy","elo":70.4,"low":-183.5,"high":306.1,"score":0.625}
	// {"a":"random","b":"greedy","games":4,"score":0.375,"low":0.1203,"high":0.6445,"pentanomial":[0,1,1,0,0],"decided":0}
}

// reportStandings plays a small round robin of three players with a ply
// cap, so that some games end by it.
func reportStandings(t *testing.T) *arena.Standings {
	t.Helper()
	st, err := arena.RunTournament(context.Background(), arena.TournamentConfig{
		Variant:  bao.MustLookup("kete"),
		Players:  []string{"greedy", "random", "alphabeta(depth=1)"},
		Games:    4,
		Openings: 2,
		Seed:     3,
		MaxPlies: 30,
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestReport checks the report against its standings: the JSON form has
// the fields of bao tournament -json in order, the text lists the players
// best first and the games stopped by the ply cap.
func TestReport(t *testing.T) {
	st := reportStandings(t)
	rep, err := arena.NewReport(st, rating.Config{Reps: 50, Seed: 2, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != st.Played || len(rep.Players) != 3 || len(rep.Pairs) != 3 {
		t.Fatalf("report of %d games, %d players, %d pairs; want %d, 3, 3", rep.Games, len(rep.Players), len(rep.Pairs), st.Played)
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	js := string(b)
	for _, want := range []string{`{"variant":"kete","games":12,"openings":2,"players":[{"name":"greedy","elo":0,"low":0,"high":0,"score":`, `"pairs":[{"a":"greedy","b":"random","games":4,"score":`} {
		if !strings.Contains(js, want) {
			t.Errorf("JSON %s\nlacks %s", js, want)
		}
	}
	for i, p := range rep.Players {
		if p.Name != st.Players[i] || !(p.Low <= p.Elo && p.Elo <= p.High) || p.Score < 0 || p.Score > 1 || p.Games != 8 {
			t.Errorf("player %d: %+v", i, p)
		}
	}
	if p := rep.Players[0]; p.Elo != 0 || p.Low != 0 || p.High != 0 {
		t.Errorf("the first player is not the anchor: %+v", p)
	}
	wantPairs := [][2]string{{"greedy", "random"}, {"greedy", "alphabeta(depth=1,nodes=200000)"}, {"random", "alphabeta(depth=1,nodes=200000)"}}
	for i, p := range rep.Pairs {
		if [2]string{p.A, p.B} != wantPairs[i] || !(p.Low <= p.Score && p.Score <= p.High) {
			t.Errorf("pair %d: %+v", i, p)
		}
	}
	capped := 0
	for i, p := range rep.Pairs {
		ps := st.Pairings[i]
		if p.Wins != ps.Wins || p.Draws != ps.Draws || p.Losses != ps.Losses || p.Games != ps.Games {
			t.Errorf("pair %d: %+v, standings %+v", i, p, ps)
		}
		capped += p.PlyLimit
	}
	text := rep.Text(true)
	for _, re := range []string{
		`(?m)^variant +kete$`,
		`(?m)^games +12 played: 3 pairings of 4 games, each opening of 2 random plies played twice, colours swapped$`,
		`(?m)^ratings +Bradley-Terry, Firth's bias-reduced maximum likelihood \(a draw half a win\), Elo units, greedy = 0;$`,
		`(?m)^ +95% intervals of ratings and scores: 50 Bayesian bootstrap resamples of the openings, each weighed with its games in every pairing \(seed 2\)$`,
		`(?m)^player +Elo  95% interval +score +games$`,
		`(?m)^greedy +0\.0  \[ +0\.0, +0\.0\] +\d\.\d{3} +8$`,
		`(?m)^random +-?\d+\.\d  \[ *-?\d+\.\d, +-?\d+\.\d\] +\d\.\d{3} +8$`,
		`(?m)^pairing +games +wins +draws +losses +score +95% interval$`,
		`(?m)^greedy vs random +4 +\d +\d +\d +\d\.\d{3}  \[\d\.\d{3}, \d\.\d{3}\]$`,
		`(?m)^pairing +pairs +0 +1/2 +1 +3/2 +2 +decided$`,
		`(?m)^greedy vs random +2( +\d){6}$`,
	} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("text does not match %s:\n%s", re, text)
		}
	}
	if !strings.Contains(text, "\ntime      ") || strings.Contains(rep.Text(false), "\ntime ") {
		t.Errorf("the time line is not where timing puts it:\n%s", text)
	}
	if rep.String() != text {
		t.Error("String is not Text(true)")
	}
	if want := fmt.Sprintf("\n%d games stopped by the ply cap, counted as draws\n", capped); capped > 0 && !strings.HasSuffix(text, want) {
		t.Errorf("text ends\n%s\nwant %q", text, want)
	}
	// The players best first: their Elo column does not increase.
	lines := strings.Split(text, "\n")
	i := 0
	for i < len(lines) && !strings.HasPrefix(lines[i], "player ") {
		i++
	}
	prev := 1e9
	for _, l := range lines[i+1 : i+4] {
		var elo float64
		f := strings.Fields(l)
		if _, err := fmt.Sscan(f[len(f)-6], &elo); err != nil || elo > prev {
			t.Errorf("player line %q out of order or unread (%v)", l, err)
		}
		prev = elo
	}
	// The report does not depend on the workers that fit the resamples.
	one, err := arena.NewReport(st, rating.Config{Reps: 50, Seed: 2, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if b1, _ := json.Marshal(one); string(b1) != js || one.Text(false) != rep.Text(false) {
		t.Error("the report depends on the number of workers")
	}
}

// TestReportError checks that a report that cannot be rated is an error,
// not a panic.
func TestReportError(t *testing.T) {
	st := reportStandings(t)
	if _, err := arena.NewReport(st, rating.Config{Reps: -1}); err == nil {
		t.Error("NewReport accepted -1 resamples")
	}
}

// An unbounded side of a rating (rating.Ratings: ±Inf) is null in the
// JSON form, which has no infinity; the other fields keep their order.
func TestReportPlayerJSONUnbounded(t *testing.T) {
	for _, c := range []struct {
		p    arena.ReportPlayer
		want string
	}{
		{arena.ReportPlayer{Name: "a", Elo: 912.5, Low: 700, High: math.Inf(1), Score: 1}, `{"name":"a","elo":912.5,"low":700,"high":null,"score":1}`},
		{arena.ReportPlayer{Name: "b", Elo: -80, Low: math.Inf(-1), High: -10.5, Score: 0}, `{"name":"b","elo":-80,"low":null,"high":-10.5,"score":0}`},
		{arena.ReportPlayer{Name: "c", Elo: 1, Low: -2, High: 3, Score: 0.5, Games: 8}, `{"name":"c","elo":1,"low":-2,"high":3,"score":0.5}`},
	} {
		b, err := json.Marshal(c.p)
		if err != nil || string(b) != c.want {
			t.Errorf("%+v: %s %v, want %s", c.p, b, err, c.want)
		}
	}
}

// A player who won every game has a rating the games do not bound from
// above: +Inf in the report, with a line that says why, and null in the
// JSON form.
func TestReportOpenInterval(t *testing.T) {
	st, err := arena.RunTournament(context.Background(), arena.TournamentConfig{
		Variant:  bao.MustLookup("kiswahili"),
		Players:  []string{"random", "alphabeta(depth=2)"},
		Games:    10,
		Openings: 4,
		Seed:     1,
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := st.Pairings[0]; p.Losses != 10 {
		t.Fatalf("random scored against alphabeta(depth=2): %+v", p)
	}
	rep, err := arena.NewReport(st, rating.Config{Reps: 100, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if p := rep.Players[1]; !math.IsInf(p.High, 1) || math.IsInf(p.Low, 0) || math.IsInf(p.Elo, 0) {
		t.Errorf("the sweeper: %+v, want a finite estimate and low, high +Inf", p)
	}
	text := rep.Text(false)
	for _, want := range []string{"+Inf]", "+Inf (-Inf): the games do not bound the rating from above (below)"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	b, err := json.Marshal(rep)
	if err != nil || !strings.Contains(string(b), `"high":null`) {
		t.Errorf("JSON %s, %v: want \"high\":null", b, err)
	}
}

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/player"
)

func init() {
	register(&command{
		name:  "selfplay",
		usage: "[-variant V] -games N -seed S [-players A,B] [-workers W] [-o FILE] [-match] [-match-games G] [-max-plies P] [-progress]",
		short: "play games between built-in players; print summary statistics, optionally write one JSON record per game",
		run:   runSelfplay,
	})
}

func runSelfplay(e *env, args []string) int {
	c := commands["selfplay"]
	fs, variant := c.flags(e)
	games := fs.Int("games", 100, "number of games to play (of matches with -match), at least 1")
	seed := fs.Uint64("seed", 1, "master `seed`; the same seed gives the same games whatever the number of workers")
	players := fs.String("players", "random,random", "player specs `A,B` (one spec: both); A is South in even games; built-in players: "+strings.Join(player.Names(), ", ")+`, e.g. "alphabeta(depth=4),mcts(iterations=500)"`)
	workers := fs.Int("workers", runtime.NumCPU(), "number of games played at once")
	out := fs.String("o", "", "write one JSON record per game, in game order, to `FILE`")
	match := fs.Bool("match", false, "play matches (best of the variant's match length, 3 for kete) instead of single games")
	matchGames := fs.Int("match-games", 0, "with -match: best of `G` games (0: the variant's match length)")
	maxPlies := fs.Int("max-plies", arena.DefaultMaxPlies, "stop a game after `P` plies and count it as a draw by \"ply limit\" (a limit of the runner, not a rule); 0: no limit")
	progress := fs.Bool("progress", false, "show a progress bar on stderr (the default when stderr is a terminal)")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "bao selfplay: "+format+"\n", a...)
		fs.Usage()
		return 2
	}
	switch {
	case *games < 1:
		return usageErr("-games must be at least 1")
	case *workers < 1:
		return usageErr("-workers must be at least 1")
	case *maxPlies < 0:
		return usageErr("-max-plies must be 0 (no limit) or more")
	case *matchGames < 0:
		return usageErr("-match-games must be 0 (the variant's length) or more")
	case *matchGames > 0 && !*match:
		return usageErr("-match-games needs -match")
	}
	specs, err := splitPlayers(*players)
	if err != nil {
		return usageErr("%v", err)
	}
	for _, s := range specs {
		if _, err := player.New(s, 0); err != nil {
			return usageErr("-players: %v", err)
		}
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 1
	}
	cfg := arena.Config{
		Variant:    v,
		A:          specs[0],
		B:          specs[1],
		Games:      *games,
		Seed:       *seed,
		Workers:    *workers,
		MaxPlies:   *maxPlies,
		Match:      *match,
		MatchGames: *matchGames,
	}
	if *maxPlies == 0 {
		cfg.MaxPlies = -1
	}
	if *progress || isTerminal(e.stderr) {
		bar := newProgressBar(e.stderr, *match)
		cfg.Progress = bar.update
	}
	var each func(*arena.Record) error
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(e.stderr, "bao selfplay:", err)
			return 1
		}
		w := bufio.NewWriterSize(f, 1<<16)
		var buf []byte
		each = func(r *arena.Record) error {
			buf = r.AppendJSON(buf[:0])
			_, err := w.Write(buf)
			return err
		}
		defer func() {
			if err := w.Flush(); err != nil {
				fmt.Fprintln(e.stderr, "bao selfplay:", err)
			}
			if err := f.Close(); err != nil {
				fmt.Fprintln(e.stderr, "bao selfplay:", err)
			}
		}()
	}
	sum, err := arena.Run(context.Background(), cfg, each)
	if cfg.Progress != nil {
		fmt.Fprintln(e.stderr)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "bao selfplay:", err)
		return 1
	}
	fmt.Fprint(e.stdout, sum.Text(true))
	return 0
}

// splitPlayers splits "A,B" at the comma outside parentheses; a single spec
// stands for both players.
func splitPlayers(s string) ([2]string, error) {
	var parts []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	parts = append(parts, strings.TrimSpace(s[start:]))
	switch {
	case len(parts) == 1 && parts[0] != "":
		return [2]string{parts[0], parts[0]}, nil
	case len(parts) == 2 && parts[0] != "" && parts[1] != "":
		return [2]string{parts[0], parts[1]}, nil
	}
	return [2]string{}, fmt.Errorf("-players %q: want two player specs A,B (or one for both)", s)
}

// isTerminal reports whether w is a character device, such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressBar draws "[#####.....] 40/100 games" on one line of w, at most
// ten times a second.
type progressBar struct {
	w     io.Writer
	unit  string
	last  time.Time
	done  int
	total int
}

func newProgressBar(w io.Writer, matches bool) *progressBar {
	unit := "games"
	if matches {
		unit = "matches"
	}
	return &progressBar{w: w, unit: unit}
}

func (p *progressBar) update(done, total int) {
	p.done, p.total = done, total
	if now := time.Now(); done == total || now.Sub(p.last) >= 100*time.Millisecond {
		p.last = now
		p.draw()
	}
}

func (p *progressBar) draw() {
	const width = 30
	n := 0
	if p.total > 0 {
		n = p.done * width / p.total
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %s", strings.Repeat("#", n), strings.Repeat(".", width-n), p.done, p.total, p.unit)
}

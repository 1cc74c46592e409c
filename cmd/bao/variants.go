package main

import (
	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/spec"
	"github.com/bao-games/bao/player"
)

// variantsLong is what bao variants -h says between its short text and its exit statuses.
const variantsLong = `With -variant, checks the name and its rule options and prints the
variant's canonical name ("kiswahili(takasia=off)") instead of the list.
With -players, also prints under each variant what the player "best" plays
there, by its canonical spec: ` + player.BestDoc + `.`

func runVariants(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	verbose := fs.Bool("v", false, "also print each variant's description and rule options")
	players := fs.Bool("players", false, "also print what the player best plays in each variant")
	fs.Lookup("variant").DefValue = ""
	fs.Lookup("variant").Usage = "print only the canonical name of variant `name` (with rule options), after checking it"
	if st := parse(fs, args); st >= 0 {
		return st
	}
	w := newOutput(e.stdout)
	one, ok := variantFlag(e, fs, *variant)
	if !ok {
		return exitUsage
	}
	for _, d := range bao.Definitions() {
		if one != nil {
			if spec.Base(one.Name()) != d.Name {
				continue
			}
			w.Println(one.Name())
		} else {
			w.Println(d.Name)
		}
		if *verbose {
			w.Printf("\t%s\n", d.Doc)
			for _, o := range d.Options {
				w.Printf("\toption %s=%v (default %s): %s\n", o.Name, o.Values, o.Default, o.Doc)
			}
		}
		if *players {
			spec := player.BestSpec(d.Name, player.DefaultBestTime)
			if p, err := player.New(spec, 0); err == nil {
				spec = p.Name() // canonical: with its fallback
			}
			best, _ := player.New("best", 0)
			w.Printf("\t%s plays %s (best(time=D): the same with time=D)\n", best.Name(), spec)
		}
	}
	return finish(e, "variants", w, exitOK)
}

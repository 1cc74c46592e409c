package main

import (
	"fmt"

	"github.com/bao-games/bao"
)

func init() {
	register(&command{
		name:  "variants",
		usage: "[-v]",
		short: "list the registered variants, one name per line",
		run:   runVariants,
	})
}

func runVariants(e *env, args []string) int {
	c := commands["variants"]
	fs, _ := c.flags(e)
	verbose := fs.Bool("v", false, "also print each variant's description and rule options")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	for _, d := range bao.Definitions() {
		fmt.Fprintln(e.stdout, d.Name)
		if *verbose {
			fmt.Fprintf(e.stdout, "\t%s\n", d.Doc)
			for _, o := range d.Options {
				fmt.Fprintf(e.stdout, "\toption %s=%v (default %s): %s\n", o.Name, o.Values, o.Default, o.Doc)
			}
		}
	}
	return 0
}

package main

import "github.com/bao-games/bao"

func runVersion(c *command, e *env, args []string) int {
	fs, _ := c.flags(e)
	if st := parse(fs, args); st >= 0 {
		return st
	}
	w := newOutput(e.stdout)
	w.Println(bao.Version())
	return finish(e, "version", w, exitOK)
}

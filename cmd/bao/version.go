package main

import (
	"runtime/debug"
	"strings"
)

func init() {
	register(&command{
		name:  "version",
		usage: "",
		short: "print the version of bao: the module's, the commit it was built from, and Go's",
		run:   runVersion,
	})
}

// version returns the version of the running bao: the main module's
// version ("(devel)" for a build from a working tree), the VCS revision
// and time when the build recorded them (with "+dirty" for a tree with
// changes), and the Go version.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "bao (no build information)"
	}
	parts := []string{"bao", bi.Main.Version}
	var rev, at, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev != "" {
		parts = append(parts, "commit "+rev+dirty)
	}
	if at != "" {
		parts = append(parts, at)
	}
	return strings.Join(append(parts, bi.GoVersion), " ")
}

func runVersion(e *env, args []string) int {
	c := commands["version"]
	fs, _ := c.flags(e)
	if st := parse(fs, args); st >= 0 {
		return st
	}
	w := newOutput(e.stdout)
	w.Println(version())
	return finish(e, "version", w, exitOK)
}

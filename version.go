package bao

import (
	"runtime/debug"
	"strings"
)

// ModulePath is the path of this module, under which a build's
// information lists it.
const ModulePath = "github.com/bao-games/bao"

// Release is the version this source is released as, or will be: the
// newest version of CHANGELOG.md (a test checks that they agree). Versions
// are tags v0.x.y of the module's repository, v0 while the API may still
// change; the go command reads them (go install
// github.com/bao-games/bao/cmd/bao@v0.4.0), and a build in a clone stamps
// its version from them (a pseudo-version such as
// v0.3.1-0.20261207171911-9bc195251e95 between two tags). A build that
// carries no version, "(devel)" (built with -buildvcs=false, or outside
// version control), reports Release with the suffix "-devel" instead.
const Release = "v0.5.0"

// Version says which version of this module the running program was built
// with, for records and reports to say what made them. When the program's
// main module is this one (the bao command): "bao", the module's version
// (the tag, or a pseudo-version after it, that the go command stamps from
// version control; Release+"-devel" for a build without one), the VCS
// revision and time when the build recorded them ("+dirty" after a
// revision with changes not committed), and the Go version:
//
//	bao v0.4.0 commit 4b1d2e07...+dirty 2026-12-07T18:02:11Z go1.26.0
//	bao v0.4.0-devel go1.26.0
//
// When another main module imports this one: "bao", the version of this
// module among the build's dependencies (with the replacement's path or
// version when it is replaced), "in" and the main module's path, and the
// Go version:
//
//	bao v0.4.0 in example.com/client go1.26.0
//
// Without build information (a binary built without module support):
// "bao (no build information)".
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	return versionOf(bi, ok)
}

// versionOf is Version for the build information bi.
func versionOf(bi *debug.BuildInfo, ok bool) string {
	if !ok || bi == nil {
		return "bao (no build information)"
	}
	parts := []string{"bao"}
	if bi.Main.Path == ModulePath || bi.Main.Path == "" {
		v := bi.Main.Version
		if v == "" || v == "(devel)" {
			v = Release + "-devel"
		}
		parts = append(parts, v)
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
	} else {
		dep := findDep(bi.Deps)
		switch {
		case dep == nil:
			parts = append(parts, "(not among the dependencies)")
		case dep.Replace != nil && dep.Replace.Version != "" && dep.Replace.Version != "(devel)":
			parts = append(parts, dep.Version, "replaced by "+dep.Replace.Path+" "+dep.Replace.Version)
		case dep.Replace != nil:
			parts = append(parts, orDevel(dep.Version), "replaced by "+dep.Replace.Path)
		default:
			parts = append(parts, orDevel(dep.Version))
		}
		parts = append(parts, "in", bi.Main.Path)
	}
	if bi.GoVersion != "" {
		parts = append(parts, bi.GoVersion)
	}
	return strings.Join(parts, " ")
}

// findDep returns this module among deps, or nil.
func findDep(deps []*debug.Module) *debug.Module {
	for _, d := range deps {
		if d != nil && d.Path == ModulePath {
			return d
		}
	}
	return nil
}

// orDevel returns v, or "(devel)" when it is empty.
func orDevel(v string) string {
	if v == "" {
		return "(devel)"
	}
	return v
}

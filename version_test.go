package bao

import (
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersionOfBuilds: Version names this module's version, commit and Go
// for the bao command, this module's entry among the dependencies for a
// client's build (replaced or not), and says when there is no build
// information.
func TestVersionOfBuilds(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.time", Value: "2026-12-04T18:00:00Z"}, {Key: "vcs.modified", Value: "true"}}
	dep := func(v string, r *debug.Module) []*debug.Module {
		return []*debug.Module{{Path: "github.com/google/go-cmp", Version: "v0.7.0"}, {Path: ModulePath, Version: v, Replace: r}}
	}
	for _, tc := range []struct {
		bi   *debug.BuildInfo
		want string
	}{
		{nil, "bao (no build information)"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: ModulePath, Version: "(devel)"}, Settings: vcs},
			"bao " + Release + "-devel commit abc123+dirty 2026-12-04T18:00:00Z go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: ModulePath}},
			"bao " + Release + "-devel go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: ModulePath, Version: "v0.3.1-0.20261207171911-9bc195251e95+dirty"}, Settings: vcs},
			"bao v0.3.1-0.20261207171911-9bc195251e95+dirty commit abc123+dirty 2026-12-04T18:00:00Z go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: ModulePath, Version: "v0.4.0"}},
			"bao v0.4.0 go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "example.com/client", Version: "(devel)"}, Deps: dep("v0.4.0", nil), Settings: vcs},
			"bao v0.4.0 in example.com/client go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "example.com/client"}, Deps: dep("v0.4.0", &debug.Module{Path: "../bao"})},
			"bao v0.4.0 replaced by ../bao in example.com/client go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "example.com/client"}, Deps: dep("v0.4.0", &debug.Module{Path: "../bao", Version: "(devel)"})},
			"bao v0.4.0 replaced by ../bao in example.com/client go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "example.com/client"}, Deps: dep("v0.4.0", &debug.Module{Path: "example.com/fork", Version: "v0.4.1"})},
			"bao v0.4.0 replaced by example.com/fork v0.4.1 in example.com/client go1.26.0"},
		{&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Path: "example.com/client"}},
			"bao (not among the dependencies) in example.com/client go1.26.0"},
	} {
		if got := versionOf(tc.bi, tc.bi != nil); got != tc.want {
			t.Errorf("versionOf(%+v) = %q, want %q", tc.bi, got, tc.want)
		}
	}
	if v := Version(); !strings.HasPrefix(v, "bao ") || strings.ContainsAny(v, "\n\"") {
		t.Errorf("Version() = %q", v)
	}
}

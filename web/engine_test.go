package web

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/bao-games/bao/engine" // registers engine(cmd=...)
)

// shellEngine is an engine of a few lines of shell: it plays A6> in every
// position it is asked about.
const shellEngine = `#!/bin/sh
while read cmd rest; do
  case "$cmd" in
    bao) echo "id name shell toy"; echo "variants kiswahili"; echo baook;;
    isready) echo readyok;;
    go) echo "info depth 1 score 5 nodes 1 pv A6>"; echo "bestmove A6>";;
    quit) exit 0;;
  esac
done
`

// TestEngines: the page uses the outside engines it was started with, and
// no other.
func TestEngines(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	script := filepath.Join(t.TempDir(), "toy.sh")
	if err := os.WriteFile(script, []byte(shellEngine), 0o755); err != nil {
		t.Fatal(err)
	}
	spec := "engine(cmd=" + script + ")"
	body := `{"variant":"kiswahili","player":` + string(must(json.Marshal(spec))) + `}`
	if code, resp := call(t, New(DefaultConfig()), "POST", "/api/analyse", body); code != 400 || !strings.Contains(string(resp), "not allowed") {
		t.Errorf("an engine the server was not started with: %d %s", code, resp)
	}
	cfg := DefaultConfig()
	cfg.Engines = []string{spec}
	s := New(cfg)
	var a Analysis
	post(t, s, "/api/analyse", AnalyseRequest{Game: Game{Variant: "kiswahili"}, Player: " " + spec}, &a)
	if a.Move != "A6>*" || a.Depth != 1 || a.Player != spec {
		t.Errorf("analysis %+v", a)
	}
	other := `{"variant":"kiswahili","player":"engine(cmd=/bin/sh)"}`
	if code, resp := call(t, s, "POST", "/api/analyse", other); code != 400 || !strings.Contains(string(resp), "not allowed") {
		t.Errorf("another engine: %d %s", code, resp)
	}
	var in Info
	if code, resp := call(t, s, "GET", "/api/info", ""); code != 200 || json.Unmarshal(resp, &in) != nil || in.Examples[len(in.Examples)-1] != spec {
		t.Errorf("info: %d %s", code, resp)
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

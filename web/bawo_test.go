package web

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
)

// TestBawo: the page offers Bawo with its eleven rule options, and a
// game of bawo(gambit=on) is played through the API with the gambits'
// move text, analysed at a gambit turn, and loaded and exported as a
// record.
func TestBawo(t *testing.T) {
	s := New(Config{})
	var in Info
	code, body := call(t, s, http.MethodGet, "/api/info", "")
	if code != http.StatusOK {
		t.Fatalf("%d %s", code, body)
	}
	if err := json.Unmarshal(body, &in); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(in.Variants, func(v VariantInfo) bool { return v.Name == "bawo" })
	if i < 0 {
		t.Fatalf("/api/info does not offer bawo: %s", body)
	}
	bw := in.Variants[i]
	var names []string
	for _, o := range bw.Options {
		names = append(names, o.Name)
	}
	want := []string{"kuu", "singleton", "kuutax", "guard", "capmax", "mtajikuu", "firstkuu", "kichwa", "endless", "gambit", "takasia"}
	if bw.Title != "Bawo" || !slices.Equal(names, want) {
		t.Errorf("bawo: title %q options %v, want %v", bw.Title, names, want)
	}
	if g := bw.Options[9]; !slices.Equal(g.Values, []string{"off", "on", "capture"}) || g.Default != "off" {
		t.Errorf("gambit option %+v", g)
	}

	const spec = "bawo(gambit=on)"
	v := bao.MustLookup(spec)
	var vw View
	post(t, s, "/api/position", Game{Variant: spec}, &vw)
	if len(vw.Legal) != bao.NumGambits || vw.Legal[0].Move != "A1,A1,A1,A1,A1" || vw.Legal[bao.NumGambits-1].Text != "B8,B8,B8,B8,B8" ||
		!strings.Contains(vw.SVG, "gambit pending: SN") {
		t.Fatalf("the gambit start: %d legal moves, first %+v", len(vw.Legal), vw.Legal[0])
	}
	moves := []string{"A1,A8,B4,B5,B5", "a1,a1,a1,a1,a1", "A8<"}
	st := v.Start()
	for _, text := range moves {
		var ans MoveAnswer
		post(t, s, "/api/move", MoveRequest{Game: Game{Variant: spec, Position: bao.FormatState(v, st)}, Move: text}, &ans)
		m, after, err := bao.ReadMove(v, st, text)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := bao.FormatMove(v, st, m)
		if ans.Move != want || ans.View.Position != bao.FormatState(v, after) || !strings.HasPrefix(ans.Summary, st.Side.String()+" played "+want) {
			t.Fatalf("%s: answer %q -> %q (%s), want %q -> %q", text, ans.Move, ans.View.Position, ans.Summary, want, bao.FormatState(v, after))
		}
		st = after
	}
	// A gambit out of canonical order, a gambit on the opponent's pits,
	// and a gambit after the gambits are refused with their reason.
	start := bao.FormatState(v, v.Start())
	for _, c := range []struct {
		position, move string
		status         int
		msg            string
	}{
		{start, "A8,A1,B4,B5,B5", http.StatusBadRequest, "canonical order"},
		{start, "a1,a8,b4,b5,b5", http.StatusUnprocessableEntity, "BW14"},
		{bao.FormatState(v, st), "a1,a1,a1,a1,a1", http.StatusUnprocessableEntity, "illegal move"},
	} {
		code, body := call(t, s, http.MethodPost, "/api/move", `{"variant":"`+spec+`","position":"`+c.position+`","move":"`+c.move+`"}`)
		if code != c.status || !bytes.Contains(body, []byte(c.msg)) {
			t.Errorf("%s: %d %s; want %d and %q", c.move, code, body, c.status, c.msg)
		}
	}

	// A computer's gambit.
	var a Analysis
	post(t, s, "/api/analyse", AnalyseRequest{Game: Game{Variant: spec}, Player: "mcts(iterations=50)", Seed: 3}, &a)
	if m, _, err := bao.ReadMove(v, v.Start(), a.Move); err != nil || !m.IsGambit() {
		t.Errorf("analyse at the gambit turn: %q, %v", a.Move, err)
	}

	// Export and load the game.
	var ex ExportAnswer
	post(t, s, "/api/export", ExportRequest{Variant: spec, Moves: moves}, &ex)
	r, err := record.Read(strings.NewReader(ex.Record))
	if err != nil || !slices.Equal(r.Moves, moves) {
		t.Fatalf("export: %v\n%s", err, ex.Record)
	}
	var ra RecordAnswer
	post(t, s, "/api/record", RecordRequest{Text: ex.Record}, &ra)
	if len(ra.Games) != 1 || ra.Games[0].Error != "" || ra.Games[0].Positions[3] != bao.FormatState(v, st) {
		t.Errorf("record: %+v", ra.Games)
	}
}

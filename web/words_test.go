package web

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/render"
	"github.com/bao-games/bao/review"
	"github.com/bao-games/bao/web/ops"
	"github.com/bao-games/bao/web/static"
)

// TestWords: the words table has one row per identifier, a cell in every
// language's column, and a row for every word the page asks for (w("id")
// in app.js, data-w="id" and data-wa="id" (an aria-label) in index.html,
// each strength level and its description).
func TestWords(t *testing.T) {
	// The table as served: one row per identifier, a cell in every
	// column (static.ParseWords refuses anything else, naming the line).
	table, _ := staticFiles.ReadFile("static/words.tsv")
	words, err := static.ParseWords(string(table))
	if err != nil {
		t.Fatal(err)
	}
	if langs := words.Languages(); len(langs) < 2 || langs[0] != "en" || langs[1] != "sw" {
		t.Fatalf("languages %q, want en, sw", langs)
	}
	ids := map[string]bool{}
	for _, id := range words.IDs() {
		ids[id] = true
	}
	app, _ := staticFiles.ReadFile("static/app.js")
	page, _ := staticFiles.ReadFile("static/index.html")
	var want []string
	for _, m := range regexp.MustCompile(`\bw\("([a-z.]*[a-z])"`).FindAllStringSubmatch(string(app), -1) {
		want = append(want, m[1])
	}
	for _, m := range regexp.MustCompile(`data-wa?="([a-z.]+)"`).FindAllStringSubmatch(string(page), -1) {
		want = append(want, m[1])
	}
	// Each strength level: its name, and its description (the menu's
	// tooltip), whose English is the level's own (player.Level.Description).
	for _, l := range player.Levels() {
		want = append(want, "level."+l.Name, "level."+l.Name+".about")
		if en := static.Table().Word("en", "level."+l.Name+".about"); en != l.Description {
			t.Errorf("words.tsv: level.%s.about is %q in English, the level's description %q", l.Name, en, l.Description)
		}
	}
	// The verdicts of a review, whose rows app.js names in verdictWord:
	// each one's English is the verdict of package review.
	verdicts := regexp.MustCompile(`"([a-z ]+)": "(verdict\.[a-z]+)"`).FindAllStringSubmatch(string(app), -1)
	got := map[string]bool{}
	for _, m := range verdicts {
		want = append(want, m[2])
		got[m[1]] = true
		if en := static.Table().Word("en", m[2]); en != m[1] {
			t.Errorf("words.tsv: %s is %q in English, the verdict %q", m[2], en, m[1])
		}
	}
	for _, v := range []string{review.GaveAwayWin, review.GaveAwayDraw, review.Blunder, review.Mistake, review.Inaccuracy} {
		if !got[v] {
			t.Errorf("app.js: no row of the words table for the verdict %q", v)
		}
	}
	if len(want) < 50 {
		t.Errorf("only %d words asked for: the patterns no longer find them", len(want))
	}
	for _, id := range want {
		if !ids[id] {
			t.Errorf("the page asks for %q, which the words table lacks", id)
		}
	}
}

// TestBoardWords: every word of the board's picture (render.WordIDs) is a
// row of the words table with a text in every language, its English the
// one package render draws by default and every language filling in the
// same braces; and a board drawn in another language through the page's
// operations (positions, a move's frames, in both shapes of the board)
// shows no English word of the picture.
func TestBoardWords(t *testing.T) {
	words := static.Table()
	braces := regexp.MustCompile(`\{[a-z]+\}`)
	sorted := func(ss []string) []string { slices.Sort(ss); return ss }
	// The English words of the picture, but those every language shares
	// (kuu, gambit).
	english := map[string]bool{}
	letters := regexp.MustCompile(`[A-Za-z]{3,}`)
	for _, id := range render.WordIDs() {
		en := render.English(id)
		if got := words.Word("en", id); got != en {
			t.Errorf("words.tsv: %s is %q in English, package render draws %q", id, got, en)
		}
		for _, l := range words.Languages() {
			text := words.Word(l, id)
			if text == "" {
				t.Errorf("words.tsv: %s has no %s", id, l)
				continue
			}
			if got, want := sorted(braces.FindAllString(text, -1)), sorted(braces.FindAllString(en, -1)); !slices.Equal(got, want) {
				t.Errorf("words.tsv: %s in %s fills in %v, the English %v", id, l, got, want)
			}
		}
		for _, word := range letters.FindAllString(braces.ReplaceAllString(en, ""), -1) {
			english[strings.ToLower(word)] = true
		}
	}
	for _, l := range words.Languages() {
		if l == "en" {
			continue
		}
		for _, id := range render.WordIDs() {
			for _, word := range letters.FindAllString(braces.ReplaceAllString(words.Word(l, id), ""), -1) {
				delete(english, strings.ToLower(word))
			}
		}
	}
	if len(english) < 20 {
		t.Fatalf("only %d English words to look for: %v", len(english), english)
	}
	// The positions of render's golden tests, and Bawo's flags.
	games := []ops.Game{
		{Variant: "kiswahili", Highlight: "A6"},
		{Variant: "kete", Highlight: "A5"},
		{Variant: "kingulu", Highlight: "A1", South: "Amina", North: "Bakari"},
		{Variant: "kiswahili", Position: "1,4,1,0,2,0,1,1/0,0,0,18,0,1,0,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 N 0,0 N a3"},
		{Variant: "kete", Position: "1,7,0,3,1,0,4,1/3,0,1,3,1,1,3,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 S 0,0 - a3"},
		{Variant: "kingulu", Position: "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6"},
		{Variant: "kiswahili", Position: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,3,2,8,0,1,0/0,0,0,0,0,0,1,1 N 27,20 S -"},
		{Variant: "kingulu", Position: "0,0,0,0,0,0/0,0,0,0,0,0 N 25,23"},
		{Variant: "kingulu", Position: "0,0,0,0,0,0/0,0,0,0,0,0 N 24,24"},
		{Variant: "bawo", Position: "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/0,0,0,2,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -"},
		{Variant: "kujifunza"},
	}
	shown := regexp.MustCompile(`<(?:text|title)[^>]*>([^<]*)<`)
	check := func(what, svg string) {
		t.Helper()
		for _, m := range shown.FindAllStringSubmatch(svg, -1) {
			for _, word := range letters.FindAllString(m[1], -1) {
				if english[strings.ToLower(word)] {
					t.Errorf("%s: the picture in Kiswahili says %q", what, m[1])
				}
			}
		}
	}
	// The notes of a move's frames and its summary, which the page
	// shows under the board.
	checkNote := func(what, note string) {
		t.Helper()
		for _, word := range letters.FindAllString(note, -1) {
			if english[strings.ToLower(word)] {
				t.Errorf("%s: the note in Kiswahili says %q", what, note)
			}
		}
	}
	for _, narrow := range []bool{false, true} {
		for _, g := range games {
			g.Narrow, g.Lang = narrow, "sw"
			what := fmt.Sprintf("%s %q narrow=%v", g.Variant, g.Position, narrow)
			vw, err := ops.Position(&g)
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			check(what, vw.SVG)
			if !strings.Contains(vw.SVG, "Kusini") || !strings.Contains(vw.SVG, "Kaskazini") {
				t.Errorf("%s: no Kusini and Kaskazini in the picture", what)
			}
			if vw.Over || len(vw.Legal) == 0 {
				continue
			}
			ans, err := ops.Play(&ops.MoveRequest{Game: g, Move: vw.Legal[0].Move})
			if err != nil {
				t.Fatalf("%s, %s: %v", what, vw.Legal[0].Move, err)
			}
			for i, f := range ans.Frames {
				check(fmt.Sprintf("%s, %s, frame %d", what, vw.Legal[0].Move, i), f.SVG)
				checkNote(fmt.Sprintf("%s, %s, frame %d", what, vw.Legal[0].Move, i), f.Note)
			}
			checkNote(fmt.Sprintf("%s, %s, summary", what, vw.Legal[0].Move), ans.Summary)
			if ans.Summary != ans.Frames[len(ans.Frames)-1].Note || !strings.Contains(ans.Summary, " alicheza ") {
				t.Errorf("%s: summary %q, last note %q", what, ans.Summary, ans.Frames[len(ans.Frames)-1].Note)
			}
			if !strings.Contains(ans.Frames[0].SVG, "anacheza") {
				t.Errorf("%s: the first frame does not say who plays: %s", what, ans.Frames[0].SVG)
			}
		}
	}
	// The same positions in English, and with no language, are drawn as
	// package render draws them by default.
	for _, g := range games {
		v, st := bao.MustLookup(g.Variant), bao.State{}
		if g.Position == "" {
			st = v.Start()
		} else {
			var err error
			if st, err = bao.ParseState(v, g.Position); err != nil {
				t.Fatal(err)
			}
		}
		opt := render.Options{Labels: true, South: g.South, North: g.North, Highlight: bao.NoPit}
		if g.Highlight != "" {
			opt.Highlight, _ = bao.ParsePit(g.Highlight)
		}
		want := render.SVG(v, st, opt)
		for _, lang := range []string{"", "en"} {
			g.Lang = lang
			if vw, err := ops.Position(&g); err != nil || vw.SVG != want {
				t.Errorf("%s %q in %q: not render's default picture (%v)", g.Variant, g.Position, lang, err)
			}
		}
	}
	g := ops.Game{Variant: "kiswahili", Lang: "xx"}
	if _, err := ops.Position(&g); err == nil || ops.StatusOf(err) != ops.BadRequest || !strings.Contains(err.Error(), `"xx"`) {
		t.Errorf("language xx: %v, want a bad request naming it", err)
	}
}

package howto_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/howto"
)

var update = flag.Bool("update", false, "write docs/playing.md again")

// docs/playing.md is what Playing writes.
func TestPlayingUpToDate(t *testing.T) {
	want, err := howto.Playing()
	if err != nil {
		t.Fatal(err)
	}
	const file = "../docs/playing.md"
	if *update {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is not what howto.Playing writes: run go test ./howto -update", file)
	}
}

// Every registered game has a guide, and every guide renders in both
// forms, with its diagrams, its links and no spec syntax in the words.
func TestGuides(t *testing.T) {
	gs := howto.Guides()
	if len(gs) != len(bao.Names()) {
		t.Fatalf("%d guides for %d games", len(gs), len(bao.Names()))
	}
	for i, g := range gs {
		if want := []string{"kiswahili", "kete", "kujifunza", "kingulu", "bawo"}[i]; g.Variant != want {
			t.Errorf("guide %d is %s, want %s", i, g.Variant, want)
		}
		h, err := g.HTML(howto.Options{})
		if err != nil {
			t.Fatal(err)
		}
		figures := 0
		for _, s := range g.Sections {
			if s.Diagram != nil {
				figures++
				if s.Diagram.Caption == "" {
					t.Errorf("%s: %q: a diagram without a caption", g.Variant, s.Heading)
				}
			}
			for _, p := range s.Paragraphs {
				if strings.Contains(p, "alphabeta(") || strings.Contains(p, "=on|") {
					t.Errorf("%s: spec syntax in %q", g.Variant, p)
				}
			}
		}
		if figures == 0 || strings.Count(h, "<figure>") != figures || !strings.Contains(h, "<svg") {
			t.Errorf("%s: %d diagrams, HTML has %d figures", g.Variant, figures, strings.Count(h, "<figure>"))
		}
		for _, want := range []string{
			`href="https://github.com/bao-games/bao/blob/main/docs/` + g.Variant + `.md"`,
			`href="../index.html#` + g.Variant + `"`,
			`<article class="howto" id="howto-` + g.Variant + `"`,
		} {
			if !strings.Contains(h, want) {
				t.Errorf("%s: HTML lacks %s", g.Variant, want)
			}
		}
		h2, _ := g.HTML(howto.Options{RulesBase: "rules/", PlayBase: "/"})
		if !strings.Contains(h2, `href="rules/`+g.Variant+`.md"`) || !strings.Contains(h2, `href="/#`+g.Variant+`"`) {
			t.Errorf("%s: Options not followed", g.Variant)
		}
		md, err := g.Markdown()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(md, "("+g.Variant+".md)") {
			t.Errorf("%s: Markdown does not link the rules", g.Variant)
		}
		if _, err := os.Stat("../docs/" + g.Variant + ".md"); err != nil {
			t.Errorf("%s: the linked rules: %v", g.Variant, err)
		}
	}
}

// Lookup takes rule options, and names the guides when it has none.
func TestLookup(t *testing.T) {
	g, err := howto.Lookup("kiswahili(takasia=off)")
	if err != nil || g.Title != "Bao la Kiswahili" {
		t.Errorf("%v, %v", g.Title, err)
	}
	if _, err := howto.Lookup("chess"); err == nil || !strings.Contains(err.Error(), "kingulu") {
		t.Errorf("unknown game: %v", err)
	}
	g.Sections[0].Heading = "changed"
	if h, _ := howto.Lookup("kiswahili"); h.Sections[0].Heading == "changed" {
		t.Error("Lookup shares its sections")
	}
}

// Files holds the index and a page per game, each a whole HTML document
// linking the others.
func TestFiles(t *testing.T) {
	fs, err := howto.Files(howto.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != len(bao.Names())+1 {
		t.Errorf("%d files", len(fs))
	}
	for _, name := range append(bao.Names(), "index") {
		p := string(fs["howto/"+name+".html"])
		if !strings.HasPrefix(p, "<!DOCTYPE html>") || !strings.Contains(p, `href="kujifunza.html"`) || !strings.Contains(p, `name="viewport"`) {
			t.Errorf("howto/%s.html: not a whole page linking the guides", name)
		}
	}
}

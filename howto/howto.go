package howto

import (
	"fmt"
	"html"
	"strings"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all" // the five games
	"github.com/bao-games/bao/render"
)

// Guide is the "how to play" guide of one game.
type Guide struct {
	// Variant is the game's registered name: "kiswahili".
	Variant string
	// Title is the game's name for a player: "Bao la Kiswahili".
	Title string
	// Intro is the first paragraph: what the game is.
	Intro    string
	Sections []Section
}

// Section is one part of a guide: a heading, paragraphs of plain text, and
// an optional diagram after them.
type Section struct {
	Heading    string
	Paragraphs []string
	Diagram    *Diagram
}

// Diagram is a position drawn by package render: Position (a position
// text; the game's start when empty), with Move (a move text, optional)
// drawn as two boards, before the move (its start pit highlighted) and
// after it.
type Diagram struct {
	Position string
	Move     string
	Caption  string
}

// Guides returns the guides of the five games: kiswahili, kete,
// kujifunza, kingulu, bawo. The guides are the caller's to change.
func Guides() []Guide {
	out := make([]Guide, 0, len(guides))
	for _, g := range guides {
		g, _ := Lookup(g.Variant) // a copy
		out = append(out, g)
	}
	return out
}

// Lookup returns the guide of the game named variant (a registered name,
// with or without rule options: "kiswahili(takasia=off)" gives the guide of
// kiswahili), or an error listing the guides.
func Lookup(variant string) (Guide, error) {
	base, _, _ := strings.Cut(variant, "(")
	base = strings.TrimSpace(base)
	for _, g := range guides {
		if g.Variant == base {
			g.Sections = append([]Section(nil), g.Sections...)
			return g, nil
		}
	}
	names := make([]string, len(guides))
	for i, g := range guides {
		names[i] = g.Variant
	}
	return Guide{}, fmt.Errorf("howto: no guide for %q (guides: %s)", variant, strings.Join(names, ", "))
}

// Options say where the links of the HTML guides go.
type Options struct {
	// RulesBase is prepended to "<variant>.md" to link the full rules
	// (DefaultRulesBase if empty).
	RulesBase string
	// PlayBase is prepended to "#<variant>" to link the page that plays
	// the game (DefaultPlayBase if empty): the page's URL fragment opens a
	// new game of that variant.
	PlayBase string
}

// DefaultRulesBase is where the full rules are linked from the HTML
// guides: the project's docs on GitHub.
const DefaultRulesBase = "https://github.com/bao-games/bao/blob/main/docs/"

// DefaultPlayBase links the page from the guides that Files writes in
// howto/: the site's index.html one directory up.
const DefaultPlayBase = "../index.html"

func (o Options) rules(variant string) string {
	b := o.RulesBase
	if b == "" {
		b = DefaultRulesBase
	}
	return b + variant + ".md"
}

func (o Options) play(variant string) string {
	b := o.PlayBase
	if b == "" {
		b = DefaultPlayBase
	}
	return b + "#" + variant
}

// boards returns the positions of a diagram: one, or two for a move
// (before and after), with the start pit of the move.
func (d *Diagram) boards(v bao.Variant) (before, after bao.State, m bao.Move, err error) {
	before = v.Start()
	if d.Position != "" {
		if before, err = bao.ParseState(v, d.Position); err != nil {
			return before, after, m, err
		}
	}
	if d.Move != "" {
		m, after, err = bao.ReadMove(v, before, d.Move)
	}
	return before, after, m, err
}

// HTML returns the guide as an HTML fragment: one <article class="howto">
// holding the title, the text, the diagrams as inline SVG (package render)
// in <figure> elements, a link to play the game and a link to its full
// rules. It needs no script and no style sheet.
func (g Guide) HTML(opt Options) (string, error) {
	v, err := bao.Lookup(g.Variant)
	if err != nil {
		return "", fmt.Errorf("howto: %w", err)
	}
	var b strings.Builder
	esc := html.EscapeString
	fmt.Fprintf(&b, "<article class=\"howto\" id=\"howto-%s\" lang=\"en\">\n<h2>How to play %s</h2>\n<p>%s</p>\n", esc(g.Variant), esc(g.Title), esc(g.Intro))
	for _, s := range g.Sections {
		fmt.Fprintf(&b, "<section>\n<h3>%s</h3>\n", esc(s.Heading))
		for _, p := range s.Paragraphs {
			fmt.Fprintf(&b, "<p>%s</p>\n", esc(p))
		}
		if d := s.Diagram; d != nil {
			before, after, m, err := d.boards(v)
			if err != nil {
				return "", fmt.Errorf("howto: %s, %q: %w", g.Variant, s.Heading, err)
			}
			b.WriteString("<figure>\n")
			if d.Move == "" {
				b.WriteString(render.SVG(v, before, render.Options{Title: g.Title, Labels: true}))
			} else {
				b.WriteString(render.SVG(v, before, render.Options{Title: "Before " + d.Move, Labels: true, Highlight: m.Pit, HighlightNote: "the move starts at"}))
				b.WriteString(render.SVG(v, after, render.Options{Title: "After " + d.Move, Labels: true}))
			}
			fmt.Fprintf(&b, "<figcaption>%s</figcaption>\n</figure>\n", esc(d.Caption))
		}
		b.WriteString("</section>\n")
	}
	fmt.Fprintf(&b, "<p><a href=\"%s\">Play %s</a> · <a href=\"%s\">The full rules of %s</a></p>\n</article>\n",
		esc(opt.play(g.Variant)), esc(g.Title), esc(opt.rules(g.Variant)), esc(g.Title))
	return b.String(), nil
}

// style is the little CSS of the pages of Page and Index.
const style = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;line-height:1.5;color:#3b2a1a;background:#fffaf0}
svg{max-width:100%;height:auto}figure{margin:1rem 0}figcaption{font-style:italic}nav a{margin-right:1rem}`

// page wraps body in a whole HTML document.
func page(title, body string) string {
	return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
		html.EscapeString(title) + "</title>\n<style>" + style + "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n"
}

// nav links the guides of every game, from a page in the same directory.
func nav() string {
	var b strings.Builder
	b.WriteString("<nav>")
	for _, g := range Guides() {
		fmt.Fprintf(&b, "<a href=\"%s.html\">%s</a>", g.Variant, html.EscapeString(g.Title))
	}
	b.WriteString("</nav>\n")
	return b.String()
}

// Page returns the guide as a whole HTML page: the fragment of HTML, with
// links to the other games' guides (howto/<variant>.html beside it).
func (g Guide) Page(opt Options) (string, error) {
	body, err := g.HTML(opt)
	if err != nil {
		return "", err
	}
	return page("How to play "+g.Title, nav()+body), nil
}

// Index returns the page that lists the guides (howto/index.html).
func Index(opt Options) string {
	var b strings.Builder
	b.WriteString("<h1>How to play Bao</h1>\n<p>Bao is a family of mancala games of East Africa: two players sow seeds round a board of pits and capture each other's seeds. Choose a game:</p>\n<ul>\n")
	for _, g := range Guides() {
		fmt.Fprintf(&b, "<li><a href=\"%s.html\">%s</a>: %s <a href=\"%s\">Play it</a>.</li>\n",
			g.Variant, html.EscapeString(g.Title), html.EscapeString(g.Intro), html.EscapeString(opt.play(g.Variant)))
	}
	b.WriteString("</ul>\n<p>New to Bao? Start with Bao la Kujifunza, the game for learning.</p>\n")
	return page("How to play Bao", b.String())
}

// Files returns the pages of the guides by their path in a site:
// "howto/index.html" (Index) and "howto/<variant>.html" (Page) for each
// game. `bao site` writes them beside the page.
func Files(opt Options) (map[string][]byte, error) {
	files := map[string][]byte{"howto/index.html": []byte(Index(opt))}
	for _, g := range Guides() {
		p, err := g.Page(opt)
		if err != nil {
			return nil, err
		}
		files["howto/"+g.Variant+".html"] = []byte(p)
	}
	return files, nil
}

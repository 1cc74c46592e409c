package howto

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/render"
)

// playingIntro opens docs/playing.md.
const playingIntro = `# Playing Bao

Bao is a family of mancala games of East Africa: two players sow seeds round a board of
pits and capture each other's seeds. This module plays five of them: Bao la Kiswahili,
Bao la Kete, Bao Kingulu, Bao la Kujifunza and Bawo. This guide says how to play them,
in a browser or in a terminal, and how each game is played, in plain words; the full
rules, exact enough to write a program from, are linked from each game.

New to Bao? Start with Bao la Kujifunza, the game for learning, against the computer's
beginner level.

This file is written by the program (package howto, ` + "`go test ./howto -update`" + `), from
the same text as the "how to play" pages of the web page.
`

// playingWays says how to play on the page and in the terminal.
const playingWays = `## Playing in a browser

` + "`bao serve`" + ` serves the page at http://127.0.0.1:8080; ` + "`bao site -o DIR`" + ` writes the
same page as static files that any static file server can serve (for instance
` + "`python3 -m http.server -d DIR`" + `), and that keep working with the network off after one
visit. The computer thinks in the browser itself (the engine compiled to WebAssembly).

Choose the game and the computer's strength level, and play by clicking (or tapping)
one of your pits: the page shows which pits may start a move, and where a move may go
either way, which way. The page remembers the game on a reload. Its address names the
game: ` + "`#kujifunza`" + ` opens a new game of Bao la Kujifunza, and
` + "`#kiswahili:A7>*_a6<*`" + ` opens Bao la Kiswahili with those moves played, to study or
review. Each game's "how to play" page is linked from the page.

## Playing in a terminal

` + "`bao play -variant kujifunza`" + ` plays a game in the terminal against the computer
(` + "`-north SPEC`" + ` chooses it; ` + "`-south human -north human`" + ` is a game between two people).
The board is drawn after every move. Type a move as its start pit and direction: ` + "`A6<`" + `
starts at your pit A6 and sows towards your left, ` + "`A6>`" + ` towards your right (in Bao
Kingulu the pit alone, ` + "`A3`" + `: sowing always goes the same way). Type ` + "`?`" + ` for the
legal moves, ` + "`undo`" + ` to take a move back and ` + "`help`" + ` for the rest. ` + "`bao play -o FILE`" + `
saves the game, which ` + "`bao review FILE`" + ` then reviews move by move.
`

// levelsTable is the section of the strength levels, from player.Levels.
func levelsTable() string {
	var b strings.Builder
	b.WriteString("## The computer's strength levels\n\n")
	b.WriteString("The same levels in every game, weakest first. Each was measured stronger than the one\nbelow it in every game: Bao la Kiswahili, Bao la Kete, Bao Kingulu, Bao la Kujifunza and\nBao ([levels.md](levels.md)). Each is a player spec that `bao play -north SPEC` takes too.\n\n")
	b.WriteString("| level | how it plays | player spec |\n| --- | --- | --- |\n")
	for _, l := range player.Levels() {
		fmt.Fprintf(&b, "| %s | %s | `%s` |\n", l.Name, l.Description, l.Spec)
	}
	return b.String()
}

// wrap breaks text into lines of at most 88 columns.
func wrap(text string) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		if n > 0 && n+1+len(w) > 88 {
			b.WriteByte('\n')
			n = 0
		} else if n > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}

// Markdown returns the guide as a section of docs/playing.md: the game's
// title as a heading of level 3, the text, the diagrams as the text
// drawings of package render, and a link to the full rules (the
// <variant>.md beside playing.md).
func (g Guide) Markdown() (string, error) {
	v, err := bao.Lookup(g.Variant)
	if err != nil {
		return "", fmt.Errorf("howto: %w", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "### %s\n\n%s\n\n", g.Title, wrap(g.Intro))
	for _, s := range g.Sections {
		fmt.Fprintf(&b, "#### %s\n\n", s.Heading)
		for _, p := range s.Paragraphs {
			b.WriteString(wrap(p) + "\n\n")
		}
		if d := s.Diagram; d != nil {
			before, after, _, err := d.boards(v)
			if err != nil {
				return "", fmt.Errorf("howto: %s, %q: %w", g.Variant, s.Heading, err)
			}
			b.WriteString("```\n" + render.Text(v, before))
			if d.Move != "" {
				b.WriteString("\nafter " + d.Move + ":\n\n" + render.Text(v, after))
			}
			b.WriteString("```\n\n" + wrap(d.Caption) + "\n\n")
		}
	}
	fmt.Fprintf(&b, "The full rules: [%s.md](%s.md). Variant name: `%s`.\n", g.Variant, g.Variant, g.Variant)
	return b.String(), nil
}

// Playing returns docs/playing.md: how to play on the page and in the
// terminal, the strength levels, and every game's guide.
func Playing() (string, error) {
	parts := []string{playingIntro, playingWays, levelsTable(), "## How each game is played\n"}
	for _, g := range Guides() {
		md, err := g.Markdown()
		if err != nil {
			return "", err
		}
		parts = append(parts, md)
	}
	return strings.Join(parts, "\n"), nil
}

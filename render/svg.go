package render

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bao-games/bao"
)

// Options adjust the SVG picture. The zero Options draws the board with its
// counts, the status line and a legend for what needs one.
type Options struct {
	// Title is a heading above the board; none when empty. It is also
	// the SVG's <title> (default "Bao position").
	Title string
	// Caption is a line of text below the board; none when empty.
	Caption string
	// Labels writes each pit's label ("A1", "b8") under it in small type.
	Labels bool
	// Highlight is a pit to highlight, typically where the last move
	// started; bao.NoPit for none.
	Highlight bao.Pit
	// HighlightNote is the legend of the highlighted pit, followed by its
	// label (default "last move started at").
	HighlightNote string
	// South and North are the players' names, written after "South" and
	// "North"; none when empty.
	South, North string
	// Words, when not nil, gives the words the picture writes, by their
	// id (WordIDs): the players' sides, the status line, the store's or
	// bank's name, the legend, the default title; and the words of
	// Outcome, of Frames' notes and of Summary. It returns the text of
	// an id, its braces ({side}) kept for the picture to fill; "" (or a
	// nil Words) means the English of English(id). The page of package
	// web passes its words table's column of the page's language.
	Words func(id string) string
	// Narrow draws the board upright, for a phone held upright: the board
	// turned a quarter turn clockwise, its rows as columns (South's back
	// row at the left, North's at the right, the pits' numbers running
	// down), North's store above it and South's below, every text still
	// level. The picture is then at most 340 units wide for every variant
	// of this module, so that at 360 CSS pixels every pit's square of
	// cellSize units is at least 44 pixels on a side.
	Narrow bool
}

// Dimensions of the picture, in SVG user units (pixels at 100%).
const (
	cellSize   = 60 // one pit's square on the board
	pitRadius  = 20 // radius of a pit; a house is a square of twice this side
	margin     = 20 // around everything
	storeWidth = 64 // a store (or bank) box
	storeGap   = 16 // between a store box and the board
	lineHeight = 22 // a line of text above or below the board
	minStore   = 76 // the least height of a store box

	narrowWidth = 340 // the width of a Narrow picture
	narrowStore = 44  // the height of a Narrow picture's store box
)

// Colours.
const (
	colInk        = "#3b2a1a"
	colFaint      = "#b5a084"
	colWood       = "#8b5e34"
	colBoard      = "#ead7b0"
	colPit        = "#fffaf0"
	colHouse      = "#fff1cc"
	colRestricted = "#d62728"
	colHighlight  = "#ffe680"
	colHighStroke = "#d4a000"
)

// reserveFill and reserveBadge are the colours of a pit reserved by South
// and by North.
var (
	reserveFill  = [2]string{"#cfe2f6", "#f6d3cc"}
	reserveBadge = [2]string{"#2a6fb0", "#b0412a"}
)

// SVG returns an SVG picture of s under v: see the package documentation.
// The result is a complete <svg> element that needs nothing else.
func SVG(v bao.Variant, s bao.State, opt Options) string {
	var b strings.Builder
	WriteSVG(&b, v, s, opt) // a strings.Builder never fails
	return b.String()
}

// WriteSVG writes the picture of SVG to w. A nil v is an error (and SVG
// then gives "").
func WriteSVG(w io.Writer, v bao.Variant, s bao.State, opt Options) error {
	if v == nil {
		return fmt.Errorf("render: %w", bao.ErrNoVariant)
	}
	d := &drawing{g: v.Geometry(), s: s, opt: opt}
	d.draw(v)
	_, err := io.WriteString(w, d.b.String())
	return err
}

// drawing is an SVG picture being built.
type drawing struct {
	g    bao.Geometry
	s    bao.State
	opt  Options
	over bool // the game is over: nobody is to move
	b    strings.Builder
}

// printf appends formatted output to the picture.
func (d *drawing) printf(format string, args ...any) { fmt.Fprintf(&d.b, format, args...) }

// esc escapes text for XML character data and attribute values.
func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}

// text writes a text element.
func (d *drawing) text(x, y, size int, anchor, attrs, content string) {
	d.printf(`<text x="%d" y="%d" font-size="%d" text-anchor="%s"%s>%s</text>`+"\n", x, y, size, anchor, attrs, esc(content))
}

// fitSize returns the font size, at most size, at which text is about at
// most w units wide (its characters half a size wide on average, as
// Helvetica's are, bold included), but at least 10: a long status line
// (a language's longer words, on the narrow board) is drawn smaller
// rather than cut.
func fitSize(text string, size, w int) int {
	if n := utf8.RuneCountInString(text) * size / 2; n > w {
		return max(10, size*w/n)
	}
	return size
}

// legendItem is one line of the legend: a symbol drawer and its text.
type legendItem struct {
	symbol func(cx, cy int)
	text   string
}

// draw builds the whole picture.
func (d *drawing) draw(v bao.Variant) {
	g, s, opt := d.g, d.s, d.opt
	rows := g.Display()
	cols := g.Cols
	// The board's box (boardW by boardH) and where pit (i, j) of
	// Display's row i, column j is centred, in either orientation.
	boardW, boardH := cols*cellSize, len(rows)*cellSize
	boardX := margin + storeWidth + storeGap
	width := boardX + boardW + storeGap + storeWidth + margin
	storeH := max(boardH/2-8, minStore)
	if opt.Narrow {
		boardW, boardH = len(rows)*cellSize, cols*cellSize
		width = max(boardW+2*margin, narrowWidth)
		boardX = (width - boardW) / 2
		storeH = narrowStore
	}

	// Lines of text around the board, top to bottom.
	y := margin
	titleY := 0
	if opt.Title != "" {
		titleY = y + 18
		y += 34
	}
	northY := y + 15
	y += lineHeight + 8
	northStoreY := y
	if opt.Narrow {
		y += storeH + storeGap
	}
	boardY := y
	y += boardH + 8
	southStoreY := y
	if opt.Narrow {
		y += storeH + storeGap - 8
	}
	southY := y + 15
	y += lineHeight
	statusY := y + 17
	y += lineHeight + 6

	legend := d.legend()
	legendY := y
	y += len(legend) * lineHeight
	captionY := 0
	if opt.Caption != "" {
		captionY = y + 16
		y += lineHeight + 4
	}
	height := y + margin - 6

	title := opt.Title
	if title == "" {
		title = d.word("board.title")
	}
	d.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="Helvetica, Arial, sans-serif" fill="%s">`+"\n",
		width, height, width, height, colInk)
	d.printf("<title>%s</title>\n", esc(title))
	d.printf("<desc>%s: %s</desc>\n", esc(v.Name()), esc(g.Format(s)))
	d.printf(`<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", width, height)
	if opt.Title != "" {
		d.text(width/2, titleY, 18, "middle", ` font-weight="bold"`, opt.Title)
	}

	// Players; a dot marks the side to move while the game goes on.
	o := v.Outcome(s)
	d.over = o.Over()
	nameX := boardX
	if opt.Narrow { // the names' whole width: the board is narrow
		nameX = margin
	}
	d.player(bao.North, nameX, northY, opt.North)
	d.player(bao.South, nameX, southY, opt.South)

	// Board.
	d.printf(`<rect x="%d" y="%d" width="%d" height="%d" rx="12" fill="%s" stroke="%s" stroke-width="2"/>`+"\n",
		boardX-8, boardY-8, boardW+16, boardH+16, colBoard, colWood)
	if opt.Narrow {
		mid := boardX + boardW/2
		d.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.5" stroke-dasharray="6 4"/>`+"\n",
			mid, boardY-8, mid, boardY+boardH+8, colWood)
		for i, row := range rows {
			for j, x := range row {
				d.pit(x, boardX+(len(rows)-1-i)*cellSize+cellSize/2, boardY+j*cellSize+cellSize/2)
			}
		}
		// Stores: North's above North's columns, South's below South's.
		half := max(boardW/2, storeWidth)
		d.storeBox(bao.North, boardX+boardW-half, northStoreY, half, storeH)
		d.storeBox(bao.South, boardX, southStoreY, half, storeH)
	} else {
		mid := boardY + boardH/2
		d.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.5" stroke-dasharray="6 4"/>`+"\n",
			boardX-8, mid, boardX+boardW+8, mid, colWood)
		for i, row := range rows {
			for j, x := range row {
				d.pit(x, boardX+j*cellSize+cellSize/2, boardY+i*cellSize+cellSize/2)
			}
		}
		// Stores: North's at the left of North's rows, South's at the
		// right of South's, each reaching from near the middle line
		// outwards.
		d.store(bao.North, margin, mid-4-storeH, storeH)
		d.store(bao.South, boardX+boardW+storeGap, mid+4, storeH)
	}

	// Status.
	status := d.word("board.tomove", "side", d.side(s.Side))
	if o.Over() {
		status = d.word("board.gameover", "outcome", d.outcome(o))
	}
	d.text(width/2, statusY, fitSize(status, 15, width-10), "middle", ` font-weight="bold"`, status)

	// Legend.
	for i, it := range legend {
		cy := legendY + i*lineHeight + lineHeight/2
		it.symbol(margin+10, cy)
		d.text(margin+28, cy+4, 12, "start", "", it.text)
	}
	if opt.Caption != "" {
		d.text(width/2, captionY, 13, "middle", ` font-style="italic"`, opt.Caption)
	}
	d.printf("</svg>\n")
}

// player writes a player's name line; a dot marks the side to move.
func (d *drawing) player(p bao.Player, x, y int, name string) {
	toMove := p == d.s.Side && !d.over
	if toMove {
		d.printf(`<circle cx="%d" cy="%d" r="5" fill="%s"/>`+"\n", x-4, y-5, colInk)
	}
	label := d.side(p)
	if name != "" {
		label += ": " + name
	}
	attrs := ""
	if toMove {
		attrs = ` font-weight="bold"`
	}
	d.text(x+8, y, 14, "start", attrs, label)
}

// isHouse reports whether x is a house pit of the geometry.
func (d *drawing) isHouse(x bao.Pit) bool { return isHouse(d.g, x) }

// isHouse reports whether x is a house pit of g: the front pit House of
// either player.
func isHouse(g bao.Geometry, x bao.Pit) bool {
	return g.House != 0 && x.Row() == 0 && x.Number() == g.House
}

// pit draws pit x centred at (cx, cy).
func (d *drawing) pit(x bao.Pit, cx, cy int) {
	s := d.s
	fill, stroke, strokeWidth, dash := colPit, colWood, "1.5", ""
	reserver, reserved := bao.South, false
	if d.g.Reserve {
		reserver, reserved = s.ReservedBy(x)
	}
	if reserved {
		fill = reserveFill[reserver]
	}
	house := d.isHouse(x)
	if house {
		if s.House[x.Player()] {
			strokeWidth = "2.5"
			if !reserved {
				fill = colHouse
			}
		} else {
			dash = ` stroke-dasharray="4 3"`
		}
	}
	if x == d.opt.Highlight {
		fill, stroke, strokeWidth = colHighlight, colHighStroke, "3"
	}
	d.printf(`<g class="pit">` + "\n")
	d.printf("<title>%s: %d</title>\n", x, s.Pits[x.Index()])
	if house {
		d.printf(`<rect x="%d" y="%d" width="%d" height="%d" rx="5" fill="%s" stroke="%s" stroke-width="%s"%s/>`+"\n",
			cx-pitRadius, cy-pitRadius, 2*pitRadius, 2*pitRadius, fill, stroke, strokeWidth, dash)
	} else {
		d.printf(`<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="%s"%s/>`+"\n",
			cx, cy, pitRadius, fill, stroke, strokeWidth, dash)
	}
	if x == s.Restricted {
		d.printf(`<circle cx="%d" cy="%d" r="%d" fill="none" stroke="%s" stroke-width="3"/>`+"\n",
			cx, cy, pitRadius+6, colRestricted)
	}
	n := int(s.Pits[x.Index()])
	attrs := ""
	if n == 0 {
		attrs = ` fill="` + colFaint + `"`
	}
	d.text(cx, cy+6, 18, "middle", attrs, strconv.Itoa(n))
	if reserved {
		d.badge(cx+pitRadius-4, cy-pitRadius+4, reserver)
	}
	if d.opt.Labels {
		// Above North's pits, below South's: away from the middle line.
		ly := cy + pitRadius + 9
		if x.Player() == bao.North {
			ly = cy - pitRadius - 3
		}
		d.text(cx, ly, 9, "middle", ` fill="`+colWood+`"`, x.String())
	}
	d.printf("</g>\n")
}

// badge draws the reserver's letter in a small disc of his colour.
func (d *drawing) badge(cx, cy int, p bao.Player) {
	d.printf(`<circle cx="%d" cy="%d" r="7" fill="%s"/>`+"\n", cx, cy, reserveBadge[p])
	d.text(cx, cy+3, 9, "middle", ` font-weight="bold" fill="#ffffff"`, string(p.Letter()))
}

// store draws player p's store (or bank) box at (x, y), h high.
func (d *drawing) store(p bao.Player, x, y, h int) {
	word := d.storeTitle(p)
	d.printf(`<rect x="%d" y="%d" width="%d" height="%d" rx="10" fill="%s" stroke="%s" stroke-width="1.5"/>`+"\n",
		x, y, storeWidth, h, colBoard, colWood)
	cx := x + storeWidth/2
	d.text(cx, y+15, 10, "middle", ` fill="`+colWood+`"`, d.side(p))
	d.text(cx, y+h/2+7, 22, "middle", ` font-weight="bold"`, strconv.Itoa(int(d.s.Store[p])))
	d.text(cx, y+h-7, 10, "middle", ` fill="`+colWood+`"`, word)
	d.printf("</g>\n")
}

// storeTitle opens the group of player p's store (or bank), its class
// the English word (the page finds it by it) and its title the side, the
// word and the count in the picture's language; it returns the word.
func (d *drawing) storeTitle(p bao.Player) string {
	word := d.storeName()
	d.printf(`<g class="%s">`+"\n", storeWord(d.g))
	d.printf("<title>%s</title>\n", esc(d.word("board.storetitle", "side", d.side(p), "store", word, "n", strconv.Itoa(int(d.s.Store[p])))))
	return word
}

// storeBox draws player p's store (or bank) as a low box w wide and h
// high at (x, y), its words on one line: a Narrow picture's store.
func (d *drawing) storeBox(p bao.Player, x, y, w, h int) {
	word := d.storeTitle(p)
	d.printf(`<rect x="%d" y="%d" width="%d" height="%d" rx="10" fill="%s" stroke="%s" stroke-width="1.5"/>`+"\n",
		x, y, w, h, colBoard, colWood)
	d.text(x+8, y+h/2+4, 10, "start", ` fill="`+colWood+`"`, word)
	d.text(x+w-10, y+h/2+8, 22, "end", ` font-weight="bold"`, strconv.Itoa(int(d.s.Store[p])))
	d.printf("</g>\n")
}

// legend returns the legend lines for the markings the picture holds.
func (d *drawing) legend() []legendItem {
	g, s, opt := d.g, d.s, d.opt
	var items []legendItem
	if g.House != 0 {
		items = append(items, legendItem{
			symbol: func(cx, cy int) {
				d.printf(`<rect x="%d" y="%d" width="14" height="14" rx="2" fill="%s" stroke="%s" stroke-width="2"/>`+"\n", cx-7, cy-7, colHouse, colWood)
			},
			text: d.word("board.houses", "houses", houses(s)),
		})
	}
	if g.Flags {
		items = append(items, legendItem{
			symbol: func(cx, cy int) {
				d.printf(`<rect x="%d" y="%d" width="14" height="14" rx="2" fill="none" stroke="%s" stroke-width="2"/>`+"\n", cx-7, cy-7, colWood)
			},
			text: d.word("board.flags", "moved", s.Moved.String(), "gambit", s.Gambit.String()),
		})
	}
	if s.Restricted != bao.NoPit && g.Contains(s.Restricted) {
		items = append(items, legendItem{
			symbol: func(cx, cy int) {
				d.printf(`<circle cx="%d" cy="%d" r="7" fill="none" stroke="%s" stroke-width="3"/>`+"\n", cx, cy, colRestricted)
			},
			text: d.word("board.restricted", "pit", s.Restricted.String()),
		})
	}
	if g.Reserve {
		for p := bao.South; p <= bao.North; p++ {
			var pits []string
			for _, row := range g.Display() {
				for _, x := range row {
					if q, ok := s.ReservedBy(x); ok && q == p {
						pits = append(pits, x.String())
					}
				}
			}
			if len(pits) == 0 {
				continue
			}
			items = append(items, legendItem{
				symbol: func(cx, cy int) {
					d.printf(`<circle cx="%d" cy="%d" r="7" fill="%s" stroke="%s" stroke-width="1"/>`+"\n", cx, cy, reserveFill[p], colWood)
					d.badge(cx+5, cy-5, p)
				},
				text: d.word("board.reserved", "side", d.side(p), "pits", strings.Join(pits, ", ")),
			})
		}
	}
	if g.Contains(opt.Highlight) {
		note := opt.HighlightNote
		if note == "" {
			note = d.word("board.lastmove")
		}
		items = append(items, legendItem{
			symbol: func(cx, cy int) {
				d.printf(`<circle cx="%d" cy="%d" r="7" fill="%s" stroke="%s" stroke-width="2"/>`+"\n", cx, cy, colHighlight, colHighStroke)
			},
			text: note + " " + opt.Highlight.String(),
		})
	}
	return items
}

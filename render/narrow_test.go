package render_test

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/render"
)

// TestNarrow: a Narrow picture of every variant is at most 340 units
// wide, holds every pit once, each centred inside the picture at least a
// cell (60 units) from every other, so that at 360 CSS pixels a pit's
// square is at least 44 pixels on a side.
func TestNarrow(t *testing.T) {
	size := regexp.MustCompile(`<svg [^>]*width="(\d+)" height="(\d+)"`)
	pit := regexp.MustCompile(`<g class="pit">\n<title>(\w+): \d+</title>\n<(?:circle cx="(\d+)" cy="(\d+)"|rect x="(\d+)" y="(\d+)")`)
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		svg := render.SVG(v, v.Start(), render.Options{Narrow: true, Labels: true, South: "person", North: "best"})
		m := size.FindStringSubmatch(svg)
		if m == nil {
			t.Fatalf("%s: no size in %q", name, svg)
		}
		w, _ := strconv.Atoi(m[1])
		h, _ := strconv.Atoi(m[2])
		if w > 340 {
			t.Errorf("%s: %d units wide, want at most 340", name, w)
		}
		type xy struct{ x, y int }
		seen := map[string]xy{}
		for _, p := range pit.FindAllStringSubmatch(svg, -1) {
			var c xy
			if p[2] != "" {
				c.x, _ = strconv.Atoi(p[2])
				c.y, _ = strconv.Atoi(p[3])
			} else { // a house: the square's corner
				c.x, _ = strconv.Atoi(p[4])
				c.y, _ = strconv.Atoi(p[5])
				c.x, c.y = c.x+20, c.y+20
			}
			if c.x < 30 || c.x > w-30 || c.y < 30 || c.y > h-30 {
				t.Errorf("%s: pit %s at %v, outside %dx%d", name, p[1], c, w, h)
			}
			for q, d := range seen {
				if abs(d.x-c.x) < 60 && abs(d.y-c.y) < 60 {
					t.Errorf("%s: pits %s and %s less than a cell apart", name, p[1], q)
				}
			}
			seen[p[1]] = c
		}
		g := v.Geometry()
		if want := len(g.Display()) * g.Cols; len(seen) != want {
			t.Errorf("%s: %d pits drawn, want %d", name, len(seen), want)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

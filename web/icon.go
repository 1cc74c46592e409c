package web

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// iconPNG draws the page's icon (the picture of static/icon.svg: a board
// of two rows of three pits) as a size by size PNG, for the web app
// manifest, which installable pages need in 192 and 512 pixels.
func iconPNG(size int) []byte {
	wood := color.RGBA{0x8b, 0x5e, 0x34, 0xff}
	board := color.RGBA{0xea, 0xd7, 0xb0, 0xff}
	paper := color.RGBA{0xff, 0xfa, 0xf0, 0xff}
	ink := color.RGBA{0x3b, 0x2a, 0x1a, 0xff}
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	f := float64(size) / 512 // the SVG's units to pixels
	inRound := func(x, y, x0, y0, x1, y1, r float64) bool {
		if x < x0 || x > x1 || y < y0 || y > y1 {
			return false
		}
		cx := min(max(x, x0+r), x1-r)
		cy := min(max(y, y0+r), y1-r)
		return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
	}
	disc := func(x, y, cx, cy, r float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }
	pits := [][2]float64{{128, 192}, {256, 192}, {384, 192}, {128, 320}, {256, 320}, {384, 320}}
	seeds := [][2]float64{{244, 184}, {268, 200}, {128, 320}}
	for py := range size {
		for px := range size {
			x, y := (float64(px)+0.5)/f, (float64(py)+0.5)/f
			var c color.RGBA
			if inRound(x, y, 0, 0, 512, 512, 96) {
				c = wood
			}
			if inRound(x, y, 48, 112, 464, 400, 40) {
				c = board
			}
			for _, p := range pits {
				if disc(x, y, p[0], p[1], 47) {
					c = ink
				}
				if disc(x, y, p[0], p[1], 41) {
					c = paper
				}
			}
			for _, s := range seeds {
				if disc(x, y, s[0], s[1], 11) {
					c = ink
				}
			}
			img.SetRGBA(px, py, c)
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img) // a bytes.Buffer never fails
	return b.Bytes()
}

package testvec

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// CheckSVG checks that svg is well-formed XML with one root element, svg
// in the SVG namespace, and links to no external resource (no href, no
// url()): the drawings of package render, whoever asks for them.
func CheckSVG(t testing.TB, svg string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(svg))
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("root element %v, want svg in the SVG namespace", tok.Name)
				}
			}
			for _, a := range tok.Attr {
				if a.Name.Local == "href" || strings.Contains(a.Value, "url(") {
					t.Errorf("external or linked resource: %v", a)
				}
			}
			depth++
		case xml.EndElement:
			depth--
		}
	}
	if roots != 1 || depth != 0 {
		t.Errorf("%d root elements, depth %d at the end", roots, depth)
	}
}

package render_test

import (
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/bawo"
	"github.com/bao-games/bao/render"
)

// TestBawoFlags: the text and SVG drawings of a Bawo position show its
// moved and gambit fields.
func TestBawoFlags(t *testing.T) {
	v := bao.MustLookup("bawo")
	s, err := bao.ParseState(v, "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/0,0,0,2,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := render.Status(v.Geometry(), s), "North to move, stores 9/10, houses SN, restricted -, moved S, gambit -"; got != want {
		t.Errorf("Status = %q, want %q", got, want)
	}
	if svg := render.SVG(v, s, render.Options{}); !strings.Contains(svg, "kuu moved: S; gambit pending: -") {
		t.Errorf("the SVG drawing does not show the moved and gambit fields")
	}
	if k := bao.MustLookup("kiswahili"); strings.Contains(render.Status(k.Geometry(), k.Start()), "moved") {
		t.Errorf("kiswahili's status names a moved field")
	}
}

package bao_test

import (
	"fmt"

	"github.com/bao-games/bao"
)

// A search reads the children of a position one at a time when the variant
// hands them out so (bao.LazyExpander), and falls back on bao.Children
// otherwise; here it stops at the first child that leaves the opponent
// fewer than four legal moves.
func ExampleLazyExpander() {
	for _, name := range []string{"kingulu", "kiswahili"} {
		v := bao.MustLookup(name)
		each := func(s bao.State, yield func(bao.Child) bool) {
			if e, ok := v.(bao.LazyExpander); ok {
				e.EachChild(s, yield)
				return
			}
			for _, c := range bao.Children(v, s, nil) {
				if !yield(c) {
					return
				}
			}
		}
		seen := 0
		each(v.Start(), func(c bao.Child) bool {
			seen++
			if n := bao.CountLegal(v, c.State, nil); n < 4 {
				fmt.Printf("%s: %v leaves %d replies (child %d)\n", name, c.Move, n, seen)
				return false
			}
			return true
		})
	}
	// Output:
	// kingulu: A4 leaves 3 replies (child 2)
	// kiswahili: A7< leaves 2 replies (child 3)
}

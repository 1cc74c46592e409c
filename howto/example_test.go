package howto_test

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao/howto"
)

// The guide of Bao Kingulu as an HTML fragment for the page.
func ExampleGuide_HTML() {
	g, err := howto.Lookup("kingulu")
	if err != nil {
		panic(err)
	}
	h, err := g.HTML(howto.Options{RulesBase: "docs/", PlayBase: "index.html"})
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.SplitN(h, "\n", 3)[1])
	fmt.Println(strings.Count(h, "<svg"), "boards")
	fmt.Println(strings.Contains(h, `<a href="docs/kingulu.md">The full rules of Bao Kingulu</a>`))
	// Output:
	// <h2>How to play Bao Kingulu</h2>
	// 3 boards
	// true
}

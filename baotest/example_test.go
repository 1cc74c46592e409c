package baotest_test

import (
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
	"github.com/bao-games/bao/kiswahili"
)

// A variant runs the suite from its own tests, usually with a generator of
// arbitrary valid positions; in kiswahili/conformance_test.go:
//
//	func TestConformance(t *testing.T) {
//		v := kiswahili.New(kiswahili.Config{})
//		baotest.Run(t, v, baotest.Config{States: positions(v)})
//	}
func Example() {
	testConformance := func(t *testing.T) {
		v := kiswahili.New(kiswahili.Config{})
		baotest.Run(t, v, baotest.Config{
			// Any generator of valid positions; here, the start
			// position with the side to move changed.
			States: rapid.Custom(func(t *rapid.T) bao.State {
				s := v.Start()
				s.Side = rapid.SampledFrom([]bao.Player{bao.South, bao.North}).Draw(t, "side")
				return s
			}),
		})
	}
	_ = testConformance
}

// printer is a baotest.TB that prints the first line of every error the
// checks report.
type printer struct{}

func (printer) Helper() {}
func (printer) Errorf(format string, args ...any) {
	msg, _, _ := strings.Cut(fmt.Sprintf(format, args...), "\n")
	fmt.Println(msg)
}

// CheckState checks a single position, here one from the rules document.
func ExampleCheckState() {
	v := kiswahili.New(kiswahili.Config{})
	s, err := bao.ParseState(v, "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(baotest.CheckState(printer{}, v, s, baotest.Config{}))

	// A variant that lists a move twice fails (and its LegalCounter,
	// kiswahili's, no longer agrees with its Legal).
	fmt.Println(baotest.CheckState(printer{}, dup{v}, v.Start(), baotest.Config{}))
	// Output:
	// true
	// kiswahili: CountLegal gives 4, but Legal lists 5 moves: [A6< A6> A7< A7> A6<]
	// kiswahili: Legal lists A6< (bao.Move{Pit:0x6, Dir:-1, Safari:false}) twice: [A6< A6> A7< A7> A6<]
	// kiswahili: Legal is not in canonical order: A7> before A6< in [A6< A6> A7< A7> A6<]
	// kiswahili: bao.Children disagrees with Legal and Apply:
	// kiswahili: EachChild disagrees with Legal and Apply:
	// false
}

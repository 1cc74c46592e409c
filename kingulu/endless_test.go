package kingulu_test

import (
	"fmt"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/kingulu"
	"github.com/google/go-cmp/cmp"
)

// TestEndlessMemo checks that the table of never-ending moves changes no
// answer: on positions with never-ending moves, Legal, Children,
// EachChild, Over and Outcome give the same with the table empty and
// filled, agreeing with the reference, and Apply still names the lap at
// which the repeat is found.
func TestEndlessMemo(t *testing.T) {
	positions := []string{
		"3,1,2,3,2,3/1,2,1,0,5,1 N 12,12",  // KG7: a6 never ends
		"3,1,2,0,1,0/1,10,1,11,2,1 N 13,2", // a never-ending move of period 37,064
	}
	for _, text := range positions {
		s := parse(t, text)
		rules := kingulu.New() // its table empty
		var errs []string
		for i := 1; i <= 6; i++ {
			_, err := rules.Apply(s, bao.Move{Pit: bao.PitOf(s.Side, 0, i)})
			errs = append(errs, fmt.Sprint(err))
		}
		want := refLegal(refFromState(s))
		for pass := range 3 { // empty table, then filled
			if pass == 1 {
				// Fill it by every path that uses it.
				rules.Legal(s, nil)
			}
			if diff := cmp.Diff(want, rules.Children(s, nil)); diff != "" {
				t.Fatalf("%s, pass %d: Children (-reference +package):\n%s", text, pass, diff)
			}
			var each []bao.Child
			rules.EachChild(s, func(c bao.Child) bool { each = append(each, c); return true })
			if diff := cmp.Diff(want, each); diff != "" {
				t.Fatalf("%s, pass %d: EachChild (-reference +package):\n%s", text, pass, diff)
			}
			if got := len(rules.Legal(s, nil)); got != len(want) {
				t.Fatalf("%s, pass %d: Legal lists %d moves, the reference %d", text, pass, got, len(want))
			}
			if rules.Over(s) != (len(want) == 0) || rules.Outcome(s).Over() != (len(want) == 0) {
				t.Fatalf("%s, pass %d: Over %v, Outcome %+v, with %d legal moves", text, pass, rules.Over(s), rules.Outcome(s), len(want))
			}
			for i := 1; i <= 6; i++ {
				_, err := rules.Apply(s, bao.Move{Pit: bao.PitOf(s.Side, 0, i)})
				if got := fmt.Sprint(err); got != errs[i-1] {
					t.Fatalf("%s, pass %d, pit %d: Apply says %s with the table filled, %s with it empty", text, pass, i, got, errs[i-1])
				}
			}
		}
	}
}

// TestEndlessConcurrent uses the table of one Rules value from several
// goroutines at once, from its making on (run it with -race): each gets
// the answers of the reference.
func TestEndlessConcurrent(t *testing.T) {
	rules := kingulu.New()
	s := parse(t, "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12")
	want := refLegal(refFromState(s))
	errc := make(chan string, 4)
	for range 4 {
		go func() {
			for range 20 {
				if got := rules.Children(s, nil); !cmp.Equal(want, got) {
					errc <- cmp.Diff(want, got)
					return
				}
			}
			errc <- ""
		}()
	}
	for range 4 {
		if d := <-errc; d != "" {
			t.Fatalf("Children (-reference +package):\n%s", d)
		}
	}
}

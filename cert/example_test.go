package cert_test

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/cert"
)

// Check a one-line proof, then the same proof with a claim of zero plies.
func ExampleCheck() {
	v := bao.MustLookup("kujifunza")
	pos := "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -"
	proof := `{"variant":"kujifunza","position":"` + pos + `","winner":"S","plies":1}
{"position":"` + pos + `","move":"A1>"}
`
	rep, err := cert.Check(v, strings.NewReader(proof))
	fmt.Println(rep.Positions, err)
	_, err = cert.Check(v, strings.NewReader(strings.Replace(proof, `"plies":1`, `"plies":0`, 1)))
	fmt.Println(err)
	// Output:
	// 2 <nil>
	// line 1: position "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -": budget exhausted: the claimed plies are used up and the prover (South) has not won
}

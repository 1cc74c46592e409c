package arena

import "github.com/bao-games/bao"

// GamePairs counts the game pairs of player A and player B: games 2i and
// 2i+1 of a run (Run, or one pairing of RunTournament), which start from
// the same opening with the players in changed seats (SeatOfA: A is South
// in the first). A pair is the unit of a paired comparison: an opening
// that favours one side favours each player once.
//
// Its JSON form is the binding one of docs/interfaces.md:
// "pentanomial":[n0,n1,n2,n3,n4],"decided":N.
type GamePairs struct {
	// Pentanomial[k] counts the pairs in which player A scored k/2
	// points (a win 1, a draw 1/2): 0, 1/2, 1, 3/2 or 2.
	Pentanomial [5]int `json:"pentanomial"`
	// Decided counts the pairs whose two games the same side won (South
	// both times, or North both times): each player won with that side,
	// so the colour, not the players, decided them. They score 1.
	Decided int `json:"decided"`

	next   int    // 1 + the number of the game that completes the pending pair; 0: none
	half   int    // A's points in the pair's first game, in halves
	winner string // the winner of the pair's first game
}

// Add counts the game of r, whose A says where player A sat: the first
// game of a pair (an even Game) waits for its second, which completes the
// pair if it comes next. A pair of which one game is missing (an
// interrupted run, or a shard that holds only one of its games) is not
// counted.
func (p *GamePairs) Add(r *Record) {
	half := 1 // A's points, in halves
	switch {
	case r.Winner == "draw":
	case (r.Winner == "S") == (r.A == bao.South):
		half = 2
	default:
		half = 0
	}
	if r.Game%2 == 0 {
		p.next, p.half, p.winner = r.Game+2, half, r.Winner
		return
	}
	if p.next == r.Game+1 {
		p.Pentanomial[p.half+half]++
		if r.Winner != "draw" && r.Winner == p.winner {
			p.Decided++
		}
	}
	p.next, p.half, p.winner = 0, 0, ""
}

// Pairs returns the number of pairs counted.
func (p *GamePairs) Pairs() int {
	n := 0
	for _, k := range p.Pentanomial {
		n += k
	}
	return n
}

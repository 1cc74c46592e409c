package kingulu

import "github.com/bao-games/bao"

// The features of the evaluation (Heuristic), each South's count minus
// North's.
const (
	fBank     = iota // seeds in the bank
	fRow             // seeds in the unreserved pits of the own row
	fKidSeeds        // seeds in one's children (in the opponent's row)
	fKids            // children
	fEmpty           // empty unreserved pits of the own row
	fThrees          // unreserved pits of the opponent's row holding three
	numFeatures
)

// features returns the features of s, South's minus North's, read one
// pit at a time.
func features(s *bao.State) (f [numFeatures]int) {
	f[fBank] = int(s.Store[bao.South]) - int(s.Store[bao.North])
	bySouth := ringMask(s.Reserved[bao.South])
	byNorth := ringMask(s.Reserved[bao.North]) &^ bySouth
	for k := range ringLen {
		sign, n := 1, int(s.Pits[k]) // sign: +1 in South's row
		if k >= 6 {
			sign, n = -1, int(s.Pits[16+k-6])
		}
		switch {
		case bySouth>>k&1 != 0:
			f[fKidSeeds] += n
			f[fKids]++
		case byNorth>>k&1 != 0:
			f[fKidSeeds] -= n
			f[fKids]--
		default:
			f[fRow] += sign * n
			if n == 0 {
				f[fEmpty] += sign
			}
			if n == 3 {
				// A three is a child to be made for the row's opponent.
				f[fThrees] -= sign
			}
		}
	}
	return f
}

package bao

import "strconv"

// Gambit names one Bawo gambit (docs/bawo.md BW11, BW14): a player drops
// five seeds into his sixteen pits, any number per pit. The gambits of a
// player are the multisets of five of his pits, NumGambits of them, in the
// canonical order of BW14: lexicographic on the five pits written in
// canonical pit order (front 1..8, then back 1..8), "A1,A1,A1,A1,A1" first
// and "B8,B8,B8,B8,B8" last. The zero Gambit is none; GambitMove makes
// one. It packs the player and the index in two bytes (an array, not a
// uint16, so that the compiler copies a Move, and the Played records of
// the other games, as one block).
type Gambit [2]uint8

// word returns g as one number: bit 14 the player, bits 0-13 the index
// plus one.
func (g Gambit) word() int { return int(g[0]) | int(g[1])<<8 }

// GambitSeeds is the number of seeds a gambit places.
const GambitSeeds = 5

// NumGambits is the number of gambits of a player, C(20, 5).
const NumGambits = 15504

// GambitMove returns gambit i (0 <= i < NumGambits, canonical order) of
// player p as a move, or the zero Move for an i out of range.
func GambitMove(p Player, i int) Move {
	if i < 0 || i >= NumGambits || p > North {
		return Move{}
	}
	w := i + 1 | int(p)<<14
	return Move{Gambit: Gambit{uint8(w), uint8(w >> 8)}}
}

// Player returns the player whose gambit g is.
func (g Gambit) Player() Player { return Player(g.word() >> 14 & 1) }

// Index returns the place of g in its player's canonical order, or -1 for
// the zero Gambit or a value that names none.
func (g Gambit) Index() int {
	i := g.word()&(1<<14-1) - 1
	if i < 0 || i >= NumGambits || g.word()>>15 != 0 {
		return -1
	}
	return i
}

// Pits returns the five pits of g in canonical order, a pit repeated
// once per seed; all NoPit when g names no gambit.
func (g Gambit) Pits() (pits [GambitSeeds]Pit) {
	i := g.Index()
	if i < 0 {
		return pits
	}
	for k, r := range unrankGambit(i) {
		pits[k] = PitOf(g.Player(), r>>3, r&7+1)
	}
	return pits
}

// AppendText appends the move text of g, its pits separated by ','
// ("A1,A8,B4,B5,B5"), to b; a value that names no gambit is written
// "Gambit(n)".
func (g Gambit) AppendText(b []byte) []byte {
	if g.Index() < 0 {
		return append(b, "Gambit("+strconv.Itoa(g.word())+")"...)
	}
	for k, x := range g.Pits() {
		if k > 0 {
			b = append(b, ',')
		}
		b = x.AppendText(b)
	}
	return b
}

// PitRank returns the rank of pit x in canonical pit order for its owner:
// front pits 1..8 are 0..7, back pits 1..8 are 8..15; -1 for an invalid
// pit.
func PitRank(x Pit) int {
	if !x.Valid() {
		return -1
	}
	return x.Row()*8 + x.Number() - 1
}

// multichoose returns the number of non-decreasing sequences of k values
// taken from n, C(n+k-1, k).
func multichoose(n, k int) int {
	c := 1
	for j := 1; j <= k; j++ {
		c = c * (n + j - 1) / j
	}
	return c
}

// unrankGambit returns the pit ranks of gambit i, non-decreasing.
func unrankGambit(i int) (r [GambitSeeds]int) {
	lo := 0
	for pos := range GambitSeeds {
		for v := lo; v < 16; v++ {
			n := multichoose(16-v, GambitSeeds-1-pos)
			if i < n {
				r[pos], lo = v, v
				break
			}
			i -= n
		}
	}
	return r
}

// rankGambit returns the index of the gambit of the non-decreasing pit
// ranks r (each 0..15).
func rankGambit(r [GambitSeeds]int) int {
	i, lo := 0, 0
	for pos := range GambitSeeds {
		for v := lo; v < r[pos]; v++ {
			i += multichoose(16-v, GambitSeeds-1-pos)
		}
		lo = r[pos]
	}
	return i
}

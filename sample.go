package bao

import "math/rand/v2"

// Sampler is implemented by variants that can draw one legal move
// uniformly at random, with the state it leads to, without listing every
// legal move: the inner loop of random playouts and Monte-Carlo search.
// Sample returns ok == false exactly when s has no legal move. The draw
// must be uniform over the list that Legal returns.
//
// Fallback: Children, and one of them drawn (the function Sample).
type Sampler interface {
	Sample(s State, rng *rand.Rand) (c Child, ok bool)
}

// Sample draws a uniformly random legal move of s with its resulting state,
// using the variant's Sampler when it has one and Children otherwise; ok is
// false when s has no legal move (and with a nil v or rng). The same seed gives the same draw, but a
// Sampler and the fallback consume the generator differently, so their
// draws differ from each other.
func Sample(v Variant, s State, rng *rand.Rand) (Child, bool) {
	if v == nil || rng == nil {
		return Child{}, false
	}
	if sm, ok := v.(Sampler); ok {
		return sm.Sample(s, rng)
	}
	var buf [64]Child
	kids := Children(v, s, buf[:0])
	if len(kids) == 0 {
		return Child{}, false
	}
	return kids[rng.IntN(len(kids))], true
}

// Playouter is implemented by variants that play whole random playouts in
// their own loop, saving the cost of a call through the Variant per move.
// Playout must return exactly what repeated calls of the variant's Sample
// with the same generator give (see the function Playout).
//
// Fallback: Sample move by move (the function Playout).
type Playouter interface {
	Playout(s State, rng *rand.Rand, maxPlies int) (State, int)
}

// Playout plays uniformly random moves from s until the game is over or
// maxPlies moves are played, and returns the last state and the number of
// moves played. It uses the variant's Playouter, or else Sample, move by
// move. A nil v or rng plays nothing.
func Playout(v Variant, s State, rng *rand.Rand, maxPlies int) (State, int) {
	// A nil v is no Playouter: the common case tests rng alone.
	if p, ok := v.(Playouter); ok && rng != nil {
		return p.Playout(s, rng, maxPlies)
	}
	if v == nil || rng == nil {
		return s, 0
	}
	for ply := 0; ply < maxPlies; ply++ {
		c, ok := Sample(v, s, rng)
		if !ok {
			return s, ply
		}
		s = c.State
	}
	return s, maxPlies
}

// Played is one move of a recorded random playout: the move, the side that
// played it, and its annotations as the variant's Annotate gives them
// (never Win, which needs the outcome; 0 for a variant without Annotator).
type Played struct {
	Move  Move
	Side  Player
	Notes Notes
	_     uint8 // eight bytes, copied at once
}

// Recorder is implemented by variants that play random moves in their own
// loop and record them: the inner loop of a game runner whose players draw
// their moves at random, one call per stretch of a game instead of a call
// to Sample and one to Annotate per move. Record must give exactly what the
// function Record gives without it: the moves that repeated calls of the
// variant's Sample draw, with rng[s.Side] the generator of the side to
// move, annotated by Annotate.
//
// Fallback: Sample and Annotate move by move (the function Record).
type Recorder interface {
	Record(s State, rng *[2]*rand.Rand, maxPlies int, buf []Played) (State, []Played)
}

// Record plays uniformly random moves from s, each drawn by Sample with
// the generator rng[side to move], until the game is over or maxPlies
// moves are played; it appends every move played to buf and returns the
// last state and buf. Fewer than maxPlies moves appended means the last
// state has no legal move (or that v, rng or a generator is nil: then
// nothing is played). It uses the variant's Recorder, or else Sample
// and Annotate, move by move.
func Record(v Variant, s State, rng *[2]*rand.Rand, maxPlies int, buf []Played) (State, []Played) {
	if v == nil || rng == nil || rng[0] == nil || rng[1] == nil {
		return s, buf
	}
	if r, ok := v.(Recorder); ok {
		return r.Record(s, rng, maxPlies, buf)
	}
	a, _ := v.(Annotator)
	for ply := 0; ply < maxPlies; ply++ {
		if s.Side > North {
			break
		}
		c, ok := Sample(v, s, rng[s.Side])
		if !ok {
			break
		}
		pl := Played{Move: c.Move, Side: s.Side}
		if a != nil {
			pl.Notes = a.Annotate(s, c.Move, c.State)
		}
		buf = append(buf, pl)
		s = c.State
	}
	return s, buf
}

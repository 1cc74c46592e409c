package arena

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
)

// competitor is player A or player B of a run, built once per worker.
type competitor struct {
	spec, name string
	p          player.Player // reused from game to game when it is a player.Reseeder
	reseed     bool
	child      player.ChildChooser // p, when it is one
}

// get returns the competitor's player seeded with seed: the same player
// re-seeded when it can be, else a new one.
func (c *competitor) get(seed uint64) (player.Player, error) {
	if c.reseed {
		c.p.(player.Reseeder).Reseed(seed)
		return c.p, nil
	}
	return player.New(c.spec, seed)
}

// textKeys is the number of move texts of moveTexts: those of pits below
// 64.
const textKeys = 64 << 6

// oddKey is the key of a move whose text moveTexts lacks (made anew, by
// newText; none of the registered variants has one). It is a power of two
// above every other key.
const oddKey = textKeys

// textKey returns the index in moveTexts of the text of m with notes: its
// key, or oddKey if it has none.
func textKey(m bao.Move, notes bao.Notes) int {
	if k, out := rawKey(m, notes); out == 0 {
		return int(k)
	}
	return oddKey
}

// rawKey returns the key of m with notes, which is m's key in moveTexts,
// below textKeys, when out is 0. Else (m.Pit >= 64, notes >= 8, m.Dir
// outside -1 to 1, or m a Bawo gambit) out has a bit set, none of its 6
// low ones.
func rawKey(m bao.Move, notes bao.Notes) (k, out uint) {
	d := uint(uint8(m.Dir+1)) << 4 // 0 to 2 have texts
	k = uint(m.Pit)<<6 | d | uint(notes)
	if m.Safari {
		k |= 8
	}
	g := uint(binary.LittleEndian.Uint16(m.Gambit[:])) << 6 // a gambit has no key
	return k, (uint(m.Pit) | uint(notes)<<3 | (d + 16) | g) &^ 63
}

// moveTexts holds the move text with notes of every move that has a key
// below textKeys (textKey), made once for all gamers; "" at oddKey.
// A record's moves wait as bao.Played and take their texts from it when
// they are written (Record.played).
var moveTexts = sync.OnceValue(func() *[textKeys + 1]string {
	t := new([textKeys + 1]string)
	for pit := range bao.Pit(64) {
		for dir := bao.Dir(-1); dir <= 1; dir++ {
			for _, safari := range []bool{false, true} {
				for notes := range bao.Notes(8) {
					m := bao.Move{Pit: pit, Dir: dir, Safari: safari}
					t[textKey(m, notes)] = newText(m, notes)
				}
			}
		}
	}
	return t
})

// gamer plays the games of one worker, with buffers and players reused from
// game to game: a game allocates the text of its final position and nothing
// else (for players that are Reseeders and ChildChoosers, such as random),
// as the records it fills are reused too (see unitRecs).
type gamer struct {
	c          *Config
	v          bao.Variant
	name       string // v.Name()
	maxPlies   int
	openings   int
	legalEvery int
	comp       []competitor  // the players of the run: A and B, or a tournament's
	sampler    bao.Sampler   // v, when it is one
	annot      bao.Annotator // v, when it is one
	rec        bao.Recorder  // v, when it is one and a Sampler
	rngs       [2]*rand.Rand // the generators of the stretch, by side
	opcg       *rand.PCG     // the generator of the opening plies
	orng       *rand.Rand
	geom       bao.Geometry // v.Geometry()
	final      []byte       // the final position's text, being made
	legal      []bao.Move
	json       bool // make the JSON line of every record (Config.JSON)
	// heads holds the jsonHead of each pair of competitors (South, North),
	// made when first needed; tails the jsonTails of the outcomes seen,
	// at most maxTails.
	heads []*jsonHead
	tails []*jsonTail
}

// maxTails is the number of outcomes whose jsonTail a gamer keeps: more
// than the registered variants give (a win of either side or a draw, for
// a few reasons), and few enough to look through.
const maxTails = 16

// head returns the jsonHead of the competitors at, South and North.
func (g *gamer) head(at [2]int) *jsonHead {
	if g.heads == nil {
		g.heads = make([]*jsonHead, len(g.comp)*len(g.comp))
	}
	h := &g.heads[at[bao.South]*len(g.comp)+at[bao.North]]
	if *h == nil {
		*h = newHead(g.name, g.comp[at[bao.South]].name, g.comp[at[bao.North]].name)
	}
	return *h
}

// tail returns the jsonTail of winner and reason, or nil when the gamer
// keeps maxTails of others.
func (g *gamer) tail(winner, reason string) *jsonTail {
	for _, t := range g.tails {
		if sameString(winner, t.winner) && sameString(reason, t.reason) {
			return t
		}
	}
	if len(g.tails) == maxTails {
		return nil
	}
	t := &jsonTail{winner: winner, reason: reason, text: string(appendOutcome(nil, winner, reason))}
	g.tails = append(g.tails, t)
	return t
}

// finish ends the record r of a game played, its number set: it makes its
// JSON line if asked to.
func (g *gamer) finish(r *Record) {
	if g.json {
		r.line = r.AppendJSON(r.line[:0])
	}
}

// newGamer returns a gamer of the run c (Run's players A and B).
func newGamer(c *Config) (*gamer, error) {
	g, err := newGamerOf(c.Variant, []string{c.A, c.B}, c.maxPlies(), c.Openings, max(c.LegalEvery, 1))
	if err != nil {
		return nil, err
	}
	g.c = c
	g.json = c.JSON && !c.Match // in match mode the deliverer makes the line
	return g, nil
}

// newGamerOf returns a gamer of v with the players of specs, the ply cap
// maxPlies (negative: none), openings random plies, and the legal moves
// counted in one position in legalEvery (0: never).
func newGamerOf(v bao.Variant, specs []string, maxPlies, openings, legalEvery int) (*gamer, error) {
	g := &gamer{
		v: v, name: v.Name(),
		maxPlies: maxPlies, openings: openings, legalEvery: legalEvery,
		opcg: rand.NewPCG(0, 0),
		geom: v.Geometry(), final: make([]byte, 0, 96), legal: make([]bao.Move, 0, 64),
		comp: make([]competitor, len(specs)),
	}
	g.orng = rand.New(g.opcg)
	g.sampler, _ = v.(bao.Sampler)
	g.annot, _ = v.(bao.Annotator)
	if g.sampler != nil {
		g.rec, _ = v.(bao.Recorder)
	}
	for i, spec := range specs {
		p, err := player.New(spec, 0)
		if err != nil {
			return nil, err
		}
		_, reseed := p.(player.Reseeder)
		child, _ := p.(player.ChildChooser)
		g.comp[i] = competitor{spec: spec, name: p.Name(), p: p, reseed: reseed, child: child}
	}
	return g, nil
}

// close ends the players of g that hold resources beyond memory (an
// outside engine's process: io.Closer), once its worker is done.
func (g *gamer) close() {
	for _, c := range g.comp {
		if cl, ok := c.p.(io.Closer); ok {
			cl.Close()
		}
	}
}

// newText returns the move text of m with notes, made anew.
func newText(m bao.Move, notes bao.Notes) string {
	return m.String() + notes.String()
}

// play plays one game between the competitors pair[0] and pair[1], with
// pair[0] (the record's A) at seat a, and writes its record to r, whose
// slices it reuses; seed is the game's seed and openSeed that of its
// opening (see OpeningSeed), or op, when not nil, its opening (of a
// Suite, with no random plies).
func (g *gamer) play(ctx context.Context, pair [2]int, a bao.Player, seed, openSeed uint64, op *Opening, r *Record) error {
	v := g.v
	at := pair // the competitor at each seat
	if a == bao.North {
		at = [2]int{pair[1], pair[0]}
	}
	var seat [2]player.Player
	var child [2]player.ChildChooser
	var src [2]*rand.Rand // the generators of Sampling players, when v is a Sampler
	for side := range seat {
		p, err := g.comp[at[side]].get(PlayerSeed(seed, bao.Player(side)))
		if err != nil {
			return err
		}
		seat[side], child[side] = p, g.comp[at[side]].child
		if sp, ok := p.(player.Sampling); ok && g.sampler != nil {
			src[side] = sp.SampleSource()
		}
	}
	// The moves are kept as bao.Played, as the variant's Recorder writes
	// them: a record waiting to be delivered then holds no pointer per
	// move for the garbage collector to scan, and its Moves are made when
	// it is delivered (makeMoves), its JSON from them (appendPlayed).
	played := r.played[:0]
	if played == nil {
		played = make([]bao.Played, 0, 64)
	}
	*r = Record{
		Line: record.Line{
			Variant: g.name,
			Seed:    seed,
			South:   g.comp[at[bao.South]].name,
			North:   g.comp[at[bao.North]].name,
		},
		A:    a,
		line: r.line[:0], // reused by finish (nil unless Config.JSON)
		head: g.head(at),
	}
	if g.openings > 0 {
		g.opcg.Seed(openSeed, 0x9e3779b97f4a7c15)
	}
	// The legal moves are counted at plies nextCount, nextCount +
	// legalEvery, ...: one in legalEvery from an offset of the game.
	nextCount := 0
	switch {
	case g.legalEvery <= 0:
		nextCount = -1 // never
	case g.legalEvery > 1:
		nextCount = int(splitmix(seed^0x6a09e667f3bcc909) % uint64(g.legalEvery))
	}
	s := v.Start()
	var o bao.Outcome
	ended := false // by the rules, not the ply cap
	forfeit := ""  // the reason a player lost by forfeit (player.Forfeit)
	plies := 0
	if op != nil {
		// The opening's moves, played as they are, then the players.
		s, r.Start = op.end, op.Start
		played = append(played, op.played...)
		plies = len(op.played)
		for nextCount >= 0 && nextCount < plies {
			nextCount += g.legalEvery
		}
	}
	for {
		if g.maxPlies >= 0 && plies >= g.maxPlies {
			if o = v.Outcome(s); o.Over() {
				ended = true
			}
			break
		}
		random := plies < g.openings
		counted := plies == nextCount
		if g.rec != nil && (random || src[0] != nil && src[1] != nil) {
			// A stretch of random moves up to the next ply where the
			// legal moves are counted, the end of the opening or the ply
			// cap, in one call (bao.Recorder): the same moves as the
			// loop below plays.
			if counted {
				n := bao.CountLegal(v, s, g.legal)
				if n == 0 {
					o, ended = v.Outcome(s), true
					break
				}
				r.countLegal(n)
				nextCount += g.legalEvery
			}
			end := math.MaxInt
			g.rngs = src
			if random {
				end = g.openings
				g.rngs = [2]*rand.Rand{g.orng, g.orng}
			}
			if nextCount > plies {
				end = min(end, nextCount)
			}
			if g.maxPlies >= 0 {
				end = min(end, g.maxPlies)
			}
			n := end - plies
			s, played = g.rec.Record(s, &g.rngs, n, played)
			k := len(played) - plies
			if k < 0 || k > n { // bao.Recorder appends at most n moves
				return fmt.Errorf("ply %d: %s's Recorder left %d moves after %d, asked for at most %d more", plies+1, g.name, len(played), plies, n)
			}
			plies += k
			if k < n {
				o, ended = v.Outcome(s), true
				break
			}
			continue
		}
		// A player that does not give the resulting state is checked
		// against the legal moves, listed anyway; otherwise they are
		// only counted, at the plies where they are (bao.CountLegal).
		check := !random && child[s.Side] == nil
		listed := counted || check // the number of legal moves is known
		nLegal := 0
		switch {
		case check:
			g.legal = v.Legal(s, g.legal[:0])
			nLegal = len(g.legal)
		case counted:
			nLegal = bao.CountLegal(v, s, g.legal)
		}
		if listed && nLegal == 0 {
			o, ended = v.Outcome(s), true
			break
		}
		var c bao.Child
		if rng := src[s.Side]; random || rng != nil {
			// Drawn here for a Sampling player, as its ChooseChild would.
			if random {
				rng = g.orng
			}
			var ok bool
			if g.sampler != nil {
				c, ok = g.sampler.Sample(s, rng)
			} else {
				c, ok = bao.Sample(v, s, rng)
			}
			if !ok {
				o, ended = v.Outcome(s), true
				break
			}
		} else {
			p := seat[s.Side]
			var err error
			if cc := child[s.Side]; cc != nil {
				c, err = cc.ChooseChild(ctx, v, s)
			} else {
				c, err = player.ChooseChild(ctx, p, v, s)
			}
			if err != nil {
				if !listed && errors.Is(err, player.ErrNoMove) {
					o, ended = v.Outcome(s), true
					break
				}
				if f := (*player.Forfeit)(nil); errors.As(err, &f) && ctx.Err() == nil {
					// The player loses the game, which the run records.
					o, ended, forfeit = bao.Outcome{Result: bao.Won, Winner: s.Side.Other()}, true, f.Reason
					break
				}
				return fmt.Errorf("ply %d: %s: %w", plies+1, p.Name(), err)
			}
			if check && !slices.Contains(g.legal, c.Move) {
				return fmt.Errorf("ply %d: %s chose %v, which is not legal in %s", plies+1, p.Name(), c.Move, bao.FormatState(v, s))
			}
		}
		if counted {
			r.countLegal(nLegal)
			nextCount += g.legalEvery
		}
		// The notes of a move that ends the game are written again below,
		// once the outcome is known.
		// bao.AnnotateOutcome with the game going on, without its calls.
		var notes bao.Notes
		if g.annot != nil {
			notes = g.annot.Annotate(s, c.Move, c.State)
		}
		played = append(played, bao.Played{Move: c.Move, Side: s.Side, Notes: notes})
		s = c.State
		plies++
	}
	switch {
	case !ended:
		r.Winner, r.Reason = "draw", ReasonPlyLimit
	case !o.Over(): // a variant that lists no move in a game it calls unfinished
		r.Winner, r.Reason = "draw", bao.NoLegalMove.String()
	case forfeit != "":
		r.Winner, r.Reason = o.WinnerText(), forfeit
	default:
		r.Winner, r.Reason = o.WinnerText(), o.Reason.String()
		if plies > 0 {
			// bao.AnnotateOutcome, without a second call of Annotate.
			if last := &played[plies-1]; g.annot != nil && o.Result == bao.Won && o.Winner == last.Side && !last.Move.IsGambit() {
				last.Notes |= bao.Win
			}
		}
	}
	for side, p := range seat {
		if ext, ok := p.(player.External); ok {
			r.setEngine(bao.Player(side), ext.EngineName())
		}
	}
	r.tail = g.tail(r.Winner, r.Reason)
	r.Plies = plies
	r.Opening = min(plies, g.openings)
	if op != nil {
		r.Opening = len(op.played)
	}
	r.played, r.unmade = played, true
	g.final = g.geom.AppendFormat(g.final[:0], s)
	r.Final = string(g.final) // bao.FormatState(v, s)
	r.plainFinal = r.Final
	return nil
}

// canonicalSpec returns the canonical name of a player spec.
func canonicalSpec(spec string) (string, error) {
	p, err := player.New(spec, 0)
	if err != nil {
		return "", err
	}
	return p.Name(), nil
}

// canonicals caches recordedName's answers: a file's records name the same
// few players again and again. It holds at most maxCanonicals names.
var canonicals struct {
	sync.Mutex
	m map[string]string
}

const maxCanonicals = 256

// recordedName returns the canonical spec of the player a record names:
// name itself when it does not parse as a spec (such a record matches no
// run's player), else the player's Name. A record written by an older
// version names a player by the canonical spec of that version, which
// left the defaults out ("alphabeta" for what is now
// "alphabeta(depth=6,nodes=200000)"): it is the same player.
func recordedName(name string) string {
	canonicals.Lock()
	c, ok := canonicals.m[name]
	canonicals.Unlock()
	if ok {
		return c
	}
	c, err := canonicalSpec(name)
	if err != nil {
		return name
	}
	canonicals.Lock()
	if canonicals.m == nil || len(canonicals.m) >= maxCanonicals {
		canonicals.m = map[string]string{}
	}
	canonicals.m[name] = c
	canonicals.Unlock()
	return c
}

// samePlayer reports whether a record's player name recorded names the
// player whose canonical spec is name: the same text, or a spec whose
// canonical form is name (recordedName).
func samePlayer(recorded, name string) bool {
	return recorded == name || recordedName(recorded) == name
}

package fourrow_test

import "strings"

// This file is a deliberately naive second implementation of the four-row
// games, written from the rules documents alone (docs/kiswahili.md with its
// reference procedure 4.12, docs/kete.md with its list of differences 4.13,
// docs/kujifunza.md; and Bawo, docs/bawo.md, BW1-BW15 with its options)
// and sharing no code with the engine of this package:
// the board is plain arrays indexed by pit label, a lap is sown one seed at
// a time and the front row is looked at after every seed (F1), captures
// and relays are the rules' own steps, and never-ending moves are found
// with Floyd's cycle-finding algorithm (the engine uses Brent's) and the
// 1,000,000-lap budget (F2). It reads and writes the position text of
// docs/interfaces.md itself (reference_text_test.go). Nothing here is fast;
// everything is meant to be checked against the documents line by line.
// reference_cmp_test.go compares it with the registered variants.
//
// Rule numbers are those of docs/kiswahili.md; where Bao la Kete or Bawo
// differs the comment quotes docs/kete.md or the BW rule of docs/bawo.md;
// where the names differ (nemo = namua, kuu = house, takata = takasa, hizi
// zetu = takasia) the Kiswahili ones are used.

// The two players, as array indices.
const (
	south = 0
	north = 1
)

// refRules is one rule set: which game and which option.
type refRules struct {
	kete    bool // the Lamu differences of kete.md 4.13 (N3, M2a, Z4-Z6)
	takasia bool // takasia (kiswahili, kujifunza) or hizi zetu (kete); option takasia=off clears it

	// bawo, if not nil, is Bawo with its options (bawo.md): kiswahili
	// with the differences BW1-BW15.
	bawo *refBawo

	// dropped, if not nil, counts the candidates that legal drops, by
	// rule ("F1", "F2"), for the tests' coverage figures.
	dropped map[string]int
}

// refBawo is the options of Bawo (bawo.md section 4), default values
// first in the comments.
type refBawo struct {
	K              int    // kuu=8|10|6: BW1, BW2, BW4
	singletonOwned bool   // singleton=strict|owned: BW3a
	kuutax         bool   // kuutax=off|on: BW3c
	guard          bool   // guard=on|off: BW5
	capmax         int    // capmax=14|15: BW6
	mtajikuuLose   bool   // mtajikuu=keep|lose: BW7
	firstkuu       bool   // firstkuu=on|off: BW8
	kichwaIllegal  bool   // kichwa=lose|illegal: BW9
	endlessIllegal bool   // endless=stop|illegal: BW10
	gambit         string // gambit=off|on|capture: BW11
}

// refPit is one of a player's sixteen pits, in his own numbering (section 2):
// front pit n or back pit n, n = 1..8.
type refPit struct {
	back bool
	n    int
}

// refHouse is the house (nyumba, kuu): front pit 5 (section 2).
var refHouse = refPit{n: 5}

// refNone is the empty restricted field.
var refNone = refRestricted{}

// refRestricted is the restricted field: a front pit of one player, or
// none (n == 0).
type refRestricted struct {
	player int
	n      int
}

// refPos is a position: what the position text holds (section 3).
type refPos struct {
	seeds      [2][2][9]int // [player][0 front, 1 back][pit 1..8]; index 0 unused
	store      [2]int
	side       int
	owns       [2]bool // the house is owned (kete: the kuu is alive)
	restricted refRestricted
	bawo       bool    // Bawo's text: the two more fields below (BW14)
	moved      [2]bool // Bawo BW8: the owned kuu is moved
	gambit     [2]bool // Bawo BW11: the gambit is still to be played
}

// count returns a pointer to the seeds of player's pit x.
func (p *refPos) count(player int, x refPit) *int {
	row := 0
	if x.back {
		row = 1
	}
	return &p.seeds[player][row][x.n]
}

// frontRowEmpty says whether player's front row holds no seed.
func (p *refPos) frontRowEmpty(player int) bool {
	for n := 1; n <= 8; n++ {
		if p.seeds[player][0][n] > 0 {
			return false
		}
	}
	return true
}

// opposite is the number of the opponent's front pit that faces front pit
// n: Ai faces a(9-i).
func opposite(n int) int { return 9 - n }

// clockwise is the next pit clockwise, as seen by the sowing player: along
// the front row from 1 to 8, from front 8 into back 8, along the back row
// from 8 to 1, from back 1 up into front 1.
func clockwise(x refPit) refPit {
	switch {
	case !x.back && x.n < 8:
		return refPit{n: x.n + 1}
	case !x.back:
		return refPit{back: true, n: 8}
	case x.n > 1:
		return refPit{back: true, n: x.n - 1}
	default:
		return refPit{n: 1}
	}
}

// anticlockwise is the reverse of clockwise.
func anticlockwise(x refPit) refPit {
	switch {
	case !x.back && x.n > 1:
		return refPit{n: x.n - 1}
	case !x.back:
		return refPit{back: true, n: 1}
	case x.n < 8:
		return refPit{back: true, n: x.n + 1}
	default:
		return refPit{n: 8}
	}
}

// next is the pit after x in the given direction.
func next(x refPit, cw bool) refPit {
	if cw {
		return clockwise(x)
	}
	return anticlockwise(x)
}

// steps is the pit n pits after x in the given direction.
func steps(x refPit, cw bool, n int) refPit {
	for range n {
		x = next(x, cw)
	}
	return x
}

// sign is the direction sign of a move from x (section 2): from a front pit
// ">" is clockwise, from a back pit ">" is anticlockwise.
func sign(x refPit, cw bool) byte {
	if cw != x.back {
		return '>'
	}
	return '<'
}

// ---------------------------------------------------------------------------
// Candidates (4.4, 4.5)

// The kinds of move start.
const (
	namuaCapture = iota // N1
	namuaTakasa         // N2
	houseTax            // N3: two seeds from the house alone
	houseWhole          // kete N3, Bawo BW4: the kuu alone sown out whole
	mtajiCapture        // M1
	mtajiTakasa         // M2
)

// refCand is a candidate move: its start pit, its direction (for a namua
// capture: the entry of N1, clockwise = ">" = enter at pit 1) and its kind.
type refCand struct {
	x    refPit
	cw   bool
	kind int
}

// captureCandidate is W7: player X's pit s with 2..15 seeds (Bawo BW6:
// 2..capmax) sown in direction cw ends in a front pit f of X occupied
// before the move, and the opponent's pit opposite f is occupied (Bawo
// BW5: and the capture is not guarded). It returns the target (the
// opponent's front pit number).
func (r refRules) captureCandidate(p *refPos, X int, s refPit, cw bool) (target int, ok bool) {
	most := 15
	if r.bawo != nil {
		most = r.bawo.capmax
	}
	n := *p.count(X, s)
	if n < 2 || n > most {
		return 0, false
	}
	f := steps(s, cw, n)
	if f.back || *p.count(X, f) == 0 {
		return 0, false
	}
	o := refPit{n: opposite(f.n)}
	if *p.count(1-X, o) == 0 || r.guarded(p, X, f) {
		return 0, false
	}
	return o.n, true
}

// threatened is Bawo BW5: X owns his kuu and the opponent's pit opposite
// it (his pit 4) is occupied.
func threatened(p *refPos, X int) bool {
	return p.owns[X] && p.seeds[1-X][0][opposite(refHouse.n)] > 0
}

// guarded is Bawo BW5 (guard=on): a capture by X at his front pit f that
// would take the opponent's owned kuu while X's own kuu is threatened.
func (r refRules) guarded(p *refPos, X int, f refPit) bool {
	return r.bawo != nil && r.bawo.guard && !f.back && opposite(f.n) == refHouse.n &&
		p.owns[1-X] && threatened(p, X)
}

// allPits lists a player's pits in canonical order (section 6): front 1..8,
// then back 1..8.
func allPits() []refPit {
	var out []refPit
	for _, back := range []bool{false, true} {
		for n := 1; n <= 8; n++ {
			out = append(out, refPit{back: back, n: n})
		}
	}
	return out
}

// captureCandidates lists W7 for player X, each with its target.
func (r refRules) captureCandidates(p *refPos, X int) (cands []refCand, targets []int) {
	for _, s := range allPits() {
		for _, cw := range []bool{false, true} {
			if t, ok := r.captureCandidate(p, X, s, cw); ok {
				cands = append(cands, refCand{x: s, cw: cw, kind: mtajiCapture})
				targets = append(targets, t)
			}
		}
	}
	return cands, targets
}

// functional is W6 (kete H3: a living kuu always holds six or more; Bawo
// BW2: an owned kuu always holds K or more).
func (r refRules) functional(p *refPos, player int) bool {
	return p.owns[player] && (r.kete || r.bawo != nil || *p.count(player, refHouse) >= 6)
}

// namuaCandidates is 4.4 (N1-N3), all counts taken before the store seed.
func (r refRules) namuaCandidates(p *refPos) []refCand {
	P, O := p.side, 1-p.side
	var cands []refCand
	// N1: a capture pit is an occupied front pit facing an occupied pit.
	for n := 1; n <= 8; n++ {
		x := refPit{n: n}
		if *p.count(P, x) == 0 || *p.count(O, refPit{n: opposite(n)}) == 0 || r.guarded(p, P, x) {
			continue // (Bawo BW5: nor a guarded capture)
		}
		if n >= 3 { // pits 3..8: entry at pit 8, anticlockwise, "<"
			cands = append(cands, refCand{x: x, cw: false, kind: namuaCapture})
		}
		if n <= 6 { // pits 1..6: entry at pit 1, clockwise, ">"
			cands = append(cands, refCand{x: x, cw: true, kind: namuaCapture})
		}
	}
	if len(cands) > 0 {
		return cands
	}
	if r.bawo != nil {
		return r.bawoTakata(p)
	}
	var occ []refPit
	for n := 1; n <= 8; n++ {
		if *p.count(P, refPit{n: n}) > 0 {
			occ = append(occ, refPit{n: n})
		}
	}
	// N3: the functional house is the only occupied front pit: two seeds
	// (kete N3: a kuu of exactly six is sown out whole).
	if r.functional(p, P) && len(occ) == 1 && occ[0] == refHouse {
		kind := houseTax
		if r.kete && *p.count(P, refHouse) == 6 {
			kind = houseWhole
		}
		return []refCand{{refHouse, false, kind}, {refHouse, true, kind}}
	}
	// N2a: not the functional house. N2b: without a house, pits of two or
	// more if there is one.
	var S []refPit
	for _, x := range occ {
		if x == refHouse && r.functional(p, P) {
			continue
		}
		S = append(S, x)
	}
	if !p.owns[P] {
		var big []refPit
		for _, x := range S {
			if *p.count(P, x) >= 2 {
				big = append(big, x)
			}
		}
		if len(big) > 0 {
			S = big
		}
	}
	for _, x := range S {
		cands = append(cands, refCand{x, false, namuaTakasa}, refCand{x, true, namuaTakasa})
	}
	return cands
}

// bawoTakata is Bawo BW3 (with BW4 and the option kuutax): the namua
// takata candidates when there is no capture pit.
func (r refRules) bawoTakata(p *refPos) []refCand {
	P := p.side
	// F: the occupied front pits but the owned kuu.
	var F []refPit
	for n := 1; n <= 8; n++ {
		if x := (refPit{n: n}); *p.count(P, x) > 0 && !(x == refHouse && p.owns[P]) {
			F = append(F, x)
		}
	}
	var cands []refCand
	if len(F) > 0 {
		// BW3a: the pits of two or more if there is one (singleton=owned:
		// every pit of F while the kuu is owned); BW3b: else all of F.
		if !r.bawo.singletonOwned || !p.owns[P] {
			var big []refPit
			for _, x := range F {
				if *p.count(P, x) >= 2 {
					big = append(big, x)
				}
			}
			if len(big) > 0 {
				F = big
			}
		}
		for _, x := range F {
			cands = append(cands, refCand{x, false, namuaTakasa}, refCand{x, true, namuaTakasa})
		}
		return cands
	}
	// BW3c: the owned kuu alone. BW4: exactly K is sown out whole; more
	// than K pays the two-seed tax with kuutax=on, else no move.
	switch {
	case *p.count(P, refHouse) == r.bawo.K:
		return []refCand{{refHouse, false, houseWhole}, {refHouse, true, houseWhole}}
	case r.bawo.kuutax:
		return []refCand{{refHouse, false, houseTax}, {refHouse, true, houseTax}}
	}
	return nil
}

// mtajiCandidates is 4.5 (M1, M2; kete M2a and Z5; Bawo BW8).
func (r refRules) mtajiCandidates(p *refPos) []refCand {
	P, O := p.side, 1-p.side
	cands, targets := r.captureCandidates(p, P)
	// kete Z5: in phase 2 (the field names a pit of O) the candidates are
	// those that capture it, if any does.
	if r.kete && p.restricted.n > 0 && p.restricted.player == O {
		var must []refCand
		for i, c := range cands {
			if targets[i] == p.restricted.n {
				must = append(must, c)
			}
		}
		if len(must) > 0 {
			cands = must
		}
	}
	if len(cands) > 0 {
		return cands
	}
	// kete M2a: while the kuu is alive, a takata starts from it. Bawo
	// BW8: so does the first one from an owned, unmoved kuu.
	if r.kete && p.owns[P] || r.bawo != nil && r.bawo.firstkuu && p.owns[P] && !p.moved[P] {
		return []refCand{{refHouse, false, mtajiTakasa}, {refHouse, true, mtajiTakasa}}
	}
	// M2: front pits of two or more but the restricted one; else back pits.
	var S []refPit
	for n := 1; n <= 8; n++ {
		x := refPit{n: n}
		if *p.count(P, x) >= 2 && !(p.restricted.player == P && p.restricted.n == n) {
			S = append(S, x)
		}
	}
	if len(S) == 0 {
		for n := 1; n <= 8; n++ {
			if x := (refPit{back: true, n: n}); *p.count(P, x) >= 2 {
				S = append(S, x)
			}
		}
	}
	for _, x := range S {
		cands = append(cands, refCand{x, false, mtajiTakasa}, refCand{x, true, mtajiTakasa})
	}
	return cands
}

// ---------------------------------------------------------------------------
// Playing a move (4.3, 4.6, 4.7, 4.10)

// refMove is the lap-start state of F2: the whole position during the move
// plus what the move carries from lap to lap. It is comparable, so that a
// repeated state can be seen.
type refMove struct {
	pos       refPos
	hand      int
	next      refPit // the pit of P that receives the next seed
	cw        bool   // the current direction
	capture   bool   // W4: a capture move
	firstLap  bool
	namua     bool // P's stage when his turn began (R3)
	fromHouse bool // the move started from P's owned house (L4)
	safari    bool // the choice made where L3 offers stop or safari
}

// How a lap (or the start of a move) ends.
const (
	lapGoesOn = iota // another lap follows (capture, relay, safari)
	lapStops         // the move is over
	lapWins          // C3: the opponent's front row is empty
	lapF1            // F1: P's front row was empty after a seed
	lapLoses         // Bawo BW9: the lone kichwa sown to the back row
)

// capture is rule C at P's front pit X; the direction for a central pit is
// m.cw (the entry chosen in N1 on the first namua capture, else the
// current direction, C4).
func (r refRules) capture(m refMove, X refPit) (refMove, int) {
	P, O := m.pos.side, 1-m.pos.side
	// C1: take all the seeds of O's pit opposite X; a captured house is lost.
	o := refPit{n: opposite(X.n)}
	n := *m.pos.count(O, o)
	*m.pos.count(O, o) = 0
	if o == refHouse {
		m.pos.owns[O] = false
	}
	// C2: in mtaji, P loses his own house (not in Bawo, BW7, unless
	// mtajikuu=lose).
	if !m.namua && (r.bawo == nil || r.bawo.mtajikuuLose) {
		m.pos.owns[P] = false
	}
	// C3: bao hamna: the seeds go to P's store and the move ends.
	if m.pos.frontRowEmpty(O) {
		m.pos.store[P] += n
		return m, lapWins
	}
	// C4: the entry kichwa.
	switch {
	case X.n <= 2:
		m.cw = true
	case X.n >= 7:
		m.cw = false
	}
	// C5: sow the captured seeds, the first into the entry kichwa.
	m.hand = n
	if m.cw {
		m.next = refPit{n: 1}
	} else {
		m.next = refPit{n: 8}
	}
	return m, lapGoesOn
}

// relay is L5: lift X and sow on from the next pit; lifting the owned
// house ends its ownership (H2a).
func relay(m refMove, X refPit) refMove {
	P := m.pos.side
	m.hand = *m.pos.count(P, X)
	*m.pos.count(P, X) = 0
	if X == refHouse {
		m.pos.owns[P] = false
	}
	m.next = next(X, m.cw)
	return m
}

// lapEnd is the lap-end procedure 4.7 at end pit X: the first rule that
// matches. decision says that L3 offered the stop-or-safari choice. last
// says that this lap is the last one allowed (Bawo BW10): no relay.
func (r refRules) lapEnd(m refMove, X refPit, last bool) (out refMove, end int, decision bool) {
	P, O := m.pos.side, 1-m.pos.side
	first := m.firstLap
	m.firstLap = false
	// L1: the end pit was empty before the last seed.
	if *m.pos.count(P, X) == 1 {
		return m, lapStops, false
	}
	// L2: a capture move captures at a front pit facing an occupied pit
	// (Bawo BW5: unless the capture is guarded at this moment).
	if m.capture && !X.back && *m.pos.count(O, refPit{n: opposite(X.n)}) > 0 && !r.guarded(&m.pos, P, X) {
		m, end := r.capture(m, X)
		return m, end, false
	}
	// L3: in namua, the owned house with six or more now (kete: the living
	// kuu): a takasa stops, a capture move stops or goes on (safari).
	if m.namua && X == refHouse && r.functional(&m.pos, P) {
		if !m.capture || !m.safari {
			return m, lapStops, m.capture
		}
		return relay(m, X), lapGoesOn, true
	}
	// L4: in mtaji a takasa ends in the restricted pit, except on the first
	// lap of a move from the owned house.
	if r.takasia && !m.namua && !m.capture && !X.back &&
		m.pos.restricted.player == P && m.pos.restricted.n == X.n &&
		!(first && m.fromHouse) {
		return m, lapStops, false
	}
	// Bawo BW10: the last lap allowed ends where it ends.
	if last {
		return m, lapStops, false
	}
	// L5: relay.
	return relay(m, X), lapGoesOn, false
}

// lap sows the seeds in hand one by one (S1-S3), checks F1 after every
// seed (a seed dropped into a front pit leaves the front row occupied, so
// only the back pits need the look), and applies the lap-end procedure.
func (r refRules) lap(m refMove, last bool) (refMove, int, bool) {
	P := m.pos.side
	var X refPit
	for m.hand > 0 {
		X = m.next
		*m.pos.count(P, X)++
		m.hand--
		if X.back && m.pos.frontRowEmpty(P) {
			return m, lapF1, false
		}
		m.next = next(X, m.cw)
	}
	return r.lapEnd(m, X, last)
}

// start begins candidate c in p up to its first lap (N1-N3, M1-M2).
func (r refRules) start(p refPos, c refCand, safari bool) (refMove, int) {
	P := p.side
	m := refMove{pos: p, cw: c.cw, firstLap: true, namua: p.store[P] > 0, safari: safari}
	if m.namua {
		// 4.4: one store seed into the start pit.
		m.pos.store[P]--
		*m.pos.count(P, c.x)++
		switch c.kind {
		case namuaCapture: // N1
			m.capture = true
			return r.capture(m, c.x)
		case houseTax: // N3
			*m.pos.count(P, c.x) -= 2 // two seeds; the house stays owned
			m.hand = 2
			m.next = next(c.x, c.cw)
			return m, lapGoesOn
		case houseWhole: // kete N3, Bawo BW4: all of them, the kuu is lost
			return relay(m, c.x), lapGoesOn
		default: // N2
			return r.firstLift(relay(m, c.x))
		}
	}
	// 4.5: lift the start pit; a W7 candidate makes a capture move.
	_, m.capture = r.captureCandidate(&p, P, c.x, c.cw)
	m.fromHouse = c.x == refHouse && p.owns[P]
	return r.firstLift(relay(m, c.x))
}

// firstLift is Bawo BW9 (kichwa=lose): if the first lift has emptied P's
// front row and the next seed goes into his back row, P has lost: the
// lifted seeds go to his store and nothing is sown. Otherwise (and outside
// Bawo) F1 judges the move seed by seed.
func (r refRules) firstLift(m refMove) (refMove, int) {
	P := m.pos.side
	if r.bawo != nil && !r.bawo.kichwaIllegal && m.pos.frontRowEmpty(P) && m.next.back {
		m.pos.store[P] += m.hand
		m.hand = 0
		return m, lapLoses
	}
	return m, lapGoesOn
}

// refBudget is the safety budget of F2, in laps.
const refBudget = 1_000_000

// refPlayed is the result of playing one candidate out.
type refPlayed struct {
	after    refMove // the state when the move ended
	legal    bool
	rule     string // why not: "F1" or "F2"
	won      bool   // C3
	lost     bool   // Bawo BW9
	decision bool   // L3 offered stop or safari
}

// play plays c out, with the given L3 choice. F2 is decided with Floyd's
// algorithm: the hare plays the move, two laps for each lap of the
// tortoise; if they meet, a lap-start state has come back.
//
// Bawo BW10 (endless=stop): a takata is not checked for cycles; its
// 1,000,000th lap is its last.
func (r refRules) play(p refPos, c refCand, safari bool) refPlayed {
	m, end := r.start(p, c, safari)
	switch end {
	case lapWins:
		return refPlayed{after: m, legal: true, won: true}
	case lapLoses:
		return refPlayed{after: m, legal: true, lost: true}
	}
	if r.bawo != nil && !r.bawo.endlessIllegal && !m.capture {
		for laps := 1; ; laps++ {
			next, end, _ := r.lap(m, laps == refBudget)
			switch end {
			case lapStops:
				return refPlayed{after: next, legal: true}
			case lapF1:
				return refPlayed{rule: "F1"}
			}
			m = next
		}
	}
	var res refPlayed
	tortoise, hare := m, m
	laps := 0
	for {
		for range 2 {
			next, end, decision := r.lap(hare, false)
			laps++
			res.decision = res.decision || decision
			switch end {
			case lapStops, lapWins:
				res.after, res.legal, res.won = next, true, end == lapWins
				return res
			case lapF1:
				res.rule = "F1"
				return res
			}
			if laps == refBudget {
				res.rule = "F2"
				return res
			}
			hare = next
		}
		tortoise, _, _ = r.lap(tortoise, false)
		if tortoise == hare {
			res.rule = "F2"
			return res
		}
	}
}

// ---------------------------------------------------------------------------
// The legal move list, completing a move, the outcome (4.10, 4.11, 5, 6)

// refChild is a legal move: its text with annotations, the position it
// leads to, and whether the game is over there and who won (P1-P3: the
// mover; Bawo BW9: his opponent).
type refChild struct {
	text   string
	after  refPos
	over   bool
	winner int
}

// candidates is the candidate list of p, F1 and F2 not yet applied.
func (r refRules) candidates(p refPos) []refCand {
	if p.frontRowEmpty(p.side) { // E1: the game is over
		return nil
	}
	if r.bawo != nil && p.frontRowEmpty(1-p.side) { // Bawo BW13: so it is
		return nil
	}
	if p.store[p.side] > 0 {
		return r.namuaCandidates(&p)
	}
	return r.mtajiCandidates(&p)
}

// gambitTurn is Bawo BW11: P's move is his gambit (gambit=on|capture, his
// gambit still to be played), unless, with gambit=capture, P is North and
// has an N1 capture pit (with BW5): then he must capture.
func (r refRules) gambitTurn(p refPos) bool {
	if r.bawo == nil || !p.gambit[p.side] {
		return false
	}
	if r.bawo.gambit == "capture" && p.side == north {
		if c := r.candidates(p); len(c) > 0 && c[0].kind == namuaCapture {
			return false
		}
	}
	return true
}

// gambits is Bawo BW11 and BW14: lift front pits 6 and 7, add one store
// seed, and drop the five seeds into any five of P's pits (a multiset),
// every one a legal move, in canonical order: lexicographic on the five
// labels in canonical pit order. No sowing, no capture, no takasia, no
// annotation.
func (r refRules) gambits(p refPos) []refChild {
	P := p.side
	pits := allPits()
	var out []refChild
	var choose func(from int, picked []refPit)
	choose = func(from int, picked []refPit) {
		if len(picked) == 5 {
			q := p
			*q.count(P, refPit{n: 6}) = 0
			*q.count(P, refPit{n: 7}) = 0
			q.store[P]--
			var labels []string
			for _, x := range picked {
				*q.count(P, x)++
				labels = append(labels, refPitLabel(P, x))
			}
			q.side = 1 - P
			q.gambit[P] = false
			over := !r.hasLegal(q) // P2
			out = append(out, refChild{strings.Join(labels, ","), q, over, P})
			return
		}
		for i := from; i < len(pits); i++ {
			choose(i, append(picked, pits[i]))
		}
	}
	choose(0, nil)
	return out
}

// hasLegal says whether p has a legal move (E2).
func (r refRules) hasLegal(p refPos) bool {
	if r.gambitTurn(p) {
		return true // every gambit is legal
	}
	for _, c := range r.candidates(p) {
		res := r.play(p, c, false)
		if res.legal || res.decision && r.play(p, c, true).legal {
			return true
		}
	}
	return false
}

// legal is the legal move list of p in canonical order (4.10, section 6):
// every candidate played out, both L3 choices where they arise, those
// broken by F1 or F2 dropped (F3: no fallback).
func (r refRules) legal(p refPos) []refChild {
	if r.gambitTurn(p) {
		return r.gambits(p)
	}
	cands := r.candidates(p)
	// Section 6: by start pit (front 1..8, back 1..8), then "<" before ">".
	order := func(c refCand) int {
		k := c.x.n * 2
		if c.x.back {
			k += 16
		}
		if sign(c.x, c.cw) == '>' {
			k++
		}
		return k
	}
	for i := range cands { // insertion sort: obvious and small
		for j := i; j > 0 && order(cands[j]) < order(cands[j-1]); j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	var out []refChild
	for _, c := range cands {
		text := refPitLabel(p.side, c.x) + string(sign(c.x, c.cw))
		res := r.play(p, c, false)
		if res.legal {
			out = append(out, r.complete(p, c, res, text))
		} else if r.dropped != nil {
			r.dropped[res.rule]++
		}
		if res.decision { // then the stop move before the safari move
			if res := r.play(p, c, true); res.legal {
				out = append(out, r.complete(p, c, res, text+"+"))
			} else if r.dropped != nil {
				r.dropped[res.rule]++
			}
		}
	}
	return out
}

// freeze is T1-T3 (kete Z1-Z3) in q, the position after P's takasa with
// O to move: the pit of O to restrict, if any.
func (r refRules) freeze(q refPos) (refRestricted, bool) {
	O, P := q.side, 1-q.side
	// T1: only when O's store is empty too (P's is: he played mtaji).
	if q.store[O] > 0 {
		return refNone, false
	}
	// T2: O has no capture candidate, and P's candidates have exactly one
	// target.
	if c, _ := r.captureCandidates(&q, O); len(c) > 0 {
		return refNone, false
	}
	_, targets := r.captureCandidates(&q, P)
	y := 0
	for _, t := range targets {
		if y != 0 && t != y {
			return refNone, false
		}
		y = t
	}
	if y == 0 {
		return refNone, false
	}
	// T3: not O's owned house, nor his only occupied front pit, nor his
	// only front pit with more than one seed.
	if y == 5 && q.owns[O] {
		return refNone, false
	}
	occupied, big := 0, 0
	for n := 1; n <= 8; n++ {
		if c := q.seeds[O][0][n]; c > 0 && n != y {
			occupied++
			if c > 1 {
				big++
			}
		}
	}
	if occupied == 0 || q.seeds[O][0][y] > 1 && big == 0 {
		return refNone, false
	}
	return refRestricted{player: O, n: y}, true
}

// complete is 4.11: the position after the move and the move's annotated
// text (section 6).
func (r refRules) complete(p refPos, c refCand, res refPlayed, text string) refChild {
	P, O := p.side, 1-p.side
	q := res.after.pos
	q.side = O
	q.restricted = refNone
	q.gambit[P] = false // Bawo BW11: played, or forfeited by a capture
	takasa := !res.after.capture
	if takasa {
		text += "*"
	}
	// Bawo BW9: P has lost (annotated "~", BW14); the moved flags stay.
	if res.lost {
		return refChild{text + "~", q, true, O}
	}
	// Bawo BW8: a move that started from P's kuu and left it owned makes
	// it moved; a kuu no longer owned is not moved.
	if r.bawo != nil {
		if c.x == refHouse && q.owns[P] {
			q.moved[P] = true
		}
		for X := range 2 {
			q.moved[X] = q.moved[X] && q.owns[X]
		}
	}
	// P1: bao hamna.
	if res.won {
		return refChild{text + "#", q, true, P}
	}
	// P2: O has no legal move, judged with no pit restricted.
	if !r.hasLegal(q) {
		return refChild{text + "#", q, true, P}
	}
	// P3: T1-T3; kete Z6: a new reservation replaces the field, phase 1
	// passes into phase 2, anything else is cleared.
	if r.takasia && takasa && p.store[P] == 0 {
		if y, ok := r.freeze(q); ok {
			q.restricted = y
			text += "*"
		}
	}
	if r.kete && q.restricted == refNone && p.restricted.n > 0 && p.restricted.player == P {
		q.restricted = p.restricted
	}
	over := q.restricted != refNone && !r.hasLegal(q)
	if over {
		text += "#"
	}
	return refChild{text, q, over, P}
}

// Package solve computes exact game values of bao positions, for any
// bao.Variant, through the Variant contract alone (bao.Children, Outcome).
//
// # Quick start
//
//	v := bao.MustLookup("kujifunza")
//	sv := solve.New(v, solve.Options{Memory: 256 << 20}) // a table of 256 MiB, one worker per CPU
//	r := sv.Solve(ctx, s)               // r.Value: Win, Loss, Draw or Unknown; r.Plies
//	fmt.Println(r.Value, r.Plies, r.Proven())
//	err := sv.WriteCertificate(ctx, s, r, w) // a proof that package cert checks
//
// # Values
//
// A position is a Win or a Loss for the side to move, with the length of
// the game under best play (Plies: the winner wins as fast as he can, the
// loser loses as slowly as he can, the usual distance to mate), or a Draw:
// neither side can force a win. Nothing else is ever reported as a value:
// there is no evaluation function, and a search cut off by depth, time or
// memory reports Unknown together with what it did prove, as Result.NoWin
// and Result.Proven: "no win for S within 30 plies, no win for N within 29
// plies".
//
// # Method
//
// The solver asks one question at a time: can player p force a win from s
// within d plies? It answers it by a depth-first AND/OR search: where p is
// to move one winning move is enough, where his opponent is to move every
// move must lose. It asks it with d = 1, 2, 3, ... for both players
// (iterative deepening), so the first d at which the side to move wins is
// his shortest forced win, and the first d at which his opponent wins is
// the longest the side to move can hold out: both are exact.
//
// A transposition table keeps, for each state and player, the bounds
// proven so far: "p wins within hi plies" and "p cannot win within lo
// plies". Both are facts of the game, true at every depth, so any entry
// can be used by any later search, by any worker, and a lost entry only
// costs time. The table is compact: an entry is 16 bytes, four to a
// cache line, keyed by hashes of the state rather than the state itself
// (the odds of a false match are bounded and documented at keyOf: below
// 2^-48 in a CPU-hour); it is lockless, starts at 64 KiB and doubles
// when half full up to Options.Memory, then replaces its shallowest
// entries. Searches of fewer than 7 plies are not stored: they are
// quicker done again. Below 5 plies, with a variant that hands out its
// children one at a time (bao.LazyExpander), a node's moves are played
// only until one decides it. docs/solve.md measures it against the first
// table, kept as a plain twin for the tests.
//
// # Proof numbers
//
// With Options.ProofNumbers, a depth-first proof-number search (df-pn,
// pn.go) first asks whether each player wins within MaxPlies plies; what
// it settles becomes facts in the table, from which the deepening then
// answers (the same results, found quicker for "no win within N":
// docs/solve.md). Solver.ProveWin asks df-pn alone for a first move of a
// proven win, not the fastest, as the exact player's pn=on does.
//
// # Draws and games that never end
//
// The rules of kiswahili, kete, kujifunza and bawo have no draw and no
// repetition rule, and positions can repeat, so a game can in principle go
// on for ever; kingulu has drawn ends (24-24). The solver claims a Draw
// only when it is proven by a finite search: p cannot win at all when
// every line of the search ended in a finished game not won by p before
// the depth ran out (at an opponent's node one such refuting move is
// enough). Both players proven so gives Draw. A cycle always runs into the
// depth bound, so where the outcome depends on play that never ends the
// value stays Unknown with its "no win within n plies" bounds, never Draw.
//
// # Running
//
// Options.Workers goroutines search the same question at once with
// differently ordered moves near the root (a shared-table "lazy" parallel
// search); the first answer counts, and every answer is exact. Solve
// stops at the context's end or at Options.MaxPlies. Options.Progress is
// called once a second. A proven win or loss can be written as a proof
// certificate (docs/interfaces.md §6) with Solver.WriteCertificate, to be
// checked by package cert, which shares no code with this one. NewReport
// tells a Result as bao solve prints it (Report.Text, and its JSON).
//
// # Across machines
//
// NewSplit cuts a solve into shards: the distinct positions a few plies
// below the root (the frontier), shard i taking those whose number is i
// modulo the number of shards. Solver.SolveShard solves one shard and
// writes its values (with the certificate lines of each won position);
// ReadShard reads them back, and MergeShards works out the root's value
// from all of them, as one run would give it; WriteMergedCertificate
// writes one certificate of a merged win. bao solve -shard and -merge are
// these (docs/batch.md).
//
// Quick start:
//
//	v := bao.MustLookup("kingulu")
//	r := solve.Solve(ctx, v, v.Start(), solve.Options{Memory: 256 << 20})
//	fmt.Println(r.Value, r.Plies, r.Proven()) // win 29 South wins in 29 plies
package solve

// Package fourrow is the rules engine of the four-row games, Bao la
// Kiswahili, Bao la Kete, Bao la Kujifunza and Bawo. The games share every
// rule but a short list of differences; Rules names each difference as one
// field (the three Lamu fields of Bao la Kete, MtajiOnly for Bao la
// Kujifunza, the Bawo fields of docs/bawo.md), and the engine tests that
// field at the one place where the difference acts. Bawo's are kept off the
// other games' paths: its candidates are a branch of tickets written out
// without a call, its flags are set by finish, its records have their own
// loop, and in a move its rules are tested only on paths the other games
// seldom take (a capture at front pit 4, a lap past the warm-up of the
// never-ending check, an emptied front row); bawo.go holds the rest. Front is the one front end over a rule set: it implements
// bao.Variant and its optional interfaces (Info included, from the
// bao.Info it is built with), and the packages kiswahili, kete, kujifunza
// and bawo embed it in their documented Rules types. Kiswahili, kete and
// kujifunza each declare one Game (name, option, rule set, Info), whose
// Front and Register write their takasia option, canonical name and
// registration once.
//
// The candidate moves of a position (section 6's list before F1 and F2 are
// applied) are one bit set in canonical order and one kind (tickets), so
// they are built without a branch per pit and the n-th one is the n-th bit.
// A move is played on locals (the mover's ring as two words, sow.Ring16);
// Sample and Playout play the drawn candidate in place, in the State they
// were given, and only a candidate that turns out illegal costs a copy
// back. Sample's draws are those of Legal's list, uniformly. Outcome (and
// P2 and Z6, which ask the same of the next position) need only know that
// a legal move exists: a candidate whose first lap ends in an empty pit is
// one, read off the position without playing it (quickLegal), and only
// when no candidate is vouched for so are they played out.
//
// Front also implements bao.Tracer: Trace yields the position after each
// lap of a move (nothing in hand; the mover still to move, the restricted
// pit of the position before), then the position after the move, equal to
// Apply's. The laps are those of the engine's own playout, not of a second
// copy of the rules, and the untraced playouts pay nothing for them on the
// path of a lap. The lap loop already sends the lap ends that need more
// than L1 and L5 (a capture pit, the owned house, the restricted pit) to a
// branch where each rule is tested exactly; a traced playout has every pit
// in that set (detector.all), so every lap end takes the branch, and the
// branch calls the trace hook once the rules that end the move have been
// tested (a nil test there, on the cold path). The alternatives were worse
// here: the lap loop cannot be driven from outside one lap at a time
// without moving its locals (the ring words, the move state) out of
// registers, and a loop generic over an observer type would be a second
// instantiation of the whole playout, whose method calls on the type
// parameter go through its dictionary unless the compiler devirtualises
// them. Measured against the engine before the trace (valgrind
// --tool=cachegrind, instructions per op): the never-ending move's laps
// (BenchmarkNeverEndingLap) 113.0 instead of 120.0 per lap, kiswahili's
// random playout (Benchmark/Playout/sample) 63,482 instead of 63,846; the
// timings are equal within their noise.
//
// Rule numbers in comments (N1, L3, T2, Z5, K1, ...) are those of
// docs/kiswahili.md, docs/kete.md and docs/kujifunza.md.
package fourrow

// Package cert reads, writes and checks proof certificates: files that
// prove that one player (the prover) wins a bao position within a number
// of plies, whatever the other player does (docs/interfaces.md §6).
//
// # Quick start
//
//	f, err := os.Open("kujifunza.cert.jsonl") // written by bao solve -o or Solver.WriteCertificate
//	if err != nil { ... }
//	rep, err := cert.Check(bao.MustLookup("kujifunza"), f)
//	if err != nil { ... } // the line and position where the proof fails
//	fmt.Println(rep.Positions, "positions checked")
//
// A certificate is JSON lines: a claim, then one line for each position of
// the proof where the prover is to move, with the move he plays there.
// Check replays the proof with nothing but the variant's Legal, Apply and
// Outcome and the position and move text: it follows the prover's line in
// his positions and every legal reply in the defender's, with a budget of
// plies that falls by one each move and must not run out before the
// prover has won. It shares no code with the solver that writes the
// certificates (package solve), so that a bug there cannot hide itself.
//
// The checker remembers each position it has proven with the budget it
// had, so a proof shaped like a DAG (transpositions) is checked once per
// position: memory and time grow with the certificate, not with the number
// of lines of play. A wrong certificate gives an *Error naming the line
// under which the failure was found, the moves from that line's position
// to the failing position, that position, and what is wrong; every *Error
// matches ErrBad.
package cert

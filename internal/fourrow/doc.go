// Package fourrow is the rules engine of the four-row games, Bao la
// Kiswahili, Bao la Kete and Bao la Kujifunza. The games share every rule
// but a short list of differences; Rules names each difference as one field
// (the three Lamu fields of Bao la Kete, MtajiOnly for Bao la Kujifunza),
// and the engine tests that field at the one place where the difference
// acts. Front is the one front end over a rule set: it implements
// bao.Variant and its optional interfaces, and the packages kiswahili,
// kete and kujifunza embed it in their documented Rules types (Option,
// Spec and Register write their takasia option and registration once).
//
// Rule numbers in comments (N1, L3, T2, Z5, K1, ...) are those of
// docs/kiswahili.md, docs/kete.md and docs/kujifunza.md.
package fourrow

// Package bawo implements Bawo, the four-row bao of the Yao of Malawi,
// registered as "bawo" with the rule options of docs/bawo.md.
package bawo

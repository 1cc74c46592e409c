// Package words holds the small pieces of English that several packages
// print the same way, so that they are written once: counts of things
// ("1 record", "3 records").
package words

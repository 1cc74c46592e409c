// Package kiswahili implements Bao la Kiswahili (Zanzibar bao), registered
// as "kiswahili" with the rule option takasia=on|off.
package kiswahili

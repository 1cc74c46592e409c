// Package kete implements Bao la Kete, the Lamu form of Bao la Kiswahili,
// registered as "kete" with the rule option takasia=on|off.
package kete

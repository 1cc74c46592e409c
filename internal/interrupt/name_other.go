//go:build !js

package interrupt

import (
	"os"
	"syscall"
)

// otherName names the signals beyond SIGINT and SIGTERM that the system
// has: SIGHUP ("" for any other).
func otherName(sig os.Signal) string {
	if sig == syscall.SIGHUP {
		return "SIGHUP"
	}
	return ""
}

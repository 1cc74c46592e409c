package player

import "os"

// tuning reports whether the tuning runs are asked for (BAO_TUNE=1).
func tuning() bool { return os.Getenv("BAO_TUNE") == "1" }

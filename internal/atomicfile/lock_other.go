//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package atomicfile

import "os"

// Files are not locked here (Locking): LockFile never refuses.
const canLock = false

func lockFile(*os.File) error { return nil }

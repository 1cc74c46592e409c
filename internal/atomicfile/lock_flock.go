//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package atomicfile

import (
	"os"
	"syscall"
)

const canLock = true

// lockFile takes the exclusive flock(2) of f without waiting: the lock of
// the open file, which goes when every descriptor of it is closed, at the
// latest when the process ends.
func lockFile(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err != syscall.EINTR {
			return err
		}
	}
}

package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"
)

// temps holds the temporary files being written; mu makes creating one
// and recording it in temps one step for Stop.
var (
	temps    sync.Map
	mu       sync.Mutex
	stopping atomic.Bool // Stop was called: the process is exiting
)

// Stop removes the temporary files being written and keeps any new one
// from being made: it is for a process about to exit on a signal (the
// files they would replace are left as they were).
//
// A Write that Stop interrupts (its temporary file removed under it) does
// not return: its error would race the signal's exit with a message of
// its own ("writing F: no such file or directory", exit 1), where the
// signal's message and status are the truth.
func Stop() {
	mu.Lock() // held until the exit: no new temporary file
	stopping.Store(true)
	temps.Range(func(k, _ any) bool {
		os.Remove(k.(string))
		return true
	})
	locks.Range(func(_, v any) bool {
		l := v.(*Lock)
		l.mu.Lock()
		if l.side != nil {
			l.dropSide() // the lock itself goes with the process
		}
		l.mu.Unlock()
		return true
	})
}

// WrapTemp wraps the writer of each temporary file; tests replace it to
// make a disk that fills after a number of bytes.
var WrapTemp = func(w io.Writer) io.Writer { return w }

// WriteBytes writes data to the file name whole (Write).
func WriteBytes(name string, data []byte) error {
	return Write(name, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write writes the file name whole with write: to a temporary file in the
// same directory, synced, then renamed over name; after any error the
// temporary file is removed and name is left as it was. A symbolic link
// is followed. A name that exists and is not a regular file (a device
// such as /dev/full, a pipe) is written directly instead. Its errors
// begin "writing NAME: " and name the user's file, not the temporary one.
func Write(name string, write func(io.Writer) error) error {
	if target, err := filepath.EvalSymlinks(name); err == nil {
		name = target // replace the file a link points to, not the link
	}
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return err
		}
		err = write(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("writing %s: %w", name, pathErr(err))
		}
		return nil
	}
	mu.Lock()
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err == nil {
		temps.Store(f.Name(), true)
	}
	mu.Unlock()
	if err != nil { // the error names the temporary file's pattern
		return fmt.Errorf("writing %s: %w", name, pathErr(err))
	}
	tmp := f.Name()
	defer temps.Delete(tmp)
	err = write(WrapTemp(f))
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = f.Chmod(0o644)
	}
	// A Lock of name moves to the new file before it takes the name, and
	// leaves the old one only after: no moment is the name unlocked.
	var l *Lock
	if v, ok := locks.Load(resolve(name)); ok && err == nil {
		if l = v.(*Lock); lockFile(f) != nil {
			l = nil
		}
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if l != nil && err == nil {
		l.mu.Lock()
		if l.f != nil {
			l.f.Close()
		}
		l.f = f // f holds the lock now
		l.mu.Unlock()
	} else if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		for stopping.Load() { // Stop removed tmp; the process exits on its signal
			time.Sleep(time.Hour)
		}
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", name, dropTemp(err, tmp))
	}
	return nil
}

// pathErr returns the error inside an *os.PathError, whose path a message
// that names the file already gives.
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// dropTemp returns err without the *os.PathError or *os.LinkError that
// names the temporary file tmp, for a message that names the user's file
// instead ("writing F: no space left on device").
func dropTemp(err error, tmp string) error {
	var pe *os.PathError
	if errors.As(err, &pe) && pe.Path == tmp {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) && (le.Old == tmp || le.New == tmp) {
		return le.Err
	}
	return err
}

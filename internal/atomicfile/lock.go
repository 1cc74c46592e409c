package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
)

// ErrLocked is the error of LockFile for a file that another process (or
// another LockFile of this one) is writing.
var ErrLocked = errors.New("being written by another process")

// A Lock is the write lock of one output file (LockFile). It goes when it is
// released (Unlock) or when its process ends, however it ends.
type Lock struct {
	mu      sync.Mutex // guards f and created against Stop and Write
	name    string     // the file's path, links resolved
	f       *os.File   // holds the lock; nil where locking is not done
	created bool       // LockFile made the file, empty
	kept    bool       // Keep was called
}

// locks holds the Locks taken, by resolved path, for Write to move a lock
// to the file that replaces the locked one.
var locks sync.Map

// Locking reports whether LockFile locks files on this system: with flock(2)
// on Linux and the BSDs (macOS included); elsewhere (Windows, js/wasm,
// ...) LockFile only resolves the name and never refuses.
const Locking = canLock

// LockFile takes the write lock of the output file name, for a command that
// writes it, or returns ErrLocked at once when another process holds it.
// The lock is on the file itself, so that every path to it (a link,
// another spelling) finds it; a file that does not exist is created,
// empty, to hold it, and removed again by Unlock (and by Stop) if it is
// still empty and Keep was not called. Write moves the lock to the file
// that replaces name. A name that exists and is not a regular file (a
// device, a pipe) is not locked. The operating system releases the lock
// when the process ends, by SIGKILL too (an empty file LockFile created is
// then left).
func LockFile(name string) (*Lock, error) {
	path := resolve(name)
	l := &Lock{name: path}
	if !canLock {
		return l, nil
	}
	for range 10 {
		fi, err := os.Stat(path)
		if err == nil && !fi.Mode().IsRegular() {
			return l, nil
		}
		var f *os.File
		created := false
		if err != nil {
			f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
			created = err == nil
			if errors.Is(err, os.ErrExist) {
				continue // made meanwhile: lock it as it is
			}
		} else if f, err = os.Open(path); err != nil {
			f, err = os.OpenFile(path, os.O_WRONLY, 0)
		}
		if err != nil {
			return l, nil // the command's own open reports why
		}
		if err := lockFile(f); err != nil {
			f.Close()
			return nil, ErrLocked
		}
		// The lock holds only if path still names the file locked: a
		// Write of another process may have replaced it meanwhile.
		fi, err = os.Stat(path)
		ffi, ferr := f.Stat()
		if err != nil || ferr != nil || !os.SameFile(fi, ffi) {
			f.Close()
			continue
		}
		l.f, l.created = f, created
		if _, dup := locks.LoadOrStore(path, l); dup {
			f.Close()
			return nil, ErrLocked // this process writes it already
		}
		return l, nil
	}
	return nil, ErrLocked
}

// Keep says that the file LockFile created is the command's output even if it
// stays empty (the records file of a run of no game): Unlock leaves it.
func (l *Lock) Keep() {
	if l != nil {
		l.mu.Lock()
		l.kept = true
		l.mu.Unlock()
	}
}

// Unlock releases the lock; a nil Lock does nothing. The empty file
// LockFile made is removed unless Keep was called or a Write replaced it.
func (l *Lock) Unlock() {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return
	}
	locks.CompareAndDelete(l.name, l)
	l.dropCreated()
	l.f.Close()
	l.f = nil
}

// dropCreated removes the file LockFile made if it is still that empty file;
// l.mu is held.
func (l *Lock) dropCreated() {
	if !l.created || l.kept {
		return
	}
	fi, err := os.Stat(l.name)
	ffi, ferr := l.f.Stat()
	if err == nil && ferr == nil && os.SameFile(fi, ffi) && fi.Size() == 0 {
		os.Remove(l.name)
	}
}

// resolve returns name made absolute with its symbolic links resolved
// (those of its directory when name does not exist yet).
func resolve(name string) string {
	if abs, err := filepath.Abs(name); err == nil {
		name = abs
	}
	if target, err := filepath.EvalSymlinks(name); err == nil {
		return target
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(name)); err == nil {
		return filepath.Join(dir, filepath.Base(name))
	}
	return name
}

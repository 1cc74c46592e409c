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

// A Lock is the write lock of one output file (LockFile). It goes when it
// is released (Unlock) or when its process ends, however it ends.
type Lock struct {
	mu   sync.Mutex // guards f and side against Stop and Write
	name string     // the file's path, links resolved
	f    *os.File   // holds the lock of the file itself; nil while it does not exist
	side *os.File   // holds the lock of the side file (sideName); nil where locking is not done
}

// locks holds the Locks taken, by resolved path, for Write to move a lock
// to the file that replaces the locked one.
var locks sync.Map

// Locking reports whether LockFile locks files on this system: with
// flock(2) on Linux and the BSDs (macOS included); elsewhere (Windows,
// js/wasm, ...) LockFile only resolves the name and never refuses.
const Locking = canLock

// LockFile takes the write lock of the output file name, for a command
// that writes it, or returns ErrLocked at once when another process holds
// it. Two locks are taken: that of a side file next to the file (".NAME.lock",
// made empty if need be and removed by Unlock), which every spelling of the
// path and every symbolic link to it finds, and, when the file exists,
// that of the file itself, which its hard links find too. Write moves the
// second to the file that replaces name; a command that creates the file
// in place (a records file) calls Attach once it has. A name that exists
// and is not a regular file (a device, a pipe) is not locked. The
// operating system releases the locks when the process ends, by SIGKILL
// too (which leaves the empty side file, harmless).
func LockFile(name string) (*Lock, error) {
	path := resolve(name)
	l := &Lock{name: path}
	if !canLock {
		return l, nil
	}
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		return l, nil
	}
	side, err := lockPath(sideName(path), true)
	if err != nil {
		if errors.Is(err, ErrLocked) {
			return nil, err
		}
		return l, nil // the directory is not writable: the command's own open reports why
	}
	l.side = side
	f, err := lockPath(path, false)
	if err != nil {
		l.dropSide()
		side.Close()
		if errors.Is(err, ErrLocked) {
			return nil, err
		}
		return &Lock{name: path}, nil
	}
	l.f = f
	if _, dup := locks.LoadOrStore(path, l); dup {
		// Not reached: the side file's lock excludes another Lock of
		// this process too (flock locks an open file, not a process).
		if f != nil {
			f.Close()
		}
		side.Close()
		return nil, ErrLocked
	}
	return l, nil
}

// sideName returns the name of the side file of the lock of path.
func sideName(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".lock")
}

// lockPath opens the file p (made, empty, with create; else a p that does
// not exist gives nil and no error) and takes its lock, or returns
// ErrLocked. The lock holds only if p still names the file locked, which
// it checks: another process may have removed or replaced it meanwhile.
func lockPath(p string, create bool) (*os.File, error) {
	for range 20 {
		f, err := os.Open(p)
		if errors.Is(err, os.ErrNotExist) {
			if !create {
				return nil, nil
			}
			f, err = os.OpenFile(p, os.O_RDONLY|os.O_CREATE, 0o644)
		}
		if err != nil && !create {
			f, err = os.OpenFile(p, os.O_WRONLY, 0) // a file that may not be read
		}
		if err != nil {
			return nil, err
		}
		if err := lockFile(f); err != nil {
			f.Close()
			return nil, ErrLocked
		}
		fi, err := os.Stat(p)
		ffi, ferr := f.Stat()
		if err == nil && ferr == nil && os.SameFile(fi, ffi) {
			return f, nil
		}
		f.Close()
		if errors.Is(err, os.ErrNotExist) && !create {
			return nil, nil
		}
	}
	return nil, ErrLocked
}

// Attach takes the lock of the file itself once the command has created
// it in place (a records file), so that a hard link made to it finds the
// lock too; it does nothing when the lock holds the file already, and
// returns ErrLocked when another process took it meanwhile.
func (l *Lock) Attach() error {
	if l == nil || l.side == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f != nil {
		return nil
	}
	f, err := lockPath(l.name, false)
	l.f = f
	return err
}

// Unlock releases the lock and removes its side file; a nil Lock does
// nothing.
func (l *Lock) Unlock() {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.side == nil {
		return
	}
	locks.CompareAndDelete(l.name, l)
	l.dropSide()
	l.side.Close()
	l.side = nil
	if l.f != nil {
		l.f.Close()
		l.f = nil
	}
}

// dropSide removes the side file if it is still the one locked, before
// its lock goes (a process that opened it meanwhile finds it removed, and
// makes another); l.mu is held.
func (l *Lock) dropSide() {
	p := sideName(l.name)
	fi, err := os.Stat(p)
	sfi, serr := l.side.Stat()
	if err == nil && serr == nil && os.SameFile(fi, sfi) {
		os.Remove(p)
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

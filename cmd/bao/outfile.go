package main

// The rules every command follows for the files it writes (README,
// "Output files"): an output file is not opened for writing until every
// input has been checked; an output that is also an input is refused; a
// records file (selfplay, tournament -o) that exists and is not empty is
// refused unless -resume continues it, and -resume only appends; a failed
// write leaves the file ending with the last whole record; an output file
// is locked (lockOutput) before it is checked, for as long as the command
// runs: a second process writing it, by whatever path, is refused.

import (
	"errors"
	"fmt"
	"os"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/atomicfile"
)

// errUsage marks an error that is bad usage (exit status 2) rather than a
// failure at run time.
var errUsage = errors.New("bad usage")

// usageError returns an error that wraps errUsage with the text of format.
func usageError(format string, a ...any) error {
	return &usageErr{fmt.Sprintf(format, a...)}
}

type usageErr struct{ text string }

func (e *usageErr) Error() string        { return e.text }
func (e *usageErr) Is(target error) bool { return target == errUsage }

// exitFor returns the exit status after err: exitUsage for a usage error,
// else exitFail.
func exitFor(err error) int {
	if errors.Is(err, errUsage) {
		return exitUsage
	}
	return exitFail
}

// sameFile reports whether the paths a and b name the same existing file
// (os.SameFile: a link or another spelling of the path is the same file).
func sameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	if err != nil {
		return false
	}
	return os.SameFile(fa, fb)
}

// checkNotInput returns a usage error if the output file out is one of
// inputs ("-" and "" stand for the standard streams and are never files).
func checkNotInput(flag, out string, inputs ...string) error {
	if out == "" || out == "-" {
		return nil
	}
	for _, in := range inputs {
		if in != "" && in != "-" && sameFile(out, in) {
			if in == out {
				return usageError("%s %s is also an input: write to another file", flag, out)
			}
			return usageError("%s %s is also the input %s: write to another file", flag, out, in)
		}
	}
	return nil
}

// lockOutput takes the write lock of the output file name of flag
// (atomicfile.LockFile) until the command returns ("" and "-", the
// standard output, are not files); another process that writes it is a
// usage error, given at once.
func (e *env) lockOutput(flag, name string) error {
	if name == "" || name == "-" {
		return nil
	}
	l, err := atomicfile.LockFile(name)
	if err != nil {
		return usageError("%s %s is being written by another process (another bao run): wait for it to end, or name another file", flag, name)
	}
	e.locks = append(e.locks, l)
	return nil
}

// attachOutputs locks the output files made in place since lockOutput
// (a records file), so that their hard links find the lock too
// (atomicfile's Lock.Attach).
func (e *env) attachOutputs() error {
	for _, l := range e.locks {
		if err := l.Attach(); err != nil {
			return usageError("-o: %v", err)
		}
	}
	return nil
}

// checkFresh returns a usage error if the records file name exists as a
// regular file that is not empty: a new run would destroy its records.
// -resume continues such a file instead.
func checkFresh(name string) error {
	return checkExisting(name, "-resume continues it; to start again, remove it or name another file")
}

// checkExisting returns a usage error, ending with what to do, if the
// output file name exists as a regular file that is not empty.
func checkExisting(name, todo string) error {
	fi, err := os.Stat(name)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return nil
	}
	return usageError("-o %s exists and holds %d bytes: %s", name, fi.Size(), todo)
}

// openFile opens a records file for writing (os.OpenFile); tests replace
// it to make a disk that fills after a number of bytes.
var openFile = func(name string, flag int, perm os.FileMode) (arena.WritableFile, error) {
	return os.OpenFile(name, flag, perm)
}

// lineWriterMax is the batch size of the records files' LineWriters:
// arena's LineWriterSize, which tests lower.
var lineWriterMax = arena.LineWriterSize

// Package atomicfile writes a file whole or not at all, as every output
// file of bao is written (README, "Output files"): to a temporary file in
// the same directory, synced, then renamed over the file, so that a
// reader (or a crash) never sees half of it. A process stopped by a
// signal removes the temporary files being written (Stop).
//
// LockFile locks an output file for the command that writes it, so that
// a second process writing the same file, by any path, is refused at once:
// flock(2) where the system has it (Linux and the BSDs, build-tagged);
// elsewhere (Windows, js/wasm) the plain fallback locks nothing (Locking
// is false).
package atomicfile

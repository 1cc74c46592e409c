// Package atomicfile writes a file whole or not at all, as every output
// file of bao is written (README, "Output files"): to a temporary file in
// the same directory, synced, then renamed over the file, so that a
// reader (or a crash) never sees half of it. A process stopped by a
// signal removes the temporary files being written (Stop).
package atomicfile

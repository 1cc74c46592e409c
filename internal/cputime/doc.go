// Package cputime reads the CPU time a process has used, for the
// per-CPU-second figures of the benchmarks and of bao's summaries: on a
// shared machine, CPU time is disturbed less by other work than wall time.
// Where the system does not say (no getrusage), Process returns 0, and
// callers leave their per-CPU-second figures out.
package cputime

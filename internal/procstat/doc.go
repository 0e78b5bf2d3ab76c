// Package procstat reads what the kernel counts of this process and its
// threads: processor time (for benchmarks on a shared machine, which
// report speed per processor second as well as per wall-clock second, and
// for cmd/solve7's totals) and the threads' nice values (for the tests of
// internal/background's lowered threads).
package procstat

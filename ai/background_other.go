//go:build !linux

package ai

// enterBackground does nothing outside Linux, as for the review's workers
// (ai/review): there a thread's priority is not set per thread the same
// way, and the OS scheduler already favours the foreground window's
// thread.
func enterBackground() {}

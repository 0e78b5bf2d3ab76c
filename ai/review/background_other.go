//go:build !linux

package review

// enterBackground does nothing outside Linux: there a thread's priority is
// not set per thread the same way (Windows and macOS have their own thread
// priority calls, which this package does not use), and a background
// review relies on the OS scheduler, which on Windows and macOS already
// favours the foreground window's thread.
func enterBackground() {}

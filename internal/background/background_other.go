//go:build !linux

// Package background runs the analyses of what is on screen (Job) and
// lowers the scheduling priority of the threads that search and analyse
// (Enter), so that the window's thread gets a busy core at once.
package background

// Nice is the nice value a background thread has on Linux; elsewhere
// Enter leaves the priority alone.
const Nice = 10

// Enter does nothing outside Linux: there a thread's priority is not set
// per thread the same way (Windows and macOS have their own thread
// priority calls, which this package does not use), and the OS scheduler
// already favours the foreground window's thread.
func Enter() {}

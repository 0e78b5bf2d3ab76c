//go:build linux

// Package background runs the analyses of what is on screen (Job) and
// lowers the scheduling priority of the threads that search and analyse
// (Enter), so that the window's thread gets a busy core at once.
package background

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// Nice is the nice value of a background thread: 10 of the 0 (normal) to
// 19 (lowest) range.
const Nice = 10

// Enter locks the calling goroutine to its OS thread and lowers that
// thread's priority to nice Nice (unless already lower); on Linux the nice
// value is per thread. Call it first thing and return without unlocking, so
// the thread ends with the goroutine and no lowered thread runs other
// goroutines. On the main thread, or when the priority cannot be read or
// set, it unlocks and leaves the priority as it is.
func Enter() {
	runtime.LockOSThread()
	tid := unix.Gettid()
	if tid == unix.Getpid() {
		runtime.UnlockOSThread()
		return
	}
	// The raw getpriority system call returns 20 - nice (1 to 40).
	prio, err := unix.Getpriority(unix.PRIO_PROCESS, tid)
	if err == nil && 20-prio >= Nice {
		return
	}
	if err != nil || unix.Setpriority(unix.PRIO_PROCESS, tid, Nice) != nil {
		runtime.UnlockOSThread()
	}
}

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
// thread's scheduling priority to nice Nice (or leaves it where it is when
// it is already lower). On Linux a nice value set with
// setpriority(PRIO_PROCESS, tid) belongs to that one thread, not to the
// process. The goroutine must call it first thing and then return without
// unlocking: a goroutine that ends locked to its thread ends the thread
// too, so no lowered thread goes back to the Go runtime's pool to run
// other goroutines (an unprivileged thread cannot raise its priority
// again). While the goroutine is locked the runtime creates its new
// threads from a clean template thread, so none inherits the lowered
// priority. On the process's main thread, which the runtime never ends
// (it parks it for good instead), and when the priority cannot be read or
// changed, the thread is unlocked again and the goroutine runs at normal
// priority; a GUI program whose main goroutine is locked to the main
// thread (as Fyne's is) never runs a background goroutine there.
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

//go:build linux

package review

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// backgroundNice is the nice value of a background worker's thread: 10 of
// the 0 (normal) to 19 (lowest) range, low enough that a thread of normal
// priority, such as the window's, gets a busy core at once.
const backgroundNice = 10

// enterBackground locks the calling goroutine to its OS thread and lowers
// that thread's scheduling priority to nice backgroundNice (or leaves it
// where it is when it is already lower). On Linux a nice value set with
// setpriority(PRIO_PROCESS, tid) belongs to that one thread, not to the
// process. The goroutine must call it first thing and then return without
// unlocking: a goroutine that ends locked to its thread ends the thread
// too, so no lowered thread goes back to the Go runtime's pool to run
// other goroutines. While the goroutine is locked the runtime also creates
// its new threads from a clean template thread, so none inherits the
// lowered priority. On the process's main thread, which the runtime never
// ends (it parks it for good instead), and when the priority cannot be
// read or changed, the thread is unlocked again and the worker runs at
// normal priority; a GUI program whose main goroutine is locked to the
// main thread (as Fyne's is) never runs a worker there.
func enterBackground() {
	runtime.LockOSThread()
	tid := unix.Gettid()
	if tid == unix.Getpid() {
		runtime.UnlockOSThread()
		return
	}
	// The raw getpriority system call returns 20 - nice (1 to 40).
	prio, err := unix.Getpriority(unix.PRIO_PROCESS, tid)
	if err == nil && 20-prio >= backgroundNice {
		return
	}
	if err != nil || unix.Setpriority(unix.PRIO_PROCESS, tid, backgroundNice) != nil {
		runtime.UnlockOSThread()
	}
}

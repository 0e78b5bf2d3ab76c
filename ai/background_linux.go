//go:build linux

package ai

import (
	"runtime"
	"syscall"
)

// backgroundNice is the nice value of a background search thread: 10 of
// the 0 (normal) to 19 (lowest) range, the same as the review's workers
// (ai/review), low enough that a thread of normal priority, such as the
// window's, gets a busy core at once.
const backgroundNice = 10

// enterBackground locks the calling goroutine to its OS thread and lowers
// that thread's scheduling priority to nice backgroundNice (or leaves it
// where it is when it is already lower). On Linux a nice value set with
// setpriority(PRIO_PROCESS, tid) belongs to that one thread, not to the
// process. The goroutine must call it first thing and then return without
// unlocking: a goroutine that ends locked to its thread ends the thread
// too, so no lowered thread goes back to the Go runtime's pool to run
// other goroutines (an unprivileged thread cannot raise its priority
// again). On the process's main thread, which the runtime never ends, and
// when the priority cannot be read or changed, the thread is unlocked
// again and the goroutine runs at normal priority.
func enterBackground() {
	runtime.LockOSThread()
	tid := syscall.Gettid()
	if tid == syscall.Getpid() {
		runtime.UnlockOSThread()
		return
	}
	// The raw getpriority system call returns 20 - nice (1 to 40).
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid)
	if err == nil && 20-prio >= backgroundNice {
		return
	}
	if err != nil || syscall.Setpriority(syscall.PRIO_PROCESS, tid, backgroundNice) != nil {
		runtime.UnlockOSThread()
	}
}

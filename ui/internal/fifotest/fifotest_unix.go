//go:build unix

package fifotest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// Make makes a FIFO called name in dir and returns its path; it skips
// the test where the file system makes none.
func Make(t *testing.T, dir, name string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	return path
}

// pollEvery is how often Watch looks for a reader; it sets how soon a
// blocked reader is freed, not whether the test passes.
const pollEvery = 20 * time.Millisecond

// Watch fails t if a reader opens the FIFO at path before the test ends.
// Nothing here opens the FIFO unless a reader is in it, so a program that
// refuses the FIFO unread passes however slowly it does so.
func Watch(t *testing.T, path string) {
	t.Helper()
	stop, done := make(chan struct{}), make(chan bool, 1)
	go func() {
		tick := time.NewTicker(pollEvery)
		defer tick.Stop()
		opened := false
		for {
			select {
			case <-stop:
				done <- opened
				return
			case <-tick.C:
			}
			// ENXIO while no reader has the FIFO open; a reader freed
			// reads end of file, and may open it again.
			if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
				_ = f.Close()
				opened = true
			}
		}
	}()
	t.Cleanup(func() {
		close(stop)
		if <-done {
			t.Errorf("%s was opened for reading: a reader was blocked waiting for a writer", filepath.Base(path))
		}
	})
}

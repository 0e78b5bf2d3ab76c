//go:build unix

package main

import (
	"syscall"
	"testing"
	"time"
)

// SIGTERM and SIGINT stop a running command the same way, with exit status
// 130. (Windows has no way to send them to another process: os.Process.Signal
// supports only Kill there.)
func TestASignalStopsTheEngineProcessWithStatus130(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			p := startEngine(t, "solve")
			start := time.Now()
			if err := p.cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			if got := p.answer(t); got != "? interrupted" {
				t.Errorf("solve answered %q", got)
			}
			if status, _ := p.wait(t, start); status != 130 {
				t.Errorf("exit status %d, want 130", status)
			}
		})
	}
}

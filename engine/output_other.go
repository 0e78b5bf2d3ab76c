//go:build !linux

package engine

import "io"

// watchOutput returns nil: only Linux is known to report to poll(2) that
// a pipe's reader has gone without a write; elsewhere the engine learns it
// when it writes its next answer.
func watchOutput(io.Writer, <-chan struct{}) <-chan struct{} { return nil }

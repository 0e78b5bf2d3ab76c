package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/konane/konane/engine"
)

// runEngine runs "konane engine": the engine text protocol on standard
// input and output, answering FyneApp.toml's version. It returns the exit
// status: 0 after quit, the end of input or a closed output, 130 on SIGINT
// or SIGTERM, 1 on another I/O error. Standard error gets the diagnostics
// the diagnostics command asks for and one line on a failure, and is never
// waited for (a pipe nobody reads).
func runEngine() int {
	// A write to a closed standard output then fails with EPIPE, which
	// ends the engine with status 0, instead of killing it by SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := engine.Run(ctx, os.Stdin, os.Stdout, os.Stderr, engine.Options{Version: appMetadata.Version})
	switch {
	case err == nil, errors.Is(err, engine.ErrOutputClosed):
		return 0
	case errors.Is(err, context.Canceled):
		say(os.Stderr, "konane engine: interrupted")
		return 130
	}
	say(os.Stderr, fmt.Sprint("konane engine: ", err))
	return 1
}

// sayWait bounds how long say waits for standard error.
const sayWait = time.Second

// say writes the line msg to w on a goroutine of its own and waits for it
// at most sayWait: the engine exits even when nobody reads w.
func say(w io.Writer, msg string) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Fprintln(w, msg)
	}()
	select {
	case <-done:
	case <-time.After(sayWait):
	}
}

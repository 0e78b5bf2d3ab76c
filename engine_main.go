package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/konane/konane/engine"
)

// runEngine runs "konane engine": the engine text protocol on standard
// input and output, answering FyneApp.toml's version. It returns the exit
// status: 0 after quit, the end of input or a closed output, 130 on SIGINT
// or SIGTERM, 1 on another I/O error.
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
		fmt.Fprintln(os.Stderr, "konane engine: interrupted")
		return 130
	}
	fmt.Fprintln(os.Stderr, "konane engine:", err)
	return 1
}

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

// runEngine speaks the engine text protocol (shared/spec/engine-protocol.md)
// on standard input and output, for "konane engine", and returns the exit
// status: 0 after quit or the end of input, 130 when interrupted by SIGINT
// or SIGTERM, 1 on an I/O error. The version answered is FyneApp.toml's,
// from appMetadata.
func runEngine() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := engine.Run(ctx, os.Stdin, os.Stdout, os.Stderr, engine.Options{Version: appMetadata.Version})
	switch {
	case err == nil:
		return 0
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(os.Stderr, "konane engine: interrupted")
		return 130
	}
	fmt.Fprintln(os.Stderr, "konane engine:", err)
	return 1
}

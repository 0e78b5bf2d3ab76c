//go:build !unix

package store

import "os"

// openNoBlock opens path for reading; ReadRegularFile has checked that it
// is a regular file, whose open does not block.
func openNoBlock(path string) (*os.File, error) { return os.Open(path) }

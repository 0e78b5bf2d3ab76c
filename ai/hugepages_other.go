//go:build !linux

package ai

import "unsafe"

// adviseHugePages does nothing outside Linux.
func adviseHugePages(p unsafe.Pointer, bytes uintptr) {}

//go:build !unix

package main

import "time"

// processCPU returns 0 where getrusage is not at hand: the totals then
// hold no processor time.
func processCPU() time.Duration { return 0 }

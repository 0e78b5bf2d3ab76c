//go:build !unix

package fifotest

import "testing"

// Make skips the test: Windows has no FIFOs in folders (its named pipes
// live in \\.\pipe\, not among a folder's files), and neither do the
// other systems that are not unix.
func Make(t *testing.T, dir, name string) string {
	t.Helper()
	t.Skip("no FIFOs in folders on this system")
	return ""
}

// Watch does nothing where there are no FIFOs.
func Watch(t *testing.T, path string) { t.Helper() }

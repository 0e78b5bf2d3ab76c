//go:build unix

package play

import (
	"os"
	"syscall"
)

// ownedByMe reports whether the file fi belongs to the user running the
// app (a game saved elsewhere in the shared temporary folder).
func ownedByMe(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || int(st.Uid) == os.Getuid()
}

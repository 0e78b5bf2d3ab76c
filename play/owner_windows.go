//go:build windows

package play

import "os"

// ownedByMe reports whether the file fi belongs to the user running the
// app. The folders it looks in are the user's own on Windows (the
// temporary folder is per user, under %LOCALAPPDATA%), so every file does.
func ownedByMe(fi os.FileInfo) bool { return true }

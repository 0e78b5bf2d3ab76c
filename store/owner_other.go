//go:build !unix

package store

import "os"

// owner reports no owner: Windows files have security descriptors, which
// a new file inherits from its folder, not user and group ids.
func owner(os.FileInfo) (uid, gid int, ok bool) { return 0, 0, false }

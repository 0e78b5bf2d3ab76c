package store_test

import (
	"errors"

	"golang.org/x/sys/windows"
)

// symlinkNeedsPrivilege reports whether os.Symlink failed because the user
// may not make links (not an administrator, no Developer Mode).
func symlinkNeedsPrivilege(err error) bool {
	return errors.Is(err, windows.ERROR_PRIVILEGE_NOT_HELD)
}

//go:build !windows

package store_test

// symlinkNeedsPrivilege reports false: every user may make links.
func symlinkNeedsPrivilege(error) bool { return false }

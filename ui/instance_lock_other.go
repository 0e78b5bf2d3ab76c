//go:build !unix

package ui

// lockInstance always succeeds on systems without flock (Windows among
// them): there, two copies of the app on the same storage folder still
// overwrite each other's autosave. A Windows version would use LockFileEx
// from golang.org/x/sys/windows.
func lockInstance(dir string) (release func(), err error) {
	return func() {}, nil
}

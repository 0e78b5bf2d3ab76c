//go:build unix

package instance

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"time"
)

// On Unix the hand-off's transport is an AF_UNIX socket in the storage
// folder (Windows has its own, a named pipe: transport_windows.go).

// listen opens the hand-off's listener of the storage folder dir: the unix
// socket at socketPath(dir). A socket left by a copy that was killed is
// removed first: the lock is this copy's now.
func listen(dir string) (net.Listener, error) {
	path, err := socketPath(dir)
	if err != nil {
		return nil, err
	}
	_ = os.Remove(path)
	return net.Listen("unix", path)
}

// dial connects to the listener of the storage folder dir, waiting up to
// timeout.
func dial(dir string, timeout time.Duration) (net.Conn, error) {
	path, err := socketPath(dir)
	if err != nil {
		return nil, err
	}
	return net.DialTimeout("unix", path, timeout)
}

// maxSocketPath is the longest path a unix socket may have here, in
// bytes: sun_path holds 108 bytes on Linux and 104 on macOS and the BSDs,
// with room kept for the terminating NUL.
func maxSocketPath() int {
	if runtime.GOOS == "linux" || runtime.GOOS == "android" {
		return 107
	}
	return 103
}

// socketPath is where the hand-off's socket of the storage folder dir is:
// SocketName in dir, or, when that path is longer than a socket's may be,
// a short name made of a hash of dir's real absolute path in runtimeDir.
// Every copy that names the same folder computes the same path.
func socketPath(dir string) (string, error) {
	path := filepath.Join(dir, SocketName)
	if len(path) <= maxSocketPath() {
		return path, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	run, err := runtimeDir()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(abs))
	path = filepath.Join(run, hex.EncodeToString(sum[:12])+".sock")
	if len(path) > maxSocketPath() {
		return "", fmt.Errorf("instance: no socket path short enough for %s (%s has %d bytes)", dir, path, len(path))
	}
	return path, nil
}

// runtimeDir is this user's private folder of sockets: konane-UID in
// XDG_RUNTIME_DIR when it is set (an absolute path) or else in the
// temporary folder, made with mode 0700 and refused unless it is a folder
// of this user's that nobody else may enter.
func runtimeDir() (string, error) {
	base := os.Getenv("XDG_RUNTIME_DIR")
	if !filepath.IsAbs(base) {
		base = os.TempDir()
	}
	dir := filepath.Join(base, fmt.Sprintf("konane-%d", os.Getuid()))
	if err := os.Mkdir(dir, 0o700); err != nil && !os.IsExist(err) {
		return "", err
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return "", err
	}
	if !fi.IsDir() || fi.Mode().Perm()&0o077 != 0 || !ownedByMe(fi) {
		return "", fmt.Errorf("instance: %s is not a private folder of this user's", dir)
	}
	return dir, nil
}

// ownedByMe reports whether the file fi describes belongs to this user.
func ownedByMe(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}

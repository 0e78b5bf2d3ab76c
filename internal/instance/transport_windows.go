//go:build windows

package instance

import (
	"fmt"
	"net"
	"time"

	"github.com/Microsoft/go-winio"
	"golang.org/x/sys/windows"
)

// On Windows the hand-off goes over a named pipe, Windows' own IPC, which
// every Windows that Go supports has (AF_UNIX sockets came with Windows 10
// 1803, and Wine has none). A pipe is not a file in the folder: its name,
// pipeName, is made from the folder's identity on its volume, and only the
// user who runs the first copy may open it.

// listen opens the hand-off's listener of the storage folder dir: the
// named pipe pipeName(dir), readable and writable by this user alone.
// Closing the listener removes the pipe; a killed copy's pipe goes with
// its process.
func listen(dir string) (net.Listener, error) {
	name, err := pipeName(dir)
	if err != nil {
		return nil, err
	}
	sddl, err := userOnly()
	if err != nil {
		return nil, err
	}
	l, err := winio.ListenPipe(name, &winio.PipeConfig{SecurityDescriptor: sddl})
	if err != nil {
		return nil, err
	}
	claimFirstInstance(name)
	return l, nil
}

// claimFirstInstance opens the new pipe once as a client, without access,
// and closes it. Wine and Windows 7 connect the first client to go-winio's
// placeholder instance, where nothing accepts (go-winio issues 173, 313);
// this open takes that place. On Windows 10 and later it fails or gets
// "error".
func claimFirstInstance(name string) {
	p, err := windows.UTF16PtrFromString(name)
	if err != nil {
		return
	}
	if h, err := windows.CreateFile(p, 0, 0, nil, windows.OPEN_EXISTING, 0, 0); err == nil {
		_ = windows.CloseHandle(h)
	}
}

// dial connects to the listener of the storage folder dir, waiting up to
// timeout while the pipe is busy. A pipe that does not exist fails at once.
func dial(dir string, timeout time.Duration) (net.Conn, error) {
	name, err := pipeName(dir)
	if err != nil {
		return nil, err
	}
	return winio.DialPipe(name, &timeout)
}

// pipeName is the pipe of storage folder dir,
// \\.\pipe\konane-VOLUME-FILEID, from the folder's volume serial number and
// file index, so every spelling of the folder names the same pipe and two
// folders never do.
func pipeName(dir string) (string, error) {
	p, err := windows.UTF16PtrFromString(dir)
	if err != nil {
		return "", err
	}
	// A folder opens only with FILE_FLAG_BACKUP_SEMANTICS; sharing
	// everything, the handle stops nobody, and it is closed at once.
	h, err := windows.CreateFile(p, 0, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE,
		nil, windows.OPEN_EXISTING, windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
	if err != nil {
		return "", fmt.Errorf("open %s: %w", dir, err)
	}
	defer windows.CloseHandle(h)
	var fi windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(h, &fi); err != nil {
		return "", fmt.Errorf("identify %s: %w", dir, err)
	}
	return fmt.Sprintf(`\\.\pipe\konane-%08x-%08x%08x`, fi.VolumeSerialNumber, fi.FileIndexHigh, fi.FileIndexLow), nil
}

// userOnly is the security descriptor (SDDL) of the pipe: a protected
// access list that lets the user running this process do everything and
// nobody else anything.
func userOnly() (string, error) {
	u, err := windows.GetCurrentProcessToken().GetTokenUser()
	if err != nil {
		return "", err
	}
	return "D:P(A;;GA;;;" + u.User.Sid.String() + ")", nil
}

//go:build unix

package document

import (
	"os"
	"strings"
	"testing"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/kgnfile"
)

// A character device (/dev/zero, which never ends) is refused unread, on
// the command line as anywhere.
func TestADeviceIsRefusedUnread(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	if _, err := kgnfile.ReadPath("/dev/zero"); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("reading /dev/zero gave %v", err)
	}
	d, h := newDoc(t)
	d.OpenPath("/dev/zero")
	if want := i18n.T(i18n.MsgErrReasonNotRegular); !strings.Contains(overlayTexts(h.win), want) || h.loads != 0 {
		t.Errorf("opening /dev/zero: dialogs say %q (want %q), %d games loaded", overlayTexts(h.win), want, h.loads)
	}
	if got, want := PathProblem("/dev/zero"), i18n.T(i18n.MsgErrReasonNotRegular); !strings.Contains(got, want) {
		t.Errorf("the hand-off's check of /dev/zero: %q, want %q", got, want)
	}
}

package document

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/visible"
)

// Recent files: the last games opened or saved, newest first, kept in the
// preferences as URIs (recentEntry).
const (
	prefRecent = "files.recent"
	maxRecent  = 5
)

// escapedPrefix starts the recent entry of a URI that is not UTF-8 (a
// Linux file name of other bytes), which the preferences, kept as JSON
// text, would mangle: after it comes the URI with '%' and each byte that
// is not UTF-8 written %XX.
const escapedPrefix = "escaped:"

// recentEntry is how the recent files keep u: its URI, or escapedPrefix
// and the URI escaped when it is not UTF-8, so that recentURI gives back
// exactly the bytes of u's path.
func recentEntry(u fyne.URI) string {
	s := u.String()
	if utf8.ValidString(s) && !strings.HasPrefix(s, escapedPrefix) {
		return s
	}
	var b strings.Builder
	b.WriteString(escapedPrefix)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '%' || r == utf8.RuneError && size == 1 {
			fmt.Fprintf(&b, "%%%02X", s[i])
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// recentURI is the URI of the recent entry s (recentEntry).
func recentURI(s string) (fyne.URI, error) {
	if rest, ok := strings.CutPrefix(s, escapedPrefix); ok {
		raw, err := url.PathUnescape(rest)
		if err != nil {
			return nil, err
		}
		s = raw
	}
	return storage.ParseURI(s)
}

// recent returns the recent files' URIs, newest first.
func (d *Document) recent() []string {
	return d.host.Preferences().StringList(prefRecent)
}

// addRecent puts u at the top of the recent files, keeping maxRecent, and
// drops an older entry for the same file (sameFileURI).
func (d *Document) addRecent(u fyne.URI) {
	list := []string{recentEntry(u)}
	for _, s := range d.recent() {
		if !sameFileURI(s, u) && len(list) < maxRecent {
			list = append(list, s)
		}
	}
	d.host.Preferences().SetStringList(prefRecent, list)
	d.host.MenuChanged()
}

// sameFileURI reports whether the recent entry s names the file of u: for
// two file URIs of existing files, whether they are the same file on disk
// (os.SameFile: a folder reached through a link, other letter case on
// Windows and macOS); otherwise whether s is u's entry.
func sameFileURI(s string, u fyne.URI) bool {
	if s == recentEntry(u) {
		return true
	}
	other, err := recentURI(s)
	if err != nil || other.Scheme() != "file" || u.Scheme() != "file" {
		return false
	}
	a, errA := os.Stat(other.Path())
	b, errB := os.Stat(u.Path())
	return errA == nil && errB == nil && os.SameFile(a, b)
}

// dropRecent removes the URI s from the recent files.
func (d *Document) dropRecent(s string) {
	var list []string
	for _, r := range d.recent() {
		if r != s {
			list = append(list, r)
		}
	}
	d.host.Preferences().SetStringList(prefRecent, list)
	d.host.MenuChanged()
}

// recentNameWidth is the widest a file's name is in the Recent files
// submenu: a submenu wider than the window is placed partly left of it,
// and the window may be as narrow as about 400.
const recentNameWidth = 280

// RecentItems returns the items of the Recent files submenu: one per file,
// named by the file (shortened in the middle to recentNameWidth, its start
// and extension kept), or a disabled "No recent files".
func (d *Document) RecentItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, s := range d.recent() {
		u, err := recentURI(s)
		if err != nil {
			continue
		}
		name := uikit.ShortName(visible.Name(u.Name()), recentNameWidth, menuTextWidth)
		items = append(items, fyne.NewMenuItem(name, func() { d.OpenRecent(s) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(i18n.T(i18n.MsgMenuRecentNone), nil)
		none.Disabled = true
		items = append(items, none)
	}
	return items
}

// menuTextWidth is the width of text in a menu item.
func menuTextWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width
}

// OpenRecent plays the recent file s as Open does. A file that no longer
// exists is dropped from the list and the person is told so; a local file
// is read as OpenPath reads it.
func (d *Document) OpenRecent(s string) {
	u, err := recentURI(s)
	exists := false
	if err == nil {
		exists, _ = storage.Exists(u)
	}
	if !exists {
		name := s
		if u != nil {
			name = u.Name()
		}
		d.dropRecent(s)
		d.failed(i18n.Format(i18n.MsgRecentFileGone, i18n.Args{"Name": visible.Name(name)}))
		return
	}
	if u.Scheme() == "file" {
		d.readLocal(u, u.Path())
		return
	}
	r, err := storage.Reader(u)
	if err != nil {
		d.Take(Text{Name: u.Name(), URI: u, Err: err}, Play)
		return
	}
	d.load(r, Play)
}

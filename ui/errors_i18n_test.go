package ui

import (
	"strings"
	"syscall"
	"testing"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/statsview"
)

// The autosave warning and the statistics reset tell each injected
// system error (store.FS faults) in each language without Go's English.
// windowOnFaultyDisk is a two-player window in language lang whose autosave
// goes through a FaultFS, with one move played; English comes back when
// the test ends.
func windowOnFaultyDisk(t *testing.T, lang string) (*Window, *storetest.FaultFS) {
	t.Helper()
	fs := &storetest.FaultFS{}
	w, q := newWindowWith(t, lang, twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir(), fs: fs}})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	playOne(t, w, q)
	return w, fs
}

func TestAutosaveAndStatisticsFailuresAreInTheChosenLanguage(t *testing.T) {
	errnos := append([]syscall.Errno{syscall.ENOENT, syscall.ENOTDIR, syscall.EISDIR, syscall.ENAMETOOLONG,
		syscall.ELOOP, syscall.EDQUOT, syscall.EPERM}, storetest.Errnos...)
	// One window, switched from language to language as the person does:
	// building the window cost more than the errors of a language.
	languages := i18n.Languages()
	w, fs := windowOnFaultyDisk(t, languages[0].Code)
	for _, l := range languages {
		t.Run(l.Code, func(t *testing.T) {
			w.setLanguage(l.Code)
			for _, errno := range errnos {
				fs.Fail(storetest.Create, errno)
				w.life.Persist.Save(w.ctl)
				if !w.saveWarning.bar.Visible() {
					t.Fatalf("%v: no warning", errno)
				}
				uitest.NoGoErrorText(t, "autosave "+errno.Error(), w.saveWarning.text.Text)
				clearOverlays(w)
				statsview.Reset(w.win, statsOf(w.life.Persist))
				uitest.NoGoErrorText(t, "statistics "+errno.Error(), overlayTexts(w))
				if !strings.Contains(overlayTexts(w), store.StatsName) {
					t.Errorf("statistics %v: %q does not name %s", errno, overlayTexts(w), store.StatsName)
				}
			}
		})
	}
}

package life

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/notices"
)

// SettingsPath returns the file where Fyne keeps the preferences of the app
// called appID (language, recent files, New game choices): preferences.json
// in Fyne's configuration folder for this system.
func SettingsPath(appID string) string {
	home, _ := os.UserHomeDir()
	var root string
	switch runtime.GOOS {
	case "darwin":
		root = filepath.Join(home, "Library", "Preferences", "fyne")
	case "windows":
		root = filepath.Join(home, "AppData", "Roaming", "fyne")
	default:
		cfg, err := os.UserConfigDir()
		if err != nil {
			cfg = filepath.Join(home, ".config")
		}
		root = filepath.Join(cfg, "fyne")
	}
	return filepath.Join(root, appID, "preferences.json")
}

// CheckSettings looks at the settings file of appID before Fyne reads it
// (Fyne would drop a damaged one at its next write): a damaged one is set
// aside as preferences-corrupt-TIME.json and the *store.CorruptError, for
// ui.Options.SettingsErr, says where.
func CheckSettings(appID string) error {
	return store.CheckJSONFile(SettingsPath(appID))
}

// SettingsDamage is the notice that the settings file was damaged and set
// aside (err from CheckSettings); false when err says nothing of the kind.
func SettingsDamage(err error) (notices.Notice, bool) {
	var ce *store.CorruptError
	if !errors.As(err, &ce) {
		return notices.Notice{}, false
	}
	return notices.Damaged(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgSettingsDamaged, ce.Aside), true
}

// valueReader is the part of Fyne 2.7.1's preferences that reads every
// value at once (internal.InMemoryPreferences.ReadValues, promoted to the
// desktop and the test preferences).
type valueReader interface {
	ReadValues(func(map[string]any))
}

// SaveSettings writes the preferences of a to their file (Fyne's
// preferences.json in the app's storage root) with store.WriteFileAtomic,
// so that a process ending meanwhile leaves the old file or the new one:
// Fyne's own save truncates the file and then writes it. Errors: a's
// preferences cannot list their values, or the write's error.
func SaveSettings(a fyne.App) error {
	r, ok := a.Preferences().(valueReader)
	if !ok {
		return errors.New("the preferences cannot list their values")
	}
	var data []byte
	var err error
	r.ReadValues(func(values map[string]any) { data, err = json.Marshal(values) })
	if err != nil {
		return err
	}
	return store.WriteFileAtomic(settingsFile(a), data, 0o600)
}

// settingsFile is where Fyne 2.7.1 keeps a's preferences on a desktop
// (app/preferences_other.go: storagePath).
func settingsFile(a fyne.App) string {
	return filepath.Join(a.Storage().RootURI().Path(), "preferences.json")
}

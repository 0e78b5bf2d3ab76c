package ui

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
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

// CheckSettings looks at the settings file of appID before Fyne reads it:
// a damaged one (empty, cut short, not JSON) is set aside as
// preferences-corrupt-TIME.json and the error, for Options.SettingsErr,
// says where. Fyne would otherwise log "Preferences load error" and start
// with empty settings, losing the file at its next write.
func CheckSettings(appID string) error {
	return store.CheckJSONFile(SettingsPath(appID))
}

// tellSettingsDamage tells the person once that the settings file was
// damaged and set aside (err from CheckSettings; nil: nothing happened).
func (w *Window) tellSettingsDamage(err error) {
	var ce *store.CorruptError
	if errors.As(err, &ce) {
		w.tell(damagedNotice(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgSettingsDamaged, ce.Aside))
	}
}

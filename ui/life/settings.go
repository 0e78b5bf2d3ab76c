package life

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"

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

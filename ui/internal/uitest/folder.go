package uitest

import (
	"path/filepath"
	"strings"

	"github.com/konane/konane/i18n"
)

// ShowsFolder reports whether text gives the folder dir on a line of its
// own ("Folder: DIR", in any language), wrapped only after separators.
func ShowsFolder(text, dir string) bool {
	for _, line := range strings.Split(text, "\n") {
		if _, folder, ok := strings.Cut(line, ": "); ok && folder != "" {
			broken := strings.ReplaceAll(dir, string(filepath.Separator), string(filepath.Separator)+string(i18n.FyneWordBreak))
			if folder == broken {
				return true
			}
		}
	}
	return false
}

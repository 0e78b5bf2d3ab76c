package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrDamaged is wrapped by the errors of files that exist but cannot be
// read (the statistics, the settings); the file has been set aside under
// SetAside's name and the caller goes on with fresh data.
var ErrDamaged = errors.New("store: a file could not be read")

// SetAside renames the damaged file path to NAME-corrupt-TIME.EXT in its
// folder (stats.json → stats-corrupt-20261129-120000.json), adding -2, -3 …
// when that name is taken, and returns the new path. The file is never
// deleted. now nil means time.Now.
func SetAside(path string, now func() time.Time) (string, error) {
	if now == nil {
		now = time.Now
	}
	dir, base := filepath.Split(path)
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext) + "-corrupt-" + now().Format("20060102-150405")
	aside := filepath.Join(dir, stem+ext)
	for i := 2; fileExists(aside); i++ {
		aside = filepath.Join(dir, fmt.Sprintf("%s-%d%s", stem, i, ext))
	}
	return aside, os.Rename(path, aside)
}

// setAsideDamaged sets path aside after reading it failed with why and
// returns the error to report: a *CorruptError wrapping kind and why, or,
// when even the rename fails, an error saying so.
func setAsideDamaged(path string, kind, why error, now func() time.Time) error {
	aside, err := SetAside(path, now)
	if err != nil {
		return fmt.Errorf("%w: %w (and it could not be moved: %v)", kind, why, err)
	}
	return &CorruptError{Kind: kind, Aside: aside, Err: why}
}

// CheckJSONFile makes sure the JSON file at path (a settings file another
// library reads) can be read: a missing file is fine; an empty file, one cut
// short or one that is no JSON object is set aside and the returned error,
// a *CorruptError wrapping ErrDamaged, names where it went.
func CheckJSONFile(path string) error {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	var v map[string]any
	if err := json.Unmarshal(bytes.TrimSpace(data), &v); err != nil {
		if len(bytes.TrimSpace(data)) == 0 {
			err = errors.New("the file is empty")
		}
		return setAsideDamaged(path, ErrDamaged, err, nil)
	}
	return nil
}

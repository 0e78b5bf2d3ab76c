// Package fynelang makes the texts Fyne draws itself (lang.L and lang.X
// keys: the file dialog's buttons, "(Parent)", "Show Hidden Files", the
// entry menu...) follow the language chosen in Konane (package i18n), not
// the operating system's. It is the only bridge between i18n and Fyne's
// lang package; on Unix it also brings in package localeenv, which keeps
// Fyne from logging an error for locales such as C.UTF-8.
package fynelang

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/locales"
)

var followOnce sync.Once

// Follow switches Fyne's texts to i18n's current language now and after
// every change of language (i18n.OnChange), logging through Fyne what
// fails. Call it once i18n.Setup has chosen the language, on Fyne's
// goroutine; later calls do nothing.
func Follow() {
	followOnce.Do(func() {
		use(i18n.Current())
		i18n.OnChange(func() { use(i18n.Current()) })
	})
}

// use switches Fyne's texts to l (see applyToFyne).
func use(l i18n.Language) {
	if err := applyToFyne(l); err != nil {
		fyne.LogError("Konane's translation of Fyne's texts", err)
	}
}

// fyneLocales are the locales Fyne 2.7.1 ships translations of its own
// texts for (fyne.io/fyne/v2/lang/translations/base.*.json), English
// first. TestFyneLocalesAreTheOnesFyneShips keeps the list in step with
// the Fyne in go.mod.
var fyneLocales = []fyne.Locale{"en", "cs", "de", "el", "es", "fr", "pl", "pt", "pt-BR", "ru", "sv", "ta", "uk", "zh-Hans"}

// fyneLocaleKey is a key of our own that markFyneLocales adds to every
// locale Fyne may pick, with that locale's name as its text: looking it up
// tells which locale Fyne draws its texts from.
const fyneLocaleKey = "konane.fyne-locale"

var markOnce sync.Once

// markFyneLocales adds fyneLocaleKey to every locale of fyneTargets.
func markFyneLocales() {
	for _, loc := range fyneTargets() {
		data, _ := json.Marshal(map[string]string{fyneLocaleKey: string(loc)})
		if err := lang.AddTranslationsForLocale(data, loc); err != nil {
			fyne.LogError("Konane's marker for Fyne's locale "+string(loc), err)
		}
	}
}

// fyneTargets returns Fyne's locales and those of our languages that Fyne
// lacks (Thai): every locale Fyne can pick once we have added ours.
func fyneTargets() []fyne.Locale {
	out := slices.Clone(fyneLocales)
	for _, l := range i18n.Languages() {
		if loc := fyne.Locale(l.Code); !slices.Contains(out, loc) {
			out = append(out, loc)
		}
	}
	return out
}

// fyneLocaleInUse returns the locale Fyne draws its texts from now.
func fyneLocaleInUse() fyne.Locale { return fyne.Locale(lang.X(fyneLocaleKey, "")) }

// applyToFyne makes the texts Fyne draws come out in l. Fyne cannot be
// told a language, so l's texts (locales/fyne.<code>.json, each complete)
// are added under the locale Fyne uses (fyneLocaleKey), again until that
// locale holds them, since adding may make Fyne pick anew.
func applyToFyne(l i18n.Language) error {
	markOnce.Do(markFyneLocales)
	data, err := fs.ReadFile(locales.FS, "fyne."+l.Code+".json")
	if err != nil {
		return fmt.Errorf("fynelang: Fyne's texts in %s: %w", l.Code, err)
	}
	var done []fyne.Locale
	for range len(fyneTargets()) + 1 {
		loc := fyneLocaleInUse()
		if slices.Contains(done, loc) {
			return nil
		}
		if loc == "" {
			return fmt.Errorf("fynelang: Fyne uses a locale unknown to Konane")
		}
		if err := lang.AddTranslationsForLocale(data, loc); err != nil {
			return fmt.Errorf("fynelang: Fyne's texts in %s as %s: %w", l.Code, loc, err)
		}
		done = append(done, loc)
	}
	return fmt.Errorf("fynelang: Fyne keeps changing its locale")
}

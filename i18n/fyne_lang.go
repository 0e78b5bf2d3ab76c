package i18n

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/konane/konane/locales"
)

// fyneLocales are the locales Fyne 2.7.1 ships translations of its own
// texts for (fyne.io/fyne/v2/lang/translations/base.*.json), English
// first. TestFyneLocalesAreTheOnesFyneShips keeps the list in step with
// the Fyne in go.mod.
var fyneLocales = []fyne.Locale{"en", "cs", "de", "el", "es", "fr", "pl", "pt", "pt-BR", "ru", "sv", "ta", "uk", "zh-Hans"}

// applyToFyne makes the texts Fyne draws itself (lang.L and lang.X keys:
// the file dialog's buttons, "(Parent)", "Show Hidden Files", the entry
// menu...) come out in l, whatever the operating system's language.
//
// Fyne's lang package picks its language from the system's locales (the
// locale environment on Linux, the system API elsewhere), among the
// languages it has translations for, and rebuilds its localizer every time
// translations are added. It has no call to choose a language. So this
// adds l's texts (locales/fyne.<code>.json) under every locale Fyne could
// pick, its built-in ones and our five: whichever it picks for this system,
// it finds l's texts. Under LANG=uk_UA with English chosen in Konane,
// Fyne picks Ukrainian and finds English there; under sr_RS, kk_KZ or
// be_BY, which it answers with Russian, the same. Each set is complete
// (TestFyneTranslationsAreCompleteInEveryLanguage), so no key falls back to
// an earlier language.
func applyToFyne(l Language) error {
	data, err := fs.ReadFile(locales.FS, "fyne."+l.Code+".json")
	if err != nil {
		return fmt.Errorf("i18n: Fyne's texts in %s: %w", l.Code, err)
	}
	var errs []error
	for _, loc := range fyneTargets() {
		if err := lang.AddTranslationsForLocale(data, loc); err != nil {
			errs = append(errs, fmt.Errorf("i18n: Fyne's texts in %s as %s: %w", l.Code, loc, err))
		}
	}
	return errors.Join(errs...)
}

// fyneTargets returns the locales applyToFyne writes to: Fyne's own and
// those of our languages that Fyne lacks (Thai), so that every locale Fyne
// can pick holds the same language.
func fyneTargets() []fyne.Locale {
	out := slices.Clone(fyneLocales)
	for _, l := range supported {
		if loc := fyne.Locale(l.Code); !slices.Contains(out, loc) {
			out = append(out, loc)
		}
	}
	return out
}

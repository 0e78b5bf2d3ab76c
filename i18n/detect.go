package i18n

import (
	"slices"
	"strings"

	"golang.org/x/text/language"
)

var matcher = func() language.Matcher {
	tags := make([]language.Tag, len(supported))
	for i, l := range supported {
		tags[i] = l.Tag
	}
	return language.NewMatcher(tags)
}()

// Match returns the first of prefs (most wanted first) that one of the five
// languages serves, by an x/text/language matcher that must keep the base
// language: "de-AT" gets German, "ru-UA" Russian, but Ukrainian or Swiss
// German get English. ok is false, and l English, if none qualifies.
func Match(prefs ...language.Tag) (l Language, ok bool) {
	for _, p := range prefs {
		want, conf := p.Base()
		if conf != language.Exact {
			continue // "und" or a tag with only a script or region
		}
		_, i, c := matcher.Match(p)
		if c == language.No {
			continue
		}
		if got, _ := supported[i].Tag.Base(); got != want {
			continue
		}
		return supported[i], true
	}
	return English, false
}

// Choose is the language policy: saved if Lookup accepts it (the user's own
// choice, from PreferenceKey), else the first of the system's preferences
// that Match accepts, else English.
func Choose(saved string, system []language.Tag) Language {
	if saved != "" {
		if l, ok := Lookup(saved); ok {
			return l
		}
	}
	l, _ := Match(system...)
	return l
}

// EnvPreferences returns the languages a Unix locale environment asks for,
// most wanted first, read through getenv. As gettext: the locale is the
// first non-empty of LC_ALL, LC_MESSAGES, LANG; unset, "C" or "POSIX" (any
// codeset) gives none, LANGUAGE ignored; else LANGUAGE's entries
// ("uk:ru:en") come first, then the locale. Codesets and modifiers are
// dropped, invalid tags skipped.
func EnvPreferences(getenv func(key string) string) []language.Tag {
	locale := ""
	for _, key := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := strings.TrimSpace(getenv(key)); v != "" {
			locale = v
			break
		}
	}
	if _, ok := parsePOSIXLocale(locale); !ok {
		return nil // unset, C or POSIX: no language asked for
	}
	var tags []language.Tag
	for _, item := range strings.Split(getenv("LANGUAGE"), ":") {
		if t, ok := parsePOSIXLocale(item); ok {
			tags = append(tags, t)
		}
	}
	t, _ := parsePOSIXLocale(locale)
	return append(tags, t)
}

// WindowsPreferences returns the user's display languages (BCP 47 names
// such as "en-US", most wanted first) and then the user's locale (the
// regional format, "de-AT"), as language tags; invalid names and repeats
// are skipped.
func WindowsPreferences(display []string, locale string) []language.Tag {
	var tags []language.Tag
	for _, name := range append(display, locale) {
		t, err := language.Parse(strings.TrimSpace(name))
		if err != nil || t == language.Und || slices.Contains(tags, t) {
			continue
		}
		tags = append(tags, t)
	}
	return tags
}

// parsePOSIXLocale turns "de_AT.UTF-8@euro" into de-AT. It reports false
// for "", "C", "POSIX" (with any codeset or modifier) and for anything that
// is not a well-formed language tag.
func parsePOSIXLocale(s string) (language.Tag, bool) {
	s = strings.TrimSpace(s)
	s, _, _ = strings.Cut(s, "@")
	s, _, _ = strings.Cut(s, ".")
	if s == "" || s == "C" || s == "POSIX" {
		return language.Und, false
	}
	t, err := language.Parse(strings.ReplaceAll(s, "_", "-"))
	if err != nil {
		return language.Und, false
	}
	return t, true
}

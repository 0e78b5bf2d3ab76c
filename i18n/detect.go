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
// languages serves, matched with an x/text/language matcher: "de-AT" and
// "de-CH" get German, "ru-UA" Russian, "th-TH" Thai. ok is false, and the
// language English, if none qualifies.
//
// A match counts only if it keeps the base language. x/text would answer
// Ukrainian, Belarusian, Serbian, Kazakh, Kyrgyz or Tatar with Russian and
// Swiss German or Luxembourgish with German; those users get English, the
// language of the program for everyone it does not speak to.
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
// most wanted first, read through getenv (os.Getenv, or a map's lookup in
// tests). It follows gettext:
//
//   - the locale is the first non-empty one of LC_ALL, LC_MESSAGES, LANG;
//   - if that locale is unset, empty, "C" or "POSIX" (with or without a
//     codeset such as "C.UTF-8"), the result is empty: the program stays
//     in English, and LANGUAGE is ignored as gettext ignores it;
//   - otherwise the entries of LANGUAGE (a colon-separated list such as
//     "uk:ru:en") come first, then the locale itself.
//
// Locale names have the form language[_territory][.codeset][@modifier]
// ("de_AT.UTF-8", "sr_RS@latin"); the codeset and modifier are dropped.
// Entries that are not valid language tags are skipped silently. It never
// prints anything.
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

// WindowsPreferences returns the languages Windows asks for, most wanted
// first, from the user's display languages (display, BCP 47 names such as
// "en-US", most wanted first) and then the user's locale (the regional
// format, "de-AT"): a person who reads Windows in English but writes dates
// the Thai way gets English. Names that are not language tags, and
// repeats, are skipped.
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

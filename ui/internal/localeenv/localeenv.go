//go:build !windows && !darwin && !android && !js

// Package localeenv keeps Fyne from logging "Fyne error: Error parsing user
// locale" at start-up under valid POSIX locales such as LANG=C.UTF-8 or
// LANG=de_DE@euro (fyne-io/fyne#5271).
//
// Fyne's lang package reads the locale in its init function through
// github.com/jeandeaual/go-locale, which only recognises the exact values
// "C" and "POSIX" and does not drop an @modifier; anything else that is not
// a language tag gets logged as an error. go-locale prefers LANGUAGE over the
// locale, so this package's init rewrites LANGUAGE (and nothing else) into a
// form go-locale parses:
//
//   - under a C or POSIX locale with a codeset ("C.UTF-8"), a locale
//     name that is no language at all ("???") or one whose language no
//     standard knows ("xx_YY.UTF-8"), it sets LANGUAGE=C, which go-locale
//     and gettext both read as "untranslated";
//   - a locale whose language is known but territory is not ("de_YY")
//     becomes its language alone in LANGUAGE ("de");
//   - otherwise it drops the .codeset and @modifier of each LANGUAGE entry
//     and the entries that are unknown, or, if LANGUAGE is empty and the
//     locale has an @modifier, sets LANGUAGE to the locale without it
//     ("de_DE@euro" -> "de_DE").
//
// The locale variables themselves (LC_ALL, LC_MESSAGES, LANG) are left
// alone, so C libraries keep their character set. This package imports only
// os, strings and golang.org/x/text/language: by Go's initialization order
// (the first package by import path whose imports are done) it is
// initialized before fyne.io/fyne/v2/lang, which waits for
// github.com/nicksnyder/go-i18n, itself waiting for x/text/language (the
// test TestAnUnknownLocaleLogsNothing in ui/internal/fynelang checks it).
// Package ui/internal/fynelang, which talks to Fyne's lang for the main
// window, imports it; nothing else needs to.
package localeenv

import (
	"os"
	"strings"

	"golang.org/x/text/language"
)

func init() {
	Fix(os.Getenv, os.Setenv)
}

// Fix applies the rewrite described in the package comment through the
// given accessors (os.Getenv and os.Setenv in the program, maps in tests).
func Fix(getenv func(string) string, setenv func(string, string) error) {
	locale := ""
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			locale = v
			break
		}
	}
	if locale == "" || locale == "C" || locale == "POSIX" {
		return // go-locale handles these itself and ignores LANGUAGE
	}
	own, ok := usable(locale)
	if !ok {
		_ = setenv("LANGUAGE", "C")
		return
	}
	if list := getenv("LANGUAGE"); list != "" {
		var clean []string
		for _, item := range strings.Split(list, ":") {
			if item, ok := usable(item); ok {
				clean = append(clean, item)
			}
		}
		if fixed := strings.Join(clean, ":"); fixed != list {
			if fixed == "" {
				fixed = own
			}
			_ = setenv("LANGUAGE", fixed)
		}
		return
	}
	if own != strip(locale) || strings.Contains(locale, "@") {
		_ = setenv("LANGUAGE", own) // an unknown territory or a modifier dropped
	}
}

// usable returns the locale name s (POSIX or a LANGUAGE entry) as
// x/text/language, Fyne's parser, knows it: without codeset and modifier,
// cut to its language if unknown ("de_YY" -> "de"). It is false for C,
// POSIX, non-languages and unknown languages ("xx_YY").
func usable(s string) (string, bool) {
	s = strip(s)
	if isC(s) || !wellFormed(s) {
		return "", false
	}
	if known(s) {
		return s, true
	}
	base, _, _ := strings.Cut(strings.ReplaceAll(s, "-", "_"), "_")
	if known(base) {
		return base, true
	}
	return "", false
}

// known reports whether language.Parse accepts the locale name s.
func known(s string) bool {
	_, err := language.Parse(strings.ReplaceAll(s, "_", "-"))
	return err == nil
}

// wellFormed reports whether s (a locale name without codeset and
// modifier) has the form language[_territory]: letters, then groups of
// letters or digits, joined by '_' or '-'.
func wellFormed(s string) bool {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) == 0 || strings.Count(s, "_")+strings.Count(s, "-") != len(parts)-1 {
		return false
	}
	for i, p := range parts {
		if len(p) > 8 || (i == 0 && len(p) < 2) {
			return false
		}
		for _, r := range p {
			letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
			if !letter && (i == 0 || r < '0' || r > '9') {
				return false
			}
		}
	}
	return true
}

// strip drops the .codeset and @modifier of a POSIX locale name.
func strip(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "@")
	s, _, _ = strings.Cut(s, ".")
	return s
}

func isC(s string) bool {
	s = strip(s)
	return s == "C" || s == "POSIX"
}

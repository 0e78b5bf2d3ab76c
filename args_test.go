package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/konane/konane/i18n"
)

func TestTheCommandLineTakesOneSavedGameAndTheDemoOption(t *testing.T) {
	tests := []struct {
		args       []string
		demo, file string
	}{
		{nil, "", ""},
		{[]string{"game.kgn"}, "", "game.kgn"},
		{[]string{"--demo=finished"}, "finished", ""},
		{[]string{"-demo", "midgame", "/tmp/a b.kgn"}, "midgame", "/tmp/a b.kgn"},
		{[]string{"--", "-odd.kgn"}, "", "-odd.kgn"},
	}
	for _, tt := range tests {
		var stderr bytes.Buffer
		c, _, ok := parseArgs(tt.args, "", io.Discard, &stderr)
		if !ok || c.demo != tt.demo || c.file != tt.file || stderr.Len() != 0 {
			t.Errorf("%q: demo %q file %q ok %v stderr %q; want demo %q file %q", tt.args, c.demo, c.file, ok, stderr.String(), tt.demo, tt.file)
		}
	}
}

// A wrong command line prints one line that names the problem (the option
// as typed) before the usage, in the system's language, and exits 2.
func TestSeveralFilesOrAnUnknownOptionPrintOneUsageLineAndExit2(t *testing.T) {
	german := systemLanguageSetTo(t, "de_DE.UTF-8", i18n.German)
	for _, tt := range []struct {
		args    []string
		problem string
	}{
		{[]string{"a.kgn", "b.kgn"}, "es lässt sich nur eine gespeicherte Partie auf einmal öffnen"},
		{[]string{"--frobnicate"}, "unbekannte Option --frobnicate"},
		{[]string{"-v"}, "unbekannte Option -v"},
		{[]string{"--x=1"}, "unbekannte Option --x"},
		{[]string{"--demo"}, "die Option --demo braucht einen Wert"},
		{[]string{"a.kgn", "--demo=midgame"}, "es lässt sich nur eine gespeicherte Partie auf einmal öffnen"},
		{[]string{"--version", "extra"}, "--version nimmt nichts weiter"},
	} {
		var stderr bytes.Buffer
		_, status, ok := parseArgs(tt.args, "", io.Discard, &stderr)
		if ok || status != 2 {
			t.Errorf("%q: ok %v status %d, want the usage and status 2", tt.args, ok, status)
		}
		out := stderr.String()
		if !german {
			if strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, "konane: ") || !strings.Contains(out, i18n.T(i18n.MsgUsage)) {
				t.Errorf("%q: stderr %q, want one line with the problem and the usage in the system's language", tt.args, out)
			}
			continue
		}
		want := "konane: " + tt.problem + ". Aufruf: konane [DATEI.kgn] "
		if strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, want) {
			t.Errorf("%q: stderr %q, want one German line starting %q (LC_ALL=de_DE)", tt.args, out, want)
		}
	}
	// Issue 29: konane --help | less showed nothing: the usage of -h goes
	// to standard output, and nothing to standard error.
	var stdout, stderr bytes.Buffer
	if _, status, ok := parseArgs([]string{"-h"}, "", &stdout, &stderr); ok || status != 0 || !strings.HasPrefix(stdout.String(), i18n.T(i18n.MsgUsage)) || stderr.Len() != 0 {
		t.Errorf("-h: ok %v status %d stdout %q stderr %q, want the usage alone on stdout and status 0", ok, status, stdout.String(), stderr.String())
	}
	if german && !strings.HasPrefix(stdout.String(), "Aufruf: konane") {
		t.Errorf("-h: stdout %q, want the German usage", stdout.String())
	}
}

// systemLanguageSetTo sets the locale environment to locale and reports
// whether the system's language (i18n.Setup without a saved choice) is then
// want: so it is where the environment is the system's language (Linux,
// the BSDs). Windows and macOS ask the system itself, whatever LC_ALL says;
// there the tests check the messages in the system's language instead.
func systemLanguageSetTo(t *testing.T, locale string, want i18n.Language) bool {
	t.Helper()
	t.Setenv("LANGUAGE", "")
	t.Setenv("LC_ALL", locale)
	t.Cleanup(func() { i18n.Setup("en") })
	return i18n.Setup("") == want
}

// KONANE_SET_LANGUAGE takes only the five codes: an unknown one is refused
// with one line on stderr in the language in use (here the saved Polish),
// so that it never switches the language nor reaches the settings.
func TestAnUnknownLanguageToSetIsRefusedWithOneLine(t *testing.T) {
	setup := func() { i18n.Setup("pl") }
	for _, code := range []string{"", "de", "th", "en-GB"} {
		var stderr bytes.Buffer
		if got := languageToSet(code, &stderr, setup); got != code || stderr.Len() != 0 {
			t.Errorf("%q: got %q, stderr %q; want it kept and nothing printed", code, got, stderr.String())
		}
	}
	for _, code := range []string{"xx", "pt", "english", "de_DE.UTF-8@x"} {
		var stderr bytes.Buffer
		got := languageToSet(code, &stderr, setup)
		out := stderr.String()
		if got != "" || strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, "konane: KONANE_SET_LANGUAGE="+code+" nie jest") ||
			!strings.Contains(out, "(en, ru, pl, de, th)") {
			t.Errorf("%q: got %q, stderr %q; want it refused in one Polish line", code, got, out)
		}
	}
	i18n.Setup("en")
}

// The terminal shows Thai as it is written: without the marks between
// words at which Fyne wraps (the Thai refusal has eight of them).
func TestLinesForTheTerminalCarryNoWordBreaks(t *testing.T) {
	t.Cleanup(func() { i18n.Setup("en") })
	var stderr bytes.Buffer
	languageToSet("xx", &stderr, func() { i18n.Setup("th") })
	out := stderr.String()
	if !strings.HasPrefix(out, "konane: KONANE_SET_LANGUAGE=xx ") || strings.ContainsAny(out, string([]rune{i18n.WordBreak, i18n.FyneWordBreak})) {
		t.Errorf("stderr %q, want the Thai line without word breaks", out)
	}
}

func TestVersionOptionIsParsedAndEngineTakesNoArguments(t *testing.T) {
	var stderr bytes.Buffer
	if c, _, ok := parseArgs([]string{"--version"}, "", io.Discard, &stderr); !ok || !c.version || stderr.Len() != 0 {
		t.Errorf("--version: ok %v version %v stderr %q", ok, c.version, stderr.String())
	}
	if _, ok := engineArgs(nil, io.Discard, &stderr); !ok || stderr.Len() != 0 {
		t.Errorf("engine without arguments refused, stderr %q", stderr.String())
	}
	polish := systemLanguageSetTo(t, "pl_PL.UTF-8", i18n.Polish)
	want := "konane: engine nie przyjmuje argumentów. Użycie: konane"
	if !polish {
		want = "konane: " // the system's language, not the environment's
	}
	for _, args := range [][]string{{"--x"}, {"game.kgn"}, {"-h", "x"}} {
		stderr.Reset()
		if status, ok := engineArgs(args, io.Discard, &stderr); ok || status != 2 || !strings.HasPrefix(stderr.String(), want) || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("engine %q: accepted or status %d or stderr %q, want 2 and one usage line starting %q", args, status, stderr.String(), want)
		}
	}
	// The newcomer's find: "konane engine --help" gave status 2 where
	// "konane --help" gives the usage and 0.
	for _, h := range []string{"-h", "-help", "--help"} {
		var stdout bytes.Buffer
		stderr.Reset()
		status, ok := engineArgs([]string{h}, &stdout, &stderr)
		if ok || status != 0 || !strings.Contains(stdout.String(), "konane engine") || strings.Count(stdout.String(), "\n") != 1 || stderr.Len() != 0 {
			t.Errorf("engine %s: ok %v, status %d, stdout %q, stderr %q; want the usage line on stdout and 0", h, ok, status, stdout.String(), stderr.String())
		}
	}
}

// The usage line (-h, and the one line of a wrong command line) names
// --version in every language.
func TestTheUsageLineNamesTheVersionOptionInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Setup("en") })
	for _, lang := range i18n.Languages() {
		if err := i18n.SetLanguage(lang.Code); err != nil {
			t.Fatal(err)
		}
		var stdout bytes.Buffer
		parseArgs([]string{"-h"}, "", &stdout, io.Discard)
		if !strings.Contains(stdout.String(), "konane --version") {
			t.Errorf("%s: -h prints %q, without konane --version", lang.Code, stdout.String())
		}
	}
}

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/konane/konane/i18n"
)

// cmdLine is what the command line asks of the game window.
type cmdLine struct {
	demo    string // --demo: a built-in game to show (screenshots)
	file    string // the saved game to open, or ""
	version bool   // --version: print the name and version, then exit 0
}

// parseArgs reads the arguments after the program's name: --demo,
// --version and at most one saved game (.kgn). Several files, an unknown option or -h print
// the one-line usage on stderr in the system's language and give exit
// status 2 (0 for -h); ok is false then. demoDefault is the --demo value
// when the option is absent.
func parseArgs(args []string, demoDefault string, stderr io.Writer) (c cmdLine, status int, ok bool) {
	fs := flag.NewFlagSet("konane", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.demo, "demo", demoDefault, "show a built-in game: midgame or finished, or open the replay or the review of the finished one (for screenshots)")
	fs.BoolVar(&c.version, "version", false, "print the name and version")
	err := fs.Parse(args)
	if err == nil && c.version && fs.NArg() > 0 {
		err = errors.New("--version takes no file")
	}
	if err == nil && fs.NArg() <= 1 {
		c.file = fs.Arg(0)
		return c, 0, true
	}
	i18n.Setup("")
	fmt.Fprintln(stderr, i18n.T(i18n.MsgUsage))
	if errors.Is(err, flag.ErrHelp) {
		return c, 0, false
	}
	return c, 2, false
}

// languageToSet returns the language code of KONANE_SET_LANGUAGE (code)
// for ui.Options.Language: code when it names one of the five languages,
// else "" after one line on stderr in the language setup chooses (the saved
// or the system's), so that an unknown code neither switches the language
// nor reaches the settings.
func languageToSet(code string, stderr io.Writer, setup func()) string {
	if code == "" {
		return ""
	}
	if _, ok := i18n.Lookup(code); ok {
		return code
	}
	setup()
	var codes []string
	for _, l := range i18n.Languages() {
		codes = append(codes, l.Code)
	}
	fmt.Fprintln(stderr, i18n.Format(i18n.MsgUnknownLanguage, i18n.Args{"Code": code, "Codes": strings.Join(codes, ", ")}))
	return ""
}

// engineArgsOK reports whether the arguments after "konane engine" are
// acceptable (there are none); otherwise it prints the usage line as
// parseArgs does, so that "konane engine --x" is not taken for the engine.
func engineArgsOK(args []string, stderr io.Writer) bool {
	if len(args) == 0 {
		return true
	}
	i18n.Setup("")
	fmt.Fprintln(stderr, i18n.T(i18n.MsgUsage))
	return false
}

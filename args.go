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

// parseArgs reads the arguments after the program's name: --demo, --version
// and at most one .kgn file; demoDefault is --demo's value when absent. A
// wrong command line prints one line on stderr in the system's language and
// gives status 2; -h prints the usage on stdout (konane --help | less) and
// gives 0; ok is false in both cases.
func parseArgs(args []string, demoDefault string, stdout, stderr io.Writer) (c cmdLine, status int, ok bool) {
	fs := flag.NewFlagSet("konane", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.demo, "demo", demoDefault, "show a built-in game: midgame or finished, or open the replay or the review of the finished one (for screenshots)")
	fs.BoolVar(&c.version, "version", false, "print the name and version")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		usage(stdout)
		return c, 0, false
	case err != nil:
		usageProblem(stderr, flagProblem(err, args))
	case c.version && fs.NArg() > 0:
		usageProblem(stderr, func() string { return i18n.T(i18n.MsgArgVersionAlone) })
	case fs.NArg() > 1:
		usageProblem(stderr, func() string { return i18n.T(i18n.MsgArgOneFile) })
	default:
		c.file = fs.Arg(0)
		return c, 0, true
	}
	return c, 2, false
}

// usage prints the usage line alone, in the system's language (-h).
func usage(stdout io.Writer) {
	i18n.Setup("")
	fmt.Fprintln(stdout, i18n.Plain(i18n.T(i18n.MsgUsage)))
}

// usageProblem prints the one line of a wrong command line: what is wrong
// (problem, called once the language is set up) and the usage.
func usageProblem(stderr io.Writer, problem func() string) {
	i18n.Setup("")
	fmt.Fprintln(stderr, i18n.Plain(i18n.Format(i18n.MsgUsageProblem, i18n.Args{"Problem": problem(), "Usage": i18n.T(i18n.MsgUsage)})))
}

// flagProblem says what package flag's error err about args is: an
// unknown option, or one given without its value; the option as typed.
func flagProblem(err error, args []string) func() string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return func() string { return i18n.Format(i18n.MsgArgNeedsValue, i18n.Args{"Option": asTyped(name, args)}) }
	}
	name, _ := strings.CutPrefix(msg, "flag provided but not defined: -")
	return func() string { return i18n.Format(i18n.MsgArgUnknownOption, i18n.Args{"Option": asTyped(name, args)}) }
}

// asTyped is the option called name as args spell it ("-v", "--bogus"),
// without a value after "=".
func asTyped(name string, args []string) string {
	for _, a := range args {
		opt, _, _ := strings.Cut(a, "=")
		if strings.HasPrefix(opt, "-") && strings.TrimLeft(opt, "-") == name {
			return opt
		}
	}
	return "-" + name
}

// languageToSet returns code (KONANE_SET_LANGUAGE) for ui.Options.Language
// when it names one of the five languages; otherwise it prints one line on
// stderr, in the language setup chooses, and returns "".
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
	fmt.Fprintln(stderr, i18n.Plain(i18n.Format(i18n.MsgUnknownLanguage, i18n.Args{"Code": code, "Codes": strings.Join(codes, ", ")})))
	return ""
}

// engineArgs reports whether the arguments after "konane engine" are
// acceptable (there are none). Otherwise it prints, as parseArgs does, the
// wrong-command-line message on stderr and gives status 2, or the usage on
// stdout and 0 for -h, -help and --help.
func engineArgs(args []string, stdout, stderr io.Writer) (status int, ok bool) {
	switch {
	case len(args) == 0:
		return 0, true
	case len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help"):
		usage(stdout)
		return 0, false
	}
	usageProblem(stderr, func() string { return i18n.T(i18n.MsgArgEngineAlone) })
	return 2, false
}

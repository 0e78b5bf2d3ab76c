package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The command line (package main, ui): the usage line, what is wrong with
// the arguments, and a file handed to the running copy.
var (
	MsgUsage = &goi18n.Message{
		ID:          "Usage",
		Description: "The usage line printed on the terminal (alone for -h, after the problem otherwise). Keep konane, FILE.kgn's extension and the word engine as they are; FILE may be translated.",
		Other:       "Usage: konane [FILE.kgn] starts the game and opens FILE.kgn if one is given; konane engine speaks the engine protocol; konane --version prints the version",
	}
	MsgUsageProblem = &goi18n.Message{
		ID:          "UsageProblem",
		Description: "One line on the terminal when the program is started with wrong arguments: {{.Problem}} says what is wrong (one of the Arg… messages), {{.Usage}} is the Usage line.",
		Other:       "konane: {{.Problem}}. {{.Usage}}",
	}
	MsgArgUnknownOption = &goi18n.Message{
		ID:          "ArgUnknownOption",
		Description: "Problem with the command line: an option the program does not know ({{.Option}}, as typed, e.g. --frobnicate). Completes UsageProblem.",
		Other:       "unknown option {{.Option}}",
	}
	MsgArgNeedsValue = &goi18n.Message{
		ID:          "ArgNeedsValue",
		Description: "Problem with the command line: the option {{.Option}} (e.g. --demo) was given without its value. Completes UsageProblem.",
		Other:       "the option {{.Option}} needs a value",
	}
	MsgArgOneFile = &goi18n.Message{
		ID:          "ArgOneFile",
		Description: "Problem with the command line: more than one saved game was named. Completes UsageProblem.",
		Other:       "only one saved game can be opened at a time",
	}
	MsgArgVersionAlone = &goi18n.Message{
		ID:          "ArgVersionAlone",
		Description: "Problem with the command line: --version was given with a file or another argument. Keep --version as it is. Completes UsageProblem.",
		Other:       "--version takes nothing else",
	}
	MsgArgEngineAlone = &goi18n.Message{
		ID:          "ArgEngineAlone",
		Description: "Problem with the command line: konane engine was given arguments. Keep the word engine as it is. Completes UsageProblem.",
		Other:       "engine takes no arguments",
	}
	MsgErrNoSuchFile = &goi18n.Message{
		ID:          "ErrNoSuchFile",
		Description: "Reason: a game file named on the command line or sent by the system does not exist. Completes a sentence after a colon.",
		Other:       "there is no such file",
	}
	MsgSentToRunningCopy = &goi18n.Message{
		ID:          "SentToRunningCopy",
		Description: "Printed on the terminal when the app is already running and the file given to a second start is opened in the running window. Name is the file name (game.kgn).",
		Other:       "Kōnane is already running: {{.Name}} opens in its window.",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of the command line (package main, ui/open_file.go) and of the
// installed packages: the Linux menu entry, the AppStream summary and the
// file type's name, which tools/mkdesktop writes into the packages at
// build time (they are never typed a second time).
var (
	MsgUsage = &goi18n.Message{
		ID:          "Usage",
		Description: "The usage line printed on the terminal (alone for -h, after the problem otherwise). Keep konane, FILE.kgn's extension and the word engine as they are; FILE may be translated.",
		Other:       "Usage: konane [FILE.kgn] starts the game and opens FILE.kgn if one is given; konane engine speaks the engine protocol",
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
	MsgDesktopGenericName = &goi18n.Message{
		ID:          "DesktopGenericName",
		Description: "Linux application menu: the kind of program, shown under or beside the name (a few words, no full stop).",
		Other:       "Hawaiian checkers",
	}
	MsgDesktopComment = &goi18n.Message{
		ID:          "DesktopComment",
		Description: "Linux application menu: tooltip of the menu entry (one sentence, no full stop).",
		Other:       "Play Kōnane, the Hawaiian jumping game, against a friend or the computer",
	}
	MsgDesktopKeywords = &goi18n.Message{
		ID:          "DesktopKeywords",
		Description: "Linux application menu: search words, separated by semicolons, ending with a semicolon. Add the English ones people may type too.",
		Other:       "konane;kōnane;hawaiian;checkers;board game;strategy;",
	}
	MsgMetainfoSummary = &goi18n.Message{
		ID:          "MetainfoSummary",
		Description: "Software centre: one-line summary of the app (no full stop at the end).",
		Other:       "Jump and capture until your opponent cannot move",
	}
	MsgMetainfoDescription = &goi18n.Message{
		ID:          "MetainfoDescription",
		Description: "Software centre: the paragraph describing the app.",
		Other:       "Kōnane is the old Hawaiian game of jumps on a board full of black and white stones. Play against a friend at the same screen or against the computer at five levels, watch the computer play itself, replay and save games, and learn the rules step by step in the tutorial.",
	}
	MsgMimeComment = &goi18n.Message{
		ID:          "MimeComment",
		Description: "File managers: the name of the type of a saved game file (.kgn).",
		Other:       "Kōnane saved game",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The installed packages: the Linux menu entry, the AppStream summary and
// the file type's name, which tools/mkdesktop writes into the packages at
// build time (they are never typed a second time).
var (
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

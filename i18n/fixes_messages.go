package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of the fixes after the QA review (package ui: dialogs.go,
// dialogs_file.go, persist.go).
var (
	MsgDiscardTitle = &goi18n.Message{
		ID:          "DiscardTitle",
		Description: "Title of the question asked before an unfinished game is replaced by a new game or an opened file.",
		Other:       "Unfinished game",
	}
	MsgDiscardForOpen = &goi18n.Message{
		ID:          "DiscardForOpen",
		Description: "Question before an opened file replaces the unfinished game on the board; {{.Name}} is the file's name; buttons Yes and No.",
		Other:       "Discard the unfinished game and open {{.Name}}?",
	}
	MsgDiscardForNew = &goi18n.Message{
		ID:          "DiscardForNew",
		Description: "Question before a new game replaces the unfinished game on the board; buttons Yes and No.",
		Other:       "Discard the unfinished game and start a new one?",
	}
	MsgInstanceTitle = &goi18n.Message{
		ID:          "InstanceTitle",
		Description: "Title of the dialog shown at start when another copy of the app is already running.",
		Other:       "Already open",
	}
	MsgInstanceText = &goi18n.Message{
		ID:          "InstanceText",
		Description: "Shown at start when another copy of the app is running: this window neither resumes nor autosaves its game.",
		Other:       "Kōnane is already open in another window. This window will not keep its game when closed.",
	}
	MsgErrOpenFile = &goi18n.Message{
		ID:          "ErrOpenFile",
		Description: "Error dialog: a game file cannot be opened. Name is the file name (game.kgn); Reason is a translated sentence saying why.",
		Other:       "Cannot read the file {{.Name}}: {{.Reason}}",
	}
	MsgErrOpenFileAt = &goi18n.Message{
		ID:          "ErrOpenFileAt",
		Description: "Error dialog: a game file has an error at a place. Name is the file name (game.kgn); Line and Col are numbers; Reason is a translated sentence.",
		Other:       "Cannot read the file {{.Name}}: line {{.Line}}, column {{.Col}}: {{.Reason}}",
	}
)

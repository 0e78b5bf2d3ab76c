package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of the main window (package ui) that messages.go does not have:
// the side panel, the history view, the end-of-game dialog and the
// placeholders of features that come with later issues.
var (
	MsgTabMoves = &goi18n.Message{
		ID:          "TabMoves",
		Description: "Title of the side panel tab with the list of moves played.",
		Other:       "Moves",
	}
	MsgTabRules = &goi18n.Message{
		ID:          "TabRules",
		Description: "Title of the side panel tab that shows the rules.",
		Other:       "Rules",
	}
	MsgHistoryNumber = &goi18n.Message{
		ID:          "HistoryNumber",
		Description: "Heading of the move-number column in the list of moves (one row per pair of moves), e.g. \"No.\" or \"#\".",
		Other:       "#",
	}
	MsgButtonBackToGame = &goi18n.Message{
		ID:          "ButtonBackToGame",
		Description: "Button under the list of moves while a past position is shown: return to the game in progress.",
		Other:       "Back to game",
	}
	MsgStatusViewing = &goi18n.Message{
		ID:          "StatusViewing",
		Description: "Status line while a past position is shown from the list of moves; the game waits meanwhile.",
		Other:       "You are looking at an earlier position. Press “Back to game” to go on playing.",
	}
	MsgStatusStartPosition = &goi18n.Message{
		ID:          "StatusStartPosition",
		Description: "Status line while the starting position is shown from the list of moves (before the first move).",
		Other:       "Starting position",
	}
	MsgGameOverTitle = &goi18n.Message{
		ID:          "GameOverTitle",
		Description: "Title of the dialog shown when a game ends.",
		Other:       "Game over",
	}
	MsgGameOverYouWin = &goi18n.Message{
		ID:          "GameOverYouWin",
		Description: "End-of-game dialog, game against the computer: the person won because the computer had no jump left.",
		Other:       "You win! The computer has no jump left.",
	}
	MsgGameOverComputerWins = &goi18n.Message{
		ID:          "GameOverComputerWins",
		Description: "End-of-game dialog, game against the computer: the computer won because the person had no jump left.",
		Other:       "The computer wins: you have no jump left.",
	}
	MsgButtonNewGame = &goi18n.Message{
		ID:          "ButtonNewGame",
		Description: "End-of-game dialog button: opens the New game dialog.",
		Other:       "New game…",
	}
	MsgButtonReplay = &goi18n.Message{
		ID:          "ButtonReplay",
		Description: "End-of-game dialog button: go through the finished game move by move.",
		Other:       "Replay",
	}
	MsgToolbarLanguage = &goi18n.Message{
		ID:          "ToolbarLanguage",
		Description: "Toolbar button that opens the list of languages.",
		Other:       "Language",
	}
	MsgStatusRejectReadOnly = &goi18n.Message{
		ID:          "StatusRejectReadOnly",
		Description: "Status line: the person clicked the board while an earlier position is shown (read-only).",
		Other:       "This is an earlier position; press “Back to game” to make a move.",
	}
	MsgStatusRejectEmpty = &goi18n.Message{
		ID:          "StatusRejectEmpty",
		Description: "Status line: the person clicked an empty square when a stone had to be chosen.",
		Other:       "That square is empty: choose one of your stones.",
	}
)

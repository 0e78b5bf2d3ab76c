package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The status line under the board and the main window around it (package
// ui): whose turn it is, what a click did, the side panel, the move
// history and the end of the game.

// Status line.
var (
	MsgStatusBlackToMove = &goi18n.Message{
		ID:          "StatusBlackToMove",
		Description: "Status line: Black must jump now.",
		Other:       "Black to move",
	}
	MsgStatusWhiteToMove = &goi18n.Message{
		ID:          "StatusWhiteToMove",
		Description: "Status line: White must jump now.",
		Other:       "White to move",
	}
	MsgStatusBlackRemoves = &goi18n.Message{
		ID:          "StatusBlackRemoves",
		Description: "Status line at the start: Black takes one of its stones off a corner or the centre.",
		Other:       "Black removes a stone",
	}
	MsgStatusWhiteRemoves = &goi18n.Message{
		ID:          "StatusWhiteRemoves",
		Description: "Status line after Black's removal: White takes one of its stones next to the hole.",
		Other:       "White removes a stone",
	}
	MsgStatusThinking = &goi18n.Message{
		ID:          "StatusThinking",
		Description: "Status line while the computer searches for its move.",
		Other:       "Thinking…",
	}
	MsgStatusBlackWins = &goi18n.Message{
		ID:          "StatusBlackWins",
		Description: "Status line at the end: White had to move and had no jump.",
		Other:       "Black wins — White has no jump left",
	}
	MsgStatusWhiteWins = &goi18n.Message{
		ID:          "StatusWhiteWins",
		Description: "Status line at the end: Black had to move and had no jump.",
		Other:       "White wins — Black has no jump left",
	}
	MsgStatusHint = &goi18n.Message{
		ID:          "StatusHint",
		Description: "Status line after Hint. Move is a move in game notation, e.g. b5-d5.",
		Other:       "Hint: {{.Move}}",
	}
	MsgStatusCaptured = &goi18n.Message{
		ID:          "StatusCaptured",
		Description: "Stones one side has captured so far, shown beside its colour. Count is a number.",
		One:         "Captured: {{.Count}} stone",
		Other:       "Captured: {{.Count}} stones",
	}
	MsgStatusMoveOf = &goi18n.Message{
		ID:          "StatusMoveOf",
		Description: "Replay position: move Count of Total moves (both numbers; plural form chosen by Count).",
		One:         "Move {{.Count}} of {{.Total}}",
		Other:       "Move {{.Count}} of {{.Total}}",
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

// A click the rules refuse.
var (
	MsgErrNotYourTurn = &goi18n.Message{
		ID:          "ErrNotYourTurn",
		Description: "Status: the person clicked while the computer is to move.",
		Other:       "It is not your turn.",
	}
	MsgErrNotYourStone = &goi18n.Message{
		ID:          "ErrNotYourStone",
		Description: "Status: the person picked a stone of the other colour.",
		Other:       "That stone belongs to your opponent.",
	}
	MsgErrStoneCannotMove = &goi18n.Message{
		ID:          "ErrStoneCannotMove",
		Description: "Status: the person picked one of their stones that has no jump.",
		Other:       "That stone cannot move.",
	}
	MsgErrBlackRemoval = &goi18n.Message{
		ID:          "ErrBlackRemoval",
		Description: "Status: Black tried to remove a stone that is not allowed at the start.",
		Other:       "Black must remove one of its own stones from a corner or from the centre.",
	}
	MsgErrWhiteRemoval = &goi18n.Message{
		ID:          "ErrWhiteRemoval",
		Description: "Status: White tried to remove a stone that is not next to the hole.",
		Other:       "White must remove one of its own stones next to the empty square, along a row or a column.",
	}
	MsgErrJumpTarget = &goi18n.Message{
		ID:          "ErrJumpTarget",
		Description: "Status: the person tried a jump that does not go over an enemy stone onto an empty square.",
		Other:       "A jump goes over an enemy stone onto the empty square right behind it.",
	}
	MsgErrJumpNoLanding = &goi18n.Message{
		ID:          "ErrJumpNoLanding",
		Description: "Reason a saved game is refused: a jump is written with its starting square and a dash but no landing square (\"h4-\"), as if cut short. Keep b5-d5 as it is (game notation).",
		Other:       "A jump needs its landing square after the dash, as in b5-d5.",
	}
	MsgErrJumpNoStart = &goi18n.Message{
		ID:          "ErrJumpNoStart",
		Description: "Reason a saved game is refused: a jump is written as a dash and a landing square without its starting square (\"-d5\"). Keep b5-d5 as it is (game notation).",
		Other:       "A jump needs its starting square before the dash, as in b5-d5.",
	}
	MsgErrDiagonal = &goi18n.Message{
		ID:          "ErrDiagonal",
		Description: "Status: the person tried to jump diagonally.",
		Other:       "Jumps go along rows and columns, never diagonally.",
	}
	MsgErrJumpTurn = &goi18n.Message{
		ID:          "ErrJumpTurn",
		Description: "Status and tutorial: with a stone selected, the person clicked a square it could reach only by turning (off its row and column, not diagonal).",
		Other:       "A jump goes straight along a row or a column: a stone cannot turn during its move.",
	}
	MsgErrChangeDirection = &goi18n.Message{
		ID:          "ErrChangeDirection",
		Description: "Status: the person tried to turn during a multi-jump.",
		Other:       "A multi-jump cannot change direction.",
	}
	MsgErrGameOver = &goi18n.Message{
		ID:          "ErrGameOver",
		Description: "Status: the person tried to move after the end of the game.",
		Other:       "The game is over. Start a new one or take back a move.",
	}
)

// Side panel and move history.
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
)

// End of the game.
var (
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
)

// After Save.
var (
	MsgStatusSaved = &goi18n.Message{
		ID:          "StatusSaved",
		Description: "Status line after the game was saved, until its next move. Name is the file name, e.g. game1.kgn.",
		Other:       "Game saved to {{.Name}}.",
	}
)

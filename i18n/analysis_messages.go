package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The analysis board (package ui/analysisview) and the ways into it. Its
// values are the review's: MsgReviewBlackWinsIn, MsgOracleBlackWins,
// MsgReviewChances and MsgReviewLine; its save button is MsgButtonSave.
var (
	MsgAnalysisTitle = &goi18n.Message{
		ID:          "AnalysisTitle",
		Description: "Title of the analysis board window, where moves are tried and taken back with the engine's opinion beside the board.",
		Other:       "Kōnane analysis board",
	}
	MsgAnalysisFromHere = &goi18n.Message{
		ID:          "AnalysisFromHere",
		Description: "Button of the replay and review windows, and item of the Game menu: open the analysis board at the position on show.",
		Other:       "Analyse from here",
	}
	MsgAnalysisEngine = &goi18n.Message{
		ID:          "AnalysisEngine",
		Description: "Analysis board: check box that turns the engine (the computer's live analysis of the position on the board) on or off.",
		Other:       "Engine",
	}
	MsgAnalysisThinking = &goi18n.Message{
		ID:          "AnalysisThinking",
		Description: "Analysis board, under the engine's best moves while it is still thinking. Nodes is the number of positions searched so far, e.g. 1,200,000.",
		Other:       "Thinking… Positions searched: {{.Nodes}}",
	}
	MsgAnalysisDone = &goi18n.Message{
		ID:          "AnalysisDone",
		Description: "Analysis board, under the engine's best moves once it has finished with the position. Nodes is the number of positions searched, e.g. 1,200,000.",
		Other:       "Finished. Positions searched: {{.Nodes}}",
	}
	MsgAnalysisOff = &goi18n.Message{
		ID:          "AnalysisOff",
		Description: "Analysis board, in the engine panel while the Engine check box is off.",
		Other:       "The engine is off.",
	}
	MsgAnalysisFailed = &goi18n.Message{
		ID:          "AnalysisFailed",
		Description: "Analysis board, in the engine panel: the engine stopped with an error. Reason is the error in words.",
		Other:       "The engine stopped: {{.Reason}}",
	}
	MsgAnalysisPromote = &goi18n.Message{
		ID:          "AnalysisPromote",
		Description: "Analysis board button: swap the variation the current move is in with the line it branches from (one level up).",
		Other:       "Promote variation",
	}
	MsgAnalysisMakeMain = &goi18n.Message{
		ID:          "AnalysisMakeMain",
		Description: "Analysis board button: make the variation the current move is in the main line of the game.",
		Other:       "Make main line",
	}
	MsgAnalysisDelete = &goi18n.Message{
		ID:          "AnalysisDelete",
		Description: "Analysis board button: delete the variation the current move is in, with everything in it.",
		Other:       "Delete variation",
	}
	MsgAnalysisPlay = &goi18n.Message{
		ID:          "AnalysisPlay",
		Description: "Analysis board button: start a game (against the computer or two players, chosen in the next dialog) from the position on the board.",
		Other:       "Play from here…",
	}
	MsgAnalysisNext = &goi18n.Message{
		ID:          "AnalysisNext",
		Description: "Analysis board, under the move list when several moves follow the current one: the one the Right arrow key plays. Move is a move in game notation; Index and Total count the choices (Up and Down change it).",
		Other:       "Next: {{.Move}} ({{.Index}} of {{.Total}}; Up and Down choose)",
	}
	MsgAnalysisKeys = &goi18n.Message{
		ID:          "AnalysisKeys",
		Description: "Analysis board, caption under the move list: the keys that move through the moves.",
		Other:       "Left and Right step through the moves, Home and End jump to the start and the end, Up and Down choose a variation. Moves tried on the board make variations.",
	}
	MsgAnalysisStart = &goi18n.Message{
		ID:          "AnalysisStart",
		Description: "Analysis board, the move list of a position where no move has been tried yet.",
		Other:       "No moves yet: play one on the board.",
	}
)

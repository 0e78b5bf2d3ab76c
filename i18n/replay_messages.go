package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The replay window (package ui). Its counter is MsgStatusMoveOf, the result
// under it at the last move MsgStatusBlackWins, MsgStatusWhiteWins or
// MsgReplayUnfinished; its speeds are MsgSpeedSlow, MsgSpeedNormal and
// MsgSpeedFast.
var (
	MsgDialogReplayFileTitle = &goi18n.Message{
		ID:          "DialogReplayFileTitle",
		Description: "Title of the dialog in which a saved game is chosen for the replay window (no ellipsis: it is a title).",
		Other:       "Replay a saved game",
	}
	MsgReplayTitle = &goi18n.Message{
		ID:          "ReplayTitle",
		Description: "Title of the replay window.",
		Other:       "Kōnane replay",
	}
	MsgReplayPlay = &goi18n.Message{
		ID:          "ReplayPlay",
		Description: "Replay button: play the moves one after another automatically.",
		Other:       "Play",
	}
	MsgReplayPause = &goi18n.Message{
		ID:          "ReplayPause",
		Description: "Replay button while the moves play automatically: stop at the current move.",
		Other:       "Pause",
	}
	MsgReplaySpeed = &goi18n.Message{
		ID:          "ReplaySpeed",
		Description: "Replay window: label before the choice of how fast Play goes (Slow, Normal, Fast).",
		Other:       "Speed:",
	}
	MsgReplayContinue = &goi18n.Message{
		ID:          "ReplayContinue",
		Description: "Replay button: opens a dialog that starts a live game from the position on show.",
		Other:       "Continue from here…",
	}
	MsgReplayContinueTitle = &goi18n.Message{
		ID:          "ReplayContinueTitle",
		Description: "Title of the dialog that starts a live game from the replayed position (who plays, level, colour).",
		Other:       "Continue from here",
	}
	MsgReplayUnfinished = &goi18n.Message{
		ID:          "ReplayUnfinished",
		Description: "Replay window: shown under the counter at the last move of a game that nobody won (it was saved before its end).",
		Other:       "The game was not finished.",
	}
	MsgReplayNoMoves = &goi18n.Message{
		ID:          "ReplayNoMoves",
		Description: "Replay window: shown under the counter when the game has no moves yet.",
		Other:       "No moves have been played yet.",
	}
)

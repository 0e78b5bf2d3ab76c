package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of the replay window (package ui, ui/replay*.go) and of the
// tutorial offer on the very first start. The replay counter is
// MsgStatusMoveOf; its speeds are MsgSpeedSlow, MsgSpeedNormal and
// MsgSpeedFast.
var (
	MsgMenuReplay = &goi18n.Message{
		ID:          "MenuReplay",
		Description: "Game menu item: opens the replay window, which steps through the current game from its start.",
		Other:       "Replay",
	}
	MsgMenuReplayFile = &goi18n.Message{
		ID:          "MenuReplayFile",
		Description: "Game menu item: asks for a saved game (.kgn file) and opens it in the replay window; the game being played stays as it is.",
		Other:       "Replay a saved game…",
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
	MsgReplayNoMoves = &goi18n.Message{
		ID:          "ReplayNoMoves",
		Description: "Replay window: shown under the counter when the game has no moves yet.",
		Other:       "No moves have been played yet.",
	}
	MsgTutorOfferStart = &goi18n.Message{
		ID:          "TutorOfferStart",
		Description: "Button of the first-start question (TutorOffer): opens the tutorial.",
		Other:       "Open the tutorial",
	}
	MsgTutorOfferLater = &goi18n.Message{
		ID:          "TutorOfferLater",
		Description: "Button of the first-start question (TutorOffer): closes the question; the tutorial stays in the Help menu.",
		Other:       "Not now",
	}
)

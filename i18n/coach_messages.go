package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The coach (package ui/coachview and the New game dialog): the grade of
// each of the person's moves against the computer, as the review gives it.
var (
	MsgNewGameCoach = &goi18n.Message{
		ID:          "NewGameCoach",
		Description: "New game dialog, label of the coach setting (a game against the computer only).",
		Other:       "Coach",
	}
	MsgNewGameCoachCheck = &goi18n.Message{
		ID:          "NewGameCoachCheck",
		Description: "New game dialog, the check box of the coach setting: after each of the person's moves its grade (good, inaccuracy, mistake, blunder) is shown at once.",
		Other:       "Grade my moves as I play",
	}
	MsgCoachTitle = &goi18n.Message{
		ID:          "CoachTitle",
		Description: "Main window, under the move list: the heading of the coach's verdict on the person's last move.",
		Other:       "Coach",
	}
	MsgCoachLooking = &goi18n.Message{
		ID:          "CoachLooking",
		Description: "Main window, under the move list, while the coach grades the person's last move. Move is the move with its number, e.g. \"12. d4-d6\".",
		Other:       "Looking at {{.Move}}…",
	}
	MsgCoachTakeBack = &goi18n.Message{
		ID:          "CoachTakeBack",
		Description: "Main window, button beside the coach's verdict after a mistake or a blunder: takes back the person's move and the computer's reply.",
		Other:       "Take back",
	}
	MsgCoachShow = &goi18n.Message{
		ID:          "CoachShow",
		Description: "Main window, button beside the coach's \"Best was f4-d4\": shows the position the person's graded move was played from, with the better move drawn on the board as an arrow.",
		Other:       "Show",
	}
	MsgCoachRevised = &goi18n.Message{
		ID:          "CoachRevised",
		Description: "Main window, under the coach's verdict: the coach changed its grade of an earlier move of the person's because a later move proved more of the game. Move is the move with its number (\"7. c3-c5\"), Now and Was are grade names (\"Mistake\", \"Good\").",
		Other:       "Revised: {{.Move}} {{.Now}}, not {{.Was}}: later moves proved more of the game",
	}
)

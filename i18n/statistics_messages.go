package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The statistics dialog (package ui) and its file.
var (
	MsgStatsTitle = &goi18n.Message{
		ID:          "StatsTitle",
		Description: "Title of the statistics dialog.",
		Other:       "Statistics",
	}
	MsgStatsGamesPlayed = &goi18n.Message{
		ID:          "StatsGamesPlayed",
		Description: "Statistics: number of finished games. Count is a number.",
		One:         "{{.Count}} game played",
		Other:       "{{.Count}} games played",
	}
	MsgStatsBlackWins = &goi18n.Message{
		ID:          "StatsBlackWins",
		Description: "Statistics: games won by Black. Count is a number, Percent its share of all games, e.g. 47.1%.",
		One:         "Black: {{.Count}} win ({{.Percent}})",
		Other:       "Black: {{.Count}} wins ({{.Percent}})",
	}
	MsgStatsWhiteWins = &goi18n.Message{
		ID:          "StatsWhiteWins",
		Description: "Statistics: games won by White. Count is a number, Percent its share of all games, e.g. 52.9%.",
		One:         "White: {{.Count}} win ({{.Percent}})",
		Other:       "White: {{.Count}} wins ({{.Percent}})",
	}
	MsgStatsVsComputer = &goi18n.Message{
		ID:          "StatsVsComputer",
		Description: "Statistics dialog: heading of the person's results against each computer level.",
		Other:       "Your results against the computer",
	}
	MsgStatsNoComputerGames = &goi18n.Message{
		ID:          "StatsNoComputerGames",
		Description: "Statistics dialog: no game against the computer has been finished yet.",
		Other:       "You have not finished a game against the computer yet.",
	}
	MsgStatsLevel = &goi18n.Message{
		ID:          "StatsLevel",
		Description: "Statistics dialog: heading of the column of computer levels.",
		Other:       "Level",
	}
	MsgStatsAsBlack = &goi18n.Message{
		ID:          "StatsAsBlack",
		Description: "Statistics dialog: heading of the column of games in which the person played Black.",
		Other:       "You played Black",
	}
	MsgStatsAsWhite = &goi18n.Message{
		ID:          "StatsAsWhite",
		Description: "Statistics dialog: heading of the column of games in which the person played White.",
		Other:       "You played White",
	}
	MsgStatsRecord = &goi18n.Message{
		ID:          "StatsRecord",
		Description: "Statistics dialog cell: the person's games against one level with one colour. Count is the number of games played (plural form chosen by it), Won the games won, Percent their share, e.g. 60%.",
		One:         "{{.Won}} of {{.Count}} game won ({{.Percent}})",
		Other:       "{{.Won}} of {{.Count}} games won ({{.Percent}})",
	}
	MsgStatsVsPeople = &goi18n.Message{
		ID:          "StatsVsPeople",
		Description: "Statistics dialog: heading of the person's results against each opponent met over the network.",
		Other:       "Against people",
	}
	MsgStatsOpponent = &goi18n.Message{
		ID:          "StatsOpponent",
		Description: "Statistics dialog: heading of the column of the opponents' names (people played over the network).",
		Other:       "Opponent",
	}
	MsgStatsYourColour = &goi18n.Message{
		ID:          "StatsYourColour",
		Description: "Statistics dialog: heading of the column of the colour the person played against that opponent (Black or White).",
		Other:       "Your colour",
	}
	MsgStatsWon = &goi18n.Message{
		ID:          "StatsWon",
		Description: "Statistics dialog: heading of the column of games won against that opponent with that colour (a number below).",
		Other:       "Won",
	}
	MsgStatsLost = &goi18n.Message{
		ID:          "StatsLost",
		Description: "Statistics dialog: heading of the column of games lost against that opponent with that colour (a number below).",
		Other:       "Lost",
	}
	MsgButtonResetStats = &goi18n.Message{
		ID:          "ButtonResetStats",
		Description: "Statistics dialog button: asks whether to forget all statistics.",
		Other:       "Reset…",
	}
	MsgStatsResetTitle = &goi18n.Message{
		ID:          "StatsResetTitle",
		Description: "Title of the question asked before the statistics are reset.",
		Other:       "Reset the statistics?",
	}
	MsgStatsResetText = &goi18n.Message{
		ID:          "StatsResetText",
		Description: "Question before the statistics are reset; buttons Yes and No.",
		Other:       "All results counted so far will be forgotten. This cannot be undone.",
	}
	MsgStatsDamaged = &goi18n.Message{
		ID:          "StatsDamaged",
		Description: "Shown once: the statistics file could not be read; it was renamed. Path is the new name of the damaged file (its folder is shown on a line of its own, DamagedFileFolder).",
		Other:       "The statistics could not be read; the file was kept as {{.Path}}. The statistics start again from zero.",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of saved games, the autosave and the statistics (package ui:
// dialogs_file.go, recent.go, persist.go, dialogs_stats.go).
var (
	MsgPlaceHome = &goi18n.Message{
		ID:          "PlaceHome",
		Description: "Sidebar entry of the open and save dialogs: the person's home folder.",
		Other:       "Home",
	}
	MsgPlaceComputer = &goi18n.Message{
		ID:          "PlaceComputer",
		Description: "Sidebar entry of the open and save dialogs: the whole file system, from its root.",
		Other:       "Computer",
	}
	MsgPlaceDesktop = &goi18n.Message{
		ID:          "PlaceDesktop",
		Description: "Sidebar entry of the open and save dialogs: the desktop folder.",
		Other:       "Desktop",
	}
	MsgPlaceDocuments = &goi18n.Message{
		ID:          "PlaceDocuments",
		Description: "Sidebar entry of the open and save dialogs: the documents folder.",
		Other:       "Documents",
	}
	MsgPlaceDownloads = &goi18n.Message{
		ID:          "PlaceDownloads",
		Description: "Sidebar entry of the open and save dialogs: the downloads folder.",
		Other:       "Downloads",
	}
	MsgPlaceMusic = &goi18n.Message{
		ID:          "PlaceMusic",
		Description: "Sidebar entry of the open and save dialogs: the music folder.",
		Other:       "Music",
	}
	MsgPlacePictures = &goi18n.Message{
		ID:          "PlacePictures",
		Description: "Sidebar entry of the open and save dialogs: the pictures folder.",
		Other:       "Pictures",
	}
	MsgPlaceVideos = &goi18n.Message{
		ID:          "PlaceVideos",
		Description: "Sidebar entry of the open and save dialogs: the videos folder.",
		Other:       "Videos",
	}
	MsgPlaceMovies = &goi18n.Message{
		ID:          "PlaceMovies",
		Description: "Sidebar entry of the open and save dialogs: the movies folder (macOS's name for the videos folder).",
		Other:       "Movies",
	}
	MsgPlaceAppFiles = &goi18n.Message{
		ID:          "PlaceAppFiles",
		Description: "Sidebar entry of the open and save dialogs: the app's own storage folder.",
		Other:       "App Files",
	}
	MsgDialogReplayFileTitle = &goi18n.Message{
		ID:          "DialogReplayFileTitle",
		Description: "Title of the dialog in which a saved game is chosen for the replay window (no ellipsis: it is a title).",
		Other:       "Replay a saved game",
	}
	MsgMenuStatisticsDialog = &goi18n.Message{
		ID:          "MenuStatisticsDialog",
		Description: "Game menu item; opens the statistics dialog: games won by colour and results against each computer level.",
		Other:       "Statistics…",
	}
	MsgErrFileTooLarge = &goi18n.Message{
		ID:          "ErrFileTooLarge",
		Description: "Reason: the file is far larger than any saved game can be. Completes a sentence after a colon.",
		Other:       "the file is too large to be a saved game",
	}
	MsgOverwriteTitle = &goi18n.Message{
		ID:          "OverwriteTitle",
		Description: "Title of the question asked before a saved game file is replaced.",
		Other:       "Replace the file?",
	}
	MsgOverwriteText = &goi18n.Message{
		ID:          "OverwriteText",
		Description: "Question before a file is replaced; buttons Yes and No. Name is the file name, e.g. game.kgn.",
		Other:       "{{.Name}} already exists. Replace it with this game?",
	}
	MsgRecentFileGone = &goi18n.Message{
		ID:          "RecentFileGone",
		Description: "Error dialog: a file chosen from Recent files no longer exists and was taken off the list. Name is the file name.",
		Other:       "The file {{.Name}} no longer exists; it has been removed from the recent files.",
	}
	MsgAutosaveCorruptTitle = &goi18n.Message{
		ID:          "AutosaveCorruptTitle",
		Description: "Title of the dialog shown at start when the game of the last session could not be resumed.",
		Other:       "Saved game damaged",
	}
	MsgAutosaveCorrupt = &goi18n.Message{
		ID:          "AutosaveCorrupt",
		Description: "Shown at start: the automatically saved game of the last session could not be read.",
		Other:       "The game of your last session could not be read. A new game has started.",
	}
	MsgAutosaveCorruptKept = &goi18n.Message{
		ID:          "AutosaveCorruptKept",
		Description: "Shown at start: the automatically saved game could not be read and was kept under another name. Path is that file's new name (its folder is shown on a line of its own, DamagedFileFolder).",
		Other:       "The game of your last session could not be read; the file was kept as {{.Path}}. A new game has started.",
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
)

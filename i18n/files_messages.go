package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Saved games and the files Konane keeps (package ui: the open and save
// dialogs, recent files, the autosave; package store).

// Places of the open and save dialogs.
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
)

// Opening, saving and replacing a game.
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
)

// The autosave and the files Konane keeps.
var (
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
	MsgSaveFailedWarning = &goi18n.Message{
		ID:          "SaveFailedWarning",
		Description: "Warning bar that stays above the board while the automatic save fails. Reason is one of the SaveFailReason texts.",
		Other:       "Your game is not being saved: {{.Reason}}. Konane tries again after every move. Use Save as… to keep it somewhere else.",
	}
	MsgDamagedFileTitle = &goi18n.Message{
		ID:          "DamagedFileTitle",
		Description: "Title of the dialog shown at start when a file Konane keeps (statistics, settings) could not be read and was set aside.",
		Other:       "A damaged file was set aside",
	}
	MsgDamagedFilesTitle = &goi18n.Message{
		ID:          "DamagedFilesTitle",
		Description: "Title of the one dialog shown at start when several files Konane keeps (saved game, statistics, settings) could not be read and were set aside.",
		Other:       "Damaged files were set aside",
	}
	MsgDamagedFileFolder = &goi18n.Message{
		ID:          "DamagedFileFolder",
		Description: "Line under the notice of a damaged file set aside: the folder it was kept in. Folder is a full folder path.",
		Other:       "Folder: {{.Folder}}",
	}
	MsgSettingsDamaged = &goi18n.Message{
		ID:          "SettingsDamaged",
		Description: "Shown once at start: the settings file (language, recent files, New game choices) could not be read; it was renamed. Path is the new name of the damaged file (its folder is shown on a line of its own, DamagedFileFolder).",
		Other:       "Your settings (language, recent files, New game choices) could not be read; the file was kept as {{.Path}}. Konane starts with its usual settings.",
	}
)

// A file name typed in the save dialog that no file may have.
var (
	MsgErrFileNameEmpty = &goi18n.Message{
		ID:          "ErrFileNameEmpty",
		Description: "Error dialog after Save: the name typed in the save dialog is empty once spaces, dots and invisible characters are taken away.",
		Other:       "The file name is empty: type a name for the saved game.",
	}
	MsgErrFileNameChar = &goi18n.Message{
		ID:          "ErrFileNameChar",
		Description: "Error dialog after Save: the name typed in the save dialog holds a character the system forbids in file names (on Windows one of < > : \" / \\ | ? *). Char is that character.",
		Other:       "A file name cannot hold the character “{{.Char}}”: choose another name.",
	}
	MsgErrFileNameReserved = &goi18n.Message{
		ID:          "ErrFileNameReserved",
		Description: "Error dialog after Save on Windows: the name typed is one Windows keeps for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9), with or without an extension. Name is the name typed (con.kgn).",
		Other:       "{{.Name}} is a name Windows keeps for a device: choose another name.",
	}
)

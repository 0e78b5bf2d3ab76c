package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of issue 13: files that could not be read or written, saves that
// failed, a missing display (package ui: persist.go, save_repo.go, app.go;
// package game's parse errors as the open dialog shows them).
var (
	MsgErrVariation = &goi18n.Message{
		ID:          "ErrVariation",
		Description: "Reason: the file has variations in parentheses ( … ), which Konane does not read.",
		Other:       "Variations in parentheses ( … ) are not supported: remove them and open the file again.",
	}
	MsgErrSyntaxToken = &goi18n.Message{
		ID:          "ErrSyntaxToken",
		Description: "Reason: one word of the file is not game notation. Token is that word as it stands in the file, e.g. 1…x9.",
		Other:       "“{{.Token}}” is not valid game notation.",
	}
	MsgSaveFailedWarning = &goi18n.Message{
		ID:          "SaveFailedWarning",
		Description: "Warning bar that stays above the board while the automatic save fails. Reason is one of the SaveFailReason texts.",
		Other:       "Your game is not being saved: {{.Reason}}. Konane tries again after every move. Use Save as… to keep it somewhere else.",
	}
	MsgSaveFailReasonDiskFull = &goi18n.Message{
		ID:          "SaveFailReasonDiskFull",
		Description: "Reason a save failed: no space left on the disk (ENOSPC). Completes a sentence after a colon.",
		Other:       "the disk is full",
	}
	MsgSaveFailReasonReadOnly = &goi18n.Message{
		ID:          "SaveFailReasonReadOnly",
		Description: "Reason a save failed: the disk or folder is read-only (EROFS). Completes a sentence after a colon.",
		Other:       "the disk is read-only",
	}
	MsgSaveFailReasonNoPermission = &goi18n.Message{
		ID:          "SaveFailReasonNoPermission",
		Description: "Reason a save failed: no permission to write in the folder (EACCES, EPERM). Completes a sentence after a colon.",
		Other:       "there is no permission to write in the folder",
	}
	MsgSaveFailReasonGone = &goi18n.Message{
		ID:          "SaveFailReasonGone",
		Description: "Reason a save failed: the folder no longer exists, e.g. a removed USB disk (ENOENT). Completes a sentence after a colon.",
		Other:       "the folder is gone",
	}
	MsgSaveFailReasonDiskError = &goi18n.Message{
		ID:          "SaveFailReasonDiskError",
		Description: "Reason a save failed: any other error of the disk (EIO …). Completes a sentence after a colon.",
		Other:       "the disk reported an error",
	}
	MsgQuitUnsavedTitle = &goi18n.Message{
		ID:          "QuitUnsavedTitle",
		Description: "Title of the question asked when the person quits while the game could not be saved.",
		Other:       "Your game is not saved",
	}
	MsgQuitUnsavedText = &goi18n.Message{
		ID:          "QuitUnsavedText",
		Description: "Question when the person quits (window close or Quit) while the game could not be saved. Reason is one of the SaveFailReason texts. Buttons: Cancel (back to the game), Quit without saving, Save as….",
		Other:       "The game could not be saved ({{.Reason}}), so it would be lost. Save it somewhere else before quitting?",
	}
	MsgButtonQuitWithoutSaving = &goi18n.Message{
		ID:          "ButtonQuitWithoutSaving",
		Description: "Button of the QuitUnsavedText question: quit and lose the game.",
		Other:       "Quit without saving",
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
	MsgStatsDamaged = &goi18n.Message{
		ID:          "StatsDamaged",
		Description: "Shown once: the statistics file could not be read; it was renamed. Path is the new name of the damaged file (its folder is shown on a line of its own, DamagedFileFolder).",
		Other:       "The statistics could not be read; the file was kept as {{.Path}}. The statistics start again from zero.",
	}
	MsgSettingsDamaged = &goi18n.Message{
		ID:          "SettingsDamaged",
		Description: "Shown once at start: the settings file (language, recent files, New game choices) could not be read; it was renamed. Path is the new name of the damaged file (its folder is shown on a line of its own, DamagedFileFolder).",
		Other:       "Your settings (language, recent files, New game choices) could not be read; the file was kept as {{.Path}}. Konane starts with its usual settings.",
	}
	MsgUnknownLanguage = &goi18n.Message{
		ID:          "UnknownLanguage",
		Description: "One line printed on the terminal at start when the environment variable KONANE_SET_LANGUAGE names a language Konane does not have. Code is what it said (e.g. xx); Codes lists the codes it accepts (en, ru, pl, de, th). Keep the variable name as it is.",
		Other:       "konane: KONANE_SET_LANGUAGE={{.Code}} is not one of the languages of Konane ({{.Codes}}); the language stays as it was.",
	}
	MsgNoDisplay = &goi18n.Message{
		ID:          "NoDisplay",
		Description: "One line printed on the terminal when the window cannot open: no graphical display (DISPLAY / WAYLAND_DISPLAY unset, e.g. over ssh). Keep the variable names and the command as they are.",
		Other:       "konane: no graphical display (DISPLAY and WAYLAND_DISPLAY are not set): run it in a desktop session, or use “konane engine” for the text protocol.",
	}
	MsgNoOpenGL = &goi18n.Message{
		ID:          "NoOpenGL",
		Description: "One line printed on the terminal when the window cannot open: the display cannot be opened or OpenGL is missing or fails. Reason is the system's message, in English.",
		Other:       "konane: the window cannot open ({{.Reason}}): check the display and the OpenGL graphics drivers (Mesa), or use “konane engine” for the text protocol.",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Quitting with a game the autosave could not keep, and the game saved
// elsewhere on the way out (package ui).
var (
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
	MsgUnsavedKeptElsewhere = &goi18n.Message{
		ID:          "UnsavedKeptElsewhere",
		Description: "One line printed on the terminal when Konane quits (a signal, the window closed) and the game could not be saved in its own folder, but was saved in another file. Folder is Konane's folder, Reason one of the reasons a file could not be written, Path the full path of the file written instead.",
		Other:       "konane: the game could not be saved in {{.Folder}} ({{.Reason}}); it was saved as {{.Path}} instead.",
	}
	MsgUnsavedLost = &goi18n.Message{
		ID:          "UnsavedLost",
		Description: "One line printed on the terminal when Konane quits and the game could be saved neither in its own folder nor anywhere else. Folder is Konane's folder, Reason one of the reasons a file could not be written.",
		Other:       "konane: the game could not be saved in {{.Folder}} ({{.Reason}}), nor anywhere else: its moves are lost.",
	}
	MsgUnsavedFoundTitle = &goi18n.Message{
		ID:          "UnsavedFoundTitle",
		Description: "Title of the notice at start: the game of an earlier session could not be saved in Konane's folder and was saved in another file.",
		Other:       "Your game was saved elsewhere",
	}
	MsgUnsavedFoundText = &goi18n.Message{
		ID:          "UnsavedFoundText",
		Description: "Notice at start: when Konane last quit, it could not save the game in its own folder and saved it in another file. Path is that file's name (its folder is shown on a line of its own, DamagedFileFolder). Open… and Game are the menu item and its menu, as the menu names them.",
		Other:       "When Konane last quit, it could not save your game in its own folder, so it saved it as {{.Path}}. To play on, open it with Open… in the Game menu.",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Buttons and titles every dialog shares. Use these buttons instead of
// Fyne's built-in texts, which follow the system language rather than the
// one chosen in the menu.

// Buttons.
var (
	MsgButtonOK = &goi18n.Message{
		ID:          "ButtonOK",
		Description: "Dialog button: accept.",
		Other:       "OK",
	}
	MsgButtonCancel = &goi18n.Message{
		ID:          "ButtonCancel",
		Description: "Dialog button: close the dialog and change nothing.",
		Other:       "Cancel",
	}
	MsgButtonYes = &goi18n.Message{
		ID:          "ButtonYes",
		Description: "Dialog button: answer yes to a question.",
		Other:       "Yes",
	}
	MsgButtonNo = &goi18n.Message{
		ID:          "ButtonNo",
		Description: "Dialog button: answer no to a question.",
		Other:       "No",
	}
	MsgButtonOpen = &goi18n.Message{
		ID:          "ButtonOpen",
		Description: "File dialog button: open the selected file.",
		Other:       "Open",
	}
	MsgButtonSave = &goi18n.Message{
		ID:          "ButtonSave",
		Description: "File dialog button: save to the selected file.",
		Other:       "Save",
	}
	MsgButtonClose = &goi18n.Message{
		ID:          "ButtonClose",
		Description: "Dialog button: close an information dialog.",
		Other:       "Close",
	}
	MsgButtonStart = &goi18n.Message{
		ID:          "ButtonStart",
		Description: "New game dialog button: start the game.",
		Other:       "Start game",
	}
)

// Titles.
var (
	MsgDialogErrorTitle = &goi18n.Message{
		ID:          "DialogErrorTitle",
		Description: "Title of an error dialog.",
		Other:       "Error",
	}
	MsgDialogOpenTitle = &goi18n.Message{
		ID:          "DialogOpenTitle",
		Description: "Title of the file dialog that opens a game.",
		Other:       "Open a saved game",
	}
	MsgDialogSaveTitle = &goi18n.Message{
		ID:          "DialogSaveTitle",
		Description: "Title of the file dialog that saves a game.",
		Other:       "Save the game",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The clipboard (package ui/internal/clip): the Edit menu's copy and paste
// items and what they say when they cannot do their work.
var (
	MsgMenuCopyPosition = &goi18n.Message{
		ID:          "MenuCopyPosition",
		Description: "Edit menu item; copies the position on the board as KFEN text.",
		Other:       "Copy position",
	}
	MsgMenuCopyGame = &goi18n.Message{
		ID:          "MenuCopyGame",
		Description: "Edit menu item; copies the whole game (moves and variations) as .kgn text.",
		Other:       "Copy game",
	}
	MsgMenuCopyPicture = &goi18n.Message{
		ID:          "MenuCopyPicture",
		Description: "Edit menu item; copies a picture (PNG) of the board, for teaching material.",
		Other:       "Copy board as picture",
	}
	MsgMenuPaste = &goi18n.Message{
		ID:          "MenuPaste",
		Description: "Edit menu item; pastes a position (KFEN) to analyse it or a game (.kgn text) to open it.",
		Other:       "Paste",
	}
	MsgPastedGameName = &goi18n.Message{
		ID:          "PastedGameName",
		Description: "Stands for a file name when a pasted .kgn text is opened: in 'Discard the unfinished game and open {{.Name}}?'.",
		Other:       "pasted game",
	}
	MsgErrPastedGame = &goi18n.Message{
		ID:          "ErrPastedGame",
		Description: "Error dialog: a pasted .kgn text (a game from the clipboard, no file) cannot be read. Reason is a translated sentence.",
		Other:       "Cannot read the pasted game: {{.Reason}}",
	}
	MsgErrPastedGameAt = &goi18n.Message{
		ID:          "ErrPastedGameAt",
		Description: "Error dialog: a pasted .kgn text (a game from the clipboard, no file) has an error at a place. Line and Col are numbers; Reason is a translated sentence.",
		Other:       "Cannot read the pasted game: line {{.Line}}, column {{.Col}}: {{.Reason}}",
	}
	MsgErrPictureClipboard = &goi18n.Message{
		ID:          "ErrPictureClipboard",
		Description: "Error dialog: Copy board as picture found no clipboard that takes pictures (on Linux: neither the X11 library, nor the tools wl-copy or xclip). A button below offers to save the picture as a PNG file. wl-copy and xclip are program names, left untranslated.",
		Other:       "The picture of the board cannot be copied: this system's clipboard takes no pictures from Konane (on Linux it needs wl-copy or xclip). Save it as a PNG file instead; Copy position and Copy game still work.",
	}
	MsgButtonSavePicture = &goi18n.Message{
		ID:          "ButtonSavePicture",
		Description: "Button in the error dialog of Copy board as picture: saves the picture of the board as a PNG file instead (opens a save dialog).",
		Other:       "Save picture…",
	}
	MsgDialogSavePictureTitle = &goi18n.Message{
		ID:          "DialogSavePictureTitle",
		Description: "Title of the file dialog that saves the picture of the board as a PNG file.",
		Other:       "Save the picture of the board",
	}
	MsgErrPictureFailed = &goi18n.Message{
		ID:          "ErrPictureFailed",
		Description: "Error dialog: drawing the board as a picture or handing it to the clipboard failed. Reason is a detail in English from the system.",
		Other:       "The picture of the board could not be copied ({{.Reason}}).",
	}
	MsgErrPasteEmpty = &goi18n.Message{
		ID:          "ErrPasteEmpty",
		Description: "Error dialog: Paste found no text on the clipboard.",
		Other:       "The clipboard holds no text. Copy a position (KFEN) or a game (.kgn text) first, then paste it.",
	}
	MsgErrPasteTooLarge = &goi18n.Message{
		ID:          "ErrPasteTooLarge",
		Description: "Error dialog: the pasted text is longer than any game can be. Max is a whole number of megabytes.",
		Other:       "The text on the clipboard is too long for a position or a game (more than {{.Max}} MB).",
	}
	MsgErrPasteBinary = &goi18n.Message{
		ID:          "ErrPasteBinary",
		Description: "Error dialog: the pasted text holds control characters or bytes that are no UTF-8 text.",
		Other:       "The clipboard holds no readable text (it has control characters or bytes that are no text). Paste takes a position (KFEN) or a game (.kgn text).",
	}
	MsgErrPasteBadKFEN = &goi18n.Message{
		ID:          "ErrPasteBadKFEN",
		Description: "Error dialog: the pasted text looks like a position in KFEN but is not a valid one. Reason is a translated sentence.",
		Other:       "The position on the clipboard cannot be read: {{.Reason}}",
	}
	MsgErrKFENForm = &goi18n.Message{
		ID:          "ErrKFENForm",
		Description: "Reason in ErrPasteBadKFEN: the text is not written as a KFEN is. B, W, b and w are letters of the notation, left untranslated.",
		Other:       "a KFEN gives the ranks from the top, separated by /, with B and W for the stones and numbers for empty squares, then b or w for the side to move, and every rank as long as there are ranks.",
	}
	MsgErrPasteNeither = &goi18n.Message{
		ID:          "ErrPasteNeither",
		Description: "Error dialog: the pasted text is neither a position nor a game. Example is a KFEN, left untranslated.",
		Other:       "The clipboard holds neither a position (KFEN, such as {{.Example}}) nor a game (.kgn text, starting with tags such as [Black \"…\"] or with the moves).",
	}
)

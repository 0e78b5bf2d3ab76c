package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Reasons a file could not be read or written, one per kind of system
// error, for every dialog and line that tells the person (package
// ui/internal/errtext); the reasons a move in a saved game breaks the
// rules (game.IllegalMoveError); and the game saved elsewhere when the
// save on the way out failed (package ui: unsaved.go).
var (
	MsgErrReasonNotFound = &goi18n.Message{
		ID:          "ErrReasonNotFound",
		Description: "Reason a file could not be read or written: it, or its folder, does not exist (ENOENT). Completes a sentence after a colon.",
		Other:       "the file or folder does not exist",
	}
	MsgErrReasonNotFolder = &goi18n.Message{
		ID:          "ErrReasonNotFolder",
		Description: "Reason a file could not be read or written: a name in the middle of its path is a file where a folder should be (ENOTDIR). Completes a sentence after a colon.",
		Other:       "a part of the path is a file, not a folder",
	}
	MsgErrReasonNoPermission = &goi18n.Message{
		ID:          "ErrReasonNoPermission",
		Description: "Reason a file could not be opened: the system's permissions forbid it (EACCES, EPERM). Completes a sentence after a colon.",
		Other:       "you have no permission to open it",
	}
	MsgErrReasonNameTooLong = &goi18n.Message{
		ID:          "ErrReasonNameTooLong",
		Description: "Reason a file could not be read or written: its name or path is longer than the system allows (ENAMETOOLONG). Completes a sentence after a colon.",
		Other:       "the name is too long",
	}
	MsgErrReasonLinkLoop = &goi18n.Message{
		ID:          "ErrReasonLinkLoop",
		Description: "Reason a file could not be read or written: its path goes through too many symbolic links, usually links that point at each other (ELOOP). Completes a sentence after a colon.",
		Other:       "the path goes round in a loop of links",
	}
	MsgErrReasonTooManyFiles = &goi18n.Message{
		ID:          "ErrReasonTooManyFiles",
		Description: "Reason a file could not be read or written: the program or the system has too many files open (EMFILE, ENFILE). Completes a sentence after a colon.",
		Other:       "too many files are open",
	}
	MsgErrReasonBusy = &goi18n.Message{
		ID:          "ErrReasonBusy",
		Description: "Reason a file could not be read or written: another program is using it (EBUSY, ETXTBSY). Completes a sentence after a colon.",
		Other:       "another program is using the file",
	}
	MsgErrReasonNotRegular = &goi18n.Message{
		ID:          "ErrReasonNotRegular",
		Description: "Reason a file could not be opened: it is no ordinary file but a pipe (FIFO), a device or a socket, which Konane does not read. Completes a sentence after a colon.",
		Other:       "it is not a regular file but a pipe, a device or the like",
	}
	MsgErrReasonUnexpected = &goi18n.Message{
		ID:          "ErrReasonUnexpected",
		Description: "Reason a file could not be read or written when the system's error is none Konane knows. Detail is the system's own message, in English, kept for a bug report. Completes a sentence after a colon.",
		Other:       "an unexpected error occurred (details for a bug report: {{.Detail}})",
	}
	MsgErrIllegalMoveBecause = &goi18n.Message{
		ID:          "ErrIllegalMoveBecause",
		Description: "Reason a saved game cannot be read: one of its moves breaks the rules. Move is the move in game notation (g5-g3); Reason is one of the IllegalReason texts.",
		Other:       "{{.Move}} is not a legal move: {{.Reason}}.",
	}
	MsgIllegalReasonOffBoard = &goi18n.Message{
		ID:          "IllegalReasonOffBoard",
		Description: "Why a move is illegal: one of its squares is off the board of this size. Completes a sentence after a colon.",
		Other:       "a square of the move lies off the board",
	}
	MsgIllegalReasonMustRemove = &goi18n.Message{
		ID:          "IllegalReasonMustRemove",
		Description: "Why a move is illegal: it is a jump, but the game opens with each side removing one stone. Completes a sentence after a colon.",
		Other:       "a stone must be removed first",
	}
	MsgIllegalReasonBlackRemoval = &goi18n.Message{
		ID:          "IllegalReasonBlackRemoval",
		Description: "Why a move is illegal: Black's first removal must take a black stone from a corner or from the centre. Completes a sentence after a colon.",
		Other:       "Black first removes one of its stones from a corner or the centre",
	}
	MsgIllegalReasonWhiteRemoval = &goi18n.Message{
		ID:          "IllegalReasonWhiteRemoval",
		Description: "Why a move is illegal: White's removal must take a white stone next to the square Black emptied. Completes a sentence after a colon.",
		Other:       "White then removes one of its stones next to the empty square",
	}
	MsgIllegalReasonRemovalsOver = &goi18n.Message{
		ID:          "IllegalReasonRemovalsOver",
		Description: "Why a move is illegal: it removes a stone, but both removals are done and every move now is a jump. Completes a sentence after a colon.",
		Other:       "the removals are over, now a stone must jump",
	}
	MsgIllegalReasonNoOwnStone = &goi18n.Message{
		ID:          "IllegalReasonNoOwnStone",
		Description: "Why a move is illegal: the square it starts from has no stone of the side to move. Square is that square (b5). Completes a sentence after a colon.",
		Other:       "there is no stone of the side to move on {{.Square}}",
	}
	MsgIllegalReasonOccupied = &goi18n.Message{
		ID:          "IllegalReasonOccupied",
		Description: "Why a move is illegal: the square the jump lands on already holds a stone. Square is that square (g3). Completes a sentence after a colon.",
		Other:       "the landing square {{.Square}} is occupied",
	}
	MsgIllegalReasonNoCapture = &goi18n.Message{
		ID:          "IllegalReasonNoCapture",
		Description: "Why a move is illegal: the jump does not pass over an opponent's stone onto an empty square at every step. Completes a sentence after a colon.",
		Other:       "each jump must pass over an opponent's stone onto an empty square",
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

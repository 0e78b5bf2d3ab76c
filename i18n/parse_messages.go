package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Reasons a .kgn file cannot be read, one per kind of syntax error of
// package game (ErrMoveNumber, ErrJumpPath, …), and reasons a save cannot
// be made because of the name chosen (store.ErrIsFolder, ErrNoFolder).
var (
	MsgErrMoveNumber = &goi18n.Message{
		ID:          "ErrMoveNumber",
		Description: "Reason: a move number in the file does not fit the move after it (wrong number, or Black's number 3. before White's move). Token is the number as written (1…); Want is the number expected there (1. for Black's move, 1... for White's).",
		Other:       "The move number “{{.Token}}” does not fit here: the next move is numbered “{{.Want}}”.",
	}
	MsgErrJumpPath = &goi18n.Message{
		ID:          "ErrJumpPath",
		Description: "Reason: a multi-jump is written with its landings, draughts-style (b5-d5-f5). Token is that word; Want is the right form (b5-f5).",
		Other:       "“{{.Token}}” lists the landings of a multi-jump: write only where it starts and ends, {{.Want}}; the landings between are implied.",
	}
	MsgErrStrayBracket = &goi18n.Message{
		ID:          "ErrStrayBracket",
		Description: "Reason: a closing bracket } or ) with no opening { or ( before it. Token is that bracket.",
		Other:       "“{{.Token}}” closes a bracket that was never opened.",
	}
	MsgErrTruncated = &goi18n.Message{
		ID:          "ErrTruncated",
		Description: "Reason: the saved game file ends in the middle of a [Tag \"value\"] line, as a file that was cut short (an interrupted copy or download) does. The line and column of the end of the file come before.",
		Other:       "The file ends in the middle of a tag: it looks cut short.",
	}
	MsgErrUnclosedComment = &goi18n.Message{
		ID:          "ErrUnclosedComment",
		Description: "Reason: a comment opened with { runs to the end of the file without its closing }. The line and column of the { come before.",
		Other:       "The comment that starts here with “{” is never closed with “}”.",
	}
	MsgErrTagAfterMoves = &goi18n.Message{
		ID:          "ErrTagAfterMoves",
		Description: "Reason: a tag such as [Event \"…\"] stands after a comment or a move. Token is the tag as written.",
		Other:       "The tag “{{.Token}}” comes after a comment or a move: tags belong at the top of the file, before everything else.",
	}
	MsgErrResultNotLast = &goi18n.Message{
		ID:          "ErrResultNotLast",
		Description: "Reason: the result (*, 1-0 or 0-1) stands in the middle of the moves. Token is the result as written.",
		Other:       "The result “{{.Token}}” ends the game, yet more text follows it: the result comes last.",
	}
	MsgErrBadGlyph = &goi18n.Message{
		ID:          "ErrBadGlyph",
		Description: "Reason: an annotation glyph $N with N outside 0–255, or a $ alone. Token is the word as written.",
		Other:       "“{{.Token}}” is not an annotation glyph: those go from $0 to $255.",
	}
	MsgSaveFailReasonIsFolder = &goi18n.Message{
		ID:          "SaveFailReasonIsFolder",
		Description: "Reason a save failed: the name chosen is that of a folder, not of a file. Completes a sentence after a colon.",
		Other:       "the name is that of a folder, not of a file",
	}
	MsgSaveFailReasonNoFolder = &goi18n.Message{
		ID:          "SaveFailReasonNoFolder",
		Description: "Reason a save failed: the folder of the name chosen does not exist. Completes a sentence after a colon.",
		Other:       "the folder does not exist",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Reasons a .kgn file cannot be read (package game's errors, with line and
// column where it has them): its syntax, and a move that breaks the rules.

// Syntax.
var (
	MsgErrSyntax = &goi18n.Message{
		ID:          "ErrSyntax",
		Description: "Reason: the file contains something that is not game notation.",
		Other:       "This is not valid game notation.",
	}
	MsgErrSyntaxToken = &goi18n.Message{
		ID:          "ErrSyntaxToken",
		Description: "Reason: one word of the file is not game notation. Token is that word as it stands in the file, e.g. 1…x9.",
		Other:       "“{{.Token}}” is not valid game notation.",
	}
	MsgErrStrangeChar = &goi18n.Message{
		ID:          "ErrStrangeChar",
		Description: "Reason: a move holds a character of another script or an invisible one that looks like nothing of the notation. Token is the word as it stands in the file (ж5); Char is that character, or <U+200B> for an invisible one; Code is its code point and Unicode name in English (U+0436 CYRILLIC SMALL LETTER ZHE).",
		Other:       "“{{.Token}}” holds the character {{.Char}} ({{.Code}}), which is not of the game notation: moves are written with the letters a to l, the numbers 1 to 12 and a hyphen.",
	}
	MsgErrBadPosition = &goi18n.Message{
		ID:          "ErrBadPosition",
		Description: "Reason: the starting position written in the file (KFEN) is invalid.",
		Other:       "The starting position in the file is not valid.",
	}
	MsgErrEncoding = &goi18n.Message{
		ID:          "ErrEncoding",
		Description: "Reason: the file is not UTF-8 text.",
		Other:       "The file is not UTF-8 text.",
	}
	MsgErrEmpty = &goi18n.Message{
		ID:          "ErrEmpty",
		Description: "Reason: the file is empty.",
		Other:       "The file is empty.",
	}
	MsgErrUnknownRules = &goi18n.Message{
		ID:          "ErrUnknownRules",
		Description: "Reason: the file names a rules profile this version does not know. Rules is its name, e.g. konane/2.",
		Other:       "The file uses the rules “{{.Rules}}”, which this version of Kōnane does not know.",
	}
	MsgErrBoardSize = &goi18n.Message{
		ID:          "ErrBoardSize",
		Description: "Reason: unsupported board size. Size, Min and Max are numbers of squares per side.",
		Other:       "A {{.Size}}\u00a0×\u00a0{{.Size}} board is not supported; sizes go from {{.Min}} to {{.Max}}.",
	}
	MsgErrSizeTag = &goi18n.Message{
		ID:          "ErrSizeTag",
		Description: "Reason a saved game is refused: its Size tag is not a whole number from Min to Max (squares per side). Keep Size as it is (the name of the tag in the file).",
		Other:       "The Size tag gives no board size from {{.Min}} to {{.Max}}.",
	}
	MsgErrSizeMismatch = &goi18n.Message{
		ID:          "ErrSizeMismatch",
		Description: "Reason a saved game is refused: its Size tag gives one board size and its KFEN tag (the starting position) a board of another size. Keep Size and KFEN as they are (names of tags in the file).",
		Other:       "The Size tag and the KFEN position give different board sizes.",
	}
	MsgErrResultMismatch = &goi18n.Message{
		ID:          "ErrResultMismatch",
		Description: "Reason: the Result tag of a file contradicts its moves.",
		Other:       "The result written in the file does not match its moves.",
	}
	MsgErrResultNotOver = &goi18n.Message{
		ID:          "ErrResultNotOver",
		Description: "Reason a saved game is refused: the file gives a result (Written: 1-0 for Black's win, 0-1 for White's, as written in the file) but after its moves the side to move still has a jump, so the game is not over.",
		Other:       "The file gives the result {{.Written}}, but after its moves the game is not over.",
	}
	MsgErrResultBlackWon = &goi18n.Message{
		ID:          "ErrResultBlackWon",
		Description: "Reason a saved game is refused: the file gives a result (Written: 0-1 for White's win or * for a game not over, as written in the file) but its moves end with a win for Black, written 1-0.",
		Other:       "The file gives the result {{.Written}}, but its moves end in a win for Black (1-0).",
	}
	MsgErrResultWhiteWon = &goi18n.Message{
		ID:          "ErrResultWhiteWon",
		Description: "Reason a saved game is refused: the file gives a result (Written: 1-0 for Black's win or * for a game not over, as written in the file) but its moves end with a win for White, written 0-1.",
		Other:       "The file gives the result {{.Written}}, but its moves end in a win for White (0-1).",
	}
	MsgErrResultOpenBlackWon = &goi18n.Message{
		ID:          "ErrResultOpenBlackWon",
		Description: "Reason a saved game is refused: the file says the game is not over (written *, as in the file) but its moves end with a win for Black, written 1-0.",
		Other:       "The file says the game is not over (*), but its moves end in a win for Black (1-0).",
	}
	MsgErrResultOpenWhiteWon = &goi18n.Message{
		ID:          "ErrResultOpenWhiteWon",
		Description: "Reason a saved game is refused: the file says the game is not over (written *, as in the file) but its moves end with a win for White, written 0-1.",
		Other:       "The file says the game is not over (*), but its moves end in a win for White (0-1).",
	}
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
	MsgErrUnclosedVariation = &goi18n.Message{
		ID:          "ErrUnclosedVariation",
		Description: "Reason: a variation opened with ( runs to the end of the file without its closing ). The line and column of the ( come before.",
		Other:       "The variation that starts here with “(” is never closed with “)”.",
	}
	MsgErrVariationStart = &goi18n.Message{
		ID:          "ErrVariationStart",
		Description: "Reason: a variation in parentheses ( … ) stands where no move comes before it (before the first move, after a move number, or first inside another variation); a variation replaces the move right before it. The line and column of its ( come before.",
		Other:       "The variation that opens here with “(” follows no move: a variation comes right after the move it replaces.",
	}
	MsgErrEmptyVariation = &goi18n.Message{
		ID:          "ErrEmptyVariation",
		Description: "Reason: a variation in parentheses ( … ) holds no move (nothing, or only a comment); a variation gives moves in place of the move before it. The line and column of its ( come before.",
		Other:       "The variation that opens here with “(” holds no move.",
	}
	MsgErrVariationDepth = &goi18n.Message{
		ID:          "ErrVariationDepth",
		Description: "Reason: variations in parentheses are nested inside one another more deeply than the program reads. Max is the number of levels it reads, e.g. 100. The line and column of the first ( too many come before.",
		Other:       "Variations are nested here more deeply than Kōnane reads (at most {{.Max}}).",
	}
)

// A move that breaks the rules (game.IllegalMoveError).
var (
	MsgErrIllegalMove = &goi18n.Message{
		ID:          "ErrIllegalMove",
		Description: "Reason or status: a move breaks the rules. Move is in game notation, e.g. d3-d7.",
		Other:       "{{.Move}} is not a legal move.",
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
)

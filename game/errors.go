package game

import (
	"errors"
	"fmt"
)

// Sentinel errors. Errors returned by this package wrap one of them, so
// callers test with errors.Is and localize by kind.
var (
	ErrSyntax      = errors.New("syntax error")
	ErrIllegalMove = errors.New("illegal move")
	ErrBadSize     = errors.New("board size out of range")
	ErrBadKFEN     = errors.New("invalid KFEN position")
	// ErrSizeMismatch: a .kgn file whose Size tag and KFEN tag give boards
	// of different sizes (each size itself supported).
	ErrSizeMismatch   = errors.New("the Size tag does not match the KFEN board")
	ErrUnknownRules   = errors.New("unknown rules profile")
	ErrResultMismatch = errors.New("result contradicts the moves")
	ErrEncoding       = errors.New("file is not valid UTF-8")
	ErrEmpty          = errors.New("file is empty")
	ErrNoMove         = errors.New("nothing to undo or redo")
	ErrFileTooLarge   = errors.New("file too large")
	// ErrNoVariation: a move or variation index that names none.
	ErrNoVariation = errors.New("no such move or variation")
	// ErrVariationDepth: variations nested more than MaxVariationDepth
	// deep, in a file or by AddVariation and PromoteVariation.
	ErrVariationDepth = errors.New("variations nested too deep")
)

// Kinds of syntax error in a .kgn file that the UI explains each in its
// own words. Each is also ErrSyntax (errors.Is(err, ErrSyntax) holds).
var (
	// ErrMoveNumber: a move number whose number or side ("3." Black,
	// "3..." White) is not that of the move that follows; ParseError.Want
	// holds the number expected there ("2...").
	ErrMoveNumber = syntaxKind("wrong move number")
	// ErrJumpPath: a jump written with its intermediate landings
	// ("b5-d5-f5"); ParseError.Want holds the from-to form ("b5-f5").
	ErrJumpPath = syntaxKind("a jump is written from-to")
	// ErrStrayBrace: a '}' or ')' that closes nothing ('{' comment,
	// '(' variation) opened before it; ParseError.Token is that character.
	ErrStrayBrace = syntaxKind("closing bracket without its opening")
	// ErrUnclosedComment: a '{' comment that runs to the end of the file.
	ErrUnclosedComment = syntaxKind("'{' comment is not closed")
	// ErrTagAfterMoves: a [Tag "value"] (or a '[') after a comment or a
	// move; tags come first.
	ErrTagAfterMoves = syntaxKind("tags must come before the moves")
	// ErrResultNotLast: a result token ("*", "1-0", "0-1") with moves or
	// other text after it.
	ErrResultNotLast = syntaxKind("the result must come last")
	// ErrBadGlyph: a "$" annotation glyph outside $0–$255.
	ErrBadGlyph = syntaxKind("bad annotation glyph")
	// ErrUnclosedVariation: a '(' variation that runs to the end of the
	// file without its ')'; the position is that of the '('.
	ErrUnclosedVariation = syntaxKind("'(' variation is not closed")
	// ErrVariationStart: a '(' with no move of its line before it to
	// replace (before the first move, after a move number, after '(').
	ErrVariationStart = syntaxKind("a variation must follow the move it replaces")
	// ErrEmptyVariation: a '(' … ')' that holds no move; the position is
	// that of the '('.
	ErrEmptyVariation = syntaxKind("a variation holds no move")
	// ErrTruncated: the file ends inside a [Tag "value"] pair, as a file
	// cut short does; the position is that of the value's opening quote,
	// or the end of the file before it.
	ErrTruncated = syntaxKind("the file ends in the middle of a tag")
)

// syntaxError is a kind of syntax error: its own text, and ErrSyntax for
// errors.Is.
type syntaxError struct{ msg string }

func syntaxKind(msg string) error { return &syntaxError{msg} }

func (e *syntaxError) Error() string { return e.msg }

// Is reports that every kind of syntax error is ErrSyntax.
func (e *syntaxError) Is(target error) bool { return target == ErrSyntax }

// ParseError locates an error in a .kgn text: Line and Col from 1 (Col in
// runes; LF, CRLF, CR end lines), 0 for no place (ErrFileTooLarge). Err
// wraps a sentinel above. Token is the whole token at fault as written
// ("1…x5"), else ""; Want, for ErrMoveNumber and ErrJumpPath, what was
// expected ("2...").
type ParseError struct {
	Line, Col int
	Token     string
	Want      string
	Err       error
}

// Error returns "line L, col C: reason", or the reason alone when the
// error has no place (Line 0).
func (e *ParseError) Error() string {
	if e.Line < 1 {
		return e.Err.Error()
	}
	return fmt.Sprintf("line %d, col %d: %v", e.Line, e.Col, e.Err)
}

// Unwrap returns the wrapped error, so errors.Is finds the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

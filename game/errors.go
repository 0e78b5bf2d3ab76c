package game

import (
	"errors"
	"fmt"
)

// Sentinel errors. Errors returned by this package wrap one of them, so
// callers test with errors.Is and localize by kind.
var (
	ErrSyntax         = errors.New("syntax error")
	ErrIllegalMove    = errors.New("illegal move")
	ErrBadSize        = errors.New("board size out of range")
	ErrBadKFEN        = errors.New("invalid KFEN position")
	ErrUnknownRules   = errors.New("unknown rules profile")
	ErrResultMismatch = errors.New("result contradicts the moves")
	ErrEncoding       = errors.New("file is not valid UTF-8")
	ErrEmpty          = errors.New("file is empty")
	ErrNoMove         = errors.New("nothing to undo or redo")
	ErrVariation      = errors.New("variations in parentheses are not supported")
)

// ParseError locates an error in a text (a .kgn file): Line and Col count
// from 1 (Col in runes, lines ended by LF, CRLF or CR alike). Err wraps a
// sentinel above with details. Token is the whole token the error is
// about, as it stands in the file ("1…x5"), or "" when the error is not
// about one token (a tag, an unclosed comment, the file as a whole).
type ParseError struct {
	Line, Col int
	Token     string
	Err       error
}

// Error returns "line L, col C: reason".
func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d, col %d: %v", e.Line, e.Col, e.Err)
}

// Unwrap returns the wrapped error, so errors.Is finds the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

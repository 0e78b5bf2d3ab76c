package errtext

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/unicode/runenames"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/visible"
)

// KGN explains in the current language why ParseKGN refused data
// from the file called name (shown as visible.Name shows it), with the line and column whenever the error
// has them (an empty file too: line 1, column 1).
func KGN(name string, err error, data []byte) string {
	return kgnText(err, data, func(reason string) string { return OpenFile(name, reason) },
		func(line, col int, reason string) string {
			return i18n.Format(i18n.MsgErrOpenFileAt, i18n.Args{"Name": visible.Name(name), "Line": line, "Col": col, "Reason": reason})
		})
}

// PastedKGN is KGN for a pasted .kgn text data: "Cannot read the pasted
// game: line 3, column 19: …", with no file name.
func PastedKGN(err error, data []byte) string {
	return kgnText(err, data, func(reason string) string {
		return i18n.EndSentence(i18n.Format(i18n.MsgErrPastedGame, i18n.Args{"Reason": reason}))
	}, func(line, col int, reason string) string {
		return i18n.Format(i18n.MsgErrPastedGameAt, i18n.Args{"Line": line, "Col": col, "Reason": reason})
	})
}

// kgnText is ParseKGN's err about data in a sentence: whole(reason)
// without a place, at(line, col, reason) with one.
func kgnText(err error, data []byte, whole func(reason string) string, at func(line, col int, reason string) string) string {
	var pe *game.ParseError
	if !errors.As(err, &pe) || pe.Line < 1 {
		return whole(kgnReason(err, ""))
	}
	from := fromCol(lineOf(data, pe.Line), pe.Col)
	if pe.Token != "" {
		from = pe.Token
	}
	return i18n.EndSentence(at(pe.Line, pe.Col, kgnReason(err, visible.Name(from))))
}

// kgnReason is the translated sentence for the kind of error; at is the
// text of the line from the error's column on, for the names it quotes.
func kgnReason(err error, at string) string {
	switch {
	case errors.Is(err, game.ErrEmpty):
		return i18n.T(i18n.MsgErrEmpty)
	case errors.Is(err, game.ErrEncoding):
		return i18n.T(i18n.MsgErrEncoding)
	case errors.Is(err, game.ErrUnknownRules):
		return i18n.Format(i18n.MsgErrUnknownRules, i18n.Args{"Rules": quoted(at)})
	case errors.Is(err, game.ErrBadSize):
		var ke *game.KFENError
		if errors.As(err, &ke) {
			return Ranks(ke)
		}
		return sizeTag(quoted(at))
	case errors.Is(err, game.ErrSizeMismatch):
		return i18n.T(i18n.MsgErrSizeMismatch)
	case errors.Is(err, game.ErrBadKFEN):
		return i18n.T(i18n.MsgErrBadPosition)
	case errors.Is(err, game.ErrResultMismatch):
		return resultText(err)
	case errors.Is(err, game.ErrIllegalMove):
		return illegalMoveText(err, firstWord(at))
	case errors.Is(err, game.ErrVariationDepth):
		return i18n.Format(i18n.MsgErrVariationDepth, i18n.Args{"Max": game.MaxVariationDepth})
	case errors.Is(err, game.ErrFileTooLarge):
		return TooLarge(err)
	}
	var pe *game.ParseError
	errors.As(err, &pe)
	var ce *game.CharError
	if errors.As(err, &ce) && pe != nil {
		return i18n.Format(i18n.MsgErrStrangeChar, i18n.Args{
			"Token": visible.Name(pe.Token), "Char": visible.Name(string(ce.Char)), "Code": CharName(ce.Char)})
	}
	if msg := syntaxKindMessage(err); msg != nil && pe != nil {
		return i18n.Format(msg, i18n.Args{"Token": visible.Name(pe.Token), "Want": pe.Want})
	}
	if msg := badJumpMessage(firstWord(at)); msg != nil {
		return i18n.T(msg)
	}
	if pe != nil && pe.Token != "" {
		return i18n.Format(i18n.MsgErrSyntaxToken, i18n.Args{"Token": visible.Name(pe.Token)})
	}
	return i18n.T(i18n.MsgErrSyntax)
}

// illegalReasons are the messages of game's reasons for an illegal move.
var illegalReasons = map[game.IllegalReason]*goi18n.Message{
	game.ReasonOffBoard:     i18n.MsgIllegalReasonOffBoard,
	game.ReasonMustRemove:   i18n.MsgIllegalReasonMustRemove,
	game.ReasonBlackRemoval: i18n.MsgIllegalReasonBlackRemoval,
	game.ReasonWhiteRemoval: i18n.MsgIllegalReasonWhiteRemoval,
	game.ReasonRemovalsOver: i18n.MsgIllegalReasonRemovalsOver,
	game.ReasonNoOwnStone:   i18n.MsgIllegalReasonNoOwnStone,
	game.ReasonOccupied:     i18n.MsgIllegalReasonOccupied,
	game.ReasonNoCapture:    i18n.MsgIllegalReasonNoCapture,
}

// illegalMoveText says that move, as written in the file, breaks the
// rules and which rule, from the game.IllegalMoveError in err.
func illegalMoveText(err error, move string) string {
	var ie *game.IllegalMoveError
	var msg *goi18n.Message
	if errors.As(err, &ie) {
		msg = illegalReasons[ie.Reason]
	}
	if msg == nil {
		return i18n.Format(i18n.MsgErrIllegalMove, i18n.Args{"Move": move})
	}
	reason := i18n.Format(msg, i18n.Args{"Square": ie.Square.String()})
	return i18n.Format(i18n.MsgErrIllegalMoveBecause, i18n.Args{"Move": move, "Reason": reason})
}

// syntaxKindMessage is the message for the kinds of syntax error that
// have their own (game.ErrMoveNumber …), or nil. The messages take the
// ParseError's Token and Want.
func syntaxKindMessage(err error) *goi18n.Message {
	for _, k := range []struct {
		err error
		msg *goi18n.Message
	}{
		{game.ErrMoveNumber, i18n.MsgErrMoveNumber},
		{game.ErrJumpPath, i18n.MsgErrJumpPath},
		{game.ErrStrayBrace, i18n.MsgErrStrayBracket},
		{game.ErrUnclosedComment, i18n.MsgErrUnclosedComment},
		{game.ErrTagAfterMoves, i18n.MsgErrTagAfterMoves},
		{game.ErrResultNotLast, i18n.MsgErrResultNotLast},
		{game.ErrBadGlyph, i18n.MsgErrBadGlyph},
		{game.ErrTruncated, i18n.MsgErrTruncated},
		{game.ErrUnclosedVariation, i18n.MsgErrUnclosedVariation},
		{game.ErrVariationStart, i18n.MsgErrVariationStart},
		{game.ErrEmptyVariation, i18n.MsgErrEmptyVariation},
	} {
		if errors.Is(err, k.err) {
			return k.msg
		}
	}
	return nil
}

// badJumpMessage explains a jump that is written with two squares but that
// no jump can make ("b5-d7", "a5-c6", "b5-c5"), or with one of its two
// squares missing ("h4-", "-d5"), or returns nil.
func badJumpMessage(word string) *goi18n.Message {
	from, to, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(word), "x", "-"), "-")
	if !ok {
		return nil
	}
	a, errA := game.ParseSquare(from)
	b, errB := game.ParseSquare(to)
	switch {
	case errA == nil && to == "":
		return i18n.MsgErrJumpNoLanding // "h4-", a move cut short
	case from == "" && errB == nil:
		return i18n.MsgErrJumpNoStart
	}
	if errA != nil || errB != nil {
		return nil
	}
	df, dr := abs(b.File()-a.File()), abs(b.Rank()-a.Rank())
	switch {
	case df != 0 && df == dr:
		return i18n.MsgErrDiagonal
	case df != 0 && dr != 0:
		return i18n.MsgErrChangeDirection
	}
	return i18n.MsgErrJumpTarget // straight, but not over one stone onto the square behind it
}

// abs returns |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// lineOf returns line n (from 1) of data, lines ended by LF, CRLF or CR
// (as ParseKGN counts them).
func lineOf(data []byte, n int) string {
	text := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(string(data))
	lines := strings.Split(strings.TrimPrefix(text, "\uFEFF"), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// fromCol returns line from rune column col (from 1) on.
func fromCol(line string, col int) string {
	r := []rune(line)
	if col < 1 || col > len(r) {
		return ""
	}
	return string(r[col-1:])
}

// firstWord returns the text up to the first space or brace.
func firstWord(s string) string {
	if i := strings.IndexAny(s, " \t{}"); i >= 0 {
		return s[:i]
	}
	return s
}

// quoted returns the first "quoted" value in s (a tag's value), or its
// first word when there is none.
func quoted(s string) string {
	i := strings.IndexByte(s, '"')
	if i < 0 {
		return firstWord(s)
	}
	rest := s[i+1:]
	if j := strings.IndexByte(rest, '"'); j >= 0 {
		return rest[:j]
	}
	return rest
}

// resultMessages are the reasons for a written result that differs from
// that of the moves, by the result of the moves.
var resultMessages = map[game.Result]*goi18n.Message{
	game.Unfinished: i18n.MsgErrResultNotOver,
	game.BlackWins:  i18n.MsgErrResultBlackWon,
	game.WhiteWins:  i18n.MsgErrResultWhiteWon,
}

// resultText says what result the file gives and what its moves give,
// when err (ErrResultMismatch) is a *game.ResultError that knows both.
func resultText(err error) string {
	var re *game.ResultError
	if !errors.As(err, &re) {
		return i18n.T(i18n.MsgErrResultMismatch)
	}
	if re.Written == game.Unfinished.String() {
		if msg, ok := openResultMessages[re.Moves]; ok {
			return i18n.T(msg)
		}
	}
	return i18n.Format(resultMessages[re.Moves], i18n.Args{"Written": re.Written})
}

// openResultMessages are the reasons for a file that says its game is not
// over ("*", a token a player may not know) while the moves end in a win.
var openResultMessages = map[game.Result]*goi18n.Message{
	game.BlackWins: i18n.MsgErrResultOpenBlackWon,
	game.WhiteWins: i18n.MsgErrResultOpenWhiteWon,
}

// CharName is r's code point and Unicode name ("U+0436 CYRILLIC SMALL
// LETTER ZHE"), or its code point alone for a character without a name.
func CharName(r rune) string {
	code := fmt.Sprintf("U+%04X", r)
	if name := runenames.Name(r); name != "" && !strings.HasPrefix(name, "<") {
		return code + " " + name
	}
	return code
}

// sizeTag says that the Size tag's value v is no board size: "A 20×20
// board is not supported" for a whole number of 1 or 2 digits, else (a
// sign, a word, a long number) that the tag gives no size from 4 to 12.
func sizeTag(v string) string {
	if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= 99 && v[0] != '+' {
		return i18n.Format(i18n.MsgErrBoardSize, i18n.Args{"Size": n, "Min": game.MinSize, "Max": game.MaxSize})
	}
	return i18n.Format(i18n.MsgErrSizeTag, i18n.Args{"Min": game.MinSize, "Max": game.MaxSize})
}

// Ranks says that a KFEN's number of ranks (e, a game.KFENRanks error) is
// no board size, without the number: too few, or more than game.MaxSize.
func Ranks(e *game.KFENError) string {
	args := i18n.Args{"Min": game.MinSize, "Max": game.MaxSize}
	if e.Got > game.MaxSize {
		return i18n.Format(i18n.MsgEditorTooManyRanks, args)
	}
	return i18n.Format(i18n.MsgEditorTooFewRanks, args)
}

// Package clip is the clipboard of a board: it copies a position (KFEN), a
// game (.kgn text, variations included) and a picture of the board (PNG),
// and tells what a pasted text is (Classify). Edit runs the Edit menu's
// items for any window through its Host.
package clip

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/errtext"
)

// Kind is what a pasted text holds.
type Kind int

const (
	// Neither is no position and no game; Pasted.Reason says why.
	Neither Kind = iota
	// Position is a KFEN: Pasted.Position.
	Position
	// Game is a .kgn text (not yet parsed): Pasted.Text.
	Game
)

// MaxPaste is the longest text Classify looks at, in bytes: that of the
// largest .kgn (game.MaxKGNSize).
const MaxPaste = game.MaxKGNSize

// Pasted is what Classify found in a text.
type Pasted struct {
	Kind     Kind
	Position game.Position // the position, for Position
	Text     []byte        // the text as pasted, for Game (the parser's line and column count in it)
	// Reason says in the current language why the text is neither a
	// position nor a game, for Neither.
	Reason string
}

// Classify tells what a pasted text holds: a KFEN alone on its line
// (white space around it dropped), a .kgn text (it starts with a tag, a
// comment or a move number; ParseKGN checks it later), or neither, with
// the reason: too long (over MaxPaste bytes), control characters, no
// UTF-8.
func Classify(text string) Pasted {
	if len(text) > MaxPaste {
		return neither(i18n.Format(i18n.MsgErrPasteTooLarge, i18n.Args{"Max": MaxPaste >> 20}))
	}
	body := strings.TrimPrefix(text, "\uFEFF")
	trimmed := strings.TrimSpace(body)
	if trimmed == "" {
		return neither(i18n.T(i18n.MsgErrPasteEmpty))
	}
	if !readable(body) {
		return neither(i18n.T(i18n.MsgErrPasteBinary))
	}
	if kfenShaped(trimmed) {
		p, err := game.ParseKFEN(trimmed)
		if err != nil {
			return neither(i18n.Format(i18n.MsgErrPasteBadKFEN, i18n.Args{"Reason": kfenReason(err, trimmed)}))
		}
		return Pasted{Kind: Position, Position: p}
	}
	if kgnShaped(trimmed) {
		return Pasted{Kind: Game, Text: []byte(text)}
	}
	return neither(i18n.Format(i18n.MsgErrPasteNeither, i18n.Args{"Example": example()}))
}

func neither(reason string) Pasted { return Pasted{Kind: Neither, Reason: i18n.EndSentence(reason)} }

// readable reports whether s is UTF-8 text whose only control characters
// are tabs and line ends.
func readable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return false
		}
	}
	return true
}

// kfenShaped reports whether s, trimmed, is one line of two fields whose
// first holds only stones, digits and at least one '/': what a KFEN looks
// like, so that a broken one is explained as a position.
func kfenShaped(s string) bool {
	if strings.ContainsAny(s, "\r\n") {
		return false
	}
	fields := strings.Fields(s)
	if len(fields) == 0 || len(fields) > 2 || !strings.Contains(fields[0], "/") {
		return false
	}
	return strings.Trim(fields[0], "BWbw0123456789/") == ""
}

// kgnShaped reports whether s, trimmed, starts as a .kgn does: a tag
// "[", a comment "{" or ";", a variation "(" or a move number "1.".
func kgnShaped(s string) bool {
	switch s[0] {
	case '[', '{', ';', '(':
		return true
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && i < len(s) && s[i] == '.'
}

// kfenReason is the current language's sentence for ParseKFEN's err about
// s.
func kfenReason(err error, s string) string {
	var ke *game.KFENError
	if errors.As(err, &ke) && ke.Fault == game.KFENRanks {
		return errtext.Ranks(ke)
	}
	return i18n.T(i18n.MsgErrKFENForm)
}

// example is the KFEN of the start of a 6×6 game, for the messages.
func example() string {
	p := game.MustNewPosition(6)
	return p.KFEN()
}

// CopyPosition puts p's KFEN on the clipboard cb.
func CopyPosition(cb fyne.Clipboard, p game.Position) { cb.SetContent(p.KFEN()) }

// CopyGame puts g as a .kgn text (MarshalKGN: tags, moves, comments and
// variations) on the clipboard cb.
func CopyGame(cb fyne.Clipboard, g *game.Game) { cb.SetContent(string(g.MarshalKGN())) }

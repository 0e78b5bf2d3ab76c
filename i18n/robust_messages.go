package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Messages of issue 13: files that could not be read or written, saves that
// failed, a missing display (package ui: persist.go, save_repo.go, app.go;
// package game's parse errors as the open dialog shows them).
var (
	MsgErrVariation = &goi18n.Message{
		ID:          "ErrVariation",
		Description: "Reason: the file has variations in parentheses ( … ), which Konane does not read.",
		Other:       "Variations in parentheses ( … ) are not supported: remove them and open the file again.",
	}
	MsgErrSyntaxToken = &goi18n.Message{
		ID:          "ErrSyntaxToken",
		Description: "Reason: one word of the file is not game notation. Token is that word as it stands in the file, e.g. 1…x9.",
		Other:       "“{{.Token}}” is not valid game notation.",
	}
)

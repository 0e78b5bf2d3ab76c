// Package i18n holds every user-visible string of Konane and renders it in
// the user's language: English (the source), Russian, Polish, German and
// Thai.
//
// # Messages
//
// Each string is one declared message, so that `goi18n extract` finds it:
//
//	var MsgMenuUndo = &goi18n.Message{
//		ID:          "MenuUndo",
//		Description: "Edit menu item and toolbar button; takes back the last move.",
//		Other:       "Undo",
//	}
//
// where goi18n is github.com/nicksnyder/go-i18n/v2/i18n. The translations
// live in ../locales/active.<lang>.toml and are embedded by package locales.
//
// Rules for messages (the tests enforce the first five):
//   - The variable is named "Msg" + ID.
//   - Every field of the text is written {{.Name}} with a capitalised name;
//     every translation uses exactly the fields of the English text.
//   - A message that contains a count is counted: it sets One and Other in
//     English, its count is the field {{.Count}}, and it is shown with
//     Plural. Russian and Polish translate it with one, few, many and other
//     (other is for fractions), German with one and other, Thai with other.
//   - A translation differs from the English text, except for the few
//     entries of the allow-list sameAsEnglish in catalogue_test.go (the
//     title "Kōnane" in German and Polish, "OK", German "Computer",
//     "8 × 8").
//   - Long Thai texts carry WordBreak (U+200B) between words, never right
//     before a combining vowel or tone mark, and use only characters the
//     bundled fonts have (see package ui/theme).
//   - One message is one whole sentence or label. Never build a sentence
//     from translated pieces ("Black" + " wins"): word order and grammar
//     differ between languages. Write one message per case instead
//     (MsgStatusBlackWins, MsgStatusWhiteWins). Inserting names, moves,
//     numbers or a complete translated sentence (a Reason) is fine.
//   - Text for a menu item or button that opens a dialog ends in "…".
//
// # Showing messages
//
//	label.SetText(i18n.T(i18n.MsgMenuUndo))
//	status.SetText(i18n.Format(i18n.MsgStatusHint, i18n.Args{"Move": "b5-d5"}))
//	captured.SetText(i18n.Plural(i18n.MsgStatusCaptured, n, nil))
//	line.SetText(i18n.Plural(i18n.MsgStatsBlackWins, wins, i18n.Args{"Percent": i18n.Percent(0.471)}))
//
// Numbers and Percent values in Args are formatted for the language with
// golang.org/x/text/message (1,234 / 1 234 / 1.234; 47.1% / 47,1 %). The
// lookups never fail and never print: a message missing from a language
// comes out in English.
//
// # Choosing and switching the language
//
// At start-up:
//
//	lang := i18n.Setup(prefs.String(i18n.PreferenceKey))
//
// picks the saved choice, else the operating system's language (Unix: the
// environment, see EnvPreferences; elsewhere the system's API, see
// SystemPreferences) if it is one of the five, else English. Nothing is
// printed for odd locales such as LANG=C.UTF-8. The language menu lists
// Languages() by their Name (each in its own language) and on a click does
//
//	if err := i18n.SetLanguage(l.Code); err == nil {
//		prefs.SetString(i18n.PreferenceKey, l.Code)
//	}
//
// SetLanguage calls every function registered with OnChange; the window
// registers one that sets all its texts again (menus, labels, titles), so
// the whole window switches at once without a restart.
//
// This package does not import Fyne. The texts Fyne draws itself (the file
// dialog's buttons, the entry menu) follow the language through package
// ui/internal/fynelang, which the main window starts.
//
// Dialogs take their buttons' texts from this package, not from Fyne's
// defaults: uikit.NewCustomConfirm with a MsgButton* pair, file dialogs
// with SetConfirmText/SetDismissText and MsgButtonOpen or MsgButtonSave
// and MsgButtonCancel.
//
// # Adding or changing a message
//
//  1. Declare or edit the MsgX variable in the file of its domain
//     (menu_messages.go, status_messages.go, files_messages.go,
//     errors_messages.go, kgn_messages.go, quit_messages.go,
//     statistics_messages.go, newgame_messages.go, dialogs_messages.go,
//     cmdline_messages.go, desktop_messages.go, replay_messages.go,
//     review_messages.go, tutorial_messages.go, app_messages.go; the rules
//     text in rules.go) following the rules above. Where a message goes
//     does not change locales/: goi18n writes them sorted by ID.
//  2. Run `make i18n` (recipe in the Makefile). It regenerates
//     ../locales/active.en.toml and writes ../locales/translate.<lang>.toml
//     with every message a language lacks, or whose English text or
//     description changed (go-i18n tracks that with the hash fields).
//  3. Translate the entries of each translate.<lang>.toml in place (Russian
//     and Polish counted messages need one, few, many and other; long Thai
//     texts get U+200B between words) and run `make i18n` again: the
//     translations move into active.<lang>.toml and the translate files
//     disappear. Keep names of squares and moves (a8, b5-d5) as they are.
//  4. Run `go test ./i18n/...`.
//
// # Thai line breaks
//
// Thai puts no spaces between words, and Fyne 2.7 wraps only at white space
// (unicode.IsSpace), so a long Thai line would be cut anywhere, possibly
// before a combining mark. The Thai catalogue therefore marks word
// boundaries with U+200B, and every lookup turns them into U+200A (hair
// space), at which Fyne does wrap. Konane's fonts (package ui/theme) draw
// U+200A with no width, so no gap shows between words. Text that leaves
// Fyne's widgets (window titles, the terminal) goes through Plain, which
// drops the marks. See WordBreak and FyneWordBreak.
package i18n

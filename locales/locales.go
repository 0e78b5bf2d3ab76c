// Package locales holds Konane's translation catalogues, one go-i18n TOML
// file per language: active.en.toml (generated from the messages declared in
// package i18n by `make i18n`), active.ru.toml, active.pl.toml,
// active.de.toml and active.th.toml. Package i18n loads them; see its
// documentation for how to add or change a message.
//
// Beside them, fyne.<lang>.json translate the texts that Fyne itself draws
// (its lang keys: dialog buttons, "(Parent)", "Show Hidden Files", the
// entry menu...) into the same five languages, in the JSON form Fyne's
// lang package reads. fyne.en.json is Fyne 2.7.1's own English set; Fyne
// has no Thai at all, and package i18n uses our files for every language
// so that the texts match the app's wording.
package locales

import "embed"

// FS holds the active.*.toml and fyne.*.json files.
//
//go:embed active.*.toml fyne.*.json
var FS embed.FS

// Package locales holds Konane's translation catalogues, one go-i18n TOML
// file per language: active.en.toml (generated from the messages declared in
// package i18n by `make i18n`), active.ru.toml, active.pl.toml,
// active.de.toml and active.th.toml. Package i18n loads them; see its
// documentation for how to add or change a message.
package locales

import "embed"

// FS holds the active.*.toml files.
//
//go:embed active.*.toml
var FS embed.FS

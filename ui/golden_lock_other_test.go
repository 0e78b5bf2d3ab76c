//go:build !unix

package ui

import "testing"

// lockGoldenHome does nothing here: the open dialog's picture is checked
// on Linux only (see TestTheOpenDialogSpeaksTheAppsLanguage).
func lockGoldenHome(*testing.T, string) {}

//go:build windows

package i18n

import (
	"unsafe"

	"golang.org/x/sys/windows"
	"golang.org/x/text/language"
)

// SystemPreferences returns the languages Windows asks for, most wanted
// first, possibly none: the display languages
// (GetUserPreferredUILanguages), then the regional format's
// (GetUserDefaultLocaleName). LANG is not read.
func SystemPreferences() []language.Tag {
	display, _ := windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
	return WindowsPreferences(display, userLocaleName())
}

var procGetUserDefaultLocaleName = windows.NewLazySystemDLL("kernel32.dll").NewProc("GetUserDefaultLocaleName")

// localeNameMaxLength is LOCALE_NAME_MAX_LENGTH, in UTF-16 units with the
// terminating zero.
const localeNameMaxLength = 85

// userLocaleName is the user's locale name ("de-AT"), or "" when Windows
// gives none.
func userLocaleName() string {
	if procGetUserDefaultLocaleName.Find() != nil {
		return ""
	}
	buf := make([]uint16, localeNameMaxLength)
	n, _, _ := procGetUserDefaultLocaleName.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
	if n == 0 {
		return ""
	}
	return windows.UTF16ToString(buf)
}

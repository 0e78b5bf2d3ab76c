package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The app itself: its title, the About dialog, and what it says at start
// before or instead of the window (package main, ui).

// Title and About.
var (
	MsgAppTitle = &goi18n.Message{
		ID:          "AppTitle",
		Description: "Name of the game: window title, About dialog.",
		Other:       "Kōnane",
	}
	MsgAboutText = &goi18n.Message{
		ID:          "AboutText",
		Description: "Body of the About dialog. Version is the program version, e.g. 1.0.0.",
		Other:       "A strategy game for two players from Hawaii: whoever makes the last jump wins.\nVersion {{.Version}}",
	}
	MsgAboutFontLicence = &goi18n.Message{
		ID:          "AboutFontLicence",
		Description: "About dialog: the button that shows the fonts' licence text (in English, as published), and that dialog's title.",
		Other:       "Font licence",
	}
	MsgAboutFonts = &goi18n.Message{
		ID:          "AboutFonts",
		Description: "Font credit in the About dialog; keep the font and licence names as they are.",
		Other:       "Thai text is set in Noto Sans Thai, Latin and Cyrillic text in Noto Sans; both fonts are published under the SIL Open Font License 1.1.",
	}
)

// Start-up: no window, another copy running, a language variable Konane
// does not know.
var (
	MsgNoDisplay = &goi18n.Message{
		ID:          "NoDisplay",
		Description: "One line printed on the terminal when the window cannot open: no graphical display (DISPLAY / WAYLAND_DISPLAY unset, e.g. over ssh). Keep the variable names and the command as they are.",
		Other:       "konane: no graphical display (DISPLAY and WAYLAND_DISPLAY are not set): run it in a desktop session, or use “konane engine” for the text protocol.",
	}
	MsgNoOpenGL = &goi18n.Message{
		ID:          "NoOpenGL",
		Description: "One line printed on the terminal when the window cannot open: the display cannot be opened or OpenGL is missing or fails. Reason is the system's message, in English.",
		Other:       "konane: the window cannot open ({{.Reason}}): check the display and the OpenGL graphics drivers (Mesa), or use “konane engine” for the text protocol.",
	}
	MsgInstanceTitle = &goi18n.Message{
		ID:          "InstanceTitle",
		Description: "Title of the dialog shown at start when another copy of the app is already running.",
		Other:       "Already open",
	}
	MsgInstanceText = &goi18n.Message{
		ID:          "InstanceText",
		Description: "Shown at start when another copy of the app is running: this window neither resumes nor autosaves its game.",
		Other:       "Kōnane is already open in another window. This window will not keep its game when closed.",
	}
	MsgUnknownLanguage = &goi18n.Message{
		ID:          "UnknownLanguage",
		Description: "One line printed on the terminal at start when the environment variable KONANE_SET_LANGUAGE names a language Konane does not have. Code is what it said (e.g. xx); Codes lists the codes it accepts (en, ru, pl, de, th). Keep the variable name as it is.",
		Other:       "konane: KONANE_SET_LANGUAGE={{.Code}} is not one of the languages of Konane ({{.Codes}}); the language stays as it was.",
	}
)

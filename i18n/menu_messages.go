package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The main menu and the toolbar (package ui). Text for an item that opens a
// dialog ends in "…".

// Game.
var (
	MsgMenuGame = &goi18n.Message{
		ID:          "MenuGame",
		Description: "Main menu title: the Game menu.",
		Other:       "Game",
	}
	MsgMenuNewGame = &goi18n.Message{
		ID:          "MenuNewGame",
		Description: "Game menu item and toolbar button; opens the New game dialog.",
		Other:       "New game…",
	}
	MsgMenuOpen = &goi18n.Message{
		ID:          "MenuOpen",
		Description: "Game menu item; opens a saved game (file dialog).",
		Other:       "Open…",
	}
	MsgMenuSave = &goi18n.Message{
		ID:          "MenuSave",
		Description: "Game menu item; saves the game to its file.",
		Other:       "Save",
	}
	MsgMenuSaveAs = &goi18n.Message{
		ID:          "MenuSaveAs",
		Description: "Game menu item; saves the game under a new file name (file dialog).",
		Other:       "Save as…",
	}
	MsgMenuRecentFiles = &goi18n.Message{
		ID:          "MenuRecentFiles",
		Description: "Game submenu listing recently opened games.",
		Other:       "Recent files",
	}
	MsgMenuRecentNone = &goi18n.Message{
		ID:          "MenuRecentNone",
		Description: "Disabled item in the Recent files submenu when the list is empty.",
		Other:       "No recent files",
	}
	MsgMenuReplay = &goi18n.Message{
		ID:          "MenuReplay",
		Description: "Game menu item: opens the replay window, which steps through the current game from its start.",
		Other:       "Replay",
	}
	MsgMenuReplayFile = &goi18n.Message{
		ID:          "MenuReplayFile",
		Description: "Game menu item: asks for a saved game (.kgn file) and opens it in the replay window; the game being played stays as it is.",
		Other:       "Replay a saved game…",
	}
	MsgMenuReviewFile = &goi18n.Message{
		ID:          "MenuReviewFile",
		Description: "Game menu item: asks for a saved game (.kgn file) and opens its review: every move judged by the computer.",
		Other:       "Review a saved game…",
	}
	MsgMenuStatisticsDialog = &goi18n.Message{
		ID:          "MenuStatisticsDialog",
		Description: "Game menu item; opens the statistics dialog: games won by colour and results against each computer level.",
		Other:       "Statistics…",
	}
	MsgMenuQuit = &goi18n.Message{
		ID:          "MenuQuit",
		Description: "Game menu item; closes the program.",
		Other:       "Quit",
	}
)

// Edit.
var (
	MsgMenuEdit = &goi18n.Message{
		ID:          "MenuEdit",
		Description: "Main menu title: the Edit menu.",
		Other:       "Edit",
	}
	MsgMenuUndo = &goi18n.Message{
		ID:          "MenuUndo",
		Description: "Edit menu item and toolbar button; takes back the last move.",
		Other:       "Undo",
	}
	MsgMenuRedo = &goi18n.Message{
		ID:          "MenuRedo",
		Description: "Edit menu item and toolbar button; replays a move taken back.",
		Other:       "Redo",
	}
	MsgMenuHint = &goi18n.Message{
		ID:          "MenuHint",
		Description: "Edit menu item and toolbar button; the computer suggests a move.",
		Other:       "Hint",
	}
)

// View.
var (
	MsgMenuView = &goi18n.Message{
		ID:          "MenuView",
		Description: "Main menu title: the View menu.",
		Other:       "View",
	}
	MsgMenuShowWinningMoves = &goi18n.Message{
		ID:          "MenuShowWinningMoves",
		Description: "View menu item with a check mark: marks every move on the board as winning or losing when the computer can prove it.",
		Other:       "Show winning moves",
	}
	MsgMenuFlipBoard = &goi18n.Message{
		ID:          "MenuFlipBoard",
		Description: "View menu item: turns every board half a turn, so that it is seen from the other side (White's stones at the bottom, or Black's again).",
		Other:       "Flip board",
	}
	MsgMenuLanguage = &goi18n.Message{
		ID:          "MenuLanguage",
		Description: "View submenu listing the languages, each named in itself.",
		Other:       "Language",
	}
	MsgToolbarLanguage = &goi18n.Message{
		ID:          "ToolbarLanguage",
		Description: "Toolbar button that opens the list of languages.",
		Other:       "Language",
	}
)

// Help.
var (
	MsgMenuHelp = &goi18n.Message{
		ID:          "MenuHelp",
		Description: "Main menu title: the Help menu.",
		Other:       "Help",
	}
	MsgMenuTutorial = &goi18n.Message{
		ID:          "MenuTutorial",
		Description: "Help menu item; starts the step-by-step tutorial.",
		Other:       "Tutorial",
	}
	MsgMenuRules = &goi18n.Message{
		ID:          "MenuRules",
		Description: "Help menu item; shows the rules.",
		Other:       "Rules",
	}
	MsgMenuAbout = &goi18n.Message{
		ID:          "MenuAbout",
		Description: "Help menu item; shows the About dialog.",
		Other:       "About Kōnane",
	}
)

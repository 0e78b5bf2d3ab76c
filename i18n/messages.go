package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// Conventions for the messages below (checked by the tests):
//   - var MsgX declares the message with ID "X";
//   - Description tells translators where the text appears and what its
//     fields hold;
//   - a counted message sets One and Other in English; its count is the
//     field {{.Count}} and it is shown with Plural;
//   - "…" (U+2026) ends a menu item or button that opens a dialog.

// Application.
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
	MsgAboutFonts = &goi18n.Message{
		ID:          "AboutFonts",
		Description: "Font credit in the About dialog; keep the font and licence names as they are.",
		Other:       "Thai text is set in Noto Sans Thai, Latin and Cyrillic text in Noto Sans; both fonts are published under the SIL Open Font License 1.1.",
	}
)

// Main menu.
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
	MsgMenuQuit = &goi18n.Message{
		ID:          "MenuQuit",
		Description: "Game menu item; closes the program.",
		Other:       "Quit",
	}
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
	MsgMenuView = &goi18n.Message{
		ID:          "MenuView",
		Description: "Main menu title: the View menu.",
		Other:       "View",
	}
	MsgMenuLanguage = &goi18n.Message{
		ID:          "MenuLanguage",
		Description: "View submenu listing the languages, each named in itself.",
		Other:       "Language",
	}
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

// Levels of the computer player, weakest first.
var (
	MsgLevelBeginner = &goi18n.Message{
		ID:          "LevelBeginner",
		Description: "Computer level 1 of 5 (weakest), in the level choice.",
		Other:       "Beginner",
	}
	MsgLevelEasy = &goi18n.Message{
		ID:          "LevelEasy",
		Description: "Computer level 2 of 5.",
		Other:       "Easy",
	}
	MsgLevelMedium = &goi18n.Message{
		ID:          "LevelMedium",
		Description: "Computer level 3 of 5.",
		Other:       "Medium",
	}
	MsgLevelHard = &goi18n.Message{
		ID:          "LevelHard",
		Description: "Computer level 4 of 5.",
		Other:       "Hard",
	}
	MsgLevelMaster = &goi18n.Message{
		ID:          "LevelMaster",
		Description: "Computer level 5 of 5 (strongest).",
		Other:       "Master",
	}
)

// Sides and players.
var (
	MsgColorBlack = &goi18n.Message{
		ID:          "ColorBlack",
		Description: "The Black side, as a label: colour choice, beside a stone count, player list.",
		Other:       "Black",
	}
	MsgColorWhite = &goi18n.Message{
		ID:          "ColorWhite",
		Description: "The White side, as a label: colour choice, beside a stone count, player list.",
		Other:       "White",
	}
)

// Status line.
var (
	MsgStatusBlackToMove = &goi18n.Message{
		ID:          "StatusBlackToMove",
		Description: "Status line: Black must jump now.",
		Other:       "Black to move",
	}
	MsgStatusWhiteToMove = &goi18n.Message{
		ID:          "StatusWhiteToMove",
		Description: "Status line: White must jump now.",
		Other:       "White to move",
	}
	MsgStatusBlackRemoves = &goi18n.Message{
		ID:          "StatusBlackRemoves",
		Description: "Status line at the start: Black takes one of its stones off a corner or the centre.",
		Other:       "Black removes a stone",
	}
	MsgStatusWhiteRemoves = &goi18n.Message{
		ID:          "StatusWhiteRemoves",
		Description: "Status line after Black's removal: White takes one of its stones next to the hole.",
		Other:       "White removes a stone",
	}
	MsgStatusThinking = &goi18n.Message{
		ID:          "StatusThinking",
		Description: "Status line while the computer searches for its move.",
		Other:       "Thinking…",
	}
	MsgStatusBlackWins = &goi18n.Message{
		ID:          "StatusBlackWins",
		Description: "Status line at the end: White had to move and had no jump.",
		Other:       "Black wins — White has no jump left",
	}
	MsgStatusWhiteWins = &goi18n.Message{
		ID:          "StatusWhiteWins",
		Description: "Status line at the end: Black had to move and had no jump.",
		Other:       "White wins — Black has no jump left",
	}
	MsgStatusHint = &goi18n.Message{
		ID:          "StatusHint",
		Description: "Status line after Hint. Move is a move in game notation, e.g. b5-d5.",
		Other:       "Hint: {{.Move}}",
	}
	MsgStatusCaptured = &goi18n.Message{
		ID:          "StatusCaptured",
		Description: "Stones one side has captured so far, shown beside its colour. Count is a number.",
		One:         "Captured: {{.Count}} stone",
		Other:       "Captured: {{.Count}} stones",
	}
	MsgStatusMoveOf = &goi18n.Message{
		ID:          "StatusMoveOf",
		Description: "Replay position: move Count of Total moves (both numbers; plural form chosen by Count).",
		One:         "Move {{.Count}} of {{.Total}}",
		Other:       "Move {{.Count}} of {{.Total}}",
	}
)

// Statistics.
var (
	MsgStatsTitle = &goi18n.Message{
		ID:          "StatsTitle",
		Description: "Title of the statistics dialog.",
		Other:       "Statistics",
	}
	MsgStatsGamesPlayed = &goi18n.Message{
		ID:          "StatsGamesPlayed",
		Description: "Statistics: number of finished games. Count is a number.",
		One:         "{{.Count}} game played",
		Other:       "{{.Count}} games played",
	}
	MsgStatsBlackWins = &goi18n.Message{
		ID:          "StatsBlackWins",
		Description: "Statistics: games won by Black. Count is a number, Percent its share of all games, e.g. 47.1%.",
		One:         "Black: {{.Count}} win ({{.Percent}})",
		Other:       "Black: {{.Count}} wins ({{.Percent}})",
	}
	MsgStatsWhiteWins = &goi18n.Message{
		ID:          "StatsWhiteWins",
		Description: "Statistics: games won by White. Count is a number, Percent its share of all games, e.g. 52.9%.",
		One:         "White: {{.Count}} win ({{.Percent}})",
		Other:       "White: {{.Count}} wins ({{.Percent}})",
	}
)

// New game dialog.
var (
	MsgNewGameTitle = &goi18n.Message{
		ID:          "NewGameTitle",
		Description: "Title of the New game dialog.",
		Other:       "New game",
	}
	MsgNewGameMode = &goi18n.Message{
		ID:          "NewGameMode",
		Description: "New game dialog: label of the choice of who plays.",
		Other:       "Game type",
	}
	MsgModeVsComputer = &goi18n.Message{
		ID:          "ModeVsComputer",
		Description: "Game type: one person against the program.",
		Other:       "Against the computer",
	}
	MsgModeTwoPlayers = &goi18n.Message{
		ID:          "ModeTwoPlayers",
		Description: "Game type: two people at the same computer.",
		Other:       "Two players",
	}
	MsgModeComputerVsComputer = &goi18n.Message{
		ID:          "ModeComputerVsComputer",
		Description: "Game type: the program plays both sides, the user watches.",
		Other:       "Computer against computer",
	}
	MsgNewGameYourColor = &goi18n.Message{
		ID:          "NewGameYourColor",
		Description: "New game dialog: label of the choice between Black and White for the person.",
		Other:       "Your colour",
	}
	MsgNewGameLevel = &goi18n.Message{
		ID:          "NewGameLevel",
		Description: "New game dialog: label of the computer level choice.",
		Other:       "Level",
	}
	MsgNewGameBlackLevel = &goi18n.Message{
		ID:          "NewGameBlackLevel",
		Description: "New game dialog, computer against computer: level of the program playing Black.",
		Other:       "Level for Black",
	}
	MsgNewGameWhiteLevel = &goi18n.Message{
		ID:          "NewGameWhiteLevel",
		Description: "New game dialog, computer against computer: level of the program playing White.",
		Other:       "Level for White",
	}
	MsgNewGameBoardSize = &goi18n.Message{
		ID:          "NewGameBoardSize",
		Description: "New game dialog: label of the board size choice.",
		Other:       "Board size",
	}
	MsgBoardSizeValue = &goi18n.Message{
		ID:          "BoardSizeValue",
		Description: "A board size in the size choice; Size is the number of squares per side, e.g. 8.",
		Other:       "{{.Size}}\u00a0×\u00a0{{.Size}}",
	}
	MsgNewGameSpeed = &goi18n.Message{
		ID:          "NewGameSpeed",
		Description: "New game dialog: label of how fast the computer's moves are shown.",
		Other:       "Speed",
	}
	MsgSpeedSlow = &goi18n.Message{
		ID:          "SpeedSlow",
		Description: "Speed choice: computer moves shown slowly.",
		Other:       "Slow",
	}
	MsgSpeedNormal = &goi18n.Message{
		ID:          "SpeedNormal",
		Description: "Speed choice: the usual speed.",
		Other:       "Normal",
	}
	MsgSpeedFast = &goi18n.Message{
		ID:          "SpeedFast",
		Description: "Speed choice: computer moves shown at once.",
		Other:       "Fast",
	}
)

// Dialog buttons. Use these instead of Fyne's built-in button texts, which
// follow the system language rather than the one chosen in the menu.
var (
	MsgButtonOK = &goi18n.Message{
		ID:          "ButtonOK",
		Description: "Dialog button: accept.",
		Other:       "OK",
	}
	MsgButtonCancel = &goi18n.Message{
		ID:          "ButtonCancel",
		Description: "Dialog button: close the dialog and change nothing.",
		Other:       "Cancel",
	}
	MsgButtonYes = &goi18n.Message{
		ID:          "ButtonYes",
		Description: "Dialog button: answer yes to a question.",
		Other:       "Yes",
	}
	MsgButtonNo = &goi18n.Message{
		ID:          "ButtonNo",
		Description: "Dialog button: answer no to a question.",
		Other:       "No",
	}
	MsgButtonOpen = &goi18n.Message{
		ID:          "ButtonOpen",
		Description: "File dialog button: open the selected file.",
		Other:       "Open",
	}
	MsgButtonSave = &goi18n.Message{
		ID:          "ButtonSave",
		Description: "File dialog button: save to the selected file.",
		Other:       "Save",
	}
	MsgButtonClose = &goi18n.Message{
		ID:          "ButtonClose",
		Description: "Dialog button: close an information dialog.",
		Other:       "Close",
	}
	MsgButtonStart = &goi18n.Message{
		ID:          "ButtonStart",
		Description: "New game dialog button: start the game.",
		Other:       "Start game",
	}
)

// Dialog titles and texts.
var (
	MsgDialogErrorTitle = &goi18n.Message{
		ID:          "DialogErrorTitle",
		Description: "Title of an error dialog.",
		Other:       "Error",
	}
	MsgDialogOpenTitle = &goi18n.Message{
		ID:          "DialogOpenTitle",
		Description: "Title of the file dialog that opens a game.",
		Other:       "Open a saved game",
	}
	MsgDialogSaveTitle = &goi18n.Message{
		ID:          "DialogSaveTitle",
		Description: "Title of the file dialog that saves a game.",
		Other:       "Save the game",
	}
)

// Errors. Each is a whole sentence. MsgErrReadFile, MsgErrOpenFile and
// MsgErrOpenFileAt take a Reason, which must itself be a translated sentence: one of the
// other Err messages, chosen by the sentinel error (errors.Is) behind it.
var (
	MsgErrReadFile = &goi18n.Message{
		ID:          "ErrReadFile",
		Description: "Error dialog: a game file cannot be opened. Reason is a translated sentence saying why.",
		Other:       "Cannot read the file: {{.Reason}}",
	}
	MsgErrSaveFile = &goi18n.Message{
		ID:          "ErrSaveFile",
		Description: "Error dialog: a game file cannot be written. Reason is the system's explanation.",
		Other:       "Cannot save the file: {{.Reason}}",
	}
	MsgErrSaveFileIn = &goi18n.Message{
		ID:          "ErrSaveFileIn",
		Description: "Error dialog: a file cannot be written. Name is the file name (game.kgn); Folder is the full path of its folder; Reason is a translated phrase saying why.",
		Other:       "Cannot save the file {{.Name}} in the folder {{.Folder}}: {{.Reason}}",
	}
	MsgErrSyntax = &goi18n.Message{
		ID:          "ErrSyntax",
		Description: "Reason: the file contains something that is not game notation.",
		Other:       "This is not valid game notation.",
	}
	MsgErrBadPosition = &goi18n.Message{
		ID:          "ErrBadPosition",
		Description: "Reason: the starting position written in the file (KFEN) is invalid.",
		Other:       "The starting position in the file is not valid.",
	}
	MsgErrEncoding = &goi18n.Message{
		ID:          "ErrEncoding",
		Description: "Reason: the file is not UTF-8 text.",
		Other:       "The file is not UTF-8 text.",
	}
	MsgErrEmpty = &goi18n.Message{
		ID:          "ErrEmpty",
		Description: "Reason: the file is empty.",
		Other:       "The file is empty.",
	}
	MsgErrUnknownRules = &goi18n.Message{
		ID:          "ErrUnknownRules",
		Description: "Reason: the file names a rules profile this version does not know. Rules is its name, e.g. konane/2.",
		Other:       "The file uses the rules “{{.Rules}}”, which this version of Kōnane does not know.",
	}
	MsgErrBoardSize = &goi18n.Message{
		ID:          "ErrBoardSize",
		Description: "Reason: unsupported board size. Size, Min and Max are numbers of squares per side.",
		Other:       "A {{.Size}}\u00a0×\u00a0{{.Size}} board is not supported; sizes go from {{.Min}} to {{.Max}}.",
	}
	MsgErrResultMismatch = &goi18n.Message{
		ID:          "ErrResultMismatch",
		Description: "Reason: the Result tag of a file contradicts its moves.",
		Other:       "The result written in the file does not match its moves.",
	}
	MsgErrIllegalMove = &goi18n.Message{
		ID:          "ErrIllegalMove",
		Description: "Reason or status: a move breaks the rules. Move is in game notation, e.g. d3-d7.",
		Other:       "{{.Move}} is not a legal move.",
	}
	MsgErrNotYourTurn = &goi18n.Message{
		ID:          "ErrNotYourTurn",
		Description: "Status: the person clicked while the computer is to move.",
		Other:       "It is not your turn.",
	}
	MsgErrNotYourStone = &goi18n.Message{
		ID:          "ErrNotYourStone",
		Description: "Status: the person picked a stone of the other colour.",
		Other:       "That stone belongs to your opponent.",
	}
	MsgErrStoneCannotMove = &goi18n.Message{
		ID:          "ErrStoneCannotMove",
		Description: "Status: the person picked one of their stones that has no jump.",
		Other:       "That stone cannot move.",
	}
	MsgErrBlackRemoval = &goi18n.Message{
		ID:          "ErrBlackRemoval",
		Description: "Status: Black tried to remove a stone that is not allowed at the start.",
		Other:       "Black must remove one of its own stones from a corner or from the centre.",
	}
	MsgErrWhiteRemoval = &goi18n.Message{
		ID:          "ErrWhiteRemoval",
		Description: "Status: White tried to remove a stone that is not next to the hole.",
		Other:       "White must remove one of its own stones next to the empty square, along a row or a column.",
	}
	MsgErrJumpTarget = &goi18n.Message{
		ID:          "ErrJumpTarget",
		Description: "Status: the person tried a jump that does not go over an enemy stone onto an empty square.",
		Other:       "A jump goes over an enemy stone onto the empty square right behind it.",
	}
	MsgErrDiagonal = &goi18n.Message{
		ID:          "ErrDiagonal",
		Description: "Status: the person tried to jump diagonally.",
		Other:       "Jumps go along rows and columns, never diagonally.",
	}
	MsgErrChangeDirection = &goi18n.Message{
		ID:          "ErrChangeDirection",
		Description: "Status: the person tried to turn during a multi-jump.",
		Other:       "A multi-jump cannot change direction.",
	}
	MsgErrGameOver = &goi18n.Message{
		ID:          "ErrGameOver",
		Description: "Status: the person tried to move after the end of the game.",
		Other:       "The game is over. Start a new one or take back a move.",
	}
)

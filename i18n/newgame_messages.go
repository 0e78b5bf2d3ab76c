package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The New game dialog (package ui): who plays, at which level, on which
// board, at which speed.

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
	MsgPlayerYou = &goi18n.Message{
		ID:          "PlayerYou",
		Description: "The person playing against the computer, as a player's name: beside the person's stone count, and as Name in PlayerBlack and PlayerWhite (\"You (Black)\").",
		Other:       "You",
	}
	MsgPlayerBlack = &goi18n.Message{
		ID:          "PlayerBlack",
		Description: "The player of the Black side with its colour, in the list of players above the moves, the Game over dialog and the replay. Name is the player: PlayerYou, a computer level (LevelMaster: \"Master (Black)\") or a person's name from a saved game.",
		Other:       "{{.Name}} (Black)",
	}
	MsgPlayerWhite = &goi18n.Message{
		ID:          "PlayerWhite",
		Description: "The player of the White side with its colour, as PlayerBlack is for Black. Name is PlayerYou, a computer level or a person's name.",
		Other:       "{{.Name}} (White)",
	}
	MsgPlayers = &goi18n.Message{
		ID:          "Players",
		Description: "Who plays whom, Black first, above the moves, in the Game over dialog and the replay. Black and White are PlayerBlack and PlayerWhite (\"You (Black)\", \"Master (White)\"), or ColorBlack and ColorWhite for two people on one screen.",
		Other:       "{{.Black}} — {{.White}}",
	}
)

// The dialog.
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

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The puzzle trainer (package ui/puzzleview): its window, the task, the
// answers to the player's moves, ratings, the choice of puzzles and the
// themes; the offers of puzzles at the end of the tutorial and after a
// review.
var (
	MsgMenuPuzzles = &goi18n.Message{
		ID:          "MenuPuzzles",
		Description: "Game menu item: opens the puzzle trainer (positions where the player must find the winning moves).",
		Other:       "Puzzles…",
	}
	MsgPuzzleTitle = &goi18n.Message{
		ID:          "PuzzleTitle",
		Description: "Title of the puzzle trainer's window.",
		Other:       "Puzzles",
	}
	MsgPuzzleBlackToWin = &goi18n.Message{
		ID:          "PuzzleBlackToWin",
		Description: "Puzzle trainer: the task when the player has Black.",
		Other:       "Black to play and win",
	}
	MsgPuzzleWhiteToWin = &goi18n.Message{
		ID:          "PuzzleWhiteToWin",
		Description: "Puzzle trainer: the task when the player has White.",
		Other:       "White to play and win",
	}
	MsgPuzzleInfo = &goi18n.Message{
		ID:          "PuzzleInfo",
		Description: "Puzzle trainer: the puzzle's ID (e.g. 8-3fa2c1) and its board size (e.g. 8 × 8).",
		Other:       "Puzzle {{.ID}}, {{.Size}}",
	}
	MsgPuzzleInfoDaily = &goi18n.Message{
		ID:          "PuzzleInfoDaily",
		Description: "Puzzle trainer: the puzzle of the day: its ID (e.g. 8-3fa2c1) and its board size (e.g. 8 × 8).",
		Other:       "Puzzle of the day: {{.ID}}, {{.Size}}",
	}
	MsgPuzzleInfoMine = &goi18n.Message{
		ID:          "PuzzleInfoMine",
		Description: "Puzzle trainer: a puzzle from the player's own game (found by a review): its ID and board size.",
		Other:       "From your game: {{.ID}}, {{.Size}}",
	}
	MsgPuzzleRating = &goi18n.Message{
		ID:          "PuzzleRating",
		Description: "Puzzle trainer: the puzzle's difficulty as a rating (e.g. 1612), shown once it is solved or failed.",
		Other:       "Puzzle rating: {{.Rating}}",
	}
	MsgPuzzleRatingHidden = &goi18n.Message{
		ID:          "PuzzleRatingHidden",
		Description: "Puzzle trainer: in place of the puzzle's rating and themes until the puzzle is solved or failed.",
		Other:       "Rating and themes: shown once solved or failed",
	}
	MsgPuzzleThemes = &goi18n.Message{
		ID:          "PuzzleThemes",
		Description: "Puzzle trainer: heading of the themes of the puzzle (what it teaches), shown once it is solved or failed.",
		Other:       "Themes:",
	}
	MsgPuzzleYourRating = &goi18n.Message{
		ID:          "PuzzleYourRating",
		Description: "Puzzle trainer: the player's puzzle rating (a number such as 1512).",
		Other:       "Your rating: {{.Rating}}",
	}
	MsgPuzzleYourRatingChange = &goi18n.Message{
		ID:          "PuzzleYourRatingChange",
		Description: "Puzzle trainer: the player's puzzle rating after a puzzle, with how it moved (Change is e.g. +12 or −8).",
		Other:       "Your rating: {{.Rating}} ({{.Change}})",
	}
	MsgPuzzleStreak = &goi18n.Message{
		ID:          "PuzzleStreak",
		Description: "Puzzle trainer: how many puzzles the player has solved in a row, without a miss.",
		One:         "{{.Count}} puzzle solved in a row",
		Other:       "{{.Count}} puzzles solved in a row",
	}
	MsgPuzzleSolvedCount = &goi18n.Message{
		ID:          "PuzzleSolvedCount",
		Description: "Puzzle trainer: how many different puzzles the player has solved so far.",
		One:         "{{.Count}} puzzle solved",
		Other:       "{{.Count}} puzzles solved",
	}
	MsgPuzzleYourMove = &goi18n.Message{
		ID:          "PuzzleYourMove",
		Description: "Puzzle trainer: the prompt while the player looks for the winning move.",
		Other:       "Your move: find the win.",
	}
	MsgPuzzleChecking = &goi18n.Message{
		ID:          "PuzzleChecking",
		Description: "Puzzle trainer: shown for a moment while the computer checks the player's move and chooses its answer.",
		Other:       "Checking your move…",
	}
	MsgPuzzleRight = &goi18n.Message{
		ID:          "PuzzleRight",
		Description: "Puzzle trainer: the player's move wins; the computer has answered and the puzzle goes on.",
		Other:       "Right! Keep going.",
	}
	MsgPuzzleSolved = &goi18n.Message{
		ID:          "PuzzleSolved",
		Description: "Puzzle trainer: the player has found every winning move; the puzzle is solved.",
		Other:       "Solved!",
	}
	MsgPuzzleSolvedWithHelp = &goi18n.Message{
		ID:          "PuzzleSolvedWithHelp",
		Description: "Puzzle trainer: solved, but after a wrong move, a hint or the solution, so it counts as a miss for the rating.",
		Other:       "Solved, with help: it counts as a miss.",
	}
	MsgPuzzleWrongBlackWins = &goi18n.Message{
		ID:          "PuzzleWrongBlackWins",
		Description: "Puzzle trainer: the player's move (White's) loses; Move is the computer's answer (e.g. c3-c5), which wins for Black, played on the board.",
		Other:       "That loses: {{.Move}} wins for Black.",
	}
	MsgPuzzleWrongWhiteWins = &goi18n.Message{
		ID:          "PuzzleWrongWhiteWins",
		Description: "Puzzle trainer: the player's move (Black's) loses; Move is the computer's answer (e.g. c3-c5), which wins for White, played on the board.",
		Other:       "That loses: {{.Move}} wins for White.",
	}
	MsgPuzzleWrong = &goi18n.Message{
		ID:          "PuzzleWrong",
		Description: "Puzzle trainer: the player's move loses (no answer is shown).",
		Other:       "That loses.",
	}
	MsgPuzzleHintText = &goi18n.Message{
		ID:          "PuzzleHintText",
		Description: "Puzzle trainer: after Hint, the stone that has to move is marked on the board.",
		Other:       "Hint: the marked stone moves.",
	}
	MsgPuzzleHintLooking = &goi18n.Message{
		ID:          "PuzzleHintLooking",
		Description: "Puzzle trainer: shown for a moment after Hint, while the computer finds the stone that has to move.",
		Other:       "Looking for the stone to move…",
	}
	MsgPuzzleHint = &goi18n.Message{
		ID:          "PuzzleHint",
		Description: "Puzzle trainer button: mark the stone to move (the puzzle then counts as a miss).",
		Other:       "Hint",
	}
	MsgPuzzleRetry = &goi18n.Message{
		ID:          "PuzzleRetry",
		Description: "Puzzle trainer button: start the puzzle again from its first position.",
		Other:       "Retry",
	}
	MsgPuzzleShowSolution = &goi18n.Message{
		ID:          "PuzzleShowSolution",
		Description: "Puzzle trainer button: show the winning line from the start, to step through move by move.",
		Other:       "Show the solution",
	}
	MsgPuzzleSolution = &goi18n.Message{
		ID:          "PuzzleSolution",
		Description: "Puzzle trainer: while the solution is shown; the arrow keys step through it.",
		Other:       "The solution: step through it with Left and Right.",
	}
	MsgPuzzleNext = &goi18n.Message{
		ID:          "PuzzleNext",
		Description: "Puzzle trainer button: the next puzzle, chosen near the player's rating with the chosen size and theme.",
		Other:       "Next puzzle",
	}
	MsgPuzzleDaily = &goi18n.Message{
		ID:          "PuzzleDaily",
		Description: "Puzzle trainer button: today's puzzle, the same for everyone on the same date.",
		Other:       "Puzzle of the day",
	}
	MsgPuzzleMine = &goi18n.Message{
		ID:          "PuzzleMine",
		Description: "Puzzle trainer button: the puzzles found in the player's own reviewed games, with how many there are.",
		One:         "My puzzles ({{.Count}})",
		Other:       "My puzzles ({{.Count}})",
	}
	MsgPuzzleFromGame = &goi18n.Message{
		ID:          "PuzzleFromGame",
		Description: "Review window button: the positions of this game where the player missed the only winning move, as puzzles, with how many there are.",
		One:         "Puzzles from this game ({{.Count}})",
		Other:       "Puzzles from this game ({{.Count}})",
	}
	MsgPuzzleAnySize = &goi18n.Message{
		ID:          "PuzzleAnySize",
		Description: "Puzzle trainer: the choice of any board size.",
		Other:       "Any size",
	}
	MsgPuzzleAnyTheme = &goi18n.Message{
		ID:          "PuzzleAnyTheme",
		Description: "Puzzle trainer: the choice of any theme.",
		Other:       "Any theme",
	}
	MsgPuzzleNoneLeft = &goi18n.Message{
		ID:          "PuzzleNoneLeft",
		Description: "Puzzle trainer: no puzzle of the shipped set has the chosen size and theme (solved ones are offered again, so this means none exists).",
		Other:       "No puzzle has this size and theme. Choose another size or theme.",
	}
	MsgPuzzleProgressUnread = &goi18n.Message{
		ID:          "PuzzleProgressUnread",
		Description: "Puzzle trainer: the file of the player's puzzle progress (rating, puzzles solved) exists but cannot be read; {{.Reason}} is why (e.g. it is a folder). The file is left as it is.",
		Other:       "Your puzzle progress could not be read: {{.Reason}}. The file is left as it is, and puzzles solved now are not kept in it.",
	}
	MsgPuzzleKeys = &goi18n.Message{
		ID:          "PuzzleKeys",
		Description: "Puzzle trainer: the keys, in small print under the buttons.",
		Other:       "Arrows and Space play on the board. H: hint, Ctrl+Z: retry, N: next puzzle; Left and Right step through the solution; Escape closes.",
	}
	MsgPuzzlesDamaged = &goi18n.Message{
		ID:          "PuzzlesDamaged",
		Description: "Shown once: the file of the player's puzzle progress could not be read; it was renamed. Path is the new name of the damaged file.",
		Other:       "Your puzzle progress could not be read; the file was kept as {{.Path}}. Your puzzle rating starts again.",
	}
	MsgPuzzleSaveFailed = &goi18n.Message{
		ID:          "PuzzleSaveFailed",
		Description: "Puzzle trainer: the player's puzzle progress could not be saved; Reason says why.",
		Other:       "Your puzzle progress could not be saved: {{.Reason}}",
	}
	MsgPuzzleLoadFailed = &goi18n.Message{
		ID:          "PuzzleLoadFailed",
		Description: "Puzzle trainer: a puzzle could not be opened; Reason says why.",
		Other:       "The puzzle could not be opened: {{.Reason}}",
	}
	MsgTutorPuzzlesButton = &goi18n.Message{
		ID:          "TutorPuzzlesButton",
		Description: "Button on the last tutorial step: close the tutorial and open the puzzle trainer.",
		Other:       "Puzzles…",
	}

	// The themes: a name and one sentence each.
	MsgPuzzleThemeMultiJump = &goi18n.Message{
		ID:          "PuzzleThemeMultiJump",
		Description: "Puzzle theme name: the winning line needs a multi-jump (a stone jumping more than once in one move).",
		Other:       "Multi-jump",
	}
	MsgPuzzleThemeMultiJumpText = &goi18n.Message{
		ID:          "PuzzleThemeMultiJumpText",
		Description: "Puzzle theme explanation (one sentence) of the multi-jump theme.",
		Other:       "The win needs a stone that jumps more than once in one move.",
	}
	MsgPuzzleThemeShortStop = &goi18n.Message{
		ID:          "PuzzleThemeShortStop",
		Description: "Puzzle theme name: a multi-jump stopped short wins where jumping on loses.",
		Other:       "Stop short",
	}
	MsgPuzzleThemeShortStopText = &goi18n.Message{
		ID:          "PuzzleThemeShortStopText",
		Description: "Puzzle theme explanation (one sentence) of the stop-short theme.",
		Other:       "A stone that could jump on stops early: the shorter jump wins, the longer one loses.",
	}
	MsgPuzzleThemeQuiet = &goi18n.Message{
		ID:          "PuzzleThemeQuiet",
		Description: "Puzzle theme name: a quiet move that keeps the tempo.",
		Other:       "Quiet move",
	}
	MsgPuzzleThemeQuietText = &goi18n.Message{
		ID:          "PuzzleThemeQuietText",
		Description: "Puzzle theme explanation (one sentence) of the quiet-move theme.",
		Other:       "The winning move gives the opponent no new jump and keeps the tempo.",
	}
	MsgPuzzleThemeLastMove = &goi18n.Message{
		ID:          "PuzzleThemeLastMove",
		Description: "Puzzle theme name: the last free move, which the opponent cannot take away.",
		Other:       "Last free move",
	}
	MsgPuzzleThemeLastMoveText = &goi18n.Message{
		ID:          "PuzzleThemeLastMoveText",
		Description: "Puzzle theme explanation (one sentence) of the last-free-move theme.",
		Other:       "The winner keeps a move in reserve that the opponent cannot take away.",
	}
	MsgPuzzleThemeRemoval = &goi18n.Message{
		ID:          "PuzzleThemeRemoval",
		Description: "Puzzle theme name: the key move is a removal at the start of the game, on a small board.",
		Other:       "Opening removal",
	}
	MsgPuzzleThemeRemovalText = &goi18n.Message{
		ID:          "PuzzleThemeRemovalText",
		Description: "Puzzle theme explanation (one sentence) of the opening-removal theme.",
		Other:       "On a small board the game is won by the stone taken off at the start.",
	}
	MsgPuzzleThemeBlock = &goi18n.Message{
		ID:          "PuzzleThemeBlock",
		Description: "Puzzle theme name: the key move takes away the opponent's jumps.",
		Other:       "Block",
	}
	MsgPuzzleThemeBlockText = &goi18n.Message{
		ID:          "PuzzleThemeBlockText",
		Description: "Puzzle theme explanation (one sentence) of the block theme.",
		Other:       "The key move takes away the opponent's jumps.",
	}
	MsgPuzzleThemeLong = &goi18n.Message{
		ID:          "PuzzleThemeLong",
		Description: "Puzzle theme name: a long winning line (the player moves five times or more).",
		Other:       "Long line",
	}
	MsgPuzzleThemeLongText = &goi18n.Message{
		ID:          "PuzzleThemeLongText",
		Description: "Puzzle theme explanation (one sentence) of the long-line theme.",
		Other:       "The win takes five moves or more of yours: every one must be exact.",
	}
)

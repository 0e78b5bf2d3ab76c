package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The game review window (packages ui and ui/reviewview) and the oracle
// (View → Show winning moves). A "ply" is one move of one side; the review
// grades every move.

// The review.
var (
	MsgDialogReviewFileTitle = &goi18n.Message{
		ID:          "DialogReviewFileTitle",
		Description: "Title of the dialog in which a saved game is chosen for the review (no ellipsis: it is a title).",
		Other:       "Review a saved game",
	}
	MsgButtonReview = &goi18n.Message{
		ID:          "ButtonReview",
		Description: "Button in the end-of-game dialog and in the replay window: opens the game review, where the computer judges every move.",
		Other:       "Review",
	}
	MsgReviewTitle = &goi18n.Message{
		ID:          "ReviewTitle",
		Description: "Title of the game review window.",
		Other:       "Kōnane game review",
	}
	MsgReviewQuick = &goi18n.Message{
		ID:          "ReviewQuick",
		Description: "Review window, choice of how long the computer thinks about each position: a quick review (seconds).",
		Other:       "Quick",
	}
	MsgReviewDeep = &goi18n.Message{
		ID:          "ReviewDeep",
		Description: "Review window, choice of how long the computer thinks about each position: a deep review (about a minute or more).",
		Other:       "Deep",
	}
	MsgReviewAnalyse = &goi18n.Message{
		ID:          "ReviewAnalyse",
		Description: "Review window button: analyse the game (again) with the chosen depth.",
		Other:       "Analyse",
	}
	MsgReviewSave = &goi18n.Message{
		ID:          "ReviewSave",
		Description: "Review window button: save the game with the review's verdicts in its comments (file dialog).",
		Other:       "Save with the review…",
	}
	MsgReviewRunning = &goi18n.Message{
		ID:          "ReviewRunning",
		Description: "Review window, shown while the computer analyses the game; a progress bar is beside it.",
		Other:       "Analysing the game…",
	}
	MsgReviewCancelled = &goi18n.Message{
		ID:          "ReviewCancelled",
		Description: "Review window, after the person pressed Cancel during the analysis.",
		Other:       "The analysis was cancelled.",
	}
	MsgReviewCancelledKept = &goi18n.Message{
		ID:          "ReviewCancelledKept",
		Description: "Review window, after the person pressed Cancel during a new analysis (for example a Deep one) while a complete review was on show: that review stays.",
		Other:       "The new analysis was cancelled; the complete review on show stays.",
	}
	MsgReviewStopped = &goi18n.Message{
		ID:          "ReviewStopped",
		Description: "Review window, after the analysis was stopped (Cancel) part way: what was analysed is shown. Done and Total are numbers of positions of the game (the start and the one after each move).",
		Other:       "The analysis stopped with {{.Done}} of {{.Total}} positions analysed; the moves next to the others have no grade.",
	}
	MsgReviewFailed = &goi18n.Message{
		ID:          "ReviewFailed",
		Description: "Review window, when the analysis stopped with an error. Reason is a sentence.",
		Other:       "The analysis failed: {{.Reason}}",
	}
	MsgReviewWrongGame = &goi18n.Message{
		ID:          "ReviewWrongGame",
		Description: "Review window, when the analysis came back with a different number of moves than the game has (should not happen).",
		Other:       "The analysis does not match the game.",
	}
	MsgReviewFromFile = &goi18n.Message{
		ID:          "ReviewFromFile",
		Description: "Review window, when the review was read from the saved game's comments instead of analysed again.",
		Other:       "Review read from the saved game.",
	}
	MsgReviewDone = &goi18n.Message{
		ID:          "ReviewDone",
		Description: "Review window, when the analysis has finished.",
		Other:       "Analysis finished.",
	}
	MsgReviewNotYet = &goi18n.Message{
		ID:          "ReviewNotYet",
		Description: "Review window, detail of a move while the game has not been analysed yet.",
		Other:       "Not analysed yet.",
	}
	MsgGradeBest = &goi18n.Message{
		ID:          "GradeBest",
		Description: "Grade of a move in the review: the best move.",
		Other:       "Best move",
	}
	MsgGradeBestFastest = &goi18n.Message{
		ID:          "GradeBestFastest",
		Description: "Grade of a move in the review: the best move, which also wins by the shortest route.",
		Other:       "Best move, fastest win",
	}
	MsgGradeKeepsWin = &goi18n.Message{
		ID:          "GradeKeepsWin",
		Description: "Grade of a move in the review: the move keeps a win that the solver proved, but the length of the win was not computed, so whether it is the fastest is not known.",
		Other:       "Keeps the win",
	}
	MsgGradeOnly = &goi18n.Message{
		ID:          "GradeOnly",
		Description: "Grade of a move in the review: every other move would have lost.",
		Other:       "Only move",
	}
	MsgGradeGood = &goi18n.Message{
		ID:          "GradeGood",
		Description: "Grade of a move in the review: a good move, close to the best.",
		Other:       "Good",
	}
	MsgGradeInaccuracy = &goi18n.Message{
		ID:          "GradeInaccuracy",
		Description: "Grade of a move in the review: a small error (shown with ?!).",
		Other:       "Inaccuracy",
	}
	MsgGradeMistake = &goi18n.Message{
		ID:          "GradeMistake",
		Description: "Grade of a move in the review: an error (shown with ?).",
		Other:       "Mistake",
	}
	MsgGradeBlunder = &goi18n.Message{
		ID:          "GradeBlunder",
		Description: "Grade of a move in the review: a grave error, e.g. one that turns a won game into a lost one (shown with ??).",
		Other:       "Blunder",
	}
	MsgReviewBestWas = &goi18n.Message{
		ID:          "ReviewBestWas",
		Description: "Review window, under a move that was not the best. Move is a move in game notation, e.g. c3-c5.",
		Other:       "Best was {{.Move}}",
	}
	MsgReviewBefore = &goi18n.Message{
		ID:          "ReviewBefore",
		Description: "Review window, under \"Best was …\": the value of the position before the selected move, from which the best move and the best line start. Move is the selected move in game notation, e.g. d2-d4; Value is a whole sentence, e.g. \"Black wins with perfect play in 22 plies\" or \"Black's winning chances: 48%\".",
		Other:       "Before {{.Move}}: {{.Value}}",
	}
	MsgReviewAfter = &goi18n.Message{
		ID:          "ReviewAfter",
		Description: "Review window: the value of the position after the selected move. Move is the selected move in game notation, e.g. d2-d4; Value is a whole sentence, e.g. \"Black wins with perfect play in 19 plies\" or \"Black's winning chances: 48%\".",
		Other:       "After {{.Move}}: {{.Value}}",
	}
	MsgReviewLine = &goi18n.Message{
		ID:          "ReviewLine",
		Description: "Review window: the computer's best line of play from the position before the selected move. Moves is a list of moves in game notation.",
		Other:       "Best line: {{.Moves}}",
	}
	MsgReviewBlackWinsIn = &goi18n.Message{
		ID:          "ReviewBlackWinsIn",
		Description: "Review window and status line: the computer has proved that Black wins from this position; Count is the number of plies (single moves of one side) to the end of the game.",
		One:         "Black wins with perfect play in {{.Count}} ply",
		Other:       "Black wins with perfect play in {{.Count}} plies",
	}
	MsgReviewWhiteWinsIn = &goi18n.Message{
		ID:          "ReviewWhiteWinsIn",
		Description: "Review window and status line: the computer has proved that White wins from this position; Count is the number of plies (single moves of one side) to the end of the game.",
		One:         "White wins with perfect play in {{.Count}} ply",
		Other:       "White wins with perfect play in {{.Count}} plies",
	}
	MsgReviewChances = &goi18n.Message{
		ID:          "ReviewChances",
		Description: "Review window: Black's winning chances in a position (before or after the selected move, or the start), estimated from the computer's evaluation. Percent is a percentage.",
		Other:       "Black's winning chances: {{.Percent}}",
	}
	MsgReviewBlackLostHere = &goi18n.Message{
		ID:          "ReviewBlackLostHere",
		Description: "Review window: after the selected move Black's game is proven lost, and it stays lost to the end.",
		Other:       "From this move on, Black's game is lost.",
	}
	MsgReviewWhiteLostHere = &goi18n.Message{
		ID:          "ReviewWhiteLostHere",
		Description: "Review window: after the selected move White's game is proven lost, and it stays lost to the end.",
		Other:       "From this move on, White's game is lost.",
	}
	MsgReviewBlackLostFromStart = &goi18n.Message{
		ID:          "ReviewBlackLostFromStart",
		Description: "Review window, start position selected: Black's game is proven lost before any move is made (with perfect play White wins), and it stays lost to the end.",
		Other:       "Black's game is lost from the start.",
	}
	MsgReviewWhiteLostFromStart = &goi18n.Message{
		ID:          "ReviewWhiteLostFromStart",
		Description: "Review window, start position selected: White's game is proven lost before any move is made (with perfect play Black wins), and it stays lost to the end.",
		Other:       "White's game is lost from the start.",
	}
	MsgReviewInaccuracies = &goi18n.Message{
		ID:          "ReviewInaccuracies",
		Description: "Review summary of one player: the number of inaccuracies (small errors).",
		One:         "{{.Count}} inaccuracy",
		Other:       "{{.Count}} inaccuracies",
	}
	MsgReviewMistakes = &goi18n.Message{
		ID:          "ReviewMistakes",
		Description: "Review summary of one player: the number of mistakes (errors).",
		One:         "{{.Count}} mistake",
		Other:       "{{.Count}} mistakes",
	}
	MsgReviewBlunders = &goi18n.Message{
		ID:          "ReviewBlunders",
		Description: "Review summary of one player: the number of blunders (grave errors).",
		One:         "{{.Count}} blunder",
		Other:       "{{.Count}} blunders",
	}
	MsgReviewAccuracy = &goi18n.Message{
		ID:          "ReviewAccuracy",
		Description: "Review summary of one player: how close the player's moves came to the best ones. Percent is a percentage.",
		Other:       "Accuracy {{.Percent}}",
	}
	MsgReviewNoneGraded = &goi18n.Message{
		ID:          "ReviewNoneGraded",
		Description: "Review summary of a player none of whose moves has a grade yet, because the analysis was stopped before it reached them (not: they played perfectly).",
		Other:       "No move graded yet",
	}
	MsgReviewNoMoves = &goi18n.Message{
		ID:          "ReviewNoMoves",
		Description: "Review summary of a player who has not made a single move in the game (a game that ended or stopped before their first move): there is nothing to count or grade.",
		Other:       "No moves to judge",
	}
	MsgReviewGraphHelp = &goi18n.Message{
		ID:          "ReviewGraphHelp",
		Description: "Review window, caption of the advantage graph: the dark area is Black's winning chances; diamonds are positions the computer proved; a click selects a move.",
		Other:       "Dark: Black's winning chances. Diamonds: proven results. Click to select a move.",
	}
)

// The oracle.
var (
	MsgOracleBlackWins = &goi18n.Message{
		ID:          "OracleBlackWins",
		Description: "Status line with Show winning moves on: the computer has proved that Black wins from the position on the board.",
		Other:       "Black wins with perfect play",
	}
	MsgOracleWhiteWins = &goi18n.Message{
		ID:          "OracleWhiteWins",
		Description: "Status line with Show winning moves on: the computer has proved that White wins from the position on the board.",
		Other:       "White wins with perfect play",
	}
	MsgOracleSolving = &goi18n.Message{
		ID:          "OracleSolving",
		Description: "Status line with Show winning moves on: the computer is trying to prove which moves of the position on the board win (a second or two).",
		Other:       "Looking for winning moves…",
	}
	MsgOracleNotProven = &goi18n.Message{
		ID:          "OracleNotProven",
		Description: "Status line with Show winning moves on: the computer could not prove who wins from the position on the board within its time, so no move is marked as winning (it may mark a few losing ones); later positions, with fewer moves left, may be proven.",
		Other:       "Not proven yet: no winning move is known",
	}
	MsgOracleWarningTitle = &goi18n.Message{
		ID:          "OracleWarningTitle",
		Description: "Title of the note shown once when Show winning moves is turned on in a game against the computer.",
		Other:       "Show winning moves",
	}
	MsgOracleWarningText = &goi18n.Message{
		ID:          "OracleWarningText",
		Description: "Note shown once when Show winning moves is turned on in a game against the computer.",
		Other:       "This shows the answers: whenever the computer can prove the result, each move on the board is marked green when it wins and red when it loses.",
	}
)

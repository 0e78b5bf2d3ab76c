package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The tutorial (package tutorial, ui) and its offer on the very first
// start. Square names (a8, d5, b5-d5) are board coordinates and stay as
// they are in every language.

// Steps.
var (
	MsgTutorBoard = &goi18n.Message{
		ID:          "TutorBoard",
		Description: "Tutorial step 1: the full board.",
		Other:       "Kōnane is played on a square board, the papamū, that starts completely full. Dark stones belong to Black and light stones to White, set out like a chessboard: a8 is Black, b8 is White. Black moves first.",
	}
	MsgTutorFirstRemoval = &goi18n.Message{
		ID:          "TutorFirstRemoval",
		Description: "Tutorial step: Black's first removal.",
		Other:       "The game opens with two removals. Black starts by taking one of its own stones off the board: a corner stone (a8 or h1) or a centre stone (d5 or e4). Try it: remove one of the marked stones.",
	}
	MsgTutorFirstRemovalHint = &goi18n.Message{
		ID:          "TutorFirstRemovalHint",
		Description: "Tutorial: hint after a wrong first removal.",
		Other:       "Only the four marked Black stones may be removed: a8, d5, e4 or h1.",
	}
	MsgTutorFirstRemovalDone = &goi18n.Message{
		ID:          "TutorFirstRemovalDone",
		Description: "Tutorial: praise after a right first removal.",
		Other:       "Well done: the first hole is open.",
	}
	MsgTutorSecondRemoval = &goi18n.Message{
		ID:          "TutorSecondRemoval",
		Description: "Tutorial step: White's removal after Black emptied d5.",
		Other:       "Now White removes one of its stones that touches the hole along a line, never across a corner. Black emptied d5, so White may take c5, e5, d4 or d6. Try it for White.",
	}
	MsgTutorSecondRemovalHint = &goi18n.Message{
		ID:          "TutorSecondRemovalHint",
		Description: "Tutorial: hint after a wrong second removal.",
		Other:       "Pick a White stone right next to the empty square d5: c5, e5, d4 or d6.",
	}
	MsgTutorSecondRemovalDone = &goi18n.Message{
		ID:          "TutorSecondRemovalDone",
		Description: "Tutorial: praise after a right second removal.",
		Other:       "Good. With two holes on the board the jumping can begin.",
	}
	MsgTutorSingleJump = &goi18n.Message{
		ID:          "TutorSingleJump",
		Description: "Tutorial step: a single jump after d5 e5.",
		Other:       "From now on every move is a jump. A stone leaps over an enemy stone next to it onto the empty square just behind, and the stone it passed over leaves the board. Try it: jump from b5 over c5 to d5.",
	}
	MsgTutorSingleJumpHint = &goi18n.Message{
		ID:          "TutorSingleJumpHint",
		Description: "Tutorial: hint for the single jump.",
		Other:       "Click the Black stone on b5, then the empty square d5.",
	}
	MsgTutorSingleJumpDone = &goi18n.Message{
		ID:          "TutorSingleJumpDone",
		Description: "Tutorial: praise after the single jump.",
		Other:       "Right: the White stone on c5 was captured.",
	}
	MsgTutorMultiJump = &goi18n.Message{
		ID:          "TutorMultiJump",
		Description: "Tutorial step: a multi-jump along rank 4.",
		Other:       "A stone that has jumped may jump again in the same direction, as long as there is another enemy stone with an empty square behind it. The stone on a4 can go on to c4, e4 or g4. Try it: go all the way to g4 and capture three stones.",
	}
	MsgTutorMultiJumpHint = &goi18n.Message{
		ID:          "TutorMultiJumpHint",
		Description: "Tutorial: hint for the multi-jump.",
		Other:       "Click a4, then the farthest marked square, g4.",
	}
	MsgTutorMultiJumpDone = &goi18n.Message{
		ID:          "TutorMultiJumpDone",
		Description: "Tutorial: praise after the multi-jump.",
		Other:       "Three captures in a single move!",
	}
	MsgTutorStopEarly = &goi18n.Message{
		ID:          "TutorStopEarly",
		Description: "Tutorial step: stopping a multi-jump early.",
		Other:       "Going on is never required: you may stop after any jump, and each landing square counts as a different move. Try it: jump from a4 to c4 and stop there.",
	}
	MsgTutorStopEarlyHint = &goi18n.Message{
		ID:          "TutorStopEarlyHint",
		Description: "Tutorial: hint for stopping early.",
		Other:       "Click a4, then the nearest landing square, c4.",
	}
	MsgTutorStopEarlyDone = &goi18n.Message{
		ID:          "TutorStopEarlyDone",
		Description: "Tutorial: praise after stopping early.",
		Other:       "Exactly: one capture, and the stone stays on c4.",
	}
	MsgTutorStraightOnly = &goi18n.Message{
		ID:          "TutorStraightOnly",
		Description: "Tutorial step: no change of direction, no diagonal jumps.",
		Other:       "A move runs in one straight line along a rank or a file. The stone on b3 may jump over c3 to d3, but then it may not turn north over d4 to d5, and no jump ever goes diagonally. Try it: play the only legal move.",
	}
	MsgTutorStraightOnlyHint = &goi18n.Message{
		ID:          "TutorStraightOnlyHint",
		Description: "Tutorial: hint for the straight-line step.",
		Other:       "The stone cannot turn in the middle of a move. Jump from b3 to d3.",
	}
	MsgTutorStraightOnlyDone = &goi18n.Message{
		ID:          "TutorStraightOnlyDone",
		Description: "Tutorial: praise after the straight-line step.",
		Other:       "Correct: the move ends on d3.",
	}
	MsgTutorCompulsory = &goi18n.Message{
		ID:          "TutorCompulsory",
		Description: "Tutorial step: moving is compulsory.",
		Other:       "You may not pass. If you have any jump at all, you must make one, even when you would rather wait. You may choose which jump, and nobody forces the longest one. Black has two jumps here. Try it: make either of them.",
	}
	MsgTutorCompulsoryHint = &goi18n.Message{
		ID:          "TutorCompulsoryHint",
		Description: "Tutorial: hint for the compulsory-move step.",
		Other:       "Both b1 and f1 can jump into d1. Pick one of them.",
	}
	MsgTutorCompulsoryDone = &goi18n.Message{
		ID:          "TutorCompulsoryDone",
		Description: "Tutorial: praise after the compulsory-move step.",
		Other:       "Good. A jump had to be made, and you made it.",
	}
	MsgTutorNoMoveLoses = &goi18n.Message{
		ID:          "TutorNoMoveLoses",
		Description: "Tutorial step: the side to move with no jump loses.",
		Other:       "The game ends when the player whose turn it is cannot jump. That player loses, however many stones are left, and a draw is impossible. Here White is to move, the stone on g1 has nothing to jump over, so Black has won.",
	}
	MsgTutorTipMobility = &goi18n.Message{
		ID:          "TutorTipMobility",
		Description: "Tutorial tip: mobility matters more than material.",
		Other:       "Tip: count moves, not stones. White has five stones and Black only one, yet after Black jumps from c4 to e4 none of White's stones can move, and White loses. Try it.",
	}
	MsgTutorTipMobilityHint = &goi18n.Message{
		ID:          "TutorTipMobilityHint",
		Description: "Tutorial: hint for the mobility tip.",
		Other:       "Jump from c4 over d4 to e4.",
	}
	MsgTutorTipMobilityDone = &goi18n.Message{
		ID:          "TutorTipMobilityDone",
		Description: "Tutorial: praise after the mobility tip.",
		Other:       "White is stuck: the player with more moves won.",
	}
	MsgTutorTipLanes = &goi18n.Message{
		ID:          "TutorTipLanes",
		Description: "Tutorial tip: the opening holes are future lanes.",
		Other:       "Tip: the two holes of the opening are the first lanes of the game. Every early jump lands in one of them, and each capture opens a new one. Choose your removal with the lines it will open in mind.",
	}
	MsgTutorTipStopEarly = &goi18n.Message{
		ID:          "TutorTipStopEarly",
		Description: "Tutorial tip: stopping early to keep a blocking hole.",
		Other:       "Tip: the longest jump is not always the best. From h5 Black could run on to d5, but there the stone would stand open to White's d6 and c5, giving White three replies. Stopping on f5 leaves White a single reply. Try it: jump from h5 to f5.",
	}
	MsgTutorTipStopEarlyHint = &goi18n.Message{
		ID:          "TutorTipStopEarlyHint",
		Description: "Tutorial: hint for the stop-early tip.",
		Other:       "Click h5, then the nearest landing square, f5.",
	}
	MsgTutorTipStopEarlyDone = &goi18n.Message{
		ID:          "TutorTipStopEarlyDone",
		Description: "Tutorial: praise after the stop-early tip.",
		Other:       "Well played: White now has only one jump.",
	}
	MsgTutorPlayNow = &goi18n.Message{
		ID:          "TutorPlayNow",
		Description: "Tutorial: last step, before the Play now button.",
		Other:       "That is all there is to it. Play a game against the computer or a friend and put these ideas to work.",
	}
)

// The window.
var (
	MsgTutorTitle = &goi18n.Message{
		ID:          "TutorTitle",
		Description: "Title of the tutorial window.",
		Other:       "Kōnane tutorial",
	}
	MsgTutorStep = &goi18n.Message{
		ID:          "TutorStep",
		Description: "Tutorial step counter. Step is the current step, Count the number of steps.",
		One:         "Step {{.Step}} of {{.Count}}",
		Other:       "Step {{.Step}} of {{.Count}}",
	}
	MsgTutorTryIt = &goi18n.Message{
		ID:          "TutorTryIt",
		Description: "Tutorial: label shown on steps where the learner must make a move.",
		Other:       "Your move: make it on the board.",
	}
	MsgTutorBack = &goi18n.Message{
		ID:          "TutorBack",
		Description: "Tutorial button: previous step.",
		Other:       "Back",
	}
	MsgTutorNext = &goi18n.Message{
		ID:          "TutorNext",
		Description: "Tutorial button: next step.",
		Other:       "Next",
	}
	MsgTutorClose = &goi18n.Message{
		ID:          "TutorClose",
		Description: "Tutorial button: close the tutorial.",
		Other:       "Close",
	}
	MsgTutorStartOver = &goi18n.Message{
		ID:          "TutorStartOver",
		Description: "Tutorial button on the last step: back to the first step.",
		Other:       "Start over",
	}
	MsgTutorPlayNowButton = &goi18n.Message{
		ID:          "TutorPlayNowButton",
		Description: "Tutorial button on the last step: opens the New game dialog.",
		Other:       "Play now…",
	}
)

// The offer on the first start.
var (
	MsgTutorOffer = &goi18n.Message{
		ID:          "TutorOffer",
		Description: "Question shown on the very first start.",
		Other:       "New to Kōnane? The tutorial teaches the rules in a few short steps.",
	}
	MsgTutorOfferStart = &goi18n.Message{
		ID:          "TutorOfferStart",
		Description: "Button of the first-start question (TutorOffer): opens the tutorial.",
		Other:       "Open the tutorial",
	}
	MsgTutorOfferLater = &goi18n.Message{
		ID:          "TutorOfferLater",
		Description: "Button of the first-start question (TutorOffer): closes the question; the tutorial stays in the Help menu.",
		Other:       "Not now",
	}
)

package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The board editor (package ui/editorview): its window, tools and buttons,
// and why it refuses a position. A valid position shows MsgStatusBlackToMove,
// MsgStatusWhiteToMove, MsgStatusBlackRemoves or MsgStatusWhiteRemoves; a
// finished one MsgStatusBlackWins or MsgStatusWhiteWins.
var (
	MsgMenuSetUpPosition = &goi18n.Message{
		ID:          "MenuSetUpPosition",
		Description: "Game menu item: opens the board editor, where stones are put on the board by hand.",
		Other:       "Set up a position…",
	}
	MsgEditorTitle = &goi18n.Message{
		ID:          "EditorTitle",
		Description: "Title of the board editor window.",
		Other:       "Set up a position",
	}
	MsgEditorTool = &goi18n.Message{
		ID:          "EditorTool",
		Description: "Board editor: label before the choice of what a click on a square does.",
		Other:       "A click puts",
	}
	MsgEditorToolToggle = &goi18n.Message{
		ID:          "EditorToolToggle",
		Description: "Board editor tool: a click empties a square with a stone, and puts back the stone a square starts with on an empty one.",
		Other:       "Stone or nothing",
	}
	MsgEditorToolBlack = &goi18n.Message{
		ID:          "EditorToolBlack",
		Description: "Board editor tool: a click puts a black stone.",
		Other:       "Black stone",
	}
	MsgEditorToolWhite = &goi18n.Message{
		ID:          "EditorToolWhite",
		Description: "Board editor tool: a click puts a white stone.",
		Other:       "White stone",
	}
	MsgEditorToolEmpty = &goi18n.Message{
		ID:          "EditorToolEmpty",
		Description: "Board editor tool: a click empties the square.",
		Other:       "Nothing",
	}
	MsgEditorSideToMove = &goi18n.Message{
		ID:          "EditorSideToMove",
		Description: "Board editor: label before the choice of whose turn it is (Black, White).",
		Other:       "Side to move",
	}
	MsgEditorStart = &goi18n.Message{
		ID:          "EditorStart",
		Description: "Board editor button: fill the board as at the start of a game.",
		Other:       "Start position",
	}
	MsgEditorEmpty = &goi18n.Message{
		ID:          "EditorEmpty",
		Description: "Board editor button: take every stone off the board.",
		Other:       "Empty board",
	}
	MsgEditorKFEN = &goi18n.Message{
		ID:          "EditorKFEN",
		Description: "Board editor: label of the text field that shows the position in KFEN, the one-line position notation, and takes one typed or pasted. Keep KFEN as it is.",
		Other:       "Position (KFEN)",
	}
	MsgEditorKeys = &goi18n.Message{
		ID:          "EditorKeys",
		Description: "Board editor: the keys of the board, shown under it. B, W, Delete, Space and Return are key names.",
		Other:       "Arrows move the cursor; B, W and Delete put a black stone, a white stone or nothing; Space uses the chosen tool.",
	}
	MsgEditorAnalyse = &goi18n.Message{
		ID:          "EditorAnalyse",
		Description: "Board editor button: open the position on the analysis board.",
		Other:       "Analyse",
	}
	MsgEditorPlay = &goi18n.Message{
		ID:          "EditorPlay",
		Description: "Board editor button: opens a dialog that starts a game (against the computer or two players) from the position set up.",
		Other:       "Play from here…",
	}
	MsgEditorPlayTitle = &goi18n.Message{
		ID:          "EditorPlayTitle",
		Description: "Title of the dialog that starts a game from the position set up in the board editor.",
		Other:       "Play from this position",
	}
)

// Why the board editor refuses a position. Square is a square such as d5.
var (
	MsgEditorKFENFields = &goi18n.Message{
		ID:          "EditorKFENFields",
		Description: "Board editor, typed KFEN refused: it is not the ranks, one space and the side to move. Keep KFEN, b and w as they are.",
		Other:       "A KFEN is the ranks separated by “/”, a space, then b or w for the side to move.",
	}
	MsgEditorKFENRankLong = &goi18n.Message{
		ID:          "EditorKFENRankLong",
		Description: "Board editor, typed KFEN refused: one rank (a row of the board, numbered from 1 at the bottom) describes more squares than the board is wide. Rank and Size are numbers.",
		Other:       "Rank {{.Rank}} is longer than the board is wide ({{.Size}}).",
	}
	MsgEditorKFENRankShort = &goi18n.Message{
		ID:          "EditorKFENRankShort",
		Description: "Board editor, typed KFEN refused: one rank describes fewer squares (Count) than the board is wide (Size). Rank is the rank's number.",
		One:         "Rank {{.Rank}} covers {{.Count}} square instead of {{.Size}}.",
		Other:       "Rank {{.Rank}} covers {{.Count}} squares instead of {{.Size}}.",
	}
	MsgEditorKFENChar = &goi18n.Message{
		ID:          "EditorKFENChar",
		Description: "Board editor, typed KFEN refused: a character (Char) in rank Rank is not B (black stone), W (white stone) or a digit (a number of empty squares). Keep B and W as they are.",
		Other:       "“{{.Char}}” in rank {{.Rank}} is neither B, W nor a number of empty squares.",
	}
	MsgEditorKFENSide = &goi18n.Message{
		ID:          "EditorKFENSide",
		Description: "Board editor, typed KFEN refused: the side to move (Side, as typed) is not b or w. Keep b and w as they are.",
		Other:       "The side to move “{{.Side}}” is neither b nor w.",
	}
	MsgEditorBlackOnWhiteSquare = &goi18n.Message{
		ID:          "EditorBlackOnWhiteSquare",
		Description: "Board editor refuses the position: a black stone stands on a square where a white stone starts (Square); a jump moves two squares, so a stone never reaches a square of the other colour.",
		Other:       "The black stone on {{.Square}} stands where a white stone starts: stones never leave the squares of their own colour.",
	}
	MsgEditorWhiteOnBlackSquare = &goi18n.Message{
		ID:          "EditorWhiteOnBlackSquare",
		Description: "Board editor refuses the position: a white stone stands on a square where a black stone starts (Square).",
		Other:       "The white stone on {{.Square}} stands where a black stone starts: stones never leave the squares of their own colour.",
	}
	MsgEditorFirstRemoval = &goi18n.Message{
		ID:          "EditorFirstRemoval",
		Description: "Board editor refuses the position: the one black stone missing in the opening is on Square, which is neither a corner nor the centre.",
		Other:       "Black’s first removal is on a corner or in the centre, not on {{.Square}}.",
	}
	MsgEditorSecondRemoval = &goi18n.Message{
		ID:          "EditorSecondRemoval",
		Description: "Board editor refuses the position: the one white stone missing after the two removals is on Square, which is not next to the square Black emptied.",
		Other:       "White removes a stone next to the square Black emptied, not on {{.Square}}.",
	}
	MsgEditorWhiteRemovedFirst = &goi18n.Message{
		ID:          "EditorWhiteRemovedFirst",
		Description: "Board editor refuses the position: white stones are missing but no black one, and Black always removes the first stone.",
		Other:       "White stones are missing but no black one: Black removes the first stone.",
	}
	MsgEditorNoWhiteRemoval = &goi18n.Message{
		ID:          "EditorNoWhiteRemoval",
		Description: "Board editor refuses the position: several black stones are missing but no white one, and White removes a stone right after Black's first removal.",
		Other:       "Black stones are missing but no white one: White removes a stone right after Black’s first removal.",
	}
	MsgEditorMustBeBlack = &goi18n.Message{
		ID:          "EditorMustBeBlack",
		Description: "Board editor refuses the position with White to move: the position can only be reached with Black to move.",
		Other:       "In this position Black is to move, not White.",
	}
	MsgEditorMustBeWhite = &goi18n.Message{
		ID:          "EditorMustBeWhite",
		Description: "Board editor refuses the position with Black to move: the position can only be reached with White to move.",
		Other:       "In this position White is to move, not Black.",
	}
	MsgEditorCaptures = &goi18n.Message{
		ID:          "EditorCaptures",
		Description: "Board editor refuses the position: the numbers of black (Black) and white (White) stones missing cannot come from a game with this side to move. Most is the most stones one move can capture on this board.",
		Other:       "Stones missing: {{.Black}} black, {{.White}} white. No game leaves these with this side to move: after the removals Black jumps first, and each move captures 1 to {{.Most}}.",
	}
	MsgEditorNoBlackStone = &goi18n.Message{
		ID:          "EditorNoBlackStone",
		Description: "Board editor refuses the position: White is to move, so Black made the last jump, and the stone that jumped stays on the board; but there is no black stone.",
		Other:       "Black made the last jump, so at least one black stone stays on the board.",
	}
	MsgEditorNoWhiteStone = &goi18n.Message{
		ID:          "EditorNoWhiteStone",
		Description: "Board editor refuses the position: Black is to move, so White made the last jump, and the stone that jumped stays on the board; but there is no white stone.",
		Other:       "White made the last jump, so at least one white stone stays on the board.",
	}
	MsgEditorTooFewRanks = &goi18n.Message{
		ID:          "EditorTooFewRanks",
		Description: "Board editor or pasted KFEN refused: it has fewer ranks (rows, separated by “/”) than the smallest board. Min and Max are the board sizes allowed.",
		Other:       "A position has {{.Min}} to {{.Max}} ranks separated by “/”, one per row of the board; this one has fewer.",
	}
	MsgEditorTooManyRanks = &goi18n.Message{
		ID:          "EditorTooManyRanks",
		Description: "Board editor or pasted KFEN refused: it has more ranks (rows, separated by “/”) than the largest board. Min and Max are the board sizes allowed.",
		Other:       "A position has {{.Min}} to {{.Max}} ranks separated by “/”, one per row of the board; this one has more than {{.Max}}.",
	}
	MsgEditorPasteTooLong = &goi18n.Message{
		ID:          "EditorPasteTooLong",
		Description: "Board editor: text pasted into the KFEN field is refused because it is far longer than any position. Length is its number of characters, Max the most the field takes.",
		Other:       "The pasted text is too long for a position (characters: {{.Length}}; a position has at most {{.Max}}).",
	}
)

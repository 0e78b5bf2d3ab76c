package i18n

import goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

// The rules text (profile konane/1, docs/rules.md), one title
// and one body per section. Bodies are paragraphs separated by blank lines;
// the tips are lines starting with "• ". Show them with wrapping on
// (fyne.TextWrapWord); the Thai bodies contain WordBreak between words.
var (
	MsgRulesTitle = &goi18n.Message{
		ID:          "RulesTitle",
		Description: "Title of the rules window.",
		Other:       "The rules of Kōnane",
	}

	MsgRulesGoalTitle = &goi18n.Message{
		ID:          "RulesGoalTitle",
		Description: "Rules, section 1 heading: what the players try to achieve.",
		Other:       "Goal",
	}
	MsgRulesGoalText = &goi18n.Message{
		ID:          "RulesGoalText",
		Description: "Rules, section 1 body.",
		Other: "Kōnane is an old Hawaiian game for two players, Black and White. " +
			"Stones are captured by jumping over them, yet the number of captures decides nothing: " +
			"whoever makes the last jump wins. " +
			"So always make sure that you will still have a jump next turn while your opponent runs short of them.",
	}

	MsgRulesBoardTitle = &goi18n.Message{
		ID:          "RulesBoardTitle",
		Description: "Rules, section 2 heading: the board and the starting position.",
		Other:       "The board and the stones",
	}
	MsgRulesBoardText = &goi18n.Message{
		ID:          "RulesBoardText",
		Description: "Rules, section 2 body. Square names such as a8 stay as they are.",
		Other: "The game is played on a square board, 8\u00a0×\u00a08 by default; this program also offers boards from 4\u00a0×\u00a04 to 12\u00a0×\u00a012. " +
			"At the start every square holds a stone, and the colours alternate like the squares of a chessboard. " +
			"The top-left corner is always Black, so on 8\u00a0×\u00a08 the corners a8 and h1 hold Black stones and a1 and h8 White ones.\n\n" +
			"Squares are named as in chess: the letter of the file (a is the leftmost) followed by the number of the rank (1 is the bottom one). " +
			"Black moves first.",
	}

	MsgRulesOpeningTitle = &goi18n.Message{
		ID:          "RulesOpeningTitle",
		Description: "Rules, section 3 heading: the two removals that open the game.",
		Other:       "The opening: two removals",
	}
	MsgRulesOpeningText = &goi18n.Message{
		ID:          "RulesOpeningText",
		Description: "Rules, section 3 body. Square names such as d5 stay as they are.",
		Other: "Before the first jump, each side lifts one of its own stones off the board.\n\n" +
			"1. Black removes a Black stone from a corner or from the centre. " +
			"The centre is the middle 2\u00a0×\u00a02 block when the side of the board is even and the single middle square when it is odd, " +
			"and only squares holding a Black stone count. " +
			"On 8\u00a0×\u00a08 Black therefore chooses between a8, h1, d5 and e4.\n\n" +
			"2. White removes a White stone that touches the new hole along a row or a column, not diagonally: " +
			"there are two such stones after a corner and four after a centre square. " +
			"After d5, for example, White may take c5, e5, d4 or d6.\n\n" +
			"Both removals are moves: they appear in the move list and can be taken back.",
	}

	MsgRulesJumpsTitle = &goi18n.Message{
		ID:          "RulesJumpsTitle",
		Description: "Rules, section 4 heading: single and multiple jumps.",
		Other:       "Jumps and multi-jumps",
	}
	MsgRulesJumpsText = &goi18n.Message{
		ID:          "RulesJumpsText",
		Description: "Rules, section 4 body. Moves such as b5-d5 are game notation and stay as they are.",
		Other: "From then on the players take turns, Black first. " +
			"To move, pick one of your stones that has an enemy stone beside it and jump over that stone onto the empty square directly behind; " +
			"the stone jumped over leaves the board. " +
			"Jumps run along rows and columns only, never diagonally.\n\n" +
			"Example: after the removals d5 and e5, Black can play b5-d5 and capture the White stone on c5.\n\n" +
			"In the same move the stone may jump again, as long as another enemy stone with an empty square beyond it lies straight ahead. " +
			"All jumps of one move keep the same direction, so a move never turns, and you may stop after any of them. " +
			"Continuing the example, White can reply g5-c5, capturing f5 and then d5, or stop halfway with g5-e5.",
	}

	MsgRulesMustMoveTitle = &goi18n.Message{
		ID:          "RulesMustMoveTitle",
		Description: "Rules, section 5 heading: a player who can jump must jump.",
		Other:       "Moving is compulsory",
	}
	MsgRulesMustMoveText = &goi18n.Message{
		ID:          "RulesMustMoveText",
		Description: "Rules, section 5 body.",
		Other: "Passing is not allowed: whenever you have at least one jump, you must make one. " +
			"You are free to choose which stone jumps, in which direction and how far; " +
			"nothing obliges you to capture as many stones as possible.",
	}

	MsgRulesEndTitle = &goi18n.Message{
		ID:          "RulesEndTitle",
		Description: "Rules, section 6 heading: how the game ends.",
		Other:       "The end of the game",
	}
	MsgRulesEndText = &goi18n.Message{
		ID:          "RulesEndText",
		Description: "Rules, section 6 body.",
		Other: "The player who is to move but has no jump loses, and the other player wins. " +
			"The number of stones left on the board does not matter. " +
			"There are no draws: with every move at least one stone leaves the board, so sooner or later one side runs out of jumps.",
	}

	MsgRulesTipsTitle = &goi18n.Message{
		ID:          "RulesTipsTitle",
		Description: "Rules, section 7 heading: strategy advice.",
		Other:       "Tips",
	}
	MsgRulesTipsText = &goi18n.Message{
		ID:          "RulesTipsText",
		Description: "Rules, section 7 body: one tip per line, each starting with a bullet.",
		Other: "• Count moves rather than stones. Mobility is worth more than material: " +
			"with fewer stones you can still win as long as yours have room to jump.\n" +
			"• Think of the two holes made in the opening as lanes for later jumps, not merely as empty squares.\n" +
			"• Every capture opens new holes. Before you jump, check which jumps they give your opponent.\n" +
			"• A long multi-jump captures more, but stopping early can leave a hole exactly where it blocks your opponent's best reply.",
	}
)

// Section is one section of the rules: a heading and its body.
type Section struct {
	Title, Body *goi18n.Message
}

// RulesSections returns the sections of the rules text in reading order:
// goal, board, opening, jumps, compulsory moves, end, tips. Show
// MsgRulesTitle above them.
func RulesSections() []Section {
	return []Section{
		{MsgRulesGoalTitle, MsgRulesGoalText},
		{MsgRulesBoardTitle, MsgRulesBoardText},
		{MsgRulesOpeningTitle, MsgRulesOpeningText},
		{MsgRulesJumpsTitle, MsgRulesJumpsText},
		{MsgRulesMustMoveTitle, MsgRulesMustMoveText},
		{MsgRulesEndTitle, MsgRulesEndText},
		{MsgRulesTipsTitle, MsgRulesTipsText},
	}
}

// RulesExampleMoves are the example moves the rules text names, as move
// sequences in game notation from the 8×8 start. Every prefix is legal
// under konane/1, and every move a translation names occurs here; the tests
// check both. Do not modify.
var RulesExampleMoves = [][]string{
	{"a8"}, {"h1"}, {"d5"}, {"e4"}, // Black's four removals
	{"d5", "c5"}, {"d5", "e5"}, {"d5", "d4"}, {"d5", "d6"}, // White's answers to d5
	{"d5", "e5", "b5-d5"},          // Black's first jump over c5
	{"d5", "e5", "b5-d5", "g5-c5"}, // White's double jump over f5 and d5
	{"d5", "e5", "b5-d5", "g5-e5"}, // ... or the single jump, stopping halfway
}

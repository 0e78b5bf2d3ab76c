package game

import (
	"slices"
	"testing"
)

func TestStripCommands(t *testing.T) {
	for in, want := range map[string]string{
		"[%eval #-4] [%best c3-c5] the game turns here": "the game turns here",
		"before [%eval 1.00] after":                     "before after",
		"[%eval 0.25]":                                  "",
		"no commands [here]":                            "no commands [here]",
	} {
		if got := StripCommands(in); got != want {
			t.Errorf("StripCommands(%q) = %q, want %q", in, got, want)
		}
	}
	if got := StripCommands("[%eval 0.25] [%clk 0:01] x", "eval", "pv"); got != "[%clk 0:01] x" {
		t.Errorf("StripCommands of eval and pv only = %q", got)
	}
}

func TestCommentCommandsReadsNameAndArguments(t *testing.T) {
	got := CommentCommands("a [%eval  #-4 ] b [%pv c3-c5 e5-e3][%best c3-c5]")
	want := []CommentCommand{{"eval", "#-4"}, {"pv", "c3-c5 e5-e3"}, {"best", "c3-c5"}}
	if !slices.Equal(got, want) {
		t.Errorf("CommentCommands = %q, want %q", got, want)
	}
}

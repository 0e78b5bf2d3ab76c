package clip

import (
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

// Classify never panics and answers one of three things: a position that
// is the text's own KFEN, a game holding the text as pasted, or neither
// with a reason. A pasted game then parses or fails without a panic.
// The seed corpus is testdata/fuzz/FuzzClassify.
func FuzzClassify(f *testing.F) {
	f.Add("8/8/8/8/8/8/8/8 b")
	f.Add(nestedKGN)
	f.Add("  BWBW/WBWB/BWBW/WBWB b\r\n")
	f.Fuzz(func(t *testing.T, text string) {
		p := Classify(text)
		switch p.Kind {
		case Position:
			if got := p.Position.KFEN(); strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(strings.TrimPrefix(text, "\uFEFF")), " ") {
				t.Errorf("%q classified as the position %q", text, got)
			}
		case Game:
			if string(p.Text) != text {
				t.Errorf("%q classified as the game text %q", text, p.Text)
			}
			_, _ = game.ParseKGN(p.Text)
		case Neither:
			if p.Reason == "" {
				t.Errorf("%q is neither, with no reason", text)
			}
		default:
			t.Errorf("%q classified as kind %d", text, p.Kind)
		}
	})
}

package review

import (
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

// FromComments reads any comment text without panicking; what it accepts
// as an [%eval] writes back to the same value.
func FuzzFromComments(f *testing.F) {
	for _, s := range []string{
		"[%eval 1.25]", "[%eval #7]", "[%eval #-4] [%best c3-c5] the game turns here", "[%eval #-0]",
		"[%eval -0.00]", "[%eval]", "[%eval 1e308]", "[%eval NaN]", "[%eval #-]", "[%best zz]",
		"[%eval 0.5][%eval 3]", "[% eval 1]", "[%eval #99999999999999999999]", "text [%clk 0:01]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, comment string) {
		g, err := game.NewGame(4)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []string{"a4", "a3"} {
			mv, _ := game.ParseMove(m)
			if err := g.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
		g.SetComments(0, []string{"[%eval 0.00]"})
		g.SetComments(1, []string{comment})
		r, ok := FromComments(g)
		_ = game.StripCommands(comment)
		if !ok {
			return
		}
		v := r.Plies[1].After
		arg := strings.TrimSuffix(strings.TrimPrefix(evalText(v, game.Black), "[%eval "), "]")
		if back, ok := parseEval(arg, game.Black, 14); !ok || !v.Proven && back.Eval != roundEval(v.Eval) || v.Proven && back != v {
			t.Errorf("%q read as %+v, written as %s, read back as %+v", comment, v, arg, back)
		}
	})
}

// roundEval is the evaluation as two decimals keep it.
func roundEval(e float64) float64 {
	v, _ := parseEval(strings.TrimSuffix(strings.TrimPrefix(evalText(Value{Eval: e}, game.Black), "[%eval "), "]"), game.Black, 14)
	return v.Eval
}

package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// FuzzEngineLine feeds any line, followed by "position", to the engine:
// it must not panic, every answer must be framed ("=" or "?", an optional
// id, the text, an empty line), and unless the line quits, the engine must
// still answer position with a valid KFEN.
func FuzzEngineLine(f *testing.F) {
	for _, seed := range []string{
		"", "# comment", "\t", "12", "12 name", "quit", "7 quit", "play zz", "play d5",
		"play D3xD5", "boardsize 3", "boardsize 12", "perft x", "perft 2", "setposition garbage",
		"setposition BW2/4/4/4 b", "setposition B3/4/4/3W b", "fly", "known_command play",
		"list_commands", "showboard", "legal_moves", "genmove", "undo", "solve 0", "level master",
		"time_limit 10", "loadgame game.kgn", "savegame game.kgn", "loadgame bad.kgn",
		"result\r", "name\x00", "1 2 3", "boardsize 4\nsolve", "play d5\nplay e5\nlegal_moves",
		"boardsize 4\nsolve_moves", "solve_moves 0", "solve_moves x", "analyse", "analyse 5",
	} {
		f.Add(seed)
	}
	good := mustNewGame(4).MarshalKGN()
	f.Fuzz(func(t *testing.T, text string) {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		files := memFiles{"game.kgn": good, "bad.kgn": []byte("[Size \"99\"]\n")}
		var out, errOut strings.Builder
		err := Run(ctx, strings.NewReader(text+"\nposition\n"), &out, &errOut,
			Options{Player: fakePlayer{maxNodes: 2000}, files: files})
		answers := checkFraming(t, out.String())
		if err != nil || quits(text) {
			return
		}
		last := answers[len(answers)-1]
		if !strings.HasPrefix(last, "= ") {
			t.Fatalf("position after %q answered %q", text, last)
		}
		if _, err := game.ParseKFEN(strings.TrimPrefix(last, "= ")); err != nil {
			t.Fatalf("position after %q answered %q: %v", text, last, err)
		}
	})
}

// checkFraming splits a transcript into answers and fails unless each one
// starts with "=" or "?" and an optional numeric id, and ends with an
// empty line that is the only empty line of the answer.
func checkFraming(t *testing.T, out string) []string {
	t.Helper()
	if out == "" {
		return nil
	}
	if !strings.HasSuffix(out, "\n\n") {
		t.Fatalf("transcript does not end with an empty line: %q", out)
	}
	answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	for _, a := range answers {
		if a == "" || (a[0] != '=' && a[0] != '?') {
			t.Fatalf("answer %q does not start with = or ?", a)
		}
		head := strings.TrimLeft(a[1:], "0123456789")
		if head != "" && head[0] != ' ' && head[0] != '\n' {
			t.Fatalf("answer %q: the id is not followed by a space or a new line", a)
		}
		if a[0] == '?' && strings.Contains(a, "\n") {
			t.Fatalf("error %q spans lines", a)
		}
		if strings.HasPrefix(a, "\n") || strings.Contains(a, "\n\n") {
			t.Fatalf("answer %q holds an empty line", a)
		}
	}
	return answers
}

// quits reports whether one of the lines of text is a quit command.
func quits(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		_, rest := splitID(preprocess(l))
		if name, _, _ := strings.Cut(rest, " "); name == "quit" {
			return true
		}
	}
	return false
}

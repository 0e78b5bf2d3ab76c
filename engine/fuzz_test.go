package engine

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// FuzzEngineLine feeds any line, followed by "position", to the engine:
// it must not panic, every answer must be framed ("=" or "?", an optional
// id, the text, an empty line), every command line up to quit must get
// exactly one answer, with its id, and no other line any (checkPairs), and
// unless the line quits, the engine must still answer position with a
// valid KFEN.
func FuzzEngineLine(f *testing.F) {
	for _, seed := range []string{
		"", "# comment", "\t", "12", "12 name", "quit", "7 quit", "play zz", "play d5",
		"play D3xD5", "boardsize 3", "boardsize 12", "perft x", "perft 2", "setposition garbage",
		"setposition BW2/4/4/4 b", "setposition B3/4/4/3W b", "fly", "known_command play",
		"list_commands", "showboard", "legal_moves", "genmove", "undo", "solve 0", "level master",
		"time_limit 10", "threads 2", "loadgame game.kgn", "savegame game.kgn", "loadgame bad.kgn",
		"result\r", "name\x00", "1 2 3", "boardsize 4\nsolve", "play d5\nplay e5\nlegal_moves",
		"boardsize 4\nsolve_moves", "solve_moves 0", "solve_moves x", "analyse", "analyse 5",
		"diagnostics on\ngenmove", "diagnostics", "diagnostics maybe", "node_limit 50\ngenmove\ngenmove",
		"7 name # comment", "# 7 name", "8 # only an id", "\ufeff9 name", "\ufeff# comment\n10 name",
		"11 quit # bye\nname", "12 solve\n13 quit", "multipv 3\nanalyse", "multipv 0", "multipv 999999999999999999999", " \t\r", "\u00a0\u2003", "\xff", "#\xff", "1\x002 name",
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
		if err != nil {
			return
		}
		checkPairs(t, text+"\nposition\n", answers)
		if quits(text) {
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

// checkPairs fails unless answers holds one answer for each command line of
// input up to the first quit, in order, each with the id of its line: the rule
// of docs/engine-protocol.md (isCommandLine, on the whole line), not the
// engine's reading of it. An over-long line's answer may lack its id (the
// engine keeps only its first 64 KiB).
func checkPairs(t *testing.T, input string, answers []string) {
	t.Helper()
	var want []string // the ids
	var long []bool
	for i, l := range strings.Split(strings.TrimSuffix(input, "\n"), "\n") {
		if !isCommandLine(l, i == 0) {
			continue
		}
		if i == 0 {
			l = strings.TrimPrefix(l, "\ufeff")
		}
		id, rest := splitID(preprocess(l))
		want, long = append(want, id), append(long, len(l) > maxLine)
		if name, arg, _ := strings.Cut(rest, " "); name == "quit" && arg == "" && len(l) <= maxLine {
			break
		}
	}
	if len(answers) != len(want) {
		t.Fatalf("%d answers for %d command lines:\n%.500q", len(answers), len(want), answers)
	}
	for i, a := range answers {
		id := a[1 : len(a)-len(strings.TrimLeft(a[1:], "0123456789"))]
		if id != want[i] && !(long[i] && id == "") {
			t.Fatalf("answer %d %.100q has id %q, want %q", i, a, id, want[i])
		}
		if long[i] && a[1+len(id):] != " line too long" {
			t.Fatalf("answer %d to an over-long line: %.100q", i, a)
		}
	}
}

// FuzzEngineLongLine builds lines longer than 64 KiB, which the mutator of
// FuzzEngineLine hardly reaches: head, then fill repeated to more than
// 64 KiB, then tail, then "7 name". The checks are FuzzEngineLine's: one
// answer with its id per command line, none for blank or comment lines
// however long, and "? line too long" for an over-long command.
func FuzzEngineLongLine(f *testing.F) {
	for _, seed := range []struct {
		head, fill, tail string
	}{
		{"#", "x", ""}, {"", " ", ""}, {"", "\t", "# comment"}, {"12 known_command ", "x", ""},
		{"", " ", "name"}, {"12 name #", "y", ""}, {"", "\u00a0", ""}, {"", " ", "\xe2\x82"},
	} {
		f.Add(seed.head, seed.fill, seed.tail)
	}
	f.Fuzz(func(t *testing.T, head, fill, tail string) {
		if fill == "" || len(fill) > 64 || len(head) > 1024 || len(tail) > 1024 {
			return
		}
		long := head + strings.Repeat(fill, (maxLine+len(fill))/len(fill)) + tail
		ctx, cancel := context.WithTimeout(context.Background(), hangGuard(t)) // reading the line grows with the load
		defer cancel()
		input := long + "\n7 name\n"
		var out strings.Builder
		err := Run(ctx, strings.NewReader(input), &out, io.Discard, Options{Player: fakePlayer{maxNodes: 2000}, files: memFiles{}})
		answers := checkFraming(t, out.String())
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
		checkPairs(t, input, answers)
	})
}

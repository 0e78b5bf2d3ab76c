package engine

import "testing"

// A controller that sends moves typed by a person with look-alike letters
// (Cyrillic е, fullwidth letters and digits, an en dash) has them played
// as the moves they look like; a character that looks like nothing of the
// notation is refused with its code point, where it was refused as "not a
// square".
func TestPlayReadsLookAlikesAndNamesAStrangeCharacter(t *testing.T) {
	got := run(t, "play ｄ５\nplay е5\nplay b5–d5\nplay ж3\nposition\n", Options{})
	plain := run(t, "play d5\nplay e5\nplay b5-d5\nposition\n", Options{})
	want := transcript("=", "=", "=",
		`? illegal move: "ж3" is not a move: 'ж' (U+0436) is not a letter, digit or dash of the notation`) +
		plain[len(transcript("=", "=", "=")):]
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

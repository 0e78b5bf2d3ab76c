package store

import (
	"errors"
	"testing"
)

// A name typed or pasted in the save dialog loses what no file name should
// hold before anything is written: "game\r .kgn" pasted is game.kgn, not a
// file whose name holds a carriage return (which Windows forbids and the
// engine could not open); per system, what the system forbids or reads
// as a device is refused with the reason.
func TestCleanFileNameCleansOrRefusesPerSystem(t *testing.T) {
	tests := []struct {
		name, goos, want string
		err              error
		char             rune
	}{
		{"game.kgn", "linux", "game.kgn", nil, 0},
		{"game\r .kgn", "linux", "game.kgn", nil, 0},
		{"game\r .kgn", "windows", "game.kgn", nil, 0},
		{"  my game\t.kgn \n", "linux", "my game.kgn", nil, 0},
		{"a\u202egnp.kgn", "linux", "agnp.kgn", nil, 0},
		{"\ufeffx\u200b\u2066y\u2069\u2028", "darwin", "xy", nil, 0},
		{"👨\u200d👩\u200d👧", "linux", "👨\u200d👩\u200d👧", nil, 0},
		{"партия 1", "linux", "партия 1", nil, 0},
		{"game.", "linux", "game.", nil, 0},
		{"game. . ", "windows", "game", nil, 0},
		{"game.kgn...", "windows", "game.kgn", nil, 0},
		{".kgn", "linux", ".kgn", nil, 0},
		{"a:b?.kgn", "linux", "a:b?.kgn", nil, 0},
		{"con.kgn", "linux", "con.kgn", nil, 0},
		{"COM10.kgn", "windows", "COM10.kgn", nil, 0},
		{"console.kgn", "windows", "console.kgn", nil, 0},
		{"", "linux", "", ErrNameEmpty, 0},
		{" \r\n\t", "linux", "", ErrNameEmpty, 0},
		{"..", "linux", "", ErrNameEmpty, 0},
		{"...", "windows", "", ErrNameEmpty, 0},
		{"a/b.kgn", "linux", "", ErrNameChar, '/'},
		{"a/b.kgn", "windows", "", ErrNameChar, '/'},
		{`a\b.kgn`, "windows", "", ErrNameChar, '\\'},
		{"a:b.kgn", "windows", "", ErrNameChar, ':'},
		{"a<b", "windows", "", ErrNameChar, '<'},
		{"a>b", "windows", "", ErrNameChar, '>'},
		{`a"b`, "windows", "", ErrNameChar, '"'},
		{"a|b", "windows", "", ErrNameChar, '|'},
		{"what?.kgn", "windows", "", ErrNameChar, '?'},
		{"*.kgn", "windows", "", ErrNameChar, '*'},
		{"CON", "windows", "", ErrNameReserved, 0},
		{"con.kgn", "windows", "", ErrNameReserved, 0},
		{"Nul .kgn", "windows", "", ErrNameReserved, 0},
		{"prn.tar.kgn", "windows", "", ErrNameReserved, 0},
		{"aux", "windows", "", ErrNameReserved, 0},
		{"com1.kgn", "windows", "", ErrNameReserved, 0},
		{"LPT9", "windows", "", ErrNameReserved, 0},
		{"com¹.kgn", "windows", "", ErrNameReserved, 0},
		{"conin$.kgn", "windows", "", ErrNameReserved, 0},
	}
	for _, tt := range tests {
		got, err := CleanFileName(tt.name, tt.goos)
		if got != tt.want || !errors.Is(err, tt.err) || (tt.err == nil) != (err == nil) {
			t.Errorf("CleanFileName(%q, %s) = %q, %v; want %q, %v", tt.name, tt.goos, got, err, tt.want, tt.err)
			continue
		}
		var ne *NameError
		if tt.err != nil && (!errors.As(err, &ne) || ne.Char != tt.char) {
			t.Errorf("CleanFileName(%q, %s): error %#v, want a *NameError with the character %q", tt.name, tt.goos, err, tt.char)
		}
	}
}

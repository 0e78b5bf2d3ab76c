package netplay

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// Lines of every message type, as written.
var goodLines = []string{
	"konane-net 1",
	"auth " + strings.Repeat("0f", 32),
	"refused wrong-code",
	"hello - Bob",
	"hello 0123456789abcdef0123456789abcdef Анна Каренина",
	"setup 0123456789abcdef0123456789abcdef 1 8 w 5+3 Alice",
	"setup 0123456789abcdef0123456789abcdef 2 12 b - สมชาย",
	"resume 1 0 " + movesHash(8, nil) + " -",
	"resume 3 12 00112233445566ff resigned-b 300000 298500",
	"catchup 4 e3-e5 c4-e4",
	"catchup 0",
	"move 0 d5",
	"move 17 b5-f5 120000 95000",
	"clock 3 300000 299999",
	"offer-takeback 7",
	"accept-takeback 7",
	"decline-takeback",
	"resign 9",
	"over 9 time-w",
	"over 30 nomoves-b",
	"ready 4",
	"ready 4 1000 2000",
	"offer-rematch",
	"accept-rematch",
	"decline-rematch",
	"ping 17",
	"pong 17",
	"bye",
	"bye illegal-move",
}

func TestEveryMessageReadsBackAsWritten(t *testing.T) {
	for _, line := range goodLines {
		m, err := ParseMessage(line)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		if got := m.String(); got != line {
			t.Errorf("%q written back as %q", line, got)
		}
	}
}

func TestTheReaderRefusesEachKindOfBadLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want error
	}{
		{strings.Repeat("a", MaxLine) + "\n", ErrLineTooLong},
		{"move 0 " + strings.Repeat("d", MaxLine*3) + "\n", ErrLineTooLong},
		{"\xff\xfe\n", ErrGarbage},
		{"\n", ErrGarbage},
		{" ping 1\n", ErrGarbage},
		{"ping 1 \n", ErrGarbage},
		{"ping  1\n", ErrGarbage},
		{"ping 1\r\n", ErrGarbage},
		{"move 0\n", ErrGarbage},
		{"move 0 d5 10\n", ErrGarbage},
		{"move -1 d5\n", ErrGarbage},
		{"move 01 d5\n", ErrGarbage},
		{"move 1 D5\n", ErrGarbage},
		{"move 1 b5-d5-f5\n", ErrGarbage},
		{"move 1 z99\n", ErrGarbage},
		{"auth 00\n", ErrGarbage},
		{"auth " + strings.Repeat("0F", 32) + "\n", ErrGarbage},
		{"hello - \n", ErrGarbage},
		{"hello -  Bob\n", ErrGarbage},
		{"hello x Bob\n", ErrGarbage},
		{"hello - " + strings.Repeat("é", MaxName+1) + "\n", ErrGarbage},
		{"hello - Bob\u200b\u202e\n", ErrGarbage},
		{"setup - 1 3 w - Alice\n", ErrGarbage},
		{"setup - 1 8 x - Alice\n", ErrGarbage},
		{"setup - 1 8 w 5 Alice\n", ErrGarbage},
		{"over 3 -\n", ErrGarbage},
		{"over 3 time-x\n", ErrGarbage},
		{"resume 1 0 xyz -\n", ErrGarbage},
		{"ping Ü\n", ErrGarbage},
		{"teleport d5\n", ErrUnknownMessage},
		{"MOVE 0 d5\n", ErrUnknownMessage},
		{"konane-net 2\n", ErrVersion},
		{"konane-net 1.1\n", ErrVersion},
	} {
		_, err := NewReader(strings.NewReader(c.line)).ReadMessage()
		if !errors.Is(err, c.want) {
			t.Errorf("%.40q: %v, want %v", c.line, err, c.want)
		}
	}
}

// The reader holds at most MaxLine bytes of a line: a line of a
// gigabyte is refused after reading no more than that.
func TestTheReaderNeverHoldsAnUnboundedLine(t *testing.T) {
	src := &countingReader{r: io.LimitReader(endless{}, 1<<30)}
	_, err := NewReader(src).ReadMessage()
	if !errors.Is(err, ErrLineTooLong) || src.n > 2*MaxLine {
		t.Fatalf("%v after reading %d bytes", err, src.n)
	}
}

type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	return len(p), nil
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// FuzzReadMessage: the reader never panics, refuses with one of its kinds
// (or the end of input), and what it accepts reads back the same.
func FuzzReadMessage(f *testing.F) {
	for _, l := range goodLines {
		f.Add([]byte(l + "\n"))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := NewReader(bytes.NewReader(data))
		for range 64 {
			m, err := r.ReadMessage()
			if err != nil {
				for _, k := range []error{ErrLineTooLong, ErrGarbage, ErrUnknownMessage, ErrVersion, ErrLinkLost, io.EOF} {
					if errors.Is(err, k) {
						if errors.Is(err, ErrLineTooLong) || errors.Is(err, io.EOF) || errors.Is(err, ErrLinkLost) {
							return
						}
						goto next
					}
				}
				t.Fatalf("error of no kind: %v", err)
			}
			if again, err := ParseMessage(m.String()); err != nil || again.String() != m.String() {
				t.Fatalf("%q reads back as %q, %v", m.String(), again.String(), err)
			}
		next:
		}
	})
}

func TestATimeBelowZeroIsWrittenAsZero(t *testing.T) {
	m := Message{Type: "move", Ply: 3, Move: mustMove(t, "d3-d5"), Clocks: &[2]time.Duration{-1500 * time.Millisecond, time.Second}}
	if got := m.String(); got != "move 3 d3-d5 0 1000" {
		t.Fatalf("written %q", got)
	}
}

func mustMove(t *testing.T, s string) game.Move {
	t.Helper()
	m, err := game.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

package puzzle

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// smallSet reads testdata/small.txt, a set of real puzzles that does not
// change with the shipped set.
func smallSet(t testing.TB) []Puzzle {
	t.Helper()
	f, err := os.Open("testdata/small.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := ReadSet(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 10 {
		t.Fatalf("testdata/small.txt holds %d puzzles, want 10 or more", len(ps))
	}
	return ps
}

func TestASetWrittenReadsBackTheSameBytes(t *testing.T) {
	data, err := os.ReadFile("testdata/small.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps := smallSet(t)
	ps[0].Themes = []Theme{ThemeMultiJump, ThemeQuiet}
	ps[1].Rating.R, ps[1].Rating.RD, ps[1].Rating.Vol = 1612.25, 87.5, 0.0599
	var buf bytes.Buffer
	if err := WriteSet(&buf, ps); err != nil {
		t.Fatal(err)
	}
	back, err := ReadSet(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, ps) {
		t.Fatalf("read back %+v\nwant %+v", back[:2], ps[:2])
	}
	var again bytes.Buffer
	if err := WriteSet(&again, back); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Bytes(), buf.Bytes()) {
		t.Error("writing the set read back changed its bytes")
	}
	if !strings.Contains(buf.String(), "\tmultijump,quiet\t") || !strings.Contains(buf.String(), "\t1612.25\t87.5\t0.0599\t") {
		t.Errorf("themes or rating not written as the set format says:\n%s", buf.String()[:300])
	}
	// The file as committed is in WriteSet's form.
	var plain bytes.Buffer
	WriteSet(&plain, smallSet(t))
	if !bytes.Equal(plain.Bytes(), data) {
		t.Error("testdata/small.txt is not as WriteSet writes it")
	}
}

func TestASetErrorNamesTheLine(t *testing.T) {
	data, err := os.ReadFile("testdata/small.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	// lines[0] is the header; lines[2] is the file's line 3.
	f := strings.Split(lines[2], "\t")
	cases := []struct {
		name string
		bad  func() string
		want string
	}{
		{"a field is missing", func() string { return strings.Join(f[:7], "\t") }, "fields"},
		{"the rating is not a number", func() string { g := clone(f); g[1] = "high"; return strings.Join(g, "\t") }, "rating"},
		{"the RD is not positive", func() string { g := clone(f); g[2] = "0"; return strings.Join(g, "\t") }, "RD"},
		{"the rating is NaN", func() string { g := clone(f); g[1] = "NaN"; return strings.Join(g, "\t") }, "rating"},
		{"no winner", func() string { g := clone(f); g[4] = "0"; return strings.Join(g, "\t") }, "winners"},
		{"a theme has a space", func() string { g := clone(f); g[5] = "multi jump"; return strings.Join(g, "\t") }, "theme"},
		{"the KFEN is bad", func() string { g := clone(f); g[6] = "BW/WB x"; return strings.Join(g, "\t") }, "KFEN"},
		{"the ID is another position's", func() string { g := clone(f); g[0] = "6-000000"; return strings.Join(g, "\t") }, "ID"},
		{"the line is empty", func() string { g := clone(f); g[7] = ""; return strings.Join(g, "\t") }, "line is empty"},
		{"a move of the line is illegal", func() string {
			g := clone(f)
			ms := strings.Fields(g[7])
			g[7] = strings.Join(append(ms[:1], ms[0]), " ")
			return strings.Join(g, "\t")
		}, "move 2 of the line"},
		{"an ID repeats", func() string { return lines[1] }, "repeats line 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ls := clone(lines)
			ls[2] = c.bad()
			_, err := ReadSet(strings.NewReader(strings.Join(ls, "\n")))
			var se *SetError
			if !errors.As(err, &se) || se.Line != 3 || !errors.Is(err, ErrBadSet) {
				t.Fatalf("error %v, want a *SetError at line 3 wrapping ErrBadSet", err)
			}
			if !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q names no line 3 or no %q", err, c.want)
			}
		})
	}
}

func clone(s []string) []string { return append([]string(nil), s...) }

func TestTheShippedSetReadsAndItsPuzzlesHaveTheirSize(t *testing.T) {
	ps, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 {
		t.Fatal("no shipped puzzle")
	}
	for _, p := range ps {
		pos, err := p.Position()
		if err != nil {
			t.Fatal(err)
		}
		if p.Size() != pos.Size() || !strings.HasPrefix(p.ID, fmt.Sprintf("%d-", pos.Size())) {
			t.Errorf("%s: Size %d, position %d×%d", p.ID, p.Size(), pos.Size(), pos.Size())
		}
	}
	again, _ := Shipped()
	if &again[0] != &ps[0] {
		t.Error("Shipped parsed the set again")
	}
}

// FuzzReadSet: ReadSet never panics, and a set it reads is written and
// read back the same.
func FuzzReadSet(f *testing.F) {
	data, err := os.ReadFile("testdata/small.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("# comment\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := ReadSet(bytes.NewReader(data))
		if err != nil {
			var se *SetError
			if !errors.As(err, &se) || se.Line < 1 {
				t.Fatalf("error %v is no *SetError with a line", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WriteSet(&buf, ps); err != nil {
			t.Fatal(err)
		}
		back, err := ReadSet(&buf)
		if err != nil {
			t.Fatalf("a set written does not read: %v", err)
		}
		if !reflect.DeepEqual(back, ps) {
			t.Fatalf("read back %v, want %v", back, ps)
		}
		for _, p := range ps {
			pos, err := p.Position()
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range p.Line {
				if err := pos.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

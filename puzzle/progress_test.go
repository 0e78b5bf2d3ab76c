package puzzle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
)

// madePuzzle returns a puzzle at the position after plies moves of an n×n
// game (the move at index seed+ply mod the legal moves, each time), its
// line the next two legal moves, rated r with RD 250.
func madePuzzle(t testing.TB, n, plies, seed int, r float64, themes ...Theme) Puzzle {
	t.Helper()
	pos := game.MustNewPosition(n)
	for i := range plies {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			t.Fatalf("%d×%d game over after %d plies", n, n, i)
		}
		if err := pos.Play(moves[(seed+i)%len(moves)]); err != nil {
			t.Fatal(err)
		}
	}
	start := pos
	var line []game.Move
	for range 2 {
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		line = append(line, moves[0])
		if err := pos.Play(moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	return Puzzle{
		ID: IDOf(start), KFEN: start.KFEN(), Line: line, Winners: 1, Themes: themes,
		Rating: glicko.Rating{R: r, RD: 250, Vol: 0.06},
	}
}

// madeSet returns count puzzles of size n, rated from low in steps of
// step, with distinct IDs.
func madeSet(t testing.TB, n, count int, low, step float64, themes ...Theme) []Puzzle {
	t.Helper()
	var set []Puzzle
	seen := map[string]bool{}
	for seed := 0; len(set) < count; seed++ {
		if seed > 50*count {
			t.Fatalf("only %d distinct %d×%d puzzles", len(set), n, n)
		}
		pz := madePuzzle(t, n, 4+seed%5, seed, low+step*float64(len(set)), themes...)
		if !seen[pz.ID] {
			seen[pz.ID] = true
			set = append(set, pz)
		}
	}
	return set
}

// someProgress is a progress with records, a streak and two personal
// puzzles.
func someProgress(t testing.TB) Progress {
	t.Helper()
	p := NewProgress()
	set := madeSet(t, 8, 6, 1300, 100, ThemeMultiJump)
	for i, pz := range set {
		p.Record(pz, i%3 != 0, fmt.Sprintf("2026-12-%02d", i+1))
	}
	p.Record(set[0], true, "2026-12-09")
	if n := p.AddPersonal([]Puzzle{madePuzzle(t, 6, 5, 1, 0), madePuzzle(t, 7, 6, 2, 1450, ThemeQuiet, ThemeBlock)}); n != 2 {
		t.Fatalf("AddPersonal added %d of 2", n)
	}
	return p
}

func TestProgressRoundTripsThroughItsFile(t *testing.T) {
	dir := t.TempDir()
	p := someProgress(t)
	if err := SaveProgress(dir, p); err != nil {
		t.Fatal(err)
	}
	got, err := LoadProgress(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, p) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, p)
	}
	first, _ := os.ReadFile(filepath.Join(dir, ProgressName))
	if err := SaveProgress(dir, got); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(filepath.Join(dir, ProgressName)); !bytes.Equal(first, again) {
		t.Errorf("saving what was read changed the file:\n%s\n%s", first, again)
	}
	for _, field := range []string{`"version": 1`, `"bestStreak"`, `"kfen"`, `"line": "`} {
		if !bytes.Contains(first, []byte(field)) {
			t.Errorf("the file has no %s:\n%s", field, first)
		}
	}
}

func TestAMissingProgressFileIsANewcomers(t *testing.T) {
	p, err := LoadProgress(filepath.Join(t.TempDir(), "nowhere"))
	if err != nil || !reflect.DeepEqual(p, NewProgress()) {
		t.Errorf("LoadProgress of nothing = %+v, %v; want NewProgress()", p, err)
	}
	if p.Rating != glicko.New() {
		t.Errorf("a newcomer's rating is %+v", p.Rating)
	}
}

// Every kind of damage is set aside under a name the error gives, with the
// bytes as they were, and a new progress starts.
func TestADamagedProgressFileIsSetAsideAndTold(t *testing.T) {
	good, err := json.MarshalIndent(someProgress(t), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	replace := func(old, new string) string {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("no %q in %s", old, good)
		}
		return strings.Replace(string(good), old, new, 1)
	}
	pz := madePuzzle(t, 8, 4, 0, 1500)
	valid := fmt.Sprintf(`{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{},"personal":[{"id":%q,"kfen":%q,"line":%q,"winners":1,"rating":{"r":1500,"rd":350,"vol":0.06}}]}`,
		pz.ID, pz.KFEN, game.MovesText(pz.Line))
	if err := json.Unmarshal([]byte(valid), new(Progress)); err != nil {
		t.Fatalf("the base of the personal cases is damaged: %v", err)
	}
	for name, data := range map[string]string{
		"empty":                     "",
		"blank":                     " \n",
		"truncated":                 string(good[:len(good)/2]),
		"not JSON":                  "puzzles: yes",
		"a list":                    "[1, 2]",
		"NaN rating":                replace(`"r": `, `"r": NaN, "x": `),
		"rating too large":          replace(`"rd": `, `"rd": 1e400, "x": `),
		"zero RD":                   `{"version":1,"rating":{"r":1500,"rd":0,"vol":0.06}}`,
		"RD above 350":              `{"version":1,"rating":{"r":1500,"rd":351,"vol":0.06}}`,
		"negative volatility":       `{"version":1,"rating":{"r":1500,"rd":100,"vol":-0.06}}`,
		"no version":                `{"rating":{"r":1500,"rd":350,"vol":0.06}}`,
		"negative streak":           replace(`"streak": `, `"streak": -1, "x": `),
		"streak above the best":     replace(`"bestStreak": `, `"bestStreak": 0, "x": `),
		"negative attempts":         replace(`"attempts": `, `"attempts": -3, "x": `),
		"a count not a number":      replace(`"tries": `, `"tries": "2", "x": `),
		"a fractional count":        replace(`"tries": `, `"tries": 1.5, "x": `),
		"negative tries":            replace(`"tries": `, `"tries": -1, "x": `),
		"negative failures":         `{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{"8-000001":{"tries":0,"solved":1,"failed":-1,"solvedAt":1,"rating":{"r":1500,"rd":350,"vol":0.06}}},"attempts":1}`,
		"counts not adding up":      `{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{"8-000001":{"tries":3,"solved":1,"failed":1,"solvedAt":1,"rating":{"r":1500,"rd":350,"vol":0.06}}},"attempts":3}`,
		"solved after the attempts": `{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{"8-000001":{"tries":1,"solved":1,"failed":0,"solvedAt":9,"rating":{"r":1500,"rd":350,"vol":0.06}}},"attempts":3}`,
		"a record without an ID":    `{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{"":{"tries":1,"solved":0,"failed":1,"rating":{"r":1500,"rd":350,"vol":0.06}}},"attempts":1}`,
		"a bad day":                 `{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{"8-000001":{"tries":1,"solved":0,"failed":1,"last":"2026-13-01","rating":{"r":1500,"rd":350,"vol":0.06}}},"attempts":1}`,
		"a puzzle's RD of 0":        `{"version":1,"rating":{"r":1500,"rd":350,"vol":0.06},"records":{"8-000001":{"tries":1,"solved":0,"failed":1,"rating":{"r":1500,"rd":0,"vol":0.06}}},"attempts":1}`,
		"a personal bad KFEN":       strings.Replace(valid, pz.KFEN, "8/8/8 b", 1),
		"a personal wrong ID":       strings.Replace(valid, pz.ID, "8-000000", 1),
		"a personal bad move":       strings.Replace(valid, `"line":"`, `"line":"z9-z11 `, 1),
		"a personal illegal line":   strings.Replace(valid, `"line":"`, `"line":"a1-a3 `, 1),
		"a personal negative count": strings.Replace(valid, `"winners":1`, `"winners":-1`, 1),
		"a personal twice":          strings.Replace(valid, `}]}`, `},`+valid[strings.Index(valid, `{"id"`):len(valid)-2]+`]}`, 1),
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, ProgressName)
			if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			p, err := LoadProgress(dir)
			if !errors.Is(err, store.ErrDamaged) {
				t.Fatalf("LoadProgress error %v, want store.ErrDamaged", err)
			}
			if !reflect.DeepEqual(p, NewProgress()) {
				t.Errorf("progress %+v, want a new one", p)
			}
			var ce *store.CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v is no *store.CorruptError", err)
			}
			if want := filepath.Join(dir, "puzzles-corrupt-"); !strings.HasPrefix(ce.Aside, want) || filepath.Ext(ce.Aside) != ".json" {
				t.Errorf("set aside as %s, want %s…json", ce.Aside, want)
			}
			if kept, err := os.ReadFile(ce.Aside); err != nil || string(kept) != data {
				t.Errorf("the file set aside holds %q (%v), want %q", kept, err, data)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s is still there (%v)", path, err)
			}
			if p, err := LoadProgress(dir); err != nil || !reflect.DeepEqual(p, NewProgress()) {
				t.Errorf("the next load gives %+v, %v; want a new progress, told once", p, err)
			}
		})
	}
}

// A file that cannot be read at all (here a folder of its name) is no
// damaged file: it stays where it is and the error says why.
func TestAnUnreadableProgressFileStays(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ProgressName)
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	p, err := LoadProgress(dir)
	if err == nil || errors.Is(err, store.ErrDamaged) {
		t.Fatalf("LoadProgress error %v, want an unreadable file's", err)
	}
	if !reflect.DeepEqual(p, NewProgress()) {
		t.Errorf("progress %+v, want a new one", p)
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Errorf("%s moved (%v)", path, err)
	}
}

// A newer program's file is read as far as this one knows it; its unknown
// top-level fields come back unchanged after a save.
func TestANewerProgressFileIsReadAndItsUnknownFieldsKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ProgressName)
	data := `{"version": 7, "rating": {"r": 1612.5, "rd": 80, "vol": 0.059, "trend": "up"},
		"streak": 2, "BestStreak": 5, "attempts": 9,
		"records": {"8-abcdef": {"tries": 2, "solved": 1, "failed": 1, "solvedAt": 9, "last": "2026-12-05",
			"rating": {"r": 1400, "rd": 200, "vol": 0.06}, "seconds": 31}},
		"hints": {"left": 3, "kinds": ["stone", "line"]}, "theme": "dark"}`
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := LoadProgress(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := Record{Tries: 2, Solved: 1, Failed: 1, Last: "2026-12-05", SolvedAt: 9, Rating: glicko.Rating{R: 1400, RD: 200, Vol: 0.06}}
	if p.Rating != (glicko.Rating{R: 1612.5, RD: 80, Vol: 0.059}) || p.Streak != 2 || p.BestStreak != 5 || p.Records["8-abcdef"] != want {
		t.Errorf("read %+v", p)
	}
	p.Record(madePuzzle(t, 6, 4, 0, 1500), true, "2026-12-06")
	if err := SaveProgress(dir, p); err != nil {
		t.Fatal(err)
	}
	saved, _ := os.ReadFile(path)
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(saved, &fields); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]string{"hints": `{"left":3,"kinds":["stone","line"]}`, "theme": `"dark"`, "version": "1"} {
		var compact bytes.Buffer
		if err := json.Compact(&compact, fields[k]); err != nil || compact.String() != v {
			t.Errorf("field %s saved as %s, want %s", k, fields[k], v)
		}
	}
	if _, ok := fields["BestStreak"]; ok {
		t.Errorf("BestStreak, read as bestStreak, was written back too:\n%s", saved)
	}
	if again, err := LoadProgress(dir); err != nil || again.Attempts != 10 {
		t.Errorf("read again: %+v, %v", again, err)
	}
}

// Each failing step of the atomic save is reported with the system's error
// and the previous file stays.
func TestSavingProgressReportsTheDisksErrors(t *testing.T) {
	for _, step := range storetest.Steps {
		for _, errno := range storetest.Errnos {
			t.Run(fmt.Sprintf("%v/%v", step, errno), func(t *testing.T) {
				dir := t.TempDir()
				fs := &storetest.FaultFS{}
				old := NewProgress()
				old.Record(madePuzzle(t, 6, 4, 0, 1500), true, "2026-12-05")
				if err := SaveProgressFS(fs, dir, old); err != nil {
					t.Fatal(err)
				}
				next := someProgress(t)
				fs.Fail(step, errno)
				err := SaveProgressFS(fs, dir, next)
				if !errors.Is(err, errno) {
					t.Fatalf("save error %v, want one wrapping %v", err, errno)
				}
				want := old
				if step == storetest.DirSync {
					want = next // renamed in place; only the folder's flush failed
				}
				if got, err := LoadProgress(dir); err != nil || !reflect.DeepEqual(got, want) {
					t.Errorf("on disk: %+v (%v), want %+v", got, err, want)
				}
			})
		}
	}
	// What a load would call damaged is never written.
	nan := NewProgress()
	nan.Rating.R = math.NaN()
	negative := someProgress(t)
	negative.Streak = -1
	for name, p := range map[string]Progress{"a NaN rating": nan, "the zero Progress": {}, "a negative streak": negative} {
		dir := t.TempDir()
		if err := SaveProgress(dir, p); err == nil {
			t.Errorf("%s was saved", name)
		}
		if _, err := os.Stat(filepath.Join(dir, ProgressName)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: a file was written (%v)", name, err)
		}
	}
}

// A clean solve is a win against the puzzle, anything else a loss: the
// player's and the puzzle's ratings move as one Glicko-2 period of one
// game each, in opposite directions.
func TestEveryFinishedAttemptMovesBothRatings(t *testing.T) {
	pz := madePuzzle(t, 8, 4, 0, 1600)
	for _, solved := range []bool{true, false} {
		p := NewProgress()
		before, after := p.Record(pz, solved, "2026-12-05")
		score := 0.0
		if solved {
			score = 1
		}
		if want := glicko.New().Update([]glicko.Result{{Opponent: pz.Rating, Score: score}}); before != glicko.New() || after != want || p.Rating != want {
			t.Errorf("solved %v: player %+v → %+v (now %+v), want %+v", solved, before, after, p.Rating, want)
		}
		r := p.Records[pz.ID]
		if want := pz.Rating.Update([]glicko.Result{{Opponent: glicko.New(), Score: 1 - score}}); r.Rating != want {
			t.Errorf("solved %v: the puzzle is rated %+v, want %+v", solved, r.Rating, want)
		}
		if solved != (after.R > before.R) || solved != (r.Rating.R < pz.Rating.R) {
			t.Errorf("solved %v: player %v → %v, puzzle %v → %v", solved, before.R, after.R, pz.Rating.R, r.Rating.R)
		}
		if p.RatingOf(pz) != r.Rating {
			t.Errorf("RatingOf = %+v, want the record's %+v", p.RatingOf(pz), r.Rating)
		}
		wantRecord := Record{Tries: 1, Last: "2026-12-05", Rating: r.Rating}
		if solved {
			wantRecord.Solved, wantRecord.SolvedAt = 1, 1
		} else {
			wantRecord.Failed = 1
		}
		if r != wantRecord || p.LastID != pz.ID || p.Attempts != 1 {
			t.Errorf("solved %v: record %+v, last %q, attempts %d; want %+v", solved, r, p.LastID, p.Attempts, wantRecord)
		}
	}
}

// A failed puzzle attempted again moves the ratings from where the
// failure left them; one already solved cleanly is practice.
func TestRepeatedAttemptsAndPractice(t *testing.T) {
	pz := madePuzzle(t, 8, 4, 0, 1600)
	p := NewProgress()
	p.Record(pz, false, "2026-12-05")
	failed := p.Records[pz.ID].Rating
	before, after := p.Record(pz, true, "2026-12-06")
	if want := before.Update([]glicko.Result{{Opponent: failed, Score: 1}}); after != want {
		t.Errorf("the solve after a failure: %+v, want %+v", after, want)
	}
	solvedRating := p.Records[pz.ID].Rating
	for i, solved := range []bool{false, true} {
		b, a := p.Record(pz, solved, "2026-12-07")
		if a != b || p.Records[pz.ID].Rating != solvedRating {
			t.Errorf("practice %d: player %+v → %+v, puzzle %+v → %+v", i, b, a, solvedRating, p.Records[pz.ID].Rating)
		}
	}
	r := p.Records[pz.ID]
	if r.Tries != 4 || r.Solved != 2 || r.Failed != 2 || r.SolvedAt != 4 || r.Last != "2026-12-07" {
		t.Errorf("record %+v", r)
	}
	if p.Streak != 1 || p.BestStreak != 1 {
		t.Errorf("streak %d best %d after a failure, a solve and practice; want 1 and 1", p.Streak, p.BestStreak)
	}
	if solved, failedN, retried := p.Counts(); solved != 1 || failedN != 0 || retried != 1 {
		t.Errorf("Counts = %d solved, %d failed, %d retried; want 1, 0, 1", solved, failedN, retried)
	}
	p.Record(pz, true, "7 Dec")
	if r := p.Records[pz.ID]; r.Last != "2026-12-07" {
		t.Errorf("a day not written YYYY-MM-DD was kept: %q", r.Last)
	}
}

func TestTheStreakCountsCleanSolvesInARow(t *testing.T) {
	set := madeSet(t, 8, 9, 1500, 0)
	p := NewProgress()
	results := []bool{true, true, false, true, true, true, false, true, false}
	wantStreak := []int{1, 2, 0, 1, 2, 3, 0, 1, 0}
	wantBest := []int{1, 2, 2, 2, 2, 3, 3, 3, 3}
	for i, solved := range results {
		p.Record(set[i], solved, "2026-12-05")
		if p.Streak != wantStreak[i] || p.BestStreak != wantBest[i] {
			t.Errorf("after attempt %d: streak %d best %d, want %d and %d", i+1, p.Streak, p.BestStreak, wantStreak[i], wantBest[i])
		}
	}
	if solved, failed, retried := p.Counts(); solved != 6 || failed != 3 || retried != 0 {
		t.Errorf("Counts = %d, %d, %d; want 6, 3, 0", solved, failed, retried)
	}
}

func TestAddPersonalAddsNewSoundPuzzlesOnly(t *testing.T) {
	a, b := madePuzzle(t, 6, 5, 1, 0), madePuzzle(t, 7, 6, 2, 1450)
	a.Rating = glicko.Rating{} // none
	bad := madePuzzle(t, 8, 4, 3, 1500)
	bad.Line = []game.Move{game.Jump(game.SquareAt(0, 0), game.SquareAt(0, 2))}
	wrongID := madePuzzle(t, 8, 5, 3, 1500)
	wrongID.ID = "8-000000"
	p := NewProgress()
	if n := p.AddPersonal([]Puzzle{a, a, bad, wrongID}); n != 1 {
		t.Errorf("added %d, want 1 (a once; an illegal line and a wrong ID refused)", n)
	}
	if n := p.AddPersonal([]Puzzle{b, a}); n != 1 {
		t.Errorf("added %d, want 1 (b; a is there)", n)
	}
	if len(p.Personal) != 2 || p.Personal[0].ID != a.ID || p.Personal[1].ID != b.ID {
		t.Fatalf("personal %+v, want a then b", p.Personal)
	}
	if p.Personal[0].Rating != glicko.New() || p.Personal[1].Rating != b.Rating {
		t.Errorf("ratings %+v and %+v, want a newcomer's and b's own", p.Personal[0].Rating, p.Personal[1].Rating)
	}
	b.Line[0] = game.NoMove
	if p.Personal[1].Line[0] == game.NoMove {
		t.Error("AddPersonal keeps the caller's slice")
	}
}

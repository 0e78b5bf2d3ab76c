package puzzle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
	"github.com/konane/konane/store"
)

// ProgressName is the file of the player's puzzle progress, in the storage
// folder beside the statistics (store.StatsName).
const ProgressName = "puzzles.json"

// ProgressVersion is the version of the progress file this program writes.
// A file of a newer version is read as far as this version knows it: its
// fields are read, and its unknown top-level fields are written back as
// they were (unknown fields inside a record or a personal puzzle are not).
const ProgressVersion = 1

// maxProgressBytes bounds the progress file read; a larger one is damaged.
const maxProgressBytes = 64 << 20

// Progress is the player's progress at puzzles: the rating, a record of
// each puzzle attempted, the streak of clean solves and the personal
// puzzles found in the player's own games.
type Progress struct {
	// Rating is the player's, moved by each rated attempt (Record).
	Rating glicko.Rating
	// Records holds, by puzzle ID, every puzzle attempted.
	Records map[string]Record
	// Streak counts the clean solves in a row up to the last rated
	// attempt; BestStreak is the longest streak so far.
	Streak, BestStreak int
	// Attempts counts the finished attempts at every puzzle; it orders
	// the solves (Record.SolvedAt).
	Attempts int
	// LastID is the ID of the puzzle of the last finished attempt.
	LastID string
	// Personal are the puzzles from the player's own games (AddPersonal),
	// in the order added.
	Personal []Puzzle

	// extra holds the top-level fields of a newer file that this version
	// does not know, written back unchanged.
	extra map[string]json.RawMessage
}

// Record is the player's history with one puzzle.
type Record struct {
	// Tries counts the finished attempts: Solved clean solves (no wrong
	// move, no hint, no solution shown) and Failed others.
	Tries, Solved, Failed int
	// Last is the day of the last finished attempt, "2026-12-05".
	Last string
	// SolvedAt is Progress.Attempts just after the last clean solve; 0
	// when never solved. The smaller, the longer ago.
	SolvedAt int
	// Rating is the puzzle's rating, the shipped one moved by the
	// player's rated attempts.
	Rating glicko.Rating
}

// NewProgress returns the progress of a player who has attempted nothing:
// a newcomer's rating (1500, RD 350).
func NewProgress() Progress {
	return Progress{Rating: glicko.New(), Records: map[string]Record{}}
}

// Record counts a finished attempt at pz on day ("2026-12-05"), solved
// when clean (no wrong move, hint or solution), as one Glicko-2 period of
// one game, player against puzzle (score 1 or 0), and returns the player's
// rating before and after. A puzzle already solved cleanly is practice:
// ratings and streak stay.
func (p *Progress) Record(pz Puzzle, solved bool, day string) (before, after glicko.Rating) {
	if p.Records == nil {
		p.Records = map[string]Record{}
	}
	if !ratingValid(p.Rating) {
		p.Rating = glicko.New()
	}
	before = p.Rating
	r, seen := p.Records[pz.ID]
	if !seen {
		r.Rating = shippedRating(pz)
	}
	if r.Solved == 0 {
		score := 0.0
		if solved {
			score = 1
		}
		p.Rating = before.Update([]glicko.Result{{Opponent: r.Rating, Score: score}})
		r.Rating = r.Rating.Update([]glicko.Result{{Opponent: before, Score: 1 - score}})
		if solved {
			p.Streak++
			p.BestStreak = max(p.BestStreak, p.Streak)
		} else {
			p.Streak = 0
		}
	}
	p.Attempts++
	r.Tries++
	if solved {
		r.Solved++
		r.SolvedAt = p.Attempts
	} else {
		r.Failed++
	}
	if dayValid(day) {
		r.Last = day
	}
	p.Records[pz.ID] = r
	p.LastID = pz.ID
	return before, p.Rating
}

// Counts returns how many puzzles the player has solved cleanly at least
// once, how many attempted without a clean solve yet, and how many
// attempted more than once.
func (p *Progress) Counts() (solved, failed, retried int) {
	for _, r := range p.Records {
		if r.Solved > 0 {
			solved++
		} else if r.Tries > 0 {
			failed++
		}
		if r.Tries > 1 {
			retried++
		}
	}
	return solved, failed, retried
}

// RatingOf returns pz's rating for this player: its Record's when
// attempted, else the shipped one (a newcomer's when it has none).
func (p *Progress) RatingOf(pz Puzzle) glicko.Rating {
	if r, ok := p.Records[pz.ID]; ok && r.Tries > 0 {
		return r.Rating
	}
	return shippedRating(pz)
}

// AddPersonal adds the puzzles of ps whose ID is new (neither personal
// yet nor earlier in ps) and that are sound (checkPersonal), a newcomer's
// rating given to those without one, and returns how many it added.
func (p *Progress) AddPersonal(ps []Puzzle) int {
	have := map[string]bool{}
	for _, q := range p.Personal {
		have[q.ID] = true
	}
	added := 0
	for _, q := range ps {
		if have[q.ID] {
			continue
		}
		if q.Rating == (glicko.Rating{}) {
			q.Rating = glicko.New()
		}
		if checkPersonal(q) != nil {
			continue
		}
		q.Line = slices.Clone(q.Line)
		q.Themes = slices.Clone(q.Themes)
		p.Personal = append(p.Personal, q)
		have[q.ID] = true
		added++
	}
	return added
}

// shippedRating is pz's rating as shipped, or a newcomer's when it has
// none that Glicko-2 can use.
func shippedRating(pz Puzzle) glicko.Rating {
	if ratingValid(pz.Rating) {
		return pz.Rating
	}
	return glicko.New()
}

// ratingValid reports whether r is finite with RD in (0, 350] and a
// positive volatility.
func ratingValid(r glicko.Rating) bool {
	finite := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	return finite(r.R) && finite(r.RD) && finite(r.Vol) && r.RD > 0 && r.RD <= 350 && r.Vol > 0
}

// dayValid reports whether day is a date written YYYY-MM-DD.
func dayValid(day string) bool {
	t, err := time.Parse(time.DateOnly, day)
	return err == nil && t.Format(time.DateOnly) == day
}

// checkPersonal returns why q cannot be a personal puzzle, or nil: its
// KFEN must be a position whose ID is q's, its Line legal from there,
// Winners between 0 and the legal moves, its rating usable.
func checkPersonal(q Puzzle) error {
	pos, err := game.ParseKFEN(q.KFEN)
	if err != nil {
		return err
	}
	if id := IDOf(pos); q.ID != id {
		return fmt.Errorf("ID %q, the position's is %s", q.ID, id)
	}
	if n := pos.CountMoves(); q.Winners < 0 || q.Winners > n {
		return fmt.Errorf("%d winners of %d legal moves", q.Winners, n)
	}
	for i, m := range q.Line {
		if err := pos.Play(m); err != nil {
			return fmt.Errorf("move %d of the line: %w", i+1, err)
		}
	}
	for _, t := range q.Themes {
		if t == "" {
			return errors.New("an empty theme")
		}
	}
	if !ratingValid(q.Rating) {
		return fmt.Errorf("rating %+v", q.Rating)
	}
	return nil
}

// The file's forms of the types, in lower camel case as stats.json.
type (
	progressFile struct {
		Version    int                   `json:"version"`
		Rating     ratingJSON            `json:"rating"`
		Streak     int                   `json:"streak"`
		BestStreak int                   `json:"bestStreak"`
		Attempts   int                   `json:"attempts"`
		LastID     string                `json:"lastId,omitempty"`
		Records    map[string]recordJSON `json:"records"`
		Personal   []personalJSON        `json:"personal"`
	}
	ratingJSON struct {
		R   float64 `json:"r"`
		RD  float64 `json:"rd"`
		Vol float64 `json:"vol"`
	}
	recordJSON struct {
		Tries    int        `json:"tries"`
		Solved   int        `json:"solved"`
		Failed   int        `json:"failed"`
		Last     string     `json:"last,omitempty"`
		SolvedAt int        `json:"solvedAt,omitempty"`
		Rating   ratingJSON `json:"rating"`
	}
	// personalJSON has the set file's fields; Line is the moves as in
	// .kgn, separated by spaces.
	personalJSON struct {
		ID      string     `json:"id"`
		KFEN    string     `json:"kfen"`
		Line    string     `json:"line"`
		Winners int        `json:"winners"`
		Themes  []Theme    `json:"themes"`
		Rating  ratingJSON `json:"rating"`
	}
)

// progressFields are the top-level fields of progressFile.
var progressFields = []string{"version", "rating", "streak", "bestStreak", "attempts", "lastId", "records", "personal"}

func toRatingJSON(r glicko.Rating) ratingJSON { return ratingJSON{r.R, r.RD, r.Vol} }
func (r ratingJSON) rating() glicko.Rating    { return glicko.Rating{R: r.R, RD: r.RD, Vol: r.Vol} }

// MarshalJSON writes the progress file: this version's fields, then the
// unknown fields of the file it was read from.
func (p Progress) MarshalJSON() ([]byte, error) {
	f := progressFile{
		Version: ProgressVersion, Rating: toRatingJSON(p.Rating),
		Streak: p.Streak, BestStreak: p.BestStreak, Attempts: p.Attempts, LastID: p.LastID,
		Records: map[string]recordJSON{}, Personal: []personalJSON{},
	}
	for id, r := range p.Records {
		f.Records[id] = recordJSON{r.Tries, r.Solved, r.Failed, r.Last, r.SolvedAt, toRatingJSON(r.Rating)}
	}
	for _, q := range p.Personal {
		f.Personal = append(f.Personal, personalJSON{q.ID, q.KFEN, game.MovesText(q.Line), q.Winners, q.Themes, toRatingJSON(q.Rating)})
	}
	data, err := json.Marshal(f)
	if err != nil || len(p.extra) == 0 {
		return data, err
	}
	extra, err := json.Marshal(p.extra)
	if err != nil {
		return nil, err
	}
	// Both are objects: join {known} and {extra} into one.
	return append(append(data[:len(data)-1], ','), extra[1:]...), nil
}

// UnmarshalJSON reads a progress file and checks every value (check); an
// unknown top-level field is kept for the next save.
func (p *Progress) UnmarshalJSON(data []byte) error {
	var f progressFile
	if err := json.Unmarshal(data, &f); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return err
	}
	if f.Version < 1 {
		return fmt.Errorf("version %d", f.Version)
	}
	q := Progress{
		Rating: f.Rating.rating(), Streak: f.Streak, BestStreak: f.BestStreak,
		Attempts: f.Attempts, LastID: f.LastID, Records: map[string]Record{},
	}
	for id, r := range f.Records {
		q.Records[id] = Record{r.Tries, r.Solved, r.Failed, r.Last, r.SolvedAt, r.Rating.rating()}
	}
	for i, pj := range f.Personal {
		pz := Puzzle{ID: pj.ID, KFEN: pj.KFEN, Winners: pj.Winners, Themes: pj.Themes, Rating: pj.Rating.rating()}
		for _, t := range strings.Fields(pj.Line) {
			m, err := game.ParseMove(t)
			if err != nil {
				return fmt.Errorf("personal puzzle %d: %w", i+1, err)
			}
			pz.Line = append(pz.Line, m)
		}
		q.Personal = append(q.Personal, pz)
	}
	for k, v := range all {
		known := slices.ContainsFunc(progressFields, func(f string) bool { return strings.EqualFold(f, k) })
		if !known { // encoding/json matched the others, in any letter case
			if q.extra == nil {
				q.extra = map[string]json.RawMessage{}
			}
			q.extra[k] = v
		}
	}
	if err := q.check(); err != nil {
		return err
	}
	*p = q
	return nil
}

// check returns what makes p impossible, or nil: a rating Glicko-2 cannot
// use, a negative count, a record whose counts do not add up or whose day
// is no date, a streak longer than the best, a personal puzzle unsound or
// twice.
func (p *Progress) check() error {
	if !ratingValid(p.Rating) {
		return fmt.Errorf("the player's rating %+v", p.Rating)
	}
	if p.Streak < 0 || p.BestStreak < p.Streak || p.Attempts < 0 {
		return fmt.Errorf("streak %d, best %d, attempts %d", p.Streak, p.BestStreak, p.Attempts)
	}
	for id, r := range p.Records {
		switch {
		case id == "":
			return errors.New("a record without a puzzle ID")
		case r.Tries < 0 || r.Solved < 0 || r.Failed < 0 || r.Solved+r.Failed != r.Tries:
			return fmt.Errorf("puzzle %s: %d tries, %d solved, %d failed", id, r.Tries, r.Solved, r.Failed)
		case r.SolvedAt < 0 || r.SolvedAt > p.Attempts || (r.SolvedAt > 0) != (r.Solved > 0):
			return fmt.Errorf("puzzle %s: solved at attempt %d of %d", id, r.SolvedAt, p.Attempts)
		case r.Last != "" && !dayValid(r.Last):
			return fmt.Errorf("puzzle %s: day %q", id, r.Last)
		case !ratingValid(r.Rating):
			return fmt.Errorf("puzzle %s: rating %+v", id, r.Rating)
		}
	}
	seen := map[string]bool{}
	for i, q := range p.Personal {
		if seen[q.ID] {
			return fmt.Errorf("personal puzzle %d: %s twice", i+1, q.ID)
		}
		seen[q.ID] = true
		if err := checkPersonal(q); err != nil {
			return fmt.Errorf("personal puzzle %d: %w", i+1, err)
		}
	}
	return nil
}

// LoadProgress reads the progress from dir; a missing file gives
// NewProgress. As with store.LoadStats, a damaged file (empty, not JSON, a
// value that cannot be) is set aside as puzzles-corrupt-TIME.json with a
// *store.CorruptError wrapping store.ErrDamaged; an unreadable one stays.
func LoadProgress(dir string) (Progress, error) {
	path := filepath.Join(dir, ProgressName)
	data, err := store.ReadRegularFile(path, maxProgressBytes+1)
	if errors.Is(err, os.ErrNotExist) {
		return NewProgress(), nil
	}
	if err != nil {
		return NewProgress(), fmt.Errorf("puzzle progress: %w", err)
	}
	var p Progress
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		err = errors.New("the file is empty")
	case len(data) > maxProgressBytes:
		err = fmt.Errorf("the file is larger than %d bytes", maxProgressBytes)
	default:
		err = json.Unmarshal(data, &p)
	}
	if err != nil {
		return NewProgress(), setAside(path, fmt.Errorf("puzzle progress: %w", err))
	}
	return p, nil
}

// setAside sets the damaged file path aside after reading it failed with
// why, and returns the error to report: a *store.CorruptError wrapping
// store.ErrDamaged and why, or, when even the rename fails, an error
// saying so.
func setAside(path string, why error) error {
	aside, err := store.SetAside(path, nil)
	if err != nil {
		return fmt.Errorf("%w: %w (and it could not be moved: %v)", store.ErrDamaged, why, err)
	}
	return &store.CorruptError{Kind: store.ErrDamaged, Aside: aside, Err: why}
}

// SaveProgress writes p to dir atomically (store.WriteFileAtomic): a crash
// leaves the old or the new complete file.
func SaveProgress(dir string, p Progress) error { return SaveProgressFS(nil, dir, p) }

// SaveProgressFS is SaveProgress through the file layer fs (nil: store.OS).
// A progress LoadProgress would call damaged (a NaN rating, the zero
// Progress's RD of 0) is not written: the error says why, the old file stays.
func SaveProgressFS(fs store.FS, dir string, p Progress) error {
	if fs == nil {
		fs = store.OS
	}
	if err := p.check(); err != nil {
		return fmt.Errorf("puzzle progress: not saved: %w", err)
	}
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return fmt.Errorf("puzzle progress: %w", err)
	}
	if err := fs.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("puzzle progress: %w", err)
	}
	return store.WriteFileAtomicFS(fs, filepath.Join(dir, ProgressName), append(data, '\n'), 0o644)
}

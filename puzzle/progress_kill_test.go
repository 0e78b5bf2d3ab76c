package puzzle

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/puzzle/glicko"
)

// killChildEnv names the folder a child process saves progress into.
const killChildEnv = "KONANE_PUZZLE_KILL_CHILD"

// The child of TestProgressSurvivesKillDuringSave: from the progress in
// the folder, it records an attempt at one puzzle more and saves, again
// and again, printing each count saved, until killed (or a minute has
// passed). The first run starts with 1000 attempts (the whole shipped
// set; 250 under -race, where JSON is some ten times slower), a file of
// some 250 kB, so that a kill often lands in the middle of a write.
func saveUntilKilled(t *testing.T, dir string) {
	p, err := LoadProgress(dir)
	if err != nil {
		fmt.Println("load:", err)
		os.Exit(2)
	}
	rating := glicko.Rating{R: 1500, RD: 250, Vol: 0.06}
	record := func() {
		pz := Puzzle{ID: fmt.Sprintf("8-%06x", p.Attempts), Rating: rating}
		p.Record(pz, p.Attempts%3 != 0, "2026-12-05")
		if p.Attempts%10 == 0 {
			p.AddPersonal([]Puzzle{madePuzzle(t, 6+p.Attempts/10%3, 3+p.Attempts/30%6, p.Attempts, 1500)})
		}
	}
	if p.Attempts == 0 {
		for range startAttempts() {
			record()
		}
	}
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		record()
		if err := SaveProgress(dir, p); err != nil {
			fmt.Println("save:", err)
			os.Exit(2)
		}
		fmt.Println("saved", p.Attempts)
	}
	os.Exit(0)
}

// startAttempts is the child's first count of attempts: 1000, or 250
// when the test binary was built with -race.
func startAttempts() int {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-race" && s.Value == "true" {
				return 250
			}
		}
	}
	return 1000
}

// consistent fails t unless p is a progress the child saved: its counts
// add up to its attempts.
func consistent(t *testing.T, p Progress) {
	t.Helper()
	tries := 0
	for _, r := range p.Records {
		tries += r.Tries
	}
	if tries != p.Attempts || len(p.Records) != p.Attempts || len(p.Personal) > p.Attempts/10 {
		t.Fatalf("progress of %d attempts holds %d records, %d tries and %d personal puzzles", p.Attempts, len(p.Records), tries, len(p.Personal))
	}
}

// A process saving progress in a loop, its file growing, is killed at 20
// moments drawn from a fixed seed; after each kill the file reads as a
// complete progress, the last one saved or the one being saved, never
// damaged, and the progress never goes back.
func TestProgressSurvivesKillDuringSave(t *testing.T) {
	if dir := os.Getenv(killChildEnv); dir != "" {
		saveUntilKilled(t, dir)
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(31, 9))
	done := 0
	for kill := range 20 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestProgressSurvivesKillDuringSave$")
		cmd.Env = append(os.Environ(), killChildEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string)
		go func() {
			defer close(lines)
			s := bufio.NewScanner(out)
			for s.Scan() {
				lines <- s.Text()
			}
		}()
		// Let it save twice, the time between the saves a cycle of
		// marshalling and writing, then kill it 0.3 to 1.1 cycles later:
		// mostly in the last part of a save, the write.
		first, ok := <-lines
		start := time.Now()
		second, ok2 := <-lines
		cycle := time.Since(start)
		if !ok || !ok2 || !strings.HasPrefix(second, "saved ") {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("kill %d: the child said %q, %q", kill+1, first, second)
		}
		time.Sleep(time.Duration((0.3 + 0.8*rng.Float64()) * float64(cycle)))
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		last := second
		for l := range lines {
			last = l
		}
		_ = cmd.Wait()

		p, err := LoadProgress(dir)
		if err != nil {
			t.Fatalf("kill %d: %v", kill+1, err)
		}
		consistent(t, p)
		var printed int
		fmt.Sscanf(last, "saved %d", &printed)
		// The file is the last save printed or the one after it.
		if p.Attempts < printed || p.Attempts > printed+1 || p.Attempts < done {
			t.Fatalf("kill %d: %d attempts on disk; the child last printed %d, before it %d were saved", kill+1, p.Attempts, printed, done)
		}
		done = p.Attempts
	}
	if entries, _ := filepath.Glob(filepath.Join(dir, "puzzles-corrupt-*")); len(entries) > 0 {
		t.Errorf("files set aside: %v", entries)
	}
	// A kill between the temporary file's creation and its rename leaves
	// it behind (the store's business, not ours): those kills hit a save.
	tmps, _ := filepath.Glob(filepath.Join(dir, ".puzzles.json.tmp-*"))
	t.Logf("%d attempts saved over 20 kills, %d of them during a write", done, len(tmps))
}

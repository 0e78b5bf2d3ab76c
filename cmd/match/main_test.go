package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// TestMain lets the test binary stand in for the other program: with
// MATCH_FAKE_ENGINE set it speaks the protocol subset and answers genmove
// with its first legal move ("first") or with a move that is not legal
// ("cheat").
func TestMain(m *testing.M) {
	if mode := os.Getenv("MATCH_FAKE_ENGINE"); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeEngine(mode string) {
	pos := game.MustNewPosition(8)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		ans := ""
		switch f[0] {
		case "boardsize", "time_limit":
		case "play":
			m, err := game.ParseMove(f[1])
			if err != nil || !pos.IsLegal(m) {
				fmt.Print("? illegal move\n\n")
				continue
			}
			pos.Make(m)
		case "genmove":
			ms := pos.LegalMoves(nil)
			switch {
			case len(ms) == 0:
				ans = "none"
			case mode == "cheat":
				ans = "a1-a3"
			default:
				pos.Make(ms[0])
				ans = ms[0].String()
			}
		case "quit":
			fmt.Print("=\n\n")
			return
		}
		fmt.Printf("= %s\n\n", ans)
	}
}

func fakeConfig(t *testing.T, mode string) config {
	t.Helper()
	t.Setenv("MATCH_FAKE_ENGINE", mode)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := configure(exe, "h1 h2", "easy", "both")
	if err != nil {
		t.Fatal(err)
	}
	cfg.ours, cfg.theirs, cfg.rounds = 20*time.Millisecond, 20*time.Millisecond, 1
	return cfg
}

func TestParseOpenings(t *testing.T) {
	all, err := parseOpenings("")
	if err != nil || len(all) != 12 {
		t.Fatalf("every opening: %d, %v; want 12", len(all), err)
	}
	two, err := parseOpenings("h1 h2, a8 a7")
	if err != nil || len(two) != 2 || two[1][0].String() != "a8" || two[1][1].String() != "a7" {
		t.Fatalf("two openings: %v, %v", two, err)
	}
	for _, bad := range []string{"h1", "h1 h3", "d4 d5", "h1 h2 g1"} {
		if _, err := parseOpenings(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestPlayGameToTheEnd(t *testing.T) {
	cfg := fakeConfig(t, "first")
	s := ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20})
	for _, us := range cfg.colours {
		res, err := playGame(cfg, s, cfg.openings[0], us)
		if err != nil {
			t.Fatal(err)
		}
		// Replay: every move legal, and the loser is the side left without one.
		p := game.MustNewPosition(8)
		for _, m := range res.moves {
			if !p.IsLegal(m) {
				t.Fatalf("illegal %v in %s", m, p.KFEN())
			}
			p.Make(m)
		}
		if p.HasMoves() || res.winner != p.SideToMove().Other() {
			t.Fatalf("game not over or wrong winner %v in %s", res.winner, p.KFEN())
		}
		if res.moves[0].String() != "h1" || res.moves[1].String() != "h2" {
			t.Fatalf("opening %v %v, want h1 h2", res.moves[0], res.moves[1])
		}
	}
}

func TestIllegalAnswerIsAnError(t *testing.T) {
	cfg := fakeConfig(t, "cheat")
	s := ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20})
	_, err := playGame(cfg, s, cfg.openings[0], game.Black)
	if err == nil || !strings.Contains(err.Error(), `"a1-a3"`) {
		t.Fatalf("err = %v, want the illegal answer named", err)
	}
}

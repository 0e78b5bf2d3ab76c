package play

import (
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// parse reads a .kgn text or fails the test.
func parse(t *testing.T, text string) *game.Game {
	t.Helper()
	g, err := game.ParseKGN([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Every setup a new game is tagged with comes back from its file, the
// players with it, whatever the fallback.
func TestATaggedGameGivesBackItsSetupAndPlayers(t *testing.T) {
	other := Setup{Mode: TwoPlayers, Human: game.Black, Level: ai.Medium, WhiteLevel: ai.Easy, Size: 8, Speed: Slow}
	cases := []struct {
		s            Setup
		black, white Player
	}{
		{Setup{Mode: VsComputer, Human: game.Black, Level: ai.Master, WhiteLevel: ai.Easy, Size: 8, Speed: Normal},
			Player{You: true}, Player{Computer: true, Level: ai.Master}},
		{Setup{Mode: VsComputer, Human: game.White, Level: ai.Beginner, WhiteLevel: ai.Easy, Size: 6, Speed: Normal},
			Player{Computer: true, Level: ai.Beginner}, Player{You: true}},
		{Setup{Mode: WatchGame, Human: game.Black, Level: ai.Hard, WhiteLevel: ai.Master, Size: 10, Speed: Fast},
			Player{Computer: true, Level: ai.Hard}, Player{Computer: true, Level: ai.Master}},
		{Setup{Mode: TwoPlayers, Human: game.Black, Level: ai.Easy, WhiteLevel: ai.Easy, Size: 8, Speed: Normal},
			Player{}, Player{}},
	}
	for _, tc := range cases {
		g, _ := game.NewGame(tc.s.Size)
		TagGame(g, tc.s, time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC))
		read := parse(t, string(g.MarshalKGN()))
		got := SetupFromTags(read, other)
		if got.Mode != tc.s.Mode || got.Size != tc.s.Size || (tc.s.Mode == VsComputer && got.Human != tc.s.Human) {
			t.Errorf("%+v read back as %+v", tc.s, got)
		}
		p, ok := TaggedPlayers(read)
		if !ok || p.Black != tc.black || p.White != tc.white {
			t.Errorf("%+v: players %+v, %v; want %+v and %+v", tc.s, p, ok, tc.black, tc.white)
		}
	}
}

// A file that has only docs/notation.md's player tags, as in its example, is
// read as the game it says: the person Black against Hard.
func TestThePlayerTagsAloneGiveTheSetup(t *testing.T) {
	g := parse(t, "[Black \"Player\"]\n[White \"Computer (Hard)\"]\n\n1. d5 e5 *\n")
	s := SetupFromTags(g, Setup{Mode: WatchGame, Human: game.White, Level: ai.Easy, WhiteLevel: ai.Easy, Size: 8})
	if s.Mode != VsComputer || s.Human != game.Black || s.Level != ai.Hard {
		t.Errorf("read %+v, want the person Black against Hard", s)
	}
	g = parse(t, "[Black \"Computer (Beginner)\"]\n[White \"Anna\"]\n\n*\n")
	if s := SetupFromTags(g, DefaultSetup()); s.Mode != VsComputer || s.Human != game.White || s.Level != ai.Beginner {
		t.Errorf("read %+v, want the person White against Beginner", s)
	}
	g = parse(t, "[Black \"Computer (Medium)\"]\n[White \"?\"]\n[WhiteLevel \"Master\"]\n\n*\n")
	if s := SetupFromTags(g, DefaultSetup()); s.Mode != WatchGame || s.Level != ai.Medium || s.WhiteLevel != ai.Master {
		t.Errorf("read %+v, want Medium against Master", s)
	}
}

// Two people's names make a game of two players named by them; a game
// that names nobody keeps the fallback and has no tagged players.
func TestNamedPeopleAndGamesWithoutNames(t *testing.T) {
	g := parse(t, "[Black \"Kahului\"]\n[White \"Hilo\"]\n\n*\n")
	if s := SetupFromTags(g, DefaultSetup()); s.Mode != TwoPlayers {
		t.Errorf("two people read as %+v", s)
	}
	p, ok := TaggedPlayers(g)
	if !ok || p.Black != (Player{Name: "Kahului"}) || p.White != (Player{Name: "Hilo"}) {
		t.Errorf("players %+v, %v", p, ok)
	}
	for _, text := range []string{"[Size \"6\"]\n\n*\n", "[Black \"?\"]\n[White \"?\"]\n\n*\n", "[Black \"Kahului\"]\n\n*\n"} {
		g := parse(t, text)
		fallback := Setup{Mode: WatchGame, Human: game.Black, Level: ai.Hard, WhiteLevel: ai.Medium, Size: 8, Speed: Fast}
		if s := SetupFromTags(g, fallback); s.Mode != WatchGame || s.Level != ai.Hard || s.WhiteLevel != ai.Medium {
			t.Errorf("%q read as %+v, want the fallback", text, s)
		}
		if _, ok := TaggedPlayers(g); ok {
			t.Errorf("%q has tagged players", text)
		}
	}
}

// Tags of another setup that do not apply to the new one go: a watched
// game's tags rewritten for a game against the computer keep no speed
// and no level of the person's side.
func TestSetupTagsThatNoLongerApplyAreRemoved(t *testing.T) {
	g, _ := game.NewGame(8)
	WriteSetupTags(g, Setup{Mode: WatchGame, Level: ai.Hard, WhiteLevel: ai.Master, Size: 8, Speed: Fast})
	WriteSetupTags(g, Setup{Mode: VsComputer, Human: game.Black, Level: ai.Easy, Size: 8})
	for name, want := range map[string]string{TagMode: "vs-computer", TagHuman: "Black", TagSpeed: "", "BlackLevel": "", "WhiteLevel": "Easy"} {
		if got := g.Tag(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	WriteSetupTags(g, Setup{Mode: TwoPlayers, Size: 8})
	for _, name := range []string{TagHuman, TagSpeed, "BlackLevel", "WhiteLevel"} {
		if got := g.Tag(name); got != "" {
			t.Errorf("a game of two players keeps %s %q", name, got)
		}
	}
}

// While a notice holds it back the computer starts no move; Hold stops
// the search under way and Release lets the game go on.
func TestANoticeHoldsTheComputerBack(t *testing.T) {
	q := newQueue()
	computer := &fakeComputer{}
	c := NewController(computer, q.do)
	t.Cleanup(c.Close)
	reading := true
	c.HoldWhile(func() bool { return reading })
	c.NewGame(Setup{Mode: WatchGame, Size: 6, Speed: Fast})
	if c.Thinking() {
		t.Fatal("the computer thinks while a notice is on show")
	}
	reading = false
	c.Release()
	if !c.Thinking() {
		t.Fatal("the computer does not think once the notice is read")
	}
	reading = true
	c.Hold()
	if c.Thinking() {
		t.Fatal("the search goes on under a new notice")
	}
	q.next() // the cancelled search's answer comes back and is dropped
	if c.Game().Ply() != 0 || c.Thinking() {
		t.Errorf("held: ply %d, thinking %v", c.Game().Ply(), c.Thinking())
	}
	reading = false
	c.Release()
	q.next()
	if c.Game().Ply() != 1 {
		t.Errorf("after the notice: ply %d, want the computer's move", c.Game().Ply())
	}
}

package play

import (
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

func TestAWatchedGameResumesWithBothLevels(t *testing.T) {
	g, _ := game.NewGame(8)
	s := Setup{Mode: WatchGame, Human: game.Black, Level: ai.Beginner, WhiteLevel: ai.Master, Size: 8, Speed: Fast}
	WriteSetupTags(g, s)
	if got := SetupFromTags(g, DefaultSetup()); got != s {
		t.Errorf("read back %+v, want %+v", got, s)
	}
	bare, _ := game.NewGame(5)
	if got := SetupFromTags(bare, DefaultSetup()); got.Mode != VsComputer || got.Size != 5 {
		t.Errorf("a game without setup tags gives %+v", got)
	}
}

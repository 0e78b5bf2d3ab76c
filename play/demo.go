package play

import "github.com/konane/konane/game"

// DemoGames are the built-in games behind the window's demos (ui.Hooks.Demo), played by the
// computer against itself: a game in its middle with Black (the person) to
// move, and the same game finished, won by Black.
var DemoGames = map[string]string{
	"midgame":  "1. h1 h2 2. f1-h1 g3-g1 3. f3-f1 d2-f2 4. e4-e2 h4-h2 5. h1-h3 f4-h4 6. f1-h1 c3-e3 7. g6-g4 e5-g5 8. d5-d3 g5-g3 9. e2-g2 h4-h2 10. g2-g4 h6-h4",
	"finished": "1. h1 h2 2. f1-h1 g3-g1 3. f3-f1 d2-f2 4. e4-e2 h4-h2 5. h1-h3 f4-h4 6. f1-h1 c3-e3 7. g6-g4 e5-g5 8. d5-d3 g5-g3 9. e2-g2 h4-h2 10. g2-g4 h6-h4 11. d1-f1 e7-e5 12. b1-d1 h4-f4 13. b3-b1 e3-c3 14. c6-e6 f6-d6 15. g8-g6 c7-e7 16. f7-d7 b4-d4 17. b5-f5 a7-e7 18. c2-c4 a5-a7 19. a8-a6 a3-a5 20. c8-a8 d4-b4 21. f5-f3 h8-h6 22. a6-a4 a1-a5 23. h1-h3 h6-f6 24. e8-g8",
}

// DemoGame returns the built-in game called name, or false.
func DemoGame(name string) (*game.Game, bool) {
	moves, ok := DemoGames[name]
	if !ok {
		return nil, false
	}
	g, err := game.ParseKGN([]byte("[Black \"Player\"]\n[White \"Computer (Easy)\"]\n\n" + moves + "\n"))
	return g, err == nil
}

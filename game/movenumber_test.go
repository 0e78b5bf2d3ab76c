package game

import "testing"

func TestMoveNumberCountsPairsOfBlackAndWhite(t *testing.T) {
	type num struct {
		n     int
		mover Color
	}
	tests := []struct {
		first Color
		want  []num
	}{
		{Black, []num{{1, Black}, {1, White}, {2, Black}, {2, White}, {3, Black}}},
		{White, []num{{1, White}, {2, Black}, {2, White}, {3, Black}, {3, White}}},
	}
	for _, tt := range tests {
		for i, want := range tt.want {
			if n, mover := MoveNumber(i, tt.first); n != want.n || mover != want.mover {
				t.Errorf("move %d, %v first: %d %v, want %d %v", i, tt.first, n, mover, want.n, want.mover)
			}
		}
	}
}

func TestMovesTextWritesAPrincipalVariation(t *testing.T) {
	var ms []Move
	for _, text := range []string{"c3", "d3", "c5-c3"} {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	if got := MovesText(ms); got != "c3 d3 c5-c3" {
		t.Errorf("MovesText = %q", got)
	}
	if got := MovesText(nil); got != "" {
		t.Errorf("MovesText(nil) = %q", got)
	}
}

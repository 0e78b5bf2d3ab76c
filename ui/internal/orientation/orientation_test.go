package orientation

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestTheOrientationIsRememberedForEachKindOfGame(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	o := New(prefs)
	var told []bool
	stop := o.Follow(func(f bool) { told = append(told, f) })
	want := func(what string, flipped bool, calls ...bool) {
		t.Helper()
		if o.Flipped() != flipped {
			t.Errorf("%s: Flipped() = %v, want %v", what, o.Flipped(), flipped)
		}
		if len(told) != len(calls) {
			t.Fatalf("%s: followers told %v, want %v", what, told, calls)
		}
		for i := range calls {
			if told[i] != calls[i] {
				t.Fatalf("%s: followers told %v, want %v", what, told, calls)
			}
		}
	}
	want("at first", false, false)
	o.SetPlayingWhite(true)
	want("White against the computer", true, false, true)
	o.SetPlayingWhite(true)
	want("the same again", true, false, true)
	o.Toggle()
	want("flipped back while playing White", false, false, true, false)
	o.SetPlayingWhite(false)
	want("another game", false, false, true, false)
	o.Toggle()
	want("flipped in another game", true, false, true, false, true)

	// A new orientation over the same preferences (a new window) finds both.
	again := New(prefs)
	if again.Flipped() != true {
		t.Error("another game: the flip was not remembered")
	}
	again.SetPlayingWhite(true)
	if again.Flipped() != false {
		t.Error("White against the computer: the flip back was not remembered")
	}

	stop()
	o.Toggle()
	if len(told) != 4 {
		t.Errorf("a stopped follower was told %v", told)
	}
}

func TestANilOrientationIsNeverFlipped(t *testing.T) {
	var o *Orientation
	called := false
	o.Follow(func(bool) { called = true })()
	o.Toggle()
	o.SetPlayingWhite(true)
	if o.Flipped() || called {
		t.Errorf("nil: Flipped %v, follower called %v", o.Flipped(), called)
	}
}

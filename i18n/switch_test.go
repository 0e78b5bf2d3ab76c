package i18n

import (
	"sync"
	"testing"
)

func TestSwitchingLanguageRelabelsThroughTheListeners(t *testing.T) {
	defer func() { _ = SetLanguage("en") }()
	if err := SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	label := T(MsgMenuGame)
	calls := 0
	remove := OnChange(func() {
		calls++
		label = T(MsgMenuGame)
	})
	defer remove()

	for _, step := range []struct {
		code, want string
		calls      int
	}{
		{"ru", "Игра", 1},
		{"ru", "Игра", 1}, // same language: nothing happens
		{"th", "เกม", 2},
		{"de-AT", "Spiel", 3},
		{"pl", "Gra", 4},
		{"en", "Game", 5},
	} {
		if err := SetLanguage(step.code); err != nil {
			t.Fatal(err)
		}
		if label != step.want || calls != step.calls {
			t.Errorf("after SetLanguage(%q): label %q after %d calls, want %q after %d", step.code, label, calls, step.want, step.calls)
		}
	}

	if err := SetLanguage("uk"); err == nil {
		t.Error("SetLanguage(\"uk\") gave no error")
	}
	if Current() != English || calls != 5 {
		t.Errorf("a refused language changed something: %s, %d calls", Current(), calls)
	}

	remove()
	remove() // harmless twice
	_ = SetLanguage("de")
	if calls != 5 {
		t.Error("a removed listener was called")
	}
}

func TestListenersRunInOrderAndMayRemoveThemselves(t *testing.T) {
	defer func() { _ = SetLanguage("en") }()
	_ = SetLanguage("en")
	var order []int
	var removeFirst func()
	removeFirst = OnChange(func() { order = append(order, 1); removeFirst() })
	removeSecond := OnChange(func() { order = append(order, 2) })
	defer removeSecond()
	_ = SetLanguage("ru")
	_ = SetLanguage("pl")
	if want := []int{1, 2, 2}; len(order) != 3 || order[0] != want[0] || order[1] != want[1] || order[2] != want[2] {
		t.Errorf("listener calls %v, want %v", order, want)
	}
}

// TestLookupsAreSafeWhileTheLanguageChanges is meant for go test -race.
func TestLookupsAreSafeWhileTheLanguageChanges(t *testing.T) {
	defer func() { _ = SetLanguage("en") }()
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				_ = T(MsgStatusThinking)
				_ = Plural(MsgStatusCaptured, 5, nil)
				_ = Number(Percent(0.5))
				_ = Current()
			}
		}()
	}
	remove := OnChange(func() {})
	for i := range 200 {
		_ = SetLanguage(Languages()[i%5].Code)
	}
	remove()
	close(stop)
	wg.Wait()
}

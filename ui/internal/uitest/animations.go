package uitest

import (
	"sync"
	"testing"

	"fyne.io/fyne/v2"
)

// Animations counts the app's animations that repeat forever (an entry's
// blinking cursor) and are running: started and not stopped. Fyne's test
// driver runs an animation to its end at once and keeps nothing.
type Animations struct {
	mu      sync.Mutex
	running map[*fyne.Animation]bool
}

// CountAnimations makes the current app's driver count its endless
// animations until the test ends; they are not run.
func CountAnimations(t testing.TB) *Animations {
	t.Helper()
	a := fyne.CurrentApp()
	n := &Animations{running: map[*fyne.Animation]bool{}}
	fyne.SetCurrentApp(countingApp{App: a, d: countingDriver{Driver: a.Driver(), n: n}})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
	return n
}

// Running returns the number of endless animations running.
func (n *Animations) Running() int {
	n.mu.Lock()
	defer n.mu.Unlock()
	return len(n.running)
}

type countingApp struct {
	fyne.App
	d countingDriver
}

func (a countingApp) Driver() fyne.Driver { return a.d }

type countingDriver struct {
	fyne.Driver
	n *Animations
}

func (d countingDriver) StartAnimation(a *fyne.Animation) {
	if a.RepeatCount != fyne.AnimationRepeatForever {
		d.Driver.StartAnimation(a)
		return
	}
	d.n.mu.Lock()
	d.n.running[a] = true
	d.n.mu.Unlock()
}

func (d countingDriver) StopAnimation(a *fyne.Animation) {
	d.n.mu.Lock()
	delete(d.n.running, a)
	d.n.mu.Unlock()
	d.Driver.StopAnimation(a)
}

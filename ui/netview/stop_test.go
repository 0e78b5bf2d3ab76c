package netview

import (
	"testing"
)

// Once the app stops, the session's events and the goroutines' results
// queued for the UI goroutine are dropped (what they would keep is
// closed), the session closes, and the app's own stop hook still runs.
func TestEventsAfterTheAppStoppedAreDropped(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	lc := r.app.Lifecycle()
	before := false
	lc.SetOnStopped(func() { before = true })
	stopMu.Lock()
	stopping[r.app] = j.View
	stopMu.Unlock()
	t.Cleanup(func() {
		stopMu.Lock()
		delete(stopping, r.app)
		stopMu.Unlock()
		delete(hooked, r.app)
	})
	hookStop(r.app)
	hookStop(r.app) // once per app

	queued := false
	j.do(func() { queued = true }) // waits in the queue when the app stops
	lc.(interface{ OnStopped() func() }).OnStopped()()
	if !before {
		t.Error("the app's own stop hook did not run")
	}
	if j.sess.Err() == nil {
		t.Error("the session is still open after the app stopped")
	}
	late, dropped := false, false
	j.doOr(func() { late = true }, func() { dropped = true })
	r.q.PumpUntil(t, "the host hears the joiner go", func() bool { return h.play.link != linkConnected })
	r.q.RunQueued()
	if queued || late {
		t.Errorf("work ran after the app stopped: queued before %v, after %v", queued, late)
	}
	if !dropped {
		t.Error("what the dropped work held was not let go")
	}
	if !j.keeps() {
		t.Error("the unfinished game is not kept for a resume")
	}
}

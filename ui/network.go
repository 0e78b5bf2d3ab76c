package ui

import (
	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/netview"
)

// networkGame is the main window for the network game's window (Game →
// Play over the network…): one at a time, its session kept in the
// storage folder, its finished games reviewed and counted here.
type networkGame struct{ w *Window }

// open brings the open network window to the front, else opens one; the
// app's trips to the background tell it when to mark the opponent's move.
func (n networkGame) open() *netview.View {
	w := n.w
	dir := "" // a demo, or a second copy: kept in memory only
	if w.life.Persist != nil {
		dir = w.life.Persist.Dir()
	}
	v := netview.Open(netview.Host{App: w.app, Do: w.ctl.Do, Dir: dir, Orientation: w.actions.orientation,
		Review: func(g *game.Game) { w.showReview(g, "") }, Record: n.record})
	lc, app := w.app.Lifecycle(), w.app
	lc.SetOnEnteredForeground(func() {
		if v := netview.Opened(app); v != nil {
			v.SetBackground(false)
		}
	})
	lc.SetOnExitedForeground(func() {
		if v := netview.Opened(app); v != nil {
			v.SetBackground(true)
		}
	})
	return v
}

// record counts a finished network game in the statistics, under the
// opponent's name.
func (n networkGame) record(opponent string, me game.Color, won bool) {
	p := n.w.life.Persist
	if p == nil {
		return
	}
	stats := p.LoadStats()
	stats.AddPersonGame(opponent, me.String(), won)
	if err := store.SaveStatsFS(nil, p.Dir(), stats); err != nil {
		p.Logf("statistics not saved: %v", err)
	}
}

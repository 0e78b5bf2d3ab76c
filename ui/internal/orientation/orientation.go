// Package orientation is the side every board of the app is drawn from:
// Black's (rank 1 at the bottom) or White's (flipped). View → Flip board
// turns it; the main window, replay, review and tutorial boards follow it.
package orientation

import "fyne.io/fyne/v2"

// The preferences (bools) that remember the orientation, one for each
// kind of game: true draws the board from White's side.
const (
	// KeyFlippedAsWhite is for games where the person has White against
	// the computer; unset means true (White at the bottom, as chess
	// programs do).
	KeyFlippedAsWhite = "board.flippedAsWhite"
	// KeyFlipped is for every other game (unset: false).
	KeyFlipped = "board.flipped"
)

// Orientation is the app's one board orientation: the preference of the
// kind of game on the main window's board, and the boards that follow it.
// A nil *Orientation is never flipped. UI goroutine only.
type Orientation struct {
	prefs   fyne.Preferences
	asWhite bool // the person has White against the computer
	shown   bool // what the followers were last told
	follow  map[int]func(flipped bool)
	next    int
}

// New returns the orientation remembered in prefs, for a game where the
// person does not have White against the computer (SetPlayingWhite).
func New(prefs fyne.Preferences) *Orientation {
	o := &Orientation{prefs: prefs, follow: map[int]func(bool){}}
	o.shown = o.Flipped()
	return o
}

// key returns the preference of the kind of game on show.
func (o *Orientation) key() string {
	if o.asWhite {
		return KeyFlippedAsWhite
	}
	return KeyFlipped
}

// Flipped reports whether the boards are drawn from White's side.
func (o *Orientation) Flipped() bool {
	if o == nil {
		return false
	}
	return o.prefs.BoolWithFallback(o.key(), o.asWhite)
}

// Toggle turns every following board half a turn and remembers the new
// orientation for the kind of game on show (View → Flip board).
func (o *Orientation) Toggle() {
	if o == nil {
		return
	}
	o.prefs.SetBool(o.key(), !o.Flipped())
	o.tell()
}

// SetPlayingWhite says whether the game on the main window's board is the
// person's with White against the computer; the boards turn if that kind
// of game is remembered the other way.
func (o *Orientation) SetPlayingWhite(on bool) {
	if o == nil || o.asWhite == on {
		return
	}
	o.asWhite = on
	o.tell()
}

// Follow calls f with the orientation now and with each change of it
// until stop is called; f is typically a board's SetFlipped.
func (o *Orientation) Follow(f func(flipped bool)) (stop func()) {
	if o == nil {
		return func() {}
	}
	id := o.next
	o.next++
	o.follow[id] = f
	f(o.Flipped())
	return func() { delete(o.follow, id) }
}

// tell passes a changed orientation on to the followers.
func (o *Orientation) tell() {
	now := o.Flipped()
	if now == o.shown {
		return
	}
	o.shown = now
	for _, f := range o.follow {
		f(now)
	}
}

package board

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
)

// Reject says why a tap or key press on the board could do nothing. The
// board only reports it; the controller decides what to tell the player
// (a localized status line, for example).
type Reject int

// The reasons a board reports through OnRejected.
const (
	RejectNotYourStone   Reject = iota + 1 // the stone belongs to the side not to move
	RejectNoJumpFromHere                   // the side to move's stone has no jump
	RejectNotRemovable                     // opening: this stone may not be removed
	RejectEmptySquare                      // nothing to select on an empty square
	RejectReadOnly                         // the board is not interactive (SetInteractive(false))
	RejectGameOver                         // the side to move has no legal move
	RejectDiagonal                         // a stone is selected: the square is on a diagonal from it
	RejectTurn                             // a stone is selected: the square is off its rank, file and diagonals
	RejectNoLanding                        // a stone is selected: on its rank or file, but no jump of it ends here
)

// String returns the identifier of the reason, for logs and tests; it is
// not meant to be shown to players.
func (r Reject) String() string {
	switch r {
	case RejectNotYourStone:
		return "NotYourStone"
	case RejectNoJumpFromHere:
		return "NoJumpFromHere"
	case RejectNotRemovable:
		return "NotRemovable"
	case RejectEmptySquare:
		return "EmptySquare"
	case RejectReadOnly:
		return "ReadOnly"
	case RejectGameOver:
		return "GameOver"
	case RejectDiagonal:
		return "Diagonal"
	case RejectTurn:
		return "Turn"
	case RejectNoLanding:
		return "NoLanding"
	}
	return "Reject(?)"
}

// The board is tappable (left and right button) and takes the keyboard
// focus; it sees the release of the Tab key that moved the focus onto it.
var (
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Focusable         = (*Board)(nil)
	_ desktop.Keyable        = (*Board)(nil)
)

// boardSlideDuration is how long AnimateMove slides a stone.
const boardSlideDuration = 250 * time.Millisecond

// A slide whose frames come more than slowFrame apart (under 30 frames a
// second) ends at once, and the next slowSlideRest moves show without a
// slide: with slow software OpenGL a slide holds the UI goroutine for
// hundreds of milliseconds and looks jerky anyway.
const (
	slowFrame     = time.Second / 30
	slowSlideRest = 10
)

// Board draws a papamū with stones and turns taps, drags and keys into
// moves.
// It shows the game.Position given by SetPosition and changes no game:
// OnMove reports a legal move the player chose, and the owner answers with
// SetPosition or AnimateMove. Call its methods on the UI goroutine.
type Board struct {
	widget.BaseWidget

	// OnMove is called with a legal move of the side to move that the
	// player chose: a removal in the opening, a jump afterwards.
	OnMove func(game.Move)
	// OnRejected is called when a tap or key press on a square can do
	// nothing, with the reason. Taps in the margin are not reported.
	OnRejected func(Reject)
	// OnKey, if set, is called with each key press the board does not use
	// itself (everything but the arrow keys, Enter, Return, Space and
	// Escape) while it holds the keyboard focus, so that the window's own
	// keys (H for a hint) still work after the board was clicked.
	OnKey func(*fyne.KeyEvent)
	// OnRune, if set, is called with each character typed while the board
	// holds the keyboard focus; the board itself uses none.
	OnRune func(rune)

	pos         game.Position
	moves       []game.Move // legal moves in pos
	interactive bool
	lastMove    game.Move
	hint        game.Move
	marks       []game.Square // squares tinted by SetMarks
	arrow       game.Move     // drawn by SetArrow, or NoMove
	verdicts    []MoveVerdict // dots of SetMoveVerdicts

	selected    game.Square
	hasSelected bool
	drag        *boardDrag // the drag under way, or nil
	dropped     game.Move  // the jump the last drag played, until the next AnimateMove or position
	flipped     bool       // drawn from White's side (SetFlipped)

	cursor  game.Square
	focused bool
	// keyboard is set while the person uses the keyboard on the board: by
	// the keys that move or act at the cursor and by Tab onto the board;
	// a tap or a right click clears it. The window's focus coming back
	// (from another window, a menu or a dialog) changes nothing.
	keyboard bool

	slide    *boardSlide    // the running AnimateMove, or nil
	renderer *boardRenderer // set by CreateRenderer
	// startAnimation starts AnimateMove's animation; nil means
	// (*fyne.Animation).Start. Tests replace it to step frames by hand.
	startAnimation func(*fyne.Animation)
	// now is the clock that times a slide's frames; nil means time.Now.
	// Tests set it.
	now func() time.Time
	// skipSlides is how many more moves are shown without a slide since
	// a slide's frames came too slowly (slowFrame).
	skipSlides int
	// noFocus keeps taps from giving the board the keyboard focus (the
	// replay view, whose window steps through the game with the keys).
	noFocus bool
	onEdit  func(game.Square) // SetEditing's (edit.go); nil: moves are played
}

// boardSlide is the state of one AnimateMove.
type boardSlide struct {
	move     game.Move
	after    game.Position
	done     func()
	progress float32 // 0 … 1, eased
	anim     *fyne.Animation
	frame    time.Time // when the slide started or last drew a frame
	captured []game.Square
}

// New returns an interactive board showing the 8×8 starting position.
func New() *Board {
	b := &Board{interactive: true}
	b.ExtendBaseWidget(b)
	b.setPosition(game.MustNewPosition(game.DefaultSize))
	return b
}

// SetPosition sets the position to draw. A different position clears the
// selection; the same position again keeps it. A running AnimateMove is
// finished at once (its done is called) before p is shown.
func (b *Board) SetPosition(p game.Position) {
	b.finishSlide()
	b.setPosition(p)
	b.Refresh()
}

func (b *Board) setPosition(p game.Position) {
	if p == b.pos {
		return // the same position again keeps the selection
	}
	oldN := b.pos.Size()
	b.pos = p
	b.moves = b.pos.LegalMoves(b.moves[:0])
	b.editingMoves()
	b.hasSelected = false
	b.dropLifted()
	b.dropped = game.NoMove
	b.verdicts = nil
	if n := p.Size(); n != oldN || !p.Contains(b.cursor) {
		b.cursor = b.defaultCursor()
	}
}

// SetInteractive turns input on or off. While off (the computer is
// thinking, a past position or a replay is shown) taps and keys choose no
// move and select nothing; taps on squares report RejectReadOnly. Turning
// input off clears the selection.
func (b *Board) SetInteractive(on bool) {
	if b.interactive == on {
		return
	}
	b.interactive = on
	if !on {
		b.hasSelected = false
		b.dropLifted()
	}
	b.Refresh()
}

// Interactive reports whether the board accepts moves.
func (b *Board) Interactive() bool { return b.interactive }

// Shown returns the game position the board shows; during AnimateMove,
// the position before the move until the slide ends. (Position is
// fyne.CanvasObject's place on the canvas.)
func (b *Board) Shown() game.Position { return b.pos }

// SetFocusOnTap sets whether a tap gives the board the keyboard focus (on
// by default). The replay view turns it off: its window steps through the
// game with the keys.
func (b *Board) SetFocusOnTap(on bool) { b.noFocus = !on }

// SetLastMove marks the start, landing and captured squares of m (for a
// removal, the emptied square). game.NoMove clears the mark.
func (b *Board) SetLastMove(m game.Move) {
	b.lastMove = m
	b.Refresh()
}

// LastMove returns the move set by SetLastMove, or game.NoMove.
func (b *Board) LastMove() game.Move { return b.lastMove }

// SetHint highlights m as a suggested move: its start square and its
// landing square. game.NoMove clears the hint.
func (b *Board) SetHint(m game.Move) {
	b.hint = m
	b.Refresh()
}

// Hint returns the move set by SetHint, or game.NoMove.
func (b *Board) Hint() game.Move { return b.hint }

// Selected returns the stone selected for a jump, if any.
func (b *Board) Selected() (game.Square, bool) {
	return b.selected, b.hasSelected
}

// KeyboardCursor returns the square of the keyboard cursor and whether it
// is shown: while the board is interactive, has the focus, and the
// keyboard (arrows, Enter, Return, Space, Tab) was used on it since the
// last tap.
func (b *Board) KeyboardCursor() (game.Square, bool) {
	return b.cursor, b.keyboard && b.focused && b.interactive
}

// AnimateMove shows from, slides m's stone to where it lands, fading
// the captured ones, then shows the position after m (from if m is
// illegal). done, if set, runs once on the UI goroutine then, also when
// SetPosition, AnimateMove or a tap cuts it short; the tap counts
// against the position after m. The jump a drag has just dropped on the
// board, from the position on show, lands without a slide.
func (b *Board) AnimateMove(from game.Position, m game.Move, done func()) {
	b.finishSlide()
	dropped := m == b.dropped && from == b.pos
	b.dropped = game.NoMove
	after := from
	if err := after.Play(m); err != nil {
		b.setPosition(from)
		b.Refresh()
		if done != nil {
			done()
		}
		return
	}
	b.setPosition(from)
	b.hasSelected = false
	b.dropLifted()
	s := &boardSlide{move: m, after: after, done: done, captured: m.Captured(nil)}
	b.slide = s
	if dropped {
		b.finishSlide()
		return
	}
	app := fyne.CurrentApp()
	if b.renderer == nil || app == nil || !app.Settings().ShowAnimations() ||
		app.Driver().CanvasForObject(b) == nil || b.skipSlides > 0 {
		b.skipSlides = max(b.skipSlides-1, 0)
		b.finishSlide()
		return
	}
	s.frame = b.clock()
	s.anim = fyne.NewAnimation(boardSlideDuration, func(v float32) {
		if b.slide != s {
			return // cut short already
		}
		if b.slowFrame(s) {
			b.skipSlides = slowSlideRest
			v = 1
		}
		if v >= 1 {
			b.finishSlide()
			return
		}
		s.progress = v
		if b.renderer != nil {
			b.renderer.updateSlide()
		}
	})
	s.anim.Curve = fyne.AnimationEaseInOut
	b.Refresh()
	if b.startAnimation != nil {
		b.startAnimation(s.anim)
	} else {
		s.anim.Start()
	}
}

// clock returns the time of the board's clock (now, or time.Now).
func (b *Board) clock() time.Time {
	if b.now != nil {
		return b.now()
	}
	return time.Now()
}

// slowFrame notes the time of a frame of slide s and reports whether it
// came more than slowFrame after the one before (or the slide's start).
func (b *Board) slowFrame(s *boardSlide) bool {
	t := b.clock()
	slow := t.Sub(s.frame) > slowFrame
	s.frame = t
	return slow
}

// FinishAnimation ends a running AnimateMove at once: it shows the
// position after the move and calls its done. Without one it does nothing.
func (b *Board) FinishAnimation() { b.finishSlide() }

// finishSlide ends a running AnimateMove: it shows the position after the
// move and calls done.
func (b *Board) finishSlide() {
	s := b.slide
	if s == nil {
		return
	}
	b.slide = nil
	if s.anim != nil {
		s.anim.Stop()
	}
	b.setPosition(s.after)
	b.Refresh()
	if s.done != nil {
		s.done()
	}
}

// CreateRenderer is a private method to Fyne which links this widget to its
// renderer.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := newBoardRenderer(b)
	b.renderer = r
	return r
}

// Tapped acts on the square under the pointer: it selects a stone, chooses a
// landing square, removes a stone in the opening or cancels the selection.
// Taps in the margin do nothing.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	b.requestFocus()
	s, ok := b.SquareAt(ev.Position)
	if !ok {
		return
	}
	b.cursor = s
	b.mouseUsed()
	b.actAt(s)
}

// TappedSecondary cancels the selection (a right click).
func (b *Board) TappedSecondary(*fyne.PointEvent) {
	b.mouseUsed()
	b.cancelSelection()
}

// mouseUsed hides the keyboard cursor until the keyboard is used again.
func (b *Board) mouseUsed() {
	if b.keyboard {
		b.keyboard = false
		b.Refresh()
	}
}

// FocusGained notes the keyboard focus; the cursor shows once the
// keyboard is used (KeyboardCursor).
func (b *Board) FocusGained() {
	b.focused = true
	b.Refresh()
}

// FocusLost hides the keyboard cursor.
func (b *Board) FocusLost() {
	b.focused = false
	b.Refresh()
}

// KeyDown is part of desktop.Keyable; TypedKey does the work.
func (b *Board) KeyDown(*fyne.KeyEvent) {}

// KeyUp shows the keyboard cursor when Tab (or Shift+Tab) moved the focus
// onto the board: the window moves the focus as Tab goes down, so its
// release reaches the board.
func (b *Board) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyTab && b.focused && !b.keyboard {
		b.keyboard = true
		b.Refresh()
	}
}

// TypedRune passes text input on to OnRune; the board is driven by
// TypedKey.
func (b *Board) TypedRune(r rune) {
	if b.OnRune != nil {
		b.OnRune(r)
	}
}

// TypedKey moves the cursor with the arrow keys (Up: up the screen,
// flipped or not), acts at the cursor on Enter, Return or Space (like a
// tap) and cancels the selection on Escape. Other keys, and Escape with
// nothing selected, go to OnKey.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	if b.editKey(ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		b.cursor = b.screenStep(b.cursor, ev.Name)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b.keyboard = true
		b.actAt(b.cursor)
		b.Refresh()
		return
	case fyne.KeyEscape:
		if b.hasSelected {
			b.cancelSelection()
		} else if b.OnKey != nil {
			b.OnKey(ev) // nothing to cancel: the window's Escape
		}
		return
	default:
		if b.OnKey != nil {
			b.OnKey(ev)
		}
		return
	}
	b.keyboard = true
	b.Refresh()
}

// requestFocus gives the board the keyboard focus on a tap, so that keys
// work after the first click.
func (b *Board) requestFocus() {
	app := fyne.CurrentApp()
	if app == nil || b.noFocus {
		return
	}
	if c := app.Driver().CanvasForObject(b); c != nil && c.Focused() != b {
		c.Focus(b)
	}
}

// CancelSelection drops the selected stone, if any, as Escape does.
func (b *Board) CancelSelection() { b.cancelSelection() }

// cancelSelection drops the selected stone, if any.
func (b *Board) cancelSelection() {
	if !b.hasSelected {
		return
	}
	b.hasSelected = false
	b.dropLifted()
	b.Refresh()
}

// actAt does what a tap on s means in the current state.
func (b *Board) actAt(s game.Square) {
	if b.editAt(s) {
		return
	}
	// A click right after the computer's reply is meant for the position
	// after it: end the slide (its done lets the owner make the board
	// interactive again) and take the click there.
	b.finishSlide()
	switch {
	case !b.interactive:
		b.reject(RejectReadOnly)
		return
	case len(b.moves) == 0:
		b.reject(RejectGameOver)
		return
	}
	if b.pos.Phase() != game.Jumps {
		b.actRemoval(s)
		return
	}
	if b.hasSelected {
		if m, ok := b.jumpTo(b.selected, s); ok {
			b.hasSelected = false
			b.Refresh()
			b.emit(m)
			return
		}
		from := b.selected
		switch {
		case s == from:
			b.hasSelected = false // tap on the stone again: cancel
		case b.canJumpFrom(s):
			b.selected = s
		default:
			b.hasSelected = false
			b.Refresh()
			b.reject(b.whyNotThere(from, s))
			return
		}
		b.Refresh()
		return
	}
	if b.canJumpFrom(s) {
		b.selected, b.hasSelected = s, true
		b.Refresh()
		return
	}
	b.reject(b.whyNot(s, RejectNoJumpFromHere))
}

func (b *Board) actRemoval(s game.Square) {
	for _, m := range b.moves {
		if m.IsRemoval() && m.From() == s {
			b.emit(m)
			return
		}
	}
	b.reject(b.whyNot(s, RejectNotRemovable))
}

// whyNot explains why the stone on s can do nothing; own is the reason
// when it belongs to the side to move.
func (b *Board) whyNot(s game.Square, own Reject) Reject {
	c, ok := b.pos.At(s)
	switch {
	case !ok:
		return RejectEmptySquare
	case c != b.pos.SideToMove():
		return RejectNotYourStone
	}
	return own
}

// whyNotThere explains a tap on s, which is neither a landing square of
// the selected stone on from nor a stone that can jump: a stone of the
// side to move has no jump, a square off from's rank and file cannot be
// reached (diagonally or with a turn), and one on them is no landing square.
func (b *Board) whyNotThere(from, s game.Square) Reject {
	if c, ok := b.pos.At(s); ok && c == b.pos.SideToMove() {
		return RejectNoJumpFromHere
	}
	df, dr := s.File()-from.File(), s.Rank()-from.Rank()
	switch {
	case df == 0 || dr == 0:
		return RejectNoLanding
	case df == dr || df == -dr:
		return RejectDiagonal
	}
	return RejectTurn
}

// canJumpFrom reports whether the side to move has a jump starting on s.
func (b *Board) canJumpFrom(s game.Square) bool {
	for _, m := range b.moves {
		if m.IsJump() && m.From() == s {
			return true
		}
	}
	return false
}

// jumpTo returns the legal jump from from to to, if there is one.
func (b *Board) jumpTo(from, to game.Square) (game.Move, bool) {
	for _, m := range b.moves {
		if m.IsJump() && m.From() == from && m.To() == to {
			return m, true
		}
	}
	return game.NoMove, false
}

// defaultCursor is where the keyboard cursor starts: on the first stone
// that can move, or near the centre.
func (b *Board) defaultCursor() game.Square {
	if len(b.moves) > 0 {
		return b.moves[0].From()
	}
	n := b.pos.Size()
	return game.SquareAt(n/2, n/2)
}

func (b *Board) emit(m game.Move) {
	if b.OnMove != nil {
		b.OnMove(m)
	}
}

func (b *Board) reject(r Reject) {
	if b.OnRejected != nil {
		b.OnRejected(r)
	}
}

package tutorview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
)

// The offer comes on the very first start only, is remembered at once,
// opens the tutorial on Yes, and never comes over a resumed game.
func TestTheTutorialIsOfferedOnTheFirstStartOnly(t *testing.T) {
	_ = i18n.SetLanguage("en")
	a := test.NewTempApp(t)
	win := a.NewWindow("main")
	win.Resize(fyne.NewSize(800, 600))
	var trace strings.Builder
	tracef := func(f string, args ...any) { fmt.Fprintf(&trace, f+"\n", args...) }
	opened := 0
	if !Offer(a, win, false, tracef, func() { opened++ }) || win.Canvas().Overlays().Top() == nil {
		t.Fatal("the first start offers no tutorial")
	}
	if !a.Preferences().Bool(OfferedKey) {
		t.Error("the offer is not remembered")
	}
	yes := uitest.OverlayButton(win, i18n.T(i18n.MsgTutorOfferStart))
	if yes == nil {
		t.Fatalf("no %q; the dialog says %q", i18n.T(i18n.MsgTutorOfferStart), uitest.OverlayTexts(win))
	}
	test.Tap(yes)
	if opened != 1 || win.Canvas().Overlays().Top() != nil {
		t.Errorf("after Yes: opened %d times, dialog on show %v", opened, win.Canvas().Overlays().Top() != nil)
	}
	if Offer(a, win, false, tracef, func() { opened++ }) {
		t.Error("the tutorial is offered a second time")
	}

	b := test.NewTempApp(t)
	if Offer(b, b.NewWindow("main"), true, tracef, func() { opened++ }) || !b.Preferences().Bool(OfferedKey) {
		t.Error("offered over a resumed game, or not marked as made")
	}
	if got := trace.String(); got != "tutorial offered\ntutorial not offered over a resumed game\n" {
		t.Errorf("trace %q", got)
	}
}

// Command tutorialshot opens only Konane's tutorial window, at a given step
// and in a given language, for screenshots of the docs:
//
//	tutorialshot -step 4 -lang th [-quit 5s]
//
// -step is the step's number (1 is the first) or its ID (tutorial.Step.ID).
// The window uses Konane's theme (with the Thai font) and its own app ID,
// so the game's saved tutorial step is left alone. shoot.sh beside it
// runs it under Xvfb and grabs the window into docs/tutorial-<lang>.png.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/tutorial"
	kotheme "github.com/konane/konane/ui/theme"
	"github.com/konane/konane/ui/tutorview"
)

func main() {
	step := flag.String("step", "1", "step to show: its number (1 is the first) or its ID")
	lang := flag.String("lang", "en", "language code: en, ru, pl, de or th")
	quit := flag.Duration("quit", 0, "close after this long (0: stay open until the window is closed)")
	flag.Parse()

	id, err := stepID(*step)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tutorialshot:", err)
		os.Exit(2)
	}
	if err := i18n.SetLanguage(*lang); err != nil {
		fmt.Fprintln(os.Stderr, "tutorialshot:", err)
		os.Exit(2)
	}

	a := app.NewWithID("io.github.konane.konane.tutorialshot")
	a.Settings().SetTheme(kotheme.New())
	w := tutorview.Show(a, nil, tutorview.Host{Start: id})
	w.SetMaster()
	if *quit > 0 {
		go func() {
			time.Sleep(*quit)
			fyne.Do(a.Quit)
		}()
	}
	a.Run()
}

// stepID turns a step number (1-based) or ID into the step's ID.
func stepID(s string) (string, error) {
	steps := tutorial.Steps()
	if n, err := strconv.Atoi(s); err == nil {
		if n < 1 || n > len(steps) {
			return "", fmt.Errorf("step %d: there are steps 1 to %d", n, len(steps))
		}
		return steps[n-1].ID, nil
	}
	for _, st := range steps {
		if st.ID == s {
			return s, nil
		}
	}
	return "", fmt.Errorf("no step %q", s)
}

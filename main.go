// Command konane is a desktop game of Kōnane, Hawaiian checkers.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.konane.konane")
	w := a.NewWindow("Konane")
	w.SetContent(widget.NewLabel("Kōnane"))
	w.Resize(fyne.NewSize(640, 480))
	w.ShowAndRun()
}

package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// SmallScreen is the smallest screen the secondary windows (replay,
// review, tutorial) are made for, in Fyne units: a 1280×900 display.
var SmallScreen = fyne.NewSize(1280, 900)

// screenRoom is what a secondary window leaves of a SmallScreen for its
// frame (title bar, borders) and the desktop's panels or task bar.
var screenRoom = fyne.NewSize(80, 140)

// MaxWindowSize is the largest first size of a secondary window (its
// content, without the frame the window manager adds): a window this big,
// centred, lies inside a SmallScreen with its title bar and a panel.
func MaxWindowSize() fyne.Size { return SmallScreen.Subtract(screenRoom) }

// OpenInside gives the secondary window win its first size, size but at
// most MaxWindowSize, and centres it on the screen when shown, so it opens
// inside the screen wherever the window manager would put it. Call it
// before win.Show.
func OpenInside(win fyne.Window, size fyne.Size) {
	win.Resize(size.Min(MaxWindowSize()))
	win.CenterOnScreen()
}

// ListHeight is the height of n rows of a widget.List whose rows are like
// row: the rows and the padding between them.
func ListHeight(row fyne.CanvasObject, n int) float32 {
	return float32(n)*row.MinSize().Height + float32(n-1)*theme.Padding()
}

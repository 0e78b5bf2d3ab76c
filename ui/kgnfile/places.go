package kgnfile

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// placeNames translates the names Fyne 2.7.1's file dialog gives the
// places in its sidebar: they are written into Fyne's code in English
// (dialog/file.go, file_unix.go), not looked up through its lang package
// as its other texts are.
var placeNames = map[string]*goi18n.Message{
	"Home":      i18n.MsgPlaceHome,
	"Computer":  i18n.MsgPlaceComputer,
	"Desktop":   i18n.MsgPlaceDesktop,
	"Documents": i18n.MsgPlaceDocuments,
	"Downloads": i18n.MsgPlaceDownloads,
	"Music":     i18n.MsgPlaceMusic,
	"Pictures":  i18n.MsgPlacePictures,
	"Videos":    i18n.MsgPlaceVideos,
	"Movies":    i18n.MsgPlaceMovies,
	"App Files": i18n.MsgPlaceAppFiles,
}

// Show shows d over win in its list view, with the sidebar's places in the
// current language; Escape cancels it, also from the file name field
// (NameField); its New Folder form leaves nothing focused once closed
// (releaseNewFolder). It installs WrapRepository, whose reader refuses a FIFO.
// It returns the save dialog's NameField (nil for an open dialog).
func Show(d *dialog.FileDialog, win fyne.Window) *NameField {
	WrapRepository()
	listView(d)
	d.Resize(fileDialogSize(win.Canvas().Size()))
	uikit.ShowWithKeys(win, d, d.Dismiss, nil)
	if pop, ok := win.Canvas().Overlays().Top().(*widget.PopUp); ok {
		translatePlaces(pop.Content)
		releaseNewFolder(pop.Content, win.Canvas())
		return replaceNameField(pop.Content, win.Canvas())
	}
	return nil
}

// fyneViewKey is the preference in which Fyne 2.7.1's file dialog keeps
// its view (dialog/file.go: viewLayoutKey), written by every dialog as it
// is built.
const fyneViewKey = "fyne:fileDialogViewLayout"

// listView makes d open in its list view, each name whole on one line (the
// grid breaks names within words and drops the extension). It resets the
// view Fyne remembers, so the next dialog opens as a list even if the
// person chose the grid in this one.
func listView(d *dialog.FileDialog) {
	fyne.CurrentApp().Preferences().SetInt(fyneViewKey, int(dialog.ListView))
	d.SetView(dialog.ListView)
}

// fileDialogSize is the size of a file dialog in a window whose canvas is
// win: most of it, so that names have room (Fyne's own size, about
// 510×385, left two thirds of the default window empty). Fyne keeps the
// dialog at least its minimum size.
func fileDialogSize(win fyne.Size) fyne.Size {
	return fyne.NewSize(win.Width*0.85, win.Height*0.85)
}

// translatePlaces finds the sidebar of a Fyne file dialog in its content
// (the list on the leading side of its split) and makes every row show the
// place's name in the current language. It reports whether it found it.
func translatePlaces(content fyne.CanvasObject) bool {
	split, ok := uikit.FindFirst[*container.Split](content)
	if !ok {
		return false
	}
	list, ok := split.Leading.(*widget.List)
	if !ok || list.UpdateItem == nil {
		return false
	}
	update, create := list.UpdateItem, list.CreateItem
	list.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		if l, ok := uikit.FindFirst[*widget.Label](item); ok {
			if m, ok := placeNames[l.Text]; ok {
				l.SetText(i18n.T(m))
			}
		}
	}
	if create != nil {
		// The list is as wide as its template row: make that row hold the
		// longest name, or a long translation is cut off.
		list.CreateItem = func() fyne.CanvasObject {
			item := create()
			if l, ok := uikit.FindFirst[*widget.Label](item); ok {
				l.SetText(longestPlaceName())
			}
			return item
		}
	}
	list.Refresh()
	split.Refresh()
	return true
}

// longestPlaceName returns the widest of the place names in the current
// language.
func longestPlaceName() string {
	best, width := "", float32(0)
	for _, m := range placeNames {
		name := i18n.T(m)
		if w := fyne.MeasureText(name, theme.TextSize(), fyne.TextStyle{}).Width; w > width {
			best, width = name, w
		}
	}
	return best
}

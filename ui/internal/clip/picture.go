package clip

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"runtime"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"golang.design/x/clipboard"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/board"
)

// PictureSize is the width and height of Picture's image, in pixels.
const PictureSize = 640

// Picture draws p as the board shows it, with its coordinates, on a
// PictureSize×PictureSize image, drawn from White's side when flipped.
// Call it on the UI goroutine.
func Picture(p game.Position, flipped bool) image.Image {
	b := board.New()
	b.SetPosition(p)
	b.SetInteractive(false)
	b.SetFlipped(flipped)
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(b)
	c.Resize(fyne.NewSize(PictureSize, PictureSize))
	return c.Capture()
}

// PNG is img encoded as a PNG file.
func PNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Images is a clipboard that takes pictures (System, Tools).
type Images interface {
	// WritePNG puts the PNG file data on the clipboard. Errors wrap
	// ErrNoImages when the system has no such clipboard. It may block
	// for a while: call it off the UI goroutine.
	WritePNG(data []byte) error
}

// ErrNoImages is the error of a system without a clipboard for pictures
// (on Linux: no libX11.so and neither wl-copy nor xclip that works; a
// build without cgo elsewhere).
var ErrNoImages = errors.New("no clipboard for pictures")

// writeTimeout is how long System's WritePNG waits for the clipboard, and
// Tools for each tool.
const writeTimeout = 5 * time.Second

// System is the system's clipboard of pictures: golang.design/x/clipboard,
// initialised on its first use, and on Linux and the BSDs, when that has
// no clipboard for pictures (it needs libX11.so, which only X11's
// development package installs), the command-line tools (Tools).
func System() Images {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return chain{first: systemImages{}, then: Tools{}}
	}
	return systemImages{}
}

type systemImages struct{}

func (systemImages) WritePNG(data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ErrNoImages, r)
		}
	}()
	if err := clipboard.Init(); err != nil {
		return fmt.Errorf("%w: %v", ErrNoImages, err)
	}
	written := make(chan bool, 1)
	go func() {
		defer func() {
			if recover() != nil {
				written <- false
			}
		}()
		written <- clipboard.Write(clipboard.FmtImage, data) != nil
	}()
	select {
	case ok := <-written:
		if !ok {
			return fmt.Errorf("%w: the clipboard refused the picture", ErrNoImages)
		}
		return nil
	case <-time.After(writeTimeout):
		return fmt.Errorf("%w: the clipboard did not answer in %v", ErrNoImages, writeTimeout)
	}
}

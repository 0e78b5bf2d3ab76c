package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"math/bits"
)

// xwdHeader is the start of an X Window Dump (XWD version 7), as Xvfb
// -fbdir keeps its screen: 25 big-endian 32-bit fields, the window name
// after them up to HeaderSize, then NColors colormap entries of 12 bytes,
// then the pixels.
type xwdHeader struct {
	HeaderSize, FileVersion, PixmapFormat, PixmapDepth     uint32
	PixmapWidth, PixmapHeight, XOffset, ByteOrder          uint32
	BitmapUnit, BitmapBitOrder, BitmapPad, BitsPerPixel    uint32
	BytesPerLine, VisualClass, RedMask, GreenMask          uint32
	BlueMask, BitsPerRGB, ColormapEntries, NColors         uint32
	WindowWidth, WindowHeight, WindowX, WindowY, BorderWid uint32
}

// zPixmap is the only pixmap format decodeXWD reads (one pixel after the
// other, as a TrueColor screen is dumped).
const zPixmap = 2

// maxSide bounds the width and height decodeXWD accepts, in pixels.
const maxSide = 1 << 14

// decodeXWD reads an XWD image of a 24- or 32-bit TrueColor screen (Xvfb's
// -screen 0 WxHx24) into an RGBA image. Other depths and formats are an
// error.
func decodeXWD(r io.Reader) (*image.RGBA, error) {
	var h xwdHeader
	if err := binary.Read(r, binary.BigEndian, &h); err != nil {
		return nil, fmt.Errorf("xwd header: %w", err)
	}
	if h.FileVersion != 7 || h.PixmapFormat != zPixmap || h.BitsPerPixel != 32 {
		return nil, fmt.Errorf("xwd: version %d, format %d, %d bits a pixel: only version 7, ZPixmap, 32 bits are read",
			h.FileVersion, h.PixmapFormat, h.BitsPerPixel)
	}
	w, ht := int(h.PixmapWidth), int(h.PixmapHeight)
	if w <= 0 || ht <= 0 || w > maxSide || ht > maxSide || int(h.BytesPerLine) < 4*w || h.HeaderSize < 100 {
		return nil, errors.New("xwd: impossible size")
	}
	skip := int64(h.HeaderSize) - 100 + 12*int64(h.NColors)
	if _, err := io.CopyN(io.Discard, r, skip); err != nil {
		return nil, fmt.Errorf("xwd colormap: %w", err)
	}
	order := binary.ByteOrder(binary.LittleEndian)
	if h.ByteOrder == 1 { // MSBFirst
		order = binary.BigEndian
	}
	img := image.NewRGBA(image.Rect(0, 0, w, ht))
	line := make([]byte, h.BytesPerLine)
	for y := range ht {
		if _, err := io.ReadFull(r, line); err != nil {
			return nil, fmt.Errorf("xwd pixels, line %d: %w", y, err)
		}
		for x := range w {
			p := order.Uint32(line[4*x:])
			img.SetRGBA(x, y, color.RGBA{channel(p, h.RedMask), channel(p, h.GreenMask), channel(p, h.BlueMask), 0xff})
		}
	}
	return img, nil
}

// channel is the 8-bit value of the colour channel mask in pixel p.
func channel(p, mask uint32) uint8 {
	if mask == 0 {
		return 0
	}
	v := (p & mask) >> bits.TrailingZeros32(mask)
	width := bits.OnesCount32(mask)
	if width >= 8 {
		return uint8(v >> (width - 8))
	}
	return uint8(v << (8 - width))
}

// colours counts the distinct colours of img in the rectangle r and the
// share of r's pixels that have the most common one.
func colours(img *image.RGBA, r image.Rectangle) (distinct int, commonest float64) {
	r = r.Intersect(img.Bounds())
	counts := map[color.RGBA]int{}
	top := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			counts[c]++
			top = max(top, counts[c])
		}
	}
	if r.Empty() {
		return 0, 1
	}
	return len(counts), float64(top) / float64(r.Dx()*r.Dy())
}

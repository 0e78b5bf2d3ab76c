package main

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// xwdOf encodes img as Xvfb dumps a 24-bit screen: version 7, ZPixmap,
// 32 bits a pixel, LSBFirst, masks ff0000/ff00/ff, a window name and
// padding after each line.
func xwdOf(img *image.RGBA) []byte {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	name := []byte("Xvfb main window\x00")
	stride := 4*w + 8
	hd := xwdHeader{HeaderSize: uint32(100 + len(name)), FileVersion: 7, PixmapFormat: zPixmap, PixmapDepth: 24,
		PixmapWidth: uint32(w), PixmapHeight: uint32(h), BitmapUnit: 32, BitmapPad: 32, BitsPerPixel: 32,
		BytesPerLine: uint32(stride), VisualClass: 4, RedMask: 0xff0000, GreenMask: 0xff00, BlueMask: 0xff,
		BitsPerRGB: 8, ColormapEntries: 256, NColors: 2, WindowWidth: uint32(w), WindowHeight: uint32(h)}
	var b bytes.Buffer
	_ = binary.Write(&b, binary.BigEndian, hd)
	b.Write(name)
	b.Write(make([]byte, 24)) // two colormap entries
	line := make([]byte, stride)
	for y := range h {
		for x := range w {
			c := img.RGBAAt(x, y)
			binary.LittleEndian.PutUint32(line[4*x:], uint32(c.R)<<16|uint32(c.G)<<8|uint32(c.B))
		}
		b.Write(line)
	}
	return b.Bytes()
}

// gradient is a w×h image whose every pixel differs.
func gradient(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 7), uint8(y * 11), uint8(x + y), 0xff})
		}
	}
	return img
}

func TestDecodeGivesBackEveryPixel(t *testing.T) {
	want := gradient(13, 5)
	got, err := decodeXWD(bytes.NewReader(xwdOf(want)))
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("bounds %v, want %v", got.Bounds(), want.Bounds())
	}
	for y := range 5 {
		for x := range 13 {
			if got.RGBAAt(x, y) != want.RGBAAt(x, y) {
				t.Fatalf("pixel %d,%d: %v, want %v", x, y, got.RGBAAt(x, y), want.RGBAAt(x, y))
			}
		}
	}
}

func TestDecodeRefusesOtherFormatsAndShortFiles(t *testing.T) {
	good := xwdOf(gradient(4, 4))
	sixteen := append([]byte(nil), good...)
	binary.BigEndian.PutUint32(sixteen[44:], 16) // BitsPerPixel
	for name, data := range map[string][]byte{
		"16 bits a pixel":   sixteen,
		"cut in the pixels": good[:len(good)-3],
		"cut in the header": good[:40],
	} {
		if _, err := decodeXWD(bytes.NewReader(data)); err == nil {
			t.Errorf("%s: decoded without an error", name)
		}
	}
}

func TestRunCropsAndTellsDrawnFromBlank(t *testing.T) {
	dir := t.TempDir()
	img := image.NewRGBA(image.Rect(0, 0, 64, 48)) // black, with a drawn square
	for y := 10; y < 30; y++ {
		for x := 20; x < 40; x++ {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 5), uint8(y * 3), 90, 0xff})
		}
	}
	in := filepath.Join(dir, "screen.xwd")
	if err := os.WriteFile(in, xwdOf(img), 0o600); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "window.png")
	if status, err := run(in, out, "20,10,20,20", 16, 0.97); status != 0 {
		t.Fatalf("the drawn square: status %d (%v), want 0", status, err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cut, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if cut.Bounds().Dx() != 20 || cut.Bounds().Dy() != 20 {
		t.Errorf("cut to %v, want 20x20", cut.Bounds())
	}
	if status, _ := run(in, out, "0,0,15,48", 16, 0.97); status != 1 {
		t.Errorf("a black strip: status %d, want 1 (blank)", status)
	}
	if status, _ := run(in, out, "", 16, 0.8); status != 1 {
		t.Errorf("the whole screen, 87%% black, at most 80%% of one colour allowed: status %d, want 1 (blank)", status)
	}
}

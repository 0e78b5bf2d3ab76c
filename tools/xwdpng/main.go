// Command xwdpng turns an X Window Dump of a screen (the file Xvfb -fbdir
// keeps up to date) into a PNG, cut to a window's rectangle, and fails
// when that rectangle is blank: fewer than -min distinct colours, or one
// colour covering more than -max-share of it. make test-windows takes its
// screenshots of Konane under Wine with it.
//
//	xwdpng [-crop X,Y,W,H] [-min 16] [-max-share 0.97] IN.xwd OUT.png
//
// It prints one line: the size, the number of colours and the commonest
// colour's share. Exit status 1 means blank (OUT is still written), 2 a
// usage or read error.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
)

func main() {
	crop := flag.String("crop", "", "X,Y,W,H: the rectangle to keep, in screen pixels (default: the whole screen)")
	minColours := flag.Int("min", 16, "fewest distinct colours a drawn window has")
	maxShare := flag.Float64("max-share", 0.97, "largest share of the pixels one colour may cover")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: xwdpng [-crop X,Y,W,H] [-min N] [-max-share F] IN.xwd OUT.png")
		os.Exit(2)
	}
	status, err := run(flag.Arg(0), flag.Arg(1), *crop, *minColours, *maxShare)
	if err != nil {
		fmt.Fprintln(os.Stderr, "xwdpng:", err)
	}
	os.Exit(status)
}

// run converts in to out and reports whether the kept rectangle is drawn
// (status 0) or blank (1); errors are status 2.
func run(in, out, crop string, minColours int, maxShare float64) (int, error) {
	f, err := os.Open(in)
	if err != nil {
		return 2, err
	}
	img, err := decodeXWD(f)
	f.Close()
	if err != nil {
		return 2, err
	}
	r := img.Bounds()
	if crop != "" {
		var x, y, w, h int
		if _, err := fmt.Sscanf(crop, "%d,%d,%d,%d", &x, &y, &w, &h); err != nil {
			return 2, fmt.Errorf("-crop %q: want X,Y,W,H", crop)
		}
		r = image.Rect(x, y, x+w, y+h).Intersect(img.Bounds())
	}
	sub := img.SubImage(r)
	if err := writePNG(out, sub); err != nil {
		return 2, err
	}
	n, share := colours(img, r)
	fmt.Printf("%dx%d, %d colours, commonest %.1f%%\n", r.Dx(), r.Dy(), n, 100*share)
	if n < minColours || share > maxShare {
		return 1, fmt.Errorf("%s is blank", in)
	}
	return 0, nil
}

// writePNG writes img to the file path.
func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Command mkdesktop writes the files that integrate Konane into a desktop,
// from FyneApp.toml, Icon.png and the go-i18n catalogue (so the menu texts
// in every language are the app's own translations, never typed twice):
//
//	go run ./tools/mkdesktop -root . -out STAGE [-date YYYY-MM-DD] [-ico FILE]
//
// writes, under STAGE (a /usr-style tree):
//
//	share/applications/ID.desktop          menu entry, opens .kgn files (Exec=konane %f)
//	share/metainfo/ID.metainfo.xml         AppStream: summary, description, screenshots, release
//	share/mime/packages/ID.xml             shared-mime-info: *.kgn is application/x-konane-game
//	share/icons/hicolor/NxN/apps/ID.png    the icon at 16, 32, 48, 64, 128, 256 and 512 px
//
// and with -about the English summary and description for package
// managers, and with -ico a Windows icon holding the 16–256 px images (PNG-compressed
// entries, as Windows Vista and later read them). -date is the release
// date of the version in FyneApp.toml (default: today, UTC).
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/image/draw"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/appinfo"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// MIMEType is the media type of a saved game.
const MIMEType = "application/x-konane-game"

// IconSizes are the hicolor sizes installed, in px.
var IconSizes = []int{16, 32, 48, 64, 128, 256, 512}

// icoSizes are the images of the Windows icon, in px (256 is the largest
// an .ico entry can declare).
var icoSizes = []int{16, 24, 32, 48, 64, 128, 256}

// screenshots are the images of docs/screenshots shown by software
// centres, the first the default.
var screenshots = []string{"main-en.png", "midgame.png", "finished.png", "replay.png"}

func main() {
	root := flag.String("root", ".", "the repository: FyneApp.toml and Icon.png")
	out := flag.String("out", "", "the folder to write the share/ tree into")
	date := flag.String("date", time.Now().UTC().Format(time.DateOnly), "the release date of the version, YYYY-MM-DD")
	ico := flag.String("ico", "", "also write a Windows .ico file here")
	about := flag.String("about", "", "also write the English summary and description (package managers' text) here")
	flag.Parse()
	if *out == "" && *ico == "" && *about == "" {
		fmt.Fprintln(os.Stderr, "usage: mkdesktop -root DIR -out STAGE [-date YYYY-MM-DD] [-ico FILE] [-about FILE]")
		os.Exit(2)
	}
	if *about != "" {
		text := text(i18n.English, i18n.MsgMetainfoSummary) + "\n" + text(i18n.English, i18n.MsgMetainfoDescription) + "\n"
		if err := os.WriteFile(*about, []byte(text), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "mkdesktop:", err)
			os.Exit(1)
		}
	}
	if err := run(*root, *out, *date, *ico); err != nil {
		fmt.Fprintln(os.Stderr, "mkdesktop:", err)
		os.Exit(1)
	}
}

// run writes every file.
func run(root, out, date, ico string) error {
	app, err := appinfo.Read(root)
	if err != nil {
		return err
	}
	if _, err := time.Parse(time.DateOnly, date); err != nil {
		return fmt.Errorf("-date: %w", err)
	}
	icon, err := readPNG(filepath.Join(root, app.Details.Icon))
	if err != nil {
		return err
	}
	if ico != "" {
		if err := writeICO(ico, icon); err != nil {
			return err
		}
	}
	if out == "" {
		return nil
	}
	id := app.Details.ID
	files := map[string][]byte{
		"share/applications/" + id + ".desktop":  desktopEntry(app),
		"share/metainfo/" + id + ".metainfo.xml": metainfo(app, date),
		"share/mime/packages/" + id + ".xml":     mimeInfo(id),
	}
	for _, n := range IconSizes {
		data, err := encodePNG(scaled(icon, n))
		if err != nil {
			return err
		}
		files[fmt.Sprintf("share/icons/hicolor/%dx%d/apps/%s.png", n, n, id)] = data
	}
	for name, data := range files {
		path := filepath.Join(out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// text is message m in language l as a desktop shows it: Thai word breaks
// (hair spaces for Fyne, see i18n.WordBreak) are dropped, since desktops
// break Thai lines themselves.
func text(l i18n.Language, m *goi18n.Message) string {
	return i18n.Plain(i18n.Default().Translator(l).T(m))
}

// others are the languages besides English.
func others() []i18n.Language { return i18n.Languages()[1:] }

// desktopEntry is the freedesktop.org menu entry, in every language.
func desktopEntry(app appinfo.Info) []byte {
	var b bytes.Buffer
	b.WriteString("[Desktop Entry]\nType=Application\nVersion=1.4\n")
	localized := func(key string, m *goi18n.Message) {
		fmt.Fprintf(&b, "%s=%s\n", key, desktopEscape(text(i18n.English, m)))
		for _, l := range others() {
			fmt.Fprintf(&b, "%s[%s]=%s\n", key, l.Code, desktopEscape(text(l, m)))
		}
	}
	localized("Name", i18n.MsgAppTitle)
	localized("GenericName", i18n.MsgDesktopGenericName)
	localized("Comment", i18n.MsgDesktopComment)
	localized("Keywords", i18n.MsgDesktopKeywords)
	fmt.Fprintf(&b, "Exec=konane %%f\nIcon=%s\nTerminal=false\n", app.Details.ID)
	fmt.Fprintf(&b, "Categories=%s;\n", strings.Join(app.LinuxAndBSD.Categories, ";"))
	fmt.Fprintf(&b, "MimeType=%s;\n", MIMEType)
	b.WriteString("StartupNotify=true\n")
	return b.Bytes()
}

// desktopEscape escapes a value of a desktop entry: backslash and line
// breaks (semicolons separate the items of a list and stay).
func desktopEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "\n", `\n`, "\t", `\t`, "\r", `\r`).Replace(s)
}

// xmlText escapes s for XML character data and attribute values.
func xmlText(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// localizedElems writes <tag>English</tag> and one <tag xml:lang="..">
// per other language, indented by indent.
func localizedElems(b *bytes.Buffer, indent, tag string, m *goi18n.Message) {
	fmt.Fprintf(b, "%s<%s>%s</%s>\n", indent, tag, xmlText(text(i18n.English, m)), tag)
	for _, l := range others() {
		fmt.Fprintf(b, "%s<%s xml:lang=\"%s\">%s</%s>\n", indent, tag, l.Code, xmlText(text(l, m)), tag)
	}
}

// metainfo is the AppStream component of the app.
func metainfo(app appinfo.Info, date string) []byte {
	var b bytes.Buffer
	id := app.Details.ID
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	b.WriteString("<!-- Written by tools/mkdesktop from FyneApp.toml and the locales; do not edit. -->\n")
	b.WriteString("<component type=\"desktop-application\">\n")
	fmt.Fprintf(&b, "  <id>%s</id>\n", id)
	b.WriteString("  <metadata_license>CC0-1.0</metadata_license>\n")
	b.WriteString("  <project_license>LicenseRef-proprietary</project_license>\n")
	localizedElems(&b, "  ", "name", i18n.MsgAppTitle)
	localizedElems(&b, "  ", "summary", i18n.MsgMetainfoSummary)
	b.WriteString("  <description>\n")
	localizedElems(&b, "    ", "p", i18n.MsgMetainfoDescription)
	b.WriteString("  </description>\n")
	fmt.Fprintf(&b, "  <developer id=\"%s\">\n    <name>The Konane developers</name>\n  </developer>\n", reverseDNSOwner(id))
	fmt.Fprintf(&b, "  <launchable type=\"desktop-id\">%s.desktop</launchable>\n", id)
	fmt.Fprintf(&b, "  <url type=\"homepage\">%s</url>\n", xmlText(app.Website))
	fmt.Fprintf(&b, "  <url type=\"bugtracker\">%s/issues</url>\n", xmlText(app.Website))
	b.WriteString("  <screenshots>\n")
	for i, name := range screenshots {
		kind := ""
		if i == 0 {
			kind = ` type="default"`
		}
		fmt.Fprintf(&b, "    <screenshot%s>\n      <image>%s</image>\n    </screenshot>\n", kind,
			xmlText(rawURL(app.Website, "docs/screenshots/"+name)))
	}
	b.WriteString("  </screenshots>\n")
	b.WriteString("  <content_rating type=\"oars-1.1\"/>\n")
	b.WriteString("  <provides>\n    <binary>konane</binary>\n")
	fmt.Fprintf(&b, "    <mediatype>%s</mediatype>\n  </provides>\n", MIMEType)
	fmt.Fprintf(&b, "  <releases>\n    <release version=\"%s\" date=\"%s\"/>\n  </releases>\n", xmlText(app.Details.Version), date)
	b.WriteString("</component>\n")
	return b.Bytes()
}

// reverseDNSOwner is the app ID without its last part: io.github.konane.
func reverseDNSOwner(id string) string {
	if i := strings.LastIndexByte(id, '.'); i > 0 {
		return id[:i]
	}
	return id
}

// rawURL is the address of a file of the repository's main branch, for a
// GitHub website https://github.com/OWNER/REPO.
func rawURL(website, path string) string {
	repo := strings.TrimPrefix(strings.TrimSuffix(website, "/"), "https://github.com/")
	return "https://raw.githubusercontent.com/" + repo + "/main/" + path
}

// mimeInfo is the shared-mime-info package of the saved game type: the
// .kgn extension, and tag lines no other format begins with in the first
// kilobyte (saved games start with their tags, Size and Rules among them).
func mimeInfo(id string) []byte {
	var b bytes.Buffer
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	b.WriteString("<!-- Written by tools/mkdesktop from the locales; do not edit. -->\n")
	b.WriteString("<mime-info xmlns=\"http://www.freedesktop.org/standards/shared-mime-info\">\n")
	fmt.Fprintf(&b, "  <mime-type type=\"%s\">\n", MIMEType)
	localizedElems(&b, "    ", "comment", i18n.MsgMimeComment)
	b.WriteString("    <sub-class-of type=\"text/plain\"/>\n")
	fmt.Fprintf(&b, "    <icon name=\"%s\"/>\n", id)
	b.WriteString("    <glob pattern=\"*.kgn\"/>\n")
	b.WriteString("    <magic priority=\"60\">\n")
	b.WriteString("      <match type=\"string\" offset=\"0:1024\" value=\"[Size &quot;\"/>\n")
	b.WriteString("      <match type=\"string\" offset=\"0:1024\" value=\"[Rules &quot;konane/\"/>\n")
	b.WriteString("    </magic>\n")
	b.WriteString("  </mime-type>\n</mime-info>\n")
	return b.Bytes()
}

// readPNG decodes the PNG at path.
func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// scaled returns img scaled to n×n px (Catmull-Rom), or img itself when it
// already has that size.
func scaled(img image.Image, n int) image.Image {
	if b := img.Bounds(); b.Dx() == n && b.Dy() == n {
		return img
	}
	dst := image.NewNRGBA(image.Rect(0, 0, n, n))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	return dst
}

// encodePNG returns img as PNG bytes, compressed as well as the standard
// library can.
func encodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// writeICO writes img at icoSizes as a Windows icon: an ICONDIR, one
// ICONDIRENTRY per image (a width or height of 256 is written as 0), then
// the PNG images.
func writeICO(path string, img image.Image) error {
	var images [][]byte
	for _, n := range icoSizes {
		data, err := encodePNG(scaled(img, n))
		if err != nil {
			return err
		}
		images = append(images, data)
	}
	var b bytes.Buffer
	le := binary.LittleEndian
	_ = binary.Write(&b, le, [3]uint16{0, 1, uint16(len(images))}) // reserved, type 1 = icon, count
	offset := 6 + 16*len(images)
	for i, n := range icoSizes {
		dim := uint8(n % 256)
		_ = binary.Write(&b, le, struct {
			W, H, Colours, Reserved uint8
			Planes, BitCount        uint16
			Size, Offset            uint32
		}{dim, dim, 0, 0, 1, 32, uint32(len(images[i])), uint32(offset)})
		offset += len(images[i])
	}
	for _, data := range images {
		b.Write(data)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

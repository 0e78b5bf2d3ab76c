// Package packaging_test checks the release packages that the scripts in
// packaging/ build (the same scripts `make package-*` and `make install`
// run): the Linux tarball installs into a home directory with a valid
// .desktop file, the .deb and .rpm hold the same files under /usr
// (KONANE_PKG_TEST=1, as make check-packages runs it), the Windows
// executable carries its icons and version, the .msi built from it has the
// expected tables, and the macOS Info.plist declares the .kgn type.
// packaging/linux/check-deb.sh (make check-packages, in CI) installs and
// removes the real .deb.
package packaging_test

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/konane/konane/internal/appinfo"
)

const appID = "io.github.konane.konane"

// root is the repository root; go test runs in packaging/.
func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// need skips the test unless every tool is on PATH.
func need(t *testing.T, hint string, tools ...string) {
	t.Helper()
	var missing []string
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Skipf("skipping: %s not installed (%s)", strings.Join(missing, ", "), hint)
	}
}

// run runs a command and fails the test with its output if it fails.
func run(t *testing.T, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.String())
	}
	t.Logf("%s %s: %s", filepath.Base(name), strings.Join(args, " "), time.Since(start).Round(100*time.Millisecond))
	return out.String()
}

// details returns the keys of FyneApp.toml's [Details] table that the
// packaging scripts read (through tools/appinfo), by name.
func details(t *testing.T) map[string]string {
	t.Helper()
	in, err := appinfo.Read(root(t))
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, key := range []string{"Icon", "Name", "ID", "Version", "Build"} {
		m[key], _ = in.Field(key)
	}
	return m
}

func TestFyneAppMetadataMatchesTheDesktopFileAndIcon(t *testing.T) {
	d := details(t)
	for key, want := range map[string]string{"ID": appID, "Name": "Konane", "Icon": "Icon.png"} {
		if d[key] != want {
			t.Errorf("FyneApp.toml: %s = %q, want %q", key, d[key], want)
		}
	}
	if d["Version"] == "" || d["Build"] == "0" {
		t.Errorf("FyneApp.toml: Version = %q, Build = %q; both are required", d["Version"], d["Build"])
	}
	desktop := filepath.Join(root(t), "packaging", "linux", appID+".desktop")
	if _, err := os.Stat(desktop); err != nil {
		t.Errorf("the .desktop file must be named after the app ID: %v", err)
	}
	checkIcon(t, filepath.Join(root(t), "Icon.png"))
}

// checkIcon checks that path is a 512×512 PNG, the size the package
// installs it as (share/icons/hicolor/512x512).
func checkIcon(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if cfg.Width != 512 || cfg.Height != 512 {
		t.Errorf("%s is %d×%d, want 512×512", path, cfg.Width, cfg.Height)
	}
}

func TestLinuxTarballInstallsIntoHomeWithAValidDesktopFile(t *testing.T) {
	need(t, "apt-get install tar xz-utils desktop-file-utils", "bash", "tar", "xz", "desktop-file-validate")
	top := root(t)
	tmp := t.TempDir()

	// Packaging, not compiling, is under test: a stand-in binary keeps the
	// test fast. KONANE_LINUX_BUILD=1 builds the real game instead.
	var env []string
	if os.Getenv("KONANE_LINUX_BUILD") != "1" {
		stub := filepath.Join(tmp, "konane-stub")
		if err := os.WriteFile(stub, []byte("#!/bin/sh\necho konane stub\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		env = append(env, "KONANE_BIN="+stub)
	}
	dist := filepath.Join(tmp, "dist")
	out := run(t, env, "bash", filepath.Join(top, "packaging", "linux", "build.sh"), dist)
	tarball := strings.TrimSpace(lastLine(out))
	if filepath.Dir(tarball) != dist || !strings.HasPrefix(filepath.Base(tarball), "konane-linux-") ||
		!strings.HasSuffix(tarball, ".tar.xz") {
		t.Fatalf("build.sh printed %q, want %s/konane-linux-ARCH.tar.xz", tarball, dist)
	}

	files := linuxFiles()
	var listed []string
	for _, entry := range strings.Fields(run(t, nil, "tar", "-tJf", tarball)) {
		if !strings.HasSuffix(entry, "/") {
			listed = append(listed, entry)
		}
	}
	slices.Sort(listed)
	if !slices.Equal(listed, files) {
		t.Errorf("tarball holds %q, want %q", listed, files)
	}

	home := filepath.Join(tmp, "home")
	if err := os.Mkdir(home, 0o755); err != nil {
		t.Fatal(err)
	}
	install := filepath.Join(top, "packaging", "linux", "install.sh")
	run(t, []string{"HOME=" + home}, "bash", install, tarball)

	prefix := filepath.Join(home, ".local")
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(prefix, f)); err != nil {
			t.Errorf("after install: %v", err)
		}
	}
	if t.Failed() {
		return
	}
	exe := filepath.Join(prefix, "bin", "konane")
	if st, err := os.Stat(exe); err != nil || st.Mode()&0o111 == 0 {
		t.Errorf("%s is not executable: %v", exe, err)
	}
	checkIcon(t, filepath.Join(prefix, "share/icons/hicolor/512x512/apps/"+appID+".png"))

	desktop := filepath.Join(prefix, "share/applications/"+appID+".desktop")
	run(t, nil, "desktop-file-validate", desktop)
	entry := readDesktop(t, desktop)
	for key, want := range map[string]string{
		"Type":       "Application",
		"Name":       "Kōnane",
		"Exec":       exe + " %f",
		"Icon":       appID,
		"Categories": "Game;BoardGame;",
		"Terminal":   "false",
		"MimeType":   "application/x-konane-game;",
	} {
		if entry[key] != want {
			t.Errorf("%s: %s=%q, want %q", filepath.Base(desktop), key, entry[key], want)
		}
	}

	run(t, []string{"HOME=" + home}, "bash", install, "--uninstall")
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(prefix, f)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("after uninstall, %s: %v, want it gone", f, err)
		}
	}
}

// linuxFiles are the files of every Linux package, sorted, relative to the
// prefix (/usr, ~/.local).
func linuxFiles() []string {
	files := []string{
		"bin/konane",
		"share/applications/" + appID + ".desktop",
		"share/metainfo/" + appID + ".metainfo.xml",
		"share/mime/packages/" + appID + ".xml",
		"share/doc/konane/OFL.txt", // the bundled fonts' licence
	}
	for _, n := range []int{16, 32, 48, 64, 128, 256, 512} {
		files = append(files, fmt.Sprintf("share/icons/hicolor/%dx%d/apps/%s.png", n, n, appID))
	}
	slices.Sort(files)
	return files
}

// TestTheDebAndRPMHoldTheTarballsFilesUnderUsr builds the .deb and .rpm of
// a stand-in binary and lists them. It runs with KONANE_PKG_TEST=1, as
// make check-packages sets it; the .rpm's files are listed where rpm is
// installed, which CI (CI=true) requires.
func TestTheDebAndRPMHoldTheTarballsFilesUnderUsr(t *testing.T) {
	if os.Getenv("KONANE_PKG_TEST") != "1" {
		t.Skip("skipping: set KONANE_PKG_TEST=1 to build the .deb and .rpm (make check-packages does)")
	}
	need(t, "apt-get install tar xz-utils dpkg", "bash", "tar", "xz", "dpkg-deb")
	tmp := t.TempDir()
	stub := filepath.Join(tmp, "konane-stub")
	if err := os.WriteFile(stub, []byte("#!/bin/sh\necho konane stub\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(tmp, "dist")
	out := run(t, []string{"KONANE_BIN=" + stub}, "bash", filepath.Join(root(t), "packaging", "linux", "build.sh"), dist, "tar", "deb", "rpm")
	built := strings.Fields(out)
	version := details(t)["Version"]
	arch := strings.TrimSpace(run(t, nil, "go", "env", "GOARCH"))
	deb := filepath.Join(dist, "konane_"+version+"_"+arch+".deb")
	if !slices.Contains(built, deb) {
		t.Fatalf("build.sh printed %q, want %s among them", built, deb)
	}
	var files []string
	for _, line := range strings.Split(run(t, nil, "dpkg-deb", "-c", deb), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 6 || strings.HasPrefix(fields[0], "d") {
			continue
		}
		path := strings.TrimPrefix(fields[5], "./usr/")
		if !debianDoc(path) {
			files = append(files, path)
		}
	}
	slices.Sort(files)
	if !slices.Equal(files, linuxFiles()) {
		t.Errorf("the .deb holds %q under /usr, want the tarball's %q", files, linuxFiles())
	}
	control := run(t, nil, "dpkg-deb", "-f", deb, "Package", "Version", "Architecture")
	if want := "Package: konane\nVersion: " + version + "\nArchitecture: " + arch + "\n"; control != want {
		t.Errorf("control fields %q, want %q", control, want)
	}
	_, err := exec.LookPath("rpm")
	if err != nil && os.Getenv("CI") == "true" {
		t.Fatal("rpm is not installed: CI lists the .rpm's files (apt-get install rpm)")
	}
	if err != nil {
		t.Log("rpm is not installed: the .rpm is built but its files are not listed")
	} else {
		var rpmFiles []string
		for _, f := range strings.Fields(run(t, nil, "rpm", "-qlp", lastLine(out))) {
			if p := strings.TrimPrefix(f, "/usr/"); p != f && !debianDoc(p) {
				rpmFiles = append(rpmFiles, p)
			}
		}
		slices.Sort(rpmFiles)
		if !slices.Equal(rpmFiles, linuxFiles()) {
			t.Errorf("the .rpm holds %q under /usr, want %q", rpmFiles, linuxFiles())
		}
	}
}

// debianDoc reports whether path, under /usr, is one of the files the
// .deb and .rpm hold beside the tarball's: the copyright and changelog.
func debianDoc(path string) bool {
	return path == "share/doc/konane/copyright" || path == "share/doc/konane/changelog.gz"
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// readDesktop returns the keys of the [Desktop Entry] group.
func readDesktop(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	group := ""
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "[") {
			group = line
			continue
		}
		if k, v, ok := strings.Cut(line, "="); ok && group == "[Desktop Entry]" {
			m[k] = v
		}
	}
	return m
}

// Resource types, from winuser.h.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

func TestWindowsExeHasIconAndVersionResources(t *testing.T) {
	if os.Getenv("KONANE_PE_TEST") != "1" {
		t.Skip("skipping: set KONANE_PE_TEST=1 to cross-build Konane.exe (several minutes; needs x86_64-w64-mingw32-gcc)")
	}
	// The variable asks for this test, so a missing compiler is an error
	// rather than a reason to skip.
	if _, err := exec.LookPath("x86_64-w64-mingw32-gcc"); err != nil {
		t.Fatal("KONANE_PE_TEST=1 but x86_64-w64-mingw32-gcc is missing: apt-get install -y gcc-mingw-w64-x86-64")
	}
	dist := t.TempDir()
	out := run(t, nil, "bash", filepath.Join(root(t), "packaging", "windows", "build.sh"), dist)
	exe := strings.TrimSpace(lastLine(out))
	if strings.Contains(out, "Warning") {
		t.Errorf("build.sh warns (goversioninfo: the fixed and the string versions must agree):\n%s", out)
	}
	if exe != filepath.Join(dist, "Konane.exe") {
		t.Fatalf("build.sh printed %q, want %s", exe, filepath.Join(dist, "Konane.exe"))
	}

	f, err := pe.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("machine %#x, want amd64", f.Machine)
	}
	if oh, ok := f.OptionalHeader.(*pe.OptionalHeader64); !ok {
		t.Errorf("not a PE32+ image")
	} else if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("subsystem %d, want %d (GUI: no console window; -H=windowsgui)", oh.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}

	res, err := resources(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, typ := range []uint32{rtIcon, rtGroupIcon, rtVersion, rtManifest} {
		if len(res[typ]) == 0 {
			t.Errorf("no resource of type %d", typ)
		}
	}
	version := details(t)["Version"]
	found := false
	for _, data := range res[rtVersion] {
		if bytes.Contains(data, utf16le(version)) {
			found = true
		}
		checkFixedVersion(t, data, version)
	}
	if !found {
		t.Errorf("version resource does not mention %q", version)
	}

	for _, data := range res[rtGroupIcon] {
		checkIconSizes(t, data)
	}
	checkMSI(t, dist, version)

	if _, err := exec.LookPath("wrestool"); err == nil {
		list := run(t, nil, "wrestool", "-l", exe)
		t.Logf("wrestool -l:\n%s", list)
		for _, typ := range []string{"--type=14", "--type=16"} {
			if !strings.Contains(list, typ) {
				t.Errorf("wrestool -l lists no %s resource", typ)
			}
		}
	}
}

// checkIconSizes checks that an RT_GROUP_ICON resource lists the images
// Windows picks from for every place an icon appears: 16 to 256 px.
func checkIconSizes(t *testing.T, data []byte) {
	t.Helper()
	if len(data) < 6 {
		t.Fatalf("icon group of %d bytes", len(data))
	}
	n := int(binary.LittleEndian.Uint16(data[4:]))
	var sizes []int
	for i := range n {
		e := 6 + 14*i
		if e+14 > len(data) {
			t.Fatalf("icon group entry %d out of range", i)
		}
		w := int(data[e])
		if w == 0 {
			w = 256
		}
		sizes = append(sizes, w)
	}
	for _, want := range []int{16, 32, 48, 64, 128, 256} {
		if !slices.Contains(sizes, want) {
			t.Errorf("the exe's icon has images of %v px, no %d px", sizes, want)
		}
	}
}

// checkMSI builds the installer from dist/Konane.exe and checks its tables
// with msiinfo: the file, the Start-menu shortcut with its icon, the .kgn
// ProgId with its open command and icon, the upgrade rows and the version.
func checkMSI(t *testing.T, dist, version string) {
	t.Helper()
	for _, tool := range []string{"wixl", "msiinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("KONANE_PE_TEST=1 but %s is missing: apt-get install -y wixl msitools", tool)
		}
	}
	msi := lastLine(run(t, nil, "bash", filepath.Join(root(t), "packaging", "windows", "msi.sh"), dist))
	if msi != filepath.Join(dist, "Konane-"+version+"-x64.msi") {
		t.Fatalf("msi.sh printed %q, want %s", msi, filepath.Join(dist, "Konane-"+version+"-x64.msi"))
	}
	table := func(name string) string {
		return strings.ReplaceAll(run(t, nil, "msiinfo", "export", msi, name), "\r\n", "\n")
	}
	want := map[string][]string{
		"File":     {"\tKonane.exe\t", "\tOFL.txt\t"},
		"Shortcut": {"ProgramMenuFolder\tKonane\t", "[INSTALLDIR]Konane.exe", "KonaneIcon.ico"},
		"Registry": {
			"\t2\tSoftware\\Classes\\.kgn\t\tKonane.Game\t",
			"\t2\tSoftware\\Classes\\Konane.Game\\shell\\open\\command\t\t\"[INSTALLDIR]Konane.exe\" \"%1\"\t",
			"\t2\tSoftware\\Classes\\Konane.Game\\DefaultIcon\t\t\"[INSTALLDIR]Konane.exe\",0\t",
		},
		"Upgrade":  {"{1A27ADE5-3023-4355-BFE4-F4CD09DA7501}\t\t" + version + "\t", "WIX_UPGRADE_DETECTED"},
		"Property": {"ProductVersion\t" + version + "\n", "ARPPRODUCTICON\tKonaneIcon.ico\n", "Manufacturer\tThe Konane developers\n"},
		"Icon":     {"KonaneIcon.ico\t"},
	}
	for _, name := range []string{"File", "Shortcut", "Registry", "Upgrade", "Property", "Icon"} {
		rows := table(name)
		for _, w := range want[name] {
			if !strings.Contains(rows, w) {
				t.Errorf("msiinfo export %s has no row with %q:\n%s", name, w, rows)
			}
		}
	}
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}

// checkFixedVersion finds VS_FIXEDFILEINFO in a version resource and
// checks that its file version starts with version (major.minor.patch).
func checkFixedVersion(t *testing.T, data []byte, version string) {
	t.Helper()
	i := bytes.Index(data, []byte{0xbd, 0x04, 0xef, 0xfe}) // dwSignature
	if i < 0 || i+16 > len(data) {
		t.Errorf("version resource has no VS_FIXEDFILEINFO")
		return
	}
	ms := binary.LittleEndian.Uint32(data[i+8:])
	ls := binary.LittleEndian.Uint32(data[i+12:])
	got := fmt.Sprintf("%d.%d.%d", ms>>16, ms&0xffff, ls>>16)
	if got != version {
		t.Errorf("VS_FIXEDFILEINFO file version %s.%d, want %s.*", got, ls&0xffff, version)
	}
}

// resources walks the resource tree of the .rsrc section (type → name →
// language → data) and returns each resource's bytes by type ID.
func resources(f *pe.File) (map[uint32][][]byte, error) {
	sec := f.Section(".rsrc")
	if sec == nil {
		return nil, errors.New("no .rsrc section")
	}
	data, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf(".rsrc: %w", err)
	}
	out := map[uint32][][]byte{}
	var walk func(off uint32, depth int, typ uint32) error
	walk = func(off uint32, depth int, typ uint32) error {
		if depth > 3 || int(off)+16 > len(data) {
			return fmt.Errorf(".rsrc: bad directory at %#x", off)
		}
		n := int(binary.LittleEndian.Uint16(data[off+12:])) + int(binary.LittleEndian.Uint16(data[off+14:]))
		for i := range n {
			e := int(off) + 16 + 8*i
			if e+8 > len(data) {
				return fmt.Errorf(".rsrc: entry %d of %#x out of range", i, off)
			}
			name := binary.LittleEndian.Uint32(data[e:])
			target := binary.LittleEndian.Uint32(data[e+4:])
			if depth == 0 {
				typ = name // named types (high bit set) are not the standard ones
			}
			if target&0x80000000 != 0 {
				if err := walk(target&0x7fffffff, depth+1, typ); err != nil {
					return err
				}
				continue
			}
			if int(target)+16 > len(data) {
				return fmt.Errorf(".rsrc: data entry %#x out of range", target)
			}
			rva := binary.LittleEndian.Uint32(data[target:])
			size := binary.LittleEndian.Uint32(data[target+4:])
			start := int64(rva) - int64(sec.VirtualAddress)
			if start < 0 || start+int64(size) > int64(len(data)) {
				return fmt.Errorf(".rsrc: resource of type %d at RVA %#x out of the section", typ, rva)
			}
			out[typ] = append(out[typ], data[start:start+int64(size)])
		}
		return nil
	}
	return out, walk(0, 0, 0)
}

func TestTheMacInfoPlistDeclaresTheKgnDocumentType(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(root(t), "packaging", "darwin", "Info.plist.in"))
	if err != nil {
		t.Fatal(err)
	}
	filled := strings.NewReplacer("@NAME@", "Konane", "@EXE@", "konane", "@ID@", appID,
		"@VERSION@", details(t)["Version"], "@BUILD@", details(t)["Build"]).Replace(string(data))
	if strings.Contains(filled, "@") {
		t.Errorf("a placeholder is left: %q", filled[strings.Index(filled, "@"):][:20])
	}
	dec := xml.NewDecoder(strings.NewReader(filled))
	dec.Strict = true
	for {
		if _, err := dec.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("Info.plist is not well-formed XML: %v", err)
		}
	}
	for _, want := range []string{
		"<key>CFBundleDocumentTypes</key>", "<key>UTExportedTypeDeclarations</key>",
		"<key>LSItemContentTypes</key>\n\t\t\t<array>\n\t\t\t\t<string>" + appID + ".game</string>",
		"<key>UTTypeIdentifier</key>\n\t\t\t<string>" + appID + ".game</string>",
		"<string>kgn</string>", "<string>application/x-konane-game</string>",
		"<key>CFBundleIconFile</key>\n\t<string>icon.icns</string>",
		"<key>CFBundleShortVersionString</key>\n\t<string>" + details(t)["Version"] + "</string>",
	} {
		if !strings.Contains(filled, want) {
			t.Errorf("Info.plist lacks %q", want)
		}
	}
}

// Command netshot takes the screenshots of the network game for the docs:
// in one app, a host's window and a joiner's over loopback, in a given
// language:
//
//	netshot -lang th -out docs/screenshots
//
// For each picture it shows only the window to take, prints "shot PATH"
// and waits for a line on its input: shoot.sh beside it then saves that
// window as PATH with ImageMagick's import. The pictures: network-host-LANG
// (the host waiting, the code shown), network-join-LANG (the joiner's
// lobby with the code typed) and network-play-LANG (the joiner's game
// after a few moves, clocks on). The windows use Konane's theme and their
// own app ID and folders, so nothing of the player's is touched.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/ui/netview"
	kotheme "github.com/konane/konane/ui/theme"
)

func main() {
	lang := flag.String("lang", "en", "language code: en, ru, pl, de or th")
	out := flag.String("out", "docs/screenshots", "folder of the pictures")
	flag.Parse()
	if err := i18n.SetLanguage(*lang); err != nil {
		fmt.Fprintln(os.Stderr, "netshot:", err)
		os.Exit(2)
	}
	a := app.NewWithID("io.github.konane.konane.netshot")
	a.Settings().SetTheme(kotheme.New())
	tmp, err := os.MkdirTemp("", "netshot")
	if err != nil {
		fmt.Fprintln(os.Stderr, "netshot:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	var addr string
	host := netview.Host{App: a, Dir: filepath.Join(tmp, "host"),
		Listen: func() (net.Listener, error) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err == nil {
				addr = ln.Addr().String()
			}
			return ln, err
		},
		Announce: func(context.Context, uint16, netplay.Code) (io.Closer, error) { return io.NopCloser(nil), nil },
	}
	join := netview.Host{App: a, Dir: filepath.Join(tmp, "join"),
		Find: func(context.Context, netplay.Code) ([]netip.AddrPort, error) {
			return []netip.AddrPort{netip.MustParseAddrPort(addr)}, nil
		}}
	for _, d := range []string{host.Dir, join.Dir} {
		_ = os.MkdirAll(d, 0o755)
	}
	var hv, jv *netview.View
	step := func(d time.Duration, f func()) {
		time.Sleep(d)
		done := make(chan struct{})
		fyne.Do(func() { f(); close(done) })
		<-done
	}
	in := bufio.NewReader(os.Stdin)
	// shot shows only v's window, then lets shoot.sh take it.
	shot := func(v *netview.View, name string) {
		var other *netview.View
		step(0, func() {
			for _, w := range []*netview.View{hv, jv} {
				if w != nil && w != v {
					other = w
					w.Window().Hide()
				}
			}
			v.Window().Show()
		})
		time.Sleep(time.Second)
		fmt.Printf("shot %s\n", filepath.Join(*out, fmt.Sprintf("%s-%s.png", name, *lang)))
		if _, err := in.ReadString('\n'); err != nil {
			fmt.Fprintln(os.Stderr, "netshot:", err)
		}
		if other != nil {
			step(0, func() { other.Window().Show() })
		}
	}
	names := map[string][2]string{"en": {"Kai", "Lani"}, "ru": {"Алёна", "Кай"}, "pl": {"Kasia", "Lani"},
		"de": {"Kai", "Lena"}, "th": {"สมชาย", "Lani"}}[*lang]
	go func() {
		step(0, func() {
			hv = netview.Open(host)
			hv.SetName(names[0])
			hv.HostGame(8, game.Black, netplay.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}, false)
			hv.Window().Resize(fyne.NewSize(980, 700))
		})
		time.Sleep(2 * time.Second)
		shot(hv, "network-host")
		step(0, func() {
			jv = netview.New(join)
			jv.SetName(names[1])
			jv.TypeCode(hv.Code().Secret())
			jv.Window().Resize(fyne.NewSize(980, 700))
			jv.Window().Show()
		})
		time.Sleep(2 * time.Second)
		shot(jv, "network-join")
		step(0, func() { jv.JoinGame() })
		for i := range 7 {
			step(1500*time.Millisecond, func() {
				s := hv.Session()
				if s == nil || s.Game() == nil {
					return
				}
				g := s.Game()
				pos := g.Position()
				ms := pos.LegalMoves(nil)
				if len(ms) == 0 {
					return
				}
				m := ms[(i*5)%len(ms)]
				if pos.SideToMove() == s.Colour() {
					hv.Play(m)
				} else {
					jv.Play(m)
				}
			})
		}
		time.Sleep(2 * time.Second)
		shot(jv, "network-play")
		step(0, a.Quit)
	}()
	a.Run()
}

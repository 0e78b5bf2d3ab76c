package instance

import (
	"bytes"
	"net"
	"path/filepath"
	"testing"
	"time"
)

// memConn is a connection whose peer sent req and then closed its side;
// what the copy answers is kept.
type memConn struct {
	net.Conn // nil: only the methods below are used
	req      *bytes.Reader
	reply    bytes.Buffer
}

func (c *memConn) Read(p []byte) (int, error)    { return c.req.Read(p) }
func (c *memConn) Write(p []byte) (int, error)   { return c.reply.Write(p) }
func (c *memConn) Close() error                  { return nil }
func (c *memConn) SetDeadline(t time.Time) error { return nil }

// FuzzServeOne sends any bytes as a request, as another local program
// could: the copy answers "ok" or "error" and nothing else, never panics,
// and passes on only absolute paths.
func FuzzServeOne(f *testing.F) {
	for _, seed := range []string{
		"raise\n", "/home/a/game.kgn\n", `"/tmp/two\nlines.kgn"` + "\n", `"/tmp/bad\xff"` + "\n",
		`"relative.kgn"` + "\n", `"/unterminated` + "\n", "no newline", "\n", `"\x00"` + "\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, req []byte) {
		c := &memConn{req: bytes.NewReader(req)}
		var opened []string
		serveOne(c, Requests{Open: func(p string) { opened = append(opened, p) }, Raise: func() {}})
		if s := c.reply.String(); s != "ok\n" && s != "error\n" {
			t.Errorf("request %q answered %q", req, s)
		}
		for _, p := range opened {
			if !filepath.IsAbs(p) {
				t.Errorf("request %q opened %q, not an absolute path", req, p)
			}
		}
	})
}

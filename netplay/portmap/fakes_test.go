package portmap

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/huin/goupnp/dcps/internetgateway2"
)

// fakeIGD is a UPnP router: an HTTP server with the device description of
// an InternetGatewayDevice and the control URL of its WANIPConnection:1.
type fakeIGD struct {
	srv       *httptest.Server
	external  string // what GetExternalIPAddress answers
	refuse    int    // a UPnP error code AddPortMapping answers; 0: none
	permanent bool   // only leases of 0 are accepted (error 725)
	hang      chan struct{}

	mu    sync.Mutex
	calls []string // "Action arg=value ...", in order
	added chan struct{}
}

const igdService = "urn:schemas-upnp-org:service:WANIPConnection:1"

const deviceDescription = `<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>fake router</friendlyName><UDN>uuid:fake-igd</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType><UDN>uuid:fake-wan</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType><UDN>uuid:fake-conn</UDN>
<serviceList><service>
<serviceType>` + igdService + `</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
<controlURL>/ctl</controlURL><eventSubURL>/evt</eventSubURL><SCPDURL>/scpd.xml</SCPDURL>
</service></serviceList>
</device></deviceList>
</device></deviceList>
</device>
</root>`

func newFakeIGD(t *testing.T, external string) *fakeIGD {
	f := &fakeIGD{external: external, hang: make(chan struct{}), added: make(chan struct{}, 16)}
	mux := http.NewServeMux()
	mux.HandleFunc("/rootDesc.xml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/xml")
		io.WriteString(w, deviceDescription)
	})
	mux.HandleFunc("/ctl", f.control)
	f.srv = httptest.NewServer(mux)
	t.Cleanup(func() {
		close(f.hang)
		f.srv.Close()
	})
	return f
}

// igds is the mapper's UPnP search, answered by this router alone.
func (f *fakeIGD) igds(ctx context.Context) []igd {
	u, _ := url.Parse(f.srv.URL + "/rootDesc.xml")
	cs, err := internetgateway2.NewWANIPConnection1ClientsByURLCtx(ctx, u)
	if err != nil {
		return nil
	}
	return asIGDs(cs)
}

var argRE = regexp.MustCompile(`<(New\w+)>([^<]*)</New\w+>`)

func (f *fakeIGD) control(w http.ResponseWriter, r *http.Request) {
	action := strings.Trim(r.Header.Get("SOAPAction"), `"`)
	_, action, _ = strings.Cut(action, "#")
	body, _ := io.ReadAll(r.Body)
	call := action
	for _, m := range argRE.FindAllStringSubmatch(string(body), -1) {
		call += " " + m[1] + "=" + m[2]
	}
	f.mu.Lock()
	f.calls = append(f.calls, call)
	refuse, permanent, external := f.refuse, f.permanent, f.external
	f.mu.Unlock()
	if external == "hang" {
		select {
		case <-f.hang:
		case <-r.Context().Done():
		}
		return
	}
	var out string
	switch action {
	case "GetExternalIPAddress":
		out = "<NewExternalIPAddress>" + external + "</NewExternalIPAddress>"
	case "AddPortMapping":
		switch {
		case refuse != 0:
			fault(w, refuse)
			return
		case permanent && !strings.Contains(call, "NewLeaseDuration=0"):
			fault(w, 725)
			return
		}
		f.added <- struct{}{}
	case "DeletePortMapping":
	default:
		fault(w, 401)
		return
	}
	w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
	fmt.Fprintf(w, `<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><u:%sResponse xmlns:u="%s">%s</u:%sResponse></s:Body></s:Envelope>`, action, igdService, out, action)
}

func fault(w http.ResponseWriter, code int) {
	w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
	w.WriteHeader(http.StatusInternalServerError)
	fmt.Fprintf(w, `<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail><UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>%d</errorCode><errorDescription>fake</errorDescription></UPnPError></detail></s:Fault></s:Body></s:Envelope>`, code)
}

func (f *fakeIGD) seen() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.calls...)
}

// fakeNATPMP is a NAT-PMP gateway (RFC 6886) on 127.0.0.1:5351, the port
// go-nat-pmp always asks: only root may listen there.
type fakeNATPMP struct {
	conn     *net.UDPConn
	external [4]byte
	result   uint16 // the result code of mapping requests

	mu       sync.Mutex
	mappings [][3]uint32 // internal port, requested external port, lifetime
	done     chan struct{}
}

func newFakeNATPMP(t *testing.T, external string, result uint16) *fakeNATPMP {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("go-nat-pmp asks port 5351 of the gateway: the fake gateway on 127.0.0.1:5351 needs root")
	}
	conn, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 5351})
	if err != nil {
		t.Skipf("the fake gateway cannot listen on 127.0.0.1:5351: %v", err)
	}
	f := &fakeNATPMP{conn: conn, external: netip.MustParseAddr(external).As4(), result: result, done: make(chan struct{})}
	go f.serve()
	t.Cleanup(func() {
		conn.Close()
		<-f.done
	})
	return f
}

func (f *fakeNATPMP) serve() {
	defer close(f.done)
	buf := make([]byte, 64)
	for {
		n, from, err := f.conn.ReadFromUDP(buf)
		if err != nil {
			return
		}
		req := buf[:n]
		f.mu.Lock()
		external, result := f.external, f.result
		f.mu.Unlock()
		var resp []byte
		switch {
		case n == 2 && req[0] == 0 && req[1] == 0:
			resp = make([]byte, 12)
			resp[1] = 128
			copy(resp[8:], external[:])
		case n == 12 && req[0] == 0 && (req[1] == 1 || req[1] == 2):
			in, ext, life := binary.BigEndian.Uint16(req[4:]), binary.BigEndian.Uint16(req[6:]), binary.BigEndian.Uint32(req[8:])
			f.mu.Lock()
			f.mappings = append(f.mappings, [3]uint32{uint32(in), uint32(ext), life})
			f.mu.Unlock()
			resp = make([]byte, 16)
			resp[1] = 128 + req[1]
			binary.BigEndian.PutUint16(resp[2:], result)
			binary.BigEndian.PutUint16(resp[8:], in)
			binary.BigEndian.PutUint16(resp[10:], ext)
			binary.BigEndian.PutUint32(resp[12:], life)
		default:
			continue
		}
		f.conn.WriteToUDP(resp, from)
	}
}

func (f *fakeNATPMP) seen() [][3]uint32 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([][3]uint32(nil), f.mappings...)
}

// noGateway is a mapper's gateway where there is none.
func noGateway() (netip.Addr, error) { return netip.Addr{}, errors.New("no default route") }

// loopbackGateway is the fake NAT-PMP gateway's address.
func loopbackGateway() (netip.Addr, error) { return netip.MustParseAddr("127.0.0.1"), nil }

func within(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

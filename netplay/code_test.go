package netplay

import (
	"errors"
	"net/netip"
	"testing"
)

func TestACodeReadsBackAsWrittenAndAsTypedCarelessly(t *testing.T) {
	c, err := NewCode()
	if err != nil {
		t.Fatal(err)
	}
	if c.secret>>SecretBits != 0 {
		t.Fatalf("secret %x has more than %d bits", c.secret, SecretBits)
	}
	for _, ap := range []netip.AddrPort{{}, netip.MustParseAddrPort("203.0.113.5:47470"),
		netip.MustParseAddrPort("203.0.113.5:50000"), netip.MustParseAddrPort("[2001:db8::1]:47470"),
		netip.MustParseAddrPort("[2001:db8::1]:50000")} {
		want := c.WithAddr(ap)
		got, err := ParseCode(want.String())
		if err != nil || got != want {
			t.Errorf("ParseCode(%q) = %v, %v", want, got, err)
		}
	}
	fixed := Code{secret: 0x0123456789abcde}
	if s := fixed.Secret(); s != "04HM-ASW9-NF6Y" {
		t.Fatalf("Secret = %q", s)
	}
	for _, typed := range []string{"04HM-ASW9-NF6Y", "04hm asw9 nf6y", "o4hm-asw9-nf6y", " 04HMASW9NF6Y ", "04HM-ASW9-NF6Y",
		"04HM\u2013ASW9\u2014NF6Y", "04HM\u2212ASW9\u2011NF6Y"} {
		if got, err := ParseCode(typed); err != nil || got != fixed {
			t.Errorf("ParseCode(%q) = %v, %v", typed, got, err)
		}
	}
	if got, _ := ParseCode("1IlL-0000-0000"); got.secret>>40 != 0x1<<15|1<<10|1<<5|1 {
		t.Errorf("I and L are not read as 1: %x", got.secret)
	}
	for text, want := range map[string]string{
		"203.0.113.5/04HM-ASW9-NF6Y":        "203.0.113.5:47470",
		"203.0.113.5:6000/04HM-ASW9-NF6Y":   "203.0.113.5:6000",
		"2001:db8::1/04HM-ASW9-NF6Y":        "[2001:db8::1]:47470",
		"[2001:db8::1]:6000/04HM-ASW9-NF6Y": "[2001:db8::1]:6000",
	} {
		c, err := ParseCode(text)
		if ap, ok := c.Addr(); err != nil || !ok || ap.String() != want {
			t.Errorf("ParseCode(%q) address %v, %v", text, ap, err)
		}
	}
}

func TestACodeThatIsNoneIsRefused(t *testing.T) {
	for _, text := range []string{"", "04HM-ASW9-NF6", "04HM-ASW9-NF6YY", "04HM-ASW9-NF6U", "04HM_ASW9-NF6Y",
		"04HM-ASW9-NFЖY", "host/04HM-ASW9-NF6Y", "203.0.113.5:0/04HM-ASW9-NF6Y",
		"203.0.113.5:70000/04HM-ASW9-NF6Y", "2001:db8::1:6000:/04HM-ASW9-NF6Y", "fe80::1%eth0/04HM-ASW9-NF6Y"} {
		if _, err := ParseCode(text); !errors.Is(err, ErrBadCode) {
			t.Errorf("ParseCode(%q) = %v, want ErrBadCode", text, err)
		}
	}
}

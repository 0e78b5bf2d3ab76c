package netplay

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

// docs/network-protocol.md's table of messages names every message type
// the reader knows, and no other; each example line of it parses.
func TestTheProtocolsPageListsEveryMessage(t *testing.T) {
	data, err := os.ReadFile("../docs/network-protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	var documented []string
	row := regexp.MustCompile("(?m)^\\| `([a-z-]+)[ `]")
	for _, m := range row.FindAllStringSubmatch(string(data), -1) {
		documented = append(documented, m[1])
	}
	// Rows with two messages ("`offer-rematch`, `accept-rematch`").
	for _, m := range regexp.MustCompile("(?m)^\\| `[^|]*`, `([a-z-]+)[ `]").FindAllStringSubmatch(string(data), -1) {
		documented = append(documented, m[1])
	}
	var known []string
	for typ := range arity {
		known = append(known, typ)
	}
	slices.Sort(known)
	slices.Sort(documented)
	documented = slices.Compact(documented)
	if !slices.Equal(known, documented) {
		t.Errorf("the page lists %v\nthe reader knows %v", documented, known)
	}
}

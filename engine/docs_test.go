package engine

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

const protocolDoc = "../docs/engine-protocol.md"

func readProtocolDoc(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(protocolDoc)
	if err != nil {
		t.Fatal(err)
	}
	return strings.ReplaceAll(string(data), "\r\n", "\n") // a Windows checkout may have CRLF
}

// The command table of docs/engine-protocol.md names every command the
// engine accepts, none other, in the order of list_commands.
func TestProtocolDocListsEveryCommandInOrder(t *testing.T) {
	text := readProtocolDoc(t)
	_, table, ok := strings.Cut(text, "\n## Commands\n")
	if !ok {
		t.Fatal("docs/engine-protocol.md has no section Commands")
	}
	table, _, _ = strings.Cut(table, "\n#")
	first := regexp.MustCompile("(?m)^\\| `([a-z_]+)")
	var documented []string
	for _, m := range first.FindAllStringSubmatch(table, -1) {
		documented = append(documented, m[1])
	}
	var accepted []string
	for _, c := range commands {
		accepted = append(accepted, c.name)
	}
	if !slices.Equal(documented, accepted) {
		t.Errorf("docs/engine-protocol.md lists\n%v\nlist_commands answers\n%v", documented, accepted)
	}
}

// The limits docs/engine-protocol.md states are the engine's.
func TestProtocolDocStatesTheLimits(t *testing.T) {
	text := strings.Join(strings.Fields(readProtocolDoc(t)), " ")
	for _, want := range []string{
		"longer than " + strconv.Itoa(maxLine>>10) + " KiB",
		"longer than " + strconv.Itoa(maxReason) + " bytes",
		"from 0 to " + strconv.Itoa(maxMillis) + " (one day)",
		"(0 to " + strconv.Itoa(maxNodes) + ")",
		"(0 to " + strconv.Itoa(maxThreads) + ";",
		"(0 to " + strconv.Itoa(maxPerftDepth) + ")",
		"at most " + strconv.Itoa(eofNodes) + " run on",
		"N×N (" + strconv.Itoa(game.MinSize) + " to " + strconv.Itoa(game.MaxSize) + ")",
		"over " + strconv.Itoa(game.MaxKGNSize>>20) + " MiB",
		"`name` | `" + DefaultName + "`",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("docs/engine-protocol.md does not say %q", want)
		}
	}
}

// The session of docs/engine-protocol.md, sent to the engine, gets the
// answers the page shows, byte for byte.
func TestProtocolDocSessionIsWhatTheEngineAnswers(t *testing.T) {
	text := readProtocolDoc(t)
	_, block, ok := strings.Cut(text, "\n```session\n")
	if !ok {
		t.Fatal("docs/engine-protocol.md has no ```session block")
	}
	block, _, ok = strings.Cut(block, "\n```\n")
	if !ok {
		t.Fatal("the ```session block of docs/engine-protocol.md is not closed")
	}
	var in, want strings.Builder
	for _, l := range strings.Split(block, "\n") {
		if cmd, ok := strings.CutPrefix(l, "> "); ok {
			in.WriteString(cmd + "\n")
		} else {
			want.WriteString(l + "\n")
		}
	}
	var out bytes.Buffer
	if err := Run(context.Background(), strings.NewReader(in.String()), &out, nil, Options{}); err != nil {
		t.Fatal(err)
	}
	if out.String() != want.String() {
		t.Errorf("the engine answers\n%s\ndocs/engine-protocol.md says\n%s", out.String(), want.String())
	}
}

// The README's engine table names commands the engine has, and its piped
// example gets the answers the README shows.
func TestTheREADMEsEngineLinesAreWhatTheEngineDoes(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	_, table, ok := strings.Cut(text, "\n| command | does |\n")
	if !ok {
		t.Fatal("README.md has no engine table (| command | does |)")
	}
	table, _, _ = strings.Cut(table, "\n\n")
	named := 0
	for _, row := range strings.Split(table, "\n") {
		cell, _, _ := strings.Cut(strings.TrimPrefix(row, "|"), "|")
		for _, m := range regexp.MustCompile("`([a-z_]+)").FindAllStringSubmatch(cell, -1) {
			named++
			if _, ok := commandByName(m[1]); !ok {
				t.Errorf("README.md's engine table names %q, which the engine does not know", m[1])
			}
		}
	}
	if named < 10 {
		t.Errorf("README.md's engine table names %d commands; the test no longer reads it", named)
	}

	example := regexp.MustCompile(`(?m)^    \$ printf '([^']*)' \| konane engine\n((?:    .*\n|\n)*)`).FindStringSubmatch(text)
	if example == nil {
		t.Fatal("README.md has no piped example (printf '...' | konane engine)")
	}
	in := strings.ReplaceAll(example[1], `\n`, "\n")
	var want strings.Builder
	for _, l := range strings.Split(strings.TrimRight(example[2], "\n"), "\n") {
		want.WriteString(strings.TrimPrefix(l, "    ") + "\n")
	}
	want.WriteString("\n")
	var out bytes.Buffer
	if err := Run(context.Background(), strings.NewReader(in), &out, nil, Options{}); err != nil {
		t.Fatal(err)
	}
	if out.String() != want.String() {
		t.Errorf("the README's example answers\n%q\nthe engine answers\n%q", want.String(), out.String())
	}
}

package netview

// Stand-ins for the parts of issue 32 that other helpers deliver
// (net-api.md A and C): netplay.Saved with its Marshal and ReadSaved, the
// resumes of HostConfig and JoinConfig, and errtext.Net. This file goes
// when they land on main.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/konane/konane/game"
	"github.com/konane/konane/netplay"
)

// Saved is a session as the window keeps it (netplay.Saved's fields).
type Saved struct {
	Role     netplay.Role
	Code     string
	Port     uint16
	Token    string
	Name     string
	Opponent string
	Size     int
	Control  netplay.TimeControl
	First    game.Color
	Game     int
	Moves    []game.Move
	End      netplay.End
	Clocks   [2]time.Duration
}

// savedOf is s.Saved(): name is the local player's, code the code shown
// or dialled.
func savedOf(s *netplay.Session, name string, code netplay.Code) Saved {
	sv := Saved{Role: s.Role(), Code: code.String(), Token: s.Token(), Name: name,
		Opponent: s.Opponent(), Control: s.TimeControl(), Game: s.GameNumber(), End: s.End(), Clocks: s.Clocks()}
	if a, ok := s.Addr().(interface{ AddrPort() netip.AddrPort }); ok {
		sv.Port = a.AddrPort().Port()
	}
	sv.First = s.Colour()
	if sv.Game%2 == 0 {
		sv.First = sv.First.Other()
	}
	if g := s.Game(); g != nil {
		sv.Size, sv.Moves = g.Size(), g.Moves()
	}
	return sv
}

// savedJSON is Saved as JSON: moves in notation.
type savedJSON struct {
	Role     string   `json:"role"`
	Code     string   `json:"code"`
	Port     uint16   `json:"port"`
	Token    string   `json:"token"`
	Name     string   `json:"name"`
	Opponent string   `json:"opponent"`
	Size     int      `json:"size"`
	Control  string   `json:"control"`
	First    string   `json:"first"`
	Game     int      `json:"game"`
	Moves    []string `json:"moves"`
	End      string   `json:"end"`
	Clocks   [2]int64 `json:"clocksMs"`
}

// Marshal returns sv as JSON.
func (sv Saved) Marshal() []byte {
	j := savedJSON{Role: "host", Code: sv.Code, Port: sv.Port, Token: sv.Token, Name: sv.Name, Opponent: sv.Opponent,
		Size: sv.Size, Control: sv.Control.String(), First: sv.First.String(), Game: sv.Game, End: sv.End.String(),
		Clocks: [2]int64{sv.Clocks[0].Milliseconds(), sv.Clocks[1].Milliseconds()}, Moves: []string{}}
	if sv.Role == netplay.Joining {
		j.Role = "join"
	}
	for _, m := range sv.Moves {
		j.Moves = append(j.Moves, m.String())
	}
	data, _ := json.MarshalIndent(j, "", "  ")
	return append(data, '\n')
}

// ReadSaved reads what Marshal wrote; errors wrap netplay.ErrGarbage.
func ReadSaved(data []byte) (Saved, error) {
	var j savedJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return Saved{}, fmt.Errorf("%w: %v", netplay.ErrGarbage, err)
	}
	sv := Saved{Code: j.Code, Port: j.Port, Token: j.Token, Name: j.Name, Opponent: j.Opponent, Size: j.Size, Game: j.Game,
		Clocks: [2]time.Duration{time.Duration(j.Clocks[0]) * time.Millisecond, time.Duration(j.Clocks[1]) * time.Millisecond}}
	bad := func(what string) (Saved, error) { return Saved{}, fmt.Errorf("%w: %s", netplay.ErrGarbage, what) }
	switch j.Role {
	case "host":
	case "join":
		sv.Role = netplay.Joining
	default:
		return bad("role")
	}
	if _, err := netplay.ParseCode(sv.Code); err != nil {
		return Saved{}, err
	}
	if n := utf8.RuneCountInString(sv.Name); n < 1 || n > netplay.MaxName || utf8.RuneCountInString(sv.Opponent) > netplay.MaxName {
		return bad("name")
	}
	tc, err := netplay.ParseTimeControl(j.Control)
	if err != nil {
		return Saved{}, err
	}
	sv.Control = tc
	if sv.First, err = game.ParseColor(strings.ToLower(j.First[:min(1, len(j.First))])); err != nil {
		return bad("colour")
	}
	g, err := game.NewGame(sv.Size)
	if err != nil || sv.Game < 1 {
		return bad("size or game")
	}
	for _, t := range j.Moves {
		m, err := game.ParseMove(t)
		if err != nil || g.Play(m) != nil {
			return bad("move " + t)
		}
		sv.Moves = append(sv.Moves, m)
	}
	return sv, nil
}

// hostResumed starts hosting the game sv again. Until netplay's
// HostConfig.Resume, the game starts afresh with the same choices.
func hostResumed(cfg netplay.HostConfig, sv *Saved) (*netplay.Session, error) {
	cfg.Size, cfg.Control = sv.Size, sv.Control
	cfg.Colour = sv.First
	if sv.Game%2 == 0 {
		cfg.Colour = sv.First.Other()
	}
	return netplay.Host(cfg)
}

// joinResumed joins the game sv again with its token.
func joinResumed(ctx context.Context, cfg netplay.JoinConfig, code netplay.Code, sv *Saved) (*netplay.Session, error) {
	cfg.Token = sv.Token
	return netplay.Join(ctx, cfg, code)
}

// netText says what went wrong with a network game (errtext.Net).
func netText(err error) string {
	switch {
	case errors.Is(err, netplay.ErrWrongCode):
		return "The host refused the code. Check it and try again."
	case errors.Is(err, netplay.ErrBadCode):
		return "This is not a game code."
	}
	return "The connection failed: " + err.Error()
}

// portAdvice is errtext.PortAdvice.
func portAdvice(err error, port uint16, ipv6 []netip.Addr) string {
	s := fmt.Sprintf("The router did not open port %d: open it by hand on the router.", port)
	if len(ipv6) > 0 {
		s += " Or give the IPv6 address " + ipv6[0].String() + "."
	}
	return s
}

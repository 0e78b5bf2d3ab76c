package netplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/netip"
	"time"

	"github.com/konane/konane/game"
)

// Saved is a session as the window keeps it beside its autosave, to come
// back after either program restarted (crash, kill -9, power cut).
// Marshal writes it; ReadSaved reads and checks it; HostConfig.Resume and
// JoinConfig.Resume start a session from it.
type Saved struct {
	Role Role
	// Code is Code.String(): the secret, and the address the joiner
	// dialled (when an IP address) or the host announced (the window's).
	Code     string
	Port     uint16 // Hosting: the port it listened on (a restarted host listens there again if free); 0 for a joiner
	Token    string // the joiner's token ("" before one joined)
	Name     string // the local player's
	Opponent string // "" before one joined
	Size     int
	Control  TimeControl
	First    game.Color  // the local player's colour in game 1
	Game     int         // the number of the current game, from 1
	Moves    []game.Move // the current game's moves
	// End is how the current game ended; for a joiner, its own
	// resignation the host had not yet confirmed too.
	End    End
	Clocks [2]time.Duration // Black's and White's remaining, as stopped at the save (whole milliseconds)
}

// savedVersion is the "version" of the JSON form of a Saved.
const savedVersion = 1

// maxSaved bounds the JSON of a Saved ReadSaved accepts, in bytes.
const maxSaved = 64 << 10

// savedJSON is the file's form of a Saved: stable field names, moves and
// the end as the protocol writes them, times in milliseconds.
type savedJSON struct {
	Version  int      `json:"version"`
	Role     string   `json:"role"` // "hosting", "joining"
	Code     string   `json:"code"`
	Port     uint16   `json:"port"`
	Token    string   `json:"token"`
	Name     string   `json:"name"`
	Opponent string   `json:"opponent"`
	Size     int      `json:"size"`
	Control  string   `json:"clock"` // "-" or "M+S"
	First    string   `json:"first"` // "b", "w"
	Game     int      `json:"game"`
	Moves    []string `json:"moves"`
	End      string   `json:"end"`
	Clocks   []int64  `json:"clocks"` // Black's and White's remaining, in milliseconds
}

var roleWords = [...]string{Hosting: "hosting", Joining: "joining"}

// Saved returns a snapshot of the session to resume it after a restart;
// safe any time after Host or Join returned.
func (s *Session) Saved() Saved {
	s.mu.Lock()
	defer s.mu.Unlock()
	sv := Saved{Role: s.role, Token: s.token, Name: s.name, Opponent: s.opponent, Size: s.size,
		Control: s.tc, First: s.first, Game: s.gameNo, End: s.end}
	code := s.code
	if s.role == Hosting {
		if ta, ok := s.ln.Addr().(*net.TCPAddr); ok {
			sv.Port = uint16(ta.Port)
		}
	} else if _, ok := code.Addr(); !ok {
		if ap, err := netip.ParseAddrPort(s.addr); err == nil && ap.Addr().Zone() == "" && ap.Port() != 0 {
			code = code.WithAddr(ap)
		}
	}
	sv.Code = code.String()
	if s.g != nil {
		sv.Moves = s.g.Moves()
	}
	if s.resigned {
		sv.End = End{Resigned, s.mine()}
	}
	if s.tc.On() {
		c := s.left
		if !s.since.IsZero() {
			c[s.stm()] -= s.clock.Now().Sub(s.since)
		}
		for i := range c {
			sv.Clocks[i] = max(c[i], 0).Truncate(time.Millisecond)
		}
	}
	return sv
}

// Marshal returns sv as JSON with stable field names, the moves and the
// end as the protocol writes them and the clocks in milliseconds.
func (sv Saved) Marshal() []byte {
	j := savedJSON{Version: savedVersion, Code: sv.Code, Port: sv.Port, Token: sv.Token,
		Name: sv.Name, Opponent: sv.Opponent, Size: sv.Size, Control: sv.Control.String(),
		First: colourWord(sv.First), Game: sv.Game, Moves: []string{}, End: sv.End.String(),
		Clocks: []int64{sv.Clocks[0].Milliseconds(), sv.Clocks[1].Milliseconds()}}
	if int(sv.Role) < len(roleWords) {
		j.Role = roleWords[sv.Role]
	}
	for _, m := range sv.Moves {
		j.Moves = append(j.Moves, m.String())
	}
	b, err := json.MarshalIndent(j, "", "\t")
	if err != nil {
		panic(err) // strings and numbers only
	}
	return append(b, '\n')
}

// ReadSaved reads what Marshal wrote and checks every field: the role,
// the code, the token and names as the protocol takes them, the size, the
// clock, the moves legal in turn from the full board, the end the
// position allows, the times. Errors wrap ErrGarbage.
func ReadSaved(data []byte) (Saved, error) {
	if len(data) > maxSaved {
		return Saved{}, fmt.Errorf("%w: a saved session of %d bytes", ErrGarbage, len(data))
	}
	var j savedJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return Saved{}, fmt.Errorf("%w: saved session: %v", ErrGarbage, err)
	}
	if dec.More() {
		return Saved{}, fmt.Errorf("%w: saved session: more after the object", ErrGarbage)
	}
	if j.Version != savedVersion {
		return Saved{}, fmt.Errorf("%w: saved session of version %d", ErrGarbage, j.Version)
	}
	sv := Saved{Code: j.Code, Port: j.Port, Token: j.Token, Name: j.Name, Opponent: j.Opponent,
		Size: j.Size, Game: j.Game}
	var err error
	switch j.Role {
	case roleWords[Hosting]:
		sv.Role = Hosting
	case roleWords[Joining]:
		sv.Role = Joining
	default:
		return Saved{}, fmt.Errorf("%w: saved role %q", ErrGarbage, j.Role)
	}
	if sv.Control, err = ParseTimeControl(j.Control); err != nil {
		return Saved{}, err
	}
	if sv.First, err = parseColour(j.First); err != nil {
		return Saved{}, err
	}
	if sv.End, err = parseEnd(j.End); err != nil {
		return Saved{}, err
	}
	if len(j.Moves) > maxPly {
		return Saved{}, fmt.Errorf("%w: %d saved moves", ErrGarbage, len(j.Moves))
	}
	for _, w := range j.Moves {
		m, err := parseMove(w)
		if err != nil {
			return Saved{}, err
		}
		sv.Moves = append(sv.Moves, m)
	}
	if len(j.Clocks) != 2 {
		return Saved{}, fmt.Errorf("%w: %d saved times", ErrGarbage, len(j.Clocks))
	}
	for i, ms := range j.Clocks {
		if ms < 0 || ms > maxMillis {
			return Saved{}, fmt.Errorf("%w: saved time %d ms", ErrGarbage, ms)
		}
		sv.Clocks[i] = time.Duration(ms) * time.Millisecond
	}
	if _, err := sv.check(); err != nil {
		return Saved{}, err
	}
	return sv, nil
}

// check checks the fields of sv and their agreement, and returns its
// current game. Errors wrap ErrGarbage.
func (sv *Saved) check() (*game.Game, error) {
	bad := func(format string, args ...any) (*game.Game, error) {
		return nil, fmt.Errorf("%w: saved session: %s", ErrGarbage, fmt.Sprintf(format, args...))
	}
	if sv.Role != Hosting && sv.Role != Joining {
		return bad("role %d", sv.Role)
	}
	if c, err := ParseCode(sv.Code); err != nil || c.String() != sv.Code {
		return bad("code %q", sv.Code)
	}
	if sv.Role == Joining && sv.Port != 0 {
		return bad("a joiner's port %d", sv.Port)
	}
	if sv.Token != "" && (sv.Token == "-" || checkToken(sv.Token) != nil) {
		return bad("token %q", sv.Token)
	}
	if err := checkName(sv.Name); err != nil {
		return nil, err
	}
	if sv.Opponent != "" {
		if err := checkName(sv.Opponent); err != nil {
			return nil, err
		}
	}
	if (sv.Token == "") != (sv.Opponent == "") || sv.Role == Joining && sv.Token == "" {
		return bad("token %q with opponent %q", sv.Token, sv.Opponent)
	}
	if sv.Size < game.MinSize || sv.Size > game.MaxSize {
		return bad("size %d", sv.Size)
	}
	if sv.Control != (TimeControl{}) {
		if tc, err := ParseTimeControl(sv.Control.String()); err != nil || tc != sv.Control {
			return bad("clock %v", sv.Control)
		}
	}
	if sv.First != game.Black && sv.First != game.White {
		return bad("colour %d", sv.First)
	}
	if sv.Game < 1 || sv.Game > maxGames {
		return bad("game %d", sv.Game)
	}
	if len(sv.Moves) > maxPly {
		return bad("%d moves", len(sv.Moves))
	}
	g, err := game.NewGame(sv.Size)
	if err != nil {
		return bad("size %d", sv.Size)
	}
	for i, m := range sv.Moves {
		pos := g.Position()
		if g.Over() || !pos.IsLegal(m) {
			return bad("%v is not legal as ply %d", m, i)
		}
		_ = g.Play(m)
	}
	pos := g.Position()
	switch sv.End.Reason {
	case NotOver:
		if sv.Role == Hosting && g.Over() {
			return bad("the host's game is over by the position, its end %v", sv.End)
		}
	case NoMoves:
		if !g.Over() || pos.SideToMove() != sv.End.Loser {
			return bad("end %v at a position that does not give it", sv.End)
		}
	case Resigned, OnTime:
		if sv.End.Loser != game.Black && sv.End.Loser != game.White || sv.End.Reason == OnTime && !sv.Control.On() {
			return bad("end %v", sv.End)
		}
	default:
		return bad("end %d", sv.End.Reason)
	}
	for _, c := range sv.Clocks {
		if c < 0 || c > maxMillis*time.Millisecond || c%time.Millisecond != 0 || !sv.Control.On() && c != 0 {
			return bad("times %v", sv.Clocks)
		}
	}
	return g, nil
}

// restore sets the session's game, clocks, token and opponent from a
// checked Saved; a joiner's own resignation comes back unconfirmed,
// for the resume to settle.
func (s *Session) restore(sv *Saved, g *game.Game) {
	s.size, s.tc, s.first = sv.Size, sv.Control, sv.First
	s.newGame(sv.Game)
	s.g, s.end, s.left = g, sv.End, sv.Clocks
	s.token, s.opponent = sv.Token, sv.Opponent
	s.restored = s.role == Hosting
	if s.role == Joining && sv.End == (End{Resigned, s.mine()}) {
		s.end, s.resigned = End{}, true
	}
}

package netplay

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
)

// The joiner's program closes mid-game (a bye): the host reads a pause,
// not the end, keeps listening, and the joiner hosted again from its save
// resumes at the same position and plays on.
func TestAJoinerThatLeftMidGameComesBackFromItsSave(t *testing.T) {
	p := newPair(t, TimeControl{time.Minute, time.Second})
	for i := range 4 {
		p.play(t, i)
	}
	sv := reread(t, p.join.Saved())
	p.join.Close()
	e := p.hr.waitFor(t, Disconnected)
	if !errors.Is(e.Err, ErrPeerLeft) || p.host.Err() != nil {
		t.Fatalf("the host dropped with %v, session error %v", e.Err, p.host.Err())
	}
	code, err := ParseCode(sv.Code)
	if err != nil {
		t.Fatal(err)
	}
	p.jr = newRecorder()
	j, err := Join(context.Background(), JoinConfig{Config: Config{Clock: p.clk, Notify: p.jr.notify},
		Addr: p.host.Addr().String(), Resume: &sv}, code)
	if err != nil {
		t.Fatalf("joining again after a bye: %v", err)
	}
	p.join = j
	p.hr.waitFor(t, Connected)
	if !slices.Equal(p.sameGame(t), sv.Moves) {
		t.Fatal("resumed at another position")
	}
	p.play(t, 4)
	p.play(t, 5)
	p.sameGame(t)
}

// The host's program closes mid-game: the joiner reads a pause and
// reconnects to the host hosted again from its save.
func TestAHostThatLeftMidGameIsReconnectedFromItsSave(t *testing.T) {
	p := newPair(t, TimeControl{time.Minute, time.Second})
	for i := range 3 {
		p.play(t, i)
	}
	sv := reread(t, p.host.Saved())
	p.host.Close()
	e := p.jr.waitFor(t, Disconnected)
	if !errors.Is(e.Err, ErrPeerLeft) || p.join.Err() != nil {
		t.Fatalf("the joiner dropped with %v, session error %v", e.Err, p.join.Err())
	}
	p.hr = newRecorder()
	h, err := Host(HostConfig{Config: Config{Clock: p.clk, Notify: p.hr.notify}, Resume: &sv})
	if err != nil {
		t.Fatal(err)
	}
	p.host = h
	if err := p.join.Reconnect(context.Background()); err != nil {
		t.Fatalf("reconnecting after a bye: %v", err)
	}
	p.hr.waitFor(t, Connected)
	if !slices.Equal(p.sameGame(t), sv.Moves) {
		t.Fatal("resumed at another position")
	}
	p.play(t, 3)
	p.sameGame(t)
}

// A bye once the game is over, with no rematch offered, ends the session.
func TestAByeAfterTheGameEndsTheSession(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	if err := p.join.Resign(); err != nil {
		t.Fatal(err)
	}
	p.jr.waitFor(t, GameOver)
	p.hr.waitFor(t, GameOver)
	p.join.Close()
	if e := p.hr.waitFor(t, Ended); !errors.Is(e.Err, ErrPeerLeft) {
		t.Fatalf("ended with %v", e.Err)
	}
}

// A bye with a rematch offered is a pause: the rematch may still be agreed.
func TestAByeWithARematchOfferedIsAPause(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	if err := p.join.Resign(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, GameOver)
	p.jr.waitFor(t, GameOver)
	if err := p.join.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchOffered)
	sv := reread(t, p.join.Saved())
	p.join.Close()
	if e := p.hr.waitFor(t, Disconnected); !errors.Is(e.Err, ErrPeerLeft) || p.host.Err() != nil {
		t.Fatalf("dropped with %v, session error %v", e.Err, p.host.Err())
	}
	code, err := ParseCode(sv.Code)
	if err != nil {
		t.Fatal(err)
	}
	p.jr = newRecorder()
	if p.join, err = Join(context.Background(), JoinConfig{Config: Config{Clock: p.clk, Notify: p.jr.notify},
		Addr: p.host.Addr().String(), Resume: &sv}, code); err != nil {
		t.Fatalf("joining again: %v", err)
	}
	p.hr.waitFor(t, Connected)
}

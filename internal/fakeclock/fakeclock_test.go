package fakeclock

import (
	"slices"
	"testing"
	"time"
)

// Timers run in the order of their times, each with the clock at its
// time, and a stopped one never runs.
func TestTimersRunInOrderAtTheirTimes(t *testing.T) {
	c := New()
	var got []time.Duration
	at := func(d time.Duration) func() { return func() { got = append(got, c.Now().Sub(Start)) } }
	c.AfterFunc(3*time.Second, at(3*time.Second))
	c.AfterFunc(time.Second, at(time.Second))
	stopped := c.AfterFunc(2*time.Second, at(2*time.Second))
	if !stopped.Stop() || stopped.Stop() {
		t.Fatal("Stop reports wrongly")
	}
	c.Advance(2500 * time.Millisecond)
	if !slices.Equal(got, []time.Duration{time.Second}) || c.Now() != Start.Add(2500*time.Millisecond) {
		t.Fatalf("after 2.5 s: ran at %v, now %v", got, c.Now().Sub(Start))
	}
	c.Advance(time.Second)
	if !slices.Equal(got, []time.Duration{time.Second, 3 * time.Second}) {
		t.Fatalf("after 3.5 s: ran at %v", got)
	}
}

// A timer set by a timer runs in the same Advance when it falls due.
func TestATimerSetByATimerRunsWithinTheAdvance(t *testing.T) {
	c := New()
	n := 0
	var tick func()
	tick = func() { n++; c.AfterFunc(time.Second, tick) }
	c.AfterFunc(time.Second, tick)
	c.Advance(5 * time.Second)
	if n != 5 {
		t.Fatalf("a 1 s ticker ran %d times in 5 s", n)
	}
}

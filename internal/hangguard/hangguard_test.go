package hangguard

import (
	"testing"
	"time"
)

func TestUntilLeavesTheMarginBeforeTheDeadline(t *testing.T) {
	d, ok := t.Deadline()
	got := Until(t)
	switch {
	case !ok && got != 30*time.Minute:
		t.Errorf("without a deadline: %v, want 30m", got)
	case ok && (got > time.Until(d)-margin+time.Second || got < time.Second):
		t.Errorf("Until = %v with %v left before the deadline", got, time.Until(d))
	}
}

// Package hangguard gives a test how long to wait for work that must end
// but whose length grows with the machine's load: what is left of the test
// binary's -timeout, less a margin to report. Only a hang fails then, never
// a busy machine.
package hangguard

import (
	"testing"
	"time"
)

// margin is what Until keeps of the deadline to report the failure.
const margin = 20 * time.Second

// Until returns the time t may still wait: until the test binary's
// deadline less margin, or 30 minutes when there is none (-timeout 0).
func Until(t testing.TB) time.Duration {
	if td, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if d, ok := td.Deadline(); ok {
			return max(time.Until(d)-margin, time.Second)
		}
	}
	return 30 * time.Minute
}

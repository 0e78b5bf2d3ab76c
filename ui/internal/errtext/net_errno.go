//go:build !windows

package errtext

import "syscall"

// The system's errors of a dial: the host refused (nothing listens on the
// port), cannot be reached, or did not answer.
var (
	refusedErrnos     = []error{syscall.ECONNREFUSED}
	unreachableErrnos = []error{syscall.EHOSTUNREACH, syscall.ENETUNREACH}
	timeoutErrnos     = []error{syscall.ETIMEDOUT}
)

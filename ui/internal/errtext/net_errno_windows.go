package errtext

import (
	"syscall"

	"golang.org/x/sys/windows"
)

// The system's errors of a dial: the host refused (nothing listens on the
// port), cannot be reached, or did not answer. Winsock's numbers are not
// syscall's (invented) ECONNREFUSED and the like, so both are listed.
var (
	refusedErrnos     = []error{syscall.ECONNREFUSED, windows.WSAECONNREFUSED}
	unreachableErrnos = []error{syscall.EHOSTUNREACH, syscall.ENETUNREACH, windows.WSAEHOSTUNREACH, windows.WSAENETUNREACH}
	timeoutErrnos     = []error{syscall.ETIMEDOUT, windows.WSAETIMEDOUT}
)

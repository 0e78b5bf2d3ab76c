package ai

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back a large table with transparent huge
// pages (when the system allows it in "madvise" mode): random probes of a
// 64 MiB table then miss the TLB far less often. Errors are ignored; the
// advice is only a hint.
func adviseHugePages(p unsafe.Pointer, bytes uintptr) {
	const huge = 2 << 20
	start := (uintptr(p) + huge - 1) &^ (huge - 1)
	end := (uintptr(p) + bytes) &^ (huge - 1)
	if end <= start {
		return
	}
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), end-start), 14) // MADV_HUGEPAGE
}

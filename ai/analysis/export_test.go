package analysis

// SetLiveSteps makes Live's steps run from first to last nodes a line
// until restore is called.
func SetLiveSteps(first, last uint64) (restore func()) {
	liveFirst, liveMax = first, last
	return func() { liveFirst, liveMax = LiveFirstNodes, LiveMaxNodes }
}

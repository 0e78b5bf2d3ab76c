package ai

// coldNodes is the number of nodes at the start of every search and solve
// that look at the context at each node, not every period nodes. A fresh
// table's first writes each fault memory in, and with huge pages advised
// (adviseHugePages) Linux may compact memory to find each 2 MiB page: a
// stop during the first 1024 nodes of a new 64 MiB table came 150-500 ms
// late on a loaded machine (now one fault, 5-40 ms). The 32 huge pages of
// such a table are all touched within some hundreds of nodes; a look costs
// a few nanoseconds.
const coldNodes = 1 << 12

// nextPoll returns the node count of the poll after the one at nodes.
func nextPoll(nodes, period uint64) uint64 {
	if nodes < coldNodes {
		return nodes + 1
	}
	return nodes + period
}

// alignedPoll returns the node count of the first poll after nodes, for a
// search whose count does not start at 0 (the search after an endgame
// solve starts at the solve's nodes): the next multiple of period, where a
// search from 0 polls too, so that a node budget stops it at the first
// multiple of period at or after the budget.
func alignedPoll(nodes, period uint64) uint64 { return (nodes/period + 1) * period }

// coldPoll reports whether the poll at nodes is one of the extra polls of
// the first coldNodes nodes, which look at the context only: the clock is
// read every period nodes as without them, so that a time limit acts where
// it did (a small position is proven before its first look at the clock).
// Every later poll reads the clock, wherever the count started (the search
// after an endgame solve starts at the solve's nodes).
func coldPoll(nodes, period uint64) bool { return nodes < coldNodes && nodes%period != 0 }

// closed reports whether done is closed, without waiting.
func closed(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

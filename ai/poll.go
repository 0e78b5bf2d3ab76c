package ai

// coldNodes is the number of nodes at the start of every search and solve
// that check the context at each node, not every period: a fresh table's
// first writes fault memory in (2 MiB huge pages may need compaction), so a
// stop could otherwise come hundreds of ms late. A check costs a few ns.
const coldNodes = 1 << 12

// nextPoll returns the node count of the poll after the one at nodes.
func nextPoll(nodes, period uint64) uint64 {
	if nodes < coldNodes {
		return nodes + 1
	}
	return nodes + period
}

// alignedPoll returns the node count of the first poll after nodes: the
// next multiple of period, where a search from 0 polls too. A search that
// starts counting from a solve's nodes thus stops at the same multiple of
// period at or after a node budget.
func alignedPoll(nodes, period uint64) uint64 { return (nodes/period + 1) * period }

// coldPoll reports whether the poll at nodes is an extra one of the first
// coldNodes nodes, which checks the context only; the clock is still read
// every period nodes, wherever the count started.
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

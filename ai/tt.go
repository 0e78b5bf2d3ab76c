package ai

import (
	"sync/atomic"
	"unsafe"

	"github.com/konane/konane/game"
)

// Bounds stored with a score.
const (
	boundNone  = 0
	boundLower = 1 // the true score is ≥ the stored one (fail high)
	boundUpper = 2 // the true score is ≤ the stored one (fail low)
	boundExact = 3
)

// ttEntry is one 16-byte transposition-table slot: data packs move (bits
// 0–17), score (18–33, int16), depth (34–41), bound (42–43) and age
// (44–51); check is the Zobrist key XOR data. Threads share the table
// without locks: words are accessed atomically and a torn entry fails the
// check.
type ttEntry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// load returns the entry's key and data word; a torn entry returns a key
// that no position has, in practice.
func (e *ttEntry) load() (key, data uint64) {
	d := e.data.Load()
	return e.check.Load() ^ d, d
}

type ttData struct {
	move  game.Move
	score int
	depth int
	bound int
}

func pack(move game.Move, score, depth, bound int, age uint8) uint64 {
	return uint64(move)&(1<<18-1) |
		uint64(uint16(int16(score)))<<18 |
		uint64(uint8(depth))<<34 |
		uint64(bound&3)<<42 |
		uint64(age)<<44
}

func unpack(data uint64) ttData {
	return ttData{
		move:  game.Move(data & (1<<18 - 1)),
		score: int(int16(uint16(data >> 18))),
		depth: int(uint8(data >> 34)),
		bound: int(data >> 42 & 3),
	}
}

const bucketSize = 4

// table is a transposition table of 4-entry buckets. Its memory is fixed
// at creation. probe and store may run from several goroutines at once
// (see ttEntry); clear and a change of age must not run during a search.
type table struct {
	buckets [][bucketSize]ttEntry
	mask    uint64
	age     uint8
}

// newTable returns a table using at most bytes of memory (at least one
// bucket); the bucket count is a power of two.
func newTable(bytes int) *table {
	n := uint64(1)
	for n*2*bucketSize*16 <= uint64(bytes) {
		n *= 2
	}
	t := &table{buckets: make([][bucketSize]ttEntry, n), mask: n - 1}
	adviseHugePages(unsafe.Pointer(&t.buckets[0]), uintptr(len(t.buckets))*unsafe.Sizeof(t.buckets[0]))
	return t
}

func (t *table) clear() {
	clear(t.buckets)
	t.age = 0
}

func (t *table) probe(key uint64) (ttData, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if k, d := b[i].load(); k == key && d != 0 {
			return unpack(d), true
		}
	}
	return ttData{}, false
}

// store saves a result. In its bucket it replaces the entry of the same
// key, else the entry that is oldest and shallowest.
func (t *table) store(key uint64, move game.Move, score, depth, bound int) {
	b := &t.buckets[key&t.mask]
	victim := 0
	worst := 1 << 30
	for i := range b {
		k, d := b[i].load()
		if k == key || d == 0 {
			if k == key && d != 0 && move == game.NoMove {
				// Keep the best move found by an earlier search.
				move = unpack(d).move
			}
			victim = i
			break
		}
		stale := int(t.age - uint8(d>>44))
		v := int(uint8(d>>34)) - 4*stale
		if v < worst {
			worst, victim = v, i
		}
	}
	d := pack(move, score, depth, bound, t.age) | 1<<60
	b[victim].data.Store(d)
	b[victim].check.Store(key ^ d)
}

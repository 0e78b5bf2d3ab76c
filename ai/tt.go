package ai

import (
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

// ttEntry is one slot of the transposition table, 16 bytes: the full
// Zobrist key and a packed word: move (bits 0–17), score (bits 18–33, as
// int16), depth (bits 34–41), bound (bits 42–43), age (bits 44–51).
type ttEntry struct {
	key  uint64
	data uint64
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

func (e *ttEntry) unpack() ttData {
	return ttData{
		move:  game.Move(e.data & (1<<18 - 1)),
		score: int(int16(uint16(e.data >> 18))),
		depth: int(uint8(e.data >> 34)),
		bound: int(e.data >> 42 & 3),
	}
}

func (e *ttEntry) age() uint8 { return uint8(e.data >> 44) }

const bucketSize = 4

// table is a transposition table of 4-entry buckets. Its memory is fixed
// at creation.
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
		if b[i].key == key && b[i].data != 0 {
			return b[i].unpack(), true
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
		e := &b[i]
		if e.key == key || e.data == 0 {
			if e.key == key && move == game.NoMove {
				// Keep the best move found by an earlier search.
				move = e.unpack().move
			}
			victim = i
			break
		}
		stale := int(t.age - e.age())
		v := int(uint8(e.data>>34)) - 4*stale
		if v < worst {
			worst, victim = v, i
		}
	}
	b[victim] = ttEntry{key: key, data: pack(move, score, depth, bound, t.age) | 1<<60}
}

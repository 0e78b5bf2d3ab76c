package puzzle

import (
	"fmt"
	"hash/fnv"

	"github.com/konane/konane/game"
)

// IDOf returns the ID of a puzzle at pos: the board size and the first 24
// bits of the FNV-1a hash of the KFEN of pos's canonical form, as
// "8-3fa2c1". Mirror images and turns of one position share an ID.
func IDOf(pos game.Position) string {
	c, _ := pos.Canonical()
	h := fnv.New64a()
	h.Write([]byte(c.KFEN()))
	return fmt.Sprintf("%d-%06x", pos.Size(), h.Sum64()>>40)
}

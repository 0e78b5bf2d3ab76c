package game

// Zobrist keys, one per colour and bit index (192 covers both layouts), and
// one for White to move. They come from a fixed SplitMix64 stream so keys
// are the same in every run.
var (
	zobristStone [2][192]uint64
	zobristSide  uint64
)

func init() {
	state := uint64(0x4b6f6e616e65) // "Konane"
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range zobristStone {
		for i := range zobristStone[c] {
			zobristStone[c][i] = next()
		}
	}
	zobristSide = next()
}

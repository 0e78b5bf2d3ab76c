package game

// Zobrist keys, one per colour and bit index (192 covers both layouts), and
// one for White to move. They come from a fixed SplitMix64 stream so keys
// are the same in every run. They are package variables with initializers,
// so they are ready before any init function (jumptable.go uses them).
var zobristStone, zobristSide = makeZobrist()

func makeZobrist() (stone [2][192]uint64, side uint64) {
	state := uint64(0x4b6f6e616e65) // "Konane"
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range stone {
		for i := range stone[c] {
			stone[c][i] = next()
		}
	}
	return stone, next()
}

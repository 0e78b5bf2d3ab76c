package game

// jumpDelta8 holds, for boards up to 8×8 (stride-8 layout), each colour c,
// start bit fi and landing bit ti of a straight jump, the captured stones
// and the Zobrist key change, so Make and Unmake are a few XORs. Pairs not
// on one line stay zero, unused.
var jumpDelta8 [2][64][64]struct {
	captured uint64
	hash     uint64
}

func init() {
	for fi := 0; fi < 64; fi++ {
		for d := 0; d < numDirs; d++ {
			f, r := fi&7, fi>>3
			var caps uint64
			var capKey [2]uint64
			for k := 1; ; k++ {
				of, or := f+(2*k-1)*dirFile[d], r+(2*k-1)*dirRank[d]
				lf, lr := f+2*k*dirFile[d], r+2*k*dirRank[d]
				if lf < 0 || lf > 7 || lr < 0 || lr > 7 {
					break
				}
				over, ti := or<<3|of, lr<<3|lf
				caps |= 1 << over
				for c := 0; c < 2; c++ {
					capKey[c] ^= zobristStone[c^1][over]
					e := &jumpDelta8[c][fi][ti]
					e.captured = caps
					e.hash = capKey[c] ^ zobristStone[c][fi] ^ zobristStone[c][ti]
				}
			}
		}
	}
}

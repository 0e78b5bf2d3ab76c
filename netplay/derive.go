package netplay

import (
	"crypto/hkdf"
	"crypto/sha256"
)

// DeriveKey returns n bytes (1 to 8160) of HKDF-SHA-256 of the code's
// secret (8 bytes big-endian) with salt Version and the given info: keys
// and tags for uses beside the proofs, such as discovery's public tag. It
// panics for the proofs' own info, which must never leave the package.
func (c Code) DeriveKey(info string, n int) []byte {
	if info == kdfInfo {
		panic("netplay: DeriveKey with the proofs' info")
	}
	k, err := hkdf.Key(sha256.New, c.key(), []byte(Version), info, n)
	if err != nil {
		panic(err)
	}
	return k
}

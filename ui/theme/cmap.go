package theme

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// Thai word breaks without a gap
//
// Fyne 2.7 wraps text only at runes for which unicode.IsSpace is true, so
// package i18n marks the places between Thai words where a line may wrap
// with U+200A HAIR SPACE (i18n.FyneWordBreak). Noto Sans Thai has no glyph
// for it; Fyne would draw Noto Sans's hair space, a visible gap of a tenth
// of an em between the words of a Thai sentence, where Thai writes none.
// So the theme maps U+200A in its copies of the Thai fonts onto the font's
// own glyph of U+200B ZERO WIDTH SPACE: no ink, no advance. Fyne still
// wraps there (the rune is still a space to unicode.IsSpace) and drops the
// break at the start of the next row, and everywhere else the hair space
// is as wide as nothing. The font files themselves are not changed; the
// mapping is added as they are loaded (see mapRuneLike).

// errCmap is wrapped by every error of mapRuneLike.
var errCmap = errors.New("theme: cannot add a character to the font's cmap")

// mapRuneLike returns a copy of the TrueType font ttf in which r shows
// like's glyph: a new cmap appended, the table directory and head checksum
// updated. ttf's cmap must be one format 4 subtable, like must have a
// glyph and r none, both in the BMP; else the error wraps errCmap.
func mapRuneLike(ttf []byte, r, like rune) ([]byte, error) {
	cmapRec, headRec, err := findTables(ttf)
	if err != nil {
		return nil, err
	}
	cmap := ttf[cmapRec.offset : cmapRec.offset+cmapRec.length]
	sub, err := format4Subtable(cmap)
	if err != nil {
		return nil, err
	}
	glyphs, err := parseFormat4(sub)
	if err != nil {
		return nil, err
	}
	if r < 0 || r >= 0xFFFF || like < 0 || like >= 0xFFFF {
		return nil, fmt.Errorf("%w: U+%04X or U+%04X is outside the BMP", errCmap, r, like)
	}
	if glyphs[like] == 0 || glyphs[r] != 0 {
		return nil, fmt.Errorf("%w: U+%04X has glyph %d, U+%04X has glyph %d", errCmap, like, glyphs[like], r, glyphs[r])
	}
	glyphs[r] = glyphs[like]
	newSub, err := buildFormat4(glyphs)
	if err != nil {
		return nil, err
	}
	newCmap := rebuildCmap(cmap, newSub)
	return appendTable(ttf, cmapRec, headRec, newCmap), nil
}

// tableRecord is one entry of a font's table directory: where its record
// is in the file and where its table is.
type tableRecord struct {
	at, offset, length uint32
}

// findTables returns the directory records of the cmap and head tables,
// checked to lie inside ttf.
func findTables(ttf []byte) (cmap, head tableRecord, err error) {
	if len(ttf) < 12 {
		return cmap, head, fmt.Errorf("%w: %d bytes is no font", errCmap, len(ttf))
	}
	if v := binary.BigEndian.Uint32(ttf); v != 0x00010000 {
		return cmap, head, fmt.Errorf("%w: not a TrueType font (version %#x)", errCmap, v)
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return cmap, head, fmt.Errorf("%w: the table directory is cut off", errCmap)
	}
	for i := range n {
		at := 12 + 16*i
		rec := tableRecord{at: uint32(at), offset: binary.BigEndian.Uint32(ttf[at+8:]), length: binary.BigEndian.Uint32(ttf[at+12:])}
		if uint64(rec.offset)+uint64(rec.length) > uint64(len(ttf)) {
			return cmap, head, fmt.Errorf("%w: table %q lies outside the file", errCmap, ttf[at:at+4])
		}
		switch string(ttf[at : at+4]) {
		case "cmap":
			cmap = rec
		case "head":
			head = rec
		}
	}
	if cmap.at == 0 || head.at == 0 || head.length < 12 {
		return cmap, head, fmt.Errorf("%w: no cmap or head table", errCmap)
	}
	return cmap, head, nil
}

// format4Subtable returns the one subtable of cmap, which must be in format
// 4, however many encoding records name it.
func format4Subtable(cmap []byte) ([]byte, error) {
	if len(cmap) < 4 {
		return nil, fmt.Errorf("%w: the cmap table is cut off", errCmap)
	}
	n := int(binary.BigEndian.Uint16(cmap[2:]))
	if n == 0 || len(cmap) < 4+8*n {
		return nil, fmt.Errorf("%w: the cmap has %d encoding records", errCmap, n)
	}
	first := binary.BigEndian.Uint32(cmap[8:])
	for i := 1; i < n; i++ {
		if binary.BigEndian.Uint32(cmap[4+8*i+4:]) != first {
			return nil, fmt.Errorf("%w: the cmap has more than one subtable", errCmap)
		}
	}
	if uint64(first)+6 > uint64(len(cmap)) || binary.BigEndian.Uint16(cmap[first:]) != 4 {
		return nil, fmt.Errorf("%w: the cmap's subtable is not in format 4", errCmap)
	}
	length := uint32(binary.BigEndian.Uint16(cmap[first+2:]))
	if uint64(first)+uint64(length) > uint64(len(cmap)) {
		return nil, fmt.Errorf("%w: the format 4 subtable is cut off", errCmap)
	}
	return cmap[first : first+length], nil
}

// parseFormat4 returns the glyph of every BMP character of a format 4
// subtable, 0 for none.
func parseFormat4(sub []byte) ([]uint16, error) {
	if len(sub) < 14 {
		return nil, fmt.Errorf("%w: the format 4 subtable is cut off", errCmap)
	}
	segs := int(binary.BigEndian.Uint16(sub[6:])) / 2
	ends := 14
	starts := ends + 2*segs + 2
	deltas := starts + 2*segs
	ranges := deltas + 2*segs
	if len(sub) < ranges+2*segs {
		return nil, fmt.Errorf("%w: the format 4 subtable's %d segments are cut off", errCmap, segs)
	}
	u16 := func(at int) uint16 { return binary.BigEndian.Uint16(sub[at:]) }
	glyphs := make([]uint16, 0x10000)
	for i := range segs {
		start, end := int(u16(starts+2*i)), int(u16(ends+2*i))
		delta, ro := u16(deltas+2*i), int(u16(ranges+2*i))
		for c := start; c <= end && start <= end; c++ {
			if c == 0xFFFF {
				break
			}
			if ro == 0 {
				glyphs[c] = uint16(c) + delta
				continue
			}
			at := ranges + 2*i + ro + 2*(c-start)
			if at+2 > len(sub) {
				return nil, fmt.Errorf("%w: segment %d points outside the subtable", errCmap, i)
			}
			if g := u16(at); g != 0 {
				glyphs[c] = g + delta
			}
		}
	}
	return glyphs, nil
}

// buildFormat4 returns a format 4 subtable mapping every character c below
// U+FFFF to glyphs[c] (0: no glyph), with one segment per run of
// consecutive characters whose glyphs are consecutive too, and the closing
// segment at U+FFFF.
func buildFormat4(glyphs []uint16) ([]byte, error) {
	type segment struct{ start, end, delta uint16 }
	var segs []segment
	for c := 0; c < 0xFFFF; c++ {
		if glyphs[c] == 0 {
			continue
		}
		delta := glyphs[c] - uint16(c)
		if n := len(segs); n > 0 && int(segs[n-1].end) == c-1 && segs[n-1].delta == delta {
			segs[n-1].end = uint16(c)
			continue
		}
		segs = append(segs, segment{uint16(c), uint16(c), delta})
	}
	segs = append(segs, segment{0xFFFF, 0xFFFF, 1})
	length := 16 + 8*len(segs)
	if length > 0xFFFF {
		return nil, fmt.Errorf("%w: %d segments do not fit a format 4 subtable", errCmap, len(segs))
	}
	out := make([]byte, length)
	put := func(at int, v uint16) { binary.BigEndian.PutUint16(out[at:], v) }
	n := len(segs)
	pow := 1
	log := 0
	for pow*2 <= n {
		pow *= 2
		log++
	}
	put(0, 4)
	put(2, uint16(length))
	put(4, 0) // language
	put(6, uint16(2*n))
	put(8, uint16(2*pow))
	put(10, uint16(log))
	put(12, uint16(2*n-2*pow))
	for i, s := range segs {
		put(14+2*i, s.end)
		put(16+2*n+2*i, s.start)
		put(16+4*n+2*i, s.delta)
		// idRangeOffset stays 0: glyph = character + delta.
	}
	return out, nil
}

// rebuildCmap returns a cmap table with the encoding records of cmap, all
// naming sub.
func rebuildCmap(cmap, sub []byte) []byte {
	n := int(binary.BigEndian.Uint16(cmap[2:]))
	head := 4 + 8*n
	out := make([]byte, head, head+len(sub))
	copy(out, cmap[:head])
	for i := range n {
		binary.BigEndian.PutUint32(out[4+8*i+4:], uint32(head))
	}
	return append(out, sub...)
}

// appendTable returns ttf with table appended (at a four-byte boundary) in
// place of the table of rec, whose directory record now names it, and the
// head table's checkSumAdjustment (at byte 8 of head) made right again.
func appendTable(ttf []byte, rec, head tableRecord, table []byte) []byte {
	at := (len(ttf) + 3) &^ 3
	out := slices.Grow(slices.Clone(ttf), at-len(ttf)+len(table)+3)
	out = append(out, make([]byte, at-len(ttf))...)
	out = append(out, table...)
	for len(out)%4 != 0 {
		out = append(out, 0)
	}
	binary.BigEndian.PutUint32(out[rec.at+4:], checksum(table))
	binary.BigEndian.PutUint32(out[rec.at+8:], uint32(at))
	binary.BigEndian.PutUint32(out[rec.at+12:], uint32(len(table)))
	binary.BigEndian.PutUint32(out[head.offset+8:], 0)
	binary.BigEndian.PutUint32(out[head.offset+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is the OpenType checksum of b: the sum of its big-endian
// 32-bit words, the last one padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

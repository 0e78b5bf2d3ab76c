package ai

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"

	"github.com/konane/konane/game"
)

// A saved ParallelSolver (Save, Load) is a little-endian binary file:
//
//	magic     8 bytes "KNSOLVE\x00"
//	format    uint32  solveTableFormat
//	size      uint32  the board size of the positions
//	records   uint64  count, then per record: key uint64, side uint8,
//	                  phase uint8, win uint8, 5 zero bytes
//	entries   uint64  count, then per table entry: key uint64, info uint64
//	                  (solveEntry's info; the key itself, not XORed)
//	crc       uint32  CRC-32 (IEEE) of everything before it
//
// Every record and entry is a proven fact about its position, so a file
// saved while a solve ran (SaveFile from another goroutine) is as good as
// one saved after it: it holds what was proven when each part was read.

var saveMagic = [8]byte{'K', 'N', 'S', 'O', 'L', 'V', 'E', 0}

// ErrBadSolverFile is returned (wrapped) by Load for a file that is not a
// saved solver of this format, is damaged, or holds another board size
// than the solver's positions.
var ErrBadSolverFile = errors.New("ai: not a saved solver of this version")

// Save writes the record and the table's used entries to w. It may run
// while a solve runs.
func (p *ParallelSolver) Save(w io.Writer) error {
	crc := crc32.NewIEEE()
	bw := bufio.NewWriterSize(io.MultiWriter(w, crc), 1<<20)
	var b [16]byte
	put := func(x ...uint64) {
		for _, v := range x {
			binary.LittleEndian.PutUint64(b[:8], v)
			bw.Write(b[:8])
		}
	}
	p.mu.Lock()
	bw.Write(saveMagic[:])
	binary.LittleEndian.PutUint32(b[:4], solveTableFormat)
	binary.LittleEndian.PutUint32(b[4:8], uint32(p.size))
	bw.Write(b[:8])
	recs := make([][2]uint64, 0, len(p.record))
	for k, win := range p.record {
		meta := uint64(k.side) | uint64(k.phase)<<8
		if win {
			meta |= 1 << 16
		}
		recs = append(recs, [2]uint64{k.key, meta})
	}
	p.mu.Unlock()
	put(uint64(len(recs)))
	for _, r := range recs {
		put(r[0], r[1])
	}

	used := uint64(p.TableEntries())
	put(used)
	n := uint64(0)
	for i := range p.tab.e {
		key, info := p.tab.load(uint64(i))
		if info == 0 || n == used {
			continue
		}
		put(key, info)
		n++
	}
	for ; n < used; n++ {
		put(0, 0) // entries cleared since they were counted: skipped by Load
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	binary.LittleEndian.PutUint32(b[:4], crc.Sum32())
	_, err := w.Write(b[:4])
	return err
}

// SaveFile writes the solver to the file name (Save), through a temporary
// file in the same folder renamed over it, so that a stop during the save
// keeps the previous file.
func (p *ParallelSolver) SaveFile(name string) error {
	f, err := os.CreateTemp(filepath.Dir(name), filepath.Base(name)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = p.Save(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// Load adds a saved solver's records and table entries (Save) to p, whose
// table may be of another size; it waits for a running solve. The file's
// board size must match the positions solved since the last Clear; a later
// Solve of another size clears them.
func (p *ParallelSolver) Load(r io.Reader) error {
	p.sem <- struct{}{}
	defer func() { <-p.sem }()
	crc := crc32.NewIEEE()
	br := bufio.NewReaderSize(r, 1<<20)
	tr := io.TeeReader(br, crc)
	var b [16]byte
	read := func(n int) error {
		if _, err := io.ReadFull(tr, b[:n]); err != nil {
			return fmt.Errorf("%w: %v", ErrBadSolverFile, err)
		}
		return nil
	}
	if err := read(16); err != nil {
		return err
	}
	if [8]byte(b[:8]) != saveMagic || binary.LittleEndian.Uint32(b[8:12]) != solveTableFormat {
		return fmt.Errorf("%w: wrong magic or format", ErrBadSolverFile)
	}
	size := int(binary.LittleEndian.Uint32(b[12:16]))
	if size < 1 || size > game.MaxSize {
		return fmt.Errorf("%w: board size %d", ErrBadSolverFile, size)
	}
	if p.size != 0 && p.size != size && (p.Recorded() > 0 || p.TableEntries() > 0) {
		return fmt.Errorf("%w: a %d×%d file for a solver of %d×%d positions", ErrBadSolverFile, size, size, p.size, p.size)
	}
	recs := map[recordKey]bool{}
	if err := read(8); err != nil {
		return err
	}
	for n := binary.LittleEndian.Uint64(b[:8]); n > 0; n-- {
		if err := read(16); err != nil {
			return err
		}
		meta := binary.LittleEndian.Uint64(b[8:])
		recs[recordKey{key: binary.LittleEndian.Uint64(b[:8]), side: uint8(meta), phase: uint8(meta >> 8)}] = meta>>16&1 != 0
	}
	if err := read(8); err != nil {
		return err
	}
	var entries [][2]uint64
	for n := binary.LittleEndian.Uint64(b[:8]); n > 0; n-- {
		if err := read(16); err != nil {
			return err
		}
		if info := binary.LittleEndian.Uint64(b[8:]); info != 0 {
			entries = append(entries, [2]uint64{binary.LittleEndian.Uint64(b[:8]), info})
		}
	}
	sum := crc.Sum32()
	if _, err := io.ReadFull(br, b[:4]); err != nil || binary.LittleEndian.Uint32(b[:4]) != sum {
		return fmt.Errorf("%w: checksum", ErrBadSolverFile)
	}
	if p.size != size {
		p.clear()
		p.keys.setBoard(size)
	}
	p.mu.Lock()
	p.size = size
	for k, w := range recs {
		p.record[k] = w
	}
	p.mu.Unlock()
	for _, e := range entries {
		info := e[1]
		work := uint64(0)
		if l := info >> 8 & 0xff; l > 0 {
			work = 1 << (l - 1)
		}
		p.tab.store(e[0], int(info>>1&1), info&4 != 0, work)
	}
	return nil
}

// LoadFile reads a saved solver from the file name (Load).
func (p *ParallelSolver) LoadFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return p.Load(f)
}

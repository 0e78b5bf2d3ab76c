package main

import (
	"encoding/json"
	"errors"
	"os"
	"sync"
	"time"

	"github.com/konane/konane/internal/procstat"
)

// totals is the work spent on each opening over all the runs that shared
// a table file, kept beside it in TABLE.json, so that a solve resumed many
// times still tells its whole cost.
type totals struct {
	mu   sync.Mutex
	file string
	// Openings maps an opening's name ("a1 b1") to its work.
	Openings map[string]*work `json:"openings"`
	// running is the opening being solved in this run, and its work when
	// the run started on it.
	running string
	base    work
	started time.Time
	cpu0    time.Duration
}

// work is the cost of a solve: nodes, wall-clock and processor seconds
// (the processor time of the whole process while it ran; 0 where the
// system does not tell), and runs.
type work struct {
	Nodes      uint64  `json:"nodes"`
	Seconds    float64 `json:"seconds"`
	CPUSeconds float64 `json:"cpu_seconds"`
	Runs       int     `json:"runs"`
	Done       bool    `json:"done"`
}

// loadTotals reads file, or starts empty when there is none.
func loadTotals(file string) (*totals, error) {
	t := &totals{file: file, Openings: map[string]*work{}}
	if file == "" {
		return t, nil
	}
	data, err := os.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, t); err != nil {
		return nil, err
	}
	if t.Openings == nil {
		t.Openings = map[string]*work{}
	}
	return t, nil
}

// begin starts the count of an opening's solve in this run.
func (t *totals) begin(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	w := t.Openings[name]
	if w == nil {
		w = &work{}
		t.Openings[name] = w
	}
	w.Runs++
	t.running, t.base, t.started, t.cpu0 = name, *w, time.Now(), procstat.ProcessCPU()
}

// update sets the running opening's work to its base plus nodes and the
// time since begin; done marks it solved.
func (t *totals) update(nodes uint64, done bool) work {
	t.mu.Lock()
	defer t.mu.Unlock()
	w := t.Openings[t.running]
	if w == nil {
		return work{}
	}
	w.Nodes = t.base.Nodes + nodes
	w.Seconds = t.base.Seconds + time.Since(t.started).Seconds()
	if c := procstat.ProcessCPU(); c > 0 {
		w.CPUSeconds = t.base.CPUSeconds + (c - t.cpu0).Seconds()
	}
	w.Done = done
	return *w
}

// save writes the totals to their file (nothing without one).
func (t *totals) save() error {
	if t.file == "" {
		return nil
	}
	t.mu.Lock()
	data, err := json.MarshalIndent(t, "", "  ")
	t.mu.Unlock()
	if err != nil {
		return err
	}
	tmp := t.file + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, t.file)
}

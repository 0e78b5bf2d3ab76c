// Package fifotest makes FIFOs (named pipes in a folder) for tests and
// watches them: a test fails when any reader opens the FIFO, which on a
// real reader means it was blocked in open(2) waiting for a writer. The
// watch is no timing: it polls a non-blocking open for writing, which
// succeeds only while a reader has the FIFO open, and that open is the
// writer that frees the stuck reader, so a regression fails instead of
// hanging the test.
package fifotest

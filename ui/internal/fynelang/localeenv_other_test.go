//go:build windows || darwin || android || js

package fynelang

// startedWith does nothing where the locale is not read from the
// environment.
func startedWith() {}

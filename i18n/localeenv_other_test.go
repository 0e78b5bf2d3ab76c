//go:build windows || darwin || android || js

package i18n

// startedWith does nothing where the locale is not read from the
// environment.
func startedWith() {}

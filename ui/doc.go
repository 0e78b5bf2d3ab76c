// Package ui is Konane's main window: the board with the moves and the
// rules beside it, the status line, the menu, toolbar and shortcuts, and
// the dialogs of a game (New game, Game over). It wires the jobs kept in
// its subpackages: the game's file (document), the notices (notices), the
// app's life (life), the statistics (statsview), the hooks of tools and
// tests (internal/instrument), the board widget (board), and the review,
// replay and tutorial windows.
package ui

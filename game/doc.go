// Package game implements the rules of Kōnane (Hawaiian checkers) under the
// rules profile "konane/1" (see docs/rules.md): square boards from
// 4×4 to 12×12, the two opening removals, straight multi-jumps, compulsory
// moves and the loss of the side to move that has no move.
//
// It also reads and writes the project's text forms (docs/notation.md):
// moves ("d5", "d3-d5"), KFEN positions and .kgn saved games, their
// variations "( … )" included: each a Game hung on the move it replaces.
//
// The package imports no GUI code. A Position is a small value; a Game owns
// the move list, undo/redo and the result.
package game

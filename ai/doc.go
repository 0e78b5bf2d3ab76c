// Package ai plays Kōnane: a game-tree search for the computer player
// (Search, Searcher, Hint), five playing levels shown to the player by name
// (Level), and an exact solver that proves the winner of a position with
// perfect play (Solve, Solver) and, with SolveOptions.Distance, how many
// plies the game then lasts (the winner hurrying, the loser resisting).
//
// It imports only package game and the standard library.
//
// # Search
//
// Searcher.Search runs a negamax alpha-beta search with iterative deepening,
// aspiration windows and principal-variation (null-window) re-search, a
// transposition table keyed by game.Position.Hash with bounded memory
// (64 MiB by default), and move ordering by the table move, two killer
// moves per ply and a history table. Its evaluation counts what decides
// Kōnane, mobility: the moves of each side, the moves the opponent cannot
// take away with its next move, the stones that can move, the stones with
// no enemy stone next to them, and the tempo of the side to move. The
// weights were tuned by self-play with cmd/tune (see weights.go). Boards
// larger than 8×8 count moves only.
//
// Once half the stones or fewer are left, the Master level first tries to
// prove the result with the solver (using up to half of its budget); a
// proven result is reported with Result.Proven and a score of
// ±(WinScore − plies). The plain search reports a proof too when every line
// it looked at reached the end of the game.
//
// # Levels
//
// Beginner searches one ply with a mobility-only evaluation, heavy noise
// and a random move 30 % of the time; Easy two plies with less noise and
// 5 % random moves; Medium four plies; Hard seven plies with a little
// noise; Master has no depth cap, uses the solver and its whole budget
// (unless it has a single legal move or has proven a win).
// The noise is a fixed function of the position and the seed, so a search
// is reproducible. cmd/strength measures that each level beats the one
// below it in at least 70 % of games.
//
// # Scores
//
// Scores are from the point of view of the side to move, in units of about
// a hundredth of a move of mobility. A score s with s ≥ WinScore−MaxPly is a
// proven win in WinScore−s plies (the game ends with the opponent unable to
// move); s ≤ −(WinScore−MaxPly) is a proven loss.
//
// # Concurrency
//
// A Searcher runs one search or solve at a time: a second call waits until
// the first returns (or its own context ends). Searches run in the caller's
// goroutine and share nothing with other Searchers, so a UI can run one in a
// goroutine and read only the returned Result.
package ai

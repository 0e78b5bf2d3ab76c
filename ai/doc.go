// Package ai plays Kōnane: a game-tree search for the computer player
// (Searcher, Searcher.Hint), five playing levels shown to the player by
// name (Level), and an exact solver that proves the winner of a position
// with perfect play (Solver, ParallelSolver) and, with
// SolveOptions.Distance, how many plies the game then lasts (the winner
// hurrying, the loser resisting).
//
// It imports only package game, internal/background (lowered thread
// priority) and the standard library.
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
// ±(WinScore − plies), or ±WinScore when the solve's line to the end of
// the game was cut short by the limits (a proof without length). The
// plain search reports a proof too when every line it looked at reached
// the end of the game.
//
// Searcher.SearchExcluding searches the root without some of its moves
// (the next best moves of a multi-PV analysis, ai/analysis): it skips the
// endgame solver and never stores the restricted root in the table.
//
// # Parallel search
//
// A search runs on SearcherOptions.Threads threads (one per logical CPU
// by default; Limits.Threads for one search) by Lazy SMP: the main thread
// searches as a single-threaded search does, helper threads run their own
// iterative deepening of the same root at other depths with their own
// killer moves and history, and all share the transposition table, whose
// entries are read and written without locks (each checked by its key
// XOR its data). The helpers' entries let the main thread cut and order
// its tree better; the main thread's result is the search's, and its
// Nodes counts every thread's. A search with a node budget (Limits.Nodes)
// runs on one thread, so that it stays reproducible; the endgame solver
// runs on the main thread alone. SearcherOptions.Background lowers the
// priority of every thread of a search (nice 10 on Linux), as the game
// review's workers do, so that a window stays responsive while the
// computer thinks.
//
// # Parallel solver
//
// ParallelSolver proves the same results on several threads that share
// one table: a position is a serial solve with a node budget, and one that
// runs out of budget becomes a task per move (the first move's first, the
// others once it is proven not to win), which the threads take in the
// depth-first order of the tree. Its winner never depends on the threads;
// the winning move it reports is the first in the root's order (the serial
// solver's in the jump phase). In the removal phases it keeps one move of
// each symmetric class. It keeps a record of every task's result, and Save and Load
// write and read that record and its table, so that a long solve can stop
// and resume (cmd/solve7 does so for 7×7). Strategy walks the winner's
// strategy for a proof that package ai/proof writes and checks.
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
// the first returns (or its own context ends). A search runs its main
// thread in the caller's goroutine (in a goroutine of its own with
// Background) and its helpers in goroutines that end before Search
// returns; it shares nothing with other Searchers, so a UI can run one in
// a goroutine and read only the returned Result.
package ai

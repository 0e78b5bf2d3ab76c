package review

import (
	"context"
	"sync"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// The oracle (View → Show winning moves) decides every legal move of the
// position on the board as winning or losing for the side to move and, when
// the position is proven, measures the length of the game with perfect
// play. Its budgets are OracleBudget's.

// OracleBudget bounds the oracle's work on one position.
type OracleBudget struct {
	// Moves bounds the verdicts on the moves (SolveMovesWithin).
	Moves Budget
	// DistanceNodes bounds the solve of the length of a proven game, in
	// positions visited (ai.SolveOptions.Nodes; 0: no limit), so that the
	// length is found or not alike on every machine, busy or not.
	DistanceNodes uint64
}

// LiveOracle is the main window's oracle budget: 5.1 million solver nodes
// for the moves (1.5 s on one core of the reference machine), so marks do
// not depend on the machine, cut at 3 s on a slow one (no marks then); then
// 3.4 million nodes for the length.
var LiveOracle = OracleBudget{Moves: Budget{Nodes: 5_100_000, Time: 3 * time.Second}, DistanceNodes: 3_400_000}

// oracleTableBytes is the table size of the oracle's distance solver.
const oracleTableBytes = 32 << 20

// OracleAnswer is what the oracle found out about a position: the verdict
// on every legal move (in p.LegalMoves order) and, when the position is
// proven and the budget allowed, the length of the game with perfect play
// in plies (0: unknown).
type OracleAnswer struct {
	Moves []MoveValue
	Plies int
}

// distanceSolver is the solver that measures the length of proven games
// for the oracle, made on first use and emptied before each use, so that
// the length found depends on the position and the budget alone; the
// mutex lets one solve use it at a time (a cancelled one ends quickly).
var distanceSolver struct {
	sync.Mutex
	s *ai.Solver
}

// SolveOracle decides every legal move of p with SolveMovesWithin
// budget.Moves and, when that proves p, measures the length of the game
// with perfect play within budget.DistanceNodes. It returns ctx.Err() when
// ctx ends first.
func SolveOracle(ctx context.Context, p game.Position, budget OracleBudget) (OracleAnswer, error) {
	vs, err := SolveMovesWithin(ctx, p, budget.Moves)
	if err != nil {
		return OracleAnswer{}, err
	}
	a := OracleAnswer{Moves: vs}
	if _, proven := ProvenWinner(p, vs); !proven {
		return a, nil
	}
	distanceSolver.Lock()
	defer distanceSolver.Unlock()
	if distanceSolver.s == nil {
		distanceSolver.s = ai.NewSolver(oracleTableBytes)
	}
	distanceSolver.s.Clear()
	if r, err := distanceSolver.s.Solve(ctx, p, ai.SolveOptions{Nodes: budget.DistanceNodes, Distance: true}); err == nil {
		a.Plies = r.Plies
	}
	return a, ctx.Err()
}

// ProvenWinner returns who wins p with perfect play by the verdicts vs on
// its moves: the side to move when one of its moves wins, the other side
// when every move loses; false when that is not proven.
func ProvenWinner(p game.Position, vs []MoveValue) (game.Color, bool) {
	losses := 0
	for _, v := range vs {
		switch v.Outcome {
		case Win:
			return p.SideToMove(), true
		case Loss:
			losses++
		}
	}
	if len(vs) > 0 && losses == len(vs) {
		return p.SideToMove().Other(), true
	}
	return game.Black, false
}

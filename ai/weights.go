package ai

// Weights are the coefficients of the evaluation, in score units per unit
// of each feature. "Own" features count for the side to move, "Opp" ones
// for its opponent.
type Weights struct {
	MobOwn    int // jumps the side to move can make
	MobOpp    int // jumps the opponent could make
	SafeOwn   int // single jumps of the side to move that no reply can take away
	SafeOpp   int // the same for the opponent
	MoversOwn int // stones of the side to move that can jump
	MoversOpp int // stones of the opponent that can jump
	IsolOwn   int // stones of the side to move with no enemy stone beside them
	IsolOpp   int // the same for the opponent
	Tempo     int // bonus of the side to move
}

// Vector returns the weights as a slice in declaration order (for tuning).
func (w Weights) Vector() []int {
	return []int{w.MobOwn, w.MobOpp, w.SafeOwn, w.SafeOpp, w.MoversOwn, w.MoversOpp, w.IsolOwn, w.IsolOpp, w.Tempo}
}

// WeightsFromVector is the inverse of Weights.Vector; v must have 9 values.
func WeightsFromVector(v []int) Weights {
	return Weights{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]}
}

// InitialWeights are the hand-set starting point of the tuning.
var InitialWeights = Weights{
	MobOwn: 100, MobOpp: -100,
	SafeOwn: 40, SafeOpp: -40,
	MoversOwn: 20, MoversOpp: -20,
	IsolOwn: -10, IsolOpp: 10,
	Tempo: 20,
}

// DefaultWeights are the weights the levels from Medium up use. They come
// from self-play tuning with cmd/tune (see the comment of the run below).
var DefaultWeights = InitialWeights

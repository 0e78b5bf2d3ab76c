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

// DefaultWeights are the weights of the levels from Medium up, tuned by
// self-play (cmd/tune -from-default -steps 1200 -depth 5 -check 300 -seed
// 2). Against InitialWeights they score 64.0 % ± 4.7 % (+100 Elo) in 400
// games:
//
//	go run ./cmd/tune -compare default-initial -depth 5 -check 400 -seed 9
var DefaultWeights = Weights{
	MobOwn: 100, MobOpp: -104,
	SafeOwn: 39, SafeOpp: -81,
	MoversOwn: 42, MoversOpp: -9,
	IsolOwn: -13, IsolOpp: 17,
	Tempo: 56,
}

package netplay

import (
	"errors"
	"fmt"
)

// The kinds of error of this package. Every error it returns wraps one of
// them (errors.Is), with details in its text for logs.
var (
	// ErrBadCode: a code that does not read as one (wrong length, a
	// character outside the alphabet, a malformed address).
	ErrBadCode = errors.New("not a game code")
	// ErrNoAddress: a code without an address and no address given.
	ErrNoAddress = errors.New("the code holds no address")
	// ErrWrongCode: the host refused the code. The refusal tells nothing else.
	ErrWrongCode = errors.New("wrong code")
	// ErrNotAuthentic: the host did not prove the code: not the host the
	// code came from (a man in the middle, or another program).
	ErrNotAuthentic = errors.New("the host did not prove the code")
	// ErrGameFull: the host already plays another opponent.
	ErrGameFull = errors.New("the game is full")
	// ErrTooManyTries: too many wrong codes from this address; wait.
	ErrTooManyTries = errors.New("too many wrong codes, try again later")
	// ErrVersion: the peer speaks another version of the protocol.
	ErrVersion = errors.New("unknown protocol version")
	// ErrLineTooLong: a line longer than MaxLine bytes.
	ErrLineTooLong = errors.New("line too long")
	// ErrGarbage: a line that is not a well-formed message.
	ErrGarbage = errors.New("malformed message")
	// ErrUnknownMessage: a well-formed line of an unknown message type.
	ErrUnknownMessage = errors.New("unknown message")
	// ErrUnexpected: a message that has no place now (a takeback accepted
	// that was not offered, a move before the setup, ...).
	ErrUnexpected = errors.New("unexpected message")
	// ErrOutOfTurn: the peer moved when it was not its turn.
	ErrOutOfTurn = errors.New("move out of turn")
	// ErrIllegalMove: the peer's move breaks the rules.
	ErrIllegalMove = errors.New("illegal move")
	// ErrPlyOutOfSequence: a ply number that does not follow the game's.
	ErrPlyOutOfSequence = errors.New("ply number out of sequence")
	// ErrDiverged: on resuming, the two games are not one the other's start.
	ErrDiverged = errors.New("the two games differ")
	// ErrSilence: nothing heard from the peer for longer than the limit.
	ErrSilence = errors.New("the opponent is silent")
	// ErrLinkLost: the connection broke (closed, reset, unreachable).
	ErrLinkLost = errors.New("connection lost")
	// ErrPeerLeft: the opponent left (bye): with Disconnected during a
	// game (it may come back), with Ended after the game or for a breach.
	ErrPeerLeft = errors.New("the opponent left")
	// ErrNotConnected: a local action needs the opponent, who is not connected.
	ErrNotConnected = errors.New("not connected")
	// ErrNotYourTurn: a local move when the opponent is to move.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrGameOver: a local action that needs a game in progress (or, for a
	// rematch, one that is over).
	ErrGameOver = errors.New("the game is over")
	// ErrNoOffer: accepting or declining an offer that was not made.
	ErrNoOffer = errors.New("no such offer")
	// ErrClosed: the session was closed.
	ErrClosed = errors.New("session closed")
)

// errForGood marks a peer's bye that ends the session for good.
var errForGood = errors.New("for good")

// byeErr is the error of a bye with reason word: a pause of the session
// (ErrPeerLeft) unless final or the word names a breach of ours.
func byeErr(word string, final bool) error {
	switch {
	case word != "":
		return fmt.Errorf("%w (%s) %w", ErrPeerLeft, word, errForGood)
	case final:
		return fmt.Errorf("%w %w", ErrPeerLeft, errForGood)
	}
	return ErrPeerLeft
}

// violation reports a peer's breach of the protocol: kind with details.
func violation(kind error, format string, args ...any) error {
	return fmt.Errorf("%w: %s", kind, fmt.Sprintf(format, args...))
}

// isViolation reports whether err is a peer's breach of the protocol,
// which ends the session for good (no resume).
func isViolation(err error) bool {
	for _, k := range []error{ErrLineTooLong, ErrGarbage, ErrUnknownMessage, ErrUnexpected,
		ErrOutOfTurn, ErrIllegalMove, ErrPlyOutOfSequence, ErrDiverged, ErrVersion, errForGood} {
		if errors.Is(err, k) {
			return true
		}
	}
	return false
}

// refusals pairs each reason of a "refused" line with its kind.
var refusals = []struct {
	token string
	err   error
}{
	{"wrong-code", ErrWrongCode},
	{"game-full", ErrGameFull},
	{"wait", ErrTooManyTries},
	{"version", ErrVersion},
}

// byeReasons names each kind in a "bye" line, so the peer's log says why.
var byeReasons = []struct {
	token string
	err   error
}{
	{"line-too-long", ErrLineTooLong},
	{"garbage", ErrGarbage},
	{"unknown-message", ErrUnknownMessage},
	{"unexpected", ErrUnexpected},
	{"out-of-turn", ErrOutOfTurn},
	{"illegal-move", ErrIllegalMove},
	{"ply", ErrPlyOutOfSequence},
	{"diverged", ErrDiverged},
	{"version", ErrVersion},
}

// byeToken is the reason token of a bye for err, "" for a plain leave.
func byeToken(err error) string {
	for _, r := range byeReasons {
		if errors.Is(err, r.err) {
			return r.token
		}
	}
	return ""
}

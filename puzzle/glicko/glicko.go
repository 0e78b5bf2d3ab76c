// Package glicko rates players and puzzles by Glickman's Glicko-2 system
// ("Example of the Glicko-2 system", Mark E. Glickman, 2013): a rating R
// on the Glicko scale (1500 at the start), its deviation RD and the
// volatility Vol, updated once per rating period from its games. The
// comments' step numbers are the paper's.
package glicko

import "math"

// Rating is a Glicko-2 rating on the Glicko scale: R (1500 for a newcomer),
// RD the rating deviation (350 for a newcomer) and Vol the volatility σ
// (0.06 for a newcomer).
type Rating struct {
	R, RD, Vol float64
}

// Result is one game of a rating period: the opponent's rating before the
// period and the score, 1 for a win, 0.5 for a draw, 0 for a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Tau is the system constant τ, which limits how fast the volatility
// changes; the paper advises 0.3 to 1.2 and uses 0.5 in its example.
const Tau = 0.5

// The paper's other constants.
const (
	initialR   = 1500     // a newcomer's rating (step 1)
	initialRD  = 350      // a newcomer's RD, also the largest RD kept
	initialVol = 0.06     // a newcomer's volatility (step 1)
	scale      = 173.7178 // Glicko scale per Glicko-2 unit (steps 2 and 8)
	epsilon    = 0.000001 // the convergence tolerance ε of step 5
	maxIter    = 1000     // a bound on step 5's loops, never reached by finite input
)

// New returns a newcomer's rating: 1500, RD 350, volatility 0.06.
func New() Rating { return Rating{R: initialR, RD: initialRD, Vol: initialVol} }

// Interval returns the 95% interval of the paper's introduction, R ± 2·RD.
func (r Rating) Interval() (lo, hi float64) { return r.R - 2*r.RD, r.R + 2*r.RD }

// Update returns r after one rating period whose games are results, each
// opponent's rating taken as it was before the period (steps 2 to 8). A
// period without games leaves R and Vol and only widens RD (step 6). RD
// never exceeds 350.
func (r Rating) Update(results []Result) Rating {
	// Step 2: the Glicko-2 scale.
	mu := (r.R - initialR) / scale
	phi := r.RD / scale
	sigma := r.Vol
	if len(results) == 0 {
		// Step 6 alone: φ' = φ* = √(φ² + σ²).
		return Rating{R: r.R, RD: capRD(math.Sqrt(phi*phi+sigma*sigma) * scale), Vol: sigma}
	}
	v, delta := estimate(mu, results)
	// Step 5: the new volatility.
	sigma = volatility(phi, sigma, v, delta)
	// Step 6: the pre-period deviation φ*.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	// Step 7: the new deviation and rating.
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*delta/v
	// Step 8: back to the Glicko scale.
	return Rating{R: scale*muNew + initialR, RD: capRD(scale * phiNew), Vol: sigma}
}

// estimate is steps 3 and 4: the estimated variance v of the rating from
// the period's games alone and the estimated improvement Δ, for a player at
// mu (Glicko-2 scale).
func estimate(mu float64, results []Result) (v, delta float64) {
	var vInv, sum float64
	for _, res := range results {
		muJ := (res.Opponent.R - initialR) / scale
		gJ := g(res.Opponent.RD / scale)
		eJ := expected(mu, muJ, gJ)
		vInv += gJ * gJ * eJ * (1 - eJ)
		sum += gJ * (res.Score - eJ)
	}
	return 1 / vInv, sum / vInv
}

// g is the paper's g(φ) = 1/√(1 + 3φ²/π²), which weighs a game by how well
// the opponent's rating is known.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expected is the paper's E(μ, μj, φj): the expected score against an
// opponent at muJ whose g(φj) is gJ.
func expected(mu, muJ, gJ float64) float64 { return 1 / (1 + math.Exp(-gJ*(mu-muJ))) }

// volatility is step 5: σ' = e^(A/2) where A is the root of f, found by the
// Illinois algorithm (regula falsi with halving) to within ε.
func volatility(phi, sigma, v, delta float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	// Step 5.2: the initial bracket A, B.
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 && k < maxIter {
			k++
		}
		B = a - k*Tau
	}
	// Steps 5.3 and 5.4: when f(C) and f(B) differ in sign (or f(C) is 0,
	// C the root), B's side becomes A's; else f(A) is halved.
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < maxIter; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	// Step 5.5.
	return math.Exp(A / 2)
}

// capRD keeps a deviation at most that of a newcomer, 350.
func capRD(rd float64) float64 { return math.Min(rd, initialRD) }

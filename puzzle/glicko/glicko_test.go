package glicko

import (
	"math"
	"testing"
)

// near reports whether got rounds to want at the paper's printed decimals:
// |got − want| ≤ half a unit of the last printed digit.
func near(got, want float64, decimals int) bool {
	return math.Abs(got-want) <= 0.5*math.Pow(10, -float64(decimals))+1e-12
}

// The example of Glickman's "Example of the Glicko-2 system" (2013): a
// player rated 1500, RD 200, σ 0.06 beats a 1400 (RD 30) and loses to a 1550
// (RD 100) and a 1700 (RD 300), τ 0.5. The paper carries its printed,
// rounded figures from step to step (E to three decimals, v, Δ and φ to
// four), so steps 5 to 7 are checked from the paper's printed inputs to
// the decimals it prints, and Update, which rounds nothing, end to end: μ', φ'
// and RD' to the printed decimals, σ' to the printed 0.05999 (0.0599960)
// and r' to 0.01 of the printed 1464.06 (the paper's −0.2069·173.7178 +
// 1500; unrounded it is 1464.0507).
func TestTheWorkedExampleOfGlickmansPaper(t *testing.T) {
	player := Rating{R: 1500, RD: 200, Vol: 0.06}
	games := []Result{
		{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	}

	// Step 2.
	mu, phi := (player.R-1500)/scale, player.RD/scale
	if !near(mu, 0, 4) || !near(phi, 1.1513, 4) {
		t.Errorf("step 2: μ %v φ %v, want 0 and 1.1513", mu, phi)
	}
	// Steps 3 and 4. The paper's v and Δ come from E rounded to three
	// decimals: the unrounded ones are within 0.001 of them.
	wantMuJ := []float64{-0.5756, 0.2878, 1.1513}
	wantPhiJ := []float64{0.1727, 0.5756, 1.7269}
	wantG := []float64{0.9955, 0.9531, 0.7242}
	wantE := []float64{0.639, 0.432, 0.303}
	for j, res := range games {
		muJ, phiJ := (res.Opponent.R-1500)/scale, res.Opponent.RD/scale
		gJ := g(phiJ)
		eJ := expected(mu, muJ, gJ)
		if !near(muJ, wantMuJ[j], 4) || !near(phiJ, wantPhiJ[j], 4) {
			t.Errorf("step 2, opponent %d: μj %v φj %v, want %v and %v", j+1, muJ, phiJ, wantMuJ[j], wantPhiJ[j])
		}
		if !near(gJ, wantG[j], 4) || !near(eJ, wantE[j], 3) {
			t.Errorf("step 3, opponent %d: g %v E %v, want %v and %v", j+1, gJ, eJ, wantG[j], wantE[j])
		}
	}
	v, delta := estimate(mu, games)
	if math.Abs(v-1.7785) > 0.001 {
		t.Errorf("step 3: v = %v, want 1.7785", v)
	}
	if math.Abs(delta - -0.4834) > 0.001 {
		t.Errorf("step 4: Δ = %v, want −0.4834", delta)
	}
	// Steps 5 to 7, from the printed φ, v and Δ.
	if a := math.Log(0.06 * 0.06); !near(a, -5.62682, 5) {
		t.Errorf("step 5: a = %v, want −5.62682", a)
	}
	sigma := volatility(1.1513, 0.06, 1.7785, -0.4834)
	if math.Abs(sigma-0.05999) > 0.00001 {
		t.Errorf("step 5: σ' = %v, want 0.05999", sigma)
	}
	phiStar := math.Sqrt(1.1513*1.1513 + sigma*sigma)
	if !near(phiStar, 1.152862, 6) {
		t.Errorf("step 6: φ* = %v, want 1.152862", phiStar)
	}
	if phiNew := 1 / math.Sqrt(1/(1.152862*1.152862)+1/1.7785); !near(phiNew, 0.8722, 4) {
		t.Errorf("step 7: φ' = %v, want 0.8722", phiNew)
	}

	// Update, end to end.
	got := player.Update(games)
	if muNew := (got.R - 1500) / scale; !near(muNew, -0.2069, 4) {
		t.Errorf("Update: μ' = %v, want −0.2069", muNew)
	}
	if phiNew := got.RD / scale; !near(phiNew, 0.8722, 4) {
		t.Errorf("Update: φ' = %v, want 0.8722", phiNew)
	}
	if math.Abs(got.R-1464.06) > 0.01 || !near(got.RD, 151.52, 2) || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Errorf("Update: r' %.4f RD' %.4f σ' %.6f, want 1464.06, 151.52, 0.05999", got.R, got.RD, got.Vol)
	}
}

func TestAWinRaisesTheRatingAndALossLowersIt(t *testing.T) {
	for _, player := range []Rating{New(), {R: 1800, RD: 60, Vol: 0.06}, {R: 1200, RD: 340, Vol: 0.09}} {
		for _, opp := range []Rating{New(), {R: 1000, RD: 50, Vol: 0.06}, {R: 2200, RD: 120, Vol: 0.06}} {
			win := player.Update([]Result{{Opponent: opp, Score: 1}})
			loss := player.Update([]Result{{Opponent: opp, Score: 0}})
			if win.R <= player.R {
				t.Errorf("%v beats %v: R %v, want above %v", player, opp, win.R, player.R)
			}
			if loss.R >= player.R {
				t.Errorf("%v loses to %v: R %v, want below %v", player, opp, loss.R, player.R)
			}
			if idle := player.Update(nil); win.RD >= idle.RD || loss.RD >= idle.RD {
				t.Errorf("%v against %v: RD %v and %v, want below %v, an idle period's", player, opp, win.RD, loss.RD, idle.RD)
			}
		}
	}
}

// Two equal players: the winner gains what the loser loses, their RD and
// volatility stay equal; a draw moves nobody.
func TestSymmetricResultsGiveSymmetricRatings(t *testing.T) {
	for _, p := range []Rating{New(), {R: 1650, RD: 80, Vol: 0.05}} {
		win := p.Update([]Result{{Opponent: p, Score: 1}})
		loss := p.Update([]Result{{Opponent: p, Score: 0}})
		if d := (win.R - p.R) + (loss.R - p.R); math.Abs(d) > 1e-9 {
			t.Errorf("%v: win %+v and loss %+v do not cancel (sum %g)", p, win.R-p.R, loss.R-p.R, d)
		}
		if math.Abs(win.RD-loss.RD) > 1e-9 || math.Abs(win.Vol-loss.Vol) > 1e-12 {
			t.Errorf("%v: win %+v and loss %+v differ in RD or volatility", p, win, loss)
		}
		if draw := p.Update([]Result{{Opponent: p, Score: 0.5}}); math.Abs(draw.R-p.R) > 1e-9 {
			t.Errorf("%v: a draw against an equal moves R to %v", p, draw.R)
		}
	}
	// Mirror images about 1500: a win of one is the other's loss reflected.
	a, b := Rating{R: 1600, RD: 100, Vol: 0.06}, Rating{R: 1400, RD: 100, Vol: 0.06}
	aWins := a.Update([]Result{{Opponent: b, Score: 1}})
	bLoses := b.Update([]Result{{Opponent: a, Score: 0}})
	if math.Abs((aWins.R-1500)+(bLoses.R-1500)) > 1e-9 || math.Abs(aWins.RD-bLoses.RD) > 1e-9 {
		t.Errorf("mirror images: %+v and %+v", aWins, bLoses)
	}
}

// A period without games keeps R and the volatility and widens RD by the
// volatility (step 6), never beyond 350.
func TestAPeriodWithoutGamesOnlyWidensRD(t *testing.T) {
	p := Rating{R: 1700, RD: 50, Vol: 0.06}
	q := p.Update(nil)
	want := math.Sqrt(50*50 + (0.06*scale)*(0.06*scale))
	if q.R != p.R || q.Vol != p.Vol || math.Abs(q.RD-want) > 1e-9 {
		t.Errorf("no games: %+v, want R 1700, RD %v, σ 0.06", q, want)
	}
	for range 10000 {
		q = q.Update(nil)
	}
	if q.RD != 350 {
		t.Errorf("RD after 10000 idle periods = %v, want 350", q.RD)
	}
	if n := New().Update(nil); n.RD != 350 {
		t.Errorf("a newcomer's idle period gives RD %v, want 350", n.RD)
	}
}

func TestNewAndInterval(t *testing.T) {
	if n := New(); n != (Rating{R: 1500, RD: 350, Vol: 0.06}) {
		t.Errorf("New() = %+v", n)
	}
	if lo, hi := (Rating{R: 1850, RD: 50}).Interval(); lo != 1750 || hi != 1950 {
		t.Errorf("Interval of 1850 ± 50 = %v…%v, want 1750…1950", lo, hi)
	}
}

// The volatility converges when Δ² exceeds φ² + v (the other branch of
// step 5.2): a large upset.
func TestTheVolatilityConvergesAfterAnUpset(t *testing.T) {
	p := Rating{R: 1000, RD: 30, Vol: 0.06}
	q := p.Update([]Result{{Opponent: Rating{R: 2500, RD: 30, Vol: 0.06}, Score: 1}})
	if math.IsNaN(q.Vol) || q.Vol <= p.Vol || q.R <= p.R {
		t.Errorf("upset: %+v, want a higher rating and volatility than %+v", q, p)
	}
}

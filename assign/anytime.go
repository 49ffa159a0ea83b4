package assign

// The anytime search: capacity-driven probes below the best plan.
//
// After the fast packers and the improvement, auto holds a plan with peak
// P above the aligned lower bound lb. The exact search answers "is there a
// plan with peak ≤ C?" (Search), and its answer is cheap when C has some
// slack: a plan at 1.01·L is often one dive of the search (n nodes), while
// a capacity at or just above the optimum can take all the work one
// allows and end with nothing. So the anytime search spends its work as
// many probes with a cap each, not as one long search:
//
//  1. a probe at lb, with a larger share of the work (lbWork): a plan
//     there is optimal and ends the search (MiniMalloc's challenging
//     files: most are solved there); where the search starts from a plan
//     found at a capacity above 1.01·L (Options.regime), only a
//     bisection probe's work, and the rest of the share is not spent
//     (minimizeForSolve);
//  2. a first round of bisection (below), keeping a third of the work
//     for the next step;
//  3. when the peak is still above ⌈1.01·L⌉ (anytimeTarget), a probe
//     there with that third and whatever the first round left, within
//     anytimeTargetDives dives' nodes (what it does not spend goes back
//     to the bisection), again with retryWork when it ran out of work
//     before one dive ended: the plan `--capacity` at 1.01·L
//     would find first, found by the same Search at the same capacity
//     (Search's plan does not depend on its budget, only whether it finds
//     one in time);
//  4. more rounds of bisection between lo (the highest capacity whose probe failed) and
//     hi (the best peak so far): a plan moves hi down to its own peak,
//     which may be well below the capacity probed; a probe that fails
//     (out of work, or proved infeasible) moves lo up. When the interval
//     closes (below g, the gcd of the sizes, or anytimeMinGain of the
//     peak) and a probe failed for want of work, a new round reopens it
//     with four times the work and nodes per probe of the round before,
//     while the budget lasts.
//
// Every probe's budget is a count of work (SearchBudget.Work), so the
// plan depends on the input alone; a Time or Context given by the caller
// only cuts the search short. Feasibility is monotone in the capacity, so
// a capacity proved infeasible proves every one below it infeasible too:
// the plan is proved optimal when the multiple of g below its peak was.
//
// Worked example (pinned, 5,001 buffers, L 30,978,410): the fast packers
// and the improvement end at r 1.0334; the probe at L runs out of work;
// the probe at 1.01·L finds a plan at r 1.0100 in one dive (2.6·10⁸
// units); the bisection goes on below it while the work lasts.

import (
	"context"
	"math"
	"time"
)

// anytimeTarget is the capacity, as a ratio to L, that the anytime search
// probes first: the plan `--capacity` at that capacity finds first.
const anytimeTarget = 1.01

// anytimeTargetDives is the node cap of the probe at 1.01·L, in dives of
// the search (n+1 nodes each): where a plan there is found at all, it is
// found in a few dives (pinned, 5,001 buffers: one; random, 900 buffers:
// 3.4), while a probe that backtracks past that rarely lands and took the
// work the bisection needed (MiniMalloc's D: 18,628 nodes and 6.7·10⁸
// units for nothing, leaving the bisection one grain above MiniMalloc's
// peak; capped, the bisection reaches 1.0457, below its 1.0561).
const anytimeTargetDives = 4

// anytimeMinGain is the share of the peak below which the bisection's
// interval counts as closed.
const anytimeMinGain = 1e-4

// anytimeResult is what anytimeSearch found.
type anytimeResult struct {
	// found is the best plan below the starting peak, nil when none.
	found *Solution
	// proved is the least capacity not proved infeasible.
	proved int64
	// nodes and work are what the probes spent.
	nodes, work int64
	// stopped is set when the caller's time or context ended a probe.
	stopped bool
}

// anytimeSearch lowers peak (the peak of the best plan so far) with probes
// of the exact search at capacities in [floor, peak), within work units
// in all; the probe at lb gets at most lbWork of them and lbNodes nodes
// (none when floor > lb: it was tried; 0 nodes: no limit), and each
// probe of the bisection work/probeShare of them. proved is the least capacity not known to be
// infeasible on entry. found, when not nil, is called with each plan that
// lowers the peak and the work spent by then. sh (nil: none) carries the
// overlap lists from one probe to the next.
func anytimeSearch(p *Problem, peak, lb, floor, proved, work, lbWork, lbNodes, probeShare int64, tm time.Duration, ctx context.Context, found func(peak, work int64), sh *searchShared) anytimeResult {
	t0 := now()
	res := anytimeResult{proved: proved}
	g := minimizeGrain(p)
	up := func(c int64) int64 { return (c + g - 1) / g * g }
	hi := peak
	lo := max(floor, proved) - 1 // the highest capacity a probe failed at, or below the floor
	// The bisection's probes are capped by nodes too, four dives' worth in
	// the first round or a 16th of lbNodes, as Minimize's are: where nodes are cheap (a few
	// hundred buffers), many small probes find more than a few large ones
	// (MiniMalloc's D: r 1.0571, against 1.0852 with work caps alone).
	// Their work is work/probeShare: a 32nd (a 16th before issue 31's fix
	// to Search's work count, when a probe stopped at about half its
	// budget), or a 16th after a plan found at a capacity
	// (minimizeForSolve).
	perProbe := max(work/max(probeShare, 1), 1)
	// reserve is the work kept for the probe at 1.01·L until it runs.
	var reserve int64
	probeNodes := max(4*int64(len(p.Buffers)+1), lbNodes/16)
	// probe runs one Search at c with at most w work and records what it
	// learned: its status, and false when the caller's time or context
	// ended it.
	var last SearchResult // the last probe's result
	probe := func(c, w, nodes int64) (SearchStatus, bool) {
		b := SearchBudget{Nodes: nodes, Work: max(min(w, work-reserve-res.work), 1), Context: ctx, shared: sh}
		if tm > 0 {
			// What is left of the caller's time (a Time of zero would mean
			// no limit).
			if b.Time = tm - now().Sub(t0); b.Time <= 0 {
				res.stopped = true
				return Unknown, false
			}
		}
		r := Search(p, c, b)
		if anytimeProbed != nil {
			anytimeProbed(c, b, r)
		}
		last = r
		res.nodes += r.Nodes
		res.work += r.Work
		switch {
		case r.Stopped:
			res.stopped = true
			return Unknown, false
		case r.Status == Feasible:
			if r.Solution.Peak < hi {
				res.found, hi = r.Solution, r.Solution.Peak
				if found != nil {
					found(hi, res.work)
				}
			}
		case r.Status == Infeasible:
			res.proved = max(res.proved, c+1)
			lo = max(lo, c)
		default:
			lo = max(lo, c)
			if r.Nodes <= int64(len(p.Buffers)) && r.Work >= b.Work {
				// Out of work before one dive (n nodes) could end: the
				// probes that follow get twice as much.
				perProbe = min(2*perProbe, max(work/4, 1))
			}
		}
		return r.Status, true
	}
	spent := func() bool { return res.work >= work-reserve || hi <= lb || hi <= up(res.proved) }
	if floor <= lb && lb > lo && lbWork > 0 {
		if _, ok := probe(lb, min(lbWork, work-max(work/3, 1)), lbNodes); !ok {
			return res
		}
	}
	t := up(int64(math.Ceil(anytimeTarget * float64(LowerBound(p)))))
	if t < hi {
		// The probe at 1.01·L keeps a third of the work, spent after the
		// first round of bisection should that not reach it: a plan there
		// is usually one dive, but may take restarts (random, 900
		// buffers: 6·10⁸ units).
		reserve = max(work/3, 1)
	}
	for round := 0; round == 1 || !spent(); round++ {
		if round == 1 && reserve > 0 {
			reserve = 0
			if t < hi && t > up(res.proved)-1 && !spent() {
				lo = min(lo, t-1)
				st, ok := probe(t, work-res.work, anytimeTargetDives*int64(len(p.Buffers)+1))
				if !ok {
					return res
				}
				if w := retryWork(last, len(p.Buffers)); st == Unknown && w > 0 {
					// Out of work before one dive ended: the probe runs
					// again with its own allowance, added to the work
					// (random, 5,000 buffers: a dive at 1.01·L costs
					// 1.1·10⁹ units, more than the third kept for it;
					// the default stopped at r 1.0571 where --capacity
					// at 1.01·L finds 1.0100).
					work += w
					if _, ok := probe(t, w, retryNodes(len(p.Buffers))); !ok {
						return res
					}
				}
			}
		}
		unknown := false
		lo = max(lo, up(res.proved)-1)
		for !spent() {
			c := up(lo + (hi-lo)/2)
			if c <= lo {
				c = up(lo + 1)
			}
			if c >= hi || float64(hi-lo) < anytimeMinGain*float64(hi) {
				break
			}
			st, ok := probe(c, perProbe, probeNodes)
			if !ok {
				return res
			}
			unknown = unknown || st == Unknown
		}
		if !unknown && (round > 0 || reserve == 0) {
			break
		}
		// The next round reopens what failed for want of work, with more.
		lo = max(floor, res.proved) - 1
		// Every round after the first has four times the work and the
		// nodes per probe: a round with the same caps as the one before
		// repeats its failed probes and their results (the search is
		// deterministic) wherever the best peak did not move (MiniMalloc's
		// D: the second round re-ran the first's failures).
		perProbe *= 4
		probeNodes *= 4
	}
	return res
}

// anytimeProbed, when not nil (in tests), is called with each probe of
// the anytime search: its capacity, budget and result.
var anytimeProbed func(c int64, b SearchBudget, r SearchResult)

// retryWork returns the work the probe at 1.01·L gets again when it ran
// out of work (r, Unknown) before one dive (n nodes) could end: a dive
// there costs more than the work kept for the probe. It gets two dives'
// worth, a dive costing n+1 nodes at the work per node r spent, at most
// SearchWork (was CapacityWork, what --capacity gives the same probe: a
// staircase of 900 buffers spent 3.2·10⁹ units there for nothing, 4 s of
// its 6.7; random, 5,000 buffers needs 1.1·10⁹); 0 when the probe
// ended a dive (it backtracked: more work is unlikely to pay) or that
// would not be more than r had. A count of work in proportion to the
// problem: the plan still depends on the input alone.
func retryWork(r SearchResult, n int) int64 {
	if r.Nodes <= 0 || r.Nodes > int64(n) || r.Stopped {
		return 0
	}
	perNode := max(r.Work/r.Nodes, 1)
	w := min(SearchWork, 2*int64(n+1)*min(perNode, SearchWork/int64(n+1)))
	if w <= r.Work {
		return 0
	}
	return w
}

// retryNodes is the node cap of the probe retryWork pays for: two dives.
func retryNodes(n int) int64 { return 2 * int64(n+1) }

package assign

// Minimize mode: the lowest capacity the exact search can reach.
//
// Feasibility is monotone in the capacity (a plan that fits in C fits in
// every C' ≥ C), so the least feasible capacity can be found by bisection
// between the lower bound L and the incumbent's peak, each probe a Search
// with its own node budget. Each round first probes the lowest capacity
// not yet proved infeasible (L in the first round), where the search is
// most constrained and often quickest, then bisects:
//
//   - a plan found at capacity C becomes the incumbent (its peak may be
//     below C, which moves the upper end further);
//   - a proof that C is infeasible raises the proved lower end to C+1;
//   - a probe that runs out of nodes says nothing: the bisection treats it
//     as "too hard for now", moves up, and the next round revisits the
//     unproved range with four times the nodes per probe.
//
// When every size and alignment is a multiple of g, every canonical plan's
// offsets and peak are multiples of g (they are sums of sizes, rounded up to
// alignments), so only multiples of g are probed.
//
// The plan is proved optimal when its peak is L or the capacity one step
// (g) below it was proved infeasible.

import (
	"context"
	"math"
	"time"
)

func init() { searchMinimize = minimizeForSolve }

// minDiveGain is the least share of the peak a large problem's dive must
// stand to win (the gap between the peak and the lower bound) for auto to
// try it; Algorithm "search" always dives.
const minDiveGain = 1e-4

// SearchWork is the work budget (SearchBudget.Work) of auto's bisection,
// DiveWork that of its dives on a large problem, and CapacityWork that of the search
// for a capacity the fast packers miss. A unit of work costs 3 to 8 ns on
// this project's build machine (MiniMalloc's challenging files; 1 to 2 ns
// when it is idle), so they stand for a few seconds and about a minute
// there; being counts, not clocks, they give the same plan on every
// machine.
const (
	SearchWork = 2_000_000_000
	// The bisection's first probe, at L, gets a quarter of SearchWork
	// (MiniMalloc's B and F need 5.9·10⁸ there, as counted before issue
	// 31's fix to Search's work count: a probe whose orders take several
	// rounds stopped at about half its budget, so every per-probe budget
	// below was halved with the fix, for the same work). The dives keep 10⁹:
	// they bisect on failures and spend all of it when no dive lands
	// (pangu_2.6B: 2.6 s of CPU for nothing with 2·10⁹).
	DiveWork     = 1_000_000_000
	CapacityWork = 5_000_000_000 // 10¹⁰ before issue 31's fix: the same work
)

// minimizeForSolve is Solve's hook into the exact search (auto and
// "search"): the anytime search (anytime.go) below best's peak, within
// anytimeWork. Its work is a count, scaled to the problem, so the same
// input gives the same plan; only opt.Budget (a time cap, when positive)
// and opt.Context can cut it short, and it reports whether they did. It
// returns nil when it neither lowers the peak nor proves it optimal, and
// in any case the nodes it spent.
//
// With a capacity below best's peak, the question is whether any plan
// fits: one Search at exactly that capacity with CapacityNodes nodes and
// CapacityWork (or opt.SearchNodes nodes); the status says what was
// learned, and a plan found there is returned as it is (auto then goes on
// as without a capacity). With opt.SearchNodes set, Minimize's bisection
// runs within that many nodes instead of the anytime search.
func minimizeForSolve(p *Problem, best *Solution, opt Options) (*Solution, SearchStatus, int64, int64, bool) {
	t0 := now()
	if p.Capacity > 0 && best.Peak > p.Capacity {
		budget := SearchBudget{Nodes: CapacityNodes, Work: CapacityWork, Time: opt.Budget, Context: opt.Context}
		if opt.SearchNodes > 0 {
			budget.Nodes = opt.SearchNodes
		}
		res := Search(p, p.Capacity, budget)
		if res.Status == Feasible && opt.Found != nil {
			opt.Found("search", res.Solution.Peak, res.Work)
		}
		return res.Solution, res.Status, res.Nodes, res.Work, res.Stopped // Solution is nil unless Feasible
	}
	if opt.SearchNodes > 0 {
		budget := SearchBudget{Nodes: opt.SearchNodes, Work: SearchWork, Time: opt.Budget, Context: opt.Context}
		s := Minimize(p, best, budget, nil)
		if s == nil || s.Peak >= best.Peak && !s.Optimal {
			return nil, Unknown, 0, 0, false
		}
		if opt.Found != nil && s.Peak < best.Peak {
			opt.Found("search", s.Peak, 0)
		}
		return s, Unknown, s.Stats.Nodes, 0, s.Interrupted
	}
	l, _, _ := bounds(p)
	lb := alignedBound(p.Buffers, l)
	status := Unknown
	var nodes int64
	cur := best
	floor, proved := lb, lb
	if cur.Peak <= lb {
		return cur, status, nodes, 0, false
	}
	work, lbWork, lbNodes := anytimeWork(len(p.Buffers))
	sh := &searchShared{} // the overlap lists, built by the first Search
	if len(p.Buffers) > largeSearch && opt.Algorithm != "search" && float64(cur.Peak-lb) < minDiveGain*float64(cur.Peak) {
		// Too little to win for what a probe costs: on gemma2 (8,219
		// buffers, 80 bytes above the bound) about half a second and
		// 180 MB of search state.
		work = 0
	}
	t := alignUp(int64(math.Ceil(anytimeTarget*float64(l))), minimizeGrain(p)) // ⌈1.01·L⌉
	// probeShare: a bisection probe's work is work/probeShare.
	probeShare := int64(32)
	if work > 0 && max(cur.Peak, opt.regime) <= t {
		// The fast packers and the improvement already meet 1.01·L: what
		// is left to win is under 1%, so the search gets work in
		// proportion to the problem, anytimeDives dives' worth, not all
		// of SearchWork (pinned, 1,000 buffers: 2·10⁹ units, 1.4× the
		// CPU of the whole plan before the anytime search, for 0.0000).
		// A dive that costs more than SearchWork/anytimeMaxDive (heavy,
		// 10,000 buffers: above 1.6·10⁹ units) leaves too few for a
		// search to win under 1%, and none runs.
		work = min(work, anytimeDives*diveCost(p, cur.Peak, work/anytimeMaxDive, sh))
		lbWork = min(lbWork, work/2)
		if work == 0 {
			// One dive at the bound instead, within SearchWork: where a
			// dive costs that much, the bisection's probes each end
			// before one dive does, but a single dive may land at L
			// (heavy, 10,000 buffers: 1.4·10⁹ units, r 1.0038 ->
			// 1.0000, optimal; idealloc's plan is at 1.0004).
			b := SearchBudget{Nodes: int64(len(p.Buffers)) + 1, Work: SearchWork, Context: opt.Context, shared: sh}
			if opt.Budget > 0 {
				if b.Time = opt.Budget - now().Sub(t0); b.Time <= 0 {
					return nil, status, nodes, 0, true
				}
			}
			r := Search(p, lb, b)
			nodes += r.Nodes
			if r.Status == Feasible && r.Solution.Peak < cur.Peak {
				s := r.Solution
				s.Optimal = s.Peak <= lb
				s.Algorithm = "search"
				if l2 := LowerBound2(p); l2 <= math.MaxInt64/8 && s.Peak <= 8*l2 {
					s.Guarantee = guarantee(l, l2)
				}
				if opt.Found != nil {
					opt.Found("search", s.Peak, r.Work)
				}
				return s, status, nodes, r.Work, false
			}
			return nil, status, nodes, r.Work, r.Stopped
		}
	}
	if opt.regime > 0 && cur.Peak > t {
		// The search starts from the plan found at a capacity, within a
		// fifth of the fast packers' gap to the bound (auto's
		// capSkipImprove) but above 1.01·L, so that the bisection has
		// more than 1% to win. The probe at L then loses its share of
		// the work (lbWork): it gets what a probe of the bisection's
		// first round gets from the whole work (a 16th), and the rest of
		// its share is not spent. On MiniMalloc's D and J at 1048576
		// (plans at the capacity at r 1.0633 and 1.0600) the probe at L
		// took 4.6·10⁸ and 5.5·10⁸ units for no plan, a quarter and a
		// third of their CPU; with the half that is left the bisection
		// ends lower all the same: D 1.0488 -> 1.0457, J 1.0466 ->
		// 1.0435 (docs/performance.md). Within 1.01·L the probe at L is where
		// the gain is and keeps its share: B at ⌈1.01·L⌉ (r 1.0098 at
		// the capacity) reaches L there, in 2.4·10⁸ units (60,159
		// nodes): more than a 16th.
		//
		// Issue 31's fix to Search's work count halved lbWork and the
		// bisection's probes (a 32nd); here the shares stay as they were
		// (the work less twice lbWork, a 16th each), the only ones that
		// kept D and J at or below their plans before the fix: with the
		// halved shares J at 1048576 ended at r 1.0528, not 1.0435.
		lbWork, work = max(work/16, 1), work-2*lbWork
		probeShare = 16
	}
	var tm time.Duration
	if opt.Budget > 0 {
		if tm = opt.Budget - now().Sub(t0); tm <= 0 {
			return nilUnlessNew(cur, best), status, nodes, 0, true
		}
	}
	var found func(peak, work int64)
	if opt.Found != nil {
		found = func(peak, work int64) { opt.Found("search", peak, work) }
	}
	r := anytimeSearch(p, cur.Peak, lb, floor, proved, work, lbWork, lbNodes, probeShare, tm, opt.Context, found, sh)
	nodes += r.nodes
	if r.found != nil {
		cur = r.found
	}
	g := minimizeGrain(p)
	optimal := cur.Peak <= lb || (cur.Peak-1)/g*g < r.proved
	if cur == best {
		if !optimal {
			return nil, status, nodes, r.work, r.stopped
		}
		cp := *best
		cur = &cp
	}
	cur.Optimal = optimal
	cur.Algorithm = "search"
	// The peak is below best's, so best's a-priori bound still holds; a
	// plan found by Search alone says only "peak <= capacity".
	if l2 := LowerBound2(p); l2 <= math.MaxInt64/8 && cur.Peak <= 8*l2 {
		cur.Guarantee = guarantee(l, l2)
	}
	return cur, status, nodes, r.work, r.stopped
}

// nilUnlessNew returns cur, or nil when it is best itself.
func nilUnlessNew(cur, best *Solution) *Solution {
	if cur == best {
		return nil
	}
	return cur
}

// anytimeWork returns the work auto's anytime search may spend on a
// problem of n buffers, and the most of it and the nodes the probe at the
// lower bound may take: on a small problem a quarter of the work and the nodes
// Minimize gave it (half of 5·10⁷/n, between 2,000 and 10⁶), above
// largeSearch an eighth of the work. (A half and a quarter before issue
// 31's fix to Search's work count, which about doubled what a probe of
// several rounds spends of its budget.)
func anytimeWork(n int) (work, lbWork, lbNodes int64) {
	if n+1 > largeSearch {
		return SearchWork, SearchWork / 8, 0
	}
	return SearchWork, SearchWork / 4, max(4*int64(n+1), min(max(50_000_000/int64(n+1), 2000), 1_000_000)/2)
}

// anytimeDives is the work, in dives of the search (diveCost), that the
// anytime search may spend when the plan it starts from is within 1% of L
// (32 left pinned 1,000 at r 1.0043 where MiniMalloc finds 1.0040; 128
// finds it too, 0.46 -> 1.33 s of CPU), and anytimeMaxDive the most a
// dive may cost, as a share of SearchWork, for the search to run there.
const (
	anytimeDives   = 128
	anytimeMaxDive = 32
)

// diveCost returns the work of one dive of the search on p at capacity c
// (n nodes, one per buffer, as many as a search that never backtracks
// takes), or 0 when that is more than most: a count of work, as
// deterministic as the search. sh (nil: none) carries the overlap lists to
// the next Search of p.
func diveCost(p *Problem, c, most int64, sh *searchShared) int64 {
	n := int64(len(p.Buffers))
	r := Search(p, c, SearchBudget{Nodes: n, Work: most, shared: sh})
	if sh != nil {
		// Its rooms are not kept: held while the next search builds
		// its state, they raised the peak of memory (heavy, 10,000 buffers:
		// 188 -> 215 MB), where the anytime search's probes, one after
		// another, gain by it (random, 5,000: 154 -> 114 MB).
		sh.rooms = nil
	}
	if r.Work >= most {
		return 0
	}
	return max(r.Work, 1)
}

// alignUp rounds c up to a multiple of g.
func alignUp(c, g int64) int64 { return (c + g - 1) / g * g }

// dives looks for a plan below peak on a problem of more than largeSearch
// buffers with dives, searches of 2·n nodes each (a dive that never
// backtracks takes one node per buffer): the first at the bound lb, where
// a plan is optimal, then a bisection between lo (no dive found a plan
// there) and hi (the best peak): a plan moves hi down to its peak, a
// failed dive moves lo up, so that the dives close in on the best peak
// when the lower capacities are too hard (mobilenet_v2's CSV: the dives
// at the bound and halfway to it fail, one a quarter of the way below the
// peak finds a plan 0.2% lower). It ends when the work is spent or the
// interval is below minDiveGain of the peak, and returns the best plan
// found (nil when none is below peak), the nodes and work spent, and
// whether tm (when positive) or ctx stopped it.
func dives(p *Problem, lb, peak, work int64, tm time.Duration, ctx context.Context) (found *Solution, nodes, spent int64, stopped bool) {
	t0 := now()
	n := int64(len(p.Buffers)) + 1
	lo, hi := lb, peak
	for first := true; work > spent && !stopped && hi > lo && (first || float64(hi-lo) >= minDiveGain*float64(hi) && hi-lo > 1); first = false {
		b := SearchBudget{Nodes: 2 * n, Work: work - spent, Context: ctx}
		if tm > 0 {
			// What is left of the caller's time (a Time of zero would
			// mean no limit).
			if b.Time = tm - now().Sub(t0); b.Time <= 0 {
				return found, nodes, spent, true
			}
		}
		c := lo + (hi-lo)/2
		if first {
			c = lb
		}
		r := Search(p, c, b)
		nodes, spent, stopped = nodes+r.Nodes, spent+r.Work, r.Stopped
		if r.Status != Feasible || r.Solution.Peak >= hi {
			lo = c
			continue
		}
		found, hi = r.Solution, r.Solution.Peak
	}
	return found, nodes, spent, stopped
}

// Minimize lowers the peak of start (a plan of p; nil means begin from a
// best-fit plan) with the exact search until the budget is spent or the
// plan is proved optimal (above searchPairsMax overlapping pairs it
// returns start's plan: the search would not fit in memory), and returns the best plan found, with Optimal set
// when it is proved. progress, when non-nil, is called with each new best
// peak. For a given budget.Nodes the result is deterministic; Time and
// Context only cut it short, and then Interrupted is set on the plan it
// returns (which is still the best found, and still valid).
func Minimize(p *Problem, start *Solution, budget SearchBudget, progress func(peak int64)) *Solution {
	t0 := now()
	l, _, pairs := bounds(p) // one sweep for L and the overlapping pairs
	best := start
	if best == nil {
		s, _ := Solve(p, Options{Algorithm: "bestfit"})
		if s == nil {
			return nil // the problem is malformed; Solve says why
		}
		best = s
	}
	cp := *best
	cp.Offsets = append([]int64(nil), best.Offsets...)
	best = &cp
	best.LowerBound = l
	lb := alignedBound(p.Buffers, l) // no plan's peak is below it
	if best.Peak <= lb {
		best.Optimal = true
		return best
	}
	if pairs > searchPairsMax {
		// Too many overlapping pairs for the search's state: start stands.
		return best
	}
	g := minimizeGrain(p)
	proved := lb // every capacity below proved is infeasible
	var nodes, work int64
	stopped := false
	if len(p.Buffers) > largeSearch {
		// On a large problem, the rounds' probes cost seconds each and
		// rarely prove anything: the dives come first, with DiveWork (or
		// the budget's work, when smaller), and find what auto's search
		// would (mobilenet_v2's CSV: 0.2% lower, which the rounds alone
		// missed in 26 s).
		w := int64(DiveWork)
		if budget.Work > 0 {
			w = min(w, budget.Work)
		}
		found, dn, dw, st := dives(p, lb, best.Peak, w, budget.Time, budget.Context)
		nodes, work = dn, dw
		if st {
			stopped = true
		}
		if found != nil && found.Peak < best.Peak {
			best = found
			if progress != nil {
				progress(found.Peak)
			}
		}
	}
	probeNodes := int64(4 * (len(p.Buffers) + 1))
	if budget.Nodes > 0 {
		probeNodes = max(probeNodes, budget.Nodes/32)
	}
	spent := func() bool {
		if budget.Nodes > 0 && nodes >= budget.Nodes || budget.Work > 0 && work >= budget.Work {
			return true
		}
		if budget.Context != nil && budget.Context.Err() != nil {
			stopped = true
			return true
		}
		if budget.Time > 0 && now().Sub(t0) >= budget.Time {
			stopped = true
			return true
		}
		return false
	}
	for !spent() {
		// One round of bisection over the multiples of g in [proved, peak).
		lo := (proved + g - 1) / g
		hi := (best.Peak - 1) / g
		unknown := false
		for first := true; lo <= hi && !spent(); first = false {
			// The round opens at the lowest capacity not yet proved
			// infeasible: there the section inference is at its tightest
			// (at L every section must be filled to the top), so the
			// answer often comes in few nodes, and a plan there ends the
			// search.
			mid := lo + (hi-lo)/2
			if first {
				mid = lo
			}
			pb := SearchBudget{Nodes: probeNodes, Context: budget.Context}
			atL := first && proved == lb && budget.Nodes > 0
			if atL {
				// A plan at L is optimal: worth half the budget, but no
				// more, so that the bisection is not starved.
				pb.Nodes = max(pb.Nodes, budget.Nodes/2)
			}
			if budget.Nodes > 0 {
				pb.Nodes = min(pb.Nodes, budget.Nodes-nodes)
			}
			if budget.Work > 0 {
				pb.Work = budget.Work - work
				if atL {
					pb.Work = min(pb.Work, budget.Work/2)
				}
			}
			if budget.Time > 0 {
				pb.Time = budget.Time - now().Sub(t0)
				if pb.Time <= 0 {
					stopped = true
					break
				}
				if atL {
					pb.Time = min(pb.Time, budget.Time/2)
				}
			}
			res := Search(p, mid*g, pb)
			nodes += res.Nodes
			work += res.Work
			stopped = stopped || res.Stopped
			switch res.Status {
			case Feasible:
				s := res.Solution
				if s.Peak < best.Peak {
					best = s
					if progress != nil {
						progress(s.Peak)
					}
				}
				hi = (best.Peak - 1) / g
			case Infeasible:
				proved = (mid + 1) * g
				lo = mid + 1
			default:
				unknown = true
				lo = mid + 1
			}
		}
		if proved > best.Peak-g || proved >= best.Peak || !unknown {
			break
		}
		probeNodes *= 4
	}
	// proved is the least capacity not shown infeasible; the peak is optimal
	// when no multiple of g below it is left unproved.
	best.Optimal = best.Peak <= lb || (best.Peak-1)/g*g < proved
	best.LowerBound = l
	best.Algorithm = "search"
	// The peak never rises above start's, so start's a-priori bound still
	// holds; a plan found by Search alone says only "peak <= capacity".
	if l2 := LowerBound2(p); l2 <= math.MaxInt64/8 && best.Peak <= 8*l2 {
		best.Guarantee = guarantee(l, l2)
	}
	best.Stats.Nodes = nodes
	best.Stats.Elapsed = int64(now().Sub(t0))
	best.Interrupted = stopped
	return best
}

// minimizeGrain returns the gcd of the sizes and alignments of the buffers
// of p that occupy memory (1 when there are none).
func minimizeGrain(p *Problem) int64 {
	var g int64
	for _, b := range p.Buffers {
		if b.Size <= 0 || b.End <= b.Start {
			continue
		}
		g = gcd(g, b.Size)
		if b.Align > 1 {
			g = gcd(g, b.Align)
		}
	}
	return max(g, 1)
}

package assign

// Solve: the portfolio.
//
// auto runs every packer it can afford and keeps the lowest peak, so that
// it never ends worse than any one of them would on the same input: the
// sweep (sweep.go, O(n log n)), then bestfit in both XLA orders, and
// unless one of those reaches the bound, greedy-size and p2ffd (the
// earliest in that list wins ties, the sweep last). It then improves the
// best plan with the local search of improve.go and hands it to the exact
// search when one is linked in (searchMinimize): the anytime search
// (anytime.go), probes of the decision search at 1.01·L, at L, then
// bisecting below the best peak, within SearchWork. A capacity the fast
// packers miss is first searched at that capacity (CapacityWork); the
// work without a capacity then runs all the same, and the lower plan
// wins, so that `--capacity` never ends above the default's plan when
// that fits, and reports the lowest peak found when nothing fits. The one
// exception: when the plan at the capacity is within a fifth of the
// fast packers' gap to L, the improvement is skipped and the search
// starts from that plan (capSkipImprove), so there the default's plan is
// a floor as measured (docs/performance.md), not by construction; where
// that plan is above 1.01·L, the probe at L gets no more than a bisection
// probe, and the rest of its share of the work is not spent
// (minimizeForSolve). A plan at the bound ends the work at once: it is
// optimal. Its guarantee holds by construction: p2ffd's plan has a peak
// ≤ 8·L₂, and should the best plan ever exceed 8·L₂, the p2ffd plan is
// returned instead.
//
// The size of the problem changes the portfolio, by counts that are fixed
// functions of the input: above sweepFirstPairs pairs of buffers
// overlapping in time, the sweep is kept at once when it reaches the
// bound; above sweepPairs, autoLarge runs the global packers, whose cost
// grows with those pairs, only as far as PackerWork pays for them (in
// largeOrder, two at a time), and searches only for a capacity. A capacity
// is never declared out of reach before every packer has tried it.
//
// Every plan Solve returns has passed Verify (without the capacity check);
// a plan that fails it is a bug in a packer and is reported as an error, never
// returned. When p.Capacity is positive and the best plan's peak exceeds it,
// Solve returns the plan and an error wrapping ErrCapacity.
//
// Determinism: every packer is deterministic, and the improvement and the
// search stop on counts of work (iterations, nodes, SearchWork) set from
// the problem's size, never on the clock, so the same input gives the
// same plan on any machine and under any load. Only Options.Budget and
// Options.Context, when the caller sets them, cut the work short by time.

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"time"
)

// Algorithms lists the values Options.Algorithm accepts ("" means auto).
var Algorithms = []string{"auto", "bestfit", "greedy-size", "p2ffd", "search"}

// ErrCapacity is wrapped by the error Solve returns when its best plan does
// not fit in Problem.Capacity; the plan is returned with it. When no plan
// can fit (the lower bound is above the capacity, or the exact search
// exhausted every canonical plan), the error wraps ErrInfeasible too.
var ErrCapacity = errors.New("capacity exceeded")

// ErrInfeasible is wrapped, with ErrCapacity, by the error Solve returns
// when it has proved that no plan fits in Problem.Capacity.
var ErrInfeasible = errors.New("proved infeasible")

// now is the clock every time limit in this package reads; a test
// replaces it to check that no result depends on the clock when no Budget
// is given.
var now = time.Now

// Options configures Solve.
type Options struct {
	// Algorithm is the packer: "auto" (or ""), "bestfit", "greedy-size",
	// "p2ffd" or "search".
	Algorithm string
	// Budget, when positive, caps the time Solve may take, from its start:
	// auto's improvement and the exact search stop when it runs out, and the
	// plan may then depend on the machine's speed. Zero means no time cap:
	// every step stops on its work count (Iterations, SearchNodes), so the
	// same input gives the same plan on any machine, under any load.
	Budget time.Duration
	// Iterations is the number of improvement steps auto runs; 0 picks a
	// number from the problem's size (about 10⁷ units of placement work in
	// all, at most 1000 steps, none on problems too large for 8), a
	// negative number runs none.
	Iterations int
	// SearchNodes is the node budget of the exact search auto and "search"
	// run after the fast packers (the node count makes the result
	// deterministic). 0 runs the anytime search within SearchWork units
	// of work (anytime.go; above 2,000 buffers only when the gap to the
	// bound is at least minDiveGain of the peak, above 20,000 none unless
	// a capacity must be met: see largeSearch; CapacityNodes for a
	// capacity the fast packers miss); a positive number runs Minimize's
	// bisection within that many nodes; a negative number runs no search.
	SearchNodes int64
	// PackerWork is the work auto may give the global packers on a
	// problem whose overlapping pairs take it past the sweep (see
	// PackerWork, the default when 0); a negative number runs none there
	// unless a capacity the sweep misses must be met.
	PackerWork int64
	// Context, when not nil, interrupts the work: once it is done (a
	// deadline, or a Ctrl-C in the command), Solve stops improving and
	// searching and returns the best plan found so far, verified as always,
	// with Solution.Interrupted set. The fast packers, which give the
	// first plan, always finish.
	Context context.Context
	// Progress, when not nil, is called as each step of auto starts and
	// whenever the best peak falls, with the step's name and the best peak
	// so far (0 before the first plan). It runs on Solve's goroutine.
	Progress func(step string, peak int64)
	// Found, when not nil, is called with each plan that lowers the best
	// peak, the fast packers' first plan included: the step that found
	// it, its peak, and the exact search's work so far (SearchBudget.Work
	// units; 0 before the search). It runs on Solve's goroutine.
	Found func(step string, peak, work int64)
	// regime, when positive, is the peak the anytime search sizes its
	// work by instead of the peak of the plan it starts from: auto sets
	// it to the fast packers' peak when it starts the search from the
	// plan a capacity search found (see auto), so that the search gets
	// the work it would have had from the fast packers' plan (MiniMalloc's
	// A at ⌈1.01·L⌉: the plan at the capacity, r 1.0098, would get
	// anytimeDives dives' worth and miss L, which SearchWork reaches).
	regime int64
}

// CapacityNodes is the node budget of the exact search when a capacity
// must be met and the fast packers miss it (and Options.SearchNodes is 0);
// CapacityWork bounds its work too. MiniMalloc's challenging files need at
// most 10⁵ nodes.
const CapacityNodes = 10_000_000

// searchMinimize is the hook for an exact search. When non-nil, auto calls
// it with its best plan and uses what it returns when that has a peak no
// higher (a nil result means no better plan was found), and Algorithm
// "search" calls it with the auto plan as the incumbent. It must return a
// plan that verifies; it may set Optimal when it proves the peak optimal.
// When p.Capacity is positive and below best's peak, it first asks for a
// plan within the capacity, and its status says what it learned of that
// capacity (Infeasible: proved that no plan fits), and it returns the
// search nodes and work it spent and whether opt.Budget or opt.Context stopped it.
// It is set by an init func in the search files.
var searchMinimize func(p *Problem, best *Solution, opt Options) (sol *Solution, status SearchStatus, nodes, work int64, stopped bool)

// Solve places the buffers of p with the packer opt.Algorithm and returns
// the plan with its lower bound, guarantee and statistics filled in.
func Solve(p *Problem, opt Options) (*Solution, error) {
	t0 := now()
	if err := validate(p); err != nil {
		return nil, err
	}
	algo := opt.Algorithm
	if algo == "" {
		algo = "auto"
	}
	l, l2, pairs := bounds(p)
	la := alignedBound(p.Buffers, l) // ≥ l: no plan's peak is below it
	var pl *placer                   // built when a global packer runs: O(n log n) words
	if algo != "auto" && algo != "search" || pairs <= sweepPairs {
		pl = newPlacer(p.Buffers)
	}
	var s *Solution
	var tried []Attempt
	capStatus := Unknown // what the exact search learned of p.Capacity
	switch algo {
	case "bestfit":
		s, _ = bestFit(pl)
		tried = append(tried, Attempt{"bestfit", s.Peak})
	case "sweep":
		s = sweep(p.Buffers)
		tried = append(tried, Attempt{"sweep", s.Peak})
	case "greedy-size":
		s, _ = greedySize(pl)
		tried = append(tried, Attempt{"greedy-size", s.Peak})
	case "p2ffd":
		var ok bool
		s, ok = p2ffd(pl)
		if !ok {
			return nil, fmt.Errorf("p2ffd: the buffers' power-of-two slots add up to more than 2^61 bytes")
		}
		tried = append(tried, Attempt{"p2ffd", s.Peak})
		s.Guarantee = guarantee(l, l2)
	case "auto", "search":
		if algo == "search" && searchMinimize == nil {
			return nil, fmt.Errorf("search not available")
		}
		var err error
		s, tried, capStatus, err = auto(p, pl, algo, l, la, l2, pairs, opt, t0)
		if err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unknown algorithm %q: want one of auto, bestfit, greedy-size, p2ffd, search", opt.Algorithm)
	}
	if s.Guarantee == "" {
		s.Guarantee = "none"
	}
	s.LowerBound = l
	s.Optimal = s.Optimal || s.Peak <= la
	s.Stats.Tried = tried
	s.Stats.Elapsed = now().Sub(t0).Nanoseconds()
	q := *p
	q.Capacity = 0
	if err := Verify(&q, s); err != nil {
		return nil, fmt.Errorf("the %s plan does not verify (a bug in the packer): %w", s.Algorithm, err)
	}
	if p.Capacity > 0 && s.Peak > p.Capacity {
		switch {
		case l > p.Capacity:
			return s, fmt.Errorf("%w, %w: peak %d > capacity %d, and no plan can fit: %d bytes are live at once", ErrCapacity, ErrInfeasible, s.Peak, p.Capacity, l)
		case la > p.Capacity:
			return s, fmt.Errorf("%w, %w: peak %d > capacity %d, and no plan can fit: the buffers live at one time need %d bytes with their alignment", ErrCapacity, ErrInfeasible, s.Peak, p.Capacity, la)
		case capStatus == Infeasible:
			return s, fmt.Errorf("%w, %w: peak %d > capacity %d, and the exact search proved that no plan fits (lower bound %d)", ErrCapacity, ErrInfeasible, s.Peak, p.Capacity, l)
		case (algo == "auto" || algo == "search") && pairs > searchPairsMax:
			return s, fmt.Errorf("%w: peak %d > capacity %d (lower bound %d); the exact search did not run: %d pairs of buffers overlap in time, too many for its state", ErrCapacity, s.Peak, p.Capacity, l, pairs)
		case algo == "auto" || algo == "search":
			return s, fmt.Errorf("%w: peak %d > capacity %d (lower bound %d); the exact search found no plan within its budget, nor proved that none exists", ErrCapacity, s.Peak, p.Capacity, l)
		}
		return s, fmt.Errorf("%w: peak %d > capacity %d (lower bound %d)", ErrCapacity, s.Peak, p.Capacity, l)
	}
	return s, nil
}

// auto runs the portfolio.
func auto(p *Problem, pl *placer, algo string, l, la, l2, pairs int64, opt Options, t0 time.Time) (*Solution, []Attempt, SearchStatus, error) {
	if pl == nil {
		return autoLarge(p, algo, l, la, l2, pairs, opt, t0)
	}
	// The sweep costs O(n log n) whatever the overlap: its plan is one
	// more candidate, kept should it beat the global packers (which win
	// ties). Above sweepFirstPairs it runs first, where the global packers
	// cost seconds, and when it reaches the bound nothing can beat it.
	var swept *Solution
	if algo == "auto" {
		swept = sweepAuto(p.Buffers)
		if pairs > sweepFirstPairs && swept.Peak <= la && l2 <= math.MaxInt64/8 && swept.Peak <= 8*l2 {
			swept.Guarantee = guarantee(l, l2)
			return swept, []Attempt{{"sweep", swept.Peak}}, Unknown, nil
		}
	}
	// reported is the lowest peak reported to opt.Found so far: the
	// sweep's, the early seed's (below) and the packers' best are each
	// reported as they come, when lower (pinned, 5,001 buffers: the
	// sweep's plan, at or below idealloc's peak, was reported only once
	// the four packers had run, 0.09 CPU s against 0.03).
	reported := int64(math.MaxInt64)
	report := func(step string, peak int64) {
		if opt.Found != nil && peak < reported {
			reported = peak
			opt.Found(step, peak, 0)
		}
	}
	if swept != nil {
		report("sweep", swept.Peak)
	}
	// The fast packers run at once, each with its own placer state; the
	// results are combined in a fixed order, so the outcome does not depend
	// on the scheduling. greedy-size is skipped on large problems, where it
	// rarely differs from bestfit's spatial order (see largeProblem). Every
	// packer runs with or without a capacity: a capacity is never declared
	// out of reach while a packer of the portfolio has not tried it.
	spatial, temporal := bestFitOrders(p.Buffers)
	runs := []func(pl *placer) (*Solution, []int32){
		func(pl *placer) (*Solution, []int32) { return bestFitRun(pl, spatial) },
		func(pl *placer) (*Solution, []int32) { return bestFitRun(pl, temporal) },
		func(pl *placer) (*Solution, []int32) {
			s, ok := p2ffd(pl)
			if !ok {
				return nil, nil
			}
			return s, nil
		},
	}
	if len(p.Buffers) <= largeProblem {
		runs = append(runs, greedySize)
	}
	iters := opt.Iterations
	if iters == 0 {
		iters = defaultIterations(len(p.Buffers), pairs)
	}
	// Without a capacity, the improvement's seed in XLA's spatial order
	// by first fit (the only one where it places one seed, runImprove's
	// seedsOnly; the second of six otherwise) is placed first, before
	// the packers: it is the plan that reaches idealloc's r first (random,
	// 5,000 buffers: r 1.0529 in 0.17 s, where the four packers take 0.67
	// s of CPU to reach the sweep's 1.0571; heavy, 2,000: 1.0095, idealloc's
	// makespan to the byte, in 0.01 s, the packers 0.04 s). The
	// improvement takes it as placed (seed.placed), so the plans and the
	// work are the same, in another order.
	var early *Solution
	seedsOnly := iters == 0 && opt.Iterations == 0 && len(p.Buffers) <= seedsOnlyMax
	if algo == "auto" && p.Capacity == 0 && (seedsOnly || iters > 0 && len(p.Buffers) <= largeProblem) {
		early, _, _ = improve(pl, []seed{{order: spatial, first: true}}, 0, nil, nil)
		report("improve", early.Peak)
	}
	// bestfit's two orders run first; when one reaches the bound nothing
	// can beat it, and the others are skipped (p2ffd runs at the end only
	// should the plan break its bound).
	sols := make([]*Solution, len(runs))
	orders := make([][]int32, len(runs))
	s01, o01 := runPackers(pl, runs[:2])
	copy(sols, s01)
	copy(orders, o01)
	skipped := min(sols[0].Peak, sols[1].Peak) <= la
	if !skipped {
		s, o := runPackers(pl, runs[2:])
		copy(sols[2:], s)
		copy(orders[2:], o)
	}
	var tried []Attempt
	best, order := sols[0], orders[0]
	if sols[1].Peak < best.Peak {
		best, order = sols[1], orders[1]
	}
	tried = append(tried, Attempt{"bestfit", best.Peak})
	if len(sols) > 3 && sols[3] != nil {
		tried = append(tried, Attempt{"greedy-size", sols[3].Peak})
		if sols[3].Peak < best.Peak {
			best, order = sols[3], orders[3]
		}
	}
	// p2ffd is the fallback that carries the guarantee.
	fallback := sols[2]
	ok := fallback != nil
	if ok {
		tried = append(tried, Attempt{"p2ffd", fallback.Peak})
		if fallback.Peak < best.Peak {
			best = fallback
		}
	}
	if swept != nil {
		tried = append(tried, Attempt{"sweep", swept.Peak})
		if swept.Peak < best.Peak {
			best = swept
		}
	}
	progress := func(step string) {
		if opt.Progress != nil {
			opt.Progress(step, best.Peak)
		}
	}
	report(best.Algorithm, best.Peak)
	var deadline time.Time
	if opt.Budget > 0 {
		deadline = t0.Add(opt.Budget)
	}
	var done <-chan struct{}
	if opt.Context != nil {
		done = opt.Context.Done()
	}
	// stop says whether the budget or the context ended the work.
	stop := func() bool {
		select {
		case <-done:
			return true
		default:
		}
		return !deadline.IsZero() && !now().Before(deadline)
	}
	interrupted := false
	// A capacity the fast packers miss goes first to the exact search at
	// that capacity, which answers it in fewer steps than the improvement
	// takes. Whether or not it is met, the work without a capacity follows
	// (the improvement, then the anytime search, on the fast packers'
	// plan, exactly as without one), and the lower of the two plans wins:
	// a capacity the default's plan fits in gets a plan no worse than the
	// default's, and a capacity missed reports the lowest peak found.
	missed := p.Capacity > 0 && best.Peak > p.Capacity && searchMinimize != nil && opt.SearchNodes >= 0
	runImprove := func() {
		// A problem of at most seedsOnlyMax buffers whose steps are too
		// dear to walk (defaultIterations gives none) still gets one
		// seed placed (random, 5,000 buffers: r 1.0571 -> 1.0529,
		// idealloc 1.0531; heavy, 10,000: 1.0038 -> 1.0004, idealloc
		// 1.0004).
		if best.Peak <= la || (iters <= 0 && !seedsOnly) || order == nil {
			return
		}
		if stop() {
			interrupted = true
		} else {
			progress("improve")
			seeds := []seed{{order: order}}
			if seedsOnly && iters == 0 {
				// One placement: XLA's spatial order by first fit, the
				// seed that wins on both (the five seeds cost 0.65 s of
				// CPU on heavy, 10,000 buffers; this one 0.1 s).
				seeds = []seed{{order: spatial, first: true}}
			} else if len(p.Buffers) <= largeProblem {
				chrono := chronologicalOrder(p.Buffers)
				seeds = append(seeds, seed{order: spatial, first: true, placed: early}, seed{order: temporal, first: true}, seed{order: temporal}, seed{order: chrono}, seed{order: chrono, first: true})
			}
			var found func(peak int64)
			if opt.Found != nil {
				// Each step that lowers the best peak so far, as it
				// comes: how soon the walk reaches a given r.
				found = func(peak int64) { report("improve", peak) }
			}
			var s *Solution
			if early != nil && seedsOnly && iters == 0 {
				s = early // the same seed, placed before the packers
			} else {
				var st improveStats
				s, _, st = improve(pl, seeds, iters, stop, found)
				interrupted = interrupted || st.stopped
			}
			if s.Peak < best.Peak {
				s.Algorithm = "improve"
				best = s
				progress("improve")
			}
			tried = append(tried, Attempt{"improve", s.Peak})
		}
	}
	capStatus := Unknown
	var nodes, searchWork int64 // spent by the search, whether or not they paid
	var regime int64            // the search's Options.regime
	// search runs the exact search from best on q and keeps its plan when
	// no higher.
	search := func(q *Problem, step string) {
		if stop() {
			interrupted = true
			return
		}
		progress(step)
		so := opt
		if opt.Budget > 0 {
			// At least a nanosecond: a Budget of zero means no limit.
			so.Budget = max(deadline.Sub(now()), time.Nanosecond)
		}
		if opt.Found != nil {
			// Only a plan below the best so far is news (the search at
			// a capacity may find one above the default's).
			low := best.Peak
			so.Found = func(step string, peak, work int64) {
				if peak < low {
					low = peak
					opt.Found(step, peak, searchWork+work)
				}
			}
		}
		if q.Capacity == 0 {
			so.regime = regime
		}
		// The exact search: its hook verifies nothing itself; Solve does.
		s, status, spent, w, stopped := searchMinimize(q, best, so)
		nodes += spent
		searchWork += w
		if q.Capacity > 0 {
			capStatus = status
		}
		interrupted = interrupted || stopped
		if s != nil && s.Peak <= best.Peak {
			better := s.Peak < best.Peak
			best = s
			if better {
				progress(step)
			}
		}
		tried = append(tried, Attempt{"search", best.Peak})
	}
	var capPlan *Solution // the plan the search at p.Capacity found
	if missed {
		fast := best
		search(p, "search")
		if best != fast {
			capPlan, best = best, fast
		}
	}
	if capPlan == nil || capPlan.Peak > la {
		if capPlan != nil && capPlan.Peak-la <= (best.Peak-la)/capSkipImprove {
			// The plan at the capacity closed most of the fast packers'
			// gap to the bound, more than the improvement does (MiniMalloc's
			// D: fast r 1.3230, improved 1.2326, at the capacity 1.0633;
			// J: 1.3478, 1.2133, 1.0600): the improvement is skipped (D
			// 0.18 s, J 0.32 s of CPU) and the search below starts from
			// the plan at the capacity, with the work the fast packers'
			// plan would have had (Options.regime).
			regime, best = best.Peak, capPlan
		} else {
			runImprove()
		}
		q := *p
		q.Capacity = 0
		if searchMinimize != nil && best.Peak > la && opt.SearchNodes >= 0 && (len(p.Buffers) <= largeDive || opt.SearchNodes > 0 || algo == "search" || p.Capacity > 0) {
			search(&q, "search")
		}
	}
	if capPlan != nil && capPlan.Peak < best.Peak {
		best = capPlan
	}
	best.Stats.Nodes = nodes
	// Only a done context marks the plan interrupted; a budget that ran out
	// is the user's choice of speed over quality.
	best.Interrupted = interrupted && opt.Context != nil && opt.Context.Err() != nil
	if skipped && l2 <= math.MaxInt64/8 {
		if best.Peak <= 8*l2 {
			best.Guarantee = guarantee(l, l2)
		} else if fallback, ok = p2ffd(pl); ok {
			tried = append(tried, Attempt{"p2ffd", fallback.Peak})
		}
	}
	if ok {
		if best.Peak > 8*l2 {
			// Cannot happen when p2ffd is in the portfolio; kept so that
			// the guarantee does not depend on the other packers being
			// right.
			best = fallback
		}
		best.Guarantee = guarantee(l, l2)
	}
	return best, tried, capStatus, nil
}

// runPackers runs each of runs on a placer of its own, at once, and
// returns their plans and orders by index. Every placer is cloned from pl
// before any packer starts (the first run gets pl itself): a packer resets
// and fills its placer's index while a clone reads the index it copies, so
// cloning pl while a packer runs on it would race.
func runPackers(pl *placer, runs []func(pl *placer) (*Solution, []int32)) ([]*Solution, [][]int32) {
	sols := make([]*Solution, len(runs))
	orders := make([][]int32, len(runs))
	qs := make([]*placer, len(runs))
	for k := range runs {
		qs[k] = pl
		if k > 0 {
			qs[k] = pl.clone()
		}
	}
	var wg sync.WaitGroup
	for k := range runs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sols[k], orders[k] = runs[k](qs[k])
		}()
	}
	wg.Wait()
	return sols, orders
}

// sweepAuto is the sweep auto runs: both directions of time up to
// sweepBothMax buffers, forward only above.
func sweepAuto(bufs []Buffer) *Solution {
	if len(bufs) <= sweepBothMax {
		return sweepBoth(bufs)
	}
	return sweep(bufs)
}

// sweepPairs is the number of pairs of buffers overlapping in time above
// which auto takes the large-problem path: the global packers cost about
// 35 ns a pair (three of them: bestfit's two orders and p2ffd), so above
// it they would take seconds, while sweep costs O(n log n) whatever the
// overlap.
const sweepPairs = 20_000_000

// searchPairsMax is the number of overlapping pairs above which the exact
// search does not run at all: its overlap lists and undo trail grow with
// them (10⁵ mixed-lifetime buffers, 8.7·10⁷ pairs: 1.7 GB and half a
// minute for nothing).
const searchPairsMax = 50_000_000

// sweepBothMax is the number of buffers up to which auto's large path
// sweeps both directions of time; above it, forward only, so that 10⁶
// buffers stay near 3.5 s of CPU (both: 7.8 s, r 1.032 -> 1.022 on the
// mixed-lifetime problem).
const sweepBothMax = 500_000

// sweepFirstPairs is the number of overlapping pairs above which auto
// tries the sweep before the global packers, and stops there when the
// sweep's peak is the lower bound (an unfused training step: 1,000
// layers, 5·10⁶ pairs).
const sweepFirstPairs = 2_000_000

// PackerWork is the work auto gives the global packers (bestfit's two
// orders, greedy-size) on a problem above sweepPairs overlapping pairs, in
// units of one overlapping pair placed: a global packer's work is the
// buffers plus the overlapping pairs (each placed buffer looks at every
// placed buffer it overlaps, and at the unplaced ones starting inside its
// interval), 30 to 40 ns a unit on this project's build machine. The
// packers run in largeOrder while their work fits, so that the choice
// depends on the input alone. With it, the real traces keep what the
// global packers find (S_1: greedy-size, r 1.0887 -> 1.0158; Y_1 and 10⁵
// mixed-lifetime buffers: the temporal order, 1.0208 -> 1.0035 and
// 1.0389 -> 1.0237) in a few seconds, and 10⁶ buffers, whose pairs no
// global packer can afford, keep the sweep.
const PackerWork = 250_000_000

// largeOrder is the order in which auto's large path runs the global
// packers, as their work fits in Options.PackerWork: the temporal best fit
// first (the best of them on the IOPDDL trace Y_1 and on mixed lifetimes),
// then greedy-size (S_1, pangu_2.6B), then the spatial best fit.
var largeOrder = []string{"bestfit-temporal", "greedy-size", "bestfit-spatial"}

// autoLarge is auto on a problem with more than sweepPairs overlapping
// pairs: the sweep packer (both directions of time up to sweepBothMax
// buffers), then the global packers of largeOrder, two at a time, as many
// as Options.PackerWork pays for (all of them, until one meets it, when a
// capacity the others miss must be met), then the exact search only when
// a capacity nothing met must be met: the search's state grows with the
// overlapping pairs (and its trail is capped at maxTrail), so "search" and
// Options.SearchNodes do not start it here.
// The guarantee is kept as in auto: should the best peak exceed 8·L₂,
// p2ffd's plan is returned instead.
func autoLarge(p *Problem, algo string, l, la, l2, pairs int64, opt Options, t0 time.Time) (*Solution, []Attempt, SearchStatus, error) {
	if opt.Progress != nil {
		opt.Progress("sweep", 0)
	}
	best := sweepAuto(p.Buffers)
	tried := []Attempt{{"sweep", best.Peak}}
	if opt.Found != nil {
		opt.Found("sweep", best.Peak, 0)
	}
	// The global packers, as their work fits in the budget.
	work := opt.PackerWork
	if work == 0 {
		work = PackerWork
	}
	unit := int64(len(p.Buffers)) + pairs
	afford := 0 // the packers the budget pays for
	if work > 0 {
		afford = int(min(work/unit, int64(len(largeOrder))))
	}
	missed := func() bool { return p.Capacity > 0 && best.Peak > p.Capacity }
	var pl *placer
	var spatial, temporal []int32
	for k := 0; k < len(largeOrder); k += 2 {
		if best.Peak <= la || opt.Context != nil && opt.Context.Err() != nil {
			break
		}
		end := min(k+2, afford)
		if missed() {
			end = min(k+2, len(largeOrder)) // a capacity to meet: every packer
		}
		if end <= k {
			break
		}
		if pl == nil {
			pl = newPlacer(p.Buffers)
			if opt.Context != nil {
				// A done context abandons a packer within stopEvery
				// buffers: at this size a run takes seconds.
				pl.stop = func() bool { return opt.Context.Err() != nil }
			}
			spatial, temporal = bestFitOrders(p.Buffers)
		}
		names := largeOrder[k:end]
		runs := make([]func(pl *placer) (*Solution, []int32), len(names))
		for j, name := range names {
			switch name {
			case "bestfit-temporal":
				runs[j] = func(pl *placer) (*Solution, []int32) { return bestFitRun(pl, temporal) }
			case "bestfit-spatial":
				runs[j] = func(pl *placer) (*Solution, []int32) { return bestFitRun(pl, spatial) }
			case "greedy-size":
				runs[j] = greedySize
			}
		}
		if opt.Progress != nil {
			opt.Progress(strings.Join(names, ", "), best.Peak)
		}
		sols, _ := runPackers(pl, runs)
		for _, s := range sols {
			if s.Peak == stoppedPeak {
				best.Interrupted = true
				continue // the context ended it
			}
			tried = append(tried, Attempt{s.Algorithm, s.Peak})
			if s.Peak < best.Peak {
				best = s
				if opt.Found != nil {
					opt.Found(s.Algorithm, s.Peak, 0)
				}
			}
		}
	}
	pl = nil // the placers' memory goes before the search's
	capStatus := Unknown
	// The exact search's state holds the pairs of overlapping buffers, so
	// here it runs only for a capacity nothing met, and not at all
	// above searchPairsMax pairs.
	if searchMinimize != nil && best.Peak > la && opt.SearchNodes >= 0 && missed() && pairs <= searchPairsMax && (opt.Context == nil || opt.Context.Err() == nil) {
		if opt.Progress != nil {
			opt.Progress("search", best.Peak)
		}
		so := opt
		if opt.Budget > 0 {
			// What the packers left of the budget, at least a nanosecond
			// (a Budget of zero means no limit).
			so.Budget = max(opt.Budget-now().Sub(t0), time.Nanosecond)
		}
		s, status, nodes, _, stopped := searchMinimize(p, best, so)
		capStatus = status
		if s != nil && s.Peak <= best.Peak {
			best = s
		}
		best.Stats.Nodes = nodes
		best.Interrupted = stopped && opt.Context != nil && opt.Context.Err() != nil
		tried = append(tried, Attempt{"search", best.Peak})
	}
	if l2 <= math.MaxInt64/8 {
		if best.Peak > 8*l2 {
			fb, ok := p2ffd(newPlacer(p.Buffers))
			if !ok {
				return nil, nil, capStatus, fmt.Errorf("p2ffd: the buffers' power-of-two slots add up to more than 2^61 bytes")
			}
			tried = append(tried, Attempt{"p2ffd", fb.Peak})
			best = fb
		}
		best.Guarantee = guarantee(l, l2)
	}
	return best, tried, capStatus, nil
}

// chronologicalOrder returns the buffers by start ascending, then size
// descending, then index.
func chronologicalOrder(bufs []Buffer) []int32 {
	order := identity(len(bufs))
	slices.SortFunc(order, func(x, y int32) int {
		return cmpDesc(-bufs[x].Start, -bufs[y].Start, bufs[x].Size, bufs[y].Size, x, y)
	})
	return order
}

// guarantee returns the a-priori bound p2ffd gives, in words.
func guarantee(l, l2 int64) string {
	if l2 <= 2*l {
		return "peak <= 8 L2 <= 16 L"
	}
	// Alignment (or a size just above a power of two) puts L2 above 2 L:
	// the bound still holds, against L2, which counts the alignment.
	return "peak <= 8 L2 (L2: the max load with sizes rounded up to powers of two and to the alignment, here above 2 L)"
}

// capSkipImprove: auto skips the improvement after a capacity the fast
// packers missed is met by the exact search, when the plan found there is
// within 1/capSkipImprove of the fast packers' gap to the bound (see
// auto). A ratio measured, not proved: 4 left random, 900 buffers at
// ⌈1.01·L⌉ at r 1.0013 where the improvement's path ends at 1.0002 (the
// plan at the capacity 1.0099, the fast packers' 1.0420: 0.24 of the
// gap); MiniMalloc's D is at 0.196, J at 0.173.
const capSkipImprove = 5

// largeProblem is the number of buffers above which auto skips
// greedy-size.
const largeProblem = 50_000

// seedsOnlyMax is the most buffers on which auto places the improvement's
// seeds even where defaultIterations gives no steps (see runImprove).
const seedsOnlyMax = 10_000

// largeSearch is the number of buffers above which auto's anytime search
// gives the probe at the lower bound a quarter of its work (not half) and
// runs only when the gap to the bound is at least minDiveGain of the peak,
// and largeDive the number above which auto runs no search at all, unless
// asked for one (Algorithm "search", a capacity to meet, or an explicit
// Options.SearchNodes). A search node costs time linear in the buffers and
// in the sections whose floors it recomputes; on a compiler's module with
// thousands of buffers that is up to a millisecond a node, so every probe
// is capped by a count of work, never by the clock.
const (
	largeSearch = 2000
	largeDive   = 20000
)

// improveWork is the placement work auto's improvement does by default, in
// units of buffers plus time-overlapping pairs per placement.
const improveWork = 1e7

// defaultIterations picks how many improvement steps auto runs: about
// improveWork units of placement work (n plus the number of
// time-overlapping pairs, per step), at most 1000 steps, and none when that
// allows fewer than 8 (a large problem: a few random steps are not worth
// their time).
func defaultIterations(n int, pairs int64) int {
	work := int64(n) + pairs
	if work == 0 {
		return 0
	}
	iters := int(min(improveWork/work, 1000))
	if iters < 8 {
		return 0
	}
	return iters
}

// bounds returns L, L₂ and the number of pairs of buffers that occupy
// memory at a common time, by one sweep (LowerBound and LowerBound2 each
// sweep on their own; this is the same computation, shared).
func bounds(p *Problem) (l, l2, pairs int64) {
	slots, ok := p2Slots(p.Buffers)
	type ev struct {
		time  int64
		buf   int32
		start bool
	}
	evs := make([]ev, 0, 2*len(p.Buffers))
	var single, single2 int64
	for i, b := range p.Buffers {
		if b.Size <= 0 {
			continue
		}
		if b.End <= b.Start {
			single = max(single, b.Size)
			if ok {
				single2 = max(single2, slots[i])
			}
			continue
		}
		evs = append(evs, ev{b.Start, int32(i), true}, ev{b.End, int32(i), false})
	}
	slices.SortFunc(evs, func(a, b ev) int {
		if a.time != b.time {
			return cmp.Compare(a.time, b.time)
		}
		if a.start != b.start {
			if a.start {
				return 1
			}
			return -1
		}
		return 0
	})
	var cur, cur2, live int64
	for _, e := range evs {
		size, slot := p.Buffers[e.buf].Size, int64(0)
		if ok {
			slot = slots[e.buf]
		}
		if !e.start {
			cur, cur2, live = cur-size, cur2-slot, live-1
			continue
		}
		// Sizes are at most 2^60 and their sum at most 2^61 (validate), and
		// so are the slots' (p2Slots): no overflow.
		pairs += live
		cur, cur2, live = cur+size, cur2+slot, live+1
		l, l2 = max(l, cur), max(l2, cur2)
	}
	l, l2 = max(l, single), max(l2, single2)
	if !ok {
		l2 = math.MaxInt64
	}
	return l, l2, pairs
}

// validate rejects problems no packer can place: negative sizes, and sizes
// and alignments so large that offsets could overflow an int64.
func validate(p *Problem) error {
	var sizes, total int64
	for _, b := range p.Buffers {
		if b.Size < 0 {
			return fmt.Errorf("buffer %q: negative size %d", b.ID, b.Size)
		}
		if b.Size > 1<<60 || alignOf(b) > 1<<60 {
			return fmt.Errorf("buffer %q: size %d or alignment %d above 2^60", b.ID, b.Size, b.Align)
		}
		// Every packer puts a buffer at most at the aligned top of the
		// others, sizes rounded up to at most twice themselves, so
		// offsets stay below the sum of twice the sizes and the
		// alignments: at most 2^61 + 2^61 when the sizes add up to at
		// most 2^60 (README's limit, exactly 2^60 included) and the
		// alignments to at most 2^61, well inside an int64.
		sizes += b.Size
		if sizes > 1<<60 {
			return fmt.Errorf("the buffers' sizes add up to more than 2^60 bytes")
		}
		total += alignOf(b)
		if total > 1<<61 {
			return fmt.Errorf("the buffers' alignments add up to more than 2^61 bytes")
		}
	}
	return nil
}

// Ratio returns r = Peak/LowerBound, the certified bound on how far the plan
// is from the optimum (1 when LowerBound is 0).
func (s *Solution) Ratio() float64 {
	if s.LowerBound == 0 {
		return 1
	}
	return float64(s.Peak) / float64(s.LowerBound)
}

// Fragmentation returns (Peak − LowerBound)/Peak, the share of the arena the
// plan loses to holes at its worst time (0 when Peak is 0).
func (s *Solution) Fragmentation() float64 {
	if s.Peak == 0 {
		return 0
	}
	return float64(s.Peak-s.LowerBound) / float64(s.Peak)
}

// The limit-aware choice of order: when the pipeline's order cannot be
// fitted, the other orders the planner has are fitted too.
//
// The pipeline orders a module to minimize its peak without a limit; under
// a limit the order that fits with the least time added is wanted, and it
// need not be the one of lowest peak: an order that keeps large values
// live across long gaps gives recompute and offload room to work, one that
// packs them tightly may leave nothing to change. FitOrders fits the given
// order first and, only when that fails, each of the schedule package's
// algorithms, and keeps the order that fits with the fewest seconds added
// (the lowest packed peak when none fits).
//
// With Options.PinnedLimit a fit counts only where the module Pin writes
// for it packs under that limit (PinnedPeak), as XLA:CPU compiles it: an
// order whose rounds fit but whose pinned module does not is passed over
// for the next. Example: the attn step of testdata/xla-remat at 0.6 of its
// total (arena limit 2,836,052 bytes): the pipeline's list order fits at
// 2,637,824 bytes but pins to 2,899,968 (a reader that wrote over its
// order's prev no longer can); the bfs order fits at 2,363,392, pinned the
// same. Judged by its rounds alone, list was taken and the refits below
// the limit by the excess stayed in list, which never pinned under it.

package remat

import (
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/schedule"
)

// variants are the ways FitOrders fits one order: the planner's own (the
// step of highest load first, recompute and offload), the first step over
// the limit first, and recompute alone (when the gaps cannot hide the
// host transfers, offloads cost more time than recomputing).
var variants = []func(Options) Options{
	func(o Options) Options { return o },
	func(o Options) Options { o.FirstOver = true; return o },
	func(o Options) Options { o.NoOffload = true; return o },
}

// fitVariants fits seq under every variant of opt and returns the result
// that fits with the fewest seconds added (the lowest peak when none fits).
func fitVariants(m *hlo.Module, seq hlo.Sequence, opt Options) (*Result, error) {
	var best *Result
	for k, v := range variants {
		vo := v(opt)
		if k > 0 && (opt.NoOffload && vo.NoOffload || opt.FirstOver && vo.FirstOver) {
			continue // the same as the first
		}
		r, err := Fit(m, seq, vo)
		if err != nil {
			return nil, err
		}
		if err := judge(r, opt); err != nil {
			return nil, err
		}
		if best == nil || betterResult(r, best) {
			best = r
		}
		if k == 0 && !r.ok() && !opt.NoReorder && r.hoisted {
			// The rounds with hoists (reorder.go) are greedy: a move
			// kept for one peak can leave the next out of the
			// recomputes' reach, so the fit without them is tried too
			// (held-out moe of testdata/xla-remat at 0.6 of its total
			// fits only without). Where no move was kept, the rounds
			// were those of the fit without them: nothing to try.
			vo.NoReorder = true
			r, err := Fit(m, seq, vo)
			if err != nil {
				return nil, err
			}
			if err := judge(r, opt); err != nil {
				return nil, err
			}
			if betterResult(r, best) {
				best = r
			}
		}
		if k == 0 && !r.Fits && !best.Fits {
			break // the others serve a limit the first met: a cheaper way
		}
	}
	return best, nil
}

// judge settles whether r counts as a fit (ok). Where its rounds stop
// above the limit but the caller's judgement (Options.Final: its final
// packing) accepts it, it counts, as the verdict then says it fits. Where the pinned footing is
// asked for (Options.PinnedLimit), the module Pin writes for it must pack
// under that limit too (PinnedPeak).
func judge(r *Result, opt Options) error {
	if !r.Fits && opt.Final != nil && r.Liveness != nil && r.LowerBound <= opt.Limit {
		ok, err := opt.Final(r)
		if err != nil {
			return err
		}
		r.finalFits = ok
	}
	if opt.PinnedLimit <= 0 || !r.Fits && !r.finalFits {
		return nil
	}
	pk, err := PinnedPeak(r, opt)
	if err != nil {
		return err
	}
	r.PinnedPeak, r.pinnedLimit = pk, opt.PinnedLimit
	return nil
}

// ok reports whether r is a fit that counts: its rounds fit (or the
// caller's final judgement accepts it, Options.Final), and where the
// pinned footing was asked for (Options.PinnedLimit) its pinned module
// packs under that limit too.
func (r *Result) ok() bool {
	return (r.Fits || r.finalFits) && (r.pinnedLimit <= 0 || r.PinnedPeak <= r.pinnedLimit)
}

// fitAlgorithms are the schedule algorithms whose orders FitOrders
// fits: every one explain prints, and XLA:CPU's breadth-first scheduler
// (schedule.BFS). "best" leaves bfs out, as it never has the lowest peak
// without a limit (everything ready runs as early as it can); under a
// limit it is the order that runs a reduction of large values, such as a
// weight gradient, as soon as they are made, and frees them. The fit's
// order is written into the module it emits (Pin), so XLA keeps it
// whichever it is. Example: the attn step of testdata/xla-remat at 0.6 of
// its total (arena limit 2,836,052 bytes) fits in bfs order only
// (2,621,440 bytes; text and dfs stop at 2,883,584, list at 2,899,968).
func fitAlgorithms() []schedule.Algorithm {
	return append(schedule.Algorithms(), schedule.BFS)
}

// betterResult reports whether result a beats b: it fits where b does not, or
// both fit and a adds less time (then recomputes less), or neither fits
// and a's peak is lower. A fit whose pinned module is over the pinned limit
// counts as none, but beats a result whose rounds do not fit, and of two
// such the lower pinned peak wins (the refit below the limit by the excess,
// Result.honestFit in the root package, then has the least to make up).
func betterResult(a, b *Result) bool {
	oa, ob := a.ok(), b.ok()
	switch {
	case oa != ob:
		return oa
	case oa && a.Seconds != b.Seconds:
		return a.Seconds < b.Seconds
	case oa:
		return a.Flops < b.Flops
	case a.Fits != b.Fits:
		return a.Fits
	case a.Fits && a.PinnedPeak != b.PinnedPeak:
		return a.PinnedPeak < b.PinnedPeak
	}
	return a.Peak < b.Peak
}

// FitOrders fits m under opt in the order seq (named name), trying the
// variants, and when that does not fit (and opt.NoReorder is false), in
// the order of every schedule algorithm; it returns the best result and
// the name of its order.
func FitOrders(m *hlo.Module, name string, seq hlo.Sequence, opt Options) (*Result, string, error) {
	best, err := fitVariants(m, seq, opt)
	if err != nil {
		return nil, name, err
	}
	if best.ok() || opt.NoReorder {
		best.Order = name
		return best, name, nil
	}
	bestName := name
	first := best
	size := opt.Liveness.Size
	if size == nil {
		size = layout.TPU().Bytes
	}
	for _, alg := range fitAlgorithms() {
		if string(alg) == name {
			continue
		}
		s, err := schedule.Order(m, alg, size)
		if err != nil {
			continue // not every algorithm orders every module
		}
		r, err := fitVariants(m, s, opt)
		if err != nil {
			continue
		}
		if betterResult(r, best) {
			best, bestName = r, string(alg)
		}
	}
	// Loop state: a scan whose stacked residuals keep the program over the
	// limit is checkpointed (scan.go), and fitted again.
	if !best.ok() && !opt.NoRemat && !opt.XLA {
		r, n, err := fitCheckpointed(m, opt)
		if err != nil {
			return nil, name, err
		}
		if r != nil && betterResult(r, best) {
			best, bestName = r, n
		}
	}
	if best != first {
		// The peak before the changes is the given order's: what the
		// program needs as the pipeline ordered it.
		best.InitialPeak, best.InitialLowerBound = first.InitialPeak, first.InitialLowerBound
		// And the step's cost is the input's (a checkpointed module's
		// inner loops have no trip count the cost model can read).
		best.StepFlops, best.StepSeconds = first.StepFlops, first.StepSeconds
	}
	best.Order = bestName
	return best, bestName, nil
}

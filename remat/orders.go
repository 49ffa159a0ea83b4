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
		if best == nil || betterResult(r, best) {
			best = r
		}
		if k == 0 && !r.Fits {
			break // the others serve a limit the first met: a cheaper way
		}
	}
	return best, nil
}

// betterResult reports whether result a beats b: it fits where b does not, or
// both fit and a adds less time (then recomputes less), or neither fits
// and a's peak is lower.
func betterResult(a, b *Result) bool {
	switch {
	case a.Fits != b.Fits:
		return a.Fits
	case a.Fits && a.Seconds != b.Seconds:
		return a.Seconds < b.Seconds
	case a.Fits:
		return a.Flops < b.Flops
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
	if best.Fits || opt.NoReorder {
		best.Order = name
		return best, name, nil
	}
	bestName := name
	first := best
	size := opt.Liveness.Size
	if size == nil {
		size = layout.TPU().Bytes
	}
	for _, alg := range schedule.Algorithms() {
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
	if !best.Fits && !opt.NoRemat && !opt.XLA {
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

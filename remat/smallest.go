// The smallest limit a fit is found for.
//
// SmallestLimit bisects on the limit between the lower bound of a fit that
// failed and the input's peak (met with no change). Each probe asks
// whether some way of fitting meets the limit, and the answer is the
// verdict's: a fit whose own rounds (measured with bestfit) stop above the
// limit still meets it when the final packing (Options of the caller: the
// pipeline's packer, auto) does, as Plan then reports it fits (Llama 3 8B:
// 23,940,000,000 bytes is met, TestLlamaLimits, yet a search by the rounds
// alone missed it and reported 23.3 GiB).
//
// Where the caller asks for the pinned footing (Options.PinnedLimit: on
// XLA:CPU the module XLA compiles is the one Pin writes), a probe's fit
// meets the limit only where its pinned module packs under it too, as
// the pipeline's honestFit judges its fit (mlp of testdata/xla-remat at
// 0.6 of its total: the search by the rounds, with the fit's pinned
// excess added afterwards, named 8,388,656 bytes; judged pinned, 7,353,185).
//
// A probe is an existence question, so it stops at the first way that
// meets the limit: the ways are FitOrders's (the given order, every other
// order of fitAlgorithms, the module with its scans checkpointed in every
// order, with k = ⌈√T⌉ and with k by bytes, each under fitVariants), tried
// starting with the way the failed fit chose, which is the one most
// likely to fit. The verdict of a probe does not depend on the order the
// ways are tried in; only a probe that fails tries them all. What every
// probe would recompute is made once: the checkpointed modules and the
// schedule orders (they do not depend on the limit). A way whose module
// needs more than the limit (its Bound, a proof) is skipped, and a way
// whose rounds stopped above an earlier probe's limit is not fitted again
// below the peak they stopped at: they stop when no change helps,
// whatever the limit, so that fit answers (the bisection takes what is
// met to be monotone in the limit already). The fit returned is
// FitOrders's at the limit found (the one that adds the least time), or
// the probe's way when FitOrders's choice does not meet it.
//
// The failed fit's own plan is a plan: when the bisection ends above its
// final peak, that limit is probed too, so that the report never names a
// smallest limit above the plan it prints.
//
// Example (Llama 3 8B at 16 GiB): the failed fit is the checkpointed
// module in the list order, its plan 22.2 GiB; 6 probes between 17.1 and
// 43.4 GiB end at 22.4 GiB, those that fit after one way where FitOrders
// fitted 8; 22.2 GiB is then met too. With the ways of the scan
// checkpointed every 2nd step (k by bytes) the probes end at 19.8 GiB
// (21,268,502,936 bytes), met by that module in the text order.

package remat

import (
	"slices"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/schedule"
)

// fitWay is one way FitOrders fits a module: an order of the input, or of
// the input with its scans checkpointed.
type fitWay struct {
	// name is the order's name; mod and seq the module and its order.
	name string
	mod  *hlo.Module
	seq  hlo.Sequence
	// scans are the checkpointed scans' changes (nil for the input).
	scans []Change
	// bound is what any plan of mod needs, once a fit of it has failed
	// and said so (0 before).
	bound int64
	// last is the fit of the last probe of this way whose rounds stopped
	// above its limit (nil: none). The rounds stop when no change helps,
	// whatever the limit, so a probe below last's peak reads its answer
	// off last rather than fitting again (on Llama 3 8B at 16 GiB every
	// failing way of a probe gave the same program at every limit below
	// its peak). last is then a plan that meets a limit or not: the
	// answer needs no assumption where it meets one, and where it does
	// not, a fit again could only have met it by other changes.
	last *Result
}

// limitSearch is the state of SmallestLimitFinal: the ways, made once.
type limitSearch struct {
	m     *hlo.Module
	name  string
	seq   hlo.Sequence
	opt   Options
	final func(*assign.Problem) (int64, error)
	ways  []*fitWay
	// packed holds the final packing's peak of the fits it has packed.
	packed map[*Result]int64
}

// SmallestLimitFinal is SmallestLimit judging each probe by final, the
// packed peak of the caller's final packing (nil: the fit's own rounds).
func SmallestLimitFinal(m *hlo.Module, name string, seq hlo.Sequence, opt Options, failed *Result, final func(*assign.Problem) (int64, error)) (int64, *Result, error) {
	lo := max(opt.Limit, 1) // not met
	if failed.Bound != nil && failed.Bound.Bytes-1 > lo {
		lo = failed.Bound.Bytes - 1
	}
	hi := failed.InitialPeak // met with no change
	if hi <= lo {
		return 0, nil, nil
	}
	s := &limitSearch{m: m, name: name, seq: seq, opt: opt, final: final, packed: map[*Result]int64{}}
	if err := s.makeWays(failed); err != nil {
		return 0, nil, err
	}
	var best *Result
	step := max((hi-lo)/64, 1)
	for hi-lo > step {
		mid := lo + (hi-lo)/2
		r, err := s.probe(mid)
		if err != nil {
			return 0, nil, err
		}
		if r != nil {
			hi, best = mid, r
		} else {
			lo = mid
		}
	}
	// The failed fit's own plan needs its final peak: when the bisection
	// stopped above it, that limit is probed too (the report then names no
	// smallest limit above the plan it prints). Probed first, it would
	// send the bisection through limits below it, which fail, and a
	// failing probe tries every way (Llama 3 8B at 16 GiB: 11.5 CPU s
	// against 8.7, for the same answer).
	if at, err := s.finalPeak(failed); err != nil {
		return 0, nil, err
	} else if at > lo && at < hi {
		r, err := s.probe(at)
		if err != nil {
			return 0, nil, err
		}
		if r != nil {
			hi, best = at, r
		}
	}
	// The fit to follow at the limit found: FitOrders's, which adds the
	// least time, when it meets the limit too.
	o := opt
	o.Limit = hi
	if o.PinnedLimit > 0 {
		o.PinnedLimit = hi
	}
	r, _, err := FitOrders(m, name, seq, o)
	if err != nil {
		return 0, nil, err
	}
	if ok, err := s.meets(r, hi); err != nil {
		return 0, nil, err
	} else if ok || best == nil {
		best = r
	}
	return hi, best, nil
}

// makeWays lists the ways FitOrders fits s.m, the failed fit's first.
func (s *limitSearch) makeWays(failed *Result) error {
	size := s.opt.Liveness.Size
	if size == nil {
		size = layout.TPU().Bytes
	}
	s.ways = append(s.ways, &fitWay{name: s.name, mod: s.m, seq: s.seq})
	if !s.opt.NoReorder {
		for _, alg := range fitAlgorithms() {
			if string(alg) == s.name {
				continue
			}
			if q, err := schedule.Order(s.m, alg, size); err == nil {
				s.ways = append(s.ways, &fitWay{name: string(alg), mod: s.m, seq: q})
			}
		}
		if !s.opt.NoRemat && !s.opt.XLA {
			t := s.opt.Target
			if t.PeakFlops == 0 {
				var err error
				if t, err = cost.Lookup(cost.DefaultTarget); err != nil {
					return err
				}
			}
			for _, lean := range []bool{false, true} {
				if cm, scans := checkpointScans(s.m, size, t, lean); cm != nil {
					for _, alg := range fitAlgorithms() {
						if q, err := schedule.Order(cm, alg, size); err == nil {
							s.ways = append(s.ways, &fitWay{name: string(alg), mod: cm, seq: q, scans: scans})
						}
					}
				}
			}
		}
	}
	first := slices.IndexFunc(s.ways, func(w *fitWay) bool {
		return w.name == failed.Order && (w.scans != nil) == (failed.Base != nil)
	})
	if first > 0 {
		w := s.ways[first]
		s.ways = slices.Insert(slices.Delete(s.ways, first, first+1), 0, w)
	}
	return nil
}

// probe returns a fit that meets limit, from the first way that gives
// one; nil when none does.
func (s *limitSearch) probe(limit int64) (*Result, error) {
	o := s.opt
	o.Limit = limit
	if o.PinnedLimit > 0 {
		o.PinnedLimit = limit
	}
	for _, w := range s.ways {
		if w.bound > limit {
			continue // no plan of w.mod meets it
		}
		r := w.last
		if r == nil || limit >= r.Peak {
			var err error
			if r, err = fitVariants(w.mod, w.seq, o); err != nil {
				return nil, err
			}
			if w.scans != nil {
				finishCheckpointed(r, w.mod, w.scans, w.name)
			} else {
				r.Order = w.name
			}
			if r.Bound != nil {
				w.bound = r.Bound.Bytes
			}
			if !r.Fits {
				w.last = r
			}
		}
		ok, err := s.meets(r, limit)
		if err != nil {
			return nil, err
		}
		if ok {
			return r, nil
		}
	}
	return nil, nil
}

// finalPeak returns the peak of r's program under the final packing (its
// own rounds' peak without one).
func (s *limitSearch) finalPeak(r *Result) (int64, error) {
	if s.final == nil || r.Liveness == nil {
		return r.Peak, nil
	}
	return s.final(r.Liveness.Problem(s.arena()))
}

// arena is the arena the limit is for, as Fit takes it.
func (s *limitSearch) arena() liveness.Arena {
	if s.opt.Arena == "" {
		return liveness.All
	}
	return s.opt.Arena
}

// meets reports whether fit r meets limit: by its own rounds, or by the
// final packing of its program; on the pinned footing
// (Options.PinnedLimit) its pinned module must pack under limit too.
func (s *limitSearch) meets(r *Result, limit int64) (bool, error) {
	if !r.Fits || r.Peak > limit {
		if s.final == nil || r.Liveness == nil || r.LowerBound > limit {
			return false, nil // no packing beats L
		}
		peak, ok := s.packed[r]
		if !ok {
			var err error
			if peak, err = s.final(r.Liveness.Problem(s.arena())); err != nil {
				return false, err
			}
			s.packed[r] = peak
		}
		if peak > limit {
			return false, nil
		}
	}
	if s.opt.PinnedLimit <= 0 {
		return true, nil
	}
	if r.PinnedPeak == 0 {
		pk, err := PinnedPeak(r, s.opt)
		if err != nil {
			return false, err
		}
		r.PinnedPeak = pk
	}
	return r.PinnedPeak <= limit, nil
}

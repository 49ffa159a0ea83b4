package assign

// improve: local search over placement orders.
//
// A best-fit plan is determined by its order, and its peak is set by the
// few buffers whose top reaches it. improve walks the space of orders from
// the best one found so far: each step perturbs the order and re-runs the
// best-fit placement, keeping the new order when its peak is no higher
// (accepting equal peaks lets the walk cross plateaus, which are the common
// case). The moves, chosen by a seeded generator, are:
//
//   - promote a peak buffer (one whose Offset+Size is the peak) to the front,
//     or to a random earlier position: placed earlier it sits lower, and
//     the buffers it displaces may find holes;
//   - promote a random buffer live at the peak buffer's start;
//   - switch the gap rule between best fit and first fit (the lowest gap);
//   - swap two random neighbours in the order (a small shake).
//
// The walk starts from the best of several seeds: the order of the best
// fast packer, and (on problems up to largeProblem buffers) XLA's spatial
// and temporal orders and the chronological order (start ascending, size
// descending — what an online allocator would see), each with best fit and
// first fit. No single order wins everywhere: on MiniMalloc's challenging
// files size order is best on some, chronological on others.
//
// The best plan seen is returned; its peak is never above the starting
// plan's. The walk is deterministic for a given iteration count: only a
// time budget or a cancelled context, checked between iterations, can cut
// it short, and a run that finishes its iterations is reproducible bit for
// bit.
//
// Each iteration is one full placement, O(n log n + Σ kᵢ log kᵢ); Solve
// picks the default number of iterations from the size of that work so that
// the improvement costs a bounded multiple of one bestfit run.

import "slices"

// improveStats says what an improvement run did.
type improveStats struct {
	iterations int  // placements run, seeds included
	accepted   int  // moves kept (peak not higher)
	improved   int  // moves that lowered the best peak
	stopped    bool // stop ended the walk before its iterations
}

// seed is a starting point of the walk: an order and a gap rule (best fit,
// or first fit when first is set).
type seed struct {
	order []int32
	first bool
	// placed, when not nil, is the seed's plan, placed before (auto
	// places one seed ahead of the packers): improve takes it as is.
	placed *Solution
}

func (s seed) rule() gapRule {
	if s.first {
		return firstGap
	}
	return bestGap
}

// improve places the seeds, then walks from the best of them for at most
// iters iterations, until stop (nil: never) reports true; stop is asked
// before every seed after the first and every iteration (each places
// every buffer once: a stop must not wait for four). It returns the best plan found and the seed
// (order and rule) that makes it. found, when not nil, is called with the
// peak of each plan that lowers the best (after the seeds, then at each
// step that does).
func improve(pl *placer, seeds []seed, iters int, stop func() bool, found func(peak int64)) (*Solution, seed, improveStats) {
	var st improveStats
	var best *Solution
	var cur seed
	for k, sd := range seeds {
		if k > 0 && stop != nil && stop() {
			// A seed is a whole placement: on thousands of buffers under
			// load, tens of milliseconds each.
			st.stopped = true
			return best, cur, st
		}
		var off []int64
		var peak int64
		if sd.placed != nil {
			off, peak = sd.placed.Offsets, sd.placed.Peak
		} else {
			off, peak = pl.run(sd.order, sd.rule(), nil)
		}
		st.iterations++
		if best == nil || peak < best.Peak {
			best, cur = solutionOf("", off, peak), seed{order: slices.Clone(sd.order), first: sd.first}
		}
	}
	if found != nil && best != nil {
		found(best.Peak)
	}
	n := len(cur.order)
	if n < 2 {
		return best, cur, st
	}
	bestSeed := seed{order: slices.Clone(cur.order), first: cur.first}
	r := splitmix(0x5eed)
	curOffsets := slices.Clone(best.Offsets)
	curPeak := best.Peak
	cand := seed{order: make([]int32, n)}
	var tops, near []int32
	for it := 0; it < iters; it++ {
		if stop != nil && stop() { // every step: each is a whole placement
			st.stopped = true
			break
		}
		if best.Peak == 0 {
			break
		}
		copy(cand.order, cur.order)
		cand.first = cur.first
		// The buffers at the top of the current plan.
		tops = tops[:0]
		for i, b := range pl.bufs {
			if occupies(&b) && curOffsets[i]+b.Size == curPeak {
				tops = append(tops, int32(i))
			}
		}
		switch m := r.intn(16); {
		case m < 9 && len(tops) > 0:
			t := tops[r.intn(len(tops))]
			to := 0
			if m >= 3 {
				to = -1 // a random earlier position
			}
			promote(cand.order, t, to, r)
		case m < 13 && len(tops) > 0:
			t := pl.bufs[tops[r.intn(len(tops))]]
			near = near[:0]
			for j, b := range pl.bufs {
				if occupies(&b) && b.Start <= t.Start && t.Start < b.End {
					near = append(near, int32(j))
				}
			}
			if len(near) > 0 {
				promote(cand.order, near[r.intn(len(near))], -1, r)
			}
		case m < 14:
			cand.first = !cand.first
		default:
			k := r.intn(n - 1)
			cand.order[k], cand.order[k+1] = cand.order[k+1], cand.order[k]
		}
		off, peak := pl.run(cand.order, cand.rule(), nil)
		st.iterations++
		if peak > curPeak {
			continue
		}
		st.accepted++
		cur, cand = cand, cur
		copy(curOffsets, off)
		curPeak = peak
		if peak < best.Peak {
			st.improved++
			best = solutionOf("", off, peak)
			bestSeed = seed{order: slices.Clone(cur.order), first: cur.first}
			if found != nil {
				found(peak)
			}
		}
	}
	return best, bestSeed, st
}

// promote moves buffer t earlier in order: to position to, or to a random
// earlier position when to < 0.
func promote(order []int32, t int32, to int, r *rng64) {
	at := slices.Index(order, t)
	if at <= 0 {
		return
	}
	if to < 0 {
		to = r.intn(at)
	}
	copy(order[to+1:at+1], order[to:at])
	order[to] = t
}

// rng64 is a splitmix64 generator: small, fast and the same on every
// platform and Go version, so improve's walk is reproducible.
type rng64 struct{ s uint64 }

func splitmix(seed uint64) *rng64 { return &rng64{seed} }

func (r *rng64) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n), n > 0.
func (r *rng64) intn(n int) int { return int(r.next() % uint64(n)) }

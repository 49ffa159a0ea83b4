// The bound at a capacity: how fast any plan can be with Capacity bytes of
// fast memory.
//
// Assignment.Bound serves every access from fast memory, with free copies:
// it ignores the capacity, and on a fused module it is far from what any
// plan can reach. A fusion reads all its operands and writes its result
// in one step, and at L/16 those buffers together rarely fit: resnet50 as
// compiled has steps that read a weight and an activation which fit fast
// memory one at a time but not both. BoundFit is the bound this file
// computes, step by step.
//
// Claim: in every plan that verifies, the buffers whose accesses at step t
// are served from fast memory fit in it together, beside the buffers a
// layout fixes there (S(1)) and live at t. Proof sketch: an access is
// served from fast memory only inside a fast interval of its buffer that
// covers t (assign.go's moves and evaluate: a run's interval spans its
// uses; a double buffer's spans the loop body, with two slots of the
// slice); Verify packs the intervals live at t at disjoint offsets of the
// fast arena, all below Capacity, so their slots add up to at most
// Capacity. A double buffer serves its sliced buffer's read at the
// dynamic-slice from its slots: that read needs at least one slot's bytes
// (the sliced buffer's own interval would need its whole size).
//
// So the fast bytes at step t are at most the best value of a knapsack:
// items are the step's accesses, each worth its bytes and weighing its
// buffer's aligned size (a double-buffered read the smaller of the sliced
// buffer's size and one slot), the knapsack Capacity less the fixed
// buffers live at t. An access of a buffer larger than that can never be
// fast (the old BoundFit stopped there). The step's roofline time falls as
// bytes move from the slow level to the faster one, so the step takes at
// least its time with the knapsack's bytes fast; adding the steps, times
// their trip counts, bounds any plan's Planned from below (copies count as
// free, and stalls only add). Steps with at most maxExact weighty items
// are solved exactly, by enumeration; the others by the fractional
// relaxation (items by bytes per byte of size, the last one split), whose
// value is at least the exact optimum, so the bound stays a bound.
//
// Example: a step reads a and b of 6 KiB each and writes c of 4 KiB, 6 KiB
// of fast memory. The old BoundFit serves all 16 KiB from fast memory; no
// plan can, since a, b and c never fit together: at most 6 KiB (a, or b,
// or c with nothing else of size ≤ 2 KiB) are fast, so the bound is the
// step's time with 6 KiB fast and 10 KiB slow.
//
// The copies are free in that bound. They are not on a module whose time
// goes to reading weights: a parameter reaches fast memory only by a
// prefetch, on a channel no faster than the step would read it from slow
// memory, and only what fits beside a step can be copied during it.
// channelBound bounds Planned by that (its proof is at the function), and
// BoundFit is the larger of the two: on gemma2 as compiled at L/16 the
// knapsack gives 13.75 ms and the channel 19.10 ms, where the plan takes
// 19.81 ms.

package memspace

import (
	"cmp"
	"math"
	"math/bits"
	"slices"

	"github.com/planner-dev/planner/liveness"
)

// maxExact is the most items whose knapsack fitBytes solves exactly at a
// step (2^maxExact subsets); above it the fractional relaxation bounds it.
// maxExactWork bounds the item visits of the enumerations of one call:
// past it, every step takes the relaxation.
const (
	maxExact     = 12
	maxExactWork = 1 << 26
)

// item is one access of a step in the knapsack: its bytes and the fast
// memory it needs.
type item struct {
	bytes, size int64
}

// fitBytes returns, per step, the most bytes any plan at this capacity can
// serve from fast memory there (an upper bound; exact where the step has
// at most maxExact items that do not all fit): the fixed buffers' accesses
// and the knapsack of the others'. See the essay above. With split, the
// knapsack leaves out the accesses that need a prefetch of their buffer
// (inSlow), which it returns as pre[t] instead.
func (s *state) fitBytes(fixed []bool, split bool) (fit []int64, pre [][]access) {
	lv := s.lv
	n := s.n
	// fixedLoad[t]: fast bytes the S(1) buffers hold at t.
	fixedLoad := make([]int64, n+1)
	// viaDouble[{b, k}]: the slot size of the double buffer that can serve
	// use k of b, the smallest if several can.
	viaDouble := map[[2]int]int64{}
	for b := range lv.Buffers {
		buf := &lv.Buffers[b]
		if fixed[b] {
			sz := roundUp(buf.Size, buf.Align)
			fixedLoad[max(0, min(buf.Start, n))] += sz
			fixedLoad[max(0, min(buf.End, n))] -= sz
		}
		if p := s.doubleBuffer(b); p != nil && p.size <= s.capa {
			k := [2]int{p.extraBuf, p.extraUse}
			if v, ok := viaDouble[k]; !ok || p.size/2 < v {
				viaDouble[k] = p.size / 2
			}
		}
	}
	fit = make([]int64, n)
	if split {
		pre = make([][]access, n)
	}
	var items []item
	var load int64
	work := 0 // subsets enumerated, item visits
	for t := range n {
		load += fixedLoad[t]
		room := s.capa - load
		var got int64
		items = items[:0]
		for _, a := range s.acc.steps[t] {
			if fixed[a.buf] {
				got += a.bytes
				continue
			}
			buf := &lv.Buffers[a.buf]
			if buf.Size <= 0 || buf.MemorySpace() != 0 {
				continue
			}
			size := roundUp(buf.Size, buf.Align)
			double := false
			if len(viaDouble) > 0 {
				if v, ok := viaDouble[[2]int{a.buf, s.useIndex(a.buf, int64(t))}]; ok {
					size, double = min(size, v), true
				}
			}
			if size > room {
				continue
			}
			if split && !double && inSlow(buf.Kind) {
				pre[t] = append(pre[t], a)
				continue
			}
			items = append(items, item{a.bytes, size})
		}
		exact := work < maxExactWork
		if exact && len(items) <= maxExact {
			work += len(items) << len(items)
		}
		fit[t] = got + knapsack(items, room, exact)
	}
	return fit, pre
}

// inSlow reports whether a buffer of kind k starts in slow memory, so that
// each of its fast intervals is filled by a prefetch of its whole size.
func inSlow(k liveness.Kind) bool { return k == liveness.Parameter || k == liveness.Constant }

// useIndex returns k with acc.uses[b][k] at step t (uses are in step
// order, one per step), -1 when b has no access at t.
func (s *state) useIndex(b int, t int64) int {
	uses := s.acc.uses[b]
	k, ok := slices.BinarySearchFunc(uses, t, func(u use, t int64) int { return cmp.Compare(u.step, t) })
	if !ok {
		return -1
	}
	return k
}

// knapsack returns the most bytes of items whose sizes add up to at most
// room: with exact, by enumeration for up to maxExact items, otherwise the
// fractional relaxation's value rounded up (never below the exact
// optimum). Every item's size is at most room. It reorders items.
func knapsack(items []item, room int64, exact bool) int64 {
	var total, weight int64
	for _, it := range items {
		total += it.bytes
		weight += it.size
	}
	if weight <= room {
		return total
	}
	if exact && len(items) <= maxExact {
		best := int64(0)
		for mask := 1; mask < 1<<len(items); mask++ {
			var v, w int64
			for i, it := range items {
				if mask&(1<<i) != 0 {
					v += it.bytes
					w += it.size
				}
			}
			if w <= room && v > best {
				best = v
			}
		}
		return best
	}
	// Densest first; ties by size then bytes, so that the order (and the
	// split) depends on the items alone.
	slices.SortFunc(items, func(x, y item) int {
		// x.bytes/x.size > y.bytes/y.size, in exact 128-bit arithmetic.
		if c := cmp128(y.bytes, x.size, x.bytes, y.size); c != 0 {
			return c
		}
		if c := cmp.Compare(x.size, y.size); c != 0 {
			return c
		}
		return cmp.Compare(x.bytes, y.bytes)
	})
	var v int64
	left := room
	for _, it := range items {
		if it.size <= left {
			v += it.bytes
			left -= it.size
			continue
		}
		// The split item: its bytes in proportion, rounded up. The
		// quotient is below it.bytes, so the division cannot overflow.
		hi, lo := bits.Mul64(uint64(it.bytes), uint64(left))
		q, _ := bits.Div64(hi, lo, uint64(it.size))
		v += int64(q) + 1
		break
	}
	return min(v, total)
}

// cmp128 compares a·b with c·d, all four at least 0, without overflow.
func cmp128(a, b, c, d int64) int {
	h1, l1 := bits.Mul64(uint64(a), uint64(b))
	h2, l2 := bits.Mul64(uint64(c), uint64(d))
	if c := cmp.Compare(h1, h2); c != 0 {
		return c
	}
	return cmp.Compare(l1, l2)
}

// channelBound returns a lower bound on Planned from the copy channel: an
// access of a buffer that starts in slow memory is fast only inside a fast
// interval of the buffer, and Verify has every such interval filled by a
// prefetch of the whole buffer. It bounds the time of a window of steps
// [a, b): its steps' times and the stalls before its steps after a. Proof
// sketch, for any plan that verifies, y the window's fast accesses of such
// buffers:
//
//   - Copies. An interval holding m of b's fast accesses covers the m−1
//     or more gaps between b's consecutive uses from its first to its
//     last, so b's prefetches number at least its fast accesses less the
//     gaps its intervals cover. Covering a gap keeps b's aligned size in
//     fast memory at every step strictly inside it; at step t the fast
//     memory holds at most room_t (Capacity less the fixed buffers), so
//     the covered gaps inside the window have at most Σ room_t byte-steps
//     there, and the prefetches they spare are worth at most S, the
//     fractional knapsack of those gaps (worth a copy of b, weighing size
//     b times their inner steps).
//   - Channel. The prefetches of y take c_i = CopySeconds(size) each, less
//     S. Those that ran before step a left their buffers in fast memory at
//     a (the interval covers it), at most room_a bytes: with c_i counting
//     bytes alone (no latency) when a > 0, at least C(y) − S − room_a/BW
//     seconds of copying fall after a, and before the last use in the
//     window. During step t the channel serves only copies in flight at t
//     (at most MaxCopies, Verify), whose buffers sit in fast memory at t:
//     it copies for at most cap_t = MaxCopies·CopyLatency + room_t/BW (no
//     cap when MaxCopies is 0), and at most d_t. The rest falls in
//     stalls. So, weights at least 1, the window's time is at least
//     C(y) − S − room_a/BW + E, E = Σ (w_t·d_t − min(d_t, cap_t)) over its
//     steps at their least d_t (the knapsack bound; the terms grow with
//     d_t): a step that reads 2 GB from slow memory leaves the channel
//     idle but for what fits.
//   - Steps. A step's saving s_t(x) is concave in its fast bytes x with
//     s_t(0) = 0, hence subadditive: it is at most the saving of the
//     knapsack of its other accesses (fitBytes with split) plus that of
//     each access in y alone, g_i. So the window's steps take at least
//     X − Σ_{i∈y} g_i, X their time with the other accesses' knapsack fast.
//
// So the window takes at least min over y of max(X − G(y), C(y) − S −
// room_a/BW + E); over fractional y (a relaxation: the minimum can only
// fall) it is reached taking accesses by g_i / c_i, best first, up to
// where the two sides cross; and at least its steps' least times. The
// windows of a partition of the timeline are disjoint in time (a stall
// before a window's first step is in none), so Planned is at least the
// sum of their bounds. It cuts the timeline at windowCuts shares of the
// all-slow time and returns the best partition at those cuts (dynamic
// programming over the cuts), 0 where no bound applies (a step runs less
// than once).
func (s *state) channelBound(fixed []bool, fit []int64) float64 {
	for _, w := range s.weight {
		if w < 1 {
			return 0
		}
	}
	lv := s.lv
	n := s.n
	np, pre := s.fitBytes(fixed, true)
	// Per step: x (the time with the other accesses' knapsack fast), its
	// least time, E's term, room; prefix sums of each, index t for steps
	// before t.
	px, pmin, pe, proom, pslow := make([]float64, n+1), make([]float64, n+1), make([]float64, n+1), make([]float64, n+1), make([]float64, n+1)
	room := make([]int64, n+1)
	fixedLoad := make([]int64, n+1)
	for b := range lv.Buffers {
		if buf := &lv.Buffers[b]; fixed[b] {
			sz := roundUp(buf.Size, buf.Align)
			fixedLoad[max(0, min(buf.Start, n))] += sz
			fixedLoad[max(0, min(buf.End, n))] -= sz
		}
	}
	// The accesses in pre, in step order, with their savings.
	type cand struct {
		t, buf int64
		g      float64
	}
	var cs []cand
	var load int64
	for t := range n {
		load += fixedLoad[t]
		room[t] = max(0, s.capa-load)
		tot := s.slow[t] + s.fast[t]
		fl, w := s.acc.flops[t], s.weight[t]
		f0 := s.tgt.Seconds(fl, tot, 0)
		dmin := min(f0, s.tgt.Seconds(fl, tot-fit[t], fit[t]))
		capT := math.Inf(1)
		if s.tgt.MaxCopies > 0 {
			capT = float64(s.tgt.MaxCopies)*s.tgt.CopyLatency + float64(room[t])/s.tgt.CopyBandwidth
		}
		px[t+1] = px[t] + w*min(f0, s.tgt.Seconds(fl, tot-np[t], np[t]))
		pmin[t+1] = pmin[t] + w*dmin
		pe[t+1] = pe[t] + w*dmin - min(dmin, capT)
		proom[t+1] = proom[t] + float64(room[t])
		pslow[t+1] = pslow[t] + w*f0
		for _, a := range pre[t] {
			if g := w * (f0 - s.tgt.Seconds(fl, tot-a.bytes, a.bytes)); g > 0 {
				cs = append(cs, cand{t, int64(a.buf), g})
			}
		}
	}
	// The gaps between consecutive uses of the buffers with accesses in
	// pre, by their first use.
	type gap struct {
		from, to int64 // the uses' steps
		buf      int64
	}
	inPre := make([]bool, len(lv.Buffers))
	for _, c := range cs {
		inPre[c.buf] = true
	}
	var gaps []gap
	for b, ok := range inPre {
		if !ok {
			continue
		}
		uses := s.acc.uses[b]
		for k := 1; k < len(uses); k++ {
			gaps = append(gaps, gap{uses[k-1].step, uses[k].step, int64(b)})
		}
	}
	// Each copy takes c = its bytes over the bandwidth, plus the latency
	// in a window from step 0 (copySec); the accesses by g/c and the gaps
	// by c per byte-step, best first, in both cases (ties by position), so
	// that each window takes them in order without sorting.
	copySec := func(buf int64, lat bool) float64 {
		c := float64(lv.Buffers[buf].Size) / s.tgt.CopyBandwidth
		if lat {
			c += s.tgt.CopyLatency
		}
		return c
	}
	byteSteps := func(g gap) float64 {
		buf := &lv.Buffers[g.buf]
		return float64(roundUp(buf.Size, buf.Align)) * float64(g.to-g.from-1)
	}
	var csOrder, gapOrder [2][]int // [0]: no latency, [1]: with
	for k, lat := range []bool{false, true} {
		csOrder[k] = make([]int, len(cs))
		for i := range cs {
			csOrder[k][i] = i
		}
		slices.SortStableFunc(csOrder[k], func(i, j int) int {
			return cmp.Compare(cs[j].g/copySec(cs[j].buf, lat), cs[i].g/copySec(cs[i].buf, lat))
		})
		gapOrder[k] = make([]int, len(gaps))
		for i := range gaps {
			gapOrder[k][i] = i
		}
		slices.SortStableFunc(gapOrder[k], func(i, j int) int {
			// c/bs, highest first; a gap with no inner step before all.
			return cmp.Compare(copySec(gaps[j].buf, lat)*byteSteps(gaps[i]), copySec(gaps[i].buf, lat)*byteSteps(gaps[j]))
		})
	}
	// The cuts: steps at equal shares of the all-slow time, fewer on a
	// large problem (about 2^24 item visits in all).
	k := min(windowCuts, max(1, int(math.Sqrt(float64(1<<24)/float64(len(cs)+len(gaps)+1)))))
	cuts := []int64{0}
	for q, t := 1, int64(0); q < k; q++ {
		for t < n && pslow[t] < pslow[n]*float64(q)/float64(k) {
			t++
		}
		if t > cuts[len(cuts)-1] && t < n {
			cuts = append(cuts, t)
		}
	}
	cuts = append(cuts, n)
	// part[j]: the best bound on the time up to cuts[j], adding windows.
	part := make([]float64, len(cuts))
	var items [][2]float64 // {g_i, c_i}
	for j := 1; j < len(cuts); j++ {
		part[j] = math.Inf(-1)
		b := cuts[j]
		for i, a := range cuts[:j] {
			lat, o := a == 0, 0
			if lat {
				o = 1
			}
			items = items[:0]
			for _, q := range csOrder[o] {
				if c := cs[q]; c.t >= a && c.t < b {
					items = append(items, [2]float64{c.g, copySec(c.buf, lat)})
				}
			}
			spare, budget := 0.0, proom[b]-proom[a]
			for _, q := range gapOrder[o] {
				g := gaps[q]
				if g.from < a || g.to >= b {
					continue
				}
				c, bs := copySec(g.buf, lat), byteSteps(g)
				if bs <= budget {
					spare += c
					budget -= bs
					continue
				}
				spare += c * budget / bs
				break
			}
			x := px[b] - px[a]
			cc := pe[b] - pe[a] - spare
			if a > 0 {
				cc -= float64(room[a]) / s.tgt.CopyBandwidth
			}
			win := max(windowBound(x, cc, items), pmin[b]-pmin[a])
			part[j] = max(part[j], part[i]+win)
		}
	}
	return part[len(cuts)-1]
}

// windowCuts is the most shares of the all-slow time channelBound cuts
// the timeline into: it tries the windows between the cuts, O(windowCuts²)
// of them, each in time proportional to the accesses and gaps.
const windowCuts = 64

// windowBound returns min over fractional y of max(x − G(y), cc + C(y)),
// at least 0, for items {g, c} sorted by g/c, best first.
func windowBound(x, cc float64, items [][2]float64) float64 {
	gs := 0.0
	for _, it := range items {
		g, c := it[0], it[1]
		if x-gs <= cc {
			return max(0, cc)
		}
		if x-gs-g >= cc+c {
			gs, cc = gs+g, cc+c
			continue
		}
		th := (x - gs - cc) / (g + c)
		return max(0, cc+th*c)
	}
	return max(0, x-gs, cc)
}

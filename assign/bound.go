package assign

// Lower bounds.
//
// L, the max load, is the largest total size of the buffers live at one
// instant. Buffers live at the same instant must occupy disjoint byte ranges
// of the arena, so every plan's peak is at least L; L ≤ OPT, and for every
// plan r = peak/L is a certified upper bound on peak/OPT.
//
// It is computed by a sweep: every buffer contributes +Size at Start and
// −Size at End; the events are sorted by time with the ends before the starts
// at the same time (intervals are half-open, so a buffer ending at t and one
// starting at t never coexist), and the running sum's maximum is L. Sorting
// makes it O(n log n).
//
// Two details make L exact with respect to how Peak is defined (the largest
// Offset+Size over all buffers): a buffer with an empty interval
// (End ≤ Start) occupies no memory at any time, but its Offset+Size still
// counts in the peak, so L is also at least its size; zero-size buffers
// count for nothing.
//
// L₂ (LowerBound2) is the max load after rounding every size up to its
// p2ffd slot (see p2ffd.go): the smallest power of two that is at least the
// size and at least the alignment when the alignment is a power of two, or
// at least size + alignment − 1 when it is not. For a problem whose sizes are
// multiples of 128 and whose alignments divide 128 — every tpu-layout
// problem — that is exactly DESIGN.md's "round up to 128·2^k"; for other
// sizes it is tighter. It is not a lower bound on OPT but the quantity the
// p2ffd guarantee is stated in: peak(p2ffd) ≤ 8·L₂, and L₂ < 2·L whenever no
// alignment inflates a slot (an alignment that is a power of two no larger
// than the size's next power of two never does).

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
)

// LowerBound returns L, the max load of p: the largest total size of the
// buffers live at one time (and at least the size of every buffer). Every
// plan's peak is at least L.
func LowerBound(p *Problem) int64 {
	l, _ := maxLoad(p.Buffers, func(i int) int64 { return p.Buffers[i].Size })
	return l
}

// LowerBound2 returns L₂, the max load of p after rounding every size up to
// its power-of-two slot (the smallest power of two at least the size and a
// power-of-two alignment, or at least size + alignment − 1 for another
// alignment). p2ffd's plan has a peak of at most 8·L₂. It returns
// math.MaxInt64 when the slots add up to more than 2^61.
func LowerBound2(p *Problem) int64 {
	slots, ok := p2Slots(p.Buffers)
	if !ok {
		return math.MaxInt64
	}
	l, _ := maxLoad(p.Buffers, func(i int) int64 { return slots[i] })
	return l
}

// alignedBound returns a lower bound on the peak of every plan of p that
// is at least l (p's max load) and counts the holes alignment forces.
//
// Let g be the gcd of the alignments of the buffers that occupy memory;
// every offset is a multiple of g. Take the buffers live at one instant,
// by offset: o₁ < o₂ < … < oₖ. Each oⱼ₊₁ ≥ oⱼ + sⱼ is a multiple of g, and
// so is oⱼ, so oⱼ₊₁ ≥ oⱼ + ⌈sⱼ⌉ (sizes rounded up to g). Hence
// peak ≥ oₖ + sₖ ≥ Σ ⌈sⱼ⌉ − (⌈sₖ⌉ − sₖ) ≥ Σ ⌈sⱼ⌉ − max slack, the slack of
// a buffer being ⌈s⌉ − s. The sweep takes the largest such value over
// every set of buffers live together. Under the tpu layout (every
// alignment 128, tuples of 8 bytes per element) it is what proves a plan
// whose only holes sit above small tuple buffers optimal.
func alignedBound(bufs []Buffer, l int64) int64 {
	var g int64
	for i := range bufs {
		if occupies(&bufs[i]) {
			g = gcd(g, alignOf(bufs[i]))
		}
	}
	if g <= 1 {
		return l
	}
	type ev struct {
		time  int64
		slack int64
		size  int64 // rounded up to g; negative at an end
	}
	evs := make([]ev, 0, 2*len(bufs))
	for i := range bufs {
		b := &bufs[i]
		if !occupies(b) {
			continue
		}
		r := roundUp(b.Size, g)
		evs = append(evs, ev{b.Start, r - b.Size, r}, ev{b.End, r - b.Size, -r})
	}
	slices.SortFunc(evs, func(a, b ev) int {
		if a.time != b.time {
			return cmp.Compare(a.time, b.time)
		}
		return cmp.Compare(a.size, b.size) // ends first
	})
	live := map[int64]int{} // slack → number of live buffers with it
	var sum, maxSlack, best int64
	for _, e := range evs {
		if e.size < 0 {
			sum += e.size
			if live[e.slack]--; live[e.slack] == 0 {
				delete(live, e.slack)
				if e.slack == maxSlack {
					maxSlack = 0
					for s := range live {
						maxSlack = max(maxSlack, s)
					}
				}
			}
			continue
		}
		if sum += e.size; sum > 1<<62 {
			return l // far beyond any real arena; keep clear of overflow
		}
		live[e.slack]++
		maxSlack = max(maxSlack, e.slack)
		// The buffers started so far at this instant are live together.
		best = max(best, sum-maxSlack)
	}
	return max(best, l)
}

// gcd returns the greatest common divisor of a and b (b when a is 0).
func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// PeakTime returns the max load L of p and the earliest time at which the
// buffers live reach it (0 when no buffer occupies memory).
func PeakTime(p *Problem) (load, time int64) {
	return maxLoad(p.Buffers, func(i int) int64 { return p.Buffers[i].Size })
}

// LiveAt returns the indexes of the buffers of p that occupy memory at time
// t (Start ≤ t < End and Size > 0), in index order.
func LiveAt(p *Problem, t int64) []int {
	var live []int
	for i, b := range p.Buffers {
		if b.Size > 0 && b.Start <= t && t < b.End {
			live = append(live, i)
		}
	}
	return live
}

// event is a change of load at a time: +size at a start, −size at an end.
type event struct {
	time  int64
	delta int64
}

// maxLoad sweeps the buffers with the given sizes and returns the largest
// total size live at one time, and the first time it is reached. The sum
// saturates at math.MaxInt64 instead of overflowing. Buffers with empty
// intervals count by their size alone.
func maxLoad(bufs []Buffer, size func(i int) int64) (load, at int64) {
	evs := make([]event, 0, 2*len(bufs))
	var single int64
	for i, b := range bufs {
		s := size(i)
		if s <= 0 {
			continue
		}
		if b.End <= b.Start {
			single = max(single, s)
			continue
		}
		evs = append(evs, event{b.Start, s}, event{b.End, -s})
	}
	sortEvents(evs)
	var cur int64
	for _, e := range evs {
		if e.delta > 0 && cur > math.MaxInt64-e.delta {
			// Saturated: nothing can be larger.
			load, at = math.MaxInt64, e.time
			break
		}
		cur += e.delta
		if cur > load {
			load, at = cur, e.time
		}
	}
	if single > load {
		load = single
		if len(evs) == 0 {
			at = 0
		}
	}
	return load, at
}

// sortEvents sorts events by time, ends (negative deltas) before starts at
// the same time.
func sortEvents(evs []event) {
	slices.SortFunc(evs, func(a, b event) int {
		if a.time != b.time {
			return cmp.Compare(a.time, b.time)
		}
		return cmp.Compare(a.delta, b.delta)
	})
}

// roundPow2 returns the smallest power of two ≥ x (x ≥ 1), and false when
// it does not fit in an int64.
func roundPow2(x int64) (int64, bool) {
	if x <= 1 {
		return 1, true
	}
	n := bits.Len64(uint64(x - 1))
	if n >= 63 {
		return 0, false
	}
	return 1 << n, true
}

// p2Slots returns every buffer's p2ffd slot: 0 for a zero-size buffer,
// else the smallest power of two that is ≥ Size and ≥ Align when Align is a
// power of two, or ≥ Size + Align − 1 when it is not (any slot of that many
// bytes holds an aligned placement of the buffer). It returns false when the
// slots add up to more than 2^61 (sizes near the int64 limit).
func p2Slots(bufs []Buffer) ([]int64, bool) {
	slots := make([]int64, len(bufs))
	var total int64
	for i, b := range bufs {
		if b.Size <= 0 {
			continue
		}
		need, a := b.Size, alignOf(b)
		if a&(a-1) == 0 {
			need = max(need, a)
		} else {
			need += a - 1
		}
		slot, ok := roundPow2(need)
		if !ok || slot > 1<<61 {
			return nil, false
		}
		slots[i] = slot
		// Offsets stay below the sum of the slots; keep it far from overflow.
		if total += slot; total > 1<<61 {
			return nil, false
		}
	}
	return slots, true
}

// alignOf returns b's alignment, 1 when it has none (Align ≤ 1).
func alignOf(b Buffer) int64 {
	if b.Align <= 1 {
		return 1
	}
	return b.Align
}

// AlignedLowerBound returns the lower bound on the peak of every plan of p
// that counts the holes alignment forces (at least LowerBound(p)): a plan
// whose peak reaches it is optimal, the proof an independent checker can
// redo from the buffers alone.
func AlignedLowerBound(p *Problem) int64 {
	return alignedBound(p.Buffers, LowerBound(p))
}

package assign

// bestfit: XLA's GlobalDecreasingSizeBestFitHeap.
//
// This is the packer XLA's buffer assignment uses by default, so its peak is
// the baseline users know. It sorts the buffers once, globally (not in the
// order they become live, as a malloc-style simulation would), and places
// them one at a time: each buffer collects the byte ranges of the buffers
// already placed that are live at some instant of its interval, sorted by
// offset; the gaps between them (starting at 0, each gap's start rounded up
// to the buffer's alignment) are the free chunks, and the buffer takes the
// smallest free chunk that holds it — the lowest one on ties. When none
// does, it goes at the aligned end of the highest range: the heap grows,
// and any free space between that range and the old top is used, as XLA
// extends its last free chunk when it touches the heap's top.
//
// XLA runs two orders and keeps the smaller heap:
//
//	spatial:  size descending, then duration descending, then id
//	temporal: duration descending, then size descending, then id
//
// Here "id" is the buffer's index in the problem (XLA's buffer ids are
// dense and in definition order, as the indexes are). Big buffers first
// leaves the small ones to fill the holes; long-lived first makes the
// long-lived ones a floor the short-lived ones stack on.
//
// Worked example (XLA's heap_simulator_test, alignment 20): a=[0,3) size 10,
// b=[1,5) 20, c=[2,6) 50, d=[4,7) 40. Spatial order c, d, b, a. c goes to 0.
// d overlaps c in time: the only range is [0,50), the next aligned offset
// is 60, no gap: d at 60. b overlaps c and d: ranges [0,50), [60,100); the
// gap [60,60) is empty: b at 100. a overlaps c and b but not d: ranges
// [0,50), [100,120); the gap [60,100) holds 10 bytes at 60: a at 60. Heap
// 120. With a=10, b=30, c=20, d=40 all live at once the order is d, b, c, a
// and the heap is 100 with d=0, b=40, c=70, a=90.
//
// It has no a-priori bound: best fit can be far from the optimum on
// adversarial inputs, which is why auto keeps p2ffd as a fallback. Cost:
// O(n log n + Σ kᵢ log kᵢ) (see place.go).

import "slices"

// bestFitOrders returns XLA's spatial and temporal orders of the buffers.
func bestFitOrders(bufs []Buffer) (spatial, temporal []int32) {
	spatial = identity(len(bufs))
	temporal = identity(len(bufs))
	dur := func(i int32) int64 { return max(bufs[i].End-bufs[i].Start, 0) }
	slices.SortFunc(spatial, func(x, y int32) int {
		return cmpDesc(bufs[x].Size, bufs[y].Size, dur(x), dur(y), x, y)
	})
	slices.SortFunc(temporal, func(x, y int32) int {
		return cmpDesc(dur(x), dur(y), bufs[x].Size, bufs[y].Size, x, y)
	})
	return spatial, temporal
}

// bestFit runs XLA's best-fit packer in both orders and returns the plan
// with the lower peak (the spatial one on ties), with the order that made it.
func bestFit(pl *placer) (*Solution, []int32) {
	spatial, temporal := bestFitOrders(pl.bufs)
	s, order := bestFitRun(pl, spatial)
	if t, _ := bestFitRun(pl, temporal); t.Peak < s.Peak {
		return t, temporal
	}
	return s, order
}

// bestFitRun places the buffers in order with the best-fit rule.
func bestFitRun(pl *placer, order []int32) (*Solution, []int32) {
	off, peak := pl.run(order, bestGap, nil)
	return solutionOf("bestfit", off, peak), order
}

// identity returns 0, 1, ..., n-1.
func identity(n int) []int32 {
	order := make([]int32, n)
	for i := range order {
		order[i] = int32(i)
	}
	return order
}

// cmpDesc orders by a descending, then b descending, then index ascending.
func cmpDesc(a1, a2, b1, b2 int64, x, y int32) int {
	switch {
	case a1 != a2:
		if a1 > a2 {
			return -1
		}
		return 1
	case b1 != b2:
		if b1 > b2 {
			return -1
		}
		return 1
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

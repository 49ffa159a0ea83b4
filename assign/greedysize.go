package assign

// greedy-size: TFLite's greedy-by-size offset planner.
//
// TFLite's arena planner (ArenaPlanner with SimpleMemoryArena) plans the
// non-persistent tensors of a graph the same way: sort them by size,
// largest first, ties by the time they are first allocated; then for each
// one, walk the tensors already placed whose lifetimes overlap it, in order
// of offset, tracking the lowest aligned offset above everything seen so
// far; take the smallest gap that holds the tensor, and if no gap does,
// place it just above the highest overlapping tensor.
//
// It is XLA's spatial best fit with a different tie-break (first use instead
// of duration), and it is here because it is what TFLite users know and
// because the tie-break alone changes the answer: on DESIGN.md's six-buffer
// instance (3,6,4) (4,5,3) (1,3,7) (3,4,1) (2,4,4) (5,7,5), both size-4
// buffers tie; TFLite takes (2,4) first and reaches 15, XLA's duration
// order takes (3,6) first and reaches 13, and the optimum is 11.
//
// No a-priori bound; cost O(n log n + Σ kᵢ log kᵢ) as for bestfit.

import "slices"

// greedySizeOrder returns TFLite's order: size descending, then start
// ascending, then index.
func greedySizeOrder(bufs []Buffer) []int32 {
	order := identity(len(bufs))
	slices.SortFunc(order, func(x, y int32) int {
		// Negated starts sort ascending under cmpDesc.
		return cmpDesc(bufs[x].Size, bufs[y].Size, -bufs[x].Start, -bufs[y].Start, x, y)
	})
	return order
}

// greedySize runs TFLite's greedy-by-size planner.
func greedySize(pl *placer) (*Solution, []int32) {
	order := greedySizeOrder(pl.bufs)
	off, peak := pl.run(order, bestGap, nil)
	return solutionOf("greedy-size", off, peak), order
}

package remat

import (
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/liveness"
)

// xlaTemp returns the bytes XLA's buffer assignment gives the buffers of
// arena in lv (an analysis with Options.Heap): the heap its simulator
// packs of the arrays, by XLA's best fit in the spatial and temporal
// orders, the smaller kept (assign.XLAHeap), and after it each tuple
// table in an allocation of its own (liveness.XLAHeapProblem;
// buffer_assignment.cc, CombineTempAllocations places the allocations
// end to end at the color's alignment, so the heap's end is rounded up
// to the tables' alignment first, 64 bytes on XLA:CPU).
func xlaTemp(lv *liveness.Result, arena liveness.Arena) int64 {
	heap, tables, a := lv.XLAHeapProblem(arena)
	_, peak, _ := assign.XLAHeap(heap)
	if tables == 0 {
		return peak
	}
	return (peak+a-1)/a*a + tables
}

package liveness

import "github.com/planner-dev/planner/assign"

// Tuple tables: the buffers XLA's heap simulator does not see.
//
// XLA's buffer assignment gives each buffer that holds a tuple-shaped
// value (a tuple's table of pointers: the tuple an opt-barrier reads,
// the barrier's own result) an allocation of its own before it hands the
// remaining temporaries to the heap simulator (buffer_assignment.cc,
// BufferAssigner::AssignSingleHloBuffer: "New allocation ... for
// tuple-shaped buffer"), and only then joins every temp allocation of a
// color into one, end to end, each at the color's alignment
// (BufferAssignment::CombineTempAllocations). So a tuple table is not a
// heap buffer: it takes no offset in the heap, and it is not one of the
// values whose Alloc, ShareWith and Free calls tick the simulator's clock
// (HeapSimulator::RunComputation skips a value it is not asked to assign,
// IgnoreBuffer), which the spatial order's durations count. Each one
// adds its size, rounded up to the alignment, to the temp allocation.
//
// Measured (jaxlib 0.10.2, XLA:CPU): the module --emit-hlo writes for the
// third held-out lru step of testdata/xla-remat at 0.7 of its total has
// 171 barriers; XLA's temp allocation of it, 17,475,608 bytes, is a heap of
// 17,465,600 bytes and 157 tuple tables of 16 or 24 bytes at 64 bytes
// each (the last one unrounded). Its intervals in the simulator's clock,
// the tables left out, place all 231 heap buffers at XLA's offsets; with
// the tables among the heap's buffers (HeapProblem), the same module
// packs to 17,096,960.

// XLAHeapProblem returns the heap buffers of arena as XLA's heap
// simulator sees them (HeapProblem) without the tuple tables, the bytes
// those tables add to XLA's temp allocation beside the heap, each rounded
// up to its buffer's alignment, and the largest of those alignments (1
// without tables), to which the heap's end is rounded before them.
func (r *Result) XLAHeapProblem(arena Arena) (heap []assign.HeapBuffer, tables, align int64) {
	align = 1
	for i := range r.Heap {
		b := &r.Buffers[r.Heap[i].Buffer]
		if arena.In(b) && b.Shape.IsTuple() {
			a := max(b.Align, 1)
			tables += (r.Heap[i].Size + a - 1) / a * a
			align = max(align, a)
		}
	}
	return r.heapProblem(arena, true), tables, align
}

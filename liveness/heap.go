package liveness

import (
	"cmp"
	"slices"

	"github.com/planner-dev/planner/assign"
)

// Span is a live range in steps, half-open: [Start, End).
type Span struct {
	Start, End int64
	// Reuses is set on a value written over its operand's buffer (the
	// may-share reuse of operands): XLA's heap simulator frees that
	// operand right before it shares its offset with the value, among the
	// definitions of the value's step, not among the frees after them
	// (heap_simulator.cc, HeapSimulator::RunComputation: "Remove the
	// operand buffer right before sharing (allocating) a new one").
	Reuses bool
}

// HeapBuffer is a buffer as XLA's heap simulator places it: the values
// that share one offset there, each with its own live range. They are
// the values of one XLA HloBuffer (the must-share groups) and the results
// written over them (the reuse of operands); a temporary the analysis put
// into another buffer's hole is a heap buffer of its own, which the heap
// simulator places where it fits. A Buffer holds one or more of them.
type HeapBuffer struct {
	// Buffer is the ID of the Buffer holding it.
	Buffer int
	// Size is its largest value's size in bytes; Align the Buffer's.
	Size, Align int64
	// Spans are its values' own live ranges, the first defined first:
	// the value the simulator allocates, the others share its offset.
	Spans []Span
}

// heapBuffers returns the heap buffers of group g, numbered id: its
// values partitioned by heapRoot, each part's values in definition order,
// with firsts[k] the first value of part k.
func (a *analysis) heapBuffers(g *group, id int, n int64) (hbs []HeapBuffer, firsts []int) {
	members := slices.Clone(g.members)
	slices.SortFunc(members, a.valueCmp)
	part := map[int]int{} // heap root → index in hbs
	for _, m := range members {
		root := m
		if m < len(a.heapRoot) {
			root = a.heapRoot[m]
		}
		k, ok := part[root]
		if !ok {
			k = len(hbs)
			part[root] = k
			hbs = append(hbs, HeapBuffer{Buffer: id, Align: g.align})
			firsts = append(firsts, m)
		}
		v := &a.vals[m]
		sp := Span{Start: min(v.def/2, max(n-1, 0)), End: min(v.last/2+1, n)}
		sp.End = max(sp.End, sp.Start+1)
		sp.Reuses = m < len(a.reused) && a.reused[m]
		hbs[k].Spans = append(hbs[k].Spans, sp)
		hbs[k].Size = max(hbs[k].Size, v.size)
	}
	for k := range hbs {
		if hbs[k].Size <= 0 {
			hbs[k].Size = g.size
		}
	}
	return hbs, firsts
}

// HeapProblem returns the heap buffers of arena (Result.Heap, filled when
// Options.Heap is set) as XLA's heap simulator sees them, for
// assign.XLAHeap: each value's live range in the simulator's own time,
// which counts its Alloc, ShareWith and Free calls (heap_simulator.cc,
// GlobalDecreasingSizeBestFitHeap::Alloc, ShareWith, Free: each
// increments current_time_). The simulator replays the schedule step by
// step, at each step first the values defined there, then those freed
// there, each list in order of (start, end, value)
// (HeapSimulator::RunComputation), except that an operand whose buffer
// a result takes over is freed right before that result's ShareWith,
// among the definitions (Span.Reuses). So a value's interval is the closed
// range from its definition's event to its free's: two values meet there
// exactly when their ranges in steps meet, but a duration counts the
// events of the arena's values in between, not steps, and the spatial
// order sorts by it.
func (r *Result) HeapProblem(arena Arena) []assign.HeapBuffer {
	var hbs []*HeapBuffer
	for i := range r.Heap {
		if arena.In(&r.Buffers[r.Heap[i].Buffer]) {
			hbs = append(hbs, &r.Heap[i])
		}
	}
	// event is a define (free false) or a free of value v, ordered by
	// step t, phase (defines 0, then frees 1), and the (start, end, k) of
	// the value it is listed under. A free moved before a reuse's define
	// (Span.Reuses) is listed under that define, in its phase, before it
	// (sub 0; the define 1).
	type event struct {
		t          int64
		phase      int
		start, end int64
		k          int
		sub        int
		free       bool
		v          int
	}
	var evs []event
	k := 0
	for _, hb := range hbs {
		moved := make([]bool, len(hb.Spans))
		for j, sp := range hb.Spans {
			if !sp.Reuses {
				continue
			}
			// The operand: the latest value before it in the buffer
			// whose last read is the reuse's own step.
			for i := j - 1; i >= 0; i-- {
				if op := hb.Spans[i]; !moved[i] && op.End-1 == sp.Start && op.Start < sp.Start {
					moved[i] = true
					evs = append(evs, event{sp.Start, 0, sp.Start, sp.End, k + j, 0, true, k + i})
					break
				}
			}
		}
		for i, sp := range hb.Spans {
			evs = append(evs, event{sp.Start, 0, sp.Start, sp.End, k + i, 1, false, k + i})
			if !moved[i] {
				evs = append(evs, event{sp.End - 1, 1, sp.Start, sp.End, k + i, 1, true, k + i})
			}
		}
		k += len(hb.Spans)
	}
	slices.SortFunc(evs, func(x, y event) int {
		if c := cmp.Compare(x.t, y.t); c != 0 {
			return c
		}
		if c := cmp.Compare(x.phase, y.phase); c != 0 {
			return c
		}
		if c := cmp.Compare(x.start, y.start); c != 0 {
			return c
		}
		if c := cmp.Compare(x.end, y.end); c != 0 {
			return c
		}
		if c := cmp.Compare(x.k, y.k); c != 0 {
			return c
		}
		return cmp.Compare(x.sub, y.sub)
	})
	at := make([]assign.Interval, k)
	for i, e := range evs {
		if e.free {
			at[e.v].End = int64(i)
		} else {
			at[e.v].Start = int64(i)
		}
	}
	out := make([]assign.HeapBuffer, len(hbs))
	k = 0
	for i, hb := range hbs {
		out[i] = assign.HeapBuffer{Size: hb.Size, Align: hb.Align, Lives: at[k : k+len(hb.Spans) : k+len(hb.Spans)]}
		k += len(hb.Spans)
	}
	return out
}

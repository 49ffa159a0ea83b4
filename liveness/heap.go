package liveness

import (
	"cmp"
	"slices"

	"github.com/planner-dev/planner/assign"
)

// Span is a live range in steps, half-open: [Start, End).
type Span struct {
	Start, End int64
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
// (HeapSimulator::RunComputation), so a value's interval is the closed
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
	// event is a define (free false) or a free of value k at step t.
	type event struct {
		t          int64
		free       bool
		start, end int64
		k          int
	}
	var evs []event
	k := 0
	for _, hb := range hbs {
		for _, sp := range hb.Spans {
			evs = append(evs, event{sp.Start, false, sp.Start, sp.End, k}, event{sp.End - 1, true, sp.Start, sp.End, k})
			k++
		}
	}
	slices.SortFunc(evs, func(x, y event) int {
		if c := cmp.Compare(x.t, y.t); c != 0 {
			return c
		}
		if x.free != y.free {
			if y.free {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(x.start, y.start); c != 0 {
			return c
		}
		if c := cmp.Compare(x.end, y.end); c != 0 {
			return c
		}
		return cmp.Compare(x.k, y.k)
	})
	at := make([]assign.Interval, k)
	for i, e := range evs {
		if e.free {
			at[e.k].End = int64(i)
		} else {
			at[e.k].Start = int64(i)
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

package liveness

import (
	"cmp"
	"slices"
)

// valueCmp orders values by definition, then instruction ID, then
// position, originals before copies, then creation order: the order that
// numbers buffers.
func (a *analysis) valueCmp(x, y int) int {
	vx, vy := &a.vals[x], &a.vals[y]
	if c := cmp.Compare(vx.def, vy.def); c != 0 {
		return c
	}
	if c := cmp.Compare(vx.inst.ID, vy.inst.ID); c != 0 {
		return c
	}
	if c := cmp.Compare(vx.pos, vy.pos); c != 0 {
		return c
	}
	if vx.copied != vy.copied {
		if vy.copied {
			return -1
		}
		return 1
	}
	return cmp.Compare(x, y)
}

// result turns the groups into numbered buffers with live ranges in steps.
func (a *analysis) result(s *sharing) *Result {
	n := int64(len(a.timeline))
	r := &Result{Steps: n, Timeline: a.timeline}
	type built struct {
		root    int
		members []int // real values, sorted
	}
	var bs []built
	// The members lists are cut from one backing array (a value is in one
	// group), not made one per group: about 100,000 groups on the
	// 11,000-layer training step. Each is cut with its capacity at its
	// length, so that an append to one cannot write over the next.
	backing := make([]int, 0, len(a.vals))
	for root, g := range s.groups {
		if g == nil {
			continue
		}
		if cap(backing)-len(backing) < len(g.members) {
			backing = make([]int, 0, max(len(g.members), len(a.vals)))
		}
		start := len(backing)
		for _, id := range g.members {
			if !a.vals[id].phi {
				backing = append(backing, id)
			}
		}
		if len(backing) == start {
			backing = append(backing, g.members...)
		}
		real := backing[start:len(backing):len(backing)]
		slices.SortFunc(real, a.valueCmp)
		bs = append(bs, built{root, real})
	}
	slices.SortFunc(bs, func(x, y built) int { return a.valueCmp(x.members[0], y.members[0]) })
	bufOf := make([]int, len(a.vals))
	r.Buffers = make([]Buffer, 0, len(bs))
	var heapFirst []int // with a.heapRoot: the first value of each of r.Heap
	valuesLeft := 0
	for _, b := range bs {
		valuesLeft += len(b.members)
	}
	var values []Value
	for id, b := range bs {
		g := s.groups[b.root]
		if a.heapRoot != nil {
			hbs, firsts := a.heapBuffers(g, id, n)
			r.Heap = append(r.Heap, hbs...)
			heapFirst = append(heapFirst, firsts...)
		}
		buf := Buffer{ID: id, Size: g.size, Align: g.align}
		// The shape is that of the first value filling the buffer: a
		// temporary colocated in an output's buffer before the output is
		// defined may come first and be smaller.
		buf.Shape = *a.vals[b.members[0]].shape
		for _, m := range b.members {
			if a.vals[m].size == g.size {
				buf.Shape = *a.vals[m].shape
				break
			}
		}
		lo, hi := g.spans[0].lo, g.spans[0].hi
		var constant, param, liveOut bool
		for _, m := range g.members {
			v := &a.vals[m]
			bufOf[m] = id
			lo, hi = min(lo, v.def), max(hi, v.last)
			constant = constant || v.constant
			param = param || v.param
			liveOut = liveOut || v.liveOut
		}
		// Values are cut from one backing array too (capacity at length).
		if cap(values)-len(values) < len(b.members) {
			values = make([]Value, 0, max(len(b.members), valuesLeft))
		}
		start := len(values)
		for _, m := range b.members {
			v := &a.vals[m]
			values = append(values, Value{Instruction: v.inst, Index: v.index, Copy: v.copied})
		}
		buf.Values = values[start:len(values):len(values)]
		valuesLeft -= len(b.members)
		switch {
		case constant:
			buf.Kind = Constant
		case param:
			buf.Kind = Parameter
		case liveOut:
			buf.Kind = MaybeLiveOut
		default:
			buf.Kind = Temp
		}
		buf.LiveOut = liveOut
		buf.Start = min(lo/2, max(n-1, 0))
		buf.End = min(hi/2+1, n)
		r.Buffers = append(r.Buffers, buf)
	}
	if a.heapRoot != nil {
		// In order of their first values, as XLA's value ids go (the
		// heap's tie-breaker).
		ord := make([]int, len(r.Heap))
		for i := range ord {
			ord[i] = i
		}
		slices.SortStableFunc(ord, func(x, y int) int { return a.valueCmp(heapFirst[x], heapFirst[y]) })
		heap := make([]HeapBuffer, len(ord))
		for i, o := range ord {
			heap[i] = r.Heap[o]
		}
		r.Heap = heap
	}
	for _, c := range a.copies {
		v := &a.vals[c.of]
		r.Copies = append(r.Copies, Copy{Of: Value{Instruction: v.inst, Index: v.index, Copy: v.copied}, Buffer: bufOf[c.v], Reason: c.reason})
	}
	r.MaxLive, r.PeakTime, r.PeakBuffers = maxLiveOf(r.Buffers, n, All.In)
	return r
}

// maxLiveOf sweeps the buffers that keep selects and returns the largest total
// size live at one step, the first step where it is reached and the IDs of
// the buffers live there, largest first (ties by ID).
func maxLiveOf(bufs []Buffer, steps int64, keep func(*Buffer) bool) (int64, int64, []int) {
	if steps == 0 {
		return 0, 0, nil
	}
	load := make([]int64, steps+1)
	for i := range bufs {
		b := &bufs[i]
		if !keep(b) || b.End <= b.Start {
			continue
		}
		load[b.Start] += b.Size
		load[b.End] -= b.Size
	}
	var best, at, cur int64
	for t := int64(0); t < steps; t++ {
		cur += load[t]
		if cur > best {
			best, at = cur, t
		}
	}
	var peak []int
	for i := range bufs {
		b := &bufs[i]
		if keep(b) && b.Size > 0 && b.Start <= at && at < b.End {
			peak = append(peak, b.ID)
		}
	}
	slices.SortFunc(peak, func(x, y int) int {
		if c := cmp.Compare(bufs[y].Size, bufs[x].Size); c != 0 {
			return c
		}
		return cmp.Compare(x, y)
	})
	return best, at, peak
}

package assign

// The verifier.
//
// Verify re-derives the one invariant every plan must keep from the plan
// alone, sharing nothing with the packers: no data structure, no order, no
// helper beyond alignOf. It is the assign package's checkFunc, run on every
// plan in the tests and on every plan the CLI prints.
//
// Per buffer it checks that the offset is non-negative, a multiple of the
// buffer's alignment, and that Offset+Size neither overflows nor exceeds the
// reported peak; then that the peak is exactly the largest Offset+Size (so a
// plan cannot claim a smaller arena than it uses, or a larger one than it
// needs) and within the capacity.
//
// Non-overlap is checked by a sweep over time. The buffers that occupy
// memory (Size > 0 and Start < End) contribute a start and an end event;
// events are sorted by time, ends before starts at the same time (intervals
// are half-open, so a buffer ending at t and one starting at t may share
// bytes), then by buffer index. An ordered set holds the byte ranges
// [Offset, Offset+Size) of the buffers live at the current time; invariant:
// the ranges in the set are pairwise disjoint. A starting buffer can overlap
// a range of the set only if it overlaps its nearest neighbour below or
// above (the set's ranges are disjoint and sorted), so two lookups decide
// it. The ordered set is a treap keyed by (offset, buffer index) whose nodes
// are the buffer indexes, so the check is O(n log n) expected, and the first
// overlap in sweep order is reported with both buffers' IDs.

import (
	"cmp"
	"fmt"
	"math"
	"slices"
)

// Verify checks that s is a valid plan for p: one offset per buffer, every
// offset non-negative and aligned, every buffer below s.Peak, s.Peak equal
// to the largest Offset+Size and within p.Capacity (when positive), and no
// two buffers live at the same time sharing a byte. It returns the first
// violation found, naming the buffers involved.
func Verify(p *Problem, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	bufs := p.Buffers
	if len(s.Offsets) != len(bufs) {
		return fmt.Errorf("%d offsets for %d buffers", len(s.Offsets), len(bufs))
	}
	var top int64
	for i, b := range bufs {
		off := s.Offsets[i]
		switch {
		case b.Size < 0:
			return fmt.Errorf("buffer %q: negative size %d", b.ID, b.Size)
		case off < 0:
			return fmt.Errorf("buffer %q: negative offset %d", b.ID, off)
		case off%alignOf(b) != 0:
			return fmt.Errorf("buffer %q: offset %d is not a multiple of its alignment %d", b.ID, off, b.Align)
		case off > math.MaxInt64-b.Size:
			return fmt.Errorf("buffer %q: offset %d + size %d overflows int64", b.ID, off, b.Size)
		case off+b.Size > s.Peak:
			return fmt.Errorf("buffer %q: [%d,%d) ends above the peak %d", b.ID, off, off+b.Size, s.Peak)
		}
		top = max(top, off+b.Size)
	}
	if s.Peak != top {
		return fmt.Errorf("peak %d is not the highest end of a buffer, %d", s.Peak, top)
	}
	if p.Capacity > 0 && s.Peak > p.Capacity {
		return fmt.Errorf("peak %d exceeds the capacity %d", s.Peak, p.Capacity)
	}
	return verifyDisjoint(bufs, s.Offsets)
}

// verifyEvent is a buffer's start or end in the verifier's sweep.
type verifyEvent struct {
	time  int64
	start bool // false: an end, sorted first at equal times
	buf   int
}

// verifyDisjoint sweeps over time keeping the occupied ranges in a treap
// and reports the first pair of buffers live at once whose ranges meet.
func verifyDisjoint(bufs []Buffer, offsets []int64) error {
	// Sized by a first count: grown by append, the list was copied about
	// twenty times on the 11,000-layer step (22 MB allocated for 9).
	n := 0
	for _, b := range bufs {
		if b.Size > 0 && b.Start < b.End {
			n++
		}
	}
	evs := make([]verifyEvent, 0, 2*n)
	for i, b := range bufs {
		if b.Size > 0 && b.Start < b.End {
			evs = append(evs, verifyEvent{b.Start, true, i}, verifyEvent{b.End, false, i})
		}
	}
	slices.SortFunc(evs, func(a, b verifyEvent) int {
		if a.time != b.time {
			return cmp.Compare(a.time, b.time)
		}
		if a.start != b.start {
			if a.start {
				return 1
			}
			return -1
		}
		return a.buf - b.buf
	})
	t := newRangeSet(len(bufs), offsets)
	for _, e := range evs {
		if !e.start {
			t.remove(e.buf)
			continue
		}
		b := bufs[e.buf]
		lo, hi := offsets[e.buf], offsets[e.buf]+b.Size
		if q := t.below(e.buf); q >= 0 && offsets[q]+bufs[q].Size > lo {
			return overlapError(bufs, offsets, q, e.buf)
		}
		if q := t.above(e.buf); q >= 0 && offsets[q] < hi {
			return overlapError(bufs, offsets, q, e.buf)
		}
		t.insert(e.buf)
	}
	return nil
}

func overlapError(bufs []Buffer, offsets []int64, i, j int) error {
	a, b := bufs[i], bufs[j]
	return fmt.Errorf("buffers %q and %q overlap: both live on [%d,%d), at bytes [%d,%d) and [%d,%d)",
		a.ID, b.ID, max(a.Start, b.Start), min(a.End, b.End),
		offsets[i], offsets[i]+a.Size, offsets[j], offsets[j]+b.Size)
}

// rangeSet is an ordered set of buffers keyed by (offset, index): a treap
// whose nodes are buffer indexes. It is the verifier's own structure; the
// packers do not use it.
type rangeSet struct {
	node []rangeNode
	root int32
}

// rangeNode is one buffer's node; its fields sit together so that a step
// down the tree touches one cache line.
type rangeNode struct {
	off         int64
	left, right int32  // children, -1 for none
	prio        uint32 // heap priority: a hash of the index, so runs are deterministic
}

func newRangeSet(n int, offsets []int64) *rangeSet {
	t := &rangeSet{node: make([]rangeNode, n), root: -1}
	for i := range n {
		x := uint32(i)*2654435761 + 0x9e3779b9
		x ^= x >> 15
		x *= 0x85ebca6b
		x ^= x >> 13
		t.node[i] = rangeNode{off: offsets[i], left: -1, right: -1, prio: x}
	}
	return t
}

// less orders nodes by offset, then by index.
func (t *rangeSet) less(a, b int32) bool {
	if oa, ob := t.node[a].off, t.node[b].off; oa != ob {
		return oa < ob
	}
	return a < b
}

// split splits the tree n into the nodes less than k and the rest.
func (t *rangeSet) split(n, k int32) (int32, int32) {
	if n < 0 {
		return -1, -1
	}
	if t.less(n, k) {
		l, r := t.split(t.node[n].right, k)
		t.node[n].right = l
		return n, r
	}
	l, r := t.split(t.node[n].left, k)
	t.node[n].left = r
	return l, n
}

// merge joins a and b, every node of a being less than every node of b.
func (t *rangeSet) merge(a, b int32) int32 {
	if a < 0 {
		return b
	}
	if b < 0 {
		return a
	}
	if t.node[a].prio > t.node[b].prio {
		t.node[a].right = t.merge(t.node[a].right, b)
		return a
	}
	t.node[b].left = t.merge(a, t.node[b].left)
	return b
}

func (t *rangeSet) insert(i int) {
	k := int32(i)
	t.node[k].left, t.node[k].right = -1, -1
	// Descend while the nodes outrank k, then split the rest under k.
	link := &t.root
	for *link >= 0 && t.node[*link].prio > t.node[k].prio {
		if t.less(k, *link) {
			link = &t.node[*link].left
		} else {
			link = &t.node[*link].right
		}
	}
	t.node[k].left, t.node[k].right = t.split(*link, k)
	*link = k
}

func (t *rangeSet) remove(i int) {
	k := int32(i)
	link := &t.root
	for *link != k {
		if *link < 0 {
			panic(fmt.Sprintf("assign: verifier lost buffer %d", k))
		}
		if t.less(k, *link) {
			link = &t.node[*link].left
		} else {
			link = &t.node[*link].right
		}
	}
	*link = t.merge(t.node[k].left, t.node[k].right)
}

// below returns the greatest node less than i, or -1.
func (t *rangeSet) below(i int) int {
	k, best := int32(i), int32(-1)
	for n := t.root; n >= 0; {
		if t.less(n, k) {
			best, n = n, t.node[n].right
		} else {
			n = t.node[n].left
		}
	}
	return int(best)
}

// above returns the least node greater than i, or -1.
func (t *rangeSet) above(i int) int {
	k, best := int32(i), int32(-1)
	for n := t.root; n >= 0; {
		if t.less(k, n) {
			best, n = n, t.node[n].left
		} else {
			n = t.node[n].right
		}
	}
	return int(best)
}

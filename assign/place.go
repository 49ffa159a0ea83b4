package assign

// Placement machinery shared by the greedy packers.
//
// bestfit, greedy-size, p2ffd and improve all place buffers one at a time in
// some order: each buffer looks at the buffers already placed that are live
// at some instant of its own interval, and picks an offset among the gaps
// they leave. They differ only in the order and in how they pick the gap, so
// the common part lives here:
//
//   - timeIndex, an interval treap over the placed buffers keyed by start
//     time and augmented with the largest end in each subtree (XLA's
//     BufferIntervalTree is the same idea), answers "which placed buffers
//     overlap [s, e)?" in O(log n + k) expected time for k answers;
//   - placer sorts those k buffers' byte ranges by offset and hands them to
//     the packer's gap rule.
//
// A packer's cost is therefore O(n log n + Σ kᵢ log kᵢ), where kᵢ is the
// number of earlier-placed buffers overlapping buffer i in time: n log n when
// the number of buffers live at once is bounded, as it is for compiler
// buffers whose lifetimes are short next to the whole program. Problems in
// which everything is live at once (kᵢ ~ n) cost O(n² log n); they are rare
// and small in practice.
//
// Buffers of size 0 and buffers with an empty interval occupy nothing: they
// are put at offset 0 and never enter the index.

import (
	"math"
	"slices"
)

// timeIndex is a treap of placed buffers keyed by (Start, index), augmented
// with the largest End in each subtree.
type timeIndex struct {
	bufs        []Buffer
	left, right []int32 // children, -1 for none
	maxEnd      []int64 // largest End in the subtree rooted here
	prio        []uint32
	root        int32
}

func newTimeIndex(bufs []Buffer) *timeIndex {
	n := len(bufs)
	t := &timeIndex{bufs: bufs, left: make([]int32, n), right: make([]int32, n), maxEnd: make([]int64, n), prio: make([]uint32, n), root: -1}
	for i := range n {
		// A fixed hash of the index: the tree's shape, and so the run, is
		// the same every time.
		x := uint64(i+1) * 0x9e3779b97f4a7c15
		x ^= x >> 29
		x *= 0xbf58476d1ce4e5b9
		x ^= x >> 32
		t.prio[i] = uint32(x)
	}
	return t
}

// reset empties the index for another run over the same buffers.
func (t *timeIndex) reset() { t.root = -1 }

func (t *timeIndex) less(a, b int32) bool {
	if t.bufs[a].Start != t.bufs[b].Start {
		return t.bufs[a].Start < t.bufs[b].Start
	}
	return a < b
}

func (t *timeIndex) update(n int32) {
	m := t.bufs[n].End
	if l := t.left[n]; l >= 0 {
		m = max(m, t.maxEnd[l])
	}
	if r := t.right[n]; r >= 0 {
		m = max(m, t.maxEnd[r])
	}
	t.maxEnd[n] = m
}

// insert adds buffer i; it must not be in the index.
func (t *timeIndex) insert(i int) {
	k := int32(i)
	t.left[k], t.right[k], t.maxEnd[k] = -1, -1, t.bufs[k].End
	t.root = t.insertAt(t.root, k)
}

func (t *timeIndex) insertAt(n, k int32) int32 {
	if n < 0 {
		return k
	}
	if t.prio[k] > t.prio[n] {
		l, r := t.split(n, k)
		t.left[k], t.right[k] = l, r
		t.update(k)
		return k
	}
	if t.less(k, n) {
		t.left[n] = t.insertAt(t.left[n], k)
	} else {
		t.right[n] = t.insertAt(t.right[n], k)
	}
	t.update(n)
	return n
}

// split splits tree n into the nodes less than k and the rest.
func (t *timeIndex) split(n, k int32) (int32, int32) {
	if n < 0 {
		return -1, -1
	}
	if t.less(n, k) {
		l, r := t.split(t.right[n], k)
		t.right[n] = l
		t.update(n)
		return n, r
	}
	l, r := t.split(t.left[n], k)
	t.left[n] = r
	t.update(n)
	return l, n
}

// overlapping appends to out the buffers in the index live at some instant
// of [s, e).
func (t *timeIndex) overlapping(s, e int64, out []int32) []int32 {
	return t.collect(t.root, s, e, out)
}

func (t *timeIndex) collect(n int32, s, e int64, out []int32) []int32 {
	for n >= 0 && t.maxEnd[n] > s {
		out = t.collect(t.left[n], s, e, out)
		b := &t.bufs[n]
		if b.Start >= e {
			// Everything to the right starts later still.
			return out
		}
		if b.End > s {
			out = append(out, n)
		}
		n = t.right[n]
	}
	return out
}

// span is a byte range [lo, hi) occupied by a placed buffer.
type span struct{ lo, hi int64 }

// placer places buffers one by one. Its working state is reused across runs
// over the same problem (improve runs it many times).
type placer struct {
	bufs    []Buffer
	index   *timeIndex
	offsets []int64 // offsets[i] of each placed buffer
	// reserve[i] is how many bytes buffer i holds from its offset: its size,
	// or its whole slot for p2ffd.
	reserve []int64
	near    []int32 // scratch: buffers overlapping the one being placed
	spans   []span  // scratch: their byte ranges, sorted by offset
}

func newPlacer(bufs []Buffer) *placer {
	return &placer{
		bufs:    bufs,
		index:   newTimeIndex(bufs),
		offsets: make([]int64, len(bufs)),
		reserve: make([]int64, len(bufs)),
	}
}

// occupies reports whether buffer b takes memory at some time.
func occupies(b *Buffer) bool { return b.Size > 0 && b.Start < b.End }

// gapRule picks an offset for a buffer that needs reserve bytes aligned to
// align, given the byte ranges of the overlapping placed buffers sorted by
// offset.
type gapRule func(spans []span, reserve, align int64) int64

// run places the buffers in order with the gap rule and returns the offsets
// (owned by the placer: copy them to keep them) and the peak. reserve gives
// the bytes and alignment each buffer takes (nil: its size and Align).
func (pl *placer) run(order []int32, rule gapRule, reserve func(i int) (bytes, align int64)) ([]int64, int64) {
	pl.index.reset()
	clear(pl.offsets)
	var peak int64
	for _, k := range order {
		i := int(k)
		b := &pl.bufs[i]
		if !occupies(b) {
			pl.offsets[i] = 0
			peak = max(peak, b.Size)
			continue
		}
		size, align := b.Size, alignOf(*b)
		if reserve != nil {
			size, align = reserve(i)
		}
		pl.reserve[i] = size
		pl.near = pl.index.overlapping(b.Start, b.End, pl.near[:0])
		pl.spans = pl.spans[:0]
		for _, j := range pl.near {
			pl.spans = append(pl.spans, span{pl.offsets[j], pl.offsets[j] + pl.reserve[j]})
		}
		slices.SortFunc(pl.spans, func(a, b span) int {
			if a.lo != b.lo {
				if a.lo < b.lo {
					return -1
				}
				return 1
			}
			return 0
		})
		off := rule(pl.spans, size, align)
		pl.offsets[i] = off
		pl.index.insert(i)
		peak = max(peak, off+b.Size)
	}
	return pl.offsets, peak
}

// bestGap is XLA's and TFLite's rule: the smallest gap between the spans
// that holds the buffer at an aligned offset, the lowest such gap on ties;
// when none does, the aligned end of the highest span (the heap grows, using
// whatever free space lay below its top).
func bestGap(spans []span, size, align int64) int64 {
	var cur int64 // lowest aligned offset above every span seen
	best, bestGap := int64(-1), int64(math.MaxInt64)
	for _, s := range spans {
		if gap := s.lo - cur; gap >= size && gap < bestGap {
			best, bestGap = cur, gap
		}
		if s.hi > cur {
			cur = roundUp(s.hi, align)
		}
	}
	if best >= 0 {
		return best
	}
	return cur
}

// firstGap returns the lowest aligned offset where size bytes fit between
// the spans.
func firstGap(spans []span, size, align int64) int64 {
	var cur int64
	for _, s := range spans {
		if s.lo-cur >= size {
			return cur
		}
		if s.hi > cur {
			cur = roundUp(s.hi, align)
		}
	}
	return cur
}

// roundUp rounds x ≥ 0 up to a multiple of a ≥ 1.
func roundUp(x, a int64) int64 {
	if a <= 1 {
		return x
	}
	if r := x % a; r != 0 {
		return x + a - r
	}
	return x
}

// solutionOf copies a placement into a Solution.
func solutionOf(algorithm string, offsets []int64, peak int64) *Solution {
	return &Solution{Offsets: slices.Clone(offsets), Peak: peak, Algorithm: algorithm}
}

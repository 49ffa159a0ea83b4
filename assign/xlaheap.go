package assign

// xlaheap: XLA's heap simulator, buffer by buffer, for buffers whose
// values share one offset.
//
// bestfit (bestfit.go) packs one interval per buffer: a buffer that holds
// several values (an alias set, a result written over its operand) is
// live over their whole range, and sorts by it. XLA's heap does not see
// such a buffer that way. Its simulator allocates the first value of the
// buffer (Alloc) and makes each later one share its offset (ShareWith);
// every value keeps its own interval, in the simulator's own time, which
// counts Alloc, ShareWith and Free calls (heap_simulator.cc,
// GlobalDecreasingSizeBestFitHeap::Alloc, ShareWith, Free: each one
// increments current_time_). Then:
//
//   - the spatial order sorts by size descending, then by the first
//     value's own duration descending, the shared values left out
//     (GetSpatialBufferIntervalCompare: x.start - x.end), then by the
//     first value's id;
//   - the temporal order sorts by the duration from the earliest start to
//     the latest end of all the values (GetTemporalBufferIntervalCompare:
//     min_colocation_start_time - max_colocation_end_time), then size
//     descending, then id;
//   - a buffer is placed by best fit against the chunks of the buffers
//     already placed that are live at some instant of any of its values'
//     intervals (MakeFreeChunksList queries the interval tree once per
//     value: the gaps between them stay free for others), and each value's
//     interval enters the tree (CommitChunkAndInterval);
//   - the free chunks are the gaps between the used chunks sorted by
//     offset, each starting at the aligned end of the chunks below it and
//     kept when at least the buffer's size; the last one is unbounded; the
//     buffer takes the smallest one that holds it at its aligned start, the
//     lowest on ties (FindUnslicedChunkCandidates);
//   - intervals are closed: two values meet when one starts at or before
//     the other's end (BufferIntervalTree::ApplyToNodesOverlappingInTime).
//
// Buffer assignment runs both orders and keeps the smaller heap, the
// spatial one on ties (buffer_assignment.cc, the ChooseBestHeapAlgorithm
// of kSpatial and kTemporal; heap_simulator.cc,
// ChooseBestHeapAlgorithm::Finish takes the first minimum).
//
// Worked example: a 64-byte buffer a holds two values, [0,1] and [6,7]
// (a loop state, say, dead in between); b, 64 bytes, is live on [2,5].
// bestfit sees a on [0,8) and b inside it: 128 bytes. XLA's heap queries
// a's two intervals only, so b takes offset 0 too: 64 bytes. And where a
// shared buffer's first value is short and a later one long, the spatial
// order places it after the buffers of its size that live longer than
// its first value, where sorted by its whole range it would come first
// and they would stack on it (testdata/xla-remat's attn step at 0.7 of
// its total: XLA's own intervals pack to 3,407,872 bytes of temp in
// XLA's orders, XLA's figure, and to
// 3,145,728 sorted by the whole range, TestXLAHeapAttn7).

import (
	"cmp"
	"math"
	"slices"
)

// Interval is a closed range [Start, End] of a heap simulator's time.
type Interval struct {
	Start, End int64
}

// HeapBuffer is a buffer as XLA's heap simulator places it: Size bytes
// at a multiple of Align, holding values live on Lives. Lives[0] is the
// value the simulator allocates (its first), the others the values that
// share its offset, in any order.
type HeapBuffer struct {
	Size, Align int64
	Lives       []Interval
}

// HeapOrder is an order in which XLA's best-fit heap places buffers.
type HeapOrder int

const (
	// Spatial is GetSpatialBufferIntervalCompare: size descending, the
	// first value's own duration descending, index.
	Spatial HeapOrder = iota
	// Temporal is GetTemporalBufferIntervalCompare: the duration of all
	// the values together descending, size descending, index.
	Temporal
)

// String returns "spatial" or "temporal".
func (o HeapOrder) String() string {
	if o == Temporal {
		return "temporal"
	}
	return "spatial"
}

// XLAHeap packs bufs as XLA's buffer assignment does: best fit in the
// spatial and in the temporal order, keeping the smaller heap, the spatial
// one on ties. It returns the offset of each buffer, the heap's size and
// the order kept. The index of a buffer in bufs breaks ties, as XLA's
// value ids do.
func XLAHeap(bufs []HeapBuffer) (offsets []int64, peak int64, order HeapOrder) {
	offsets, peak = XLAHeapOrder(bufs, Spatial)
	if t, tp := XLAHeapOrder(bufs, Temporal); tp < peak {
		return t, tp, Temporal
	}
	return offsets, peak, Spatial
}

// XLAHeapOrder packs bufs by XLA's best fit in the given order and returns
// each buffer's offset and the heap's size. A buffer of size 0 or without
// an interval goes at 0 and takes no room.
func XLAHeapOrder(bufs []HeapBuffer, order HeapOrder) (offsets []int64, peak int64) {
	ix := newLifeIndex(bufs)
	seq := make([]int32, 0, len(bufs))
	durations := func(b *HeapBuffer) (own, all int64) {
		lo, hi := b.Lives[0].Start, b.Lives[0].End
		own = hi - lo
		for _, l := range b.Lives[1:] {
			lo, hi = min(lo, l.Start), max(hi, l.End)
		}
		return own, hi - lo
	}
	own := make([]int64, len(bufs))
	all := make([]int64, len(bufs))
	for i := range bufs {
		if bufs[i].Size > 0 && len(bufs[i].Lives) > 0 {
			own[i], all[i] = durations(&bufs[i])
			seq = append(seq, int32(i))
		}
	}
	slices.SortFunc(seq, func(x, y int32) int {
		if order == Temporal {
			return cmpDesc(all[x], all[y], bufs[x].Size, bufs[y].Size, x, y)
		}
		return cmpDesc(bufs[x].Size, bufs[y].Size, own[x], own[y], x, y)
	})
	offsets = make([]int64, len(bufs))
	placed := make([]bool, len(bufs))
	var used []span
	for _, i := range seq {
		b := &bufs[i]
		used = used[:0]
		for _, l := range b.Lives {
			ix.overlapping(l, func(j int32) {
				if placed[j] {
					used = append(used, span{lo: offsets[j], hi: offsets[j] + bufs[j].Size})
				}
			})
		}
		off := heapBestFit(used, b.Size, max(b.Align, 1))
		offsets[i], placed[i] = off, true
		peak = max(peak, off+b.Size)
	}
	return offsets, peak
}

// heapBestFit returns the offset XLA's best fit gives a buffer of size
// bytes aligned to align among the used byte ranges (MakeFreeChunksList,
// FindUnslicedChunkCandidates): the aligned start of the smallest free
// chunk that holds it, the lowest on ties, the unbounded one above all
// the ranges last.
func heapBestFit(used []span, size, align int64) int64 {
	slices.SortFunc(used, func(x, y span) int { return cmp.Compare(x.lo, y.lo) })
	up := func(x int64) int64 { return (x + align - 1) / align * align }
	best, bestSize := int64(-1), int64(math.MaxInt64)
	try := func(lo, hi int64) {
		if hi-lo < size {
			return
		}
		if a := up(lo); hi-size >= a && hi-lo < bestSize {
			best, bestSize = a, hi-lo
		}
	}
	free := int64(0)
	if len(used) > 0 {
		lo, hi := used[0].lo, used[0].hi
		for _, u := range used[1:] {
			if u.lo < hi {
				hi = max(hi, u.hi)
				continue
			}
			try(free, lo)
			free = max(free, up(hi))
			lo, hi = u.lo, u.hi
		}
		try(free, lo)
		free = max(free, up(hi))
	}
	if best >= 0 {
		return best
	}
	return up(free)
}

// lifeIndex answers "which buffers have a value live at some instant of
// [s, e]?" over all the values of a set of heap buffers, known before any
// is placed: the values sorted by start, as an implicit balanced tree
// (the node of [lo, hi) is its middle element) whose nodes keep the
// largest end below them. A query visits O(log n + k) nodes for k values
// that meet the interval.
type lifeIndex struct {
	lives  []Interval
	owner  []int32 // the buffer of each value
	maxEnd []int64 // by node (its middle index): the largest End in its range
}

// newLifeIndex indexes the values of bufs.
func newLifeIndex(bufs []HeapBuffer) *lifeIndex {
	ix := &lifeIndex{}
	type life struct {
		l Interval
		b int32
	}
	var all []life
	for i := range bufs {
		if bufs[i].Size <= 0 {
			continue
		}
		for _, l := range bufs[i].Lives {
			all = append(all, life{l, int32(i)})
		}
	}
	slices.SortFunc(all, func(x, y life) int {
		if c := cmp.Compare(x.l.Start, y.l.Start); c != 0 {
			return c
		}
		if c := cmp.Compare(x.l.End, y.l.End); c != 0 {
			return c
		}
		return cmp.Compare(x.b, y.b)
	})
	ix.lives = make([]Interval, len(all))
	ix.owner = make([]int32, len(all))
	for k, a := range all {
		ix.lives[k], ix.owner[k] = a.l, a.b
	}
	ix.maxEnd = make([]int64, len(all))
	ix.build(0, len(all))
	return ix
}

// build fills maxEnd for the node of [lo, hi) and below, and returns it.
func (ix *lifeIndex) build(lo, hi int) int64 {
	if lo >= hi {
		return math.MinInt64
	}
	mid := (lo + hi) / 2
	m := max(ix.lives[mid].End, ix.build(lo, mid), ix.build(mid+1, hi))
	ix.maxEnd[mid] = m
	return m
}

// overlapping calls fn with the buffer of each value that meets q (a
// buffer once per value that does).
func (ix *lifeIndex) overlapping(q Interval, fn func(int32)) {
	ix.visit(0, len(ix.lives), q, fn)
}

// visit is overlapping on the node of [lo, hi).
func (ix *lifeIndex) visit(lo, hi int, q Interval, fn func(int32)) {
	for lo < hi {
		mid := (lo + hi) / 2
		if ix.maxEnd[mid] < q.Start {
			return
		}
		ix.visit(lo, mid, q, fn)
		if ix.lives[mid].Start > q.End {
			return
		}
		if ix.lives[mid].End >= q.Start {
			fn(ix.owner[mid])
		}
		lo = mid + 1
	}
}

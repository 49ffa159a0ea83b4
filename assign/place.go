package assign

// Placement machinery shared by the greedy packers.
//
// bestfit, greedy-size, p2ffd and improve all place buffers one at a time in
// some order: each buffer looks at the buffers already placed that are live
// at some instant of its own interval, and picks an offset among the gaps
// they leave. They differ only in the order and in how they pick the gap, so
// the common part lives here:
//
//   - timeIndex answers "which placed buffers overlap [s, e)?" in
//     O(log n + k) time for k answers, plus the unplaced buffers starting
//     inside [s, e) that it skips, and hands the k buffers' byte ranges
//     sorted by offset: its segment tree nodes keep their lists sorted, and
//     so do blocks of rankBlock buffers in order of start, so a query
//     merges sorted runs (O(log n) nodes, the whole blocks starting inside
//     [s, e)) and sorts only the ranges of the two partial blocks;
//   - placer hands them to the packer's gap rule.
//
// A packer's cost is therefore at most O(n log n + Σ kᵢ log kᵢ), where kᵢ
// is the number of earlier-placed buffers overlapping buffer i in time
// (plus the copies that keep the node lists sorted): n log n when the
// number of buffers live at once is bounded, as it is for compiler buffers
// whose lifetimes are short next to the whole program. Problems in which
// everything is live at once (kᵢ ~ n) cost O(n² log n); they are rare and
// small in practice.
//
// Buffers of size 0 and buffers with an empty interval occupy nothing: they
// are put at offset 0 and never enter the index.

import (
	"cmp"
	"math"
	"slices"
)

// timeIndex answers "which placed buffers are live at some instant of
// buffer i's interval [s, e)?". A placed buffer j is, exactly when either
// it covers the instant s (Startⱼ ≤ s < Endⱼ), or it starts inside (s, e).
// The two cases are disjoint and are answered separately:
//
//   - a segment tree over the compressed time slots holds each placed
//     buffer in the O(log T) canonical nodes of its interval; the buffers
//     covering s are those in the nodes on the path from s's leaf to the
//     root. Which canonical nodes a buffer goes to does not depend on the
//     order, so their lists are laid out once (counted, prefix-summed) and
//     each run only resets their fill counts;
//   - the buffers sorted by start give those starting inside (s, e) as one
//     contiguous range, of which the placed ones are kept.
//
// A query costs O(log T + kᵢ + the unplaced buffers starting inside the
// interval), and the latter sum over a run to at most the number of pairs of
// buffers that overlap in time.
type timeIndex struct {
	bufs []Buffer
	// slot[i] is the first compressed time slot of buffer i and slotEnd[i]
	// one past its last (slot x is [coords[x], coords[x+1])).
	slot, slotEnd []int32
	size          int // leaves in the segment tree (a power of two)
	// node[v] locates node v's list in entries and says how many placed
	// buffers it holds now.
	node []nodeList
	// low is the smallest node holding any buffer's interval: the nodes
	// above it on a path (v < low) are always empty and are skipped.
	low      int
	entries  []span  // the node lists (the placed buffers' byte ranges), back to back
	byStart  []int32 // occupying buffers sorted by (slot, index)
	rankSlot []int32 // rankSlot[r] = slot[byStart[r]], read in order by the range scan
	rank     []int32 // rank[i]: position of buffer i in byStart
	// placed[r] and at[r] say whether the buffer of rank r is placed, and
	// where; indexed by rank so that the range scan reads memory in order.
	placed []bool
	at     []span
	// block[b] holds the byte ranges of the placed buffers of ranks
	// [b·rankBlock, (b+1)·rankBlock), sorted by lo, at blockAt[b·rankBlock:]:
	// a query takes the buffers starting inside its interval from whole
	// blocks as sorted runs.
	block   []int32
	blockAt []span
}

// rankBlock is the number of ranks in one block of timeIndex.blockAt.
const rankBlock = 128

func newTimeIndex(bufs []Buffer) *timeIndex {
	n := len(bufs)
	t := &timeIndex{bufs: bufs, slot: make([]int32, n), slotEnd: make([]int32, n), rank: make([]int32, n)}
	var coords []int64
	for i := range bufs {
		if occupies(&bufs[i]) {
			coords = append(coords, bufs[i].Start, bufs[i].End)
			t.byStart = append(t.byStart, int32(i))
		}
	}
	slices.Sort(coords)
	coords = slices.Compact(coords)
	for _, i := range t.byStart {
		a, _ := slices.BinarySearch(coords, bufs[i].Start)
		b, _ := slices.BinarySearch(coords, bufs[i].End)
		t.slot[i], t.slotEnd[i] = int32(a), int32(b)
	}
	slices.SortFunc(t.byStart, func(x, y int32) int {
		if t.slot[x] != t.slot[y] {
			return int(t.slot[x] - t.slot[y])
		}
		return int(x - y)
	})
	t.rankSlot = make([]int32, len(t.byStart))
	for r, i := range t.byStart {
		t.rank[i] = int32(r)
		t.rankSlot[r] = t.slot[i]
	}
	t.placed = make([]bool, len(t.byStart))
	t.at = make([]span, len(t.byStart))
	t.block = make([]int32, (len(t.byStart)+rankBlock-1)/rankBlock)
	t.blockAt = make([]span, len(t.byStart))
	t.size = 1
	for t.size < max(len(coords)-1, 1) {
		t.size *= 2
	}
	t.node = make([]nodeList, 2*t.size)
	t.low = 2 * t.size
	for _, i := range t.byStart {
		t.canonical(i, func(v int) {
			t.node[v].fill++
			t.low = min(t.low, v)
		})
	}
	var total int32
	for v := range t.node {
		t.node[v].start = total
		total += t.node[v].fill
		t.node[v].fill = 0
	}
	t.entries = make([]span, total)
	return t
}

// canonical calls f with the canonical segment tree nodes of buffer i's slots.
func (t *timeIndex) canonical(i int32, f func(v int)) {
	l, r := int(t.slot[i])+t.size, int(t.slotEnd[i])+t.size
	for l < r {
		if l&1 == 1 {
			f(l)
			l++
		}
		if r&1 == 1 {
			r--
			f(r)
		}
		l >>= 1
		r >>= 1
	}
}

// reset empties the index for another run over the same buffers.
func (t *timeIndex) reset() {
	for v := range t.node {
		t.node[v].fill = 0
	}
	clear(t.placed)
	clear(t.block)
}

// insert records that buffer i, which occupies memory, holds bytes s. Each
// node's list stays sorted by lo (s goes after the ranges of equal lo), so
// that a query merges a few sorted runs instead of sorting all it gathers:
// a copy within one node's list costs less than the sort did (the sort was
// four fifths of a large trace's packing time).
func (t *timeIndex) insert(i int, s span) {
	r := t.rank[i]
	t.placed[r], t.at[r] = true, s
	t.canonical(int32(i), func(v int) {
		nl := &t.node[v]
		insertSorted(t.entries[nl.start:nl.start+nl.fill+1], s)
		nl.fill++
	})
	b := int(r) / rankBlock
	insertSorted(t.blockAt[b*rankBlock:b*rankBlock+int(t.block[b])+1], s)
	t.block[b]++
}

// insertSorted puts s into list, sorted by lo but for its last element
// (free), after the ranges of equal lo.
func insertSorted(list []span, s span) {
	n := len(list) - 1
	lo, hi := 0, n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if list[m].lo <= s.lo {
			lo = m + 1
		} else {
			hi = m
		}
	}
	copy(list[lo+1:], list[lo:n])
	list[lo] = s
}

// overlapping returns the byte ranges of the placed buffers live at some
// instant of buffer i's interval, sorted by lo; i must occupy memory. It
// appends them to out and merges their sorted runs through tmp: the result
// lies in one of the two, and the other is returned as the next call's
// scratch. runs is scratch for the runs' bounds.
func (t *timeIndex) overlapping(i int, out, tmp []span, runs *[]int) (sorted, scratch []span) {
	b := (*runs)[:0]
	for v := int(t.slot[i]) + t.size; v >= t.low; v >>= 1 {
		if nl := t.node[v]; nl.fill > 0 {
			b = append(b, len(out))
			out = append(out, t.entries[nl.start:nl.start+nl.fill]...)
		}
	}
	// The buffers starting inside: ranks [lo, hi), their slots in
	// (first, end). Whole blocks give sorted runs; the ranks of the
	// partial blocks at either end are gathered and sorted.
	first, end := t.slot[i], t.slotEnd[i]
	lo := int(t.rank[i]) + 1
	lo += sortSearch(t.rankSlot[lo:], first+1)
	hi := lo
	if hi < len(t.rankSlot) && t.rankSlot[hi] < end {
		hi += sortSearch(t.rankSlot[hi:], end)
	}
	loose := len(out)
	gather := func(from, to int) {
		for r := from; r < to; r++ {
			if t.placed[r] {
				out = append(out, t.at[r])
			}
		}
	}
	if fb, lb := (lo+rankBlock-1)/rankBlock, hi/rankBlock; fb < lb {
		gather(lo, fb*rankBlock)
		gather(lb*rankBlock, hi)
		loose2 := len(out)
		if loose2 > loose {
			sortSpans(out[loose:], 64)
			b = append(b, loose)
		}
		for k := fb; k < lb; k++ {
			if n := int(t.block[k]); n > 0 {
				b = append(b, len(out))
				out = append(out, t.blockAt[k*rankBlock:k*rankBlock+n]...)
			}
		}
	} else {
		gather(lo, hi)
		if len(out) > loose {
			sortSpans(out[loose:], 64)
			b = append(b, loose)
		}
	}
	b = append(b, len(out))
	// Merge the runs pairwise until one is left; the new bounds overwrite
	// the old in place (the n-th is written after the 2n-th is read).
	for len(b) > 2 {
		if cap(tmp) < len(out) {
			tmp = make([]span, len(out), 2*len(out))
		}
		tmp = tmp[:len(out)]
		n, k := 0, 0
		for ; k+2 < len(b); k += 2 {
			mergeSpans(tmp[b[k]:b[k+2]], out[b[k]:b[k+1]], out[b[k+1]:b[k+2]])
			b[n] = b[k]
			n++
		}
		if k+1 < len(b) { // an odd run out: [b[k], b[k+1])
			copy(tmp[b[k]:b[k+1]], out[b[k]:b[k+1]])
			b[n] = b[k]
			n++
		}
		b[n] = len(out)
		b = b[:n+1]
		out, tmp = tmp, out
	}
	*runs = b
	return out, tmp[:0]
}

// sortSearch returns the first position in the sorted slots whose slot is
// at least x (len(slots) when none is).
func sortSearch(slots []int32, x int32) int {
	lo, hi := 0, len(slots)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if slots[m] < x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// mergeSpans merges the sorted runs x and y into dst (len(x)+len(y) long),
// x's first on ties.
func mergeSpans(dst, x, y []span) {
	k := 0
	for len(x) > 0 && len(y) > 0 {
		if y[0].lo < x[0].lo {
			dst[k] = y[0]
			y = y[1:]
		} else {
			dst[k] = x[0]
			x = x[1:]
		}
		k++
	}
	k += copy(dst[k:], x)
	copy(dst[k:], y)
}

// nodeList is where a segment tree node's list of byte ranges lies in
// timeIndex.entries, and how many it holds now.
type nodeList struct{ start, fill int32 }

// span is a byte range [lo, hi) occupied by a placed buffer.
type span struct{ lo, hi int64 }

// placer places buffers one by one. Its working state is reused across runs
// over the same problem (improve runs it many times).
type placer struct {
	bufs    []Buffer
	index   *timeIndex
	offsets []int64 // offsets[i] of each placed buffer
	spans   []span  // scratch: byte ranges of the placed buffers overlapping the one being placed
	tmp     []span  // scratch for merging spans' runs
	runs    []int   // scratch: the runs' bounds
	// stop, when not nil, is asked every stopEvery buffers whether to
	// abandon the run (a done context); run then returns stoppedPeak.
	stop func() bool
}

// stopEvery is how many buffers a placer run places between two calls of
// its stop func.
const stopEvery = 1024

// stoppedPeak is the peak a placer run returns when its stop func ended
// it: above every real peak, so that no portfolio keeps the partial plan.
const stoppedPeak = math.MaxInt64

func newPlacer(bufs []Buffer) *placer {
	return &placer{
		bufs:    bufs,
		index:   newTimeIndex(bufs),
		offsets: make([]int64, len(bufs)),
	}
}

// clone returns a placer for the same buffers that shares the index's
// layout (the part that does not depend on the order) but has its own
// state, so that several packers can run at once.
func (pl *placer) clone() *placer {
	t := *pl.index
	t.node = slices.Clone(t.node)
	t.placed = make([]bool, len(t.placed))
	t.at = make([]span, len(t.at))
	t.block = make([]int32, len(t.block))
	t.blockAt = make([]span, len(t.blockAt))
	t.entries = make([]span, len(t.entries))
	return &placer{bufs: pl.bufs, index: &t, offsets: make([]int64, len(pl.bufs)), stop: pl.stop}
}

// occupies reports whether buffer b takes memory at some time.
func occupies(b *Buffer) bool { return b.Size > 0 && b.Start < b.End }

// gapRule picks an offset for a buffer that needs reserve bytes aligned to
// align, given the byte ranges of the overlapping placed buffers sorted by
// offset.
type gapRule func(spans []span, reserve, align int64) int64

// run places the buffers in order with the gap rule and returns the offsets
// (owned by the placer: copy them to keep them) and the peak. reserve gives
// the bytes and alignment each buffer takes (nil: its size and Align). When
// the placer's stop func ends the run, the peak is stoppedPeak and the
// offsets are incomplete.
func (pl *placer) run(order []int32, rule gapRule, reserve func(i int) (bytes, align int64)) ([]int64, int64) {
	pl.index.reset()
	clear(pl.offsets)
	var peak int64
	for j, k := range order {
		if pl.stop != nil && j%stopEvery == stopEvery-1 && pl.stop() {
			return pl.offsets, stoppedPeak
		}
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
		pl.spans, pl.tmp = pl.index.overlapping(i, pl.spans[:0], pl.tmp, &pl.runs)
		off := rule(pl.spans, size, align)
		pl.offsets[i] = off
		pl.index.insert(i, span{off, off + size})
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

// sortSpans sorts spans by lo: a quicksort specialised to spans (the hot
// loop of every packer), insertion sort below 16 elements, and the standard
// library's sort when the recursion gets deeper than depth.
func sortSpans(s []span, depth int) {
	for len(s) > 16 {
		if depth == 0 {
			slices.SortFunc(s, func(a, b span) int { return cmp.Compare(a.lo, b.lo) })
			return
		}
		depth--
		// Median of three as the pivot, moved to s[0].
		m, h := len(s)/2, len(s)-1
		if s[m].lo < s[0].lo {
			s[m], s[0] = s[0], s[m]
		}
		if s[h].lo < s[0].lo {
			s[h], s[0] = s[0], s[h]
		}
		if s[h].lo < s[m].lo {
			s[h], s[m] = s[m], s[h]
		}
		s[0], s[m] = s[m], s[0]
		p := s[0].lo
		i, j := 1, h
		for {
			for i <= j && s[i].lo < p {
				i++
			}
			for i <= j && s[j].lo > p {
				j--
			}
			if i >= j {
				break
			}
			s[i], s[j] = s[j], s[i]
			i++
			j--
		}
		s[0], s[j] = s[j], s[0]
		// Recurse into the smaller side, loop on the larger.
		if j < len(s)-j {
			sortSpans(s[:j], depth)
			s = s[j+1:]
		} else {
			sortSpans(s[j+1:], depth)
			s = s[:j]
		}
	}
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].lo < s[j-1].lo; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

package assign

// sweep: best fit in time order, the large-problem packer.
//
// The global packers (bestfit, greedy-size, p2ffd) look, for each buffer,
// at every placed buffer that overlaps it in time: O(Σ kᵢ log kᵢ) work,
// which is quadratic when thousands of long-lived buffers are live at
// once — a million mixed-lifetime buffers would take hours. sweep instead
// places the buffers in order of their start (then size descending, then
// index), as an allocator replaying the program would, but with the whole
// timeline known in advance: when buffer i starts at s, every buffer
// placed before it started at or before s, so the placed buffers that
// overlap i in time are exactly those still live at s. The free memory at
// s is therefore all that matters, and it is kept as two ordered sets:
//
//   - live: the byte ranges of the live buffers, by offset (they do not
//     overlap, so this is also by end);
//   - gaps: the free ranges between consecutive live ranges (and below
//     the lowest), by length then offset.
//
// A start takes the shortest gap that holds the buffer at an aligned
// offset (best fit, the lowest such gap on ties), or else goes at the
// aligned top of the live ranges; an end frees its range and merges it
// with its neighbours. Each is O(log n) with the treaps below, so sweep
// costs O(n log n) whatever the overlap, and its memory is O(n).
//
// Example: a=[0,4) 10, b=[1,3) 20, c=[2,5) 5, d=[3,6) 15. a goes at 0, b
// at 10, c at 30 (no gap yet). At 3, b ends: the gap [10,30) opens, and d
// (15 bytes) takes it at 10. Peak 35 = L.
//
// Time runs either way: sweeping the mirrored timeline (each buffer live on
// [−End, −Start)) is the same algorithm replaying the program backwards,
// and its plan is a plan of the original problem. Neither direction wins
// everywhere (mixed-lifetime problems: forward r 1.080 and backward 1.089 at
// 10⁴ buffers, 1.060 and 1.039 at 10⁵), so auto runs both, at once, and
// keeps the lower peak (forward on ties): sweepBoth; above sweepBothMax
// buffers only forward, to halve the time.
//
// It has no a-priori bound of its own: auto checks its peak against 8·L₂
// and falls back to p2ffd when it is above (which has not happened on any
// input we know of).

import "slices"

// sweep places the buffers in start order with the best-fit rule on the
// free memory at each start.
func sweep(bufs []Buffer) *Solution {
	n := len(bufs)
	order := make([]int32, 0, n)
	offsets := make([]int64, n)
	var peak int64
	for i := range bufs {
		if occupies(&bufs[i]) {
			order = append(order, int32(i))
		} else {
			peak = max(peak, bufs[i].Size)
		}
	}
	slices.SortFunc(order, func(x, y int32) int {
		return cmpDesc(-bufs[x].Start, -bufs[y].Start, bufs[x].Size, bufs[y].Size, x, y)
	})
	// ends: the placed buffers by end, so that the sweep frees them in
	// time; a binary heap of buffer indexes.
	ends := endHeap{bufs: bufs}
	live := newTreap(n) // key (lo, buffer)
	gaps := newTreap(n) // key (length, lo)
	free := func(i int32) {
		lo, hi := offsets[i], offsets[i]+bufs[i].Size
		prevHi := int64(0)
		if p, ok := live.before(key{lo, -1}); ok {
			prevHi = offsets[p.b] + bufs[p.b].Size
		}
		live.remove(key{lo, int64(i)})
		if lo > prevHi {
			gaps.remove(key{lo - prevHi, prevHi})
		}
		if q, ok := live.after(key{lo, int64(i)}); ok {
			if nextLo := q.a; nextLo > hi {
				gaps.remove(key{nextLo - hi, hi})
			}
			if q.a > prevHi {
				gaps.insert(key{q.a - prevHi, prevHi})
			}
		}
	}
	for _, i := range order {
		b := &bufs[i]
		for ends.len() > 0 && bufs[ends.peek()].End <= b.Start {
			free(ends.pop())
		}
		size, align := b.Size, alignOf(*b)
		// The shortest gap that can hold size bytes at an aligned offset:
		// gaps of length ≥ size in order of length; an unaligned gap start
		// may waste up to align-1 bytes, so look further when it does.
		off := int64(-1)
		for k, ok := gaps.ceil(key{size, -1}); ok; k, ok = gaps.after(k) {
			if at := roundUp(k.b, align); at+size <= k.b+k.a {
				off = at
				gaps.remove(k)
				if at > k.b {
					gaps.insert(key{at - k.b, k.b})
				}
				if end := k.b + k.a; end > at+size {
					gaps.insert(key{end - at - size, at + size})
				}
				break
			}
			if align <= 1 {
				break // cannot happen: the first gap fits
			}
		}
		if off < 0 {
			top := int64(0)
			if t, ok := live.last(); ok {
				top = offsets[t.b] + bufs[t.b].Size
			}
			off = roundUp(top, align)
			if off > top {
				gaps.insert(key{off - top, top})
			}
		}
		offsets[i] = off
		live.insert(key{off, int64(i)})
		ends.push(i)
		peak = max(peak, off+size)
	}
	return &Solution{Offsets: offsets, Peak: peak, Algorithm: "sweep"}
}

// endHeap is a binary min-heap of buffer indexes by End, then index.
type endHeap struct {
	bufs []Buffer
	h    []int32
}

func (e *endHeap) len() int    { return len(e.h) }
func (e *endHeap) peek() int32 { return e.h[0] }
func (e *endHeap) less(a, b int32) bool {
	if ea, eb := e.bufs[a].End, e.bufs[b].End; ea != eb {
		return ea < eb
	}
	return a < b
}

func (e *endHeap) push(i int32) {
	e.h = append(e.h, i)
	for j := len(e.h) - 1; j > 0; {
		p := (j - 1) / 2
		if !e.less(e.h[j], e.h[p]) {
			break
		}
		e.h[j], e.h[p] = e.h[p], e.h[j]
		j = p
	}
}

func (e *endHeap) pop() int32 {
	top := e.h[0]
	last := len(e.h) - 1
	e.h[0] = e.h[last]
	e.h = e.h[:last]
	for j := 0; ; {
		l, r, m := 2*j+1, 2*j+2, j
		if l < last && e.less(e.h[l], e.h[m]) {
			m = l
		}
		if r < last && e.less(e.h[r], e.h[m]) {
			m = r
		}
		if m == j {
			break
		}
		e.h[j], e.h[m] = e.h[m], e.h[j]
		j = m
	}
	return top
}

// key is a treap key, ordered by a then b.
type key struct{ a, b int64 }

func (k key) less(o key) bool { return k.a < o.a || k.a == o.a && k.b < o.b }

// treap is an ordered set of keys: a randomized binary search tree whose
// nodes live in one slice (freed nodes are reused), with a fixed-seed
// generator so that its shape, and so nothing else, is the same on every
// run.
type treap struct {
	k    []key
	l, r []int32
	pri  []uint32
	root int32
	free []int32
	rnd  uint64
}

func newTreap(capacity int) *treap {
	t := &treap{root: -1, rnd: 0x9e3779b97f4a7c15}
	t.k = make([]key, 0, min(capacity, 1<<16))
	return t
}

func (t *treap) node(k key) int32 {
	t.rnd ^= t.rnd << 13
	t.rnd ^= t.rnd >> 7
	t.rnd ^= t.rnd << 17
	if n := len(t.free); n > 0 {
		v := t.free[n-1]
		t.free = t.free[:n-1]
		t.k[v], t.l[v], t.r[v], t.pri[v] = k, -1, -1, uint32(t.rnd)
		return v
	}
	t.k = append(t.k, k)
	t.l = append(t.l, -1)
	t.r = append(t.r, -1)
	t.pri = append(t.pri, uint32(t.rnd))
	return int32(len(t.k) - 1)
}

// split splits the subtree v into keys < k and keys ≥ k.
func (t *treap) split(v int32, k key) (int32, int32) {
	if v < 0 {
		return -1, -1
	}
	if t.k[v].less(k) {
		a, b := t.split(t.r[v], k)
		t.r[v] = a
		return v, b
	}
	a, b := t.split(t.l[v], k)
	t.l[v] = b
	return a, v
}

// merge joins a and b, every key of a below every key of b.
func (t *treap) merge(a, b int32) int32 {
	if a < 0 {
		return b
	}
	if b < 0 {
		return a
	}
	if t.pri[a] > t.pri[b] {
		t.r[a] = t.merge(t.r[a], b)
		return a
	}
	t.l[b] = t.merge(a, t.l[b])
	return b
}

func (t *treap) insert(k key) {
	a, b := t.split(t.root, k)
	t.root = t.merge(t.merge(a, t.node(k)), b)
}

// remove deletes k, which must be present.
func (t *treap) remove(k key) {
	a, b := t.split(t.root, k)
	// b's smallest key is k: cut it off.
	parent, v := int32(-1), b
	for t.l[v] >= 0 {
		parent, v = v, t.l[v]
	}
	if t.k[v] != k {
		panic("assign: sweep: removing a key that is not in the set")
	}
	if parent < 0 {
		b = t.r[v]
	} else {
		t.l[parent] = t.r[v]
	}
	t.free = append(t.free, v)
	t.root = t.merge(a, b)
}

// ceil returns the least key ≥ k.
func (t *treap) ceil(k key) (key, bool) {
	best, ok := key{}, false
	for v := t.root; v >= 0; {
		if t.k[v].less(k) {
			v = t.r[v]
		} else {
			best, ok = t.k[v], true
			v = t.l[v]
		}
	}
	return best, ok
}

// after returns the least key > k.
func (t *treap) after(k key) (key, bool) {
	best, ok := key{}, false
	for v := t.root; v >= 0; {
		if k.less(t.k[v]) {
			best, ok = t.k[v], true
			v = t.l[v]
		} else {
			v = t.r[v]
		}
	}
	return best, ok
}

// before returns the greatest key < k.
func (t *treap) before(k key) (key, bool) {
	best, ok := key{}, false
	for v := t.root; v >= 0; {
		if t.k[v].less(k) {
			best, ok = t.k[v], true
			v = t.r[v]
		} else {
			v = t.l[v]
		}
	}
	return best, ok
}

// last returns the greatest key.
func (t *treap) last() (key, bool) {
	if t.root < 0 {
		return key{}, false
	}
	v := t.root
	for t.r[v] >= 0 {
		v = t.r[v]
	}
	return t.k[v], true
}

// sweepBoth runs sweep forward and on the mirrored timeline, concurrently,
// and returns the plan with the lower peak (the forward one on ties).
func sweepBoth(bufs []Buffer) *Solution {
	mirror := make([]Buffer, len(bufs))
	for i, b := range bufs {
		b.Start, b.End = -b.End, -b.Start
		mirror[i] = b
	}
	var back *Solution
	done := make(chan struct{})
	go func() {
		defer close(done)
		back = sweep(mirror)
	}()
	fwd := sweep(bufs)
	<-done
	if back.Peak < fwd.Peak {
		return back
	}
	return fwd
}

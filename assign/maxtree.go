package assign

// maxTree holds the section totals of the exact search (search.go) for two
// operations in O(log n) each: add v to every total in [l, r) (a buffer
// placed or unplaced), and the largest total in [l, r) (the check that the
// part's tallest section still fits above the last offset placed). It is a
// segment tree kept bottom-up, without recursion: leaf i is node size+i,
// node p covers its two children 2p and 2p+1, top[p] is the largest total
// under p counting the adds pending at p, and pend[p] (inner nodes only)
// is an add not yet passed down to p's children. rangeAdd marks the nodes
// that tile [l, r) and refreshes their ancestors; rangeMax first passes
// down the pending adds above its two ends (push), so that the tiling
// nodes' tops are exact.
type maxTree struct {
	size int     // leaves, a power of two ≥ the number of sections
	h    int     // log2(size)
	top  []int64 // top[p]: the largest total under node p
	pend []int64 // pend[p]: added to every total under inner node p, not yet to its children
}

// newMaxTree returns a tree over the totals v.
func newMaxTree(v []int64) *maxTree {
	t := &maxTree{size: 1}
	for t.size < len(v) {
		t.size *= 2
		t.h++
	}
	t.top = make([]int64, 2*t.size)
	t.pend = make([]int64, t.size)
	copy(t.top[t.size:], v)
	for p := t.size - 1; p > 0; p-- {
		t.top[p] = max(t.top[2*p], t.top[2*p+1])
	}
	return t
}

// apply adds v to every total under node p.
func (t *maxTree) apply(p int, v int64) {
	t.top[p] += v
	if p < t.size {
		t.pend[p] += v
	}
}

// refresh recomputes the tops of p's ancestors.
func (t *maxTree) refresh(p int) {
	for p > 1 {
		p >>= 1
		t.top[p] = max(t.top[2*p], t.top[2*p+1]) + t.pend[p]
	}
}

// push passes the pending adds of p's ancestors down, from the root.
func (t *maxTree) push(p int) {
	for s := t.h; s > 0; s-- {
		if i := p >> s; t.pend[i] != 0 {
			t.apply(2*i, t.pend[i])
			t.apply(2*i+1, t.pend[i])
			t.pend[i] = 0
		}
	}
}

// rangeAdd adds v to every total in [l, r).
func (t *maxTree) rangeAdd(l, r int32, v int64) {
	if l >= r {
		return
	}
	lo, hi := int(l)+t.size, int(r)+t.size
	l0, r0 := lo, hi-1
	for lo < hi {
		if lo&1 == 1 {
			t.apply(lo, v)
			lo++
		}
		if hi&1 == 1 {
			hi--
			t.apply(hi, v)
		}
		lo >>= 1
		hi >>= 1
	}
	t.refresh(l0)
	t.refresh(r0)
}

// rangeMax returns the largest total in [l, r) (l < r).
func (t *maxTree) rangeMax(l, r int32) int64 {
	lo, hi := int(l)+t.size, int(r)+t.size
	t.push(lo)
	t.push(hi - 1)
	m := int64(-1 << 62)
	for lo < hi {
		if lo&1 == 1 {
			m = max(m, t.top[lo])
			lo++
		}
		if hi&1 == 1 {
			hi--
			m = max(m, t.top[hi])
		}
		lo >>= 1
		hi >>= 1
	}
	return m
}

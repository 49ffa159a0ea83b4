package assign

// maxTree holds the section totals of the exact search (search.go) for two
// operations in O(log n) each: add v to every total in [l, r) (a buffer
// placed or unplaced), and the largest total in [l, r) (the check that the
// part's tallest section still fits above the last offset placed). It is a
// segment tree without lazy propagation: node i keeps add[i], a value added
// to its whole range, and top[i], the largest total in its range counting
// the adds of i and its descendants but not of its ancestors.
type maxTree struct {
	n   int     // leaves: the number of sections
	add []int64 // add[i]: added to every total under node i
	top []int64 // top[i]: the largest total under node i, with add[i] and below
}

// newMaxTree returns a tree over the totals v.
func newMaxTree(v []int64) *maxTree {
	t := &maxTree{n: len(v)}
	if t.n == 0 {
		return t
	}
	size := 1
	for size < t.n {
		size *= 2
	}
	t.add = make([]int64, 2*size)
	t.top = make([]int64, 2*size)
	t.build(1, 0, t.n, v)
	return t
}

func (t *maxTree) build(i, lo, hi int, v []int64) {
	if hi-lo == 1 {
		t.top[i] = v[lo]
		return
	}
	mid := (lo + hi) / 2
	t.build(2*i, lo, mid, v)
	t.build(2*i+1, mid, hi, v)
	t.top[i] = max(t.top[2*i], t.top[2*i+1])
}

// rangeAdd adds v to every total in [l, r).
func (t *maxTree) rangeAdd(l, r int32, v int64) {
	if l < r {
		t.addIn(1, 0, int32(t.n), l, r, v)
	}
}

func (t *maxTree) addIn(i int, lo, hi, l, r int32, v int64) {
	if l <= lo && hi <= r {
		t.add[i] += v
		t.top[i] += v
		return
	}
	mid := (lo + hi) / 2
	if l < mid {
		t.addIn(2*i, lo, mid, l, r, v)
	}
	if r > mid {
		t.addIn(2*i+1, mid, hi, l, r, v)
	}
	t.top[i] = max(t.top[2*i], t.top[2*i+1]) + t.add[i]
}

// rangeMax returns the largest total in [l, r) (l < r).
func (t *maxTree) rangeMax(l, r int32) int64 {
	return t.maxIn(1, 0, int32(t.n), l, r)
}

func (t *maxTree) maxIn(i int, lo, hi, l, r int32) int64 {
	if l <= lo && hi <= r {
		return t.top[i]
	}
	mid := (lo + hi) / 2
	m := int64(-1 << 62)
	if l < mid {
		m = t.maxIn(2*i, lo, mid, l, r)
	}
	if r > mid {
		m = max(m, t.maxIn(2*i+1, mid, hi, l, r))
	}
	return m + t.add[i]
}

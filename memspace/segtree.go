package memspace

// segtree is a range-add, range-max segment tree over time steps: the
// fast-memory load and the copies in flight per step.
type segtree struct {
	n   int
	max []int64 // max[i]: the largest value in node i's range, lazy adds below included
	add []int64 // add[i]: added to every step of node i's range
}

func newSegtree(n int) *segtree {
	size := 1
	for size < max(n, 1) {
		size *= 2
	}
	return &segtree{n: size, max: make([]int64, 2*size), add: make([]int64, 2*size)}
}

// Add adds v to every step of [lo, hi).
func (s *segtree) Add(lo, hi, v int64) { s.update(1, 0, int64(s.n), lo, hi, v) }

// Max returns the largest value over [lo, hi) (0 for an empty range); steps
// outside the tree hold 0.
func (s *segtree) Max(lo, hi int64) int64 {
	lo, hi = max(lo, 0), min(hi, int64(s.n))
	if lo >= hi {
		return 0
	}
	return s.query(1, 0, int64(s.n), lo, hi)
}

func (s *segtree) update(i int, l, r, lo, hi, v int64) {
	if hi <= l || r <= lo {
		return
	}
	if lo <= l && r <= hi {
		s.max[i] += v
		s.add[i] += v
		return
	}
	m := (l + r) / 2
	s.update(2*i, l, m, lo, hi, v)
	s.update(2*i+1, m, r, lo, hi, v)
	s.max[i] = max(s.max[2*i], s.max[2*i+1]) + s.add[i]
}

func (s *segtree) query(i int, l, r, lo, hi int64) int64 {
	if lo <= l && r <= hi {
		return s.max[i]
	}
	m := (l + r) / 2
	best := int64(-1 << 62)
	if lo < m {
		best = max(best, s.query(2*i, l, m, lo, hi))
	}
	if hi > m {
		best = max(best, s.query(2*i+1, m, r, lo, hi))
	}
	return best + s.add[i]
}

package memspace

import "testing"

// TestSegtreeMaxOutside asks for the maximum over ranges that leave the
// tree: an eviction issued after the last step of a timeline whose length
// is a power of two asked for [n, n+1) and recursed until the stack ran
// out. Steps outside the tree hold 0.
func TestSegtreeMaxOutside(t *testing.T) {
	s := newSegtree(2)
	s.Add(0, 2, 5)
	for _, tc := range []struct{ lo, hi, want int64 }{
		{0, 2, 5}, {1, 3, 5}, {2, 3, 0}, {5, 9, 0}, {-3, -1, 0}, {-1, 1, 5},
	} {
		if got := s.Max(tc.lo, tc.hi); got != tc.want {
			t.Errorf("Max(%d, %d) = %d, want %d", tc.lo, tc.hi, got, tc.want)
		}
	}
}

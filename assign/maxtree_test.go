package assign

import "testing"

// TestMaxTree checks range adds and range maxima against a plain slice.
func TestMaxTree(t *testing.T) {
	r := newRand(5)
	for iter := range 200 {
		n := 1 + r.intn(40)
		v := make([]int64, n)
		for i := range v {
			v[i] = int64(r.intn(100))
		}
		tr := newMaxTree(v)
		for range 60 {
			l := int32(r.intn(n))
			h := l + 1 + int32(r.intn(n-int(l)))
			if r.intn(2) == 0 {
				d := int64(r.intn(21) - 10)
				tr.rangeAdd(l, h, d)
				for k := l; k < h; k++ {
					v[k] += d
				}
				continue
			}
			want := v[l]
			for _, x := range v[l:h] {
				want = max(want, x)
			}
			if got := tr.rangeMax(l, h); got != want {
				t.Fatalf("iter %d: max of [%d,%d) = %d, want %d", iter, l, h, got, want)
			}
		}
	}
}

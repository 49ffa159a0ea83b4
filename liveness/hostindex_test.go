package liveness

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestHostIndex checks hostIndex.next against a scan of every host, on
// random figures with hosts updated and killed between the queries: next
// must return exactly the first host at or after the position that is
// alive and either early or strictly around the temporary.
func TestHostIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 200 {
		n := 1 + r.IntN(70)
		first, last := make([]int64, n), make([]int64, n)
		early, dead := make([]bool, n), make([]bool, n)
		ix := newHostIndex(n)
		set := func(i int) {
			first[i] = int64(r.IntN(100))
			last[i] = first[i] + int64(r.IntN(100))
			early[i] = r.IntN(8) == 0
			ix.set(i, first[i], last[i], early[i])
		}
		for i := range n {
			set(i)
		}
		for q := range 300 {
			switch r.IntN(10) {
			case 0:
				if i := r.IntN(n); !dead[i] {
					set(i)
				}
			case 1:
				i := r.IntN(n)
				dead[i] = true
				ix.kill(i)
			}
			lo := int64(r.IntN(120))
			hi := lo + int64(r.IntN(30))
			from := r.IntN(n + 1)
			want := -1
			for i := from; i < n; i++ {
				if !dead[i] && (early[i] || first[i] < lo && last[i] > hi) {
					want = i
					break
				}
			}
			if got := ix.next(from, lo, hi); got != want {
				t.Fatalf("iteration %d, query %d: next(%d, [%d, %d]) = %d, want %d", iter, q, from, lo, hi, got, want)
			}
		}
		for i := range n {
			if ix.alive(i) == dead[i] {
				t.Fatalf("iteration %d: host %d alive %v, dead %v", iter, i, ix.alive(i), dead[i])
			}
		}
	}
	if ix := newHostIndex(0); ix.next(0, math.MinInt64, math.MaxInt64) != -1 {
		t.Errorf("an empty index returned a host")
	}
}

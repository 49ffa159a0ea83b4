package liveness

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestHostIndex checks hostIndex.next against a scan of every host, on
// random spans with hosts updated and killed between the queries: next
// must return exactly the first live host at or after the position whose
// first span ends before the temporary's range and whose last span starts
// after it, or that is early and does not hold the range (for a single
// span: lies wholly before or after it).
func TestHostIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 200 {
		n := 1 + r.IntN(70)
		first, last := make([]span, n), make([]span, n)
		early, dead := make([]bool, n), make([]bool, n)
		ix := newHostIndex(n)
		set := func(i int) {
			first[i].lo = int64(r.IntN(60))
			first[i].hi = first[i].lo + int64(r.IntN(20))
			last[i].lo = first[i].hi + int64(r.IntN(60))
			last[i].hi = last[i].lo + int64(r.IntN(20))
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
			lo := int64(r.IntN(160))
			hi := lo + int64(r.IntN(40))
			from := r.IntN(n + 1)
			single := r.IntN(2) == 0
			want := -1
			for i := from; i < n; i++ {
				window := first[i].hi < lo && last[i].lo > hi
				outside := early[i] && (first[i].lo > lo || last[i].hi < hi)
				if single {
					outside = early[i] && (first[i].lo > hi || last[i].hi < lo)
				}
				if !dead[i] && (window || outside) {
					want = i
					break
				}
			}
			if got := ix.next(from, lo, hi, single); got != want {
				t.Fatalf("iteration %d, query %d: next(%d, [%d, %d], single %v) = %d, want %d", iter, q, from, lo, hi, single, got, want)
			}
		}
		for i := range n {
			if ix.alive(i) == dead[i] {
				t.Fatalf("iteration %d: host %d alive %v, dead %v", iter, i, ix.alive(i), dead[i])
			}
		}
	}
	if ix := newHostIndex(0); ix.next(0, math.MinInt64, math.MaxInt64, false) != -1 {
		t.Errorf("an empty index returned a host")
	}
}

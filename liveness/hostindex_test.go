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
// span: lies wholly before or after it); a host found by its first and
// last spans must also have a gap between two spans at least as long as
// the temporary's longest span, and none of the temporary's spans may
// meet the host's.
func TestHostIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 200 {
		n := 1 + r.IntN(70)
		first, last := make([]span, n), make([]span, n)
		gap := make([]int64, n)
		hs := make([][]span, n)
		early, dead := make([]bool, n), make([]bool, n)
		ix := newHostIndex(n)
		set := func(i int) {
			first[i].lo = int64(r.IntN(60))
			first[i].hi = first[i].lo + int64(r.IntN(20))
			last[i].lo = first[i].hi + int64(r.IntN(60))
			last[i].hi = last[i].lo + int64(r.IntN(20))
			early[i] = r.IntN(8) == 0
			spans := []span{first[i]}
			if m := first[i].hi + 2 + int64(r.IntN(30)); r.IntN(2) == 0 && m < last[i].lo-1 {
				spans = append(spans, span{m, m + int64(r.IntN(int(last[i].lo-1-m)))})
			}
			spans = append(spans, last[i])
			gap[i] = math.MinInt64
			for k := 1; k < len(spans); k++ {
				gap[i] = max(gap[i], spans[k].lo-spans[k-1].hi)
			}
			hs[i] = spans
			ix.set(i, spans, early[i])
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
			long := int64(r.IntN(50))
			ts := []span{{lo, hi}}
			if !single && hi-lo >= 4 {
				ts = []span{{lo, lo + 1}, {hi - 1, hi}}
			}
			want := -1
			for i := from; i < n; i++ {
				window := first[i].hi < lo && last[i].lo > hi && gap[i] >= long
				outside := early[i] && (first[i].lo > lo || last[i].hi < hi)
				if single {
					outside = early[i] && (first[i].lo > hi || last[i].hi < lo)
				}
				if !dead[i] && (window || outside) && disjoint(&group{spans: hs[i]}, &group{spans: ts}) {
					want = i
					break
				}
			}
			if got := ix.next(from, lo, hi, long, ts, single); got != want {
				t.Fatalf("iteration %d, query %d: next(%d, [%d, %d], long %d, single %v) = %d, want %d", iter, q, from, lo, hi, long, single, got, want)
			}
		}
		for i := range n {
			if ix.alive(i) == dead[i] {
				t.Fatalf("iteration %d: host %d alive %v, dead %v", iter, i, ix.alive(i), dead[i])
			}
		}
	}
	if ix := newHostIndex(0); ix.next(0, math.MinInt64, math.MaxInt64, math.MinInt64, nil, false) != -1 {
		t.Errorf("an empty index returned a host")
	}
}

package liveness

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
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
			ix.set(i, &group{spans: spans}, early[i])
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

// TestSpanSummary checks the span summary union keeps (a host's longest
// spans and longest gap, as its temporaries' spans are inserted; the
// count of the longest gaps, or once the last of them is split, the set
// of all gaps) against longestSpans and longestGap computed afresh, on random temporaries of
// one to four spans entering hosts of many, with ties of length and gaps
// of equal length made frequent, and merges of two large groups between.
func TestSpanSummary(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	splits, counted := 0, 0
	for iter := range 300 {
		// A host: 17-60 spans on a coarse grid, so lengths and gaps tie.
		var host []span
		for at := int64(r.IntN(5)); len(host) < 17+r.IntN(44); {
			l := int64(r.IntN(3) * 4)
			host = append(host, span{at, at + l})
			at += l + 1 + int64(r.IntN(4)*8)
		}
		s := &sharing{}
		s.parent = append(s.parent, 0)
		s.groups = append(s.groups, &group{members: []int{0}, spans: host})
		root := 0
		check := func(when string) {
			g := s.groups[root]
			sum := g.summary()
			if want := longestSpans(nil, g.spans); !slices.Equal(sum.longest, want) {
				t.Fatalf("iteration %d, %s: longest %v, want %v (spans %v)", iter, when, sum.longest, want, g.spans)
			}
			if want, got := longestGap(g.spans), sum.longestGap(); got != want {
				t.Fatalf("iteration %d, %s: gap %d, want %d (spans %v)", iter, when, got, want, g.spans)
			}
			if sum.gaps != nil {
				counted++
				return
			}
			n := 0
			for k := 1; k < len(g.spans); k++ {
				if g.spans[k].lo-g.spans[k-1].hi == sum.gap {
					n++
				}
			}
			if sum.gapN != n {
				t.Fatalf("iteration %d, %s: %d gaps of the longest, want %d", iter, when, sum.gapN, n)
			}
		}
		check("start")
		for q := range 40 {
			g := s.groups[root]
			// A temporary of up to 4 spans in the host's gaps (or after it),
			// or, now and then, a large group of spans after the host.
			var ts []span
			if r.IntN(20) == 0 {
				at := g.spans[len(g.spans)-1].hi + 2
				for range 20 {
					ts = append(ts, span{at, at + int64(r.IntN(6))})
					at = ts[len(ts)-1].hi + 2 + int64(r.IntN(6))
				}
			} else {
				for k := 1; k < len(g.spans) && len(ts) < 1+r.IntN(4); k++ {
					lo, hi := g.spans[k-1].hi+1, g.spans[k].lo-1
					if hi >= lo && r.IntN(3) == 0 {
						a := lo + int64(r.IntN(int(hi-lo+1)))
						b := a + int64(r.IntN(int(hi-a+1)))
						ts = append(ts, span{a, b})
					}
				}
				if len(ts) == 0 {
					at := g.spans[len(g.spans)-1].hi + 1 + int64(r.IntN(9))
					ts = []span{{at, at + int64(r.IntN(9))}}
				}
			}
			id := len(s.parent)
			s.parent = append(s.parent, id)
			s.groups = append(s.groups, &group{members: []int{id}, spans: ts})
			if g.sum != nil && len(ts) <= 4 {
				splits++
			}
			root = s.union(root, id)
			check(fmt.Sprintf("union %d", q))
		}
	}
	if splits == 0 || counted == 0 {
		t.Fatalf("%d insertions kept incrementally, %d summaries with every gap counted", splits, counted)
	}
	t.Logf("%d insertions kept incrementally, %d summaries with every gap counted", splits, counted)
}

// TestHasHoleSummary checks that the span summary's longest gap tells
// hasHole (colocate's closed hosts read it there) on spans that touch,
// spans with holes, and a single span.
func TestHasHoleSummary(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for iter := range 2000 {
		var spans []span
		at := int64(r.IntN(3))
		for range 1 + r.IntN(6) {
			l := int64(r.IntN(3))
			spans = append(spans, span{at, at + l})
			at += l + 1 + int64(r.IntN(2)*r.IntN(3))
		}
		g := &group{spans: spans}
		if got, want := g.summary().longestGap() > 1, hasHole(g); got != want {
			t.Fatalf("iteration %d: spans %v: longest gap > 1 %v, hasHole %v", iter, spans, got, want)
		}
	}
}

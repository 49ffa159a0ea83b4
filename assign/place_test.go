package assign

import (
	"slices"
	"testing"
)

// TestOverlappingSorted checks the time index against a brute-force scan:
// after each placement, in a random order at random offsets, a query for
// every unplaced buffer returns exactly the byte ranges of the placed
// buffers that overlap it in time, sorted by offset (the placer hands them
// to the gap rules unsorted otherwise).
func TestOverlappingSorted(t *testing.T) {
	rng := newRand(23)
	for trial := range 240 {
		// Most problems are small enough to query every buffer at every
		// step; every fourth has up to 800 buffers, several blocks of
		// ranks, and queries a few.
		n, queries := 1+rng.intn(60), 0
		if trial%4 == 3 {
			n, queries = 1+rng.intn(800), 4
		}
		bufs := make([]Buffer, n)
		for i := range bufs {
			s := int64(rng.intn(40 + n))
			bufs[i] = Buffer{Start: s, End: s + 1 + int64(rng.intn(1+rng.intn(40+n))), Size: 1 + int64(rng.intn(100))}
		}
		idx := newTimeIndex(bufs)
		order := make([]int, n)
		for i := range order {
			j := rng.intn(i + 1)
			order[i], order[j] = order[j], i
		}
		at := make([]span, n)
		placed := make([]bool, n)
		var out, tmp []span
		var runs []int
		for step, i := range order {
			qs := order[step:]
			if queries > 0 {
				qs = nil
				for range queries {
					qs = append(qs, order[step+rng.intn(n-step)])
				}
			}
			for _, q := range qs {
				out, tmp = idx.overlapping(q, out[:0], tmp, &runs)
				var want []span
				for j := range bufs {
					if placed[j] && bufs[j].Start < bufs[q].End && bufs[q].Start < bufs[j].End {
						want = append(want, at[j])
					}
				}
				if !slices.IsSortedFunc(out, func(a, b span) int { return int(a.lo - b.lo) }) {
					t.Fatalf("trial %d: ranges for buffer %d not sorted: %v", trial, q, out)
				}
				got := slices.Clone(out)
				key := func(a, b span) int {
					if a.lo != b.lo {
						return int(a.lo - b.lo)
					}
					return int(a.hi - b.hi)
				}
				slices.SortFunc(got, key)
				slices.SortFunc(want, key)
				if !slices.Equal(got, want) {
					t.Fatalf("trial %d: buffer %d overlaps %v, want %v", trial, q, got, want)
				}
			}
			off := int64(rng.intn(50)) // duplicates of lo on purpose
			at[i], placed[i] = span{off, off + bufs[i].Size}, true
			idx.insert(i, at[i])
		}
	}
}

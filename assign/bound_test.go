package assign

import "testing"

func TestLowerBound(t *testing.T) {
	tests := []struct {
		name   string
		bufs   []Buffer
		want   int64
		want2  int64
		wantAt int64
	}{
		{"empty", nil, 0, 0, 0},
		{"end meets start", []Buffer{{Start: 0, End: 2, Size: 5}, {Start: 2, End: 4, Size: 7}}, 7, 8, 2},
		{"overlap", []Buffer{{Start: 0, End: 3, Size: 5}, {Start: 2, End: 4, Size: 7}}, 12, 16, 2},
		{"zero size", []Buffer{{Start: 0, End: 3, Size: 0}, {Start: 0, End: 4, Size: 0}}, 0, 0, 0},
		{"empty interval counts its size", []Buffer{{Start: 3, End: 3, Size: 9}, {Start: 0, End: 4, Size: 2}}, 9, 16, 0},
		{"six", six(), 11, 12, 2},
		{"tpu sizes", []Buffer{{Start: 0, End: 1, Size: 384, Align: 128}, {Start: 0, End: 1, Size: 128, Align: 128}}, 512, 640, 0},
		{"align inflates slot", []Buffer{{Start: 0, End: 1, Size: 10, Align: 64}}, 10, 64, 0},
		{"odd align", []Buffer{{Start: 0, End: 1, Size: 50, Align: 20}, {Start: 0, End: 1, Size: 10, Align: 20}}, 60, 160, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &Problem{Buffers: tt.bufs}
			if got := LowerBound(p); got != tt.want {
				t.Errorf("LowerBound = %d, want %d", got, tt.want)
			}
			if got := LowerBound2(p); got != tt.want2 {
				t.Errorf("LowerBound2 = %d, want %d", got, tt.want2)
			}
			if l, at := PeakTime(p); l != tt.want || at != tt.wantAt {
				t.Errorf("PeakTime = %d at %d, want %d at %d", l, at, tt.want, tt.wantAt)
			}
		})
	}
}

// six is DESIGN.md's six-buffer instance: OPT = L = 11.
func six() []Buffer {
	return []Buffer{
		{ID: "0", Start: 3, End: 6, Size: 4},
		{ID: "1", Start: 4, End: 5, Size: 3},
		{ID: "2", Start: 1, End: 3, Size: 7},
		{ID: "3", Start: 3, End: 4, Size: 1},
		{ID: "4", Start: 2, End: 4, Size: 4},
		{ID: "5", Start: 5, End: 7, Size: 5},
	}
}

// TestBoundsAgree checks Solve's one-sweep bounds against LowerBound,
// LowerBound2 and a quadratic count of overlapping pairs.
func TestBoundsAgree(t *testing.T) {
	r := newRand(5)
	for _, dist := range dists {
		for iter := range 100 {
			p := genProblem(r, dist, 1+r.intn(60))
			l, l2, pairs := bounds(p)
			var want int64
			for i, a := range p.Buffers {
				for _, b := range p.Buffers[:i] {
					if occupies(&a) && occupies(&b) && a.Start < b.End && b.Start < a.End {
						want++
					}
				}
			}
			if l != LowerBound(p) || l2 != LowerBound2(p) || pairs != want {
				t.Fatalf("%s %d: bounds %d %d %d, want %d %d %d", dist, iter, l, l2, pairs, LowerBound(p), LowerBound2(p), want)
			}
		}
	}
}

// TestAlignedBound checks worked examples, and on random small problems
// that the bound lies between L and the brute-force optimum.
func TestAlignedBound(t *testing.T) {
	tests := []struct {
		name string
		bufs []Buffer
		want int64
	}{
		// Two 48-byte tuples and an array live together, alignment 128:
		// the tuples cannot sit closer than 128 apart, so 128+128+48.
		{"tuples", []Buffer{{Start: 0, End: 1, Size: 48, Align: 128}, {Start: 0, End: 1, Size: 48, Align: 128}, {Start: 0, End: 1, Size: 128, Align: 128}}, 304},
		{"no alignment", []Buffer{{Start: 0, End: 1, Size: 48}, {Start: 0, End: 1, Size: 48}}, 96},
		// Alignments 4 and 6 have gcd 2, and 10 is even: the bound is L, below
		// the optimum 22.
		{"mixed alignments use their gcd", []Buffer{{Start: 0, End: 1, Size: 10, Align: 4}, {Start: 0, End: 1, Size: 10, Align: 6}}, 20},
		{"apart in time", []Buffer{{Start: 0, End: 1, Size: 48, Align: 128}, {Start: 1, End: 2, Size: 48, Align: 128}}, 48},
		{"empty interval counts its size", []Buffer{{Start: 1, End: 1, Size: 500, Align: 128}, {Start: 0, End: 1, Size: 48, Align: 128}}, 500},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &Problem{Buffers: tt.bufs}
			if got := alignedBound(tt.bufs, LowerBound(p)); got != tt.want {
				t.Errorf("alignedBound = %d, want %d", got, tt.want)
			}
		})
	}
	r := newRand(11)
	tighter := 0
	for range 400 {
		p := randomSmall(r)
		l := LowerBound(p)
		la := alignedBound(p.Buffers, l)
		opt := bruteOptimum(p)
		if la < l || la > opt {
			t.Fatalf("%+v: L %d, aligned bound %d, optimum %d", p.Buffers, l, la, opt)
		}
		if la > l {
			tighter++
		}
	}
	if tighter == 0 {
		t.Errorf("the aligned bound never beat L on 400 random problems with alignments")
	}
}

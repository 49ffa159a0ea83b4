package assign

import (
	"fmt"
	"testing"
)

// TestVerifyRejects checks that Verify finds each kind of broken plan, with
// a message naming the buffers involved.
func TestVerifyRejects(t *testing.T) {
	p := &Problem{Buffers: []Buffer{
		{ID: "a", Start: 0, End: 4, Size: 10},
		{ID: "b", Start: 2, End: 6, Size: 20, Align: 4},
		{ID: "c", Start: 4, End: 8, Size: 10},
		{ID: "z", Start: 0, End: 8, Size: 0},
		{ID: "e", Start: 3, End: 3, Size: 5},
	}}
	tests := []struct {
		name    string
		cap     int64
		offsets []int64
		peak    int64
		want    string // "" for a valid plan
	}{
		{"valid", 0, []int64{0, 12, 0, 0, 0}, 32, ""},
		{"valid touching ranges", 0, []int64{2, 12, 32, 7, 0}, 42, ""},
		{"valid end meets start", 0, []int64{0, 12, 0, 0, 0}, 32, ""},
		{"valid zero size anywhere below peak", 0, []int64{0, 12, 0, 31, 20}, 32, ""},
		{"valid within capacity", 32, []int64{0, 12, 0, 0, 0}, 32, ""},
		{"count", 0, []int64{0, 12}, 32, "2 offsets for 5 buffers"},
		{"overlap", 0, []int64{0, 8, 0, 0, 0}, 28, `buffers "a" and "b" overlap: both live on [2,4), at bytes [0,10) and [8,28)`},
		{"overlap same offset", 0, []int64{0, 12, 12, 0, 0}, 32, `buffers "b" and "c" overlap: both live on [4,6), at bytes [12,32) and [12,22)`},
		{"overlap from above", 0, []int64{18, 0, 20, 0, 0}, 30, `buffers "a" and "b" overlap: both live on [2,4), at bytes [18,28) and [0,20)`},
		{"misaligned", 0, []int64{0, 10, 0, 0, 0}, 30, `buffer "b": offset 10 is not a multiple of its alignment 4`},
		{"negative", 0, []int64{-1, 12, 0, 0, 0}, 32, `buffer "a": negative offset -1`},
		{"above peak", 0, []int64{0, 12, 0, 0, 0}, 31, `buffer "b": [12,32) ends above the peak 31`},
		{"peak too high", 0, []int64{0, 12, 0, 0, 0}, 33, "peak 33 is not the highest end of a buffer, 32"},
		{"capacity", 31, []int64{0, 12, 0, 0, 0}, 32, "peak 32 exceeds the capacity 31"},
		{"overflow", 0, []int64{0, 12, 0, 0, 1<<63 - 2}, 1<<63 - 1, `buffer "e": offset 9223372036854775806 + size 5 overflows int64`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := *p
			q.Capacity = tt.cap
			err := Verify(&q, &Solution{Offsets: tt.offsets, Peak: tt.peak})
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("Verify = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestVerifyNegativeSize checks that a negative size is reported, not packed.
func TestVerifyNegativeSize(t *testing.T) {
	p := &Problem{Buffers: []Buffer{{ID: "x", Start: 0, End: 1, Size: -3}}}
	if err := Verify(p, &Solution{Offsets: []int64{0}}); err == nil {
		t.Error("Verify accepted a negative size")
	}
}

// TestVerifyBruteForce compares Verify's overlap verdict with a quadratic
// check on many small random plans.
func TestVerifyBruteForce(t *testing.T) {
	r := newRand(7)
	for iter := range 3000 {
		n := 1 + r.intn(8)
		if iter%10 == 0 {
			n = 1 + r.intn(60)
		}
		p := &Problem{}
		s := &Solution{}
		for i := range n {
			st := int64(r.intn(6))
			p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Start: st, End: st + int64(r.intn(4)), Size: int64(r.intn(5))})
			s.Offsets = append(s.Offsets, int64(r.intn(10*n)))
			s.Peak = max(s.Peak, s.Offsets[i]+p.Buffers[i].Size)
		}
		want := false
		for i := range n {
			for j := range i {
				a, b := p.Buffers[i], p.Buffers[j]
				if a.Start < b.End && b.Start < a.End && a.Start < a.End && b.Start < b.End && a.Size > 0 && b.Size > 0 &&
					s.Offsets[i] < s.Offsets[j]+b.Size && s.Offsets[j] < s.Offsets[i]+a.Size {
					want = true
				}
			}
		}
		err := Verify(p, s)
		if (err != nil) != want {
			t.Fatalf("iteration %d: %+v offsets %v: Verify = %v, want overlap %v", iter, p.Buffers, s.Offsets, err, want)
		}
	}
}

// TestVerifyDisjointAllocs checks that the verifier's sweep over 10,000
// buffers makes its event list and its treap in one allocation each
// (three in all, with the treap's header): the list grown by append was
// copied once per doubling, 22 MB allocated on the 11,000-layer step
// for 9 MB of events.
func TestVerifyDisjointAllocs(t *testing.T) {
	const n = 10000
	bufs := make([]Buffer, n)
	offsets := make([]int64, n)
	for i := range bufs {
		bufs[i] = Buffer{ID: "b", Size: 16, Start: int64(i), End: int64(i + 2)}
		offsets[i] = int64(i%2) * 16
	}
	var err error
	allocs := testing.AllocsPerRun(5, func() { err = verifyDisjoint(bufs, offsets) })
	if err != nil {
		t.Fatal(err)
	}
	if allocs > 3 {
		t.Errorf("verifyDisjoint on %d buffers: %.0f allocations, want at most 3", n, allocs)
	}
}

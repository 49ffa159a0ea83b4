package allocator

import (
	"strings"
	"testing"
)

// TestCheckCatches breaks a good snapshot in each way the checker guards
// against and expects the checker to say so.
func TestCheckCatches(t *testing.T) {
	good := func() Snapshot {
		a := NewBFC(NewDevice(1<<20), 1<<20, BFCOptions{})
		x, _ := a.Alloc(1000, "x")
		if _, err := a.Alloc(3000, "y"); err != nil {
			t.Fatal(err)
		}
		a.Alloc(500, "z")
		a.Free(x)
		return a.Snapshot()
	}
	if err := Check(good(), 3500); err != nil {
		t.Fatalf("good snapshot: %v", err)
	}
	for _, tc := range []struct {
		name   string
		break_ func(s *Snapshot)
		want   string
	}{
		{"overlap", func(s *Snapshot) { s.Live[1].Ptr -= 256 }, "overlap"},
		{"in use", func(s *Snapshot) { s.Stats.BytesInUse += 256 }, "bytes_in_use"},
		{"wrong bin", func(s *Snapshot) {
			for i := range s.Chunks {
				if !s.Chunks[i].InUse {
					s.Chunks[i].Bin++
					return
				}
			}
		}, "in bin"},
		{"not coalesced", func(s *Snapshot) {
			// Split the last free chunk in two free halves.
			c := s.Chunks[len(s.Chunks)-1]
			half := c.Size / 2 / 256 * 256
			s.Chunks[len(s.Chunks)-1].Size = half
			s.Chunks[len(s.Chunks)-1].Bin = binOf(half)
			s.Chunks = append(s.Chunks, Chunk{Ptr: c.Ptr + half, Size: c.Size - half, Bin: binOf(c.Size - half)})
		}, "not coalesced"},
		{"gap", func(s *Snapshot) { s.Chunks = s.Chunks[1:] }, "want a multiple"},
		{"pool", func(s *Snapshot) { s.Stats.PoolBytes-- }, "pool_bytes"},
		{"largest", func(s *Snapshot) { s.Stats.LargestFreeBlockBytes = 1 }, "largest free"},
	} {
		s := good()
		tc.break_(&s)
		if err := Check(s, -1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
	if err := Check(good(), 3499); err == nil {
		t.Errorf("wrong requested total passed")
	}
}

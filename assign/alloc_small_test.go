package assign

import (
	"runtime"
	"testing"
	"unsafe"
)

// TestSolveSmallAllocates checks the heap that auto allocates on a small
// problem (random, 900 buffers; MiniMalloc's and idealloc's size), as
// runtime.MemStats.TotalAlloc counts it: every probe of the anytime search
// built its three orders' undo trails, candidate lists and interchangeable
// buffers anew (40 MB in all), where they are now kept for the next probe
// (searchShared's rooms and twins). The plan is checked too: keeping the
// room changes no plan.
func TestSolveSmallAllocates(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of search")
	}
	p := GenerateProblem("random", 900, 1)
	var ms0, ms1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms0)
	s, err := Solve(p, Options{})
	runtime.ReadMemStats(&ms1)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(p, s); err != nil {
		t.Fatal(err)
	}
	// The plan of the command's run (testdata/bench/gencsv random 900):
	// peak 77,527,040 by the search.
	if s.Peak != 77_527_040 || s.Algorithm != "search" {
		t.Errorf("peak %d by %s, want 77527040 by search", s.Peak, s.Algorithm)
	}
	const most = 24 << 20
	if got := ms1.TotalAlloc - ms0.TotalAlloc; got > most {
		t.Errorf("Solve allocated %.1f MiB, want at most %.0f", float64(got)/(1<<20), float64(most)/(1<<20))
	} else {
		t.Logf("Solve allocated %.1f MiB", float64(got)/(1<<20))
	}
}

// TestSearchTrailRoom checks the undo trails' room that a search on a
// small problem (random, 900 buffers) leaves for the next probe: the
// chunks its orders' trails grew to, which the anytime search holds while
// it runs and most of a small pack's live heap. Entries are 4 bytes there
// (an offset is kept as the buffer whose top set it), in 32 KiB chunks:
// 608 KiB for the three orders after the probe at L, where 8-byte entries
// in 128 KiB chunks took 1,280 KiB (the same 6,568 nodes).
func TestSearchTrailRoom(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of search")
	}
	p := GenerateProblem("random", 900, 1)
	sh := &searchShared{}
	r := Search(p, LowerBound(p), SearchBudget{Work: 2e9, shared: sh})
	if r.Status == Infeasible {
		t.Fatalf("status %v at L", r.Status)
	}
	var bytes uintptr
	for _, room := range sh.rooms {
		for _, c := range room.trail.chunks {
			bytes += unsafe.Sizeof(*c)
		}
	}
	const most = 800 << 10
	if bytes > most {
		t.Errorf("the trails' room is %d KiB after %d nodes, want at most %d", bytes>>10, r.Nodes, most>>10)
	} else {
		t.Logf("the trails' room is %d KiB after %d nodes (%v)", bytes>>10, r.Nodes, r.Status)
	}
}

package assign

import (
	"runtime"
	"testing"
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

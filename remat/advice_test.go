package remat

import (
	"testing"

	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
)

// denseOptions are the harness's figures: dense layout, 64-byte alignment.
func denseOptions(limit int64) Options {
	d := layout.Dense(64)
	return Options{Limit: limit, Liveness: liveness.Options{Size: d.Bytes, Align: d.Alignment}}
}

// TestAdviseScan reads the scan step of the harness: a 32-step recurrence
// whose three stacked residuals (f32[32,64,128], 1 MiB each) the backward
// loop reads. Checkpointing the body keeps the 32 carries (1 MiB); nested
// scans of 6 keep 6 carries and 6 steps of residuals (768 KiB).
func TestAdviseScan(t *testing.T) {
	m, seq := load(t, "../testdata/xla-remat/scan.lowered.hlo")
	r, err := Fit(m, seq, denseOptions(1<<20))
	if err != nil {
		t.Fatal(err)
	}
	a := Advise(r, denseOptions(1<<20))
	if len(a.Scans) != 1 {
		t.Fatalf("%d scans advised, want 1: %+v", len(a.Scans), a.Scans)
	}
	s := a.Scans[0]
	if s.Trips != 32 || s.Stacked != 3<<20 || s.Carry != 32<<10 || s.Checkpoint != 1<<20 || s.K != 6 || s.Nested != 768<<10 {
		t.Errorf("scan advice %+v, want 32 trips, 3 MiB stacked, 32 KiB carry, checkpoint 1 MiB, nested 6 keeping 768 KiB", s)
	}
	if s.Seconds <= 0 {
		t.Errorf("one more forward run of the loop costs %g s, want > 0", s.Seconds)
	}
}

// TestSmallestLimit fits plain_mlp under a limit below its bound, then
// searches: the limit found must be met by FitOrders, lie between the
// bound and the peak, and a limit 1/32 of the gap lower must not be one
// the search skipped as met.
func TestSmallestLimit(t *testing.T) {
	m, seq := load(t, "testdata/plain_mlp.lowered.hlo")
	opt := Options{Limit: 1 << 10}
	r, _, err := FitOrders(m, "text", seq, opt)
	if err != nil {
		t.Fatal(err)
	}
	if r.Fits {
		t.Fatal("plain_mlp fits 1 KiB")
	}
	small, fit, err := SmallestLimit(m, "text", seq, opt, r)
	if err != nil {
		t.Fatal(err)
	}
	if fit == nil || !fit.Fits || fit.Peak > small {
		t.Fatalf("smallest limit %d: fit %+v", small, fit)
	}
	if small < r.Bound.Bytes || small > r.InitialPeak {
		t.Errorf("smallest limit %d outside [bound %d, peak %d]", small, r.Bound.Bytes, r.InitialPeak)
	}
	if small >= r.InitialPeak {
		t.Errorf("smallest limit %d is the peak: the search found no fit below it", small)
	}
	t.Logf("plain_mlp: bound %d, smallest fitting limit %d, peak %d", r.Bound.Bytes, small, r.InitialPeak)
}

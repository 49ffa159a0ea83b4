package remat

import (
	"slices"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// hoistSrc holds v = exp(p) for a late slice r, written after the peak at
// d (which reads b, 4 KiB, beside v): r reads only v, so it can run
// before d, and v (1 KiB) then leaves the peak.
const hoistSrc = `HloModule hoist

ENTRY main {
  p = f32[256]{0} parameter(0)
  v = f32[256]{0} exponential(p)
  a = f32[4,256]{1,0} broadcast(p), dimensions={1}
  b = f32[4,256]{1,0} exponential(a)
  d = f32[1,256]{1,0} slice(b), slice={[0:1], [0:256]}
  r = f32[16]{0} slice(v), slice={[0:16]}
  ROOT t = (f32[1,256]{1,0}, f32[16]{0}) tuple(d, r)
}
`

// TestHoistLateReader: under a limit between the peak with v and without
// it, the fit runs r before d (a reorder change, no recompute) and fits.
func TestHoistLateReader(t *testing.T) {
	mods, err := hlo.Parse("hoist.hlo", []byte(hoistSrc))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	seq := textOrder(t, m)
	r0, err := Fit(m, seq, Options{Limit: 1 << 30, Arena: liveness.All})
	if err != nil {
		t.Fatal(err)
	}
	limit := r0.Peak - 512 // v is 1 KiB
	r, err := Fit(m, seq, Options{Limit: limit, Arena: liveness.All, NoRemat: true})
	if err != nil {
		t.Fatal(err)
	}
	checkResult(t, "hoist", m, r)
	if !r.Fits {
		t.Fatalf("peak %d over the limit %d (unchanged %d): the late reader was not run before the peak", r.Peak, limit, r0.Peak)
	}
	var kinds []string
	for _, c := range r.Changes {
		kinds = append(kinds, c.Kind+" "+c.Value+" → "+c.Clone)
	}
	if want := []string{"reorder v → r"}; !slices.Equal(kinds, want) {
		t.Errorf("changes %q, want %q", kinds, want)
	}
	var names []string
	for _, in := range r.Sequence[r.Module.Entry] {
		names = append(names, in.Name)
	}
	if slices.Index(names, "r") > slices.Index(names, "d") {
		t.Errorf("order %v: r after d, the peak", names)
	}
	// With reorder off the same limit is not met (recompute off too).
	r2, err := Fit(m, seq, Options{Limit: limit, Arena: liveness.All, NoRemat: true, NoReorder: true})
	if err != nil {
		t.Fatal(err)
	}
	if r2.Fits {
		t.Errorf("fits at %d without reorder: the test does not exercise it", r2.Peak)
	}
}

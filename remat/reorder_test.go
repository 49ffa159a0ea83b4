package remat

import (
	"fmt"
	"slices"
	"strings"
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

// hoistCases are fits that measure many moves of the order: held-out
// unet and resnet of testdata/xla-remat at 0.6 and 0.7 of their peak.
var hoistCases = []struct {
	path     string
	num, den int64
}{
	{"../testdata/xla-remat/heldout/unet.lowered.hlo", 6, 10},
	{"../testdata/xla-remat/heldout/resnet.lowered.hlo", 7, 10},
}

// TestHoistBound: every move hoistAt would skip for its hoistBound (over
// the packed peak by more than 1/hoistSlack) is one the measure rejects,
// and the bound is under the moved program's L but for that slack.
func TestHoistBound(t *testing.T) {
	if testing.Short() {
		t.Skip("plans two held-out steps")
	}
	defer func() { hoistShortcuts, hoistMeasured = true, nil }()
	hoistShortcuts = false
	over := 0
	for _, tc := range hoistCases {
		m, seq := load(t, tc.path)
		base, err := Fit(m, seq, Options{Limit: 1 << 62})
		if err != nil {
			t.Fatal(err)
		}
		var measured int
		hoistMeasured = func(bound, peak, low int64, kept bool) {
			measured++
			if bound > low+low/hoistSlack {
				t.Errorf("%s: bound %d over the moved program's L %d by more than 1/%d", tc.path, bound, low, hoistSlack)
			}
			if bound > peak+peak/hoistSlack {
				over++
				if kept {
					t.Errorf("%s: a move with bound %d over the peak %d was kept", tc.path, bound, peak)
				}
			}
		}
		if _, err := Fit(m, seq, Options{Limit: base.Peak * tc.num / tc.den}); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d moves measured, %d with the bound over the peak so far", tc.path, measured, over)
	}
	if over == 0 {
		t.Errorf("no move with its bound over the peak: the test does not exercise the skip")
	}
}

// TestHoistShortcuts: the fit skips the moves it knows would be rejected
// and is the same fit (peak, changes, order) with fewer programs measured.
func TestHoistShortcuts(t *testing.T) {
	if testing.Short() {
		t.Skip("plans two held-out steps")
	}
	defer func() { hoistShortcuts = true }()
	for _, tc := range hoistCases {
		m, seq := load(t, tc.path)
		base, err := Fit(m, seq, Options{Limit: 1 << 62})
		if err != nil {
			t.Fatal(err)
		}
		opt := Options{Limit: base.Peak * tc.num / tc.den}
		var rs [2]*Result
		for k, on := range []bool{false, true} {
			hoistShortcuts = on
			if rs[k], err = Fit(m, seq, opt); err != nil {
				t.Fatal(err)
			}
		}
		slow, fast := rs[0], rs[1]
		if got, want := summary(fast), summary(slow); got != want {
			t.Errorf("%s: with the shortcuts\n%s\nwithout\n%s", tc.path, got, want)
		}
		t.Logf("%s: %d programs measured, %d without the shortcuts", tc.path, fast.measures, slow.measures)
		if fast.measures >= slow.measures {
			t.Errorf("%s: %d programs measured, %d without the shortcuts", tc.path, fast.measures, slow.measures)
		}
	}
}

// summary is r's peak, changes and entry order, one string.
func summary(r *Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "peak %d fits %v\n", r.Peak, r.Fits)
	for _, c := range r.Changes {
		fmt.Fprintf(&b, "%s %s %s\n", c.Kind, c.Value, c.Clone)
	}
	for _, in := range r.Sequence[r.Module.Entry] {
		b.WriteString(in.Name)
		b.WriteByte(' ')
	}
	return b.String()
}

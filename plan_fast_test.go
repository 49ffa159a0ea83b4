package planner

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/internal/example"
	"github.com/planner-dev/planner/memspace"
)

// TestFastMemory plans the example with a fast memory: the report's
// two-level plan verifies after a JSON round trip, the buffers that live
// only in fast memory are out of the slow arena, and the estimates keep
// bound <= planned <= all_slow.
func TestFastMemory(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{FastMemory: 64 << 10, Target: "tpu-v4", TargetFigures: cost.Target{CopyLatency: 10e-9}})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	fm := r.FastMemory
	if fm == nil || r.Target.Name != "tpu-v4" {
		t.Fatalf("no fast-memory plan for tpu-v4: %+v", r.Target)
	}
	if !(fm.Bound <= fm.Planned && fm.Planned < fm.AllSlow) {
		t.Errorf("want bound %g <= planned %g < all_slow %g", fm.Bound, fm.Planned, fm.AllSlow)
	}
	for _, i := range r.Buffers {
		if fm.FastOnly[i] {
			t.Errorf("buffer %d lives only in fast memory but is in the slow arena", i)
		}
	}
	p := fastPlanVerified(t, r)
	p.Copies[0].DoneSeconds = p.Copies[0].DeadlineSeconds + 1
	if memspace.Verify(p) == nil {
		t.Error("a copy done after its deadline verified")
	}
}

// TestFastMemoryConfig refuses bad fast-memory settings before any work,
// and applies figure overrides.
func TestFastMemoryConfig(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{FastMemory: -1}, "fast memory -1"},
		{Config{FastMemory: 1, Target: "tpu-v9"}, `unknown target "tpu-v9"`},
		{Config{FastMemory: 1, TargetFigures: cost.Target{FastBandwidth: 1}}, "fast bandwidth 1 below slow bandwidth"},
	} {
		err := tc.cfg.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: got %v, want %q", tc.cfg, err, tc.want)
		}
	}
	tg, err := Config{Target: "h100", TargetFigures: cost.Target{CopyBandwidth: 1e12, MaxCopies: 2}}.target()
	if err != nil || tg.Name != "h100" || tg.CopyBandwidth != 1e12 || tg.MaxCopies != 2 || tg.PeakFlops != 989e12 {
		t.Errorf("overrides: got %+v, %v", tg, err)
	}
}

// TestFastMemoryArenaTemp plans the example with a fast memory and the
// arena "temp": the parameters and outputs outside the arena may still sit
// in fast memory, and the report must list them so that its two-level plan
// verifies on its own (every copy names a listed buffer).
func TestFastMemoryArenaTemp(t *testing.T) {
	// The example is small: under the default copy latency no copy pays,
	// so a latency of 10ns makes the copies this test is about.
	res, err := PlanSource(example.Filename, example.HLO, Config{FastMemory: 32 << 10, Arena: "temp",
		TargetFigures: cost.Target{CopyLatency: 10e-9}})
	if err != nil {
		t.Fatal(err)
	}
	fastPlanVerified(t, res[0])
}

// fastPlanVerified writes r's report as JSON, reads it back, and returns
// its two-level plan, which must hold copies and verify from the file
// alone.
func fastPlanVerified(t *testing.T, r *Result) memspace.Plan {
	t.Helper()
	out, err := MarshalJSON(r.Report())
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatal(err)
	}
	p, ok := back.FastPlan()
	if !ok || len(p.Copies) == 0 {
		t.Fatalf("report has no fast-memory plan with copies")
	}
	if err := memspace.Verify(p); err != nil {
		t.Errorf("report's fast-memory plan (arena %q) does not verify: %v", r.Config.Arena, err)
	}
	return p
}

package planner

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// goodLowered is a lowered module that verifies; tanhDims breaks it as
// the command line's TestVerifierFaultEveryCommand does (tanh's result
// dims differ from its operand's).
const goodLowered = `HloModule good, entry_computation_layout={(f32[8,128]{1,0})->f32[8,128]{1,0}}

ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %exp.1 = f32[8,128]{1,0} exponential(%p)
  %tanh.1 = f32[8,128]{1,0} tanh(%exp.1)
  ROOT %neg.1 = f32[8,128]{1,0} negate(%exp.1)
}
`

// tanhDims parses goodLowered and gives its dead tanh.1 the wrong dims.
func tanhDims(t *testing.T) *hlo.Module {
	t.Helper()
	mods, err := hlo.Parse("good.hlo", []byte(goodLowered))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	for _, in := range m.Entry.Instructions {
		if in.Name == "tanh.1" {
			in.Shape.Dims = []int64{8, 64}
			return m
		}
	}
	t.Fatal("no tanh.1")
	return nil
}

// TestVerifyOnce: Plan runs the verifier on a module not marked
// Config.Parsed, modeled or as written, and reports the fault at its
// position; PlanSource (whose Parse verified) reports it from Parse; a
// module marked Parsed is not verified a second time (the dead tanh is
// removed by the passes and the plan is made), which is the promise the
// field asks of its caller.
func TestVerifyOnce(t *testing.T) {
	const want = `good.hlo:6:13: tanh "tanh.1": expected the dimensions of operand "exp.1"`
	for _, cfg := range []Config{{}, {AsWritten: true}, {Target: "cpu"}} {
		if _, err := Plan(tanhDims(t), cfg); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Plan %+v: error %v, want %q", cfg, err, want)
		}
	}
	bad := strings.Replace(goodLowered, "%tanh.1 = f32[8,128]", "%tanh.1 = f32[8,64]", 1)
	if _, err := PlanSource("good.hlo", []byte(bad), Config{}); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("PlanSource: error %v, want %q", err, want)
	}
	if _, err := Plan(tanhDims(t), Config{Parsed: true}); err != nil {
		t.Errorf("Plan with Parsed: %v, want the verifier skipped", err)
	}
}

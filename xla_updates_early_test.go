package planner

import (
	"errors"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestUpdatesEarly holds the second held-out set's vae step at 0.8 of its
// total (12,871,356 bytes, heldout2.tsv) to the fit remat.PinnedPeak finds
// by running a parameter's update right after the gradient it writes over
// (remat/pin.go, updatesEarly). The fit's order ran the last layer's weight
// gradient, dot_general.7 (f32[512,784], 1.53 MiB), early and its update
// late; the instruction after the gradient was pinned to it, so the update
// read it through that barrier and XLA's heap gave it a buffer of its own:
// the pinned module needed 2,951,040 bytes of temp against the arena's
// 2,549,328, and no fit was found (XLA's total of the best plan 13,273,068).
// With the update moved the step fits, modeled at 12,748,988; XLA:CPU
// compiled the emitted module to 12,748,544 with the flags, outputs
// identical to the original's (gen/harness.py --steps heldout2 --only vae).
func TestUpdatesEarly(t *testing.T) {
	m := loadRematStep(t, "heldout2/vae")
	const limit = 12871356
	r, err := Plan(m, Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: limit})
	var le *LimitError
	if errors.As(err, &le) {
		t.Fatalf("vae at %d: no fit: %v", limit, err)
	} else if err != nil {
		t.Fatal(err)
	}
	if !r.Remat.Fits || r.Remat.PinnedPeak > r.Remat.Limit {
		t.Fatalf("vae at %d: fits %v, pinned %d over the arena's %d", limit, r.Remat.Fits, r.Remat.PinnedPeak, r.Remat.Limit)
	}
	if total, _ := r.XLATotals(); total > limit || total <= 0 {
		t.Errorf("vae at %d: XLA's total modeled %d", limit, total)
	}
	// In the written module the update of params_6 reads the gradient
	// itself, not through a barrier, so that XLA writes it over the
	// gradient (heap_simulator.cc: the IsUserOf test).
	em := r.Emitted()
	var grad *hlo.Instruction
	for _, in := range em.Entry.Instructions {
		if in.Name == "dot_general.7" {
			grad = in
		}
	}
	if grad == nil {
		t.Fatal("no dot_general.7 in the written module")
	}
	for _, in := range em.Entry.Instructions {
		for _, o := range in.Operands {
			if o == grad && strings.Contains(in.Name, "barrier") {
				t.Errorf("%s reads the gradient dot_general.7: the update should be its one reader", in.Name)
			}
		}
	}
}

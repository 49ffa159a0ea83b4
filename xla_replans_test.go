package planner

import (
	"errors"
	"testing"
)

// TestXLAOrderPlansPerFit counts the re-plans of emitted text in XLA:CPU's
// order (orderExcess with the model's CSE, xlaOrderPlan without) that the
// remat step makes on the third held-out lru step of testdata/xla-remat,
// planned as the harness plans it. Each fit heldPeak checks is planned in
// that order twice; every refit of honestFit used to be planned again
// though it wrote a text already refused: at 0.7 of its total
// (18,526,824 bytes) ten checks of two texts (the fit with hoists and its
// refits, then the fit without hoists and its refits, byte-identical
// texts each) made 20 such plans. Now a text is planned once whatever
// checks it (heldPeak's memo): 4. At 0.8 the fit holds at its first
// check: 2, as before.
func TestXLAOrderPlansPerFit(t *testing.T) {
	m := loadRematStep(t, "heldout3/lru")
	for _, c := range []struct {
		limit int64
		fits  bool
		plans int
	}{
		{21173513, true, 2},  // 0.8
		{18526824, false, 4}, // 0.7
	} {
		r, err := Plan(m, Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: c.limit})
		var le *LimitError
		switch {
		case errors.As(err, &le):
			r = le.Result
		case err != nil:
			t.Fatal(err)
		}
		if r.Remat.Fits != c.fits {
			t.Errorf("limit %d: fits %v, want %v", c.limit, r.Remat.Fits, c.fits)
		}
		if r.xlaOrderPlans != c.plans {
			t.Errorf("limit %d: %d plans of emitted text in XLA's order, want %d (two per distinct text checked)", c.limit, r.xlaOrderPlans, c.plans)
		}
	}
}

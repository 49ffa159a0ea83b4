package planner

import (
	"errors"
	"testing"
)

// TestPairBound: the mlp step of testdata/xla-remat at 0.6 of its total
// (6,920,630) is not met, and the planner says so as a proven bound: an
// instruction reads two 1 MiB values together, and whichever is computed
// last is computed beside the other, so some step holds three (3 MiB of
// temp, 7,340,080 of total with the 4,194,352 bytes outside the arena).
// On main the bound was one instruction's operands and result (2 MiB,
// 6,291,504 of total), under the limit: "a plan may exist that the
// remedies below do not reach". The bound is a lower one: the fit at 0.7
// (7,340,080 modeled, XLA 7,341,168, results.tsv) meets it exactly.
func TestPairBound(t *testing.T) {
	m := loadRematStep(t, "mlp")
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: 6920630}
	_, err := Plan(m, cfg)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("mlp at 6,920,630: %v, want a limit error", err)
	}
	r := le.Result
	b := r.Remat.Bound
	if b == nil {
		t.Fatal("no bound")
	}
	got := b.Bytes + r.OutsideArena()
	if got != 7340080 || b.Pair[0] == "" {
		t.Errorf("bound %d (instruction %s, pair %v), want 7,340,080 from two operands read together", got, b.Instruction, b.Pair)
	}
	if got > 7340080 {
		t.Errorf("bound %d above the fit at 0.7 (7,340,080)", got)
	}
	// Held-out adam at 0.7 of its total (10,276,112): 3 MiB of temp from
	// compare_select_fusion.2 reading ynn_fusion.4 and ynn_fusion.2, above
	// the 7,340,128 bytes outside the arena: 10,485,856, so recompute and
	// reorder cannot meet the limit (main: "a plan may exist").
	adam := loadRematStep(t, "heldout/adam")
	cfg.MemoryLimit = 10276112
	if _, err := Plan(adam, cfg); !errors.As(err, &le) {
		t.Fatalf("adam at 10,276,112: %v, want a limit error", err)
	}
	if b := le.Result.Remat.Bound; b == nil || b.Bytes+le.Result.OutsideArena() != 10485856 || b.Pair[0] == "" {
		t.Errorf("adam at 10,276,112: bound %+v, want 10,485,856 from a pair", b)
	}
	// A target with host memory may reload either value next to its
	// use, and the pair argument does not hold: no pair there.
	cfg = Config{Target: "tpu-v5e", Layout: "dense", Align: 64, MemoryLimit: 1 << 20}
	if _, err := Plan(m, cfg); !errors.As(err, &le) || le.Result.Remat.Bound == nil {
		t.Fatalf("tpu-v5e at 1 MiB: %v, want a limit error with a bound", err)
	} else if b := le.Result.Remat.Bound; b.Pair[0] != "" {
		t.Errorf("offload allowed, yet the bound is a pair's: %+v", *b)
	}
}

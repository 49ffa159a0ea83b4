package planner

import (
	"testing"

	"github.com/planner-dev/planner/internal/example"
)

// TestArenaPeak holds ArenaPeak to the plan's own L in every arena, with
// and without a fast memory: its L is Stats.LowerBound, the buffers it
// lists are in the arena and add up to L, and with the arena "temp" none
// of them is a parameter, a constant or an output. The padding at the
// peak is that of the same buffers.
func TestArenaPeak(t *testing.T) {
	for _, cfg := range []Config{{}, {Arena: "temp"}, {FastMemory: 64 << 10}, {Arena: "temp", FastMemory: 32 << 10}, {Layout: "dense"}} {
		res, err := PlanSource(example.Filename, example.HLO, cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := res[0]
		l, _, peak := r.ArenaPeak()
		if l != r.Stats.LowerBound {
			t.Errorf("%+v: ArenaPeak L %d, plan's L %d", cfg, l, r.Stats.LowerBound)
		}
		in := map[int]bool{}
		for _, i := range r.Buffers {
			in[i] = true
		}
		var sum, pad int64
		for _, i := range peak {
			b := &r.Liveness.Buffers[i]
			if !in[i] {
				t.Errorf("%+v: buffer %d at the peak is not in the arena", cfg, b.ID)
			}
			if cfg.Arena == "temp" && b.Kind.String() != "temp" {
				t.Errorf("%+v: buffer %d at the temp arena's peak is a %s", cfg, b.ID, b.Kind)
			}
			sum += b.Size
			pad += PaddingBytes(r.Policy, b)
		}
		if sum != l {
			t.Errorf("%+v: buffers at the peak add up to %d, L %d", cfg, sum, l)
		}
		if pad != r.Stats.PeakPaddingBytes {
			t.Errorf("%+v: padding at the peak %d, stats say %d", cfg, pad, r.Stats.PeakPaddingBytes)
		}
	}
}

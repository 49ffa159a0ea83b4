package liveness

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestOptBarrierSpellings checks that an optimization barrier, under XLA's
// printed spelling (opt-barrier) and the long one, defines no buffer of
// its own: its tuple is its operand's, so the module needs the same
// buffers as without the barrier.
func TestOptBarrierSpellings(t *testing.T) {
	const src = `HloModule m
ENTRY e {
  p = f32[256] parameter(0)
  x = f32[256] exponential(p)
  t = (f32[256]) tuple(x)
  b = (f32[256]) OPCODE(t)
  g = f32[256] get-tuple-element(b), index=0
  ROOT n = f32[256] negate(g)
}
`
	var counts []int
	for _, op := range []string{"opt-barrier", "optimization-barrier"} {
		mods, err := hlo.Parse("m.hlo", []byte(strings.Replace(src, "OPCODE", op, 1)))
		if err != nil {
			t.Fatalf("%s: %v", op, err)
		}
		r, err := Analyze(mods[0], nil, dense)
		if err != nil {
			t.Fatalf("%s: %v", op, err)
		}
		for _, b := range r.Buffers {
			for _, v := range b.Values {
				if v.Instruction.Name == "b" && len(v.Index) == 0 && b.Values[0].Instruction.Name == "b" {
					t.Errorf("%s: the barrier defines buffer %d; want its operand's", op, b.ID)
				}
			}
		}
		counts = append(counts, len(r.Buffers))
	}
	if counts[0] != counts[1] {
		t.Errorf("buffers: opt-barrier %d, optimization-barrier %d; want the same", counts[0], counts[1])
	}
}

package optimize

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestExpandBarriers: a recomputation read through an opt-barrier (as
// jax.checkpoint writes it) stays apart from the forward value while the
// barrier stands, and CSE merges the two once XLA:CPU's defaults have
// removed it (Options.ExpandBarriers).
func TestExpandBarriers(t *testing.T) {
	const src = `HloModule m

ENTRY e {
  p = f32[8]{0} parameter(0)
  x = f32[8]{0} exponential(p)
  t = (f32[8]{0}) tuple(p)
  b = (f32[8]{0}) opt-barrier(t)
  g = f32[8]{0} get-tuple-element(b), index=0
  y = f32[8]{0} exponential(g)
  ROOT r = (f32[8]{0}, f32[8]{0}) tuple(x, y)
}
`
	for _, c := range []struct {
		expand        bool
		exps, barrier int
	}{{false, 2, 1}, {true, 1, 0}} {
		ms, err := hlo.Parse("m.hlo", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		m := ms[0]
		if _, err := Run(m, Options{Rules: CPU, ExpandBarriers: c.expand, Passes: []string{"cse", "barrier-expander", "dce"}}); err != nil {
			t.Fatal(err)
		}
		exps, barriers := 0, 0
		for _, in := range m.Entry.Instructions {
			switch in.Opcode {
			case "exponential":
				exps++
			case "opt-barrier":
				barriers++
			}
		}
		if exps != c.exps || barriers != c.barrier {
			t.Errorf("ExpandBarriers %v: %d exponentials and %d barriers, want %d and %d", c.expand, exps, barriers, c.exps, c.barrier)
		}
	}
}

package optimize

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestExpandBarriers: a recomputation read through an opt-barrier (as
// jax.checkpoint writes it) stays apart from the forward value while the
// barrier stands; once XLA:CPU's defaults have removed it
// (Options.ExpandBarriers) no CSE before fusion merges the two (XLA runs
// none between cse_barrier_expander and fusion: cpu_compiler.cc), and the
// CSE after fusion does.
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
	before := []string{"cse", "barrier-expander", "dce"}
	after := []string{"cse", "barrier-expander", "cse-after-fusion", "dce"}
	for _, c := range []struct {
		expand        bool
		passes        []string
		exps, barrier int
	}{{false, after, 2, 1}, {true, before, 2, 0}, {true, after, 1, 0}} {
		ms, err := hlo.Parse("m.hlo", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		m := ms[0]
		if _, err := Run(m, Options{Rules: CPU, ExpandBarriers: c.expand, Passes: c.passes}); err != nil {
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
			t.Errorf("ExpandBarriers %v, passes %v: %d exponentials and %d barriers, want %d and %d", c.expand, c.passes, exps, barriers, c.exps, c.barrier)
		}
	}
}

// TestCSEAfterFusion: after fusion, XLA:CPU's CSE merges two fusions whose
// fused computations are equal instruction by instruction, under other
// names (HloInstruction::Identical compares called computations by their
// contents), and keeps apart fusions that compute other functions of the
// same operands. The CSE before fusion, and the one after it without
// expanded barriers, compare computations by name.
func TestCSEAfterFusion(t *testing.T) {
	const src = `HloModule m

f1 {
  a = f32[8]{0} parameter(0)
  e = f32[8]{0} exponential(a)
  ROOT t = f32[8]{0} tanh(e)
}

f2 {
  q = f32[8]{0} parameter(0)
  w = f32[8]{0} exponential(q)
  ROOT u = f32[8]{0} tanh(w)
}

f3 {
  q = f32[8]{0} parameter(0)
  w = f32[8]{0} tanh(q)
  ROOT u = f32[8]{0} exponential(w)
}

ENTRY e {
  p = f32[8]{0} parameter(0)
  x = f32[8]{0} fusion(p), kind=kLoop, calls=f1
  y = f32[8]{0} fusion(p), kind=kLoop, calls=f2
  z = f32[8]{0} fusion(p), kind=kLoop, calls=f3
  ROOT r = (f32[8]{0}, f32[8]{0}, f32[8]{0}) tuple(x, y, z)
}
`
	for i, c := range []struct {
		expand   bool
		pass     func(*state) int
		fusions  int
		readsOfX int
	}{
		{true, cseAfterFusion, 2, 2},
		{false, cseAfterFusion, 3, 1},
		{true, cse, 3, 1},
	} {
		// Run leaves a module with fusions as it is: the pass runs alone.
		m := parseOne(t, src)
		s := newState(m, Options{Rules: CPU, ExpandBarriers: c.expand}, &Report{})
		if c.pass(s) > 0 {
			s.compact()
		}
		fusions := 0
		for _, in := range m.Entry.Instructions {
			if in.Opcode == "fusion" {
				fusions++
			}
		}
		reads := 0
		for _, op := range m.Entry.Root.Operands {
			if op.Name == "x" {
				reads++
			}
		}
		if fusions != c.fusions || reads != c.readsOfX {
			t.Errorf("case %d: %d fusions, the root reads x %d times; want %d and %d", i, fusions, reads, c.fusions, c.readsOfX)
		}
	}
}

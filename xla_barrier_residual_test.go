package planner

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// checkpointResidualModule is two layers under jax.checkpoint with
// dots_saveable, as jax writes them (remat_dots of testdata/xla-fresh,
// small): each saved dot dK is marked by an identity reduce-precision
// (e8m23 on an f32), and the backward reads it through an opt-barrier
// whose tuple also carries the layer's cotangent. The backward's
// derivative thK = tanh(0.5 rK) has two readers in two fusions (uK,
// which reads only the residual and feeds a dot, and gdK).
const checkpointResidualModule = `HloModule m, entry_computation_layout={(f32[256,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0})->(f32[512,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0}, f32[])}

add {
  a = f32[] parameter(0)
  c = f32[] parameter(1)
  ROOT s = f32[] add(a, c)
}

ENTRY e {
  x0 = f32[256,512]{1,0} parameter(0)
  w0_0 = f32[512,512]{1,0} parameter(1)
  w1_0 = f32[512,512]{1,0} parameter(2)
  w0_1 = f32[512,512]{1,0} parameter(3)
  w1_1 = f32[512,512]{1,0} parameter(4)
  d0 = f32[256,512]{1,0} dot(x0, w0_0), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r0 = f32[256,512]{1,0} reduce-precision(d0), exponent_bits=8, mantissa_bits=23
  h0 = f32[256,512]{1,0} tanh(r0)
  x1 = f32[256,512]{1,0} dot(h0, w1_0), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  d1 = f32[256,512]{1,0} dot(x1, w0_1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r1 = f32[256,512]{1,0} reduce-precision(d1), exponent_bits=8, mantissa_bits=23
  h1 = f32[256,512]{1,0} tanh(r1)
  x2 = f32[256,512]{1,0} dot(h1, w1_1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sq = f32[256,512]{1,0} multiply(x2, x2)
  zero = f32[] constant(0)
  l = f32[] reduce(sq, zero), dimensions={0,1}, to_apply=add
  g2 = f32[256,512]{1,0} add(x2, x2)
  one = f32[] constant(1)
  ones = f32[256,512]{1,0} broadcast(one), dimensions={}
  half = f32[] constant(0.5)
  halves = f32[256,512]{1,0} broadcast(half), dimensions={}
  t1 = (f32[256,512]{1,0}, f32[256,512]{1,0}) tuple(r1, g2)
  b1 = (f32[256,512]{1,0}, f32[256,512]{1,0}) opt-barrier(t1)
  rr1 = f32[256,512]{1,0} get-tuple-element(b1), index=0
  gg1 = f32[256,512]{1,0} get-tuple-element(b1), index=1
  rh1 = f32[256,512]{1,0} multiply(rr1, halves)
  th1 = f32[256,512]{1,0} tanh(rh1)
  th21 = f32[256,512]{1,0} multiply(th1, th1)
  dt1 = f32[256,512]{1,0} subtract(ones, th21)
  u1 = f32[256,512]{1,0} multiply(dt1, rr1)
  gw1_1 = f32[512,512]{1,0} dot(u1, gg1), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  gh1 = f32[256,512]{1,0} dot(gg1, w1_1), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  gd1 = f32[256,512]{1,0} multiply(gh1, th1)
  gw0_1 = f32[512,512]{1,0} dot(x1, gd1), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  g1 = f32[256,512]{1,0} dot(gd1, w0_1), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  t0 = (f32[256,512]{1,0}, f32[256,512]{1,0}) tuple(r0, g1)
  b0 = (f32[256,512]{1,0}, f32[256,512]{1,0}) opt-barrier(t0)
  rr0 = f32[256,512]{1,0} get-tuple-element(b0), index=0
  gg0 = f32[256,512]{1,0} get-tuple-element(b0), index=1
  rh0 = f32[256,512]{1,0} multiply(rr0, halves)
  th0 = f32[256,512]{1,0} tanh(rh0)
  th20 = f32[256,512]{1,0} multiply(th0, th0)
  dt0 = f32[256,512]{1,0} subtract(ones, th20)
  u0 = f32[256,512]{1,0} multiply(dt0, rr0)
  gw1_0 = f32[512,512]{1,0} dot(u0, gg0), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  gh0 = f32[256,512]{1,0} dot(gg0, w1_0), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  gd0 = f32[256,512]{1,0} multiply(gh0, th0)
  gw0_0 = f32[512,512]{1,0} dot(x0, gd0), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  g0 = f32[256,512]{1,0} dot(gd0, w0_0), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  ROOT out = (f32[512,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0}, f32[512,512]{1,0}, f32[]) tuple(gw0_0, gw1_0, gw0_1, gw1_1, l)
}
`

// TestCheckpointResidualBarrier models what XLA:CPU makes of a
// checkpointed layer's saved dot, as measured on remat_dots
// (testdata/xla-fresh): with the barrier kept (remat.OrderFlag, the
// planner's plan), the identity reduce-precision is a buffer of its own
// (the barrier's tuple reads it) and the backward's readers of the
// residual wait for the barrier; under XLA's defaults the barrier is
// expanded (OptimizationBarrierExpander, cpu_compiler.cc's
// "cse_barrier_expander"), the reduce-precision is fused into each
// reader (XLA keeps it: no pass removes an identity reduce-precision on
// XLA:CPU, its optimized remat_dots has 48, all fused), and the
// backward's fusions that read only the residual are ready in the
// forward, where XLA's BFS scheduler runs them: their outputs are held
// into the backward and the temp grows.
func TestCheckpointResidualBarrier(t *testing.T) {
	plan := func(expand bool) *Result {
		ms, err := hlo.Parse("m.hlo", []byte(checkpointResidualModule))
		if err != nil {
			t.Fatal(err)
		}
		cfg := spmdModeled
		cfg.expandBarriers = expand
		r, err := Plan(ms[0], cfg)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	// where gives the entry's opcode counts and the positions in the
	// plan's order of the fusions named for the backward's tanh
	// (multiply_tanh_fusion, optimize/names.go) and of g2, the backward's
	// first instruction (it reads the forward's last output).
	where := func(r *Result) (ops map[string]int, tanh []int, g2 int) {
		ops = map[string]int{}
		for _, in := range r.Module.Entry.Instructions {
			ops[in.Opcode]++
		}
		g2 = -1
		for i, in := range r.Sequence[r.Module.Entry] {
			switch {
			case strings.HasPrefix(in.Name, "multiply_tanh_fusion"):
				tanh = append(tanh, i)
			case in.Name == "g2":
				g2 = i
			}
		}
		return ops, tanh, g2
	}
	const slab = 256 * 512 * 4 // one f32[256,512]

	kept := plan(false)
	ops, tanh, g2 := where(kept)
	if ops["opt-barrier"] != 2 || ops["reduce-precision"] != 2 {
		t.Errorf("barriers kept: %d barriers and %d reduce-precisions outside fusions, want 2 and 2:\n%s", ops["opt-barrier"], ops["reduce-precision"], kept.Module)
	}
	if len(tanh) != 2 || g2 < 0 || tanh[0] < g2 {
		t.Errorf("barriers kept: the backward's tanh fusions at %v, g2 at %d: want both after g2", tanh, g2)
	}
	// The residuals r0, r1 and one slab of the backward at its peak.
	if got := kept.Stats.TempBytes; got != 3*slab {
		t.Errorf("barriers kept: temp %d, want %d (three f32[256,512])", got, 3*slab)
	}

	expanded := plan(true)
	ops, tanh, g2 = where(expanded)
	if ops["opt-barrier"] != 0 || ops["reduce-precision"] != 0 {
		t.Errorf("barriers expanded: %d barriers and %d reduce-precisions outside fusions, want none:\n%s", ops["opt-barrier"], ops["reduce-precision"], expanded.Module)
	}
	fused := 0
	for _, c := range expanded.Module.Computations {
		for _, in := range c.Instructions {
			if c != expanded.Module.Entry && in.Opcode == "reduce-precision" {
				fused++
			}
		}
	}
	if fused < 4 {
		t.Errorf("barriers expanded: %d reduce-precisions inside fusions, want one in each of the forward's and the backward's readers (4)", fused)
	}
	if len(tanh) != 2 || g2 < 0 || tanh[1] > g2 {
		t.Errorf("barriers expanded: the backward's tanh fusions at %v, g2 at %d: want both in the forward, before g2", tanh, g2)
	}
	// The backward's fusions that read only the residuals run in the
	// forward and their outputs are held into the backward: one slab
	// more at the peak.
	if got := expanded.Stats.TempBytes; got != 4*slab {
		t.Errorf("barriers expanded: temp %d, want %d (four f32[256,512])", got, 4*slab)
	}
	// XLASchedulers' default figure is this model of XLA's defaults.
	if d := kept.XLASchedulers(); d == nil || d.DefaultTotal-kept.OutsideArena() != expanded.Stats.TempBytes {
		t.Errorf("XLASchedulers %+v: its default figure is not the plan with the barriers expanded (temp %d)", d, expanded.Stats.TempBytes)
	}
}

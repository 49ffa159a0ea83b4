package optimize

import (
	"sort"
	"strings"
	"testing"
)

// TestCSEBuckets checks that instructions sharing cse's bucket (opcode,
// tuple index, operands) merge only when their keys are equal: equal
// compares and converts merge into the first of each, while a compare of
// another direction and a convert to another type stay.
func TestCSEBuckets(t *testing.T) {
	m := parseOne(t, `HloModule m
ENTRY e {
  x = f32[16] parameter(0)
  y = f32[16] parameter(1)
  lt = pred[16] compare(x, y), direction=LT
  gt = pred[16] compare(x, y), direction=GT
  lt2 = pred[16] compare(x, y), direction=LT
  h = f16[16] convert(x)
  b = bf16[16] convert(x)
  h2 = f16[16] convert(x)
  b2 = bf16[16] convert(x)
  ROOT t = (pred[16], pred[16], pred[16], f16[16], bf16[16], f16[16], bf16[16]) tuple(lt, gt, lt2, h, b, h2, b2)
}`)
	rep, err := Run(m, Options{Rules: CPU, Passes: []string{"cse"}})
	if err != nil {
		t.Fatal(err)
	}
	// The pipeline runs CSE twice (before and after layout assignment):
	// the first merges, the second finds nothing left.
	if len(rep.Passes) != 2 || rep.Passes[0].Changes != 3 || rep.Passes[1].Changes != 0 {
		t.Errorf("cse passes %+v, want 3 merges (lt2, h2, b2), then none", rep.Passes)
	}
	var ops []string
	for _, op := range m.Entry.Root.Operands {
		ops = append(ops, op.Name)
	}
	if got, want := strings.Join(ops, " "), "lt gt lt h b h b"; got != want {
		t.Errorf("root reads %q, want %q", got, want)
	}
}

// TestCSEReducersByContents checks HloCSE's comparison of called
// computations by their contents (hlo_cse.cc, eq_computations): two
// reduces of one operand whose reducers are equal but named apart (a
// layer norm's mean and jnp.var's mean, inlined from its own call) merge,
// while a reduce by maximum stays. Before, reducers were compared by name
// and the means stayed two (cond_lopsided of testdata/xla-lowered/heldout
// modeled 0.500× XLA's temp).
func TestCSEReducersByContents(t *testing.T) {
	m := parseOne(t, `HloModule m
add_a {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
add_b {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT r = f32[] add(p, q)
}
max_c {
  u = f32[] parameter(0)
  v = f32[] parameter(1)
  ROOT w = f32[] maximum(u, v)
}
ENTRY e {
  x = f32[64,128] parameter(0)
  z = f32[] constant(0)
  r1 = f32[64] reduce(x, z), dimensions={1}, to_apply=add_a
  r2 = f32[64] reduce(x, z), dimensions={1}, to_apply=add_b
  r3 = f32[64] reduce(x, z), dimensions={1}, to_apply=max_c
  ROOT t = (f32[64], f32[64], f32[64]) tuple(r1, r2, r3)
}`)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"cse"}}); err != nil {
		t.Fatal(err)
	}
	var ops []string
	for _, op := range m.Entry.Root.Operands {
		ops = append(ops, op.Name)
	}
	if got, want := strings.Join(ops, " "), "r1 r1 r3"; got != want {
		t.Errorf("root reads %q, want %q", got, want)
	}
}

// TestPureCustomCalls checks HloInstruction::HasSideEffectNoRecurse for
// custom-calls (a side effect only with custom_call_has_side_effect=true):
// two equal LAPACK calls merge (CSE), one nobody reads is removed (DCE),
// and a call marked with a side effect stays though nobody reads it.
// Before, every custom-call counted as a side effect: svd_solve of
// testdata/xla-lowered/heldout kept jnp.linalg.slogdet's second LU and
// custom_linear_solve's unused triangular solves, which XLA drops.
func TestPureCustomCalls(t *testing.T) {
	m := parseOne(t, `HloModule m
ENTRY e {
  a = f32[64,64] parameter(0)
  lu1 = (f32[64,64], s32[64]) custom-call(a), custom_call_target="lapack_sgetrf_ffi"
  lu2 = (f32[64,64], s32[64]) custom-call(a), custom_call_target="lapack_sgetrf_ffi"
  dead = f32[64,64] custom-call(a, a), custom_call_target="lapack_strsm_ffi"
  kept = f32[64,64] custom-call(a), custom_call_target="callback", custom_call_has_side_effect=true
  g1 = f32[64,64] get-tuple-element(lu1), index=0
  g2 = f32[64,64] get-tuple-element(lu2), index=0
  ROOT s = f32[64,64] add(g1, g2)
}`)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"cse", "dce"}}); err != nil {
		t.Fatal(err)
	}
	var calls []string
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "custom-call" {
			calls = append(calls, in.Name)
		}
	}
	// The order is the post order's (an unread call with a side effect
	// comes before the root's chain); the test holds which calls are left.
	sort.Strings(calls)
	if got, want := strings.Join(calls, " "), "kept lu1"; got != want {
		t.Errorf("custom-calls left %q, want %q", got, want)
	}
}

// TestCSEWhileBodiesByContents checks that two whiles whose bodies call
// equal computations named apart merge, as HloCSE compares called
// computations by their contents recursively (eq_computations,
// hlo_cse.cc; HloComputation::Equal): jnp.linalg.solve and inv of one
// matrix (testdata/stablehlo/lin) each lower the LU's permutation as
// such a while, and XLA:CPU's optimized module keeps one. A body whose
// call holds a side effect keeps its while. Before, a body that called
// anything was keyed by name and both whiles stayed.
func TestCSEWhileBodiesByContents(t *testing.T) {
	const text = `HloModule m
inner1 {
  p = s32[] parameter(0)
  one = s32[] constant(1)
  ROOT a = s32[] add(p, one)
}
inner2 {
  p = s32[] parameter(0)
  one = s32[] constant(1)
  ROOT a = s32[] add(p, one)
}
body1 {
  p = s32[] parameter(0)
  ROOT c = s32[] call(p), to_apply=inner1
}
body2 {
  p = s32[] parameter(0)
  ROOT c = s32[] call(p), to_apply=inner2
}
cond1 {
  p = s32[] parameter(0)
  ten = s32[] constant(10)
  ROOT lt = pred[] compare(p, ten), direction=LT
}
cond2 {
  p = s32[] parameter(0)
  ten = s32[] constant(10)
  ROOT lt = pred[] compare(p, ten), direction=LT
}
ENTRY e {
  x = s32[] parameter(0)
  w1 = s32[] while(x), condition=cond1, body=body1
  w2 = s32[] while(x), condition=cond2, body=body2
  ROOT s = s32[] add(w1, w2)
}`
	whiles := func(text string) string {
		m := parseOne(t, text)
		if _, err := Run(m, Options{Rules: CPU, Passes: []string{"cse", "dce"}}); err != nil {
			t.Fatal(err)
		}
		var ws []string
		for _, in := range m.Entry.Instructions {
			if in.Opcode == "while" {
				ws = append(ws, in.Name)
			}
		}
		return strings.Join(ws, " ")
	}
	if got, want := whiles(text), "w1"; got != want {
		t.Errorf("pure bodies: whiles left %q, want %q", got, want)
	}
	effect := strings.Replace(text, "ROOT a = s32[] add(p, one)\n}\nbody1",
		"k = s32[] custom-call(p), custom_call_target=\"cb\", custom_call_has_side_effect=true\n  ROOT a = s32[] add(k, one)\n}\nbody1", 1)
	effect = strings.Replace(effect, "inner2 {\n  p = s32[] parameter(0)\n  one = s32[] constant(1)\n  ROOT a = s32[] add(p, one)",
		"inner2 {\n  p = s32[] parameter(0)\n  one = s32[] constant(1)\n  k = s32[] custom-call(p), custom_call_target=\"cb\", custom_call_has_side_effect=true\n  ROOT a = s32[] add(k, one)", 1)
	if effect == text {
		t.Fatal("side-effect variant not built")
	}
	if got, want := whiles(effect), "w1 w2"; got != want {
		t.Errorf("bodies with a side effect: whiles left %q, want %q", got, want)
	}
}

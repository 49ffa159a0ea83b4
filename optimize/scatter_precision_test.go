package optimize

import (
	"strings"
	"testing"
)

// TestAddScatterLowPrecision runs the simplifier on add(A, scatter(0,
// indices, updates)) in f32 and in bf16 under XLA:CPU's rules. XLA:CPU
// normalizes a bf16 scatter to f32 before its simplifier runs, so the add
// stays an add of the scatter there (the held-out gpt2 step's embedding
// gradient); folded into the scatter, the module --emit-hlo writes rounds
// the repeated indices' updates in another order and computes other bits.
// The f32 add is still folded (HandleAdd). Before the bf16 rule the bf16
// add was folded too.
func TestAddScatterLowPrecision(t *testing.T) {
	const text = `HloModule m

add {
  a = T[] parameter(0)
  b = T[] parameter(1)
  ROOT s = T[] add(a, b)
}

ENTRY e {
  x = T[8,4]{1,0} parameter(0)
  i = s32[6,1]{1,0} parameter(1)
  u = T[6,4]{1,0} parameter(2)
  z = T[] constant(0)
  zs = T[8,4]{1,0} broadcast(z), dimensions={}
  sc = T[8,4]{1,0} scatter(zs, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  ROOT r = T[8,4]{1,0} add(x, sc)
}
`
	for _, tc := range []struct {
		typ  string
		fold bool
	}{{"f32", true}, {"bf16", false}, {"f16", false}} {
		m := parseOne(t, strings.ReplaceAll(text, "T[", tc.typ+"["))
		if _, err := Run(m, Options{Rules: CPU, Passes: []string{"simplify"}}); err != nil {
			t.Fatal(err)
		}
		folded := m.Entry.Root.Opcode == "scatter" && m.Entry.Root.Operands[0].Name == "x"
		if folded != tc.fold {
			t.Errorf("%s: add of a scatter of zeros folded into the scatter: %v, want %v; root %s %s",
				tc.typ, folded, tc.fold, m.Entry.Root.Opcode, m.Entry.Root.Name)
		}
	}
}

// TestAddOfTwoScatters runs the simplifier on the held-out gnn step's
// pattern: add(add(A, scatter(0, i, u)), scatter(0, j, v)), two segment
// sums of a gradient. The inner add folds (A + scatter of zeros); the
// outer then adds two scatters, which XLA's HandleAdd takes in its
// two-scatter branch, leaving the add alone when the updates together are
// as large as the result (algebraic_simplifier.cc). Folded as one scatter
// into the other, the module --emit-hlo writes summed in another order
// and XLA:CPU computed other bits (2.6e21 on values up to 2e26). Before
// the rule the outer add was folded as well.
func TestAddOfTwoScatters(t *testing.T) {
	const text = `HloModule m

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY e {
  x = f32[8,4]{1,0} parameter(0)
  i = s32[16,1]{1,0} parameter(1)
  u = f32[16,4]{1,0} parameter(2)
  j = s32[16,1]{1,0} parameter(3)
  v = f32[16,4]{1,0} parameter(4)
  z = f32[] constant(0)
  zs = f32[8,4]{1,0} broadcast(z), dimensions={}
  s1 = f32[8,4]{1,0} scatter(zs, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  a1 = f32[8,4]{1,0} add(x, s1)
  s2 = f32[8,4]{1,0} scatter(zs, j, v), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  ROOT a2 = f32[8,4]{1,0} add(a1, s2)
}
`
	m := parseOne(t, text)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"simplify"}}); err != nil {
		t.Fatal(err)
	}
	r := m.Entry.Root
	if r.Opcode != "add" || len(r.Operands) != 2 {
		t.Fatalf("root %s %s, want the add of two scatters", r.Opcode, r.Name)
	}
	got := r.Operands[0].Opcode + "(" + r.Operands[0].Operands[0].Name + ") + " + r.Operands[1].Opcode + "(" + r.Operands[1].Operands[0].Name + ")"
	if want := "scatter(x) + scatter(zs)"; got != want {
		t.Errorf("root adds %s, want %s", got, want)
	}
}

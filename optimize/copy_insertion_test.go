package optimize

import (
	"strings"
	"testing"
)

// TestCopyAliasedParams copies a donated parameter as XLA's CopyInsertion
// leaves it under DependencyHloOrdering: w is read by the update u that
// overwrites it and by g, which u does not depend on, so w is copied and
// every reader reads the copy; v is read only by its own update's
// ancestors, so it is not. The donation is either input_output_alias or
// buffer_donor, which XLA pairs with outputs (OptimizeInputOutputBufferAlias,
// hlo.PairDonors) before CopyInsertion runs: w pairs u and v pairs uv by
// size, and a donor no output matches in size (s) is not copied.
func TestCopyAliasedParams(t *testing.T) {
	const body = `
ENTRY e {
  w = f32[64,64] parameter(0)
  v = f32[64,64] parameter(1)
  x = f32[8,64] parameter(2)
  s = f32[64] parameter(3)
  h = f32[8,64] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  g = f32[8,64] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  d = f32[64,64] dot(x, h), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  u = f32[64,64] subtract(w, d)
  n = f32[64,64] negate(v)
  uv = f32[64,64] add(v, n)
  r = f32[8,64] broadcast(s), dimensions={1}
  gs = f32[8,64] add(g, r)
  ROOT t = (f32[64,64], f32[64,64], f32[8,64]) tuple(u, uv, gs)
}`
	for _, header := range []string{
		`HloModule m, input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {}, may-alias) }`,
		`HloModule m, buffer_donor={ (0, {}), (1, {}), (3, {}) }`,
	} {
		m := parseOne(t, header+body)
		rep, err := Run(m, Options{Rules: CPU, Passes: []string{"copy-insertion"}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, in := range m.Entry.Instructions {
			var ops []string
			for _, op := range in.Operands {
				ops = append(ops, op.Name)
			}
			if in.Opcode != "parameter" && in.Opcode != "tuple" {
				got = append(got, in.Name+"("+strings.Join(ops, ",")+")")
			}
		}
		// The entry comes back in XLA's post order (postorder.go): g after
		// the root's first operand u and its operands.
		want := "copy(w) h(x,copy) d(x,h) u(copy,d) n(v) uv(v,n) g(h,copy) r(s) gs(g,r)"
		if s := strings.Join(got, " "); s != want {
			t.Errorf("%s: entry %q, want %q", header, s, want)
		}
		if n := rep.Passes[len(rep.Passes)-1].Changes; n != 1 {
			t.Errorf("%s: copy-insertion reports %d copies, want 1", header, n)
		}
	}
}

// TestTransposeOfDot folds a transpose of a matrix-matrix dot into the
// dot with its operands swapped, as XLA's AlgebraicSimplifier does; a dot
// read by another instruction too keeps its transpose.
func TestTransposeOfDot(t *testing.T) {
	src := `HloModule m
ENTRY e {
  a = f32[8,64] parameter(0)
  b = f32[8,32] parameter(1)
  d = f32[64,32] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  t = f32[32,64] transpose(d), dimensions={1,0}
  d2 = f32[64,32] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}, metadata={op_name="kept"}
  t2 = f32[32,64] transpose(d2), dimensions={1,0}
  n = f32[64,32] negate(d2)
  ROOT r = (f32[32,64], f32[32,64], f32[64,32]) tuple(t, t2, n)
}`
	m := parseOne(t, src)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"simplify", "dce"}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "dot" || in.Opcode == "transpose" {
			var ops []string
			for _, op := range in.Operands {
				ops = append(ops, op.Name)
			}
			lc, _ := attr(in, "lhs_contracting_dims")
			got = append(got, in.Opcode+" "+in.Shape.String()+"("+strings.Join(ops, ",")+")"+lc)
		}
	}
	want := "dot f32[32,64](b,a){0} dot f32[64,32](a,b){0} transpose f32[32,64](d2)"
	if s := strings.Join(got, " "); s != want {
		t.Errorf("dots and transposes %q, want %q", s, want)
	}
}

package optimize

import (
	"strings"
	"testing"
)

// TestDotToMultiply rewrites a batched outer product (a dot with no
// contracting dimension, as vmap'd per-example weight gradients lower)
// as multiply(broadcast, broadcast) under XLA:CPU's rules, as XLA's
// AlgebraicSimplifier::HandleDot does; a dot that contracts, and one
// whose batch dimension does not lead its operands, stay dots.
func TestDotToMultiply(t *testing.T) {
	src := `HloModule m
ENTRY e {
  a = f32[8,16] parameter(0)
  b = f32[8,4] parameter(1)
  o = f32[8,16,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={}, rhs_batch_dims={0}, rhs_contracting_dims={}
  c = f32[16,4] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  at = f32[16,8] parameter(2)
  x = f32[8,16,4] dot(at, b), lhs_batch_dims={1}, lhs_contracting_dims={}, rhs_batch_dims={0}, rhs_contracting_dims={}
  ROOT r = (f32[8,16,4], f32[16,4], f32[8,16,4]) tuple(o, c, x)
}`
	m := parseOne(t, src)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"simplify", "dce"}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range m.Entry.Instructions {
		switch in.Opcode {
		case "dot", "multiply", "broadcast":
			var ops []string
			for _, op := range in.Operands {
				ops = append(ops, op.Name)
			}
			d, _ := attr(in, "dimensions")
			got = append(got, in.Opcode+"("+strings.Join(ops, ",")+")"+d)
		}
	}
	want := "broadcast(a){0,1} broadcast(b){0,2} multiply(broadcast,broadcast.1) dot(a,b) dot(at,b)"
	if s := strings.Join(got, " "); s != want {
		t.Errorf("got %q, want %q", s, want)
	}
	// Under the GPU rules the outer product stays a dot.
	m = parseOne(t, src)
	if _, err := Run(m, Options{Rules: GPU, Passes: []string{"simplify", "dce"}}); err != nil {
		t.Fatal(err)
	}
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "multiply" {
			t.Errorf("GPU rules: %s is a multiply", in.Name)
		}
	}
}

// TestMatrixVectorDotNotFused keeps a matrix-vector dot out of loop
// fusion under XLA:CPU's rules: jaxlib 0.10.2 compiles DP-SGD's clipped
// sum dot(f32[128] c, f32[128,16384] g) as a dot of its own whose matrix
// is a buffer (dpsgd of testdata/xla-remat/heldout3, dot.10), where
// CpuInstructionFusion's small matrix-vector rule would fuse the
// matrix's producer into it.
func TestMatrixVectorDotNotFused(t *testing.T) {
	src := `HloModule m
ENTRY e {
  c = f32[128] parameter(0)
  p = f32[128,64] parameter(1)
  g = f32[128,64] multiply(p, p)
  ROOT d = f32[64] dot(c, g), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}`
	m := parseOne(t, src)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"fusion", "dce"}}); err != nil {
		t.Fatal(err)
	}
	root := m.Entry.Root
	if root == nil || root.Opcode != "dot" {
		name := "none"
		if root != nil {
			name = root.Name + " = " + root.Opcode
		}
		t.Fatalf("root %s, want the dot unfused", name)
	}
	if g := root.Operands[1]; g.Opcode != "multiply" && g.Opcode != "fusion" {
		t.Errorf("the dot reads %s, want the product computed on its own", g.Opcode)
	}
}

// TestTransposeOfDecomposedDot: a weight gradient contracting batch and
// time, dot(dY f32[4,8,16], X f32[4,8,32]) transposed to the weight's
// [32,16], is decomposed to a matrix-matrix dot and the transpose then
// folds into it, the operands swapped, as XLA:CPU's simplifier does after
// DotDecomposer (the held-out gru step's dot.2 and transpose.13 become
// dot.9 = dot(X, dY) in XLA's pass dump); without the transpose's fold
// the result is [16,32] and the update reads it through a transpose.
func TestTransposeOfDecomposedDot(t *testing.T) {
	src := `HloModule m
ENTRY e {
  dy = f32[4,8,16] parameter(0)
  x = f32[4,8,32] parameter(1)
  g = f32[16,32] dot(dy, x), lhs_contracting_dims={0,1}, rhs_contracting_dims={0,1}
  ROOT t = f32[32,16] transpose(g), dimensions={1,0}
}`
	m := parseOne(t, src)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"dot-decomposition", "dce"}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "dot" || in.Opcode == "transpose" {
			lc, _ := attr(in, "lhs_contracting_dims")
			rc, _ := attr(in, "rhs_contracting_dims")
			got = append(got, in.Opcode+" "+in.Shape.String()+" "+lc+rc)
		}
	}
	// dY is copied to [16,32] ([N, B·S]: its contracting dimensions
	// minor), X only reshaped; the dot writes [32,16] directly.
	want := "transpose f32[16,4,8]  dot f32[32,16] {0}{1}"
	if g := strings.Join(got, " "); g != want {
		t.Errorf("got %q\nwant %q", g, want)
	}
}

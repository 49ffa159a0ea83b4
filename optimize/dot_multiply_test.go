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

package optimize

import (
	"strings"
	"testing"
)

// TestReshapeMover moves transposes below the elementwise ops that read
// them, as XLA's ReshapeMover does (reshape_mover.cc): t = transpose(p)
// read by real and imag, then negate, complex and a divide by a broadcast
// whose one dimension stays in order, so the chain computes on p's
// shape, the broadcast is made there, and one transpose of the quotient
// is left. u = transpose(q) is read by an add and by a dot: the dot cannot
// take the move, so neither reader moves (TryReshapeMoveOnCandidates).
func TestReshapeMover(t *testing.T) {
	src := `HloModule m
ENTRY e {
  p = c64[4,6,5,3] parameter(0)
  t = c64[4,3,6,5] transpose(p), dimensions={0,3,1,2}
  re = f32[4,3,6,5] real(t)
  im = f32[4,3,6,5] imag(t)
  n = f32[4,3,6,5] negate(im)
  c = c64[4,3,6,5] complex(re, n)
  d = c64[5] parameter(1)
  b = c64[4,3,6,5] broadcast(d), dimensions={3}
  q = f32[3,2] parameter(2)
  u = f32[2,3] transpose(q), dimensions={1,0}
  a = f32[2,3] add(u, u)
  w = f32[3,3] dot(u, u), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT r = (c64[4,3,6,5], f32[2,3], f32[3,3]) tuple(divide(c, b), a, w)
}`
	src = strings.Replace(src, "tuple(divide(c, b), a, w)", "tuple(v, a, w)", 1)
	src = strings.Replace(src, "  ROOT r", "  v = c64[4,3,6,5] divide(c, b)\n  ROOT r", 1)
	m := parseOne(t, src)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"reshape-mover", "dce"}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range m.Entry.Instructions {
		switch in.Opcode {
		case "real", "imag", "negate", "complex", "divide", "broadcast", "transpose", "add":
			var ops []string
			for _, op := range in.Operands {
				ops = append(ops, op.Name)
			}
			got = append(got, in.Opcode+"("+strings.Join(ops, ",")+")"+in.Shape.String())
		}
	}
	// (the moved instructions are new ones, named NAME.1)
	want := []string{
		"real(p)f32[4,6,5,3]", "imag(p)f32[4,6,5,3]", "negate(im.1)f32[4,6,5,3]", "complex(re.1,n.1)c64[4,6,5,3]",
		"transpose(q)f32[2,3]", "add(u,u)f32[2,3]",
		"broadcast(d)c64[4,6,5,3]", "divide(c.1,b.1)c64[4,6,5,3]", "transpose(v.1)c64[4,3,6,5]",
	}
	if g := strings.Join(got, " "); g != strings.Join(want, " ") {
		t.Errorf("after the reshape mover:\n got %s\nwant %s", g, strings.Join(want, " "))
	}
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "broadcast" {
			if d, _ := attr(in, "dimensions"); d != "{2}" {
				t.Errorf("the moved broadcast's dimensions %s, want {2} (dimension 3 of the transpose is dimension 2 of p)", d)
			}
		}
	}
}

package remat

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/optimize"
)

// TestUnfuseNarrowsUpcasts models a bf16 matmul as XLA:CPU compiles it
// (package optimize computes the dot in f32 between converts) and writes
// it out (Unfuse): the written module must hold the dot in bf16 again,
// reading the bf16 values, so that XLA normalizes it itself as it did the
// input. Written widened, the held-out gpt2 step emitted with nothing
// changed computed other bits (up to 0.082). It fails without
// narrowUpcasts: the dot is written f32, reading converts.
func TestUnfuseNarrowsUpcasts(t *testing.T) {
	const text = `HloModule m

ENTRY e {
  x = bf16[64,32]{1,0} parameter(0)
  w = bf16[32,48]{1,0} parameter(1)
  t = bf16[48,32]{1,0} transpose(w), dimensions={1,0}
  y = bf16[64,32]{1,0} parameter(2)
  a = bf16[64,32]{1,0} add(x, y)
  d = bf16[64,48]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT n = bf16[64,48]{1,0} negate(d)
}
`
	ms, err := hlo.Parse("m.hlo", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	if _, err := optimize.Run(m, optimize.Options{Rules: optimize.CPU}); err != nil {
		t.Fatal(err)
	}
	wide := 0
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "dot" && in.Shape.Element == "f32" {
				wide++
			}
		}
	}
	if wide == 0 {
		t.Fatalf("the model computes no dot in f32: nothing to narrow\n%s", m)
	}
	out := Unfuse(m)
	var dots []*hlo.Instruction
	for _, in := range out.Entry.Instructions {
		if in.Opcode == "dot" {
			dots = append(dots, in)
		}
		if in.Opcode == "convert" {
			t.Errorf("written module keeps convert %s = %s", in.Name, in.Shape)
		}
	}
	if len(dots) != 1 {
		t.Fatalf("%d dots written, want 1\n%s", len(dots), out)
	}
	d := dots[0]
	if d.Shape.Element != "bf16" {
		t.Errorf("dot %s written as %s, want bf16", d.Name, d.Shape)
	}
	for _, o := range d.Operands {
		if o.Shape.Element != "bf16" {
			t.Errorf("dot %s reads %s = %s %s, want a bf16 value", d.Name, o.Name, o.Opcode, o.Shape)
		}
	}
	if err := hlo.Verify(out); err != nil {
		t.Errorf("written module does not verify: %v\n%s", err, out)
	}
}

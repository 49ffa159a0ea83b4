package optimize

import (
	"strings"
	"testing"
)

// TestDropoutSoftmaxReciprocals runs the simplifier and CSE on a softmax's
// forward divide and its backward divide under dropout, as JAX lowers them
// (each divide with its own broadcast of the sum, through a reshape read
// once): e / broadcast(s) / 0.9 and (g / 0.9) / broadcast(s). XLA:CPU
// (jaxlib 0.10.2, rbg_dropout of testdata/xla-lowered/heldout) folds the
// dropout's 1/0.9 into a constant (HandleDivide's A / Const), which the
// model does; its reciprocal of the sum the model does not take
// (simplify.go, divideByBroadcast), so the divides by broadcast(s) stay,
// and the constant rule alone must not fold 1.1111112 into them.
func TestDropoutSoftmaxReciprocals(t *testing.T) {
	m := parseOne(t, `HloModule m
ENTRY e {
  e = f32[8,16] parameter(0)
  g = f32[8,16] parameter(1)
  s = f32[8,1] parameter(2)
  r1 = f32[8] reshape(s)
  b1 = f32[8,16] broadcast(r1), dimensions={0}
  p = f32[8,16] divide(e, b1)
  c = f32[] constant(0.9)
  cb = f32[8,16] broadcast(c), dimensions={}
  q = f32[8,16] divide(p, cb)
  gd = f32[8,16] divide(g, cb)
  r2 = f32[8] reshape(s)
  b2 = f32[8,16] broadcast(r2), dimensions={0}
  h = f32[8,16] divide(gd, b2)
  ROOT t = (f32[8,16], f32[8,16]) tuple(q, h)
}`)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"simplify", "cse", "dce"}}); err != nil {
		t.Fatal(err)
	}
	checkModule(t, m, true)
	text := m.String()
	if !strings.Contains(text, "constant(1.1111112)") {
		t.Errorf("no reciprocal constant 1.1111112 of the dropout's 0.9:\n%s", text)
	}
	divides := 0
	for _, in := range m.Entry.Instructions {
		switch {
		case in.Opcode == "divide" && len(in.Shape.Dims) == 2:
			if b := in.Operands[1]; b.Opcode != "broadcast" || len(b.Operands) != 1 || b.Operands[0].Opcode == "constant" {
				t.Errorf("%s divides by %s, want a broadcast of the sum:\n%s", in.Name, b.Name, text)
			}
			divides++
		case in.Opcode == "divide":
			t.Errorf("%s: a reciprocal of the sum taken:\n%s", in.Name, text)
		}
	}
	if divides != 2 {
		t.Errorf("%d divides by a broadcast of the sum, want 2 (forward and backward):\n%s", divides, text)
	}
}

package optimize

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestDropoutSoftmaxReciprocals runs the simplifier and CSE on a softmax's
// forward divide and its backward divide under dropout, as JAX lowers them
// (each divide with its own broadcast of the sum, through a reshape read
// once): e / broadcast(s) / 0.9 and (g / 0.9) / broadcast(s). XLA:CPU
// (jaxlib 0.10.2, rbg_dropout of testdata/xla-lowered/heldout) takes 1/s
// on the sum's shape, folds the dropout's 1/0.9 into a constant and, in
// the backward, into the small reciprocal: g * broadcast((1/s) * 1.1111).
// So no divide of the full shape is left, and the backward's broadcast is
// not the forward's: only the backward's reader reads it.
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
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "divide" && len(in.Shape.Dims) == 2 {
			t.Errorf("%s divides at the full shape:\n%s", in.Name, text)
		}
	}
	// bcastOf returns the broadcast operand of multiply x, nil if none.
	bcastOf := func(x *hlo.Instruction) *hlo.Instruction {
		if x.Opcode != "multiply" {
			return nil
		}
		for _, op := range x.Operands {
			if op.Opcode == "broadcast" && len(op.Operands) == 1 && len(op.Operands[0].Shape.Dims) == 1 {
				return op
			}
		}
		return nil
	}
	root := m.Entry.Root
	h := root.Operands[1]
	hb := bcastOf(h)
	if hb == nil || h.Operands[0].Name != "g" {
		t.Fatalf("the backward is %s %s, want multiply(g, broadcast(...)):\n%s", h.Opcode, h.Name, text)
	}
	small := hb.Operands[0]
	if small.Opcode != "multiply" || !strings.Contains(text, "constant(1.1111112)") {
		t.Errorf("the backward's broadcast reads %s %s, want the reciprocal times 1/0.9 (1.1111112):\n%s", small.Opcode, small.Name, text)
	}
	// The forward multiplies e by a broadcast of the reciprocal and then
	// by the constant: its broadcast is another instruction.
	fw := bcastOf(root.Operands[0].Operands[0])
	if fw == nil || fw == hb {
		t.Errorf("the forward's broadcast is the backward's (or none): want two broadcasts:\n%s", text)
	}
}

package optimize

import (
	"strings"
	"testing"
)

// TestCopyRepeatedWhileInits: XLA's CopyInsertion leaves a while loop's
// init tuple with one buffer per element the loop writes: a broadcast at
// three elements keeps the first and gets two copies; a value another
// reader outside the loop still needs is copied at its element; an
// element the body passes through unchanged, a parameter and a constant
// are left as they are.
func TestCopyRepeatedWhileInits(t *testing.T) {
	const src = `HloModule m

cond {
  cp = (s32[], f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}) parameter(0)
  ci = s32[] get-tuple-element(cp), index=0
  cn = s32[] constant(3)
  ROOT lt = pred[] compare(ci, cn), direction=LT
}

body {
  bp = (s32[], f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}) parameter(0)
  i = s32[] get-tuple-element(bp), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  a = f32[4]{0} get-tuple-element(bp), index=1
  b = f32[4]{0} get-tuple-element(bp), index=2
  c = f32[4]{0} get-tuple-element(bp), index=3
  d = f32[4]{0} get-tuple-element(bp), index=4
  e = f32[4]{0} get-tuple-element(bp), index=5
  f = f32[4]{0} get-tuple-element(bp), index=6
  a1 = f32[4]{0} add(a, f)
  b1 = f32[4]{0} add(b, f)
  c1 = f32[4]{0} add(c, f)
  d1 = f32[4]{0} add(d, f)
  e1 = f32[4]{0} add(e, f)
  ROOT r = (s32[], f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}) tuple(i1, a1, b1, c1, d1, e1, f)
}

ENTRY main {
  p = f32[4]{0} parameter(0)
  z = f32[] constant(0)
  zero = s32[] constant(0)
  bz = f32[4]{0} broadcast(z), dimensions={}
  x = f32[4]{0} exponential(p)
  y = f32[4]{0} tanh(p)
  init = (s32[], f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}) tuple(zero, bz, bz, bz, x, p, y)
  w = (s32[], f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}, f32[4]{0}) while(init), condition=cond, body=body
  o = f32[4]{0} get-tuple-element(w), index=1
  after = f32[4]{0} multiply(x, y)
  ROOT out = (f32[4]{0}, f32[4]{0}) tuple(o, after)
}
`
	m := parseOne(t, src)
	s := newState(m, Options{Rules: CPU}, &Report{})
	n := copyRepeatedWhileInits(s)
	if n > 0 {
		s.compact()
	}
	var init []string
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "while" {
			for _, op := range in.Operands[0].Operands {
				name := op.Name
				if op.Opcode == "copy" {
					name = "copy(" + op.Operands[0].Name + ")"
				}
				init = append(init, name)
			}
		}
	}
	// bz: first kept, two copies; x: read after the loop (after), copied;
	// p: a parameter; y: passed through unchanged, read after too.
	want := "zero bz copy(bz) copy(bz) copy(x) p y"
	if got := strings.Join(init, " "); got != want || n != 3 {
		t.Errorf("init tuple %q (%d copies), want %q (3)", got, n, want)
	}
}

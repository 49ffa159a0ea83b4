package remat

import (
	"os"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// loadText writes text to a temporary file and loads it as load does.
func loadText(t *testing.T, text string) (*hlo.Module, hlo.Sequence) {
	t.Helper()
	path := t.TempDir() + "/m.hlo"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return load(t, path)
}

// TestPinKeepsConstantDivisor pins modules whose divide reads a broadcast
// of a constant as its divisor, directly and inside a fusion, as the
// attention scale of the held-out vit step of testdata/xla-remat is read.
// XLA folds A / broadcast(constant) into a multiply by the reciprocal only
// where it sees the constant; pinned through a barrier, the broadcast hid
// it, and every output of vit's module emitted with no change differed
// (up to 4.6e-5). Pin must leave the broadcast reading the constant, and
// still pin the instructions after it. It fails without the divisor rule:
// the broadcast reads the barrier's element.
func TestPinKeepsConstantDivisor(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"plain", `HloModule m

ENTRY e {
  x = f32[16,16]{1,0} parameter(0)
  n = f32[16,16]{1,0} negate(x)
  c = f32[] constant(5.65685415)
  b = f32[16,16]{1,0} broadcast(c), dimensions={}
  d = f32[16,16]{1,0} divide(n, b)
  e = f32[16,16]{1,0} exponential(x)
  ROOT s = f32[16,16]{1,0} add(d, e)
}
`},
		{"fused", `HloModule m

fdiv {
  p0 = f32[16,16]{1,0} parameter(0)
  p1 = f32[16,16]{1,0} parameter(1)
  ROOT q = f32[16,16]{1,0} divide(p0, p1)
}

ENTRY e {
  x = f32[16,16]{1,0} parameter(0)
  n = f32[16,16]{1,0} negate(x)
  c = f32[] constant(5.65685415)
  b = f32[16,16]{1,0} broadcast(c), dimensions={}
  d = f32[16,16]{1,0} fusion(n, b), kind=kLoop, calls=fdiv
  e = f32[16,16]{1,0} exponential(x)
  ROOT s = f32[16,16]{1,0} add(d, e)
}
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, seq := loadText(t, tc.text)
			p := Pin(m, seq)
			if p == m {
				t.Fatal("Pin changed nothing: the test checks nothing")
			}
			var b, e *hlo.Instruction
			for _, in := range p.Entry.Instructions {
				switch in.Name {
				case "b":
					b = in
				case "e":
					e = in
				}
			}
			if b == nil || e == nil {
				t.Fatal("b or e is missing from the pinned module")
			}
			if b.Operands[0].Opcode != "constant" {
				t.Errorf("the divisor's broadcast reads %s (%s), not its constant: XLA cannot fold the reciprocal", b.Operands[0].Name, b.Operands[0].Opcode)
			}
			if !reachesName(e, "d") {
				t.Errorf("e is not pinned after the divide")
			}
		})
	}
}

// TestDividesByBroadcast checks which fusions the fit never recomputes
// for XLA:CPU: those that divide by a broadcast no other instruction of
// the fusion reads, of a value that is no constant (a softmax's
// exp / broadcast(sum): XLA multiplies the clone by the reciprocal, the
// original it keeps a divide; held-out vit at 0.8 computed other bits
// through that one clone).
func TestDividesByBroadcast(t *testing.T) {
	m, _ := loadText(t, `HloModule m

soft {
  a = f32[8,16]{1,0} parameter(0)
  s = f32[8]{0} parameter(1)
  b = f32[8,16]{1,0} broadcast(s), dimensions={0}
  ROOT d = f32[8,16]{1,0} divide(a, b)
}

scale {
  a = f32[8,16]{1,0} parameter(0)
  c = f32[] constant(4)
  b = f32[8,16]{1,0} broadcast(c), dimensions={}
  ROOT d = f32[8,16]{1,0} divide(a, b)
}

shared {
  a = f32[8,16]{1,0} parameter(0)
  s = f32[8]{0} parameter(1)
  b = f32[8,16]{1,0} broadcast(s), dimensions={0}
  d = f32[8,16]{1,0} divide(a, b)
  ROOT m = f32[8,16]{1,0} multiply(d, b)
}

ENTRY e {
  x = f32[8,16]{1,0} parameter(0)
  y = f32[8]{0} parameter(1)
  soft = f32[8,16]{1,0} fusion(x, y), kind=kLoop, calls=soft
  scale = f32[8,16]{1,0} fusion(x), kind=kLoop, calls=scale
  shared = f32[8,16]{1,0} fusion(x, y), kind=kLoop, calls=shared
  ROOT t = (f32[8,16]{1,0}, f32[8,16]{1,0}, f32[8,16]{1,0}) tuple(soft, scale, shared)
}
`)
	want := map[string]bool{"soft": true, "scale": false, "shared": false, "x": false}
	for _, in := range m.Entry.Instructions {
		w, ok := want[in.Name]
		if !ok {
			continue
		}
		delete(want, in.Name)
		if got := dividesByBroadcast(in); got != w {
			t.Errorf("dividesByBroadcast(%s) = %v, want %v", in.Name, got, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("not found: %v", want)
	}
}

// TestLayoutTwin checks the pinned module's model of XLA:CPU's two copies
// of a transposed value that a dot reads directly and a barrier carries
// (the held-out vit step's fit at 0.8: XLA compiled a row-major
// transpose_copy_fusion for the dot and a bitcast_transpose_fusion for
// the barrier, 256 KiB more than the fit modeled, and went over the
// limit). The barrier's tuple must read a copy of the value made right
// after it; the dot still reads the value. It fails without the twin:
// the tuple reads the transpose itself.
func TestLayoutTwin(t *testing.T) {
	m, seq := loadText(t, `HloModule m

ENTRY e {
  x = f32[32,16]{1,0} parameter(0)
  w = f32[32,16]{1,0} parameter(1)
  t = f32[16,32]{1,0} transpose(x), dimensions={1,0}
  d = f32[16,16]{1,0} dot(t, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  n = f32[16,16]{1,0} negate(d)
  tup = (f32[16,32]{1,0}, f32[16,16]{1,0}) tuple(t, n)
  bar = (f32[16,32]{1,0}, f32[16,16]{1,0}) opt-barrier(tup)
  g = f32[16,32]{1,0} get-tuple-element(bar), index=0
  r = f32[16,32]{1,0} exponential(g)
  ROOT o = (f32[16,32]{1,0}, f32[16,16]{1,0}) tuple(r, d)
}
`)
	layoutCopies(m, seq, copyEarly)
	order := seq[m.Entry]
	at := map[string]int{}
	var tup, d *hlo.Instruction
	for i, in := range order {
		at[in.Name] = i
		switch in.Name {
		case "tup":
			tup = in
		case "d":
			d = in
		}
	}
	if tup == nil || d == nil {
		t.Fatal("tup or d is missing")
	}
	cp := tup.Operands[0]
	if cp.Opcode != "copy" || cp.Operands[0].Name != "t" {
		t.Fatalf("the barrier's tuple reads %s (%s), not a copy of t", cp.Name, cp.Opcode)
	}
	if i, ok := at[cp.Name]; !ok || i != at["t"]+1 {
		t.Errorf("the copy is at %d of the order, want right after t (%d)", i, at["t"]+1)
	}
	if d.Operands[0].Name != "t" {
		t.Errorf("the dot reads %s, want t itself", d.Operands[0].Name)
	}
}

package remat

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// keepModule is a fused XLA:CPU module in the shape the held-out resnet
// step has: a loop fusion (x * broadcast(scale)) read only by a YNNPACK
// reduction's library fusion.
const keepModule = `HloModule keep

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

fused_mul {
  p0 = f32[64,128]{1,0} parameter(0)
  p1 = f32[128]{0} parameter(1)
  b = f32[64,128]{1,0} broadcast(p1), dimensions={1}
  ROOT m = f32[64,128]{1,0} multiply(p0, b)
}

fused_reduce {
  q0 = f32[64,128]{1,0} parameter(0)
  q1 = f32[] parameter(1)
  ROOT r = f32[128]{0} reduce(q0, q1), dimensions={0}, to_apply=add
}

ENTRY main {
  x = f32[64,128]{1,0} parameter(0)
  s = f32[128]{0} parameter(1)
  z = f32[] constant(0)
  mul_fusion = f32[64,128]{1,0} fusion(x, s), kind=kLoop, calls=fused_mul
  ynn_fusion = f32[128]{0} fusion(mul_fusion, z), kind=kCustom, calls=fused_reduce, backend_config={"fusion_config":{"kind":"__ynn_fusion"},"outer_dimension_partitions":[]}
  ROOT out = f32[128]{0} add(ynn_fusion, s)
}
`

// TestPinKeepsLibraryInputs pins a module whose library reduction reads a
// loop fusion directly: Emit writes the fusion out, and XLA's YNNPACK
// matcher would take its multiply in and keep the broadcast as a buffer of
// its own (the held-out resnet step at 0.6 of its total re-planned 1 MiB
// per broadcast over the fit). Pin must route that operand through a
// barrier of its own, which the matcher does not cross, and the emitted
// module must parse and verify.
func TestPinKeepsLibraryInputs(t *testing.T) {
	mods, err := hlo.Parse("keep.hlo", []byte(keepModule))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	p := Pin(m, textOrder(t, m))
	var ynn *hlo.Instruction
	for _, in := range p.Entry.Instructions {
		if in.Name == "ynn_fusion" {
			ynn = in
		}
	}
	if ynn == nil {
		t.Fatal("no ynn_fusion in the pinned module")
	}
	g := ynn.Operands[0]
	if g.Opcode != "get-tuple-element" || g.Operands[0].Opcode != "opt-barrier" || !strings.Contains(g.Operands[0].Name, ".barrier.keep") {
		t.Fatalf("ynn_fusion reads %s (%s), not its input through a keep barrier", g.Name, g.Opcode)
	}
	if throughBarriers(g).Name != "mul_fusion" {
		t.Errorf("the keep barrier carries %s, want mul_fusion", throughBarriers(g).Name)
	}
	if fitBarrier(g.Operands[0]) {
		t.Error("a keep barrier is taken for a fit's barrier")
	}
	e := Emit(m, textOrder(t, m))
	back, err := hlo.Parse("emitted.hlo", []byte(e.String()))
	if err != nil {
		t.Fatalf("the emitted module does not parse: %v", err)
	}
	if err := hlo.Verify(back[0]); err != nil {
		t.Fatalf("the emitted module does not verify: %v", err)
	}
}

// copyModule has a transposed value that a dot reads only through a
// barrier, as Pin writes prev carried through a recompute's barrier.
const copyModule = `HloModule copies

fused_t {
  p0 = f32[32,64]{1,0} parameter(0)
  ROOT t = f32[64,32]{1,0} transpose(p0), dimensions={1,0}
}

ENTRY main {
  x = f32[32,64]{1,0} parameter(0)
  w = f32[32,16]{1,0} parameter(1)
  tf = f32[64,32]{1,0} fusion(x), kind=kLoop, calls=fused_t
  tup = (f32[64,32]{1,0}) tuple(tf)
  bar = (f32[64,32]{1,0}) opt-barrier(tup)
  g = f32[64,32]{1,0} get-tuple-element(bar), index=0
  ROOT d = f32[64,16]{1,0} dot(g, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
`

// TestLayoutCopies: XLA:CPU lays a transpose read only through a barrier
// out as a bitcast of its operand and copies it back to row-major for the
// dot (the held-out resnet step at 0.6: a 1 MiB wrapped_copy at XLA's
// peak), so the pinned module PinnedPeak packs has that copy, right
// before the dot; a transpose the dot reads directly gets none.
func TestLayoutCopies(t *testing.T) {
	for _, direct := range []bool{false, true} {
		src := copyModule
		if direct {
			src = strings.Replace(src, "dot(g, w)", "dot(tf, w)", 1)
		}
		mods, err := hlo.Parse("copies.hlo", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		m := mods[0]
		seq := textOrder(t, m)
		layoutCopies(m, seq, copyEarly)
		var copies []string
		for _, in := range seq[m.Entry] {
			if in.Opcode == "copy" {
				copies = append(copies, in.Name)
			}
		}
		switch {
		case !direct && (len(copies) != 1 || m.Entry.Root.Operands[0].Opcode != "copy"):
			t.Errorf("through a barrier: copies %v, the dot reads %s; want one copy the dot reads", copies, m.Entry.Root.Operands[0].Name)
		case direct && len(copies) != 0:
			t.Errorf("read directly: copies %v, want none", copies)
		}
		if err := hlo.Verify(m); err != nil {
			t.Errorf("direct %v: %v", direct, err)
		}
	}
}

// fusedDotModule has the transposed value of copyModule read through a
// barrier by a fusion whose dot is not its root (the attention scores'
// dot fused with the softmax's exp), with an unrelated value computed
// between the barrier and that reader.
const fusedDotModule = `HloModule fused_dot

fused_t {
  p0 = f32[32,64]{1,0} parameter(0)
  ROOT t = f32[64,32]{1,0} transpose(p0), dimensions={1,0}
}

fused_scores {
  q = f32[64,32]{1,0} parameter(0)
  k = f32[32,16]{1,0} parameter(1)
  s = f32[64,16]{1,0} dot(q, k), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT e = f32[64,16]{1,0} exponential(s)
}

ENTRY main {
  x = f32[32,64]{1,0} parameter(0)
  w = f32[32,16]{1,0} parameter(1)
  tf = f32[64,32]{1,0} fusion(x), kind=kLoop, calls=fused_t
  tup = (f32[64,32]{1,0}) tuple(tf)
  bar = (f32[64,32]{1,0}) opt-barrier(tup)
  g = f32[64,32]{1,0} get-tuple-element(bar), index=0
  n = f32[32,16]{1,0} negate(w)
  ROOT f = f32[64,16]{1,0} fusion(g, n), kind=kLoop, calls=fused_scores
}
`

// TestLayoutCopiesFusedDot: XLA assigns layouts before it fuses
// (cpu_layout_assignment.cc), so a dot anywhere in a fusion needs its
// operand row-major, not only a dot at the fusion's root; and XLA's
// scheduler runs the copy as soon as the barrier is done, not right
// before its reader. On the held-out seq2seq step at 0.8 of its total,
// XLA's module of the emitted text had five 192-256 KiB wrapped_copy.N
// the model lacked, read by fusions of the scores' dot with max and exp,
// and its copies lived from their barrier to their reader
// (wrapped_copy.26: [105,788) in XLA's order).
func TestLayoutCopiesFusedDot(t *testing.T) {
	mods, err := hlo.Parse("fused_dot.hlo", []byte(fusedDotModule))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	seq := textOrder(t, m)
	layoutCopies(m, seq, copyEarly)
	var names []string
	for _, in := range seq[m.Entry] {
		names = append(names, in.Name)
	}
	got := strings.Join(names, " ")
	const want = "x w tf tup bar g f.layout.copy n f"
	if got != want {
		t.Errorf("order after layoutCopies:\n got %s\nwant %s", got, want)
	}
	if r := m.Entry.Root; r.Operands[0].Opcode != "copy" {
		t.Errorf("the fusion reads %s, want the copy", r.Operands[0].Name)
	}
	if err := hlo.Verify(m); err != nil {
		t.Error(err)
	}
}

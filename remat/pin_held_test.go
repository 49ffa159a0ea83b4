package remat

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/schedule"
)

// heldModule has the two instructions XLA:CPU makes after Pin's barriers
// and runs outside the pinned order (heldOperands): dot d reads the
// transpose x, which Pin carries through y's barrier as prev, so that
// XLA's layout copy of it for d reads that barrier's element (rope at 0.7
// of its total, testdata/xla-remat heldout3: five such copies ran 700
// steps before their dots); library reduction r broadcasts the constant c
// inside its body, and XLA's library fusion leaves the broadcast out, a
// fusion that reads only c (adafactor at 0.8: a 1 MiB broadcast ran 22nd
// of 184, read at 157). Both d and r read prev already, so before
// heldOperands neither had a barrier of its own.
const heldModule = `HloModule held, is_scheduled=true

fused_t {
  p.t = f32[64,32]{1,0} parameter(0)
  ROOT t = f32[32,64]{1,0} transpose(p.t), dimensions={1,0}
}

fused_n {
  p.n = f32[32,64]{1,0} parameter(0)
  ROOT n = f32[32,64]{1,0} negate(p.n)
}

fused_e {
  p.e = f32[64,64]{1,0} parameter(0)
  ROOT e = f32[64,64]{1,0} exponential(p.e)
}

sum {
  s.a = f32[] parameter(0)
  s.b = f32[] parameter(1)
  ROOT s = f32[] add(s.a, s.b)
}

fused_r {
  p.r = f32[64,32]{1,0} parameter(0)
  m = f32[64,32]{1,0} multiply(p.r, p.r)
  c = f32[] constant(1e-30)
  bc = f32[64,32]{1,0} broadcast(c), dimensions={}
  a = f32[64,32]{1,0} add(m, bc)
  zero = f32[] constant(0)
  ROOT rw = f32[64,2]{1,0} reduce-window(a, zero), window={size=1x16 stride=1x16}, to_apply=sum
}

ENTRY main {
  pa = f32[64,32]{1,0} parameter(0)
  pb = f32[32,64]{1,0} parameter(1)
  pw = f32[64,64]{1,0} parameter(2)
  x = f32[32,64]{1,0} fusion(pa), kind=kLoop, calls=fused_t
  y = f32[32,64]{1,0} fusion(pb), kind=kLoop, calls=fused_n
  z = f32[64,64]{1,0} fusion(pw), kind=kLoop, calls=fused_e
  d = f32[64,32]{1,0} dot(z, x), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  r = f32[64,2]{1,0} fusion(d), kind=kCustom, calls=fused_r, backend_config={"fusion_config":{"kind":"__ynn_fusion"}}
  ROOT out = (f32[32,64]{1,0}, f32[64,2]{1,0}) tuple(y, r)
}
`

// TestPinHeldOperands pins heldModule in its text order and checks that
// the dot reads the transpose, and the library reduction the constant it
// broadcasts, through the barrier that orders each after the value
// before it, and that the written-out broadcast reads that barrier: the
// instruction XLA makes of each then runs right before its reader. Before
// heldOperands, d read x through y's barrier, r had no barrier and its
// constant stayed in its body, written out beside a free broadcast.
func TestPinHeldOperands(t *testing.T) {
	mods, err := hlo.Parse("held.hlo", []byte(heldModule))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	seq, err := schedule.Order(m, schedule.Text, layout.TPU().Bytes)
	if err != nil {
		t.Fatal(err)
	}
	p := Pin(m, seq)
	if _, err := hlo.Parse("pinned.hlo", []byte(p.String())); err != nil {
		t.Fatalf("the pinned module does not parse: %v", err)
	}
	find := func(c *hlo.Computation, name string) *hlo.Instruction {
		for _, in := range c.Instructions {
			if in.Name == name {
				return in
			}
		}
		t.Fatalf("%s: not in %s", name, c.Name)
		return nil
	}
	// barrierOf returns the name of the barrier whose element o is.
	barrierOf := func(o *hlo.Instruction) string {
		if o.Opcode == "get-tuple-element" && o.Operands[0].Opcode == "opt-barrier" {
			return o.Operands[0].Name
		}
		return ""
	}
	d := find(p.Entry, "d")
	if got := barrierOf(d.Operands[1]); got != "d.barrier.order" {
		t.Errorf("d reads the transpose as %s, an element of %q; want an element of d's own barrier, d.barrier.order", d.Operands[1].Name, got)
	}
	r := find(p.Entry, "r")
	held := 0
	for _, o := range r.Operands {
		if barrierOf(o) == "r.barrier.order" && throughBarriers(o).Opcode == "constant" {
			held++
		}
	}
	if held != 1 {
		t.Errorf("r reads %d constants through its own barrier; want 1 (the broadcast 1e-30)", held)
	}
	e := Emit(m, seq)
	back, err := hlo.Parse("emitted.hlo", []byte(e.String()))
	if err != nil {
		t.Fatalf("the emitted module does not parse: %v", err)
	}
	free := 0
	for _, in := range back[0].Entry.Instructions {
		if in.Opcode == "broadcast" && len(in.Shape.Dims) > 0 && in.Operands[0].Opcode == "constant" && strings.Contains(in.Operands[0].Literal, "1e-30") {
			free++
			t.Logf("%s: a broadcast of %s that no barrier orders", in.Name, in.Operands[0].Name)
		}
	}
	if free > 0 {
		t.Errorf("%d broadcasts of 1e-30 in the emitted module read the constant itself: XLA runs such a broadcast first", free)
	}
}

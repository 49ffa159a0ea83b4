package planner

import (
	"os"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestHeldOutVitKeepsBits fits the held-out vit step of testdata/xla-remat
// (committed lowered text) at 0.8, 0.7 and 0.6 of its total, and checks
// the module --emit-hlo writes for the two things that made XLA:CPU
// compute other bits than the original at all three (docs/remat.md,
// "Bits XLA keeps"):
//
//   - a broadcast of a constant read as a divide's divisor (the attention
//     scale) read its constant through one of Pin's barriers, so that XLA
//     could not fold the reciprocal into the constant (every output off,
//     up to 4.6e-5, even with nothing recomputed);
//   - a recomputed divide by a broadcast only it reads (the softmax's
//     exp / broadcast(sum)): XLA multiplies such a clone by the
//     reciprocal, where the original's broadcast, shared with the
//     backward pass, stays a divide (up to 4.8e-7).
//
// With both, XLA compiled each fit to outputs bit-identical to the
// original's (jaxlib 0.10.2, the harness's flags). On main before this
// change the emitted modules had both patterns.
func TestHeldOutVitKeepsBits(t *testing.T) {
	src, err := os.ReadFile("testdata/xla-remat/heldout/vit.lowered.hlo")
	if err != nil {
		t.Skipf("no held-out vit step: %v", err)
	}
	ms, err := hlo.Parse("vit.lowered.hlo", src)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"}
	// The harness's limits: int(total * fraction) of the unchanged step's
	// total, 17,454,440 bytes.
	for _, limit := range []int64{13963552, 12218108, 10472664} {
		c := cfg
		c.MemoryLimit = limit
		r, err := Plan(ms[0], c)
		if err != nil {
			t.Fatalf("vit at %d: %v", limit, err)
		}
		if !r.Remat.Fits || len(r.Remat.Changes) == 0 {
			t.Fatalf("vit at %d: fits %v with %d changes: nothing to check", limit, r.Remat.Fits, len(r.Remat.Changes))
		}
		em := r.Emitted()
		readers := map[*hlo.Instruction]int{}
		for _, in := range em.Entry.Instructions {
			for _, o := range in.Operands {
				readers[o]++
			}
		}
		for _, in := range em.Entry.Instructions {
			if in.Opcode != "divide" || len(in.Operands) != 2 {
				continue
			}
			b := in.Operands[1]
			if b.Opcode != "broadcast" || len(b.Operands) != 1 {
				continue
			}
			o := b.Operands[0]
			if o.Opcode == "get-tuple-element" && len(o.Operands) == 1 && o.Operands[0].Opcode == "opt-barrier" {
				tup := o.Operands[0].Operands[0]
				if o.TupleIndex >= 0 && o.TupleIndex < len(tup.Operands) && tup.Operands[o.TupleIndex].Opcode == "constant" {
					t.Errorf("vit at %d: %s divides by %s, a broadcast of constant %s read through barrier %s",
						limit, in.Name, b.Name, tup.Operands[o.TupleIndex].Name, o.Operands[0].Name)
				}
			}
			if strings.Contains(in.Name, ".remat") && o.Opcode != "constant" && readers[b] == 1 {
				t.Errorf("vit at %d: recomputed %s divides by %s, a broadcast only it reads: XLA multiplies by the reciprocal", limit, in.Name, b.Name)
			}
		}
	}
}

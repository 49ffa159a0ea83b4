package planner

import (
	"errors"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestPinnedBarriersAllRead plans the harness's moe step at 0.6 of its
// total (testdata/xla-remat) and checks the module --emit-hlo writes:
// every element of every opt-barrier is read (a get-tuple-element of it
// that something reads). XLA's algebraic simplifier drops a barrier's
// elements that nothing reads (measured on XLA:CPU, jaxlib 0.10.2: the
// barrier keeps only its read elements), and an order edge with them: on
// this fit 22 of 47 barriers lost theirs, XLA ran the gated sum's readers
// early, and compiled 5,262,344 bytes against the 4,470,864 modeled. The
// elements left unread were each an instruction no one reads, that the
// fit kept (a dead value the order was pinned to).
func TestPinnedBarriersAllRead(t *testing.T) {
	r, err := Plan(loadRematStep(t, "moe"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: 4721097})
	var le *LimitError
	if errors.As(err, &le) {
		// The pinned module needs more than the limit (PinnedExcess):
		// its barriers are checked all the same.
		r = le.Result
	} else if err != nil {
		t.Fatal(err)
	}
	e := r.Emitted().Entry
	read := map[*hlo.Instruction]map[int]bool{}
	for _, in := range e.Instructions {
		if in.Opcode == "get-tuple-element" && in.Operands[0].Opcode == "opt-barrier" {
			if read[in.Operands[0]] == nil {
				read[in.Operands[0]] = map[int]bool{}
			}
			read[in.Operands[0]][in.TupleIndex] = read[in.Operands[0]][in.TupleIndex] || len(users(e, in)) > 0
		}
	}
	bars, unread := 0, 0
	for _, in := range e.Instructions {
		if in.Opcode != "opt-barrier" {
			continue
		}
		bars++
		for k := range in.Shape.Tuple {
			if !read[in][k] {
				unread++
				t.Logf("%s: element %d (%s) is not read", in.Name, k, in.Operands[0].Operands[k].Name)
				break
			}
		}
	}
	if bars == 0 {
		t.Fatal("no barriers: the test checks nothing")
	}
	if unread > 0 {
		t.Errorf("%d of %d barriers have an element nothing reads: XLA drops it, and the order it pins", unread, bars)
	}
}

// users lists the instructions of c that read x.
func users(c *hlo.Computation, x *hlo.Instruction) []*hlo.Instruction {
	var us []*hlo.Instruction
	for _, in := range c.Instructions {
		for _, o := range in.Operands {
			if o == x {
				us = append(us, in)
				break
			}
		}
	}
	return us
}

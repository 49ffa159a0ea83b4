package optimize

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestReplaceUsesWide checks replaceUses on a reader wide enough for the
// slot index (rewireWide): a root tuple of 100 operands, some read
// twice, rewired one operand at a time, with the tuple's operands also
// changed behind the index between rewirings (as a pass may); after each
// step the tuple must read what a scan of its operands would have made
// it read, and the readers recorded must match.
func TestReplaceUsesWide(t *testing.T) {
	const n = 100
	var b strings.Builder
	b.WriteString("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n")
	var ops []string
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  x%d = f32[2] negate(p)\n", i)
		ops = append(ops, fmt.Sprintf("x%d", i))
		if i%7 == 0 { // read twice
			ops = append(ops, fmt.Sprintf("x%d", i))
		}
	}
	fmt.Fprintf(&b, "  ROOT t = (%s) tuple(%s)\n}\n", strings.TrimSuffix(strings.Repeat("f32[2], ", len(ops)), ", "), strings.Join(ops, ", "))
	m := parseOne(t, b.String())
	s := newState(m, Options{Rules: CPU}, &Report{})
	root := m.Entry.Root
	if len(root.Operands) < wideReader {
		t.Fatalf("tuple of %d operands is not wide (%d)", len(root.Operands), wideReader)
	}
	want := append([]*hlo.Instruction(nil), root.Operands...)
	rng := rand.New(rand.NewPCG(3, 4))
	p := m.Entry.Params[0]
	for step := 0; step < 300; step++ {
		old := want[rng.IntN(len(want))]
		if step%5 == 4 {
			// Behind the index: swap two slots, as a pass might.
			i, j := rng.IntN(len(want)), rng.IntN(len(want))
			root.Operands[i], root.Operands[j] = root.Operands[j], root.Operands[i]
			want[i], want[j] = want[j], want[i]
			continue
		}
		new := s.newInstruction(m.Entry, "y")
		new.Opcode, new.Shape, new.Operands = "negate", old.Shape, []*hlo.Instruction{p}
		s.replaceUses(old, new)
		for k, op := range want {
			if op == old {
				want[k] = new
			}
		}
		for k := range want {
			if root.Operands[k] != want[k] {
				t.Fatalf("step %d: slot %d reads %s, want %s", step, k, root.Operands[k].Name, want[k].Name)
			}
		}
		reads := 0
		for _, op := range want {
			if op == new {
				reads++
			}
		}
		if got := len(s.users[new.ID]); got != reads {
			t.Fatalf("step %d: %s has %d readers recorded, the tuple reads it %d times", step, new.Name, got, reads)
		}
	}
}

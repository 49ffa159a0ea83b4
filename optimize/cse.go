package optimize

// Common subexpression elimination, after XLA's HloCSE (hlo_cse.cc).
//
// Two instructions of one computation with the same opcode, shape (layout
// included), operands, attributes and called computations compute the same
// value; the later one's readers read the earlier one instead. Constants
// are equal when their literals are. Parameters, instructions with side
// effects (rng among them: two draws are not one) and instructions in a
// control dependency are never merged. Visiting the computation in text
// order, operands are already canonical when an instruction is keyed, so
// whole expression trees merge in one sweep. Metadata is not part of the
// key: the instruction kept keeps its own.

import (
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// cse merges equal instructions and returns how many it merged.
func cse(s *state) int {
	n := 0
	for _, c := range sequential(s.m) {
		seen := map[string]*hlo.Instruction{}
		for _, in := range c.Instructions {
			if s.dead[in.ID] || in.Opcode == "parameter" || hlo.HasSideEffect(in.Opcode) || s.hasControl(in) || in == c.Root {
				continue
			}
			k := cseKey(in)
			if first, ok := seen[k]; ok {
				s.replaceUses(in, first)
				s.kill(in)
				n++
				continue
			}
			seen[k] = in
		}
	}
	return n
}

// cseKey writes everything that determines in's value.
func cseKey(in *hlo.Instruction) string {
	var b strings.Builder
	b.WriteString(in.Opcode)
	b.WriteByte('|')
	b.WriteString(in.Shape.String())
	b.WriteByte('|')
	for _, op := range in.Operands {
		b.WriteString(strconv.Itoa(op.ID))
		b.WriteByte(',')
	}
	b.WriteByte('|')
	for _, cc := range in.Called {
		b.WriteString(cc.Role)
		b.WriteByte('=')
		if cc.Computation != nil {
			b.WriteString(cc.Computation.Name)
		}
		b.WriteByte(',')
	}
	b.WriteByte('|')
	b.WriteString(strconv.Itoa(in.TupleIndex))
	b.WriteByte('|')
	for _, a := range in.Attrs {
		b.WriteString(a.Name)
		b.WriteByte('=')
		b.WriteString(a.Value)
		b.WriteByte(',')
	}
	for _, a := range in.OutputToOperandAliasing {
		b.WriteString(strconv.Itoa(a.Operand))
	}
	b.WriteByte('|')
	b.WriteString(in.Literal)
	return b.String()
}

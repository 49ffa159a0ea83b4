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
//
// Building every instruction's key (cseKey: its shape and attributes as
// text) was a third of an unfused module's CSE, and two instructions that
// compute the same value are rare: an instruction's key is built only when
// an earlier one has its opcode, tuple index and operands (cseBucket,
// which equal keys share), and compared with theirs. The first instruction
// of each key is the one kept, as with a map of every key.
func cse(s *state) int {
	n := 0
	for _, c := range sequential(s.m) {
		buckets := map[uint64][]cseEntry{}
		for _, in := range c.Instructions {
			if s.dead[in.ID] || in.Opcode == "parameter" || hlo.HasSideEffect(in.Opcode) || s.hasControl(in) || in == c.Root {
				continue
			}
			h := cseBucket(in)
			es := buckets[h]
			if len(es) == 0 {
				buckets[h] = append(es, cseEntry{in: in})
				continue
			}
			k := cseKey(in)
			var first *hlo.Instruction
			for i := range es {
				if es[i].key == "" {
					es[i].key = cseKey(es[i].in)
				}
				if es[i].key == k {
					first = es[i].in
					break
				}
			}
			if first != nil {
				s.replaceUses(in, first)
				s.kill(in)
				n++
				continue
			}
			buckets[h] = append(es, cseEntry{in: in, key: k})
		}
	}
	return n
}

// cseEntry is an instruction kept by cse and its key, built once another
// instruction falls in its bucket ("" until then).
type cseEntry struct {
	in  *hlo.Instruction
	key string
}

// cseBucket hashes the parts of cseKey that are cheap to read: the opcode,
// the tuple index and the operands' IDs. Equal keys have equal buckets.
func cseBucket(in *hlo.Instruction) uint64 {
	// FNV-1a over the opcode's bytes, then over the integers.
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	for i := 0; i < len(in.Opcode); i++ {
		h = (h ^ uint64(in.Opcode[i])) * prime
	}
	h = (h ^ uint64(int64(in.TupleIndex))) * prime
	h = (h ^ uint64(len(in.Operands))) * prime
	for _, op := range in.Operands {
		h = (h ^ uint64(int64(op.ID))) * prime
	}
	return h
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

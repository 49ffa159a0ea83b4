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

// cse merges equal instructions and returns how many it merged. Fusions
// are equal only where they call one computation: the CSE before fusion
// has none to compare.
func cse(s *state) int { return cseWith(s, nil) }

// cseAfterFusion is the HloCSE of XLA:CPU's
// simplification_after_layout_assignment pipeline, which runs after
// fusion (cpu_compiler.cc, RunHloPassesAfterLayoutAssn): besides what cse
// merges, two fusions merge where their fused computations are equal
// instruction by instruction (HloInstruction::Identical comparing called
// computations by their contents, hlo_instruction.cc). It runs only where
// the barriers were expanded (Options.ExpandBarriers, XLA:CPU's
// defaults), the one case where the module after fusion holds values
// that no CSE before it saw equal: jax.checkpoint's recomputation, which
// XLA fuses apart from the forward pass and merges back only where the
// fusions came out the same. The held-out ckpt step of testdata/xla-remat
// (checkpoint around each block, every value recomputed) merges back
// whole (25 activations kept, as compiled); policy
// (save_only_these_names) does not: the forward pass fuses tanh(gelu(u))
// into one loop fusion that the dot reads, the recomputation into two
// that the backward pass reads, and XLA keeps both (26,214,496 bytes
// under the memory-optimized scheduler, which the merged module modeled
// at 33,030,240).
func cseAfterFusion(s *state) int {
	if s.opt.Rules != CPU || !s.opt.ExpandBarriers {
		return 0
	}
	return cseWith(s, map[*hlo.Computation]string{})
}

// cseWith merges equal instructions and returns how many it merged. With
// fused not nil, a fusion's called computation is keyed by its contents
// (fusedKey, memoized in fused) instead of its name.
//
// Building every instruction's key (cseKey: its shape and attributes as
// text) was a third of an unfused module's CSE, and two instructions that
// compute the same value are rare: an instruction's key is built only when
// an earlier one has its opcode, tuple index and operands (cseBucket,
// which equal keys share), and compared with theirs. The first instruction
// of each key is the one kept, as with a map of every key.
func cseWith(s *state, fused map[*hlo.Computation]string) int {
	n := 0
	for _, c := range sequential(s.m) {
		buckets := map[uint64][]cseEntry{}
		for _, in := range c.Instructions {
			if s.dead[in.ID] || in.Opcode == "parameter" || effectful(in) || s.hasControl(in) || in == c.Root {
				continue
			}
			h := cseBucket(in)
			es := buckets[h]
			if len(es) == 0 {
				buckets[h] = append(es, cseEntry{in: in})
				continue
			}
			k := cseKey(in, fused)
			var first *hlo.Instruction
			for i := range es {
				if es[i].key == "" {
					es[i].key = cseKey(es[i].in, fused)
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

// cseKey writes everything that determines in's value. With fused not
// nil, a fusion's computation is written by its contents (fusedKey).
func cseKey(in *hlo.Instruction, fused map[*hlo.Computation]string) string {
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
			switch {
			case fused != nil && in.Opcode == "fusion":
				b.WriteString(fusedKey(cc.Computation, fused))
			case in.Opcode != "fusion" && pureTree(cc.Computation):
				// HloCSE::Run compares called computations by their
				// contents (eq_computations: *lhs == *rhs, hlo_cse.cc),
				// and HloComputation::Equal recurses into the
				// computations they call: jnp.var's reduce, inlined from
				// its own call, sums with a reducer of another name than
				// the mean's; jnp.linalg.solve and inv of one matrix
				// each lower the LU's permutation as a while whose body
				// calls a closed_call, and XLA:CPU keeps one.
				b.WriteString(fusedKey(cc.Computation, map[*hlo.Computation]string{}))
			default:
				b.WriteString(cc.Computation.Name)
			}
		}
		b.WriteByte(',')
	}
	b.WriteByte('|')
	b.WriteString(strconv.Itoa(in.TupleIndex))
	b.WriteByte('|')
	writeAttrsKey(&b, in)
	return b.String()
}

// pureTree reports whether no instruction of c, nor of any computation
// it calls, has a side effect: a reducer, a comparator, or a while body
// whose calls are pure, which two instructions may share by contents
// (HloInstruction::HasSideEffect recurses into called computations the
// same way, hlo_instruction.cc). A side effect anywhere below keys c by
// name, so that two draws never merge.
func pureTree(c *hlo.Computation) bool {
	for _, in := range c.Instructions {
		if effectful(in) {
			return false
		}
		for _, cc := range in.Called {
			if cc.Computation != nil && !pureTree(cc.Computation) {
				return false
			}
		}
	}
	return true
}

// writeAttrsKey writes the part of a CSE key both keys share: in's
// attributes, its output-to-operand aliasing and its literal.
func writeAttrsKey(b *strings.Builder, in *hlo.Instruction) {
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
}

// fusedKey writes a fused computation's contents: each instruction's
// cseKey with its operands as positions in the computation, its
// parameter number and its root mark, so that two computations with
// equal keys compute the same function of their parameters. Names and
// metadata are left out. Keys are memoized in memo.
func fusedKey(c *hlo.Computation, memo map[*hlo.Computation]string) string {
	if k, ok := memo[c]; ok {
		return k
	}
	pos := make(map[*hlo.Instruction]int, len(c.Instructions))
	var b strings.Builder
	b.WriteByte('{')
	for i, in := range c.Instructions {
		pos[in] = i
		b.WriteString(in.Opcode)
		b.WriteByte('|')
		b.WriteString(in.Shape.String())
		b.WriteByte('|')
		for _, op := range in.Operands {
			p, ok := pos[op]
			if !ok {
				// An operand not yet written (text order is not a
				// topological one): keyed by name, which never equals a
				// computation written in order.
				b.WriteString(op.Name)
			} else {
				b.WriteString(strconv.Itoa(p))
			}
			b.WriteByte(',')
		}
		b.WriteByte('|')
		for _, cc := range in.Called {
			b.WriteString(cc.Role)
			b.WriteByte('=')
			if cc.Computation != nil {
				b.WriteString(fusedKey(cc.Computation, memo))
			}
			b.WriteByte(',')
		}
		b.WriteByte('|')
		b.WriteString(strconv.Itoa(in.TupleIndex))
		b.WriteByte('|')
		b.WriteString(strconv.Itoa(in.ParameterNumber))
		b.WriteByte('|')
		writeAttrsKey(&b, in)
		if in == c.Root {
			b.WriteString("|root")
		}
		b.WriteByte(';')
	}
	b.WriteByte('}')
	k := b.String()
	memo[c] = k
	return k
}

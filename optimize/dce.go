package optimize

// Dead code elimination, after XLA's HloDCE (hlo_dce.cc).
//
// An instruction is live when it is its computation's root, a parameter,
// has a side effect (send, recv, infeed, outfeed, rng, custom-call,
// collectives: hlo.HasSideEffect), takes part in a control dependency, or is read by a live
// instruction. Everything else is removed. Computations no live
// instruction calls are dropped by the compaction that follows every pass.
// Removing an instruction nobody reads never changes a value anyone reads,
// so the pass is correct by construction; it matters for memory because a
// dead instruction would otherwise be planned a buffer.

import "github.com/planner-dev/planner/hlo"

// dce removes the dead instructions of the sequential computations and
// returns how many it removed.
func dce(s *state) int {
	n := 0
	for _, c := range sequential(s.m) {
		live := make(map[*hlo.Instruction]bool, len(c.Instructions))
		var work []*hlo.Instruction
		mark := func(x *hlo.Instruction) {
			if x != nil && !live[x] {
				live[x] = true
				work = append(work, x)
			}
		}
		for _, in := range c.Instructions {
			if in == c.Root || in.Opcode == "parameter" || hlo.HasSideEffect(in.Opcode) || s.hasControl(in) {
				mark(in)
			}
		}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, op := range x.Operands {
				mark(op)
			}
			for _, p := range x.ControlPredecessors {
				mark(p)
			}
		}
		for _, in := range c.Instructions {
			if !live[in] && !s.dead[in.ID] {
				s.kill(in)
				n++
			}
		}
	}
	return n
}

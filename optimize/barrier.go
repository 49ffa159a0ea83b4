package optimize

// Optimization barriers removed, after XLA's OptimizationBarrierExpander
// (optimization_barrier_expander.cc), which XLA:CPU runs as
// "cse_barrier_expander" right after its first HloCSE (cpu_compiler.cc):
// every opt-barrier's readers read its operand instead, and an element
// read from a barrier of a tuple instruction is that tuple's operand (the
// simplifier's get-tuple-element of a tuple). jax.checkpoint's
// recomputation reads its residuals through a barrier; once the barrier
// is gone the recomputed values equal the forward ones. No CSE runs
// between the expander and fusion (cpu_compiler.cc: the next HloCSE is
// simplification_after_layout_assignment's, after fusion), so the pass
// table runs this one after the planner's CSEs, and cseAfterFusion
// merges the recomputation back only where it fused as the forward pass
// did: XLA:CPU's defaults keep every activation of the held-out ckpt step
// of testdata/xla-remat (25 activations of 512 KiB, 15,204,448 bytes
// under either scheduler), and keep policy's recomputation apart
// (save_only_these_names: 26,214,496 bytes under the memory-optimized
// scheduler; merged before fusion, the model had 33,030,240).
// XLA:CPU rules only, and only with Options.ExpandBarriers: the planner's
// plan and its remat step model the compile under remat.OrderFlag, which
// disables cse_barrier_expander and keeps the barriers; the figure for
// XLA:CPU's defaults (the planner's XLASchedulers) asks for this pass.

import "github.com/planner-dev/planner/hlo"

// expandBarriers removes the opt-barriers and returns how many.
func expandBarriers(s *state) int {
	if s.opt.Rules != CPU || !s.opt.ExpandBarriers {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		for _, in := range c.Instructions {
			if s.dead[in.ID] || (in.Opcode != "opt-barrier" && in.Opcode != "optimization-barrier") || len(in.Operands) != 1 || s.hasControl(in) {
				continue
			}
			op := in.Operands[0]
			if op.Opcode == "tuple" {
				for _, u := range append([]*hlo.Instruction(nil), s.users[in.ID]...) {
					if s.dead[u.ID] || u.Opcode != "get-tuple-element" || u.TupleIndex < 0 || u.TupleIndex >= len(op.Operands) || s.hasControl(u) {
						continue
					}
					s.replaceUses(u, op.Operands[u.TupleIndex])
					s.remove(u)
				}
			}
			s.replaceUses(in, op)
			s.remove(in)
			n++
		}
	}
	return n
}

// HasBarriers reports whether m has an opt-barrier that expandBarriers
// would remove.
func HasBarriers(m *hlo.Module) bool {
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "opt-barrier" || in.Opcode == "optimization-barrier" {
				return true
			}
		}
	}
	return false
}

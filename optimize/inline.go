package optimize

// Call inlining, after XLA's CallInliner (call_inliner.cc).
//
// JAX lowers every jax.jit-decorated helper, checkpoint and custom rule to
// a call of its own computation; XLA inlines them before it fuses (XLA:CPU
// flattens the call graph, then inlines every call site), so that fusion
// and the schedule see one flat computation. A call left in place would
// keep its result in a buffer of its own and keep the callee's insides
// from fusing with the caller's. The rewrite: the callee's instructions
// are cloned into the caller just before the call, its parameters replaced
// by the call's operands, and the call's readers read the clone of the
// callee's root. Names are made unique in the module; metadata stays.
// Calls in a control dependency are left alone.

import "github.com/planner-dev/planner/hlo"

// minInlined and inlineGrowth bound the instructions inlining may add to a
// module: the larger of minInlined and inlineGrowth times the instructions
// it had. A chain of computations each calling the next twice doubles the
// entry with every level inlined (26 levels: 2^26 instructions and
// gigabytes before any check); past the bound the remaining calls stay
// calls, so the module is planned, or refused at a call site by liveness's
// bound on the flattened timeline, without the memory being spent first.
const (
	minInlined   = 1 << 14
	inlineGrowth = 4
)

// inlineCalls inlines the calls of the sequential computations until none
// is left (an inlined body may hold calls) or maxInlined instructions have
// been added, and returns how many.
func inlineCalls(s *state) int {
	total, added := 0, 0
	n := 0
	for _, c := range s.m.Computations {
		n += len(c.Instructions)
	}
	limit := max(minInlined, inlineGrowth*n) // no overflow: a module's size is bounded by its file
	for round := 0; round < 64; round++ {
		n := 0
		for _, c := range sequential(s.m) {
			for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
				if in.Opcode != "call" || s.dead[in.ID] || s.hasControl(in) {
					continue
				}
				callee := in.CalledComputation("to_apply")
				if callee == nil || callee.Root == nil || len(callee.Params) != len(in.Operands) || hasAttr(in, "backend_config") {
					continue
				}
				if added+len(callee.Instructions) > limit {
					continue
				}
				added += len(callee.Instructions)
				s.inline(in, callee)
				n++
			}
		}
		s.compact()
		total += n
		if n == 0 {
			break
		}
	}
	return total
}

// hasAttr reports whether in carries the attribute.
func hasAttr(in *hlo.Instruction, name string) bool {
	_, ok := attr(in, name)
	return ok
}

// inline replaces call in by clones of callee's instructions.
func (s *state) inline(in *hlo.Instruction, callee *hlo.Computation) {
	c := in.Parent
	clone := make(map[*hlo.Instruction]*hlo.Instruction, len(callee.Instructions))
	for _, p := range callee.Params {
		if p != nil && p.ParameterNumber < len(in.Operands) {
			clone[p] = in.Operands[p.ParameterNumber]
		}
	}
	for _, x := range s.postOrder(callee) {
		if _, done := clone[x]; done {
			continue
		}
		if x.Opcode == "parameter" {
			continue // a parameter the call does not pass: the verifier refuses it
		}
		y := *x
		y.Name = s.uniqueName(x.Name)
		y.Parent = c
		y.IsRoot = false
		y.ID = len(s.users)
		s.grow(y.ID)
		y.Attrs = append([]hlo.Attr(nil), x.Attrs...)
		y.Operands = make([]*hlo.Instruction, len(x.Operands))
		for k, op := range x.Operands {
			y.Operands[k] = clone[op]
		}
		y.ControlPredecessors = nil
		for _, p := range x.ControlPredecessors {
			if q := clone[p]; q != nil {
				y.ControlPredecessors = append(y.ControlPredecessors, q)
			}
		}
		for _, op := range y.Operands {
			s.addUser(op, &y)
		}
		s.placeBefore(&y, in)
		clone[x] = &y
	}
	root := clone[callee.Root]
	if root == nil {
		return
	}
	s.replaceUses(in, root)
	s.kill(in)
}

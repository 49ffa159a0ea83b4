package spmd

// Propagation levels: which rules may run when. Both of XLA's propagations
// order their rules by how safe a choice is, and the order decides which
// of two equally good shardings a value ends with (a sharding only
// replaces one with more tiles, so the first to arrive stays).
//
// GSPMD (sharding_propagation.cc, ShardingPropagation::Run) runs all its
// rules to a fixed point four times, at aggressiveness 0 to 3;
// CanPropagateThroughAtAggressiveLevel says which instructions take part:
//
//   - at 0 only the pass-through ops (elementwise, transpose, reshape,
//     tuple, get-tuple-element, while, call, copy, concatenate,
//     dynamic-slice and dynamic-update-slice, optimization barriers and
//     the Sharding custom call) take a sharding from their operands or
//     give one to their operands (InferShardingFromOperands checks the
//     instruction, GetShardingFromUser the user); a concatenate or
//     dynamic-slice user gives nothing yet, and a dynamic-slice takes
//     nothing from an operand cut along a sliced dimension
//     (InferDynamicSliceOrDynamicUpdateSliceShardingFromOperands);
//   - below 2 no broadcast takes or gives one (InferShardingFromUsers
//     and CanPropagateThroughAtAggressiveLevel: a broadcast of a scalar
//     is cheap to make in whatever sharding its users settle on, so it
//     waits for them);
//   - from 2 on, every rule.
//
// So a gradient dot whose transposed result feeds an Adam update
// p - lr*m/(sqrt(v)+eps) takes the weight's cuts from the update chain at
// 0, before its operands can give it theirs at 1; and the broadcast
// seed of a backward pass takes the cuts its dot users ask for at 2
// (InferDotOperandSharding, in propagate.go's backward), after those
// users have settled.
//
// Shardy's op-priority propagation (op_priority_propagation.cc) runs its
// aggressive propagation first with only the ops that pass every factor
// through (elementwise, reshape, transpose, data flow), then with all:
// levels 0 and levelAll here, with passThroughOp's list.

import "github.com/planner-dev/planner/hlo"

// levelAll is the level at which every rule runs.
const levelAll = 2

// levels returns the levels the propagation runs at, in order.
func (p *propagation) levels() []int {
	if p.gspmd {
		return []int{0, 1, levelAll}
	}
	return []int{0, levelAll}
}

// forwardAllowed reports whether in may take a tiling from its operands at
// the current level.
func (p *propagation) forwardAllowed(in *hlo.Instruction) bool {
	if !p.gspmd {
		return p.level > 0 || passThroughOp(in)
	}
	if !p.gspmdLevelOp(in) {
		return false
	}
	if p.level == 0 && in.Opcode == "dynamic-slice" && len(in.Operands) > 0 {
		if t, ok := p.known(in.Operands[0]); ok {
			for i, d := range t.dims {
				if d > 1 && i < len(in.Shape.Dims) && i < len(in.Operands[0].Shape.Dims) &&
					in.Shape.Dims[i] != in.Operands[0].Shape.Dims[i] {
					return false
				}
			}
		}
	}
	return true
}

// backwardAllowed reports whether in, a user, may give its operands
// tilings at the current level.
func (p *propagation) backwardAllowed(in *hlo.Instruction) bool {
	if !p.gspmd {
		return p.level > 0 || passThroughOp(in)
	}
	if !p.gspmdLevelOp(in) {
		return false
	}
	if p.level == 0 {
		switch in.Opcode {
		case "concatenate", "dynamic-slice", "dynamic-update-slice":
			return false
		}
	}
	return true
}

// takesFromUsers reports whether op may take a tiling from its users at
// the current level: under GSPMD a broadcast waits for level 2
// (InferShardingFromUsers).
func (p *propagation) takesFromUsers(op *hlo.Instruction) bool {
	return !p.gspmd || p.level >= levelAll || op.Opcode != "broadcast"
}

// gspmdLevelOp reports whether in takes part in GSPMD's propagation at the
// current level (CanPropagateThroughAtAggressiveLevel). Parameters of
// called computations and conditionals pass their callers' tilings at
// every level, as XLA's computation propagation does.
func (p *propagation) gspmdLevelOp(in *hlo.Instruction) bool {
	if p.level < levelAll && in.Opcode == "broadcast" {
		return false
	}
	if p.level > 0 {
		return true
	}
	switch in.Opcode {
	case "reshape", "transpose", "parameter", "tuple", "get-tuple-element", "while",
		"call", "conditional", "copy", "concatenate", "dynamic-slice", "dynamic-update-slice":
		return true
	case "custom-call":
		return attr(in, "custom_call_target") == `"Sharding"`
	}
	return isElementwise(in.Opcode)
}

// passThroughOp reports whether in is one of the ops Shardy's op-priority
// propagation runs first: elementwise ops, reshape and transpose (every
// factor passes through) and the data-flow edges (tuples, loops, calls,
// sharding constraints).
func passThroughOp(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "reshape", "transpose", "parameter", "tuple", "get-tuple-element", "while",
		"call", "conditional", "custom-call":
		return true
	}
	return isElementwise(in.Opcode)
}

package optimize

import "github.com/planner-dev/planner/hlo"

// Clone returns a deep copy of m: new computations and instructions with
// the same names, shapes, attributes and positions, so that Run may
// rewrite the copy and leave m as the caller handed it.
func Clone(m *hlo.Module) *hlo.Module {
	if m == nil {
		return nil
	}
	out := *m
	cs := make(map[*hlo.Computation]*hlo.Computation, len(m.Computations))
	ins := map[*hlo.Instruction]*hlo.Instruction{}
	out.Computations = make([]*hlo.Computation, len(m.Computations))
	for i, c := range m.Computations {
		nc := *c
		nc.Instructions = make([]*hlo.Instruction, len(c.Instructions))
		for k, in := range c.Instructions {
			ni := *in
			ni.Parent = &nc
			ins[in] = &ni
			nc.Instructions[k] = &ni
		}
		cs[c] = &nc
		out.Computations[i] = &nc
	}
	for _, c := range out.Computations {
		ps := make([]*hlo.Instruction, len(c.Params))
		for k, p := range c.Params {
			ps[k] = ins[p]
		}
		c.Params = ps
		if c.Root != nil {
			c.Root = ins[c.Root]
		}
		for _, in := range c.Instructions {
			if in.Operands != nil {
				ops := make([]*hlo.Instruction, len(in.Operands))
				for k, op := range in.Operands {
					ops[k] = ins[op]
				}
				in.Operands = ops
			}
			if in.ControlPredecessors != nil {
				ps := make([]*hlo.Instruction, len(in.ControlPredecessors))
				for k, p := range in.ControlPredecessors {
					ps[k] = ins[p]
				}
				in.ControlPredecessors = ps
			}
			if in.Called != nil {
				cc := make([]hlo.CalledComputation, len(in.Called))
				for k, x := range in.Called {
					cc[k] = x
					if x.Computation != nil {
						cc[k].Computation = cs[x.Computation]
					}
				}
				in.Called = cc
			}
			in.Attrs = append([]hlo.Attr(nil), in.Attrs...)
		}
	}
	if m.Entry != nil {
		out.Entry = cs[m.Entry]
	}
	out.Attrs = append([]hlo.Attr(nil), m.Attrs...)
	out.InputOutputAlias = append([]hlo.Alias(nil), m.InputOutputAlias...)
	out.BufferDonors = append([]hlo.Donor(nil), m.BufferDonors...)
	return &out
}

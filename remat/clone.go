package remat

import "github.com/planner-dev/planner/hlo"

// cloneModule returns a deep copy of m and seq: new computations and
// instructions, pointers remapped, so that a fit can rewrite the copy
// without touching the caller's module. Shapes, attributes and metadata
// are shared: a fit never writes into them (it builds new shapes for the
// copies it inserts).
func cloneModule(m *hlo.Module, seq hlo.Sequence) (*hlo.Module, hlo.Sequence) {
	out := *m
	comps := make(map[*hlo.Computation]*hlo.Computation, len(m.Computations))
	insts := make(map[*hlo.Instruction]*hlo.Instruction)
	out.Computations = make([]*hlo.Computation, len(m.Computations))
	for i, c := range m.Computations {
		nc := *c
		out.Computations[i] = &nc
		comps[c] = &nc
		nc.Instructions = make([]*hlo.Instruction, len(c.Instructions))
		for k, in := range c.Instructions {
			x := *in
			x.Parent = &nc
			nc.Instructions[k] = &x
			insts[in] = &x
		}
	}
	for _, c := range out.Computations {
		for _, in := range c.Instructions {
			in.Operands = remapList(in.Operands, insts)
			in.ControlPredecessors = remapList(in.ControlPredecessors, insts)
			if len(in.Called) > 0 {
				called := make([]hlo.CalledComputation, len(in.Called))
				for k, cc := range in.Called {
					called[k] = cc
					if nc, ok := comps[cc.Computation]; ok {
						called[k].Computation = nc
					}
				}
				in.Called = called
			}
		}
		c.Params = remapList(c.Params, insts)
		if c.Root != nil {
			c.Root = insts[c.Root]
		}
	}
	if m.Entry != nil {
		out.Entry = comps[m.Entry]
	}
	nseq := make(hlo.Sequence, len(seq))
	for c, s := range seq {
		nc, ok := comps[c]
		if !ok {
			continue
		}
		nseq[nc] = remapList(s, insts)
	}
	return &out, nseq
}

// remapList returns xs with every instruction replaced by its copy.
func remapList(xs []*hlo.Instruction, insts map[*hlo.Instruction]*hlo.Instruction) []*hlo.Instruction {
	if xs == nil {
		return nil
	}
	out := make([]*hlo.Instruction, len(xs))
	for i, x := range xs {
		if y, ok := insts[x]; ok {
			out[i] = y
		} else {
			out[i] = x
		}
	}
	return out
}

// renumber gives the instructions of m dense IDs in text order and makes
// every sequenced computation's text order its sequence, so that the
// printed module is in the order the plan is for.
func renumber(m *hlo.Module, seq hlo.Sequence) {
	id := 0
	for _, c := range m.Computations {
		if s, ok := seq[c]; ok && len(s) == len(c.Instructions) {
			c.Instructions = append(c.Instructions[:0:0], s...)
		}
		for _, in := range c.Instructions {
			in.ID = id
			id++
		}
	}
}

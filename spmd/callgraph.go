package spmd

// Before partitioning, XLA's SPMD pipeline flattens the call graph
// (FlattenCallGraph): a computation that several call, while or
// conditional instructions run is cloned, one copy per call site, so that
// each site is partitioned with its own operands' shardings. JAX writes
// such calls for every jitted helper (jax.nn.relu applied twice is one
// computation called twice); without the clone, the second call site
// would be partitioned with the first one's shardings and resharded on
// the way in and out.

import (
	"slices"
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// callRoles are the roles in which an instruction runs a computation as
// part of the program (not as a reducer or comparator applied to
// scalars).
func runsAsProgram(in *hlo.Instruction, role string) bool {
	switch in.Opcode {
	case "call":
		return role == "to_apply"
	case "while":
		return role == "body" || role == "condition"
	case "conditional":
		return role == "branch_computations" || role == "true_computation" || role == "false_computation"
	}
	return false
}

// flattenCalls returns m when no computation is run from two call sites,
// else a copy of m in which every further call site runs a clone. The
// instructions of m keep their IDs in the copy (so that results indexed
// by them read the same), the clones take new IDs after them and their
// names a ".clone" suffix; positions are kept, so reports still point
// into the text the user wrote.
func flattenCalls(m *hlo.Module) *hlo.Module {
	if !hasSharedCalls(m) {
		return m
	}
	nm := copyModule(m)
	names := map[string]bool{}
	nextID := 0
	for _, c := range nm.Computations {
		names[c.Name] = true
		for _, in := range c.Instructions {
			names[in.Name] = true
			nextID = max(nextID, in.ID+1)
		}
	}
	unique := func(base string) string {
		for i := 0; ; i++ {
			s := base + ".clone"
			if i > 0 {
				s += "." + strconv.Itoa(i)
			}
			if !names[s] {
				names[s] = true
				return s
			}
		}
	}
	// Clone on every call site but the first, in text order; a clone's
	// own calls make their callees shared again, so repeat until none is.
	for round := 0; round < 64 && hasSharedCalls(nm); round++ {
		type site struct {
			in *hlo.Instruction
			k  int
		}
		var sites []site
		seen := map[*hlo.Computation]bool{}
		for _, c := range nm.Computations {
			for _, in := range c.Instructions {
				for k, cc := range in.Called {
					if cc.Computation == nil || !runsAsProgram(in, cc.Role) {
						continue
					}
					if seen[cc.Computation] {
						sites = append(sites, site{in, k})
					}
					seen[cc.Computation] = true
				}
			}
		}
		for _, s := range sites {
			orig := s.in.Called[s.k].Computation
			clone := cloneComputation(orig, unique, &nextID)
			s.in.Called[s.k].Computation = clone
			// right after the original, so that it is defined before use
			var comps []*hlo.Computation
			for _, x := range nm.Computations {
				comps = append(comps, x)
				if x == orig {
					comps = append(comps, clone)
				}
			}
			nm.Computations = comps
		}
	}
	return nm
}

// hasSharedCalls reports whether a computation is run from two call
// sites.
func hasSharedCalls(m *hlo.Module) bool {
	seen := map[*hlo.Computation]bool{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				if cc.Computation == nil || !runsAsProgram(in, cc.Role) {
					continue
				}
				if seen[cc.Computation] {
					return true
				}
				seen[cc.Computation] = true
			}
		}
	}
	return false
}

// copyModule copies m's computations and instructions (IDs, names and
// positions kept); shapes, shardings and attributes are shared, as
// nothing here changes them.
func copyModule(m *hlo.Module) *hlo.Module {
	nm := *m
	nm.Computations = nil
	comps := map[*hlo.Computation]*hlo.Computation{}
	insts := map[*hlo.Instruction]*hlo.Instruction{}
	for _, c := range m.Computations {
		nc := copyInstructions(c, insts, func(s string) string { return s }, nil)
		comps[c] = nc
		nm.Computations = append(nm.Computations, nc)
	}
	for _, nc := range nm.Computations {
		for _, in := range nc.Instructions {
			called := make([]hlo.CalledComputation, len(in.Called))
			for i, cc := range in.Called {
				called[i] = cc
				if x, ok := comps[cc.Computation]; ok {
					called[i].Computation = x
				}
			}
			in.Called = called
		}
	}
	nm.Entry = comps[m.Entry]
	return &nm
}

// cloneComputation copies c under new names and IDs; the computations it
// calls stay shared (flattenCalls clones them in turn).
func cloneComputation(c *hlo.Computation, unique func(string) string, nextID *int) *hlo.Computation {
	nc := copyInstructions(c, map[*hlo.Instruction]*hlo.Instruction{}, unique, nextID)
	nc.Name = unique(c.Name)
	for _, in := range nc.Instructions {
		in.Called = append([]hlo.CalledComputation(nil), in.Called...)
	}
	return nc
}

// copyInstructions copies c's instructions into a new computation,
// recording each copy in insts; rename gives the copies' names and, when
// nextID is not nil, the copies take fresh IDs from it.
func copyInstructions(c *hlo.Computation, insts map[*hlo.Instruction]*hlo.Instruction, rename func(string) string, nextID *int) *hlo.Computation {
	nc := *c
	nc.Instructions = make([]*hlo.Instruction, len(c.Instructions))
	for i, in := range c.Instructions {
		ni := *in
		ni.Parent = &nc
		ni.Name = rename(in.Name)
		if nextID != nil {
			ni.ID = *nextID
			*nextID++
		}
		insts[in] = &ni
		nc.Instructions[i] = &ni
	}
	remap := func(xs []*hlo.Instruction) []*hlo.Instruction {
		if xs == nil {
			return nil
		}
		out := make([]*hlo.Instruction, len(xs))
		for i, x := range xs {
			out[i] = x
			if y, ok := insts[x]; ok {
				out[i] = y
			}
		}
		return out
	}
	for _, ni := range nc.Instructions {
		ni.Operands = remap(ni.Operands)
		ni.ControlPredecessors = remap(ni.ControlPredecessors)
	}
	nc.Params = remap(c.Params)
	if c.Root != nil {
		nc.Root = insts[c.Root]
	}
	return &nc
}

// inPostOrder is m, or a copy of it whose computations list their
// instructions in XLA's post order (hlo.PostOrder) where m's text wrote
// them in another, without the instructions nothing reads (no operand of
// a live instruction, not a root, parameter or side effect). XLA never
// partitions the text's order: jax's text path rebuilds each
// computation (xla_computation_to_mlir_module), and the passes before
// the partitioner walk the graph in post order (sharding_propagation.cc,
// ShardingPropagation::Run, over MakeInstructionPostOrder), so every
// topological permutation of a sharded text gets the figures of the text
// as jax writes it. Package spmd's propagation and the per-device module
// it writes follow the instruction list, and a post order starts from
// each unread instruction in text order, so the dead ones go too
// (HloDCE, hlo_dce.cc, removes them before XLA:CPU plans; the per-device
// module's DCE did so here): without this a permutation of
// testdata/xla-spmd/attn_2d_sdy.astext.hlo, whose text has six dead
// reshapes, planned to 5,767,192 bytes of temp and its text to 7,864,452
// (TestSPMDTextOrder). A text jax writes with nothing dead is already in
// this order and is returned as it is.
func inPostOrder(m *hlo.Module) *hlo.Module {
	moved := false
	for _, c := range m.Computations {
		if order := livePostOrder(c); order != nil && !slices.Equal(order, c.Instructions) {
			moved = true
			break
		}
	}
	if !moved {
		return m
	}
	nm := copyModule(m)
	for _, c := range nm.Computations {
		if order := livePostOrder(c); order != nil {
			c.Instructions = order
		}
	}
	return nm
}

// livePostOrder is hlo.PostOrder of c less the instructions that neither
// c's root, a parameter nor a side effect reaches through operands and
// control predecessors; nil where hlo.PostOrder is. The dead go first:
// a post order walks from each unread instruction in text order, so a
// dead one would pull its live operands forward by where the text wrote
// it.
func livePostOrder(c *hlo.Computation) []*hlo.Instruction {
	if c.Root == nil {
		return hlo.PostOrder(c)
	}
	live := make(map[*hlo.Instruction]bool, len(c.Instructions))
	var stack []*hlo.Instruction
	mark := func(in *hlo.Instruction) {
		if !live[in] {
			live[in] = true
			stack = append(stack, in)
		}
	}
	mark(c.Root)
	for _, in := range c.Instructions {
		if in.Opcode == "parameter" || hlo.HasSideEffect(in.Opcode) {
			mark(in)
		}
	}
	for len(stack) > 0 {
		in := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, op := range in.Operands {
			mark(op)
		}
		for _, op := range in.ControlPredecessors {
			mark(op)
		}
	}
	kept := *c
	kept.Instructions = slices.DeleteFunc(slices.Clone(c.Instructions), func(in *hlo.Instruction) bool { return !live[in] })
	return hlo.PostOrder(&kept)
}

package optimize

// Copies of aliased entry parameters, after XLA's CopyInsertion
// (xla/service/copy_insertion.cc: AddCopiesForAliasedInputOutputs, then
// RemoveUnnecessaryCopies), which XLA:CPU (cpu_compiler.cc,
// RunHloPassesAfterLayoutAssn) and XLA:GPU (gpu_compiler.cc,
// PreSchedulingCopyInsertionPipeline) run after fusion and before
// scheduling, so that the copies it keeps are judged by data dependencies
// alone (DependencyHloOrdering), not by the order the scheduler later
// picks.
//
// An entry parameter that input_output_alias pairs with an output shares
// the output's buffer: the output overwrites it. XLA first copies every
// such parameter (its readers read the copy) and the output, then removes
// each copy whose removal keeps every value of the buffer live apart under
// that ordering. The output's copy goes when the parameter's only reader,
// its copy, runs before the output is written. The parameter's copy goes
// only when each of its readers is ordered before the instruction that
// writes the output: an ancestor of it, or the writer itself (which reads
// the operand before it writes). A reader on a branch of the graph that
// the writer does not depend on is not ordered before it, though any
// schedule might run it first; the copy stays, and every reader reads it.
//
// This changes the schedule as well as memory: the copy puts one more
// instruction between the parameter and its readers. In the FSDP step of
// testdata/xla-spmd (fsdp_mlp) each donated weight shard is copied
// (copy.112–114: the weight's gradient fusion reads the shard on a branch
// the update does not depend on), so XLA's breadth-first scheduler
// all-gathers those weights one level later, after the first layer's
// matmul has freed the first gathered weight: three gathered 4 MiB weights
// live at once, not four.
//
// A buffer_donor is paired with an output first, as XLA:CPU and XLA:GPU
// run OptimizeInputOutputBufferAlias just before CopyInsertion (by dense
// size: hlo.PairDonors, the rule the planner's liveness pairs them by
// later), and its pair is copied like an input_output_alias: in
// donor_adam (testdata/xla-spmd) the second weight's shard, read by the
// activation-gradient dot that its own update does not depend on, is
// copied (XLA's copy.21, 1 MiB). Only whole-parameter aliases of array
// parameters are copied here.

import (
	"math"

	"github.com/planner-dev/planner/hlo"
)

// copyAliasedParams inserts XLA's copies of the aliased entry parameters
// whose readers are not all ordered before the output that overwrites
// them, and returns the number inserted.
func copyAliasedParams(s *state) int {
	m := s.m
	e := m.Entry
	if e == nil || e.Root == nil {
		return 0
	}
	aliases := hlo.PairDonors(m, denseBytes).InputOutputAlias
	if len(aliases) == 0 {
		return 0
	}
	params := map[int]*hlo.Instruction{}
	for _, p := range e.Params {
		if p != nil {
			params[p.ParameterNumber] = p
		}
	}
	n := 0
	for _, al := range aliases {
		p := params[al.Param]
		if p == nil || len(al.ParamIndex) != 0 || !p.Shape.IsArray() || s.hasControl(p) {
			continue
		}
		w := outputWriter(e.Root, al.OutputIndex)
		if w == nil || w == p || len(s.users[p.ID]) == 0 {
			continue
		}
		anc := ancestors(w)
		ordered := true
		for _, u := range s.users[p.ID] {
			if u != w && !anc[u] {
				ordered = false
				break
			}
		}
		if ordered {
			continue
		}
		s.copyParam(e, p)
		n++
	}
	return n
}

// outputWriter returns the instruction that writes the output at index
// out of root: the tuple element's defining instruction, through tuples
// and bitcasts (which define no buffer); nil when none is found.
func outputWriter(root *hlo.Instruction, out hlo.ShapeIndex) *hlo.Instruction {
	in := root
	for _, k := range out {
		if in.Opcode != "tuple" || k < 0 || k >= len(in.Operands) {
			return nil
		}
		in = in.Operands[k]
	}
	for in.Opcode == "bitcast" && len(in.Operands) == 1 {
		in = in.Operands[0]
	}
	if in.Opcode == "tuple" || !in.Shape.IsArray() {
		return nil
	}
	return in
}

// ancestors returns the instructions w depends on, through operands and
// control predecessors (DependencyHloOrdering's "executes before w").
func ancestors(w *hlo.Instruction) map[*hlo.Instruction]bool {
	seen := map[*hlo.Instruction]bool{}
	work := []*hlo.Instruction{w}
	for len(work) > 0 {
		in := work[len(work)-1]
		work = work[:len(work)-1]
		for _, xs := range [][]*hlo.Instruction{in.Operands, in.ControlPredecessors} {
			for _, op := range xs {
				if !seen[op] {
					seen[op] = true
					work = append(work, op)
				}
			}
		}
	}
	return seen
}

// copyParam makes every reader of entry parameter p read a new copy of
// it, placed before p's first reader in the text.
func (s *state) copyParam(e *hlo.Computation, p *hlo.Instruction) {
	users := append([]*hlo.Instruction(nil), s.users[p.ID]...)
	first := users[0]
	for _, u := range users[1:] {
		if s.slot[u.ID] >= 0 && (s.slot[first.ID] < 0 || s.slot[u.ID] < s.slot[first.ID]) {
			first = u
		}
	}
	c := s.newInstruction(e, "copy")
	c.Opcode, c.Shape, c.Operands = "copy", p.Shape, []*hlo.Instruction{p}
	c.Pos, c.OpcodePos, c.ShapePos = p.Pos, p.OpcodePos, p.ShapePos
	s.replaceUses(p, c)
	s.addUser(p, c)
	s.placeBefore(c, first)
}

// denseBytes is the size OptimizeInputOutputBufferAlias pairs donors by on
// XLA:CPU and XLA:GPU: element count times element width, no padding;
// math.MaxInt64 for a size past int64 (the layout step refuses such a
// shape at its position).
func denseBytes(s hlo.Shape) int64 {
	n, b := s.ElementCount(), int64(elementBits(s.Element))
	if n < 0 || b > 0 && n > (math.MaxInt64-7)/b {
		return math.MaxInt64
	}
	return (n*b + 7) / 8
}

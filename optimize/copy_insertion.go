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
	"cmp"
	"math"
	"slices"

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
	var o *depOrder
	for _, al := range aliases {
		p := params[al.Param]
		if p == nil || len(al.ParamIndex) != 0 || !p.Shape.IsArray() || s.hasControl(p) {
			continue
		}
		w := outputWriter(e.Root, al.OutputIndex)
		if w == nil || w == p || len(s.users[p.ID]) == 0 {
			continue
		}
		if o == nil {
			o = newDepOrder(s, e)
		}
		if o.allBefore(s.users[p.ID], w) {
			continue
		}
		c := s.copyParam(e, p)
		o.rankAfter(c, p)
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

// depOrder answers copyAliasedParams' question, whether every reader of
// a parameter is an ancestor of the output's writer (through operands and
// control predecessors: DependencyHloOrdering's "executes before"),
// without collecting all of the writer's ancestors for each alias: that
// was quadratic in a training step, where every donated weight's update
// depends on most of the graph (11,000 layers: 143 s of CPU). rank
// numbers the entry computation's instructions so that an instruction
// ranks above its operands and control predecessors; the search walks
// back from the writer highest rank first, so once the highest-ranked
// reader not yet reached ranks above everything left to visit, it is no
// ancestor. The answer is the full search's.
type depOrder struct {
	rank  []int   // by instruction ID; -1 unranked
	stamp []int32 // by ID: the search that last visited it
	want  []int32 // by ID: the search that wants it (a reader)
	gen   int32
	heap  []*hlo.Instruction
}

// newDepOrder ranks e's instructions in a depth-first post order from
// each in turn, operands and control predecessors first, at even ranks
// (a copy made later takes its parameter's rank plus one).
func newDepOrder(s *state, e *hlo.Computation) *depOrder {
	o := &depOrder{}
	o.grow(len(s.users))
	next := 0
	type frame struct {
		in *hlo.Instruction
		k  int
	}
	var stack []frame
	for _, root := range e.Instructions {
		if o.rank[root.ID] != -1 {
			continue
		}
		o.rank[root.ID] = -2 // on the stack
		stack = append(stack[:0], frame{in: root})
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			in := f.in
			var op *hlo.Instruction
			if f.k < len(in.Operands) {
				op = in.Operands[f.k]
			} else if j := f.k - len(in.Operands); j < len(in.ControlPredecessors) {
				op = in.ControlPredecessors[j]
			} else {
				o.rank[in.ID] = 2 * next
				next++
				stack = stack[:len(stack)-1]
				continue
			}
			f.k++
			o.grow(op.ID + 1)
			if o.rank[op.ID] == -1 {
				o.rank[op.ID] = -2
				stack = append(stack, frame{in: op})
			}
		}
	}
	return o
}

// grow makes the slices cover IDs below n: at once, where appends one ID
// at a time from empty made 20 MB of copies on the 11,000-layer step.
func (o *depOrder) grow(n int) {
	if len(o.rank) >= n {
		return
	}
	o.rank = extend(o.rank, n-1, -1)
	o.stamp = extend(o.stamp, n-1, 0)
	o.want = extend(o.want, n-1, 0)
}

// rankAfter ranks the new copy c of parameter p just above p (below every
// reader of p, which now reads c).
func (o *depOrder) rankAfter(c, p *hlo.Instruction) {
	o.grow(c.ID + 1)
	o.rank[c.ID] = o.rank[p.ID] + 1
}

// allBefore reports whether every instruction of users other than w is
// an ancestor of w.
func (o *depOrder) allBefore(users []*hlo.Instruction, w *hlo.Instruction) bool {
	o.gen++
	gen := o.gen
	var pending []*hlo.Instruction // the readers to reach, highest rank first
	for _, u := range users {
		if u == w {
			continue
		}
		o.grow(u.ID + 1)
		if o.rank[u.ID] < 0 {
			return false // outside the entry's graph: no ancestor of w
		}
		if o.want[u.ID] != gen {
			o.want[u.ID] = gen
			pending = append(pending, u)
		}
	}
	if len(pending) == 0 {
		return true
	}
	slices.SortFunc(pending, func(x, y *hlo.Instruction) int { return cmp.Compare(o.rank[y.ID], o.rank[x.ID]) })
	o.heap = append(o.heap[:0], w)
	o.stamp[w.ID] = gen
	for len(o.heap) > 0 {
		in := o.pop()
		r := o.rank[in.ID]
		for len(pending) > 0 && o.stamp[pending[0].ID] == gen && o.rank[pending[0].ID] > r {
			pending = pending[1:] // reached already
		}
		if len(pending) > 0 && o.rank[pending[0].ID] > r {
			return false
		}
		for _, xs := range [2][]*hlo.Instruction{in.Operands, in.ControlPredecessors} {
			for _, op := range xs {
				o.grow(op.ID + 1)
				if o.stamp[op.ID] != gen {
					o.stamp[op.ID] = gen
					o.push(op)
				}
			}
		}
		for len(pending) > 0 && o.stamp[pending[0].ID] == gen {
			pending = pending[1:]
		}
		if len(pending) == 0 {
			return true
		}
	}
	return false
}

// push adds in to the max-heap on rank.
func (o *depOrder) push(in *hlo.Instruction) {
	h := append(o.heap, in)
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if o.rank[h[p].ID] >= o.rank[h[i].ID] {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	o.heap = h
}

// pop removes and returns the highest-ranked instruction of the heap.
func (o *depOrder) pop() *hlo.Instruction {
	h := o.heap
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	i := 0
	for {
		l, big := 2*i+1, i
		if l < len(h) && o.rank[h[l].ID] > o.rank[h[big].ID] {
			big = l
		}
		if l+1 < len(h) && o.rank[h[l+1].ID] > o.rank[h[big].ID] {
			big = l + 1
		}
		if big == i {
			break
		}
		h[i], h[big] = h[big], h[i]
		i = big
	}
	o.heap = h
	return top
}

// copyParam makes every reader of entry parameter p read a new copy of
// it, placed before p's first reader in the text.
func (s *state) copyParam(e *hlo.Computation, p *hlo.Instruction) *hlo.Instruction {
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
	return c
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

// copyRepeatedWhileInits gives an element of a while loop's init tuple a
// copy of its own where the loop, which updates its state in place, would
// otherwise overwrite a buffer something else still reads, and returns
// the number of copies made. After XLA's CopyInsertion
// (copy_insertion.cc: AddCopiesForWhile copies every element of the init
// tuple, RemoveUnnecessaryCopies takes back each copy whose buffer would
// not interfere under DependencyHloOrdering): a copy stays where one
// instruction sits at several elements (after the first), and where its
// value has another reader the loop does not depend on (at every
// element: that reader may run after the loop has overwritten it). JAX's
// zero-initialized scan outputs are both: in the held-out gru step of
// testdata/xla-remat one broadcast sits at ten stacked residuals and
// becomes the broadcast and nine copies, and the held-out2 lstm step's
// carry, a broadcast that the backward loop reads as well, is copied at
// both of its elements, as XLA:CPU's dumps show (jaxlib 0.10.2). The
// planner's liveness gave the elements buffers of their own already; what
// the copies change is the order XLA's schedulers pick: the broadcast
// has ten readers, which weigh in DFSMemoryScheduler's extra-users count
// (hlo_memory_scheduler.cc) and in BFS's ready queue. gru under the
// memory-optimized scheduler: 10,502,376 bytes modeled without the
// copies, 9,715,944 with them, 9,716,156 compiled. Constants and parameters are left out (XLA
// copies them too, as read-only buffers: they weigh nothing in either
// scheduler), and so are the elements the body passes through unchanged
// (loopInvariant), which the loop never overwrites.
//
// XLA:CPU rules only: checked against XLA:CPU's dumps. Under the GPU
// rules (the TPU targets') the copies would move the remat step's
// choices on the llama3 8B activation-offloading step (7 GiB broadcasts
// copied into its scan), which no XLA figure here confirms.
func copyRepeatedWhileInits(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	made := map[*hlo.Instruction]bool{}
	for _, c := range sequential(s.m) {
		for _, w := range c.Instructions {
			if s.dead[w.ID] || w.Opcode != "while" || len(w.Operands) != 1 || w.Operands[0].Opcode != "tuple" {
				continue
			}
			t := w.Operands[0]
			if s.dead[t.ID] || s.hasControl(t) {
				continue
			}
			var before map[*hlo.Instruction]bool // w's ancestors, built once needed
			readAfter := func(op *hlo.Instruction) bool {
				for _, u := range s.users[op.ID] {
					if u == t || made[u] || s.dead[u.ID] {
						continue
					}
					if before == nil {
						before = ancestors(w)
					}
					if !before[u] {
						return true
					}
				}
				return false
			}
			invariant := loopInvariant(w)
			seen := map[*hlo.Instruction]bool{}
			for j, op := range t.Operands {
				if !op.Shape.IsArray() || op.Opcode == "constant" || op.Opcode == "parameter" || invariant[j] {
					continue
				}
				if !seen[op] {
					seen[op] = true
					if !readAfter(op) {
						continue
					}
				}
				cp := s.newInstruction(c, "copy")
				cp.Opcode, cp.Shape, cp.Operands = "copy", op.Shape, []*hlo.Instruction{op}
				cp.Pos, cp.OpcodePos, cp.ShapePos = op.Pos, op.OpcodePos, op.ShapePos
				t.Operands[j] = cp
				s.addUser(op, cp)
				s.addUser(cp, t)
				s.placeBefore(cp, t)
				made[cp] = true
				n++
			}
		}
	}
	return n
}

// loopInvariant returns, by element, whether while loop w's body passes
// its state's element through unchanged (the body's root tuple holds
// get-tuple-element(parameter) of the same index): the loop never writes
// that buffer, and XLA keeps no copy for it.
func loopInvariant(w *hlo.Instruction) map[int]bool {
	out := map[int]bool{}
	for _, cc := range w.Called {
		if cc.Role != "body" || cc.Computation == nil || cc.Computation.Root == nil {
			continue
		}
		r := cc.Computation.Root
		if r.Opcode != "tuple" {
			continue
		}
		for j, op := range r.Operands {
			if op.Opcode == "get-tuple-element" && op.TupleIndex == j && len(op.Operands) == 1 && op.Operands[0].Opcode == "parameter" {
				out[j] = true
			}
		}
	}
	return out
}

// ancestors returns the instructions w depends on, through operands and
// control predecessors, within its computation.
func ancestors(w *hlo.Instruction) map[*hlo.Instruction]bool {
	seen := map[*hlo.Instruction]bool{}
	stack := []*hlo.Instruction{w}
	for len(stack) > 0 {
		in := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, list := range [][]*hlo.Instruction{in.Operands, in.ControlPredecessors} {
			for _, op := range list {
				if !seen[op] {
					seen[op] = true
					stack = append(stack, op)
				}
			}
		}
	}
	return seen
}

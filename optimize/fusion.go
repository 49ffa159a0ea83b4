package optimize

// Producer-consumer fusion, after XLA's InstructionFusion
// (instruction_fusion.cc) with the rules of CpuInstructionFusion
// (cpu/cpu_instruction_fusion.cc) or GpuInstructionFusion
// (gpu/gpu_instruction_fusion.cc, gpu_fusible.cc); TPU targets take the
// GPU rules.
//
// Why it matters for memory: an instruction fused into its reader is
// computed inside the reader's loop and never gets a buffer. A JAX lowered
// module materializes every broadcast of a scalar constant and every step
// of an elementwise chain; XLA keeps one buffer per fusion.
//
// The algorithm is XLA's. Each sequential computation is visited in
// reverse post order, consumers before producers. For the consumer at hand
// its operands are tried latest first; an operand (the producer) is fused
// when the rules allow: the producer is cloned into the consumer's fused
// computation (a new loop fusion wraps a consumer that is not one yet) and
// the fusion reads the producer's operands instead. A producer that other
// instructions still read stays, duplicated; one that no one reads any more
// is removed. The fusion goes back on the queue and is visited again, so
// chains grow upward until a producer refuses.
//
// Before the walk, ComputeGloballyUnfusible marks the producers that may
// not be duplicated: those that read more than one large operand, read more
// elements than they write, and cannot fuse into all of their readers on
// every path to them (duplicating them would read their operands twice).
//
// The rules (shouldFuse) for XLA:CPU: a producer is loop-fusible when it is
// elementwise (a scalar constant included), a bitcast, broadcast,
// concatenate, dynamic-slice, dynamic-update-slice, gather, iota, pad,
// reduce, reshape, reverse, slice or transpose; a non-scalar constant never
// fuses; an expensive producer (exp, log, tanh, sqrt, rsqrt, power, divide
// of floats, ...: IsExpensive) is not fused where the consumer reads an
// element more than once, nor duplicated; the root never fuses into a
// reader; a constant alone does not start a fusion; concatenates of more
// than 8 operands or along the minor dimension stay out; at most 5
// reductions per fusion; a dot fuses only as a small matrix-vector product,
// or as an output fusion with an add reading it (kind kOutput); everything
// else makes kLoop fusions. For GPU rules: reductions are fusion roots
// (kind kInput) and never producers, dots and convolutions stay library
// calls, a fusion takes at most 96 operands.
//
// Correctness: fusing a producer into its reader computes the same values
// (the clone reads the producer's operands), and never creates a cycle,
// since the producer's operands precede the consumer.
//
// Naming follows XLA: the fusion instruction is named
// producer_consumer_fusion after the opcodes of the first fusion that made
// it, the fused computations fused_computation, fused_computation.1, ...,
// their parameters param_N; fused instructions keep their names and
// metadata (a duplicated producer's clone takes a fresh name), so explain
// --by source still points at the user's lines.

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// fusionPass is the state of the fusion pass over one computation.
type fusionPass struct {
	s *state
	// c is the computation being fused.
	c *hlo.Computation
	// queue holds the instructions still to visit as consumers, in post
	// order, visited from the back; nil marks a removed one.
	queue []*hlo.Instruction
	// qpos[id] is the index of instruction id in queue, -1 when not queued.
	qpos []int
	// noDup[id] is true for a producer that may not be duplicated
	// (ComputeGloballyUnfusible).
	noDup []bool
	// outputFused[id] is true for a fusion made by output fusion (kOutput).
	outputFused []bool
	// reused[id] is, for a fusion the pass made, the set of operands it
	// reads an element of more than once (see reusesOperand): noReuse
	// while empty, nil for every other instruction. Indexed by ID, not a
	// map keyed by the fusion: its inserts were a twelfth of wrap on a
	// training step.
	reused []map[*hlo.Instruction]bool
	// counts caches indexCounts per fused computation; a fusion drops its
	// entry when it changes.
	counts map[*hlo.Computation]*dupState
	// made lists the fusion instructions made, in order.
	made []*hlo.Instruction
}

// fuse runs producer-consumer fusion over the sequential computations and
// returns the number of producers fused.
func fuse(s *state) int {
	n := 0
	for _, c := range sequential(s.m) {
		f := &fusionPass{s: s, c: c, counts: map[*hlo.Computation]*dupState{}}
		n += f.run()
		for _, in := range f.made {
			if !s.dead[in.ID] {
				finishFused(s, in)
			}
		}
	}
	return n
}

// id makes the per-ID slices long enough and returns in.ID.
func (f *fusionPass) id(in *hlo.Instruction) int {
	if in.ID >= len(f.qpos) {
		f.qpos = extend(f.qpos, in.ID, -1)
		f.noDup = extend(f.noDup, in.ID, false)
		f.outputFused = extend(f.outputFused, in.ID, false)
		f.reused = extend(f.reused, in.ID, nil)
	}
	return in.ID
}

// run is InstructionFusion::Run on one computation.
func (f *fusionPass) run() int {
	s := f.s
	post := s.postOrder(f.c)
	for _, in := range post {
		f.id(in)
	}
	for i, in := range post {
		f.qpos[in.ID] = i
	}
	f.queue = post
	f.unfusible(post)
	n := 0
	for len(f.queue) > 0 {
		in := f.queue[len(f.queue)-1]
		f.queue = f.queue[:len(f.queue)-1]
		if in == nil {
			continue
		}
		f.qpos[f.id(in)] = -1
		if s.dead[in.ID] || (!f.isFusible(in) && in.Opcode != "fusion") {
			continue
		}
		// Operands still queued, latest in the post order first.
		var ops []int
		for k, op := range in.Operands {
			if op.ID < len(f.qpos) && f.qpos[op.ID] >= 0 {
				ops = append(ops, k)
			}
		}
		if len(ops) > 1 {
			slices.SortStableFunc(ops, func(a, b int) int {
				return cmp.Compare(f.qpos[in.Operands[b].ID], f.qpos[in.Operands[a].ID])
			})
		}
		for _, k := range ops {
			p := in.Operands[k]
			if !f.isFusible(p) || f.noDup[f.id(p)] || !f.shouldFuse(in, k) {
				continue
			}
			fu := f.fuse(p, in)
			n++
			f.id(fu)
			f.qpos[fu.ID] = len(f.queue)
			f.queue = append(f.queue, fu)
			if len(s.users[p.ID]) == 0 && p != f.c.Root {
				if f.qpos[p.ID] >= 0 {
					f.queue[f.qpos[p.ID]] = nil
					f.qpos[p.ID] = -1
				}
				s.remove(p)
			}
			break
		}
	}
	return n
}

// postOrder returns c's instructions with every operand before its
// readers, in text order where the text allows it.
//
// Visited instructions are marked by ID in the state's scratch marks
// (every instruction between compacts has an ID of its own), not in a
// map per computation.
func (s *state) postOrder(c *hlo.Computation) []*hlo.Instruction {
	seen := s.visitMarks()
	out := make([]*hlo.Instruction, 0, len(c.Instructions))
	var stack []*hlo.Instruction
	var idx []int
	for _, root := range c.Instructions {
		if seen.test(root.ID) {
			continue
		}
		stack = append(stack[:0], root)
		idx = append(idx[:0], 0)
		for len(stack) > 0 {
			top := stack[len(stack)-1]
			i := idx[len(idx)-1]
			deps := len(top.Operands)
			if i < deps+len(top.ControlPredecessors) {
				idx[len(idx)-1]++
				var next *hlo.Instruction
				if i < deps {
					next = top.Operands[i]
				} else {
					next = top.ControlPredecessors[i-deps]
				}
				if next.Parent == c && !seen.test(next.ID) {
					stack = append(stack, next)
					idx = append(idx, 0)
				}
				continue
			}
			out = append(out, top)
			stack = stack[:len(stack)-1]
			idx = idx[:len(idx)-1]
		}
	}
	return out
}

// isFusible is HloInstruction::IsFusible: what may take part in a fusion
// at all.
func (f *fusionPass) isFusible(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "parameter", "while", "conditional", "call", "domain", "tuple", "get-tuple-element":
		return false
	}
	if f.s.hasControl(in) || otherMemory(in.Shape) {
		return false
	}
	for _, op := range in.Operands {
		if otherMemory(op.Shape) {
			return false
		}
	}
	switch in.Opcode {
	case "fusion", "map", "reduce", "reduce-window":
		return true
	}
	return !hlo.HasSideEffect(in.Opcode)
}

// unfusible marks the producers that may not be duplicated
// (ComputeGloballyUnfusible): those, visited consumers first, that read
// more than one operand of their rank and more elements than they write,
// unless they can fuse into every reader on every path (canFuseOnAllPaths).
//
// The post order's positions are read from f.qpos, which run sets to
// them before it calls unfusible, not from a map of the computation's
// instructions (TestUnfusibleScratch: 73,888 bytes per call on a chain
// of 3,003 with it).
func (f *fusionPass) unfusible(post []*hlo.Instruction) {
	for i := len(post) - 1; i >= 0; i-- {
		p := post[i]
		if effectivelyUnary(p) {
			continue
		}
		var in int64
		seen := map[*hlo.Instruction]bool{}
		for _, op := range p.Operands {
			if !seen[op] {
				seen[op] = true
				in += elements(op.Shape)
			}
		}
		if in <= elements(p.Shape) {
			continue
		}
		all := f.isFusible(p)
		if all {
			r := &reachFrom{p: p, pos: f.qpos, memo: map[*hlo.Instruction]bool{}}
			cache := map[*hlo.Instruction]bool{}
			for _, u := range f.s.users[p.ID] {
				if !f.canFuseOnAllPaths(p, u, r, cache) {
					all = false
					break
				}
			}
		}
		if !all {
			f.noDup[f.id(p)] = true
		}
	}
}

// canFuseOnAllPaths is CanFuseOnAllPaths: whether producer p can fuse
// into consumer c along every path from p to c, that is, c may take each
// operand p reaches (p itself included), and p can fuse into each of
// those operands on all paths in turn. cache holds the answers for p.
func (f *fusionPass) canFuseOnAllPaths(p, c *hlo.Instruction, r *reachFrom, cache map[*hlo.Instruction]bool) bool {
	if c == p {
		return true
	}
	if !f.isFusible(c) {
		return false
	}
	if v, ok := cache[c]; ok {
		return v
	}
	ok := true
	for k, op := range c.Operands {
		if !r.reaches(op) {
			continue
		}
		if f.noDup[f.id(op)] || !f.shouldFuse(c, k) || !f.canFuseOnAllPaths(p, op, r, cache) {
			ok = false
			break
		}
	}
	cache[c] = ok
	return ok
}

// reachFrom answers whether an instruction of the computation depends on
// p (p itself included: HloReachabilityMap's IsReachable(p, p)), walking
// operands back no further than p's place in the post order, with the
// answers kept.
type reachFrom struct {
	p *hlo.Instruction
	// pos[id] is the place of instruction id in the post order, -1 (or
	// past the end) for one not in it.
	pos  []int
	memo map[*hlo.Instruction]bool
}

func (r *reachFrom) reaches(x *hlo.Instruction) bool {
	if x == r.p {
		return true
	}
	i := -1
	if x.ID < len(r.pos) {
		i = r.pos[x.ID]
	}
	if i < 0 || i <= r.pos[r.p.ID] {
		return false
	}
	if v, ok := r.memo[x]; ok {
		return v
	}
	r.memo[x] = false // no cycles in a computation; guards the walk
	v := false
	for _, op := range x.Operands {
		if r.reaches(op) {
			v = true
			break
		}
	}
	r.memo[x] = v
	return v
}

// otherMemory reports whether s or one of its elements has a layout
// naming a memory space other than the default (S(n), n > 0): moves
// between memory spaces are not fused.
func otherMemory(s hlo.Shape) bool {
	if s.Layout != nil && s.Layout.MemorySpace != 0 {
		return true
	}
	for _, e := range s.Tuple {
		if otherMemory(e) {
			return true
		}
	}
	return false
}

// effectivelyUnary reports whether in reads at most one operand of its
// result's true rank (broadcasts, iotas and scalar constants do not count).
func effectivelyUnary(in *hlo.Instruction) bool {
	rank := 0
	in.Shape.ForEachSubshape(func(sub hlo.Shape, _ hlo.ShapeIndex) {
		if sub.IsArray() {
			rank = max(rank, trueRank(sub))
		}
	})
	n := 0
	for _, op := range in.Operands {
		if op.Opcode == "broadcast" || op.Opcode == "iota" || op.Opcode == "constant" && isScalar(op.Shape) {
			continue
		}
		r := 0
		if op.Shape.IsArray() {
			r = trueRank(op.Shape)
		}
		if r >= rank {
			n++
		}
	}
	return n <= 1
}

// calledFused returns the fused computation of a fusion instruction.
func calledFused(in *hlo.Instruction) *hlo.Computation {
	return in.CalledComputation("calls")
}

// fuse fuses producer p into consumer in (a fusion, or an instruction a new
// fusion then wraps) and returns the fusion.
func (f *fusionPass) fuse(p, in *hlo.Instruction) *hlo.Instruction {
	s := f.s
	fu := in
	if in.Opcode != "fusion" || f.outputFused[f.id(in)] && !f.outputFusion(p, in) {
		kind := "kLoop"
		if f.outputFusion(p, in) {
			kind = "kOutput"
		}
		fu = f.wrap(p, in, kind)
		if kind == "kOutput" {
			f.outputFused[f.id(fu)] = true
		}
	}
	f.noteReuse(fu, p)
	param, clone := f.fuseInto(fu, p)
	f.noteFused(calledFused(fu), param, clone)
	if s.opt.Rules == GPU {
		if r := calledFused(fu).Root; r != nil && (r.Opcode == "reduce" || r.Opcode == "scatter") {
			setAttr(fu, "kind", "kInput")
		}
	}
	return fu
}

// wrap replaces in by a fusion of one instruction, a clone of in, named
// after p and in's opcodes.
func (f *fusionPass) wrap(p, in *hlo.Instruction, kind string) *hlo.Instruction {
	s := f.s
	fc := &hlo.Computation{Name: s.uniqueComputationName("fused_computation"), Pos: in.Pos}
	fu := s.newInstruction(f.c, p.Opcode+"_"+in.Opcode+"_fusion")
	fu.Opcode, fu.Shape = "fusion", in.Shape
	fu.Pos, fu.OpcodePos, fu.ShapePos, fu.Metadata = in.Pos, in.OpcodePos, in.ShapePos, in.Metadata
	fu.Attrs = []hlo.Attr{{Name: "kind", Value: kind}}
	fu.Called = []hlo.CalledComputation{{Role: "calls", Computation: fc, Pos: in.Pos}}
	clone := s.cloneInto(fc, in, in.Name)
	for _, op := range in.Operands {
		k := indexOf(fu.Operands, op)
		if k < 0 {
			k = len(fu.Operands)
			fu.Operands = append(fu.Operands, op)
			s.newParam(fc, op, k)
		}
		clone.Operands = append(clone.Operands, fc.Params[k])
		s.addUser(fc.Params[k], clone)
	}
	fc.Root = clone
	fc.Instructions = append(fc.Instructions, clone)
	s.insertComputation(fc, f.c)
	set := noReuse
	for k, op := range in.Operands {
		if reuseUse(in, k) {
			if len(set) == 0 {
				set = map[*hlo.Instruction]bool{}
			}
			set[op] = true
		}
	}
	f.reused[f.id(fu)] = set
	s.substitute(in, fu)
	f.made = append(f.made, fu)
	return fu
}

// fuseInto clones producer p into fusion fu in place of the parameter that
// reads p, and makes fu read p's operands.
func (f *fusionPass) fuseInto(fu, p *hlo.Instruction) (param, clone *hlo.Instruction) {
	s := f.s
	fc := calledFused(fu)
	k := indexOf(fu.Operands, p)
	if k < 0 {
		panic("optimize: fusing " + p.Name + " into " + fu.Name + ", which does not read it")
	}
	param = fc.Params[k]
	name := p.Name
	if readByOthers(s, p, fu) {
		name = s.uniqueName(p.Name)
	}
	clone = s.cloneInto(fc, p, name)
	// Drop parameter k: the clone takes its readers, found in the users
	// the state keeps for fused instructions too (a scan of fc would make
	// a chain growing into one fusion quadratic). The parameter stays in
	// fc.Instructions, dead, until finishFused rebuilds the list from the
	// root.
	readers := s.users[param.ID]
	for _, x := range readers {
		for j, op := range x.Operands {
			if op == param {
				x.Operands[j] = clone
			}
		}
	}
	s.users[clone.ID], s.users[param.ID] = readers, nil
	s.dead[param.ID] = true
	fc.Params = append(fc.Params[:k:k], fc.Params[k+1:]...)
	for j := k; j < len(fc.Params); j++ {
		fc.Params[j].ParameterNumber = j
	}
	fu.Operands = append(fu.Operands[:k:k], fu.Operands[k+1:]...)
	s.dropUser(p, fu)
	// The dropped parameter becomes the first new one where fu is a
	// fusion this pass made (reused is set for those only): finishFused
	// rebuilds its list from the root, so the parameter's place in
	// fc.Instructions does not matter, and a chain fused one producer at
	// a time then makes no parameter per step (they were 51 of the 72 MB
	// of parameters the 11,000-layer step's fusion allocated). In a
	// fusion of the input, whose list is kept, a new one is appended.
	spare := param
	if f.reused[f.id(fu)] == nil {
		spare = nil
	}
	for _, op := range p.Operands {
		j := indexOf(fu.Operands, op)
		if j < 0 {
			j = len(fu.Operands)
			fu.Operands = append(fu.Operands, op)
			s.addUser(op, fu)
			if spare != nil {
				s.reuseParam(spare, fc, op, j)
				spare = nil
			} else {
				s.newParam(fc, op, j)
			}
		}
		clone.Operands = append(clone.Operands, fc.Params[j])
		s.addUser(fc.Params[j], clone)
	}
	fc.Instructions = append(fc.Instructions, clone)
	return param, clone
}

// cloneInto returns a copy of in for computation fc, without operands.
func (s *state) cloneInto(fc *hlo.Computation, in *hlo.Instruction, name string) *hlo.Instruction {
	c := s.alloc.New()
	*c = *in
	c.Name = name
	c.Parent = fc
	c.Operands = nil
	c.ControlPredecessors = nil
	c.IsRoot = false
	c.Attrs = append([]hlo.Attr(nil), in.Attrs...)
	id := len(s.users)
	s.grow(id)
	c.ID = id
	return c
}

// newParam appends parameter number k, of op's shape, to fc.
func (s *state) newParam(fc *hlo.Computation, op *hlo.Instruction, k int) {
	p := s.alloc.New()
	*p = hlo.Instruction{Name: s.paramName(k), Opcode: "parameter", Shape: op.Shape, Parent: fc, ParameterNumber: k, TupleIndex: -1}
	p.ID = len(s.users)
	s.grow(p.ID)
	fc.Params = append(fc.Params, p)
	fc.Instructions = append(fc.Instructions, p)
}

// reuseParam makes p, a parameter of fc that fuseInto dropped (dead, no
// readers, still in fc.Instructions), parameter number k of op's shape
// again, as newParam would make a new one: same name, same fields; it
// keeps its ID and its place in fc.Instructions.
func (s *state) reuseParam(p *hlo.Instruction, fc *hlo.Computation, op *hlo.Instruction, k int) {
	id := p.ID
	*p = hlo.Instruction{Name: s.paramName(k), Opcode: "parameter", Shape: op.Shape, Parent: fc, ParameterNumber: k, TupleIndex: -1, ID: id}
	s.dead[id] = false
	fc.Params = append(fc.Params, p)
}

// insertComputation puts fc just before computation at in the module, at
// the next compact (inserting one at a time would copy the list per
// fusion).
func (s *state) insertComputation(fc, at *hlo.Computation) {
	if s.pending == nil {
		s.pending = map[*hlo.Computation][]*hlo.Computation{}
	}
	s.pending[at] = append(s.pending[at], fc)
}

// flushComputations places the computations insertComputation queued.
func (s *state) flushComputations() {
	if len(s.pending) == 0 {
		return
	}
	out := make([]*hlo.Computation, 0, len(s.m.Computations)+len(s.pending))
	for _, c := range s.m.Computations {
		out = append(out, s.pending[c]...)
		out = append(out, c)
	}
	s.m.Computations = out
	s.pending = nil
}

// finishFused orders fusion fu's computation (operands before readers,
// parameters where first read), names its parameters param_N uniquely and
// writes its signature.
func finishFused(s *state, fu *hlo.Instruction) {
	fc := calledFused(fu)
	if fc == nil || fc.Root == nil {
		return
	}
	// Visited instructions are marked by ID in the state's scratch
	// marks, not in a map per fusion (fused instructions have IDs of
	// the state, distinct, as every instruction between compacts).
	seen := s.visitMarks()
	out := postOrderFrom(fc.Root, func(x *hlo.Instruction) bool { return seen.test(x.ID) },
		make([]*hlo.Instruction, 0, len(fc.Instructions)))
	for _, p := range fc.Params {
		if !seen.test(p.ID) {
			out = append([]*hlo.Instruction{p}, out...)
		}
	}
	fc.Instructions = out
	sig := &hlo.ComputationLayout{Result: fc.Root.Shape}
	for k, p := range fc.Params {
		if p.Name == "" || !isParamName(p.Name, k) {
			p.Name = s.paramName(k)
		}
		sig.Params = append(sig.Params, p.Shape)
	}
	fc.Signature = sig
}

// postOrderFrom appends to out the instructions reachable from root
// through operands, operands first, skipping each one for which seen (a
// test-and-mark) reports true. It keeps its own stack: a fused chain of
// 10^5 elementwise instructions is as deep, and the recursive walk it
// replaces overflowed the goroutine's stack on it.
func postOrderFrom(root *hlo.Instruction, seen func(*hlo.Instruction) bool, out []*hlo.Instruction) []*hlo.Instruction {
	if root == nil || seen(root) {
		return out
	}
	type frame struct {
		x    *hlo.Instruction
		next int // the next operand to visit
	}
	stack := []frame{{root, 0}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next < len(f.x.Operands) {
			op := f.x.Operands[f.next]
			f.next++
			if !seen(op) {
				stack = append(stack, frame{op, 0})
			}
			continue
		}
		out = append(out, f.x)
		stack = stack[:len(stack)-1]
	}
	return out
}

// isParamName reports whether name is param_k or param_k.N.
func isParamName(name string, k int) bool {
	want := "param_" + strconv.Itoa(k)
	return name == want || len(name) > len(want) && name[:len(want)+1] == want+"."
}

// indexOf returns the index of x in xs, -1 when absent.
func indexOf(xs []*hlo.Instruction, x *hlo.Instruction) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// readByOthers reports whether an instruction other than in reads p.
func readByOthers(s *state, p, in *hlo.Instruction) bool {
	for _, u := range s.users[p.ID] {
		if u != in {
			return true
		}
	}
	return false
}

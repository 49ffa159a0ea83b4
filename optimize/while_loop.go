package optimize

// Two while-loop passes of XLA:CPU's simplification pipeline
// (cpu_compiler.cc), XLA:CPU rules only, each in the part that moves
// buffers:
//
//   - while-licm, WhileLoopInvariantCodeMotion
//     (while_loop_invariant_code_motion.cc) for converts: a convert of a
//     loop-invariant element of the loop state (the body's root passes
//     the element through unchanged) computes the same value in every
//     iteration, so it is computed once before the loop and carried as a
//     new element of the state (WhileUtil::MakeInstructionsLiveIn, which
//     names the widened computations "wide.*"). XLA hoists other
//     invariant instructions too; the model hoists converts and
//     all-gathers only, the ones that change what is live: XLA:CPU computes a bf16 dynamic-slice
//     in f32 (normalize.go), so a scan that slices stacked bf16 residuals
//     in its body converts the whole stack, and hoisted, that f32 copy is
//     live across the loop. An all-gather of such an element is hoisted
//     too: a partitioned scan whose stacked weights are cut on the
//     scanned dimension gathers the whole stack to slice one layer, and
//     XLA's module gathers it once in the entry and carries it in the
//     loop's state (scan_stacked of testdata/xla-spmd/fresh5: the
//     forward's and the backward's gathered stacks, 4 x 32 MiB, live
//     together at XLA's peak).
//   - while-dead-elements, WhileLoopSimplifier's removal of dead tuple
//     elements (TryRemoveDeadWhileParams): an element the body only
//     passes through, the condition does not read and nothing reads after
//     the loop is dropped from the state. Once the convert is hoisted the
//     bf16 stack is such an element: it dies at the convert, before the
//     loop, instead of living across it.
//
// Worked example (remat_scan of testdata/xla-lowered, the backward loop):
// the state holds bf16[6,16,64,1024] r, read in the body only by
// dynamic-slice(r, i); normalized, that is convert(dynamic-slice(convert(r)
// to f32, i)) to bf16. while-licm computes c = convert(r) to f32 before
// the loop and the body slices element c of the state; while-dead-elements
// drops r. XLA's optimized module has the same: wrapped_convert.1 =
// f32[6,16,64,1024] before the loop, read by dynamic-slice_convert_fusion
// in its body, and no bf16 stack in the loop's state. Temp: 66,060,420
// bytes modeled before, 84,934,912 in XLA.
//
// Both passes leave a while alone unless its init is a tuple instruction
// read by the while alone, the while is not its computation's root,
// every reader of the while is a get-tuple-element, its body's root is a
// tuple and its body and condition are called by no other instruction: the state's shape then
// changes in exactly the places the passes rewrite.

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// loop is a while instruction the passes may rewrite, with its parts.
type loop struct {
	w          *hlo.Instruction // the while
	init       *hlo.Instruction // its tuple operand
	body, cond *hlo.Computation
	p, cp      *hlo.Instruction // the body's and the condition's parameter
	root       *hlo.Instruction // the body's root tuple
}

// rewritableLoops returns the whiles of the sequential computations the
// passes may rewrite (see the file comment).
func (s *state) rewritableLoops() []loop {
	calls := map[*hlo.Computation]int{}
	for _, c := range s.m.Computations {
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				calls[cc.Computation]++
			}
		}
	}
	var out []loop
	for _, c := range sequential(s.m) {
		for _, w := range c.Instructions {
			if w.Opcode != "while" || s.dead[w.ID] || s.hasControl(w) || len(w.Operands) != 1 || !w.Shape.IsTuple() {
				continue
			}
			// A while that is its computation's root returns every
			// element (while_loop_simplifier.cc, TupleIndicesUsedAfterLoop:
			// all indices are used when the loop is the root): dropping
			// one would change the computation's result.
			if c.Root == w || w.IsRoot {
				continue
			}
			l := loop{w: w, init: w.Operands[0], body: w.CalledComputation("body"), cond: w.CalledComputation("condition")}
			if l.body == nil || l.cond == nil || l.body == l.cond || calls[l.body] != 1 || calls[l.cond] != 1 ||
				len(l.body.Params) != 1 || len(l.cond.Params) != 1 || l.body.Params[0] == nil || l.cond.Params[0] == nil {
				continue
			}
			l.p, l.cp, l.root = l.body.Params[0], l.cond.Params[0], l.body.Root
			n := len(w.Shape.Tuple)
			if l.init.Opcode != "tuple" || len(l.init.Operands) != n || len(s.users[l.init.ID]) != 1 || s.hasControl(l.init) ||
				l.root == nil || l.root.Opcode != "tuple" || len(l.root.Operands) != n || s.hasControl(l.root) ||
				len(l.p.Shape.Tuple) != n || len(l.cp.Shape.Tuple) != n {
				continue
			}
			if !s.onlyElements(w) || !s.onlyElements(l.p) || !s.onlyElements(l.cp) {
				continue
			}
			out = append(out, l)
		}
	}
	return out
}

// onlyElements reports whether every reader of x is a get-tuple-element.
func (s *state) onlyElements(x *hlo.Instruction) bool {
	for _, u := range s.users[x.ID] {
		if u.Opcode != "get-tuple-element" || s.hasControl(u) {
			return false
		}
	}
	return true
}

// passedThrough reports whether the body's root returns element k of the
// state unchanged.
func (l *loop) passedThrough(k int) bool {
	r := l.root.Operands[k]
	return r.Opcode == "get-tuple-element" && r.TupleIndex == k && len(r.Operands) == 1 && r.Operands[0] == l.p
}

// whileLICM hoists the converts of loop-invariant elements out of the
// rewritable loops and returns how many it hoisted.
func whileLICM(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, l := range s.rewritableLoops() {
		for _, g := range slices.Clone(s.users[l.p.ID]) {
			k := g.TupleIndex
			if s.dead[g.ID] || k < 0 || k >= len(l.init.Operands) || !l.passedThrough(k) {
				continue
			}
			for _, cv := range slices.Clone(s.users[g.ID]) {
				if cv.Opcode != "convert" && cv.Opcode != "all-gather" || len(cv.Operands) != 1 ||
					s.dead[cv.ID] || s.hasControl(cv) || !cv.Shape.IsArray() {
					continue
				}
				s.hoistConvert(l, cv, k)
				n++
			}
		}
	}
	return n
}

// hoistConvert computes cv, a convert of element k of l's state, before
// the loop as a new last element of the state, and makes its readers in
// the body read that element.
func (s *state) hoistConvert(l loop, cv *hlo.Instruction, k int) {
	parent := l.w.Parent
	x := l.init.Operands[k]
	var h *hlo.Instruction
	if cv.Opcode == "convert" {
		h = s.convert(parent, x, cv.Shape.Element, cv)
		h.Shape = withElement(x.Shape, cv.Shape.Element)
	} else {
		// An all-gather of the element (the partitioned module's gather
		// of a scanned stack cut on its scanned dimension): the same
		// collective, once, before the loop.
		h = s.newInstruction(parent, cv.Name)
		h.Opcode, h.Shape, h.Operands = cv.Opcode, cv.Shape, []*hlo.Instruction{x}
		h.Attrs = slices.Clone(cv.Attrs)
		h.Metadata, h.Pos, h.OpcodePos, h.ShapePos = cv.Metadata, cv.Pos, cv.OpcodePos, cv.ShapePos
	}
	s.addUser(x, h)
	s.placeBefore(h, l.init)
	j := len(l.init.Operands)
	l.init.Operands = append(l.init.Operands, h)
	s.addUser(h, l.init)
	for _, x := range []*hlo.Instruction{l.init, l.w, l.p, l.cp, l.root} {
		x.Shape.Tuple = append(slices.Clone(x.Shape.Tuple), h.Shape)
	}
	g := s.newInstruction(l.body, "get-tuple-element")
	g.Opcode, g.Shape, g.Operands, g.TupleIndex = "get-tuple-element", h.Shape, []*hlo.Instruction{l.p}, j
	g.Metadata = cv.Metadata
	s.addUser(l.p, g)
	s.placeBefore(g, cv)
	s.replaceUses(cv, g)
	s.remove(cv)
	l.root.Operands = append(l.root.Operands, g)
	s.addUser(g, l.root)
	l.syncSignatures()
}

// syncSignatures writes the state's shape into the body's and the
// condition's signatures, when they have them: new signatures, since a
// clone of the module shares them with the module it was made from.
func (l *loop) syncSignatures() {
	if sig := l.body.Signature; sig != nil && len(sig.Params) == 1 {
		l.body.Signature = &hlo.ComputationLayout{Params: []hlo.Shape{l.p.Shape}, Result: l.root.Shape}
	}
	if sig := l.cond.Signature; sig != nil && len(sig.Params) == 1 {
		l.cond.Signature = &hlo.ComputationLayout{Params: []hlo.Shape{l.cp.Shape}, Result: sig.Result}
	}
}

// whileDeadElements drops the dead elements of the rewritable loops'
// states and returns how many it dropped.
func whileDeadElements(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, l := range s.rewritableLoops() {
		for k := len(l.init.Operands) - 1; k >= 0; k-- {
			if s.deadElement(l, k) {
				s.dropElement(l, k)
				n++
			}
		}
	}
	return n
}

// deadElement reports whether element k of l's state is passed through by
// the body and read by nothing else: not in the body, not by the
// condition, not after the loop.
func (s *state) deadElement(l loop, k int) bool {
	if !l.passedThrough(k) {
		return false
	}
	read := func(x *hlo.Instruction, allowed *hlo.Instruction) bool {
		for _, g := range s.users[x.ID] {
			if s.dead[g.ID] || g.TupleIndex != k {
				continue
			}
			for _, u := range s.users[g.ID] {
				if u != allowed {
					return true
				}
			}
		}
		return false
	}
	if read(l.p, l.root) || read(l.cp, nil) || read(l.w, nil) {
		return false
	}
	// The root reads the element once, at k.
	uses := 0
	for _, op := range l.root.Operands {
		if op == l.root.Operands[k] {
			uses++
		}
	}
	return uses == 1
}

// dropElement removes element k from l's state: the init's operand, the
// shapes, the root's operand, and the get-tuple-elements of it (which
// nothing reads); the elements after it move down by one.
func (s *state) dropElement(l loop, k int) {
	s.dropUser(l.init.Operands[k], l.init)
	l.init.Operands = slices.Delete(slices.Clone(l.init.Operands), k, k+1)
	g := l.root.Operands[k]
	s.dropUser(g, l.root)
	l.root.Operands = slices.Delete(slices.Clone(l.root.Operands), k, k+1)
	for _, x := range []*hlo.Instruction{l.init, l.w, l.p, l.cp, l.root} {
		x.Shape.Tuple = slices.Delete(slices.Clone(x.Shape.Tuple), k, k+1)
	}
	for _, t := range []*hlo.Instruction{l.p, l.cp, l.w} {
		for _, e := range slices.Clone(s.users[t.ID]) {
			switch {
			case s.dead[e.ID]:
			case e.TupleIndex == k:
				s.remove(e)
			case e.TupleIndex > k:
				e.TupleIndex--
			}
		}
	}
	l.syncSignatures()
}

// whileRepeatedElements merges the repeated elements of the rewritable
// loops' states (XLA:GPU on NVIDIA targets: GPU rules with
// Options.GemmFusion) and returns how many it dropped.
// Modeled on WhileLoopSimplifier's TryRemoveRepeatedWhileTupleIndices
// (while_loop_simplifier.cc): elements j > k of one loop whose init is
// the same instruction, and which the body either passes through
// unchanged, or updates by a dynamic-update-slice of element j itself
// with the same update and indices as element k's, hold the same value
// in every iteration. Element j is dropped: its readers in the body and
// the condition read element k, and its readers after the loop read the
// init (passed through) or element k (updated). A scan whose step
// returns one value twice (JAX stacks tanh(h) both as an output and as a
// residual) so carries one stack where the lowered module has two.
//
// The rule is XLA:GPU's in this model only: XLA:GPU's optimized module of
// the tuned scan step (testdata/xla-remat/gpu/scan.after_optimizations.txt,
// jaxlib 0.11.2) carries three f32[32,64,128] stacks in its forward
// loop where the lowered module has four, while XLA:CPU's (jaxlib 0.10.2,
// ref/scan.memory-usage-report.txt) keeps all four, and so does the CPU
// model. TPU targets, which share the GPU rules, keep them too: no dump
// of XLA:TPU says otherwise.
func whileRepeatedElements(s *state) int {
	if s.opt.Rules != GPU || !s.opt.GemmFusion {
		return 0
	}
	n := 0
	for _, l := range s.rewritableLoops() {
		for k := 0; k < len(l.init.Operands); k++ {
			for j := len(l.init.Operands) - 1; j > k; j-- {
				if s.repeatedElement(l, k, j) {
					s.mergeElement(l, k, j)
					n++
				}
			}
		}
	}
	return n
}

// insertion returns the dynamic-update-slice the body's root returns at
// element k when it updates element k of the state itself (a
// get-tuple-element of the body's parameter at k, as
// IsDynamicUpdateSliceWhileInsertion has it), nil otherwise.
func (l *loop) insertion(k int) *hlo.Instruction {
	r := l.root.Operands[k]
	if r.Opcode != "dynamic-update-slice" || len(r.Operands) < 2 {
		return nil
	}
	g := r.Operands[0]
	if g.Opcode != "get-tuple-element" || g.TupleIndex != k || len(g.Operands) != 1 || g.Operands[0] != l.p {
		return nil
	}
	return r
}

// repeatedElement reports whether element j of l's state repeats element
// k (k < j): the same init instruction, and both passed through or both
// updated in place with the same update and indices.
func (s *state) repeatedElement(l loop, k, j int) bool {
	if l.init.Operands[k] != l.init.Operands[j] || !sameShape(l.w.Shape.Tuple[k], l.w.Shape.Tuple[j]) {
		return false
	}
	if l.passedThrough(k) && l.passedThrough(j) {
		return true
	}
	a, b := l.insertion(k), l.insertion(j)
	if a == nil || b == nil || a == b || s.hasControl(a) || s.hasControl(b) || len(a.Operands) != len(b.Operands) {
		return false
	}
	for i := 1; i < len(a.Operands); i++ {
		if a.Operands[i] != b.Operands[i] {
			return false
		}
	}
	return true
}

// mergeElement makes the readers of element j of l's state read element
// k (in the body and the condition), and after the loop the init (an
// element passed through) or element k (one updated in place), then
// drops element j.
func (s *state) mergeElement(l loop, k, j int) {
	after := l.init.Operands[k]
	if !l.passedThrough(k) {
		after = nil // element k of the while
	}
	for _, t := range []*hlo.Instruction{l.p, l.cp, l.w} {
		var pivot *hlo.Instruction // a get-tuple-element of t at k
		for _, e := range slices.Clone(s.users[t.ID]) {
			if s.dead[e.ID] || e.TupleIndex != j || len(s.users[e.ID]) == 0 {
				continue
			}
			to := after
			if t != l.w || to == nil {
				if pivot == nil {
					pivot = s.elementAt(t, k, e)
				}
				to = pivot
			}
			s.replaceUses(e, to)
		}
	}
	// Element j's update in the root is now element k's, read by nothing
	// but the root: dropElement leaves it to DCE.
	s.dropElement(l, j)
}

// elementAt returns a live get-tuple-element of t at index k, made just
// before at (a reader of t at another index, in t's computation) where
// t has none.
func (s *state) elementAt(t *hlo.Instruction, k int, at *hlo.Instruction) *hlo.Instruction {
	for _, e := range s.users[t.ID] {
		if !s.dead[e.ID] && e.Opcode == "get-tuple-element" && e.TupleIndex == k {
			return e
		}
	}
	g := s.newInstruction(at.Parent, "get-tuple-element")
	g.Opcode, g.Shape, g.Operands, g.TupleIndex = "get-tuple-element", t.Shape.Tuple[k], []*hlo.Instruction{t}, k
	s.addUser(t, g)
	s.placeBefore(g, at)
	return g
}

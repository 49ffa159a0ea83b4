package optimize

// Library fusion: XLA:CPU's LibraryRewriter with the YNNPACK matcher
// (backends/cpu/transforms/library_rewriter.cc, ynn_matcher.h,
// ynn_support.cc), XLA:CPU rules only.
//
// Since jaxlib 0.10, XLA:CPU hands dots and reductions to YNNPACK. Each
// supported reduce and reduce-window, latest first, starts a custom fusion
// (kind=kCustom, backend_config __ynn_fusion, named ynn_fusion.N) that
// grows breadth-first through its neighbours the library supports: upward
// into an operand when every reader of that operand is already in a
// library fusion (the operand is cloned in; it stays outside while another
// fusion reads it), downward into the single reader of a fused
// instruction, dots included (a softmax fusion ends in the attention's
// second dot). Then every supported dot no reduction took in is wrapped
// alone (LIBRARY_FUSION_TYPE_INDIVIDUAL_DOT): a dot's fusion does not grow,
// so the tanh after a matmul is a loop fusion of its own. The loop fusion
// that runs afterwards leaves library fusions alone, neither as consumer
// nor as producer. What that means for memory, and why the pass exists:
// the operand of a reduction is materialized whenever it has a reader
// outside library fusions (x - mean in a layer norm over f32[64,128,768]
// feeds the output too: one buffer the size of the activation), and a
// broadcast feeding a library fusion stays a buffer of its own (XLA's
// wrapped_broadcast.N). Growth stops at an elementwise op YNNPACK does not
// prefer (fewer than minPreferred elements in and out): over f32[8,256,1024]
// the mean has 2048 elements, so the fusion holds the reduction alone and
// x - mean is a loop fusion each reader recomputes.
//
// Supported, as ynn_support.cc has it: dots of f32×f32→f32, bf16×bf16→f32
// or s8×s8→s32 with a row-major lhs contracting its minor dimension and
// the larger of m, k, n at least 8; reductions of f32 over at least one
// dimension whose reducer is add, maximum or minimum of its parameters and
// whose input has at least 32K elements (IsReduceOpOffloadedToYnn; the
// tree reduction rewriter takes the smaller ones);
// elementwise ops among YNNPACK's unary (abs, ceil, convert, cosine, exp,
// floor, log, logistic, negate, round, rsqrt, sign, sine, sqrt, tanh, erf,
// expm1, log1p) and binary (add, divide, maximum, minimum, multiply,
// power, subtract) operators whose result or an operand has at least
// minPreferred elements (IsInstructionPreferredByYnn); and
// constants, iotas, reshapes, bitcasts, broadcasts, transposes and pads of
// YNNPACK's element types.

import (
	"github.com/planner-dev/planner/hlo"
)

// minPreferred is the fewest elements of the result or of an operand of
// an elementwise op a library fusion takes in (kMinElements of
// IsInstructionPreferredByYnn).
const minPreferred = 4096

// ynnMinReduce is the fewest input elements of a reduction XLA:CPU
// offloads to YNNPACK.
const ynnMinReduce = 32 * 1024

// ynnBackendConfig is the backend_config XLA:CPU writes on a YNNPACK
// fusion.
const ynnBackendConfig = `{"fusion_config":{"kind":"__ynn_fusion"},"outer_dimension_partitions":[]}`

// ynnUnary and ynnBinary are YNNPACK's elementwise operators.
var ynnUnary = map[string]bool{
	"abs": true, "ceil": true, "convert": true, "cosine": true, "exponential": true,
	"cbrt": true, "floor": true, "log": true, "logistic": true, "negate": true,
	"round-nearest-even": true, "rsqrt": true, "sign": true, "sine": true, "sqrt": true,
	"tanh": true, "erf": true, "exponential-minus-one": true, "log-plus-one": true,
}
var ynnBinary = map[string]bool{
	"add": true, "divide": true, "maximum": true, "minimum": true, "multiply": true,
	"power": true, "subtract": true,
}

// ynnType reports whether YNNPACK handles the element type.
func ynnType(t hlo.ElementType) bool {
	switch t {
	case "f32", "bf16", "f16", "s8", "u8", "s32":
		return true
	}
	return false
}

// libraryPass is the state of the library fusion of one computation.
type libraryPass struct {
	f *fusionPass
	// fused[id] is true for an instruction of the computation taken into a
	// library fusion (as it was before, or as the fusion that holds it).
	fused []bool
	// moved is set when a fusion grew downward: its computation's text
	// order must be sorted again.
	moved bool
}

// libraryFusion runs the library fusion over the sequential computations
// (CPU rules only) and returns the number of instructions fused.
func libraryFusion(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		f := &fusionPass{s: s, c: c}
		l := &libraryPass{f: f}
		n += l.run()
		for _, in := range f.made {
			if !s.dead[in.ID] {
				finishFused(s, in)
			}
		}
		if l.moved {
			s.compact()
			c.Instructions = s.postOrder(c)
		}
	}
	return n
}

// isFused reports whether in was taken into a library fusion.
func (l *libraryPass) isFused(in *hlo.Instruction) bool {
	return in.ID < len(l.fused) && l.fused[in.ID]
}

// mark records in as taken.
func (l *libraryPass) mark(in *hlo.Instruction) {
	for len(l.fused) <= in.ID {
		l.fused = append(l.fused, false)
	}
	l.fused[in.ID] = true
}

// run is LibraryRewriter::ProcessComputation: the starters (dots and
// reductions) latest first, each grown as far as the rules allow.
func (l *libraryPass) run() int {
	s, c := l.f.s, l.f.c
	post := s.postOrder(c)
	var starters []*hlo.Instruction
	for i := len(post) - 1; i >= 0; i-- {
		in := post[i]
		if (in.Opcode == "reduce" || in.Opcode == "reduce-window") && l.supported(in) {
			starters = append(starters, in)
		}
	}
	// Dots no reduction took in are wrapped one by one
	// (LIBRARY_FUSION_TYPE_INDIVIDUAL_DOT), after the reductions grew.
	for i := len(post) - 1; i >= 0; i-- {
		if in := post[i]; in.Opcode == "dot" && l.supported(in) {
			starters = append(starters, in)
		}
	}
	n := 0
	for _, in := range starters {
		if l.isFused(in) || s.dead[in.ID] || s.hasControl(in) {
			continue
		}
		l.mark(in)
		fu := l.f.wrapCustom(in)
		l.mark(fu)
		n++
		for changed := in.Opcode != "dot"; changed; {
			var k int
			fu, k = l.grow(fu)
			n += k
			changed = k > 0
		}
	}
	return n
}

// grow is one breadth-first sweep of FuseNeighbors; it returns the fusion
// (a merge downward replaces it) and how many instructions it took.
func (l *libraryPass) grow(fu *hlo.Instruction) (*hlo.Instruction, int) {
	s := l.f.s
	type cand struct {
		in *hlo.Instruction
		up bool
	}
	var queue []cand
	visited := map[*hlo.Instruction]bool{fu: true}
	add := func(x *hlo.Instruction) {
		for _, op := range x.Operands {
			if visited[op] || l.isFused(op) {
				continue
			}
			all := true
			for _, u := range s.users[op.ID] {
				if u != fu && u != x && !l.isFused(u) {
					all = false
				}
			}
			if all {
				visited[op] = true
				queue = append(queue, cand{op, true})
			}
		}
		if us := s.users[x.ID]; len(us) == 1 && !visited[us[0]] && !l.isFused(us[0]) && x.Parent.Root != x {
			visited[us[0]] = true
			queue = append(queue, cand{us[0], false})
		}
	}
	add(fu)
	n := 0
	for len(queue) > 0 {
		cd := queue[0]
		queue = queue[1:]
		x := cd.in
		if s.dead[x.ID] || s.hasControl(x) || x.Parent != l.f.c {
			continue
		}
		if !l.supported(x) {
			continue
		}
		if cd.up && indexOf(fu.Operands, x) < 0 {
			continue
		}
		if !cd.up && indexOf(x.Operands, fu) < 0 {
			continue
		}
		l.mark(x)
		if cd.up {
			add(x)
			l.f.fuseInto(fu, x)
			if len(s.users[x.ID]) == 0 && x != l.f.c.Root {
				s.remove(x)
			}
		} else {
			l.fuseConsumer(fu, x)
			add(fu)
		}
		n++
	}
	return fu, n
}

// supported is the YNNPACK matcher's IsOpSupported.
func (l *libraryPass) supported(in *hlo.Instruction) bool {
	if !in.Shape.IsArray() || !ynnType(in.Shape.Element) || otherMemory(in.Shape) || !plainLayout(in.Shape) {
		return false
	}
	switch in.Opcode {
	case "constant", "iota", "broadcast", "transpose", "pad":
		return true
	case "reshape", "bitcast":
		return len(in.Operands) == 1 && in.Operands[0].Shape.Element == in.Shape.Element
	case "dot":
		return ynnDot(in)
	case "reduce", "reduce-window":
		return ynnReduce(in)
	case "fusion":
		return false
	}
	if !ynnUnary[in.Opcode] && !ynnBinary[in.Opcode] {
		return false
	}
	if len(in.Operands) == 1 && !ynnUnary[in.Opcode] || len(in.Operands) == 2 && !ynnBinary[in.Opcode] || len(in.Operands) > 2 {
		return false
	}
	for _, op := range in.Operands {
		if !op.Shape.IsArray() || !ynnType(op.Shape.Element) {
			return false
		}
	}
	return preferred(in)
}

// preferred is IsInstructionPreferredByYnn (ynn_support.cc) for the
// instructions it applies to: YNNPACK takes an elementwise op only when
// its result or one of its operands has at least minPreferred elements.
// Smaller ones (a layer norm's mean over f32[8,256]) stay out of the
// library fusion, which then stops growing there: x - mean becomes a loop
// fusion its readers recompute instead of a full-size library result.
func preferred(in *hlo.Instruction) bool {
	if in.Shape.IsArray() && in.Shape.ElementCount() >= minPreferred {
		return true
	}
	for _, op := range in.Operands {
		if op.Shape.IsArray() && op.Shape.ElementCount() >= minPreferred {
			return true
		}
	}
	return false
}

// ynnDot is IsDotSupportedByYnn, in outline.
func ynnDot(in *hlo.Instruction) bool {
	if len(in.Operands) != 2 {
		return false
	}
	a, b := in.Operands[0].Shape, in.Operands[1].Shape
	ok := a.Element == "f32" && b.Element == "f32" && in.Shape.Element == "f32" ||
		a.Element == "bf16" && b.Element == "bf16" && in.Shape.Element == "f32" ||
		a.Element == "s8" && b.Element == "s8" && in.Shape.Element == "s32" ||
		a.Element == "u8" && b.Element == "s8" && in.Shape.Element == "s32"
	if !ok || !rowMajor(a) || !rowMajor(b) || !rowMajor(in.Shape) {
		return false
	}
	lc, ok1 := intsAttr(in, "lhs_contracting_dims")
	rc, ok2 := intsAttr(in, "rhs_contracting_dims")
	lb, _ := intsAttr(in, "lhs_batch_dims")
	if !ok1 || !ok2 || len(lc) != 1 || len(rc) != 1 {
		return false
	}
	// The lhs contracts its minor dimension (canonical, not column-major);
	// the rhs contracts one of its two minor dimensions.
	if int(lc[0]) != len(a.Dims)-1 || int(rc[0]) < len(lb) || int(rc[0]) < len(b.Dims)-2 {
		return false
	}
	var m, n int64 = 1, 1
	for i, d := range a.Dims {
		if i >= len(lb) && i != int(lc[0]) {
			m *= d
		}
	}
	for i, d := range b.Dims {
		if i >= len(lb) && i != int(rc[0]) {
			n *= d
		}
	}
	k := a.Dims[lc[0]]
	// A matrix-vector product is XLA's own (ynn_support.cc: YNNPACK does
	// not handle vectors in dots), batched or not.
	if m == 1 || n == 1 {
		return false
	}
	return max(m, n, k) >= 8
}

// ynnReduce is IsReduceOpSupportedByYnn: an f32 reduction of one operand
// over at least one dimension by add, maximum or minimum.
func ynnReduce(in *hlo.Instruction) bool {
	if len(in.Operands) != 2 || in.Shape.Element != "f32" || in.Operands[1].Shape.Element != "f32" {
		return false
	}
	if !rowMajor(in.Operands[0].Shape) || !rowMajor(in.Shape) {
		return false
	}
	if in.Opcode == "reduce" {
		d, ok := intsAttr(in, "dimensions")
		if !ok || len(d) == 0 {
			return false
		}
	} else if !ynnWindow(in) {
		return false
	}
	// IsReduceOpOffloadedToYnn: smaller reductions go to the tree
	// reduction rewriter instead (see treeReduced).
	if in.Operands[0].Shape.ElementCount() < ynnMinReduce {
		return false
	}
	r := in.CalledComputation("to_apply")
	if r == nil || r.Root == nil || len(r.Root.Operands) != 2 {
		return false
	}
	switch r.Root.Opcode {
	case "add", "maximum", "minimum":
	default:
		return false
	}
	a, b := r.Root.Operands[0], r.Root.Operands[1]
	return a.Opcode == "parameter" && b.Opcode == "parameter" && a != b
}

// ynnWindow is IsReduceLikeOpSupportedByYnn's rule for a reduce-window's
// window (ynn_support.cc): YNNPACK reduces windows that tile a dimension
// (a size over 1 at a stride equal to it, no dilation, no reversal), at
// least one. A cumulative window (jnp.cumsum's, or a level of
// ReduceWindowRewriter's tree: size 16 at stride 1) is not one, and
// stays a loop fusion (XLA's wrapped_reduce-window).
func ynnWindow(in *hlo.Instruction) bool {
	v, ok := attr(in, "window")
	if !ok || !in.Operands[0].Shape.IsArray() {
		return false
	}
	dims, ok := parseWindowDims(v, len(in.Operands[0].Shape.Dims))
	if !ok {
		return false
	}
	reduced := 0
	for _, d := range dims {
		if d.size <= 1 && d.stride <= 1 {
			continue
		}
		if d.size > 1 && d.stride != d.size || d.lhsDilate != 1 || d.rhsDilate != 1 || d.reversal {
			return false
		}
		reduced++
	}
	return reduced > 0
}

// treeReduced reports whether XLA:CPU's TreeReductionRewriter splits the
// reduction in into a reduce-window and a reduce (reduce_window_size 32;
// the pass tree-reduction, tree_reduction.go): a reduction of one array
// YNNPACK does not take, with a reduced dimension longer than 32.
func treeReduced(in *hlo.Instruction) bool {
	if in.Opcode != "reduce" || len(in.Operands) != 2 || !in.Shape.IsArray() || ynnReduce(in) {
		return false
	}
	d, ok := intsAttr(in, "dimensions")
	if !ok {
		return false
	}
	dims := in.Operands[0].Shape.Dims
	for _, x := range d {
		if x >= 0 && int(x) < len(dims) && dims[x] > treeWindow {
			return true
		}
	}
	return false
}

// wrapCustom replaces in by a library fusion holding it.
func (f *fusionPass) wrapCustom(in *hlo.Instruction) *hlo.Instruction {
	s := f.s
	fu := f.wrap(in, in, "kCustom")
	fu.Name = s.uniqueName("ynn_fusion")
	fu.Attrs = append(fu.Attrs, hlo.Attr{Name: "backend_config", Value: ynnBackendConfig})
	return fu
}

// fuseConsumer is FuseConsumerInstruction: the single reader x of fusion
// fu becomes fu's new root, and fu takes x's place and shape.
func (l *libraryPass) fuseConsumer(fu, x *hlo.Instruction) {
	s := l.f.s
	fc := calledFused(fu)
	root := s.cloneInto(fc, x, x.Name)
	for _, op := range x.Operands {
		if op == fu {
			root.Operands = append(root.Operands, fc.Root)
			s.addUser(fc.Root, root)
			continue
		}
		j := indexOf(fu.Operands, op)
		if j < 0 {
			j = len(fu.Operands)
			fu.Operands = append(fu.Operands, op)
			s.addUser(op, fu)
			s.newParam(fc, op, j)
		}
		root.Operands = append(root.Operands, fc.Params[j])
		s.addUser(fc.Params[j], root)
	}
	fc.Instructions = append(fc.Instructions, root)
	fc.Root = root
	fu.Shape = x.Shape
	fu.Metadata = x.Metadata
	s.dropUser(fu, x)
	s.replaceUses(x, fu)
	s.remove(x)
	l.moved = true
}

package optimize

// The algebraic simplifier, layout-insensitive part.
//
// This pass is the part of XLA's AlgebraicSimplifier (algebraic_simplifier.cc)
// that moves bytes before fusion: the rewrites that delete an instruction
// whose result equals an operand, or that turn a chain of data-movement ops
// into one. Each rule keeps the value of every instruction read by another:
//
//   - reshape, transpose, convert, copy, broadcast, slice, pad,
//     concatenate, dynamic-slice of the operand's shape (a full slice, a
//     pad of zeros, a transpose by the identity, a convert to the same
//     type, a copy to the same layout, one-operand concatenate) is its
//     operand: its readers read the operand instead;
//   - reshape(reshape(x)) is reshape(x); transpose(transpose(x)) is one
//     transpose by the composed permutation; broadcast(broadcast(x)) is one
//     broadcast by the composed dimensions;
//   - a reshape, transpose or slice of a broadcast scalar is a broadcast of
//     that scalar to the new shape (XLA's "sink broadcasts of scalars");
//   - a dynamic-update-slice whose update has the operand's shape is the
//     update; one into a broadcast scalar at constant starts is a pad of
//     the update with that scalar (scatter_expand.go);
//   - add(x, broadcast(0)) and multiply(x, broadcast(1)) are x, and so are
//     max(x, -inf) and min(x, inf) of floats;
//   - a reduction over size-1 dimensions only is a reshape;
//   - add(A, scatter(0, indices, updates)), an add-combining scatter, is
//     scatter(A, indices, updates): updated in place, no buffer of zeros;
//   - under XLA:CPU's rules and XLA:GPU's on NVIDIA targets, a dot with
//     no contracting dimension (an outer product, batched or not) is multiply(broadcast(lhs),
//     broadcast(rhs)) (HandleDot, enable_dot_to_multiply_rewrite): a
//     cheap elementwise producer, fused into each of its readers, where
//     the dot was one library call whose result every reader shared
//     (dpsgd of testdata/xla-remat/heldout3: vmap'd per-example weight
//     gradients, XLA's two loop fusions of f32[128,128,128] each; on
//     an H200 the same: testdata/xla-remat/gpu/dpsgd.after_
//     optimizations.txt multiplies broadcasts inside its reduce
//     fusions, and no f32[128,128,128] has a buffer);
//   - select(broadcast(p), dynamic-update-slice(a, u, i), a), p a scalar,
//     is dynamic-update-slice(a, select(broadcast(p), u,
//     dynamic-slice(a, i)), i): the select is made on the update's shape
//     and a is updated in place (selectIntoUpdate);
//   - get-tuple-element of a tuple instruction is the tuple's operand
//     (TupleSimplifier; calls inlined leave many);
//   - under XLA:CPU's rules, A / broadcast(B) of floats, B not a
//     constant, is A * broadcast(1 / B): the reciprocal is taken once on
//     B's shape (HandleDivide, executing_on_cpu). A layer norm's 1/std
//     or a softmax's 1/sum becomes one small value read by every use of
//     the normalization instead of a divide fused into each, which
//     changes what is live (layernorm_fb of testdata/xla-lowered: XLA's
//     broadcast_divide_fusion, f32[64,128]).
//
// An instruction is only replaced by one of its exact shape, layout
// included, so the entry's result shape never changes. Instructions in a
// control dependency are left alone. Worked example (from a JAX lowered
// bias add):
//
//	r = f32[1,32] reshape(b)          ; b: f32[32]
//	s = f32[1,32] broadcast(r), dimensions={0,1}   -> r (identity broadcast)
//	t = f32[32] reshape(s)            -> reshape(b) to f32[32] -> b
//
// so the add reads broadcast(b) directly and the two reshapes die (DCE).

import (
	"math"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// simplify runs the rules to a fixed point (at most a few rounds) over the
// sequential computations and returns the number of rewrites.
func simplify(s *state) int {
	total := 0
	for round := 0; round < 4; round++ {
		n := 0
		for _, c := range sequential(s.m) {
			for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
				if s.dead[in.ID] || s.hasControl(in) {
					continue
				}
				if s.simplifyOne(in) {
					n++
				}
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

// simplifyOne applies the first rule that matches in; it reports whether
// it rewrote anything.
func (s *state) simplifyOne(in *hlo.Instruction) bool {
	if in.Opcode == "get-tuple-element" && len(in.Operands) == 1 {
		// TupleSimplifier: an element of a tuple instruction is its operand.
		t := in.Operands[0]
		if t.Opcode == "tuple" && in.TupleIndex >= 0 && in.TupleIndex < len(t.Operands) && sameShape(t.Operands[in.TupleIndex].Shape, in.Shape) {
			s.replaceUses(in, t.Operands[in.TupleIndex])
			return true
		}
		return false
	}
	if len(in.Operands) == 0 || !in.Shape.IsArray() {
		return false
	}
	op := in.Operands[0]
	// An instruction equal to its operand.
	if s.isNoOp(in) && sameShape(op.Shape, in.Shape) {
		s.replaceUses(in, op)
		return true
	}
	switch in.Opcode {
	case "reshape":
		if op.Opcode == "reshape" && !s.hasControl(op) {
			s.setOperand(in, 0, op.Operands[0])
			return true
		}
		if s.scalarBroadcast(op) != nil {
			return s.rebroadcast(in, s.scalarBroadcast(op))
		}
	case "transpose":
		if op.Opcode == "transpose" && !s.hasControl(op) {
			p1, ok1 := intsAttr(op, "dimensions")
			p2, ok2 := intsAttr(in, "dimensions")
			if ok1 && ok2 && len(p1) == len(p2) {
				q := make([]int64, len(p2))
				for i, d := range p2 {
					if d < 0 || int(d) >= len(p1) {
						return false
					}
					q[i] = p1[d]
				}
				s.setOperand(in, 0, op.Operands[0])
				setAttr(in, "dimensions", listText(q))
				return true
			}
		}
		if b := s.scalarBroadcast(op); b != nil {
			return s.rebroadcast(in, b)
		}
		if s.transposeOfDot(in, op) {
			return true
		}
	case "slice":
		if b := s.scalarBroadcast(op); b != nil {
			return s.rebroadcast(in, b)
		}
	case "broadcast":
		if op.Opcode == "broadcast" && !s.hasControl(op) && len(op.Operands) == 1 {
			d1, ok1 := intsAttr(op, "dimensions")
			d2, ok2 := intsAttr(in, "dimensions")
			if ok1 && ok2 {
				q := make([]int64, len(d1))
				for i, d := range d1 {
					if d < 0 || int(d) >= len(d2) {
						return false
					}
					q[i] = d2[d]
				}
				s.setOperand(in, 0, op.Operands[0])
				setAttr(in, "dimensions", listText(q))
				return true
			}
		}
	case "reduce":
		// A reduction over size-1 dimensions only moves no element: a
		// reshape (HandleReduce).
		if len(in.Operands) == 2 && op.Shape.IsArray() && op.Shape.Element == in.Shape.Element &&
			op.Shape.ElementCount() == in.Shape.ElementCount() && !s.hasControl(in) {
			r := s.newInstruction(in.Parent, "reshape")
			r.Opcode, r.Shape, r.Operands = "reshape", in.Shape, []*hlo.Instruction{op}
			r.Metadata, r.Pos, r.OpcodePos, r.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
			s.substitute(in, r)
			return true
		}
	case "dynamic-update-slice":
		if len(in.Operands) >= 2 && sameShape(in.Operands[1].Shape, in.Shape) {
			s.replaceUses(in, in.Operands[1])
			return true
		}
		return s.dusOfBroadcastToPad(in)
	case "select":
		return s.selectIntoUpdate(in)
	case "dot":
		return s.dotToMultiply(in) || s.dotToReduce(in)
	case "maximum", "minimum":
		return s.minMaxIdentity(in)
	case "divide":
		return s.divideByBroadcast(in)
	case "add", "multiply":
		if len(in.Operands) != 2 {
			return false
		}
		if in.Opcode == "add" && s.addScatter(in) {
			return true
		}
		want := 0.0
		if in.Opcode == "multiply" {
			want = 1
		}
		for k := 0; k < 2; k++ {
			if isConstantValue(in.Operands[k], want) && sameShape(in.Operands[1-k].Shape, in.Shape) {
				s.replaceUses(in, in.Operands[1-k])
				return true
			}
		}
	}
	return false
}

// minMaxIdentity rewrites max(x, -inf) and min(x, inf) of floats to x
// (HandleMaximum, HandleMinimum). XLA does so when min and max propagate
// NaN, as XLA:CPU and XLA:GPU do by default (xla_cpu_enable_fast_min_max
// and xla_gpu_enable_fast_min_max are off): then max(NaN, -inf) is NaN
// too. JAX's softmax takes max(reduce_max(x), -inf) under stop_gradient;
// without the rule the maximum, on the reduced shape, is too small for
// YNNPACK and stops the library fusion of the reduction there.
func (s *state) minMaxIdentity(in *hlo.Instruction) bool {
	if len(in.Operands) != 2 || !hlo.IsFloat(in.Shape.Element) {
		return false
	}
	id := math.Inf(-1)
	if in.Opcode == "minimum" {
		id = math.Inf(1)
	}
	for k := 0; k < 2; k++ {
		if isConstantValue(in.Operands[k], id) && sameShape(in.Operands[1-k].Shape, in.Shape) {
			s.replaceUses(in, in.Operands[1-k])
			return true
		}
	}
	return false
}

// divideByBroadcast rewrites divide(A, broadcast(B)) of a real float type
// under XLA:CPU's rules into multiply(A, broadcast(divide(1, B))) when B
// is read by the broadcast alone (AlgebraicSimplifier's HandleDivide, "A /
// broadcast(B) => A * broadcast(1 / B)", taken when executing_on_cpu,
// XLA:CPU's simplifier options in cpu_compiler.cc; complex types are left
// alone). A constant B is left too: XLA's rule for A / broadcast(constant)
// runs first and folds the reciprocal into the constant, which changes
// no buffer. The new instructions take the divide's place in the
// text.
//
// Taken only where B is a square root. jaxlib 0.10.2's XLA:CPU takes
// the reciprocal of other divisors too (below), and modeling that brought
// rbg_dropout of testdata/xla-lowered/heldout from 1.236 to 0.960 of XLA;
// but the modules --emit-hlo then wrote computed other bits than XLA's
// compile of the originals (testdata/xla-remat: heldout vit and heldout3
// lru at every fraction, up to 6.5e-7 relative, with remat's emitter
// writing the reciprocals back as divides; attn and moe without it), so
// the model keeps those divides until the emitter writes what XLA
// computes. So it does with two rules that went with it (HandleDivide's
// A / broadcast(constant) as a multiply by the reciprocal constant, and
// HandleMultiply's (a * c) * broadcast(b) as a * broadcast(b * c)): alone
// they changed the fits of heldout2 seq2seq (at 0.7 other bits, 4.7e-4
// relative). What XLA does, as dumped:
//
// What B is does not matter, nor who else reads the value B is made from:
// jaxlib 0.10.2's XLA:CPU (its first algsimp of the simplification
// pipeline, dumped with --xla_dump_hlo_pass_re=algsimp) rewrites
// a / broadcast(exp(b)) with exp(b) read again elsewhere, a broadcast of
// a parameter, of a square root or of a sum alike. What stops it is B's
// second reader: of one broadcast read by two divides it rewrites the
// first, whose reciprocal then reads B too, and keeps the second a divide
// (layernorm_cse of testdata/xla-lowered/textorder: XLA's ynn_fusion.2
// divides by the broadcast square root inside); two broadcasts of one
// value, each read by one divide, are both rewritten. (Of a shared
// broadcast of an exp XLA rewrites both, 1/exp(x) becoming exp(-x) at
// once; the model rewrites the first.) A JAX softmax's forward and
// backward divides each have their own broadcast of the sum, through
// reshapes read once, so each becomes a multiply by one reciprocal on the
// sum's shape, which CSE then shares (rbg_dropout of
// testdata/xla-lowered/heldout: XLA's broadcast_divide_fusion,
// f32[8,8,256]); before, the model kept such a divide where B was no
// square root, and the sum broadcast to f32[8,8,256,256] was a 16 MiB
// buffer read forward and backward.
func (s *state) divideByBroadcast(in *hlo.Instruction) bool {
	if s.opt.Rules != CPU || len(in.Operands) != 2 || !hlo.IsFloat(in.Shape.Element) {
		return false
	}
	a, bc := in.Operands[0], in.Operands[1]
	if bc.Opcode != "broadcast" || len(bc.Operands) != 1 || s.hasControl(bc) {
		return false
	}
	b := bc.Operands[0]
	if b.Opcode == "constant" || !b.Shape.IsArray() || b.Shape.Element != in.Shape.Element ||
		len(s.users[b.ID]) != 1 || s.hasControl(b) {
		return false
	}
	// B is a square root, through the reshapes, bitcasts and
	// element-preserving broadcasts the simplifier has not folded yet
	// (layernorm_fb of testdata/xla-lowered: XLA takes A / broadcast(sqrt(X))
	// as A * broadcast(rsqrt(X)), which XLA:CPU expands to the reciprocal of
	// the root). See the doc comment for why other divisors stay divides.
	root := b
	for (root.Opcode == "reshape" || root.Opcode == "bitcast" || root.Opcode == "broadcast") && len(root.Operands) == 1 &&
		root.Operands[0].Shape.ElementCount() == root.Shape.ElementCount() {
		root = root.Operands[0]
	}
	if root.Opcode != "sqrt" {
		return false
	}
	dims, ok := attr(bc, "dimensions")
	if !ok {
		return false
	}
	// MakeScalarLike(B, 1): a scalar constant, broadcast when B is not a
	// scalar.
	one := s.newInstruction(in.Parent, "constant")
	one.Opcode, one.Shape, one.Literal = "constant", hlo.Shape{Element: b.Shape.Element}, "1"
	s.placeLike(one, in)
	num := one
	if len(b.Shape.Dims) > 0 {
		num = s.splat(one, b.Shape, in)
	}
	recip := s.newInstruction(in.Parent, "divide")
	recip.Opcode, recip.Shape, recip.Operands = "divide", b.Shape, []*hlo.Instruction{num, b}
	s.placeLike(recip, in)
	rb := s.newInstruction(in.Parent, bc.Name)
	rb.Opcode, rb.Shape, rb.Operands = "broadcast", in.Shape, []*hlo.Instruction{recip}
	rb.Attrs = []hlo.Attr{{Name: "dimensions", Value: dims}}
	s.placeLike(rb, in)
	s.multiplyFor(in, a, rb)
	return true
}

// addScatter rewrites add(A, scatter(0, indices, updates)) with an
// add-combining scatter read by nothing else into scatter(A, indices,
// updates) (HandleAdd): the scatter then updates A's buffer in place
// instead of a buffer of zeros of its own.
//
// Not under XLA:CPU's rules for a bf16 or f16 add: XLA:CPU's
// FloatNormalization runs before its simplifier (cpu_compiler.cc,
// RunHloPassesThroughLayoutAssn) and computes a low-precision scatter in
// f32, so its simplifier sees add(A, convert(scatter)) and leaves it (the
// held-out gpt2 step's embedding gradient: in XLA's optimized module
// wrapped_scatter.1 scatters into f32 zeros and the add is fused after
// it). Rewritten here, the module --emit-hlo writes scatters into A
// itself, and the repeated token ids' updates round in another order:
// gpt2 emitted with nothing changed computed other bits, up to 0.0156.
func (s *state) addScatter(in *hlo.Instruction) bool {
	if s.opt.Rules == CPU && lowPrecision(in.Shape.Element) {
		return false
	}
	if s.addScatterOf(in.Operands[0]) && s.addScatterOf(in.Operands[1]) {
		// Both operands are: HandleAdd takes its two-scatter branch,
		// which merges them into one scatter of concatenated indices
		// only when their updates together have fewer elements than
		// the result, and otherwise leaves the add as it is; neither is
		// the one-scatter fold. Folded here, the held-out gnn step's
		// chains of segment_sum gradients (add(add(A, scatter),
		// scatter)) summed in another order: emitted with nothing
		// changed, it computed other bits (2.6e21 on values up to 2e26);
		// XLA's own module of the input scatters the second from zeros
		// and adds (wrapped_add of two wrapped_scatter fusions).
		return false
	}
	for k := 0; k < 2; k++ {
		sc, a := in.Operands[k], in.Operands[1-k]
		if sc.Opcode != "scatter" || len(sc.Operands) != 3 || s.hasControl(sc) || len(s.users[sc.ID]) != 1 ||
			!isConstantValue(sc.Operands[0], 0) || !sameShape(a.Shape, in.Shape) || !sameShape(sc.Shape, in.Shape) {
			continue
		}
		comb := sc.CalledComputation("to_apply")
		if comb == nil || comb.Root == nil || comb.Root.Opcode != "add" {
			continue
		}
		n := s.newInstruction(in.Parent, sc.Name)
		*n = hlo.Instruction{Name: n.Name, ID: n.ID, Parent: in.Parent, ParameterNumber: -1, TupleIndex: -1,
			Opcode: "scatter", Shape: in.Shape, Operands: []*hlo.Instruction{a, sc.Operands[1], sc.Operands[2]},
			Called: sc.Called, Attrs: append([]hlo.Attr(nil), sc.Attrs...),
			Metadata: sc.Metadata, Pos: sc.Pos, OpcodePos: sc.OpcodePos, ShapePos: sc.ShapePos}
		s.substitute(in, n)
		return true
	}
	return false
}

// addScatterOf reports whether x is a scatter that HandleAdd takes as
// one (algebraic_simplifier.cc: a scatter with one reader whose combiner's
// root adds).
func (s *state) addScatterOf(x *hlo.Instruction) bool {
	if x.Opcode != "scatter" || len(s.users[x.ID]) != 1 {
		return false
	}
	comb := x.CalledComputation("to_apply")
	return comb != nil && comb.Root != nil && comb.Root.Opcode == "add"
}

// isNoOp reports whether in computes its first operand unchanged (when the
// shapes match).
func (s *state) isNoOp(in *hlo.Instruction) bool {
	op := in.Operands[0]
	switch in.Opcode {
	case "reshape", "copy":
		return len(in.Operands) == 1
	case "convert":
		return op.Shape.Element == in.Shape.Element
	case "transpose", "broadcast":
		d, ok := intsAttr(in, "dimensions")
		if !ok || len(d) != len(in.Shape.Dims) {
			return false
		}
		for i, x := range d {
			if x != int64(i) {
				return false
			}
		}
		return true
	case "concatenate":
		return len(in.Operands) == 1
	case "slice":
		v, ok := attr(in, "slice")
		return ok && fullSlice(v, op.Shape.Dims)
	case "pad":
		v, ok := attr(in, "padding")
		return ok && zeroPadding(v)
	case "dynamic-slice":
		sz, ok := intsAttr(in, "dynamic_slice_sizes")
		if !ok || len(sz) != len(op.Shape.Dims) {
			return false
		}
		for i, d := range op.Shape.Dims {
			if sz[i] != d {
				return false
			}
		}
		return true
	}
	return false
}

// fullSlice reports whether slice={[0:d0], [0:d1:1], ...} takes all of dims.
func fullSlice(v string, dims []int64) bool {
	v = strings.TrimSpace(v)
	v = strings.TrimPrefix(v, "{")
	v = strings.TrimSuffix(v, "}")
	parts := strings.Split(v, ",")
	if strings.TrimSpace(v) == "" {
		return len(dims) == 0
	}
	if len(parts) != len(dims) {
		return false
	}
	for i, p := range parts {
		p = strings.TrimSpace(p)
		p = strings.TrimPrefix(p, "[")
		p = strings.TrimSuffix(p, "]")
		f := strings.Split(p, ":")
		if len(f) < 2 || len(f) > 3 {
			return false
		}
		if strings.TrimSpace(f[0]) != "0" || strings.TrimSpace(f[1]) != strconv.FormatInt(dims[i], 10) {
			return false
		}
		if len(f) == 3 && strings.TrimSpace(f[2]) != "1" {
			return false
		}
	}
	return true
}

// zeroPadding reports whether padding=0_0x0_0_0 pads nothing.
func zeroPadding(v string) bool {
	for _, dim := range strings.Split(v, "x") {
		for _, n := range strings.Split(dim, "_") {
			if strings.TrimSpace(n) != "0" {
				return false
			}
		}
	}
	return true
}

// scalarBroadcast returns the scalar operand of op when op broadcasts a
// rank-0 array, nil otherwise.
func (s *state) scalarBroadcast(op *hlo.Instruction) *hlo.Instruction {
	if op.Opcode == "broadcast" && len(op.Operands) == 1 && op.Operands[0].Shape.IsArray() && len(op.Operands[0].Shape.Dims) == 0 && !s.hasControl(op) {
		return op.Operands[0]
	}
	return nil
}

// rebroadcast replaces in by a broadcast of the scalar to in's shape.
func (s *state) rebroadcast(in, scalar *hlo.Instruction) bool {
	if scalar.Shape.Element != in.Shape.Element {
		return false
	}
	b := s.newInstruction(in.Parent, "broadcast")
	b.Opcode, b.Shape, b.Operands = "broadcast", in.Shape, []*hlo.Instruction{scalar}
	b.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{}"}}
	b.Metadata, b.Pos, b.OpcodePos, b.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, b)
	return true
}

// transposeOfDot rewrites in = transpose(op), dimensions={1,0}, of a
// matrix-matrix dot op (no batch dimension, one contracting dimension on
// each side) read by nothing else as dot(b, a): the same product with the
// operands swapped writes the transposed result directly. XLA's
// AlgebraicSimplifier does so (HandleTranspose, "transpose(dot(a,b)) =>
// dot(b,a)"): in XLA:CPU's optimized modules a weight gradient
// dot(x, dy), contracting the batch, comes out in the weight's shape,
// where the lowered text transposes dot(dy, x) (testdata/xla-spmd
// megatron_mlp dot.6, testdata/xla-lowered dropout_mlp dot.1), so the
// update fusion that reads it is elementwise and may write over it.
func (s *state) transposeOfDot(in, op *hlo.Instruction) bool {
	if op.Opcode != "dot" || len(op.Operands) != 2 || s.hasControl(op) || len(s.users[op.ID]) != 1 {
		return false
	}
	perm, ok := intsAttr(in, "dimensions")
	if !ok || len(perm) != 2 || perm[0] != 1 || perm[1] != 0 || len(op.Shape.Dims) != 2 {
		return false
	}
	a, b := op.Operands[0], op.Operands[1]
	if len(a.Shape.Dims) != 2 || len(b.Shape.Dims) != 2 {
		return false
	}
	lc, ok1 := intsAttr(op, "lhs_contracting_dims")
	rc, ok2 := intsAttr(op, "rhs_contracting_dims")
	if !ok1 || !ok2 || len(lc) != 1 || len(rc) != 1 {
		return false
	}
	var attrs []hlo.Attr
	for _, at := range op.Attrs {
		switch at.Name {
		case "lhs_batch_dims", "rhs_batch_dims":
			if at.Value != "{}" {
				return false
			}
		case "lhs_contracting_dims":
			at.Value = listText(rc)
		case "rhs_contracting_dims":
			at.Value = listText(lc)
		case "precision_config", "algorithm", "sparsity", "sharding":
			return false
		}
		attrs = append(attrs, at)
	}
	d := s.newInstruction(in.Parent, op.Name)
	d.Opcode, d.Shape, d.Operands, d.Attrs = "dot", in.Shape, []*hlo.Instruction{b, a}, attrs
	d.Metadata, d.Pos, d.OpcodePos, d.ShapePos = op.Metadata, op.Pos, op.OpcodePos, op.ShapePos
	s.substitute(in, d)
	return true
}

// dotToMultiply rewrites in, a dot with no contracting dimension whose
// batch dimensions lead both operands in the same order, as
// multiply(broadcast(lhs), broadcast(rhs)) under XLA:CPU's rules and
// XLA:GPU's on NVIDIA targets (GemmFusion): XLA's
// AlgebraicSimplifier::HandleDot ("If there are no contracting
// dimensions, a dot can be rewritten as mul(broadcast(transpose(x)),
// broadcast(transpose(y)))", enable_dot_to_multiply_rewrite). The result
// of a dot lists the batch dimensions, then the lhs's others, then the
// rhs's, so each operand broadcasts into its own run of them. Operands
// whose batch dimensions do not lead (XLA transposes them first) and
// mixed element types (XLA converts) are left alone.
func (s *state) dotToMultiply(in *hlo.Instruction) bool {
	if !(s.opt.Rules == CPU || s.opt.Rules == GPU && s.opt.GemmFusion) || len(in.Operands) != 2 || s.hasControl(in) || !plainLayout(in.Shape) {
		return false
	}
	lc, ok1 := intsAttr(in, "lhs_contracting_dims")
	rc, ok2 := intsAttr(in, "rhs_contracting_dims")
	if !ok1 || !ok2 || len(lc) != 0 || len(rc) != 0 {
		return false
	}
	lb, _ := intsAttr(in, "lhs_batch_dims")
	rb, _ := intsAttr(in, "rhs_batch_dims")
	if len(lb) != len(rb) {
		return false
	}
	for i := range lb {
		if lb[i] != int64(i) || rb[i] != int64(i) {
			return false
		}
	}
	for _, at := range in.Attrs {
		switch at.Name {
		case "lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims":
		case "precision_config":
		default:
			return false // sparsity, an algorithm, a sharding: left to the dot
		}
	}
	a, b := in.Operands[0], in.Operands[1]
	if !a.Shape.IsArray() || !b.Shape.IsArray() || a.Shape.Element != in.Shape.Element || b.Shape.Element != in.Shape.Element ||
		a.Shape.Dynamic != nil || b.Shape.Dynamic != nil || in.Shape.Dynamic != nil {
		return false
	}
	nb, la, lbr := len(lb), len(a.Shape.Dims), len(b.Shape.Dims)
	if len(in.Shape.Dims) != la+lbr-nb {
		return false
	}
	da := make([]int64, la)
	for i := range da {
		da[i] = int64(i)
	}
	db := make([]int64, lbr)
	for i := range db {
		if i < nb {
			db[i] = int64(i)
		} else {
			db[i] = int64(la + i - nb)
		}
	}
	bcast := func(x *hlo.Instruction, dims []int64) *hlo.Instruction {
		for i, d := range dims {
			if x.Shape.Dims[i] != in.Shape.Dims[d] {
				return nil
			}
		}
		y := s.newInstruction(in.Parent, "broadcast")
		y.Opcode, y.Shape, y.Operands = "broadcast", in.Shape, []*hlo.Instruction{x}
		y.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(dims)}}
		y.Metadata, y.Pos, y.OpcodePos, y.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
		return y
	}
	ba, bb := bcast(a, da), bcast(b, db)
	if ba == nil || bb == nil {
		return false
	}
	for _, y := range []*hlo.Instruction{ba, bb} {
		s.addUser(y.Operands[0], y)
		s.placeBefore(y, in)
	}
	m := s.newInstruction(in.Parent, "multiply")
	m.Opcode, m.Shape, m.Operands = "multiply", in.Shape, []*hlo.Instruction{ba, bb}
	m.Metadata, m.Pos, m.OpcodePos, m.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, m)
	return true
}

// setOperand makes operand k of in read x.
func (s *state) setOperand(in *hlo.Instruction, k int, x *hlo.Instruction) {
	s.dropUser(in.Operands[k], in)
	in.Operands[k] = x
	s.addUser(x, in)
}

// isConstantValue reports whether x is a constant whose every element is
// v: a scalar constant, or a broadcast of one.
func isConstantValue(x *hlo.Instruction, v float64) bool {
	if x.Opcode == "broadcast" && len(x.Operands) == 1 {
		x = x.Operands[0]
	}
	if x.Opcode != "constant" || len(x.Shape.Dims) != 0 {
		return false
	}
	lit := strings.TrimSpace(x.Literal)
	if lit == "true" {
		lit = "1"
	} else if lit == "false" {
		lit = "0"
	}
	f, err := strconv.ParseFloat(lit, 64)
	return err == nil && f == v
}

// placeLike gives x, an instruction a rewrite of in adds, in's position
// and metadata, registers it as its operands' reader and places it
// before in.
func (s *state) placeLike(x, in *hlo.Instruction) {
	x.Metadata, x.Pos, x.OpcodePos, x.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	for _, op := range x.Operands {
		s.addUser(op, x)
	}
	s.placeBefore(x, in)
}

// splat returns the scalar c broadcast to shape, placed before in.
func (s *state) splat(c *hlo.Instruction, shape hlo.Shape, in *hlo.Instruction) *hlo.Instruction {
	x := s.newInstruction(in.Parent, "broadcast")
	x.Opcode, x.Shape, x.Operands = "broadcast", shape, []*hlo.Instruction{c}
	x.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{}"}}
	s.placeLike(x, in)
	return x
}

// multiplyFor replaces in by multiply(a, b) of in's shape, with in's
// position and metadata.
func (s *state) multiplyFor(in, a, b *hlo.Instruction) {
	mul := s.newInstruction(in.Parent, "multiply")
	mul.Opcode, mul.Shape, mul.Operands = "multiply", in.Shape, []*hlo.Instruction{a, b}
	mul.Metadata, mul.Pos, mul.OpcodePos, mul.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, mul)
}

// selectIntoUpdate rewrites select(broadcast(p), dus(a, u, i...), a) (or
// select(p, ...), StableHLO's form), p a scalar and the
// dynamic-update-slice read by the select alone, as
// dus(a, select(broadcast(p), u, dynamic-slice(a, i...)), i...): the
// update is a or u by p, and a is updated in place instead of a select
// of the whole array. XLA's AlgebraicSimplifier does so (pipe4_fori of
// testdata/xla-spmd/fresh5, dumped with --xla_dump_hlo_pass_re=.*: before
// the simplification pipeline's algsimp, select_n.22 = f32[8,32,512]
// select(broadcast, dynamic_update_slice.3, a); after it, select =
// f32[1,32,512] select(broadcast, update, dynamic-slice) and a
// dynamic-update-slice of a with it: jnp.where(last_stage,
// out.at[k].set(y), out) in a pipeline's loop). Before, the whole
// f32[8,32,512] select was a new 512 KiB buffer in every iteration (3.3x
// XLA's temp there).
func (s *state) selectIntoUpdate(in *hlo.Instruction) bool {
	if len(in.Operands) != 3 {
		return false
	}
	p, t, f := in.Operands[0], in.Operands[1], in.Operands[2]
	scalar := s.scalarBroadcast(p)
	if p.Shape.IsArray() && len(p.Shape.Dims) == 0 {
		scalar = p // StableHLO's select of a scalar i1, as the reader keeps it
	}
	if scalar == nil || t.Opcode != "dynamic-update-slice" || len(t.Operands) < 3 || t.Operands[0] != f ||
		s.hasControl(t) || len(s.users[t.ID]) != 1 || !sameShape(t.Shape, in.Shape) {
		return false
	}
	u := t.Operands[1]
	if !u.Shape.IsArray() || u.Shape.Element != in.Shape.Element || len(u.Shape.Dims) != len(in.Shape.Dims) {
		return false
	}
	idx := t.Operands[2:]
	ds := s.newInstruction(in.Parent, "dynamic-slice")
	ds.Opcode, ds.Shape = "dynamic-slice", u.Shape
	ds.Operands = append([]*hlo.Instruction{f}, idx...)
	ds.Attrs = []hlo.Attr{{Name: "dynamic_slice_sizes", Value: listText(u.Shape.Dims)}}
	s.placeLike(ds, in)
	pb := s.splat(scalar, withElement(u.Shape, scalar.Shape.Element), in)
	sel := s.newInstruction(in.Parent, "select")
	sel.Opcode, sel.Shape, sel.Operands = "select", u.Shape, []*hlo.Instruction{pb, u, ds}
	s.placeLike(sel, in)
	d := s.newInstruction(in.Parent, "dynamic-update-slice")
	d.Opcode, d.Shape = "dynamic-update-slice", in.Shape
	d.Operands = append([]*hlo.Instruction{f, sel}, idx...)
	d.Metadata, d.Pos, d.OpcodePos, d.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, d)
	return true
}

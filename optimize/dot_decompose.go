package optimize

// Dot decomposition, after XLA's DotDecomposer (dot_decomposer.cc), which
// XLA:CPU runs right after inlining (cpu_compiler.cc), XLA:CPU rules only.
//
// XLA:CPU's dot emitters and YNNPACK take a dot as a (batched) matrix
// product: batch dimensions leading, one contracting dimension and at most
// one non-contracting dimension per operand. Any other dot is rewritten:
// the lhs transposed to [batch, non-contracting..., contracting...] and
// reshaped to [batch, M, K], the rhs transposed to [batch,
// contracting..., non-contracting...] and reshaped to [batch, K, N]
// (M or N left out where it is 1), the canonical dot, and a reshape back
// to the original result. A transpose that is not the identity moves
// elements: after layout assignment it is a copy, a buffer of the
// operand's size (XLA's copy_bitcast_fusion), live beside the dot's
// other operand and result. That is the weight-gradient dot of a
// sequence model: dW = dot(dY, X) contracting the batch and sequence
// dimensions of both; dY[B,S,N] is copied to [N,B,S] so that the matrix
// [N, B·S] contracts its minor dimension, while X[B,S,D] is only reshaped.
//
// Worked example (vocab_xent, per device): dot(f32[4,128,8192] g,
// f32[4,128,512] h), lhs_contracting_dims={0,1}, rhs_contracting_dims=
// {0,1}, becomes dot(reshape(transpose(g, {2,0,1})) f32[8192,512],
// reshape(h) f32[512,512]) f32[8192,512]: 16 MiB copied.

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// canonicalDotOperand is DotDecomposer's IsCanonical for one operand: one
// contracting dimension, at most one non-contracting one, the batch
// dimensions leading.
func canonicalDotOperand(rank int, contracting, batch []int64) bool {
	if len(contracting) != 1 || len(batch)+2 < rank {
		return false
	}
	for i, d := range batch {
		if d != int64(i) {
			return false
		}
	}
	return true
}

// decomposeDots canonicalizes the dots of the sequential computations
// (CPU rules) and returns how many.
func decomposeDots(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if in.Opcode != "dot" || s.dead[in.ID] || s.hasControl(in) || len(in.Operands) != 2 || !in.Shape.IsArray() || !plainLayout(in.Shape) {
				continue
			}
			lhs, rhs := in.Operands[0], in.Operands[1]
			if !lhs.Shape.IsArray() || !rhs.Shape.IsArray() || lhs.Shape.Dynamic != nil || rhs.Shape.Dynamic != nil || in.Shape.Dynamic != nil {
				continue
			}
			lc, _ := intsAttr(in, "lhs_contracting_dims")
			rc, _ := intsAttr(in, "rhs_contracting_dims")
			lb, _ := intsAttr(in, "lhs_batch_dims")
			rb, _ := intsAttr(in, "rhs_batch_dims")
			if len(lc) != len(rc) || len(lb) != len(rb) {
				continue
			}
			if canonicalDotOperand(len(lhs.Shape.Dims), lc, lb) && canonicalDotOperand(len(rhs.Shape.Dims), rc, rb) {
				continue
			}
			var batch []int64
			for _, d := range lb {
				batch = append(batch, lhs.Shape.Dims[d])
			}
			a, m, keepM := s.dotOperandMatrix(c, lhs, lb, lc, true, batch, in)
			b, nn, _ := s.dotOperandMatrix(c, rhs, rb, rc, false, batch, in)
			if a == nil || b == nil {
				continue
			}
			dims := slices.Clone(batch)
			if m != 1 || keepM {
				dims = append(dims, m)
			}
			if nn != 1 {
				dims = append(dims, nn)
			}
			bd := make([]int64, len(batch))
			for i := range bd {
				bd[i] = int64(i)
			}
			lcd, rcd := int64(len(batch)), int64(len(batch))
			if m != 1 || keepM {
				lcd++
			}
			dot := s.newInstruction(c, in.Name)
			*dot = hlo.Instruction{Name: dot.Name, ID: dot.ID, Parent: c, ParameterNumber: -1, TupleIndex: -1,
				Opcode: "dot", Shape: rowMajorOf(in.Shape.Element, dims), Operands: []*hlo.Instruction{a, b},
				Attrs: slices.Clone(in.Attrs), Metadata: in.Metadata, Pos: in.Pos,
				OpcodePos: in.OpcodePos, ShapePos: in.ShapePos}
			if len(bd) > 0 {
				setAttr(dot, "lhs_batch_dims", listText(bd))
				setAttr(dot, "rhs_batch_dims", listText(bd))
			}
			setAttr(dot, "lhs_contracting_dims", listText([]int64{lcd}))
			setAttr(dot, "rhs_contracting_dims", listText([]int64{rcd}))
			s.addUser(a, dot)
			s.addUser(b, dot)
			s.placeBefore(dot, in)
			out := s.reshapeFor(c, dot, in.Shape, in)
			s.replaceUses(in, out)
			s.remove(in)
			n++
			// XLA:CPU runs DotDecomposer before its simplification
			// pipeline (cpu_compiler.cc), whose AlgebraicSimplifier then
			// folds a transpose of the now matrix-matrix dot into the
			// dot (transposeOfDot): the held-out gru and lstm steps'
			// weight gradients, dot(dY, X) contracting batch and time
			// then transposed, come out as dot(X, dY) in the weight's
			// shape (XLA's pass dump: dot.2 and transpose.13 before
			// algsimp, dot.9 after), which the update fusion may write
			// over. The planner's simplifier ran before this pass.
			if out == dot && len(s.users[dot.ID]) == 1 {
				if u := s.users[dot.ID][0]; u.Opcode == "transpose" && !s.dead[u.ID] {
					s.transposeOfDot(u, dot)
				}
			}
		}
	}
	return n
}

// dotOperandMatrix returns x transposed to [batch, non-contracting,
// contracting] (lhs) or [batch, contracting, non-contracting] (rhs) and
// reshaped to [batch, M, K] or [batch, K, N] (the non-contracting size
// left out when 1, but for an lhs that has non-contracting dimensions),
// that non-contracting size, and whether a non-contracting size of 1 was
// kept. nil when a dimension is out of range.
//
// The lhs's M of 1 is kept as XLA:CPU (jax 0.10.2) keeps it, read from
// its optimized modules, not from dot_decomposer.cc (whose
// CanonicalizeOperand leaves a non-contracting size of 1 out): the
// decode step of gemma2 (testdata/xla-corpus) multiplies an activation
// f32[1,1,2304] by the weights, and every such dot of XLA's optimized
// module is f32[1,N] (dot.2592 = f32[1,2048], the ffw dots f32[1,9216]),
// none f32[N]. A rank-2 result is no matrix-vector product, so
// CpuInstructionFusion::ShouldFuse (cpu_instruction_fusion.cc) fuses no
// producer into the dot: the transpose of a weight that DotDecomposer
// makes is a copy of its own (copy_bitcast_fusion.3, f32[2304,2048], 18
// MiB; 50 of those and 52 f32[2304,1024]), not read in place by the dot.
func (s *state) dotOperandMatrix(c *hlo.Computation, x *hlo.Instruction, batch, contracting []int64, lhs bool, batchDims []int64, of *hlo.Instruction) (*hlo.Instruction, int64, bool) {
	rank := len(x.Shape.Dims)
	var free []int
	var csize, fsize int64 = 1, 1
	for d := 0; d < rank; d++ {
		switch {
		case slices.Contains(contracting, int64(d)):
			csize *= x.Shape.Dims[d]
		case !slices.Contains(batch, int64(d)):
			free = append(free, d)
			fsize *= x.Shape.Dims[d]
		}
	}
	var perm []int
	for _, d := range batch {
		perm = append(perm, int(d))
	}
	var cs []int
	for _, d := range contracting {
		cs = append(cs, int(d))
	}
	if lhs {
		perm = append(append(perm, free...), cs...)
	} else {
		perm = append(append(perm, cs...), free...)
	}
	if len(perm) != rank {
		return nil, 0, false
	}
	for _, p := range perm {
		if p < 0 || p >= rank {
			return nil, 0, false
		}
	}
	// A transpose of a transpose is one transpose, or none (the
	// simplifier's rule, which runs after DotDecomposer in XLA): an
	// operand written as transpose(e) is read as e itself.
	if x.Opcode == "transpose" && len(x.Operands) == 1 && !s.hasControl(x) {
		if inner, ok := intsAttr(x, "dimensions"); ok && len(inner) == rank {
			for i, p := range perm {
				perm[i] = int(inner[p])
			}
			x = x.Operands[0]
		}
	}
	t := s.transposeFor(c, x, perm, of)
	dims := slices.Clone(batchDims)
	keep := lhs && fsize == 1 && len(free) > 0
	switch {
	case fsize == 1 && !keep:
		dims = append(dims, csize)
	case lhs:
		dims = append(dims, fsize, csize)
	default:
		dims = append(dims, csize, fsize)
	}
	return s.reshapeFor(c, t, rowMajorOf(x.Shape.Element, dims), of), fsize, keep
}

// reshapeFor returns x reshaped to shape, a new instruction placed before
// the instruction of that serves, or x itself when the dimensions are
// already shape's.
func (s *state) reshapeFor(c *hlo.Computation, x *hlo.Instruction, shape hlo.Shape, of *hlo.Instruction) *hlo.Instruction {
	if slices.Equal(x.Shape.Dims, shape.Dims) {
		return x
	}
	r := s.newInstruction(c, "reshape")
	r.Opcode, r.Shape, r.Operands = "reshape", shape, []*hlo.Instruction{x}
	r.Metadata, r.Pos, r.OpcodePos, r.ShapePos = of.Metadata, of.Pos, of.OpcodePos, of.ShapePos
	s.addUser(x, r)
	s.placeBefore(r, of)
	return r
}

// rowMajorOf is the array shape of element type t and dimensions dims,
// without a layout (row-major).
func rowMajorOf(t hlo.ElementType, dims []int64) hlo.Shape {
	return hlo.Shape{Element: t, Dims: slices.Clone(dims)}
}

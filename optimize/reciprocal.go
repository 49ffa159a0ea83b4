package optimize

// Divides by constants and the constants they leave: two rules of XLA's
// AlgebraicSimplifier (algebraic_simplifier.cc) that decide which
// broadcasts of a divisor are full-size buffers.
//
//   - A / broadcast(c), c a scalar constant, is A * broadcast(1/c)
//     (HandleDivide, "A / Const => A * (1 / Const)": XLA folds the
//     reciprocal into a new constant). Every backend's simplifier runs it;
//     the model takes it under XLA:CPU's rules only, where it was checked
//     (jaxlib 0.10.2's algsimp dumps): the XLA:GPU compiles recorded in
//     testdata/xla-remat/gpu were of plans made without it, and no GPU was
//     lent to compile the plans it changes (attn, layernorm, xent), so
//     under the GPU rules the divide stays until they are re-run.
//     The model takes f32 and f64 scalars, whose reciprocal it computes
//     as XLA's InvertConstant does, in the element type; a constant array
//     or a narrower float is left a divide.
//   - (a * broadcast(c)) * broadcast(b), c a scalar constant and b not a
//     constant, is a * broadcast(b * c): the constant moves onto b's
//     shape (HandleMultiply, "Mul(Mul(a, constant1), Broadcast(b)) =>
//     Mul(a, Broadcast(Mul(b, constant1)))"); under XLA:CPU's rules only,
//     for the same reason.
//
// In XLA, together with the reciprocal of every divisor, they turn a
// softmax's backward divide under dropout, (g / 0.9) / broadcast(sum),
// into g * broadcast((1/sum) * 1.1111): the broadcast is of a value of
// the sum's shape that only the backward reads, so XLA:CPU's library
// fusion takes it in (rbg_dropout of testdata/xla-lowered/heldout: XLA's
// ynn_fusion.3 broadcasts multiply(1/sum, 1.11111116) inside,
// broadcast.609). The model takes that reciprocal of a square root only
// (divideByBroadcast says why), so here the two rules fold the dropout's
// constant and leave the divide by the broadcast sum.

import (
	"math"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// divideByConstant rewrites divide(A, broadcast(c)) or divide(A, c), c a
// scalar f32 or f64 constant and A no constant, as multiply(A,
// broadcast(1/c)).
func (s *state) divideByConstant(in *hlo.Instruction) bool {
	if s.opt.Rules != CPU || len(in.Operands) != 2 {
		return false
	}
	a, b := in.Operands[0], in.Operands[1]
	if a.Opcode == "constant" {
		return false
	}
	c := b
	if c.Opcode == "broadcast" && len(c.Operands) == 1 {
		c = c.Operands[0]
	}
	if c.Opcode != "constant" || !c.Shape.IsArray() || len(c.Shape.Dims) != 0 || s.hasControl(b) {
		return false
	}
	inv, ok := reciprocalLiteral(c.Shape.Element, c.Literal)
	if !ok || c.Shape.Element != in.Shape.Element {
		return false
	}
	k := s.newInstruction(in.Parent, "constant")
	k.Opcode, k.Shape, k.Literal = "constant", c.Shape, inv
	s.placeLike(k, in)
	r := k
	if b != c {
		r = s.splat(k, b.Shape, in)
	}
	s.multiplyFor(in, a, r)
	return true
}

// reciprocalLiteral returns the literal of 1/v for a scalar literal v of
// type t, computed in t: only f32 and f64, and only a finite, nonzero v
// with a finite reciprocal.
func reciprocalLiteral(t hlo.ElementType, lit string) (string, bool) {
	v, err := strconv.ParseFloat(strings.TrimSpace(lit), 64)
	if err != nil || v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return "", false
	}
	switch t {
	case "f32":
		r := float32(1) / float32(v)
		if math.IsInf(float64(r), 0) || r == 0 {
			return "", false
		}
		return strconv.FormatFloat(float64(r), 'g', -1, 32), true
	case "f64":
		r := 1 / v
		if math.IsInf(r, 0) || r == 0 {
			return "", false
		}
		return strconv.FormatFloat(r, 'g', -1, 64), true
	}
	return "", false
}

// multiplyBroadcastConstant rewrites multiply(multiply(a, C), broadcast(b)),
// in either operand order at both levels, C a scalar constant or a
// broadcast of one, a and b no constants, as multiply(a,
// broadcast(multiply(b, C'), dimensions of the broadcast of b)), C' the
// constant broadcast to b's shape. The inner multiply stays for its other
// readers.
func (s *state) multiplyBroadcastConstant(in *hlo.Instruction) bool {
	if s.opt.Rules != CPU || len(in.Operands) != 2 {
		return false
	}
	for k := 0; k < 2; k++ {
		inner, op := in.Operands[k], in.Operands[1-k]
		if inner.Opcode != "multiply" || len(inner.Operands) != 2 || s.hasControl(inner) {
			continue
		}
		for j := 0; j < 2; j++ {
			a, cst := inner.Operands[j], inner.Operands[1-j]
			if a.Opcode == "constant" {
				continue
			}
			c := cst
			if c.Opcode == "broadcast" && len(c.Operands) == 1 {
				c = c.Operands[0]
			}
			if c.Opcode != "constant" || !c.Shape.IsArray() || len(c.Shape.Dims) != 0 {
				continue
			}
			if op.Opcode != "broadcast" || len(op.Operands) != 1 || s.hasControl(op) {
				return false
			}
			b := op.Operands[0]
			dims, ok := attr(op, "dimensions")
			if !ok || b.Opcode == "constant" || !b.Shape.IsArray() || b.Shape.Element != c.Shape.Element {
				return false
			}
			s.rescale(in, a, b, c, dims)
			return true
		}
	}
	return false
}

// rescale replaces in by multiply(a, broadcast(multiply(b, c'), dims)),
// c' the scalar constant c broadcast to b's shape.
func (s *state) rescale(in, a, b, c *hlo.Instruction, dims string) {
	k := c
	if len(b.Shape.Dims) > 0 {
		k = s.splat(c, b.Shape, in)
	}
	small := s.newInstruction(in.Parent, "multiply")
	small.Opcode, small.Shape, small.Operands = "multiply", b.Shape, []*hlo.Instruction{b, k}
	s.placeLike(small, in)
	wide := s.newInstruction(in.Parent, "broadcast")
	wide.Opcode, wide.Shape, wide.Operands = "broadcast", in.Shape, []*hlo.Instruction{small}
	wide.Attrs = []hlo.Attr{{Name: "dimensions", Value: dims}}
	s.placeLike(wide, in)
	s.multiplyFor(in, a, wide)
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

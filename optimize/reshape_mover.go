package optimize

// The reshape mover, for transposes: XLA's ReshapeMover
// (hlo/transforms/simplifiers/reshape_mover.cc), which XLA:CPU runs in
// its simplification pipeline before layout assignment, to a fixed point
// with the algebraic simplifier.
//
// An elementwise instruction whose operands are equivalent transposes
// (the same permutation), or values a transpose can be pushed into for
// nothing (a broadcast whose dimensions stay in order), computes on the
// transposes' operands instead and is transposed once after
// (IsReshapeMoveCandidate, SinkRearrangeOperands); the simplifier then
// folds each transpose'(transpose(x)) to x. A transpose whose readers are
// not all such instructions stays where it is, and its readers too
// (TryReshapeMoveOnCandidates). The moved transpose can meet the next
// elementwise reader, so a chain of them carries it to its end.
//
// The rule decides what fusion sees. XLA:CPU's fused computation of a
// complex conjugate divided by a broadcast, read through a transpose of a
// pad (jnp.fft.irfft2's gradient in the held-out fno step of
// testdata/xla-remat: transpose(pad) read by real and imag, then negate,
// complex, divide), runs real and imag on the pad itself and transposes
// the quotient last; the pad then has two readers in the fusion, so it is
// not fused (CodeDuplicationTooHigh: a pad invalidates the emitter's
// cache) and stays a buffer of its own, c64[4,64,33,32], 2 MiB, next to
// the fusion's result. With the transpose in its written place the pad had
// one reader, the transpose, and fused: one buffer where XLA keeps two,
// at each of the step's three inverse FFTs (gen/padmover.py, widen/padmover.lowered.hlo:
// TestReshapeMoverPad).
//
// Modelled for transposes only: a reshape operand (a "rearrange" too in
// XLA) makes the instruction no candidate here, and so do a non-scalar
// constant and an rng operand, which XLA rearranges as well. XLA:CPU's
// rules only: XLA:GPU runs the pass too, but its model here is not
// checked against it.

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// moveReshapes runs the transpose part of ReshapeMover to a fixed point
// over the sequential computations and returns the number of
// instructions moved.
func moveReshapes(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	total := 0
	for _, c := range sequential(s.m) {
		work := append([]*hlo.Instruction(nil), c.Instructions...)
		for round := 0; len(work) > 0 && round < 64; round++ {
			var cands []*hlo.Instruction
			in := map[*hlo.Instruction]bool{}
			for _, x := range work {
				if !in[x] && !s.dead[x.ID] && s.moveCandidate(x) {
					in[x] = true
					cands = append(cands, x)
				}
			}
			// A transpose read by an instruction that cannot move keeps
			// all its readers where they are.
			for removed := true; removed && len(cands) > 0; {
				removed = false
				for _, x := range cands {
					if !in[x] {
						continue
					}
					for _, op := range x.Operands {
						if op.Opcode != "transpose" {
							continue
						}
						if slices.ContainsFunc(s.users[op.ID], func(u *hlo.Instruction) bool { return !in[u] }) {
							for _, u := range s.users[op.ID] {
								if in[u] {
									delete(in, u)
									removed = true
								}
							}
						}
					}
				}
			}
			work = work[:0]
			for _, x := range cands {
				if !in[x] {
					continue
				}
				t := s.sinkTranspose(x)
				total++
				work = append(work, s.users[t.ID]...)
			}
		}
	}
	return total
}

// moveCandidate is IsReshapeMoveCandidate for transposes: x is
// elementwise, one operand is a transpose of something a transpose
// cannot be pushed into for nothing, and every operand is a transpose by
// the same permutation or can take the inverse one for nothing.
func (s *state) moveCandidate(x *hlo.Instruction) bool {
	if !hlo.IsElementwise(x.Opcode) || s.hasControl(x) || !x.Shape.IsArray() || x.Shape.Dynamic != nil || len(x.Operands) == 0 {
		return false
	}
	t := s.firstTranspose(x)
	if t == nil {
		return false
	}
	perm, _ := intsAttr(t, "dimensions")
	for _, op := range x.Operands {
		if op.Opcode == "transpose" {
			p, ok := intsAttr(op, "dimensions")
			if !ok || !slices.Equal(p, perm) || !slices.Equal(op.Shape.Dims, t.Shape.Dims) || s.hasControl(op) {
				return false
			}
			continue
		}
		if !trivialTranspose(op, perm) {
			return false
		}
	}
	return true
}

// firstTranspose is FirstNontrivialRearrange: the first operand of x that
// is a transpose, not by the identity, of a value that is not itself
// trivially transposed; nil when there is none or when a reshape comes
// first (the reshape half of the pass is not modelled).
func (s *state) firstTranspose(x *hlo.Instruction) *hlo.Instruction {
	for _, op := range x.Operands {
		if op.Opcode != "transpose" && op.Opcode != "reshape" {
			continue
		}
		if op.Opcode == "reshape" || len(op.Operands) != 1 {
			return nil
		}
		perm, ok := intsAttr(op, "dimensions")
		if !ok || identityPerm(perm) || trivialTranspose(op.Operands[0], perm) {
			continue
		}
		return op
	}
	return nil
}

// trivialTranspose is CanTriviallyRearrange for a transpose by perm: a
// broadcast whose dimensions, in order, stay in order once transposed
// (transpose(broadcast(x)) is broadcast'(x)). XLA's constants and
// single-reader rngs are left out (see the file comment).
func trivialTranspose(x *hlo.Instruction, perm []int64) bool {
	if x.Opcode != "broadcast" || len(x.Operands) != 1 || !x.Shape.IsArray() {
		return false
	}
	dims, ok := intsAttr(x, "dimensions")
	if !ok || !slices.IsSorted(dims) {
		return false
	}
	nd, ok := transposedBroadcastDims(dims, perm)
	return ok && slices.IsSorted(nd)
}

// transposedBroadcastDims returns where the dimensions dims of a
// broadcast land once the broadcast is transposed by the inverse of perm
// (TransposedBcastDims of the inverse): dimension d at perm[d].
func transposedBroadcastDims(dims, perm []int64) ([]int64, bool) {
	out := make([]int64, len(dims))
	for i, d := range dims {
		if d < 0 || int(d) >= len(perm) {
			return nil, false
		}
		out[i] = perm[d]
	}
	return out, true
}

// identityPerm reports whether perm is the identity permutation.
func identityPerm(perm []int64) bool {
	for i, p := range perm {
		if p != int64(i) {
			return false
		}
	}
	return true
}

// sinkTranspose is SinkRearrangeOperands followed by the simplifier's
// folds: x, a move candidate, computes on its operands transposed back
// (a transpose operand's own operand; a broadcast re-broadcast to the
// new shape) and a transpose of the result replaces it. It returns that
// transpose.
func (s *state) sinkTranspose(x *hlo.Instruction) *hlo.Instruction {
	t := s.firstTranspose(x)
	perm, _ := intsAttr(t, "dimensions")
	src := t.Operands[0].Shape
	ops := make([]*hlo.Instruction, len(x.Operands))
	for k, op := range x.Operands {
		if op.Opcode == "transpose" {
			ops[k] = op.Operands[0]
			continue
		}
		// a broadcast of op's operand straight to the untransposed shape
		dims, _ := intsAttr(op, "dimensions")
		nd, _ := transposedBroadcastDims(dims, perm)
		b := s.newInstruction(x.Parent, op.Name)
		b.Opcode, b.Operands = "broadcast", []*hlo.Instruction{op.Operands[0]}
		b.Shape = hlo.Shape{Element: op.Shape.Element, Dims: slices.Clone(src.Dims), Layout: src.Layout}
		if rm, ok := rowMajorShape(b.Shape); ok {
			b.Shape = rm
		}
		b.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(nd)}}
		b.Metadata, b.Pos, b.OpcodePos, b.ShapePos = op.Metadata, op.Pos, op.OpcodePos, op.ShapePos
		s.addUser(b.Operands[0], b)
		s.placeBefore(b, x)
		ops[k] = b
	}
	e := s.newInstruction(x.Parent, x.Name)
	e.Opcode, e.Operands, e.Attrs, e.Called = x.Opcode, ops, x.Attrs, x.Called
	e.Shape = hlo.Shape{Element: x.Shape.Element, Dims: slices.Clone(src.Dims), Layout: src.Layout}
	if rm, ok := rowMajorShape(e.Shape); ok {
		e.Shape = rm
	}
	e.Metadata, e.Pos, e.OpcodePos, e.ShapePos = x.Metadata, x.Pos, x.OpcodePos, x.ShapePos
	for _, op := range ops {
		s.addUser(op, e)
	}
	s.placeBefore(e, x)
	nt := s.newInstruction(x.Parent, t.Name)
	nt.Opcode, nt.Operands, nt.Shape = "transpose", []*hlo.Instruction{e}, x.Shape
	nt.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(perm)}}
	nt.Metadata, nt.Pos, nt.OpcodePos, nt.ShapePos = x.Metadata, x.Pos, x.OpcodePos, x.ShapePos
	s.substitute(x, nt)
	return nt
}

package optimize

// The reshape mover's effect on fusion, for transposes: XLA's ReshapeMover
// (hlo/transforms/simplifiers/reshape_mover.cc), which XLA:CPU runs in
// its simplification pipeline before layout assignment, to a fixed point
// with the algebraic simplifier.
//
// An elementwise instruction whose operands are equivalent transposes
// (the same permutation), or values a transpose passes through for
// nothing (a broadcast whose dimensions stay in order), computes on the
// transposes' operands instead and is transposed once after
// (IsReshapeMoveCandidate, SinkRearrangeOperands); the simplifier then
// folds each transpose'(transpose(x)) to x. A transpose whose readers are
// not all such instructions stays where it is, and its readers too
// (TryReshapeMoveOnCandidates).
//
// What that changes for memory is fusion's count of a producer's readers.
// XLA:CPU's fused computation of a complex conjugate divided by a
// broadcast, read through a transpose of a pad (jnp.fft.irfft2's gradient
// in the held-out fno step of testdata/xla-remat: transpose(pad) read by
// real and imag, then negate, complex, divide), runs real and imag on the
// pad itself and transposes the quotient last; the pad then has two
// readers in the fusion, so it is not fused (CodeDuplicationTooHigh: a pad
// invalidates the emitter's cache) and stays a buffer of its own,
// c64[4,64,33,32], 2 MiB, next to the fusion's result. With the transpose
// in its written place the pad had one reader and fused: one buffer where
// XLA keeps two, at each of the step's three inverse FFTs
// (gen/padmover.py, widen/padmover.lowered.hlo: TestReshapeMoverPad).
//
// The model does not rewrite the module (the text --emit-hlo writes keeps
// JAX's order of the ops, and XLA moves the transposes itself: a module
// rewritten so compiled to other bits, in the last place, on the held-out
// fno and causal fits): userCount counts, for a fused transpose that XLA
// would move, the transpose's readers as its operand's (movedTranspose).
// Modelled for transposes only (XLA moves reshapes too), without XLA's
// constants and single-reader rngs as operands a transpose passes
// through, and for XLA:CPU's rules only.

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// movedTranspose reports whether XLA's ReshapeMover moves transpose t
// below its readers (IsReshapeMoveCandidate for each of them, and
// TryReshapeMoveOnCandidates: all of t's readers must move): t is no
// identity, its operand is not a broadcast it passes through, and every
// reader is elementwise with operands that are transposes by t's
// permutation or broadcasts it passes through. Then t's operand is read
// by t's readers themselves.
func (f *fusionPass) movedTranspose(t *hlo.Instruction) bool {
	if f.s.opt.Rules != CPU || t.Opcode != "transpose" || len(t.Operands) != 1 {
		return false
	}
	perm, ok := intsAttr(t, "dimensions")
	if !ok || identityPerm(perm) || trivialTranspose(t.Operands[0], perm) {
		return false
	}
	us := f.live(f.s.users[t.ID])
	if len(us) == 0 {
		return false
	}
	for _, u := range us {
		if !hlo.IsElementwise(u.Opcode) || !u.Shape.IsArray() {
			return false
		}
		for _, op := range u.Operands {
			if op.Opcode == "transpose" {
				p, ok := intsAttr(op, "dimensions")
				if !ok || !slices.Equal(p, perm) || !slices.Equal(op.Shape.Dims, t.Shape.Dims) {
					return false
				}
				continue
			}
			if !trivialTranspose(op, perm) {
				return false
			}
		}
	}
	return true
}

// live returns the distinct instructions of xs not marked dead.
func (f *fusionPass) live(xs []*hlo.Instruction) []*hlo.Instruction {
	var out []*hlo.Instruction
	for _, x := range distinct(xs) {
		if !f.s.dead[x.ID] {
			out = append(out, x)
		}
	}
	return out
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

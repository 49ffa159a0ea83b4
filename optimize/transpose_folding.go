package optimize

// Transpose folding, after XLA's TransposeFolding (transpose_folding.cc).
//
// dot(transpose(x), y) reads the same numbers as dot(x, y) with the
// contracting dimensions renamed through the permutation, when the
// transpose moves no batch dimension and keeps the free (non-contracting,
// non-batch) dimensions in their order: the dot's result lists batch
// dimensions, then the lhs free dimensions, then the rhs free dimensions,
// each in increasing order, so those orders must survive the renaming.
// XLA:CPU runs the pass with the row-column rule (only such transposes
// fold); the transpose stays when something else reads it, and dies in
// DCE otherwise: its buffer, often the size of a weight, is gone.
//
// Example: w: f32[256,128], t = f32[128,256] transpose(w), dimensions={1,0},
// dot(x: f32[8,256], t), lhs_contracting_dims={1}, rhs_contracting_dims={0}
// becomes dot(x, w), rhs_contracting_dims={1}.

import "github.com/planner-dev/planner/hlo"

// foldTransposes folds transposed dot operands and returns how many.
func foldTransposes(s *state) int {
	n := 0
	for _, c := range sequential(s.m) {
		for _, in := range c.Instructions {
			if in.Opcode != "dot" || len(in.Operands) != 2 || s.hasControl(in) {
				continue
			}
			for k, side := range []string{"lhs", "rhs"} {
				t := in.Operands[k]
				if t.Opcode != "transpose" || s.hasControl(t) || len(t.Operands) != 1 {
					continue
				}
				perm, ok := intsAttr(t, "dimensions")
				if !ok || len(perm) != len(t.Shape.Dims) {
					continue
				}
				contracting, ok1 := intsAttr(in, side+"_contracting_dims")
				batch, ok2 := intsAttr(in, side+"_batch_dims")
				if !ok1 {
					continue
				}
				if !ok2 {
					batch = nil
				}
				if !foldable(perm, contracting, batch) {
					continue
				}
				nc := make([]int64, len(contracting))
				for i, d := range contracting {
					nc[i] = perm[d]
				}
				s.setOperand(in, k, t.Operands[0])
				setAttr(in, side+"_contracting_dims", listText(nc))
				n++
			}
		}
	}
	return n
}

// foldable reports whether a transpose by perm can fold into a dot operand
// with the given contracting and batch dimensions.
func foldable(perm, contracting, batch []int64) bool {
	role := make([]int, len(perm)) // 0 free, 1 contracting, 2 batch
	for _, d := range contracting {
		if d < 0 || int(d) >= len(perm) {
			return false
		}
		role[d] = 1
	}
	for _, d := range batch {
		if d < 0 || int(d) >= len(perm) || perm[d] != d {
			return false
		}
		role[d] = 2
	}
	last := int64(-1)
	for i, p := range perm {
		if p < 0 || int(p) >= len(perm) {
			return false
		}
		if role[i] == 0 {
			if p < last {
				return false
			}
			last = p
		}
	}
	return true
}

var _ = hlo.Lowered

package optimize

// Bitcasts: the layout-sensitive part of XLA's AlgebraicSimplifier.
//
// After layout assignment XLA replaces a reshape, transpose or copy whose
// result has the same bytes in the same order as its operand by a bitcast,
// which defines no buffer: the reader reads the operand's buffer. This
// pass does the same under the layouts the module carries (a layout the
// text leaves out is the default, major-to-minor):
//
//   - a reshape is a bitcast when both shapes are row-major over their
//     dimensions larger than 1 (ShapeUtil::ReshapeIsBitcast for the layouts
//     a lowered module has);
//   - a transpose is a bitcast when its permutation carries the operand's
//     physical order onto the result's (ShapeUtil::TransposeIsBitcast): for
//     each position of the result's minor-to-major list, the operand
//     dimension it reads is the one at the same position of the operand's
//     list, size-1 dimensions aside. Example: gemma2's
//     transpose(f32[256000,2304]{1,0}), dimensions={1,0} to
//     f32[2304,256000]{0,1} reads the same bytes: a bitcast;
//   - a copy between layouts that order the larger-than-1 dimensions alike
//     is a bitcast.
//
// Tiled layouts, element sizes and memory spaces are left alone.

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// bitcasts rewrites the reshapes, transposes and copies that are bitcasts,
// in the sequential and fused computations, and returns how many.
func bitcasts(s *state) int {
	n := 0
	cs := sequential(s.m)
	for c := range fusedComputations(s.m) {
		cs = append(cs, c)
	}
	for _, c := range cs {
		for _, in := range c.Instructions {
			if len(in.Operands) != 1 || s.hasControl(in) || !in.Shape.IsArray() {
				continue
			}
			op := in.Operands[0]
			if !op.Shape.IsArray() || op.Shape.Element != in.Shape.Element || !plainLayout(op.Shape) || !plainLayout(in.Shape) {
				continue
			}
			ok := false
			switch in.Opcode {
			case "reshape":
				ok = rowMajor(op.Shape) && rowMajor(in.Shape)
			case "transpose":
				ok = transposeIsBitcast(in, op)
			case "copy":
				ok = sameDims(op.Shape, in.Shape) && samePhysicalOrder(op.Shape, in.Shape)
			}
			if ok {
				in.Opcode = "bitcast"
				var keep []hlo.Attr
				for _, a := range in.Attrs {
					if a.Name != "dimensions" {
						keep = append(keep, a)
					}
				}
				in.Attrs = keep
				n++
			}
		}
	}
	return n
}

// rowMajor reports whether s's layout orders its larger-than-1 dimensions
// from major to minor by increasing dimension number.
func rowMajor(s hlo.Shape) bool {
	m2m := minorToMajor(s)
	last := len(s.Dims)
	for _, d := range m2m {
		if d < 0 || d >= len(s.Dims) {
			return false
		}
		if s.Dims[d] == 1 {
			continue
		}
		if d > last {
			return false
		}
		last = d
	}
	return true
}

// sameDims reports whether a and b have the same dimensions.
func sameDims(a, b hlo.Shape) bool { return slices.Equal(a.Dims, b.Dims) }

// samePhysicalOrder reports whether a and b (of the same dimensions) order
// their larger-than-1 dimensions alike.
func samePhysicalOrder(a, b hlo.Shape) bool {
	return slices.Equal(physical(a, nil), physical(b, nil))
}

// physical returns s's minor-to-major order without the size-1
// dimensions, each mapped through perm when perm is not nil.
func physical(s hlo.Shape, perm []int64) []int64 {
	var out []int64
	for _, d := range minorToMajor(s) {
		if d < 0 || d >= len(s.Dims) || s.Dims[d] == 1 {
			continue
		}
		x := int64(d)
		if perm != nil {
			x = perm[d]
		}
		out = append(out, x)
	}
	return out
}

// transposeIsBitcast reports whether transpose in of op moves no byte.
func transposeIsBitcast(in, op *hlo.Instruction) bool {
	perm, ok := intsAttr(in, "dimensions")
	if !ok || len(perm) != len(in.Shape.Dims) || len(op.Shape.Dims) != len(perm) {
		return false
	}
	for _, p := range perm {
		if p < 0 || int(p) >= len(perm) {
			return false
		}
	}
	return slices.Equal(physical(in.Shape, perm), physical(op.Shape, nil))
}

package optimize

// Convolution canonicalization, after XLA:CPU's ConvCanonicalization
// (service/cpu/conv_canonicalization.cc), XLA:CPU rules only.
//
// XLA:CPU's convolution runtime (Eigen's, and YNNPACK's) takes an input in
// NHWC order, a kernel in HWIO order and writes NHWC: dim_labels
// b01f_01io->b01f. Any other convolution of the entry computation is
// rewritten to that form: a transpose of the input into batch, spatial,
// feature order, a transpose of the kernel into spatial, input feature,
// output feature order, the canonical convolution, and a transpose of its
// result back into the original order. A convolution that already has
// these dimension numbers stays, unless Eigen would not take it anyway
// (PotentiallyImplementedAsEigenConvolution: an element type other than
// f16 and f32, a reversed window, more than three spatial dimensions, an
// empty operand, an operand under the 16 bytes Eigen aligns): those are
// rewritten too, with transposes that are identities (left out here, as
// the simplifier that follows in XLA removes them).
//
// Why it matters for memory: a JAX training step's backward convolutions
// are not canonical. The kernel gradient of an NHWC convolution is written
// f01b_i01o->01bf (the batch contracted as the input feature) and the
// input gradient reads the kernel as 01oi: each becomes one or two
// transposed copies of an activation — XLA's transpose_copy_fusion.N, a
// buffer the size of the activation (f32[48,64,64,8] for an
// f32[8,64,64,48] one) — where the lowered module has none. The result's
// transpose back fuses into its reader (the SGD update).

import (
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// convLabels are a convolution's dim_labels: for the input and the output
// the positions of the batch and feature dimensions and of each spatial
// dimension; for the kernel those of the input and output features and of
// each spatial dimension.
type convLabels struct {
	inBatch, inFeature   int
	inSpatial            []int
	kIn, kOut            int
	kSpatial             []int
	outBatch, outFeature int
	outSpatial           []int
}

// parseConvLabels reads dim_labels such as b01f_01io->b01f; ok is false
// for a malformed attribute or one that does not match the ranks.
func parseConvLabels(in *hlo.Instruction) (l convLabels, ok bool) {
	v, ok := attr(in, "dim_labels")
	if !ok || len(in.Operands) != 2 {
		return l, false
	}
	io := strings.Split(v, "->")
	if len(io) != 2 {
		return l, false
	}
	ops := strings.Split(io[0], "_")
	if len(ops) != 2 {
		return l, false
	}
	lhs, rhs, out := ops[0], ops[1], io[1]
	n := len(lhs) - 2
	if n < 0 || len(rhs) != n+2 || len(out) != n+2 || len(in.Operands[0].Shape.Dims) != n+2 ||
		len(in.Operands[1].Shape.Dims) != n+2 || len(in.Shape.Dims) != n+2 {
		return l, false
	}
	// positions reads a label string: the positions of the two named
	// dimensions and of spatial dimensions 0..n-1.
	positions := func(s string, a, b byte) (int, int, []int, bool) {
		pa, pb := strings.IndexByte(s, a), strings.IndexByte(s, b)
		sp := make([]int, n)
		for k := range sp {
			sp[k] = -1
		}
		for i := 0; i < len(s); i++ {
			if c := s[i]; c >= '0' && c <= '9' && int(c-'0') < n && sp[c-'0'] < 0 {
				sp[c-'0'] = i
			}
		}
		ok := pa >= 0 && pb >= 0
		for _, p := range sp {
			ok = ok && p >= 0
		}
		return pa, pb, sp, ok
	}
	var ok1, ok2, ok3 bool
	l.inBatch, l.inFeature, l.inSpatial, ok1 = positions(lhs, 'b', 'f')
	l.kIn, l.kOut, l.kSpatial, ok2 = positions(rhs, 'i', 'o')
	l.outBatch, l.outFeature, l.outSpatial, ok3 = positions(out, 'b', 'f')
	return l, ok1 && ok2 && ok3
}

// canonical reports whether the labels are b01f_01io->b01f.
func (l convLabels) canonical() bool {
	n := len(l.inSpatial)
	ok := l.inBatch == 0 && l.inFeature == n+1 && l.outBatch == 0 && l.outFeature == n+1 &&
		l.kIn == n && l.kOut == n+1
	for k := 0; k < n; k++ {
		ok = ok && l.inSpatial[k] == k+1 && l.outSpatial[k] == k+1 && l.kSpatial[k] == k
	}
	return ok
}

// eigenConvolution is PotentiallyImplementedAsEigenConvolution: a
// canonical convolution of f16 or f32 with one to three spatial
// dimensions, no reversed window, and operands and result of at least 16
// bytes (Eigen's expected alignment; XLA:CPU aligns a smaller array less).
func eigenConvolution(in *hlo.Instruction, l convLabels) bool {
	t := in.Operands[0].Shape.Element
	if t != "f16" && t != "f32" {
		return false
	}
	if w, _ := attr(in, "window"); strings.Contains(w, "rhs_reversal=") {
		r := w[strings.Index(w, "rhs_reversal=")+len("rhs_reversal="):]
		if i := strings.IndexAny(r, " }"); i >= 0 {
			r = r[:i]
		}
		if strings.Contains(r, "1") {
			return false
		}
	}
	if n := len(l.inSpatial); n < 1 || n > 3 {
		return false
	}
	for _, s := range []hlo.Shape{in.Operands[0].Shape, in.Operands[1].Shape, in.Shape} {
		if n := s.ElementCount(); n == 0 || n*int64(elementBytes(s.Element)) < 16 {
			return false
		}
	}
	return l.canonical()
}

// elementBytes is the size of one element of t in bytes, at least 1.
func elementBytes(t hlo.ElementType) int {
	switch t {
	case "f64", "s64", "u64", "c64":
		return 8
	case "c128":
		return 16
	case "f32", "s32", "u32":
		return 4
	case "f16", "bf16", "s16", "u16":
		return 2
	}
	return 1
}

// canonicalizeConvolutions rewrites the entry computation's convolutions
// that XLA:CPU's runtime does not take as they are (CPU rules) and
// returns how many.
func canonicalizeConvolutions(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	c := s.m.Entry
	n := 0
	for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
		if in.Opcode != "convolution" || s.dead[in.ID] || s.hasControl(in) || !in.Shape.IsArray() || !plainLayout(in.Shape) {
			continue
		}
		l, ok := parseConvLabels(in)
		if !ok || eigenConvolution(in, l) {
			continue
		}
		sp := len(l.inSpatial)
		inPerm := append(append([]int{l.inBatch}, l.inSpatial...), l.inFeature)
		kPerm := append(append(append([]int{}, l.kSpatial...), l.kIn), l.kOut)
		outPerm := append(append([]int{l.outBatch}, l.outSpatial...), l.outFeature)
		x := s.transposeFor(c, in.Operands[0], inPerm, in)
		k := s.transposeFor(c, in.Operands[1], kPerm, in)
		conv := s.newInstruction(c, in.Name)
		*conv = hlo.Instruction{Name: conv.Name, ID: conv.ID, Parent: c, ParameterNumber: -1, TupleIndex: -1,
			Opcode: "convolution", Shape: permuted(in.Shape, outPerm), Operands: []*hlo.Instruction{x, k},
			Attrs: append([]hlo.Attr(nil), in.Attrs...), Metadata: in.Metadata, Pos: in.Pos,
			OpcodePos: in.OpcodePos, ShapePos: in.ShapePos, Called: in.Called}
		digits := "0123456789"[:sp]
		setAttr(conv, "dim_labels", "b"+digits+"f_"+digits+"io->b"+digits+"f")
		s.addUser(x, conv)
		s.addUser(k, conv)
		s.placeBefore(conv, in)
		out := s.transposeFor(c, conv, inverse(outPerm), in)
		s.replaceUses(in, out)
		s.remove(in)
		n++
	}
	return n
}

// transposeFor returns x transposed by perm (result dimension i is x's
// dimension perm[i]), a new instruction placed before the instruction of
// that serves, or x itself when perm is the identity.
func (s *state) transposeFor(c *hlo.Computation, x *hlo.Instruction, perm []int, of *hlo.Instruction) *hlo.Instruction {
	identity := true
	for i, p := range perm {
		identity = identity && p == i
	}
	if identity {
		return x
	}
	t := s.newInstruction(c, "transpose")
	t.Opcode, t.Shape, t.Operands = "transpose", permuted(x.Shape, perm), []*hlo.Instruction{x}
	dims := make([]int64, len(perm))
	for i, p := range perm {
		dims[i] = int64(p)
	}
	t.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(dims)}}
	t.Metadata, t.Pos, t.OpcodePos, t.ShapePos = of.Metadata, of.Pos, of.OpcodePos, of.ShapePos
	s.addUser(x, t)
	s.placeBefore(t, of)
	return t
}

// permuted returns the array shape s with dimension i of the result being
// s's dimension perm[i], in the row-major layout.
func permuted(s hlo.Shape, perm []int) hlo.Shape {
	out := s
	out.Dims = make([]int64, len(perm))
	for i, p := range perm {
		out.Dims[i] = s.Dims[p]
	}
	if s.Dynamic != nil {
		out.Dynamic = make([]bool, len(perm))
		for i, p := range perm {
			out.Dynamic[i] = s.Dynamic[p]
		}
	}
	if s.Layout != nil {
		l := *s.Layout
		l.MinorToMajor = make([]int, len(perm))
		for i := range l.MinorToMajor {
			l.MinorToMajor[i] = len(perm) - 1 - i
		}
		out.Layout = &l
	}
	return out
}

// inverse returns the inverse permutation of perm.
func inverse(perm []int) []int {
	out := make([]int, len(perm))
	for i, p := range perm {
		out[p] = i
	}
	return out
}

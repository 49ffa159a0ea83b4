package optimize

// The gather simplifier, after XLA's GatherSimplifier
// (xla/hlo/transforms/simplifiers/gather_simplifier.cc): every gather is
// rewritten to a canonical one (two-dimensional start indices, the index
// vector last, start_index_map 0, 1, ..., no collapsed slice dimensions,
// the offset dimensions last) between reshapes and transposes. XLA:GPU
// runs it in its simplification pipeline (gpu_compiler.cc); XLA:CPU as
// jaxlib 0.10.2 builds it does too: its dump of heldout4 gat
// (testdata/xla-remat/gen/heldout4.py) has each of the 16 gathers that
// JAX wrote with collapsed_slice_dims={0} (x[idx] of a [2048,4,32] array,
// f32[16384,4,32]) as a gather with collapsed_slice_dims={} of shape
// f32[16384,1,4,32], its reshape to [16384,4,32] a bitcast in the
// reader's fusion.
//
// Why it matters to memory: the gather's fusion then writes the
// [16384,1,4,32] shape, and XLA shares an operand's buffer with a
// reader's output only where the two shapes are equal
// (HloDataflowAnalysis::CanShareOperandBufferWithUser, liveness/share.go):
// an elementwise reader of x[idx] (the select of a gather's gradient)
// writes a buffer of its own. heldout4 gat at 0.8 held one more
// f32[16384,4,32] (8 MiB) at XLA's peak than the model, which had the
// select write over the gather's buffer: 37,304,584 bytes modeled, XLA
// 44,382,168.
//
// The rewrite here covers the forms whose canonical gather needs no
// transpose: start_index_map already 0, 1, ..., k-1 in order, the offset
// dimensions the last of the output in order, and no batching
// dimensions. The start indices are reshaped to [batch, k] (the index
// vector last, or a vector of one where index_vector_dim is their rank),
// the gather keeps every slice dimension, and a reshape gives back the
// shape JAX wrote. Other forms (operand or output transposes) are left
// as they are.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// simplifyGathers rewrites each gather of the sequential computations
// that is not canonical and needs no transpose (XLA:CPU rules only; the
// GPU rules are left as they were measured), and returns how many.
func simplifyGathers(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if in.Opcode == "gather" && !s.dead[in.ID] && !s.hasControl(in) && s.simplifyGather(in) {
				n++
			}
		}
	}
	if n > 0 {
		s.compact()
	}
	return n
}

// canonicalGather reads what simplifyGather needs off a gather: the
// number of index vectors (batch) and their length (k), the slice sizes,
// and whether the gather is of the form the rewrite covers and not
// canonical already.
func canonicalGather(in *hlo.Instruction) (batch, k int64, sizes []int64, ok bool) {
	if len(in.Operands) != 2 || !in.Shape.IsArray() {
		return 0, 0, nil, false
	}
	operand, indices := in.Operands[0], in.Operands[1]
	if !operand.Shape.IsArray() || !indices.Shape.IsArray() || !isIntegral(indices.Shape.Element) {
		return 0, 0, nil, false
	}
	for _, name := range []string{"operand_batching_dims", "start_indices_batching_dims"} {
		if v, ok := intsAttr(in, name); ok && len(v) > 0 {
			return 0, 0, nil, false
		}
	}
	offset, ok1 := intsAttr(in, "offset_dims")
	collapsed, ok2 := intsAttr(in, "collapsed_slice_dims")
	sim, ok3 := intsAttr(in, "start_index_map")
	sizes, ok4 := intsAttr(in, "slice_sizes")
	ivdText, ok5 := attr(in, "index_vector_dim")
	ivd, err := strconv.Atoi(strings.TrimSpace(ivdText))
	idims := indices.Shape.Dims
	r := len(operand.Shape.Dims)
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || err != nil || len(sizes) != r {
		return 0, 0, nil, false
	}
	// The index vector: the last dimension of the indices, or a vector of
	// one start (index_vector_dim their rank).
	switch {
	case ivd == len(idims):
		k = 1
	case ivd == len(idims)-1:
		k = idims[ivd]
	default:
		return 0, 0, nil, false
	}
	if int64(len(sim)) != k {
		return 0, 0, nil, false
	}
	for j, d := range sim {
		if d != int64(j) {
			return 0, 0, nil, false // the operand would be transposed
		}
	}
	batch = 1
	for d := 0; d < min(ivd, len(idims)); d++ {
		batch *= idims[d]
	}
	nb := min(ivd, len(idims)) // the output's batch dimensions, first
	out := in.Shape.Dims
	if len(offset) != len(out)-nb {
		return 0, 0, nil, false
	}
	for j, d := range offset {
		if d != int64(nb+j) {
			return 0, 0, nil, false // the output would be transposed
		}
	}
	if len(collapsed) == 0 && len(idims) == 2 && ivd == 1 {
		return 0, 0, nil, false // canonical already
	}
	return batch, k, sizes, true
}

// simplifyGather rewrites one gather to reshape(gather'(operand,
// reshape(indices))), gather' canonical, and reports whether it did.
func (s *state) simplifyGather(in *hlo.Instruction) bool {
	batch, k, sizes, ok := canonicalGather(in)
	if !ok {
		return false
	}
	operand, indices := in.Operands[0], in.Operands[1]
	b := &builder{s: s, c: in.Parent, at: in, meta: in.Metadata}
	idx := indices
	if !slices.Equal(indices.Shape.Dims, []int64{batch, k}) {
		idx = b.add("reshape", "reshape", arrayOf(indices.Shape.Element, []int64{batch, k}), indices)
	}
	dims := append([]int64{batch}, sizes...)
	offset := make([]int64, len(sizes))
	for j := range offset {
		offset[j] = int64(j + 1)
	}
	g := b.add(in.Name, "gather", arrayOf(in.Shape.Element, dims), operand, idx)
	g.Attrs = append([]hlo.Attr(nil), in.Attrs...)
	setAttr(g, "offset_dims", listText(offset))
	setAttr(g, "collapsed_slice_dims", "{}")
	setAttr(g, "index_vector_dim", "1")
	g.Pos, g.OpcodePos, g.ShapePos = in.Pos, in.OpcodePos, in.ShapePos
	r := s.newInstruction(in.Parent, "reshape")
	r.Opcode, r.Shape, r.Operands, r.Metadata = "reshape", in.Shape, []*hlo.Instruction{g}, in.Metadata
	s.substitute(in, r)
	return true
}

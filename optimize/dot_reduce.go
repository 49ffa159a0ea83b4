package optimize

// Dot strength reduction on XLA:GPU (NVIDIA targets): a dot one of whose
// operands is a vector (it has only batch and contracting dimensions) and
// whose operand matrices are small is not a gemm but
// reduce(multiply(broadcast(lhs), broadcast(rhs))) over the contracting
// dimensions: AlgebraicSimplifier's RewriteBatchPlusContractingAsReduce
// (algebraic_simplifier.cc, HandleDot) where
// GpuAlgebraicSimplifierVisitor::ShouldStrengthReduceDotToReduce
// (gpu_algebraic_simplifier.cc) allows it: a vector-vector dot always,
// a vector-matrix one when IsMatrixMultiplicationTooSmallForRewriting
// (matmul_utils.cc: the operand matrices, less their batch dimensions,
// hold under 10,000,000 elements together). The multiply and its
// broadcasts are elementwise: the loop fusion that follows takes them
// into the reduce and the producers of the matrix with them, where a gemm
// read a buffer of its own. The harness's dpsgd step (heldout3) scales
// each per-example gradient f32[128,128,128] by a [128] clip factor and
// sums over the examples: XLA:GPU's dump
// (testdata/xla-remat/gpu/dpsgd.after_optimizations.txt) multiplies a
// broadcast of the factor into the outer product inside one reduce
// fusion, and no f32[128,128,128] has a buffer.

import (
	"github.com/planner-dev/planner/hlo"
)

// dotReduceElements is the threshold of IsMatrixMultiplicationTooSmall-
// ForRewriting that ShouldStrengthReduceDotToReduce passes.
const dotReduceElements = 10_000_000

// dotToReduce rewrites dot in as a reduce of a multiply of broadcasts
// under XLA:GPU's rules on NVIDIA targets, when one operand is a vector
// and the operand matrices are small (the file's comment).
func (s *state) dotToReduce(in *hlo.Instruction) bool {
	if s.opt.Rules != GPU || !s.opt.GemmFusion || len(in.Operands) != 2 || s.hasControl(in) || !plainLayout(in.Shape) {
		return false
	}
	switch in.Shape.Element {
	case "f16", "bf16", "f32", "f64":
	default:
		return false
	}
	lc, ok1 := intsAttr(in, "lhs_contracting_dims")
	rc, ok2 := intsAttr(in, "rhs_contracting_dims")
	lb, _ := intsAttr(in, "lhs_batch_dims")
	rb, _ := intsAttr(in, "rhs_batch_dims")
	if !ok1 || !ok2 || len(lc) == 0 || len(lc) != len(rc) || len(lb) != len(rb) {
		return false
	}
	for _, at := range in.Attrs {
		switch at.Name {
		case "lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims", "precision_config":
		default:
			return false // sparsity, an algorithm, a sharding: left to the dot
		}
	}
	a, b := in.Operands[0], in.Operands[1]
	for _, x := range []*hlo.Instruction{a, b} {
		if !x.Shape.IsArray() || x.Shape.Element != in.Shape.Element || x.Shape.Dynamic != nil || !plainLayout(x.Shape) {
			return false
		}
	}
	if in.Shape.Dynamic != nil {
		return false
	}
	af, ok1 := freeDims(len(a.Shape.Dims), lb, lc)
	bf, ok2 := freeDims(len(b.Shape.Dims), rb, rc)
	if !ok1 || !ok2 || len(af) > 0 && len(bf) > 0 {
		return false // neither operand a vector
	}
	// IsMatrixMultiplicationTooSmallForRewriting: lhs and rhs, each its
	// non-contracting times its contracting size, under the threshold
	// (saturating: a huge shape is simply not small).
	k := dimsProduct(a.Shape.Dims, lc)
	small := satMul(dimsProduct(a.Shape.Dims, af), k) < dotReduceElements &&
		satMul(dimsProduct(b.Shape.Dims, bf), k) < dotReduceElements &&
		satMul(dimsProduct(a.Shape.Dims, af), k)+satMul(dimsProduct(b.Shape.Dims, bf), k) < dotReduceElements
	if !small && !(len(af) == 0 && len(bf) == 0) {
		return false
	}
	// The product: the dot's dimensions (batch, lhs free, rhs free), then
	// the contracting ones in the lhs's order.
	var prod []int64
	for _, d := range lb {
		prod = append(prod, a.Shape.Dims[d])
	}
	for _, d := range af {
		prod = append(prod, a.Shape.Dims[d])
	}
	for _, d := range bf {
		prod = append(prod, b.Shape.Dims[d])
	}
	nOut := len(prod)
	if nOut != len(in.Shape.Dims) {
		return false
	}
	for i, d := range prod {
		if in.Shape.Dims[i] != d {
			return false
		}
	}
	for i, d := range lc {
		if a.Shape.Dims[d] != b.Shape.Dims[rc[i]] {
			return false
		}
		prod = append(prod, a.Shape.Dims[d])
	}
	for i, d := range lb {
		if a.Shape.Dims[d] != b.Shape.Dims[rb[i]] {
			return false
		}
	}
	et := in.Shape.Element
	bld := &builder{s: s, c: in.Parent, at: in, meta: in.Metadata}
	// spread transposes x into (batch, free, contracting) order and
	// broadcasts it into the product, its free dimensions at from.
	spread := func(x *hlo.Instruction, batch, free, contracting []int64, from int) *hlo.Instruction {
		perm := append(append(append([]int64(nil), batch...), free...), contracting...)
		var to []int64
		for i := range batch {
			to = append(to, int64(i))
		}
		for i := range free {
			to = append(to, int64(from+i))
		}
		for i := range contracting {
			to = append(to, int64(nOut+i))
		}
		identity := true
		dims := make([]int64, len(perm))
		for i, p := range perm {
			dims[i] = x.Shape.Dims[p]
			identity = identity && p == int64(i)
		}
		if !identity {
			x = bld.add("transpose", "transpose", arrayOf(et, dims), x)
			x.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(perm)}}
		}
		y := bld.add("broadcast", "broadcast", arrayOf(et, prod), x)
		y.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(to)}}
		return y
	}
	x := spread(a, lb, af, lc, len(lb))
	y := spread(b, rb, bf, rc, len(lb)+len(af))
	m := bld.add("multiply", "multiply", arrayOf(et, prod), x, y)
	zero := bld.constant(et, "0")

	add := &hlo.Computation{Name: s.uniqueComputationName("add")}
	ab := &builder{s: s, c: add}
	p, q := ab.param("x", 0, scalar(et)), ab.param("y", 1, scalar(et))
	add.Root = ab.add("add", "add", scalar(et), p, q)
	add.Params = []*hlo.Instruction{p, q}
	add.Signature = &hlo.ComputationLayout{Params: []hlo.Shape{scalar(et), scalar(et)}, Result: scalar(et)}
	s.insertComputation(add, in.Parent)

	reduced := make([]int64, len(lc))
	for i := range reduced {
		reduced[i] = int64(nOut + i)
	}
	r := s.newInstruction(in.Parent, in.Name)
	r.Opcode, r.Shape, r.Operands = "reduce", in.Shape, []*hlo.Instruction{m, zero}
	r.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(reduced)}}
	r.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: add}}
	r.Metadata, r.Pos, r.OpcodePos, r.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, r)
	return true
}

// freeDims returns the dimensions of a rank-n operand that are neither
// batch nor contracting, in order; false when a listed dimension is out of
// range or listed twice.
func freeDims(n int, batch, contracting []int64) ([]int64, bool) {
	used := make([]bool, n)
	for _, d := range append(append([]int64(nil), batch...), contracting...) {
		if d < 0 || int(d) >= n || used[d] {
			return nil, false
		}
		used[d] = true
	}
	var out []int64
	for i, u := range used {
		if !u {
			out = append(out, int64(i))
		}
	}
	return out, true
}

// dimsProduct is the product of dims at the positions, saturating at
// dotReduceElements (all the caller compares against).
func dimsProduct(dims, at []int64) int64 {
	p := int64(1)
	for _, i := range at {
		p = satMul(p, dims[i])
	}
	return p
}

// satMul is x*y for non-negative x and y, saturating at
// dotReduceElements.
func satMul(x, y int64) int64 {
	if x == 0 || y == 0 {
		return 0
	}
	if x >= dotReduceElements || y >= dotReduceElements || x > dotReduceElements/y {
		return dotReduceElements
	}
	return x * y
}

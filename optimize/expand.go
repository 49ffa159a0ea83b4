package optimize

// The expanders that add buffers, after XLA's SelectAndScatterExpander
// (select_and_scatter_expander.cc), which XLA:CPU runs (cpu_compiler.cc).
//
// XLA:CPU has no select-and-scatter kernel (the gradient of a max pool):
// it rewrites each into the index-tracking reduce-window and scatter below,
// and the buffers it adds are what a plan of the lowered text misses. For
// an operand O of rank r, a source S and an initial value I:
//
//   - r iotas, s32 of O's dimensions, one counting along each dimension;
//   - a variadic reduce-window over (O, iota_0, ..., iota_r-1) with the
//     window of the select-and-scatter, whose reducer keeps the element
//     the select computation picks, with its indices: a tuple of S's shape
//     and r s32 arrays of S's dimensions;
//   - each index array reshaped to S's dimensions plus a trailing 1 and
//     concatenated along it: the scatter indices, s32[S dims..., r];
//   - a broadcast of I to O's shape, and a scatter of S into it at the
//     indices with the scatter computation: the result.
//
// On maxpool_cnn (testdata/xla-lowered) the iotas alone are four
// s32[16,16,64,64]: 16 MiB the lowered text does not have.

import (
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// expand runs the expanders over the sequential computations (CPU rules:
// XLA:GPU has select-and-scatter kernels) and returns how many
// instructions it expanded.
func expand(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if in.Opcode == "select-and-scatter" && !s.dead[in.ID] && !s.hasControl(in) && s.expandSelectAndScatter(in) {
				n++
			}
		}
	}
	return n
}

// builder appends new instructions to one computation.
type builder struct {
	s *state
	c *hlo.Computation
	// at is the instruction the new ones go before (nil: appended to c,
	// a computation being built).
	at *hlo.Instruction
	// meta is the metadata every new instruction carries.
	meta *hlo.Metadata
}

// add makes a new instruction with the opcode, shape and operands.
func (b *builder) add(name, opcode string, shape hlo.Shape, ops ...*hlo.Instruction) *hlo.Instruction {
	in := b.s.newInstruction(b.c, name)
	in.Opcode, in.Shape, in.Operands, in.Metadata = opcode, shape, ops, b.meta
	if b.at != nil {
		for _, op := range ops {
			b.s.addUser(op, in)
		}
		b.s.placeBefore(in, b.at)
	} else {
		b.c.Instructions = append(b.c.Instructions, in)
	}
	return in
}

// param adds parameter k of the computation being built.
func (b *builder) param(name string, k int, shape hlo.Shape) *hlo.Instruction {
	p := b.add(name, "parameter", shape)
	p.ParameterNumber = k
	return p
}

// constant adds a scalar constant.
func (b *builder) constant(t hlo.ElementType, lit string) *hlo.Instruction {
	c := b.add("constant", "constant", hlo.Shape{Element: t})
	c.Literal = lit
	return c
}

// scalar is the rank-0 shape of type t.
func scalar(t hlo.ElementType) hlo.Shape { return hlo.Shape{Element: t} }

// arrayOf is an array of type t and the dimensions, row-major.
func arrayOf(t hlo.ElementType, dims []int64) hlo.Shape {
	s := hlo.Shape{Element: t, Dims: append([]int64(nil), dims...)}
	l := &hlo.Layout{}
	for i := len(dims) - 1; i >= 0; i-- {
		l.MinorToMajor = append(l.MinorToMajor, i)
	}
	s.Layout = l
	return s
}

// expandSelectAndScatter replaces in; it reports false, leaving in, on a
// form it does not know.
func (s *state) expandSelectAndScatter(in *hlo.Instruction) bool {
	if len(in.Operands) != 3 {
		return false
	}
	operand, source, init := in.Operands[0], in.Operands[1], in.Operands[2]
	sel, sc := in.CalledComputation("select"), in.CalledComputation("scatter")
	window, ok := attr(in, "window")
	if sel == nil || sc == nil || sel.Root == nil || len(sel.Params) != 2 || !ok ||
		!operand.Shape.IsArray() || !source.Shape.IsArray() || !init.Shape.IsArray() {
		return false
	}
	r := len(operand.Shape.Dims)
	et := operand.Shape.Element

	// The reducer: params 0 (operand_lhs), 1..r (iota_lhs), r+1
	// (operand_rhs), r+2..2r+1 (iota_rhs).
	red := &hlo.Computation{Name: s.uniqueComputationName(sel.Name + ".reduce_window")}
	rb := &builder{s: s, c: red}
	lhs := rb.param("operand_lhs", 0, scalar(et))
	var il, ir []*hlo.Instruction
	for i := 0; i < r; i++ {
		il = append(il, rb.param("iota_lhs", 1+i, scalar("s32")))
	}
	rhs := rb.param("operand_rhs", r+1, scalar(et))
	for i := 0; i < r; i++ {
		ir = append(ir, rb.param("iota_rhs", r+2+i, scalar("s32")))
	}
	negOne := rb.constant("s32", "-1")
	pshape := sel.Root.Shape
	lfirst := rb.add("compare", "compare", pshape, il[0], negOne)
	lfirst.Attrs = []hlo.Attr{{Name: "direction", Value: "NE"}}
	rfirst := rb.add("compare", "compare", pshape, ir[0], negOne)
	rfirst.Attrs = []hlo.Attr{{Name: "direction", Value: "NE"}}
	rnot := rb.add("not", "not", pshape, rfirst)
	picked := s.cloneBody(rb, sel, []*hlo.Instruction{lhs, rhs})
	if picked == nil {
		return false
	}
	pred := rb.add("and", "and", pshape, picked, lfirst)
	pred = rb.add("or", "or", pshape, pred, rnot)
	outs := []*hlo.Instruction{rb.add("select", "select", scalar(et), pred, lhs, rhs)}
	for i := 0; i < r; i++ {
		outs = append(outs, rb.add("select", "select", scalar("s32"), pred, il[i], ir[i]))
	}
	tshape := hlo.Shape{Element: hlo.TupleElement}
	for _, o := range outs {
		tshape.Tuple = append(tshape.Tuple, o.Shape)
	}
	red.Root = rb.add("tuple", "tuple", tshape, outs...)
	red.Params = append([]*hlo.Instruction{lhs}, il...)
	red.Params = append(red.Params, rhs)
	red.Params = append(red.Params, ir...)
	red.Signature = &hlo.ComputationLayout{Result: tshape}
	for _, p := range red.Params {
		red.Signature.Params = append(red.Signature.Params, p.Shape)
	}
	s.insertComputation(red, in.Parent)

	// The outer instructions.
	b := &builder{s: s, c: in.Parent, at: in, meta: in.Metadata}
	ops := []*hlo.Instruction{operand}
	for i := 0; i < r; i++ {
		io := b.add("iota", "iota", arrayOf("s32", operand.Shape.Dims))
		io.Attrs = []hlo.Attr{{Name: "iota_dimension", Value: strconv.Itoa(i)}}
		ops = append(ops, io)
	}
	ops = append(ops, init)
	neg := b.constant("s32", "-1")
	for i := 0; i < r; i++ {
		ops = append(ops, neg)
	}
	rwShape := hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{arrayOf(et, source.Shape.Dims)}}
	for i := 0; i < r; i++ {
		rwShape.Tuple = append(rwShape.Tuple, arrayOf("s32", source.Shape.Dims))
	}
	rw := b.add("reduce-window", "reduce-window", rwShape, ops...)
	rw.Attrs = []hlo.Attr{{Name: "window", Value: window}}
	rw.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: red}}
	col := append(append([]int64(nil), source.Shape.Dims...), 1)
	var idx []*hlo.Instruction
	for i := 0; i < r; i++ {
		g := b.add("get-tuple-element", "get-tuple-element", arrayOf("s32", source.Shape.Dims), rw)
		g.TupleIndex = 1 + i
		idx = append(idx, b.add("reshape", "reshape", arrayOf("s32", col), g))
	}
	cat := append(append([]int64(nil), source.Shape.Dims...), int64(r))
	indices := b.add("concatenate", "concatenate", arrayOf("s32", cat), idx...)
	indices.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{" + strconv.Itoa(len(source.Shape.Dims)) + "}"}}
	bc := b.add("broadcast", "broadcast", in.Shape, init)
	bc.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{}"}}
	dims := make([]int64, r)
	for i := range dims {
		dims[i] = int64(i)
	}
	out := s.newInstruction(in.Parent, in.Name)
	out.Opcode, out.Shape, out.Operands, out.Metadata = "scatter", in.Shape, []*hlo.Instruction{bc, indices, source}, in.Metadata
	out.Pos, out.OpcodePos, out.ShapePos = in.Pos, in.OpcodePos, in.ShapePos
	out.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: sc}}
	out.Attrs = []hlo.Attr{
		{Name: "update_window_dims", Value: "{}"},
		{Name: "inserted_window_dims", Value: listText(dims)},
		{Name: "scatter_dims_to_operand_dims", Value: listText(dims)},
		{Name: "index_vector_dim", Value: strconv.Itoa(len(source.Shape.Dims))},
	}
	s.substitute(in, out)
	return true
}

// cloneBody appends clones of comp's instructions to the computation b
// builds, comp's parameters replaced by args, and returns the clone of its
// root (nil when comp does not fit the arguments).
func (s *state) cloneBody(b *builder, comp *hlo.Computation, args []*hlo.Instruction) *hlo.Instruction {
	m := map[*hlo.Instruction]*hlo.Instruction{}
	for _, p := range comp.Params {
		if p == nil || p.ParameterNumber >= len(args) {
			return nil
		}
		m[p] = args[p.ParameterNumber]
	}
	for _, x := range s.postOrder(comp) {
		if _, ok := m[x]; ok {
			continue
		}
		if x.Opcode == "parameter" {
			return nil
		}
		var ops []*hlo.Instruction
		for _, op := range x.Operands {
			ops = append(ops, m[op])
		}
		y := b.add(x.Name, x.Opcode, x.Shape, ops...)
		y.Attrs = append([]hlo.Attr(nil), x.Attrs...)
		y.Called, y.Literal, y.TupleIndex, y.Metadata = x.Called, x.Literal, x.TupleIndex, x.Metadata
		m[x] = y
	}
	return m[comp.Root]
}

package hlo

// The verifier.
//
// The parser checks the grammar and that every name resolves; Verify checks
// what a well-formed module must also mean, the subset of XLA's
// HloVerifier (hlo_verifier.cc) the planner relies on, so that a module the
// later passes would misread is refused here, with the position of the
// token at fault, instead of failing deep in scheduling or, worse, planning
// with exit 0:
//
//   - every opcode is one of XLA's (HloOpcode's list; a custom-call stands
//     for any target, and unknown attributes are fine);
//   - a fixed-arity opcode has that many operands (negate 1, add 2,
//     select 3 ...), a variadic one at least its minimum;
//   - an elementwise op's result has its operands' dimensions, and for the
//     ops that keep the element type (add, negate ...) their element type;
//     compare and is-finite give pred; select's branches and clamp's
//     operand have the result's shape, the predicate and bounds that shape
//     or a scalar; a static reshape keeps the element count; a copy of a
//     tuple keeps its shape;
//   - get-tuple-element reads a tuple, its index is in range and its shape
//     is that element's; a tuple's shape lists its operands' shapes;
//   - while, conditional, call and fusion name the computations they need,
//     and those take as many parameters as they are given, of the shapes
//     given, and return the caller's shape (a while's condition returns
//     pred[]); reduce, reduce-window, map and sort name a computation with
//     the right number of parameters;
//   - input_output_alias and buffer_donor name entry parameters that exist,
//     shape indexes that address subshapes, pairs of arrays with the same
//     shape (or the same element count and width), no output aliased twice;
//   - a computation's signature, when the text gives one, matches its
//     parameters and root; entry_computation_layout matches the entry's
//     parameters and root in structure and dims (XLA's own tests write
//     layouts whose element types differ);
//   - no shape has more than 2^62 elements;
//   - a sharding fits its instruction's shape (one tile dimension per
//     array dimension, one tuple element per leaf) and names as many
//     devices as the module has partitions (times replicas); a Shardy
//     sharding names a mesh of the module and one dimension per array
//     dimension;
//   - and the rules of verify_xla.go: asynchronous pairs, fused
//     computations, a custom call's output_to_operand_aliasing,
//     broadcast dimensions.
//
// Shapes are compared without their layouts and without the dynamic flags
// of their dimensions (a dynamic dimension compares by its bound), as XLA's
// ShapeUtil::Compatible does: layouts are assigned late and may differ
// between a caller and its callee. Floating-point element types compare
// equal to each other (CompatibleIgnoringFpPrecision): backends that allow
// mixed precision leave f32 add(bf16, f32) in their optimized modules, and
// the planner must not refuse a module XLA ran.
//
// Messages say what was expected and what was found, e.g.
//
//	4:12: negate "n": expected the dimensions of operand "x", [8,128], found f32[4,4]
//
// Parse runs Verify on every module it reads without syntax errors, and
// planner.Plan runs it again on the module it is handed (a front end may
// build one), so parse, plan, explain and the library refuse the same
// modules with the same errors. On the largest corpus module (gemma2,
// 4 MB) it takes about 3 ms against 170 ms of parsing.

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// maxElements is the largest element count a shape may have.
const maxElements = 1 << 62

// variadic marks an opcode of any operand count in arity.
const variadic = -1

// arity gives each XLA opcode's operand count, or variadic. The spellings
// are those of XLA's HloOpcodeString; optimization-barrier and clz are
// spellings the planner has accepted before and keeps accepting.
var arity = map[string]int{
	"abs": 1, "add": 2, "add-dependency": 2, "after-all": variadic,
	"all-gather": variadic, "all-gather-done": 1, "all-gather-start": variadic,
	"all-reduce": variadic, "all-reduce-done": 1, "all-reduce-start": variadic,
	"all-to-all": variadic, "and": 2, "async-done": 1, "async-start": variadic,
	"async-update": variadic, "atan2": 2, "batch-norm-grad": 5, "batch-norm-inference": 5,
	"batch-norm-training": 3, "bitcast": 1, "bitcast-convert": 1, "broadcast": 1,
	"call": variadic, "cbrt": 1, "ceil": 1, "cholesky": 1, "clamp": 3,
	"count-leading-zeros": 1, "clz": 1, "collective-broadcast": variadic,
	"collective-permute": variadic, "collective-permute-done": 1,
	"collective-permute-start": variadic, "compare": 2, "complex": 2,
	"concatenate": variadic, "conditional": variadic, "constant": 0, "convert": 1,
	"convolution": 2, "copy": 1, "copy-done": 1, "copy-start": 1, "cosine": 1,
	"custom-call": variadic, "divide": 2, "domain": 1, "dot": variadic,
	"dynamic-reshape": variadic, "dynamic-slice": variadic,
	"dynamic-update-slice": variadic, "erf": 1, "exponential": 1,
	"exponential-minus-one": 1, "fft": 1, "floor": 1, "fusion": variadic,
	"gather": 2, "get-dimension-size": 1, "get-tuple-element": 1, "imag": 1,
	"infeed": 1, "iota": 0, "is-finite": 1, "log": 1, "log-plus-one": 1,
	"logistic": 1, "map": variadic, "maximum": 2, "minimum": 2, "multiply": 2,
	"negate": 1, "not": 1, "opt-barrier": 1, "optimization-barrier": 1, "or": 2,
	"outfeed": 2, "pad": 2, "parameter": 0, "partition-id": 0, "popcnt": 1,
	"power": 2, "ragged-all-to-all": variadic, "real": 1, "recv": 1, "recv-done": 1,
	"reduce": variadic, "reduce-precision": 1, "reduce-scatter": variadic,
	"reduce-window": variadic, "remainder": 2, "replica-id": 0, "reshape": 1,
	"reverse": 1, "rng": variadic, "rng-bit-generator": 1,
	"rng-get-and-update-state": 0, "round-nearest-afz": 1, "round-nearest-even": 1,
	"rsqrt": 1, "scan": variadic, "scatter": variadic, "select": 3, "select-and-scatter": 3,
	"send": 2, "send-done": 1, "set-dimension-size": 2, "shift-left": 2,
	"shift-right-arithmetic": 2, "shift-right-logical": 2, "sign": 1, "sine": 1,
	"slice": 1, "sort": variadic, "sqrt": 1, "stochastic-convert": 2,
	"subtract": 2, "tan": 1, "tanh": 1, "topk": 1, "transpose": 1,
	"triangular-solve": 2, "tuple": variadic, "while": 1, "xor": 2,
}

// minOperands is the least operand count of the variadic opcodes that need
// some.
var minOperands = map[string]int{
	"concatenate": 1, "conditional": 1, "dot": 2, "dynamic-slice": 1,
	"dynamic-update-slice": 2, "reduce": 2, "reduce-window": 2, "scatter": 3,
	"sort": 1, "map": 1, "all-reduce": 1, "reduce-scatter": 1, "all-gather": 1,
	"async-update": 1,
}

// verifier collects the errors of one Verify call.
type verifier struct {
	errs ErrorList
	// parts is the module's device count, from its header or read from
	// its shardings (partitions.go).
	parts Partitions
	// shapes is operandShapes' scratch slice.
	shapes []Shape
}

// Verify checks the semantic rules above on m and returns an ErrorList
// sorted by position, or nil. It expects a module Parse built (or one built
// the same way: operands and called computations resolved).
func Verify(m *Module) error {
	v := &verifier{}
	v.module(m)
	v.errs.Sort()
	return v.errs.Err()
}

func (v *verifier) errorf(pos Pos, msg string) { v.errs.Add(pos, msg) }

func (v *verifier) module(m *Module) {
	v.parts = m.DevicePartitions()
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			v.instruction(in)
			v.sharding(m, in)
			v.replicaGroups(m, in)
		}
		if c.Signature != nil {
			v.programShape(c, *c.Signature, "the signature of computation "+quote(c.Name), compatible)
		}
	}
	if m.Entry != nil {
		if m.EntryLayout != nil {
			// XLA's own tests write entry layouts whose element types
			// differ from the parameters' (f32 for f16); the structure
			// and dims must agree.
			v.programShape(m.Entry, *m.EntryLayout, "entry_computation_layout", sameStructure)
		}
		v.aliases(m)
	}
	v.xlaRules(m)
}

// programShape checks c's parameters and root against a program shape
// written for it (its signature, or entry_computation_layout), by what.
func (v *verifier) programShape(c *Computation, l ComputationLayout, what string, same func(a, b Shape) bool) {
	if len(l.Params) != len(c.Params) {
		v.errorf(c.Pos, "computation "+quote(c.Name)+": expected "+plural(len(l.Params), "parameter")+
			" as "+what+" says, found "+strconv.Itoa(len(c.Params)))
		return
	}
	for i, p := range c.Params {
		if p != nil && !same(p.Shape, l.Params[i]) {
			v.errorf(p.ShapePos, "parameter "+strconv.Itoa(i)+" "+quote(p.Name)+": expected "+shapeText(l.Params[i])+
				" as "+what+" says, found "+shapeText(p.Shape))
		}
	}
	if c.Root != nil && !same(c.Root.Shape, l.Result) {
		v.errorf(c.Root.ShapePos, "root "+quote(c.Root.Name)+" of computation "+quote(c.Name)+": expected "+
			shapeText(l.Result)+" as "+what+" says, found "+shapeText(c.Root.Shape))
	}
}

// quote is strconv.Quote.
func quote(s string) string { return strconv.Quote(s) }

// what names an instruction in messages: its opcode and quoted name.
func what(in *Instruction) string { return in.Opcode + " " + quote(in.Name) }

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// counts checks that each array of s, a subshape of in's shape, in
// pre-order as ForEachSubshape visits them, has at most 2^62 elements
// (no index built per subshape: the root tuple of a training step has
// thousands).
func (v *verifier) counts(in *Instruction, s Shape) {
	if s.IsArray() && !countFits(s) {
		v.errorf(in.ShapePos, "shape "+s.String()+" of "+what(in)+
			": expected at most 2^62 elements, found more")
	}
	for _, e := range s.Tuple {
		v.counts(in, e)
	}
}

func (v *verifier) instruction(in *Instruction) {
	v.counts(in, in.Shape)
	n, known := arity[in.Opcode]
	if !known && isAsyncSugar(in.Opcode) {
		return
	}
	if !known {
		v.errorf(in.OpcodePos, "unknown opcode "+quote(in.Opcode)+
			": expected an XLA opcode (add, dot, fusion, custom-call, ...)")
		return
	}
	switch {
	case n != variadic && len(in.Operands) != n:
		v.errorf(in.OpcodePos, in.Opcode+" "+quote(in.Name)+": expected "+plural(n, "operand")+
			", found "+strconv.Itoa(len(in.Operands)))
		return
	case n == variadic && len(in.Operands) < minOperands[in.Opcode]:
		v.errorf(in.OpcodePos, in.Opcode+" "+quote(in.Name)+": expected at least "+
			plural(minOperands[in.Opcode], "operand")+", found "+strconv.Itoa(len(in.Operands)))
		return
	}
	if in.Opcode == "copy" && (in.Shape.IsTuple() || in.Operands[0].Shape.IsTuple()) {
		// A copy of a tuple is a shallow copy: the same shape.
		if op := in.Operands[0]; !compatible(op.Shape, in.Shape) {
			v.errorf(in.ShapePos, what(in)+": expected the shape of operand "+quote(op.Name)+", "+
				shapeText(op.Shape)+", found "+shapeText(in.Shape))
		}
		return
	}
	if class := ElementwiseResult(in.Opcode); class != ResultUnchecked {
		v.elementwise(in, class)
		return
	}
	switch in.Opcode {
	case "select":
		v.sel(in)
	case "clamp":
		v.clamp(in)
	case "get-tuple-element":
		v.getTupleElement(in)
	case "tuple":
		v.tuple(in)
	case "while":
		v.while(in)
	case "conditional":
		v.conditional(in)
	case "call", "fusion":
		v.call(in)
	case "reduce", "map":
		v.reducer(in, len(in.Operands))
	case "reduce-window":
		v.reducer(in, len(in.Operands))
		v.reduceWindow(in)
	case "pad":
		v.pad(in)
	case "slice":
		v.slice(in)
	case "dynamic-slice":
		v.dynamicSlice(in)
	case "bitcast-convert":
		v.bitcastConvert(in)
	case "convolution":
		v.convolutionWindow(in)
	case "sort":
		v.reducer(in, 2*len(in.Operands))
	case "reshape":
		v.reshape(in)
	}
}

// countFits reports whether an array shape's element count is at most
// maxElements, computed without overflow.
func countFits(s Shape) bool {
	n := int64(1)
	for _, d := range s.Dims {
		if d <= 0 {
			return true // an empty or unbounded array
		}
		if n > maxElements/d {
			return false
		}
		n *= d
	}
	return true
}

// dimsText writes dims as [a,b,c].
func dimsText(dims []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range dims {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(d, 10))
	}
	b.WriteByte(']')
	return b.String()
}

// compatible reports whether a and b have the same element types, dims and
// tuple structure, ignoring layouts and dynamic flags.
func compatible(a, b Shape) bool {
	if !sameElement(a.Element, b.Element) || len(a.Tuple) != len(b.Tuple) || !slices.Equal(a.Dims, b.Dims) {
		return false
	}
	for i := range a.Tuple {
		if !compatible(a.Tuple[i], b.Tuple[i]) {
			return false
		}
	}
	return true
}

// sameElement reports whether two element types agree, ignoring floating
// point precision as XLA's verifier does when a backend allows mixed
// precision (TPU's bf16 normalization leaves f32 add(bf16, f32) in
// optimized modules): f32 and bf16 agree, f32 and s32 do not.
func sameElement(a, b ElementType) bool {
	return a == b || IsFloat(a) && IsFloat(b)
}

// IsFloat reports whether t is a real floating-point type.
func IsFloat(t ElementType) bool {
	s := string(t)
	return s == "bf16" || len(s) > 1 && s[0] == 'f' && s[1] >= '0' && s[1] <= '9'
}

// sameStructure is compatible without the element types of arrays: the
// same tuple structure and the same dims.
func sameStructure(a, b Shape) bool {
	if a.IsTuple() != b.IsTuple() || len(a.Tuple) != len(b.Tuple) || !slices.Equal(a.Dims, b.Dims) {
		return false
	}
	for i := range a.Tuple {
		if !sameStructure(a.Tuple[i], b.Tuple[i]) {
			return false
		}
	}
	return true
}

// shapeText writes a shape without its layouts, as messages compare them.
func shapeText(s Shape) string {
	return stripLayouts(s).String()
}

func stripLayouts(s Shape) Shape {
	s.Layout = nil
	if len(s.Tuple) > 0 {
		t := make([]Shape, len(s.Tuple))
		for i, e := range s.Tuple {
			t[i] = stripLayouts(e)
		}
		s.Tuple = t
	}
	return s
}

// array checks that in's result and operand i are arrays; it reports the
// first that is not.
func (v *verifier) arrays(in *Instruction) bool {
	if !in.Shape.IsArray() {
		v.errorf(in.ShapePos, what(in)+": expected an array shape, found "+shapeText(in.Shape))
		return false
	}
	for i, op := range in.Operands {
		if !op.Shape.IsArray() {
			v.errorf(in.OpcodePos, what(in)+": expected operand "+strconv.Itoa(i)+" to be an array, found "+
				quote(op.Name)+" of shape "+shapeText(op.Shape))
			return false
		}
	}
	return true
}

func (v *verifier) elementwise(in *Instruction, class ResultType) {
	if !v.arrays(in) {
		return
	}
	first := in.Operands[0]
	for _, op := range in.Operands[1:] {
		if !slices.Equal(op.Shape.Dims, first.Shape.Dims) {
			v.errorf(in.OpcodePos, what(in)+": expected operand "+quote(op.Name)+" to have the dimensions of operand "+
				quote(first.Name)+", "+dimsText(first.Shape.Dims)+", found "+shapeText(op.Shape))
			return
		}
		if class == ResultSame || class == ResultPred {
			if !sameElement(op.Shape.Element, first.Shape.Element) {
				v.errorf(in.OpcodePos, what(in)+": expected operand "+quote(op.Name)+" to have the element type of operand "+
					quote(first.Name)+", "+string(first.Shape.Element)+", found "+shapeText(op.Shape))
				return
			}
		}
	}
	if !slices.Equal(in.Shape.Dims, first.Shape.Dims) {
		v.errorf(in.ShapePos, what(in)+": expected the dimensions of operand "+quote(first.Name)+", "+
			dimsText(first.Shape.Dims)+", found "+shapeText(in.Shape))
		return
	}
	switch class {
	case ResultSame:
		if !sameElement(in.Shape.Element, first.Shape.Element) {
			v.errorf(in.ShapePos, what(in)+": expected the element type of operand "+quote(first.Name)+", "+
				string(first.Shape.Element)+", found "+shapeText(in.Shape))
		}
	case ResultPred:
		if in.Shape.Element != "pred" {
			v.errorf(in.ShapePos, what(in)+": expected element type pred, found "+shapeText(in.Shape))
		}
	}
}

// sel checks select(pred, on_true, on_false): the branches have the
// result's shape; the predicate is pred, of the result's dims or a scalar.
func (v *verifier) sel(in *Instruction) {
	if !v.arrays(in) {
		return
	}
	p, t, f := in.Operands[0], in.Operands[1], in.Operands[2]
	if p.Shape.Element != "pred" {
		v.errorf(in.OpcodePos, what(in)+": expected a pred first operand, found "+quote(p.Name)+" of shape "+shapeText(p.Shape))
		return
	}
	if len(p.Shape.Dims) != 0 && !slices.Equal(p.Shape.Dims, in.Shape.Dims) {
		v.errorf(in.OpcodePos, what(in)+": expected predicate "+quote(p.Name)+" to be a scalar or to have dimensions "+
			dimsText(in.Shape.Dims)+", found "+shapeText(p.Shape))
		return
	}
	for _, op := range []*Instruction{t, f} {
		if !compatible(op.Shape, in.Shape) {
			v.errorf(in.ShapePos, what(in)+": expected the shape of operand "+quote(op.Name)+", "+
				shapeText(op.Shape)+", found "+shapeText(in.Shape))
			return
		}
	}
}

// clamp checks clamp(min, x, max): x has the result's shape; min and max
// that shape or scalars.
func (v *verifier) clamp(in *Instruction) {
	if !v.arrays(in) {
		return
	}
	x := in.Operands[1]
	if !compatible(x.Shape, in.Shape) {
		v.errorf(in.ShapePos, what(in)+": expected the shape of operand "+quote(x.Name)+", "+
			shapeText(x.Shape)+", found "+shapeText(in.Shape))
		return
	}
	for _, op := range []*Instruction{in.Operands[0], in.Operands[2]} {
		if len(op.Shape.Dims) != 0 && !slices.Equal(op.Shape.Dims, in.Shape.Dims) {
			v.errorf(in.OpcodePos, what(in)+": expected bound "+quote(op.Name)+" to be a scalar or to have dimensions "+
				dimsText(in.Shape.Dims)+", found "+shapeText(op.Shape))
			return
		}
	}
}

func (v *verifier) getTupleElement(in *Instruction) {
	t := in.Operands[0]
	if !t.Shape.IsTuple() {
		v.errorf(in.OpcodePos, what(in)+": expected a tuple operand, found "+quote(t.Name)+" of shape "+shapeText(t.Shape))
		return
	}
	n := len(t.Shape.Tuple)
	if in.TupleIndex < 0 || in.TupleIndex >= n {
		pos := in.TupleIndexPos
		if !pos.IsValid() {
			pos = in.OpcodePos
		}
		if n == 0 {
			v.errorf(pos, what(in)+": index "+strconv.Itoa(in.TupleIndex)+" out of range: operand "+
				quote(t.Name)+" is an empty tuple")
			return
		}
		v.errorf(pos, what(in)+": expected an index from 0 to "+strconv.Itoa(n-1)+" (operand "+quote(t.Name)+
			" has "+plural(n, "element")+"), found "+strconv.Itoa(in.TupleIndex))
		return
	}
	if e := t.Shape.Tuple[in.TupleIndex]; !compatible(e, in.Shape) {
		v.errorf(in.ShapePos, what(in)+": expected the shape of element "+strconv.Itoa(in.TupleIndex)+" of "+
			quote(t.Name)+", "+shapeText(e)+", found "+shapeText(in.Shape))
	}
}

func (v *verifier) tuple(in *Instruction) {
	want := Shape{Element: TupleElement, Tuple: make([]Shape, len(in.Operands))}
	for i, op := range in.Operands {
		want.Tuple[i] = op.Shape
	}
	if !compatible(want, in.Shape) {
		v.errorf(in.ShapePos, what(in)+": expected the shape of its operands, "+shapeText(want)+
			", found "+shapeText(in.Shape))
	}
}

// called returns the computation in calls under role, or nil after
// reporting that it is missing.
func (v *verifier) called(in *Instruction, role string) (*Computation, Pos) {
	for _, cc := range in.Called {
		if cc.Role == role && cc.Computation != nil {
			return cc.Computation, cc.Pos
		}
	}
	v.errorf(in.OpcodePos, what(in)+": expected "+role+"=COMPUTATION, found none")
	return nil, Pos{}
}

// signature checks that computation c (named at pos as in's role) takes
// params and returns result; a nil result is not checked.
func (v *verifier) signature(in *Instruction, role string, c *Computation, pos Pos, params []Shape, from string, result *Shape) bool {
	// The label is built only for a message: quoting two names per call
	// was a sixth of the verifier on an optimized training step, where
	// every fusion calls a computation.
	label := func() string { return role + " " + quote(c.Name) + " of " + what(in) }
	if len(c.Params) != len(params) {
		v.errorf(pos, label()+": expected "+plural(len(params), "parameter")+" ("+from+"), found "+strconv.Itoa(len(c.Params)))
		return false
	}
	for i, p := range c.Params {
		if p != nil && !compatible(p.Shape, params[i]) {
			v.errorf(pos, label()+": expected parameter "+strconv.Itoa(i)+" of shape "+shapeText(params[i])+
				" ("+from+"), found "+shapeText(p.Shape))
			return false
		}
	}
	if result != nil && c.Root != nil && !compatible(c.Root.Shape, *result) {
		v.errorf(pos, label()+": expected a root of shape "+shapeText(*result)+", found "+
			quote(c.Root.Name)+" of shape "+shapeText(c.Root.Shape))
		return false
	}
	return true
}

// operandShapes returns the shapes of ops in v's scratch slice, valid
// until its next call (one slice per call was the verifier's largest
// allocation on an optimized training step).
func (v *verifier) operandShapes(ops []*Instruction) []Shape {
	v.shapes = v.shapes[:0]
	for _, op := range ops {
		v.shapes = append(v.shapes, op.Shape)
	}
	return v.shapes
}

func (v *verifier) while(in *Instruction) {
	body, bpos := v.called(in, "body")
	cond, cpos := v.called(in, "condition")
	if body == nil || cond == nil {
		return
	}
	init := in.Operands[0].Shape
	if !compatible(init, in.Shape) {
		v.errorf(in.ShapePos, what(in)+": expected the shape of its operand "+quote(in.Operands[0].Name)+", "+
			shapeText(init)+", found "+shapeText(in.Shape))
		return
	}
	if !v.signature(in, "body", body, bpos, []Shape{init}, "the loop state", &init) {
		return
	}
	pred := Shape{Element: "pred", Dims: []int64{}}
	v.signature(in, "condition", cond, cpos, []Shape{init}, "the loop state", &pred)
}

func (v *verifier) conditional(in *Instruction) {
	var branches []*Computation
	var pos []Pos
	for _, cc := range in.Called {
		switch cc.Role {
		case "true_computation", "false_computation", "branch_computations":
			if cc.Computation != nil {
				branches = append(branches, cc.Computation)
				pos = append(pos, cc.Pos)
			}
		}
	}
	if len(branches) == 0 {
		v.errorf(in.OpcodePos, what(in)+": expected branch_computations={...} or true_computation and false_computation, found none")
		return
	}
	if len(in.Operands) != len(branches)+1 {
		v.errorf(in.OpcodePos, what(in)+": expected "+plural(len(branches)+1, "operand")+
			" (the branch index and one per branch), found "+strconv.Itoa(len(in.Operands)))
		return
	}
	idx := in.Operands[0].Shape
	if !idx.IsArray() || len(idx.Dims) != 0 || (idx.Element != "pred" && idx.Element != "s32") {
		v.errorf(in.OpcodePos, what(in)+": expected a pred[] or s32[] branch index, found "+
			quote(in.Operands[0].Name)+" of shape "+shapeText(idx))
		return
	}
	if idx.Element == "pred" && len(branches) != 2 {
		// XLA's verifier: a pred[] index picks one of exactly two
		// branches (true, false).
		v.errorf(in.OpcodePos, what(in)+": expected 2 branches for the pred[] branch index "+
			quote(in.Operands[0].Name)+", found "+strconv.Itoa(len(branches)))
		return
	}
	for i, b := range branches {
		role := "branch " + strconv.Itoa(i)
		if !v.signature(in, role, b, pos[i], []Shape{in.Operands[i+1].Shape}, "operand "+strconv.Itoa(i+1), &in.Shape) {
			return
		}
	}
}

// call checks call and fusion: the callee takes the operands and returns
// the result.
func (v *verifier) call(in *Instruction) {
	role := "to_apply"
	if in.Opcode == "fusion" {
		role = "calls"
	}
	c, pos := v.called(in, role)
	if c == nil {
		return
	}
	v.signature(in, role, c, pos, v.operandShapes(in.Operands), "one per operand", &in.Shape)
}

// reducer checks that the to_apply computation of in takes n parameters.
func (v *verifier) reducer(in *Instruction, n int) {
	role := "to_apply"
	for _, cc := range in.Called {
		if cc.Role != role || cc.Computation == nil {
			continue
		}
		if got := len(cc.Computation.Params); got != n {
			v.errorf(cc.Pos, role+" "+quote(cc.Computation.Name)+" of "+what(in)+": expected "+
				plural(n, "parameter")+", found "+strconv.Itoa(got))
		}
		return
	}
	v.errorf(in.OpcodePos, what(in)+": expected to_apply=COMPUTATION, found none")
}

// reshape checks that a static reshape keeps the element count.
func (v *verifier) reshape(in *Instruction) {
	if !v.arrays(in) {
		return
	}
	op := in.Operands[0]
	if in.Shape.Dynamic != nil || op.Shape.Dynamic != nil || !countFits(in.Shape) || !countFits(op.Shape) {
		return
	}
	if a, b := op.Shape.ElementCount(), in.Shape.ElementCount(); a != b {
		v.errorf(in.ShapePos, what(in)+": expected "+strconv.FormatInt(a, 10)+" elements (operand "+quote(op.Name)+", "+
			shapeText(op.Shape)+"), found "+shapeText(in.Shape)+" with "+strconv.FormatInt(b, 10))
	}
}

// aliases checks input_output_alias and buffer_donor against the entry.
func (v *verifier) aliases(m *Module) {
	e := m.Entry
	params := len(e.Params)
	paramShape := func(pos Pos, what string, p int, index ShapeIndex) (Shape, bool) {
		if p < 0 || p >= params {
			v.errorf(pos, what+" names parameter "+strconv.Itoa(p)+": expected 0 to "+strconv.Itoa(params-1)+
				" (the entry "+quote(e.Name)+" has "+plural(params, "parameter")+")")
			return Shape{}, false
		}
		if e.Params[p] == nil {
			return Shape{}, false
		}
		s, ok := e.Params[p].Shape.Subshape(index)
		if !ok {
			v.errorf(pos, what+" names parameter "+strconv.Itoa(p)+" index "+indexText(index)+
				": expected an index of its shape "+shapeText(e.Params[p].Shape)+", found none")
		}
		return s, ok
	}
	// Sized at once: a training step aliases every weight.
	seen := make(map[string]Pos, len(m.InputOutputAlias))
	aliasedParams := make(map[string]Pos, len(m.InputOutputAlias)) // "param {index}": the first alias naming it
	for _, a := range m.InputOutputAlias {
		ps, ok := paramShape(a.Pos, "input_output_alias", a.Param, a.ParamIndex)
		if !ok || e.Root == nil {
			continue
		}
		os, ok := e.Root.Shape.Subshape(a.OutputIndex)
		if !ok {
			v.errorf(a.Pos, "input_output_alias names output "+indexText(a.OutputIndex)+
				": expected an index of the entry result "+shapeText(e.Root.Shape)+", found none")
			continue
		}
		key := indexText(a.OutputIndex)
		if first, dup := seen[key]; dup {
			v.errorf(a.Pos, "input_output_alias names output "+key+" twice: expected one alias per output (first at "+lineCol(first)+")")
			continue
		}
		seen[key] = a.Pos
		pkey := strconv.Itoa(a.Param) + " " + indexText(a.ParamIndex)
		if first, dup := aliasedParams[pkey]; dup {
			v.errorf(a.Pos, "input_output_alias pairs parameter "+pkey+" with a second output, "+key+
				": expected each parameter buffer aliased to one output at most, as XLA's verifier does (first at "+lineCol(first)+")")
			continue
		}
		aliasedParams[pkey] = a.Pos
		if !os.IsArray() || !ps.IsArray() {
			v.errorf(a.Pos, "input_output_alias pairs output "+key+", "+shapeText(os)+", with parameter "+
				strconv.Itoa(a.Param)+" "+indexText(a.ParamIndex)+", "+shapeText(ps)+": expected two arrays")
			continue
		}
		// An alias shares bytes: the output must fit in the parameter's
		// (as many elements of the same width, or fewer bits in all: XLA's
		// parser verifies an output aliased into a larger parameter).
		if !(os.Element == ps.Element && slices.Equal(os.Dims, ps.Dims)) && !sameBits(os, ps) && !fitsIn(os, ps) {
			v.errorf(a.Pos, "input_output_alias pairs output "+key+", "+shapeText(os)+" ("+bitsText(os)+"), with parameter "+
				strconv.Itoa(a.Param)+" "+indexText(a.ParamIndex)+", "+shapeText(ps)+" ("+bitsText(ps)+
				"): expected an output that fits in the parameter's bytes")
		}
	}
	donated := map[string]Pos{}
	for _, d := range m.BufferDonors {
		if _, ok := paramShape(d.Pos, "buffer_donor", d.Param, d.ParamIndex); !ok {
			continue
		}
		key := strconv.Itoa(d.Param) + " " + indexText(d.ParamIndex)
		if first, dup := donated[key]; dup {
			v.errorf(d.Pos, "buffer_donor names parameter "+key+" twice: expected each buffer once (first at "+lineCol(first)+")")
			continue
		}
		donated[key] = d.Pos
		if first, aliased := aliasedParams[key]; aliased {
			v.errorf(d.Pos, "buffer_donor names parameter "+key+", which input_output_alias already pairs with an output (at "+
				lineCol(first)+"): expected a donor or an alias, as XLA's verifier does")
		}
	}
}

// indexText writes a shape index as {1,0}.
func indexText(x ShapeIndex) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, n := range x {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(n))
	}
	b.WriteByte('}')
	return b.String()
}

// sameBits reports whether two static arrays have the same element count
// and element width, so the same bytes under any layout that does not
// pad them differently.
func sameBits(a, b Shape) bool {
	if !countFits(a) || !countFits(b) || a.Dynamic != nil || b.Dynamic != nil {
		return false
	}
	wa, wb := elementBits(a.Element), elementBits(b.Element)
	return wa > 0 && wa == wb && a.ElementCount() == b.ElementCount()
}

// fitsIn reports whether static array a takes no more bits than static
// array b (element count × element width, both known).
func fitsIn(a, b Shape) bool {
	if !countFits(a) || !countFits(b) || a.Dynamic != nil || b.Dynamic != nil {
		return false
	}
	wa, wb := elementBits(a.Element), elementBits(b.Element)
	if wa <= 0 || wb <= 0 {
		return false
	}
	// count·width exactly, in 128 bits.
	ha, la := bits.Mul64(uint64(a.ElementCount()), uint64(wa))
	hb, lb := bits.Mul64(uint64(b.ElementCount()), uint64(wb))
	return ha < hb || ha == hb && la <= lb
}

// bitsText writes the element count and width of an array shape, as
// "131072 x 32 bits".
func bitsText(s Shape) string {
	if !countFits(s) {
		return "over 2^62 elements"
	}
	return strconv.FormatInt(s.ElementCount(), 10) + " x " + strconv.Itoa(elementBits(s.Element)) + " bits"
}

// elementBits is the width of an element type, 0 when unknown.
func elementBits(t ElementType) int {
	s := string(t)
	switch {
	case s == "pred":
		return 8
	case s == "c64":
		return 64
	case s == "c128":
		return 128
	case strings.HasPrefix(s, "bf"):
		s = s[2:]
	case strings.HasPrefix(s, "f8e"), strings.HasPrefix(s, "f6e"), strings.HasPrefix(s, "f4e"): // f8e4m3fn; not f64
		s = s[1:2]
	case len(s) > 1 && (s[0] == 's' || s[0] == 'u' || s[0] == 'f'):
		s = s[1:]
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0
	}
	return n
}

// isAsyncSugar reports whether op is XLA's short form of an asynchronous
// instruction, opcode-start, opcode-update or opcode-done for an opcode
// that has no start/done pair of its own ("custom-call-start" for an
// async-start wrapping a custom call): its shapes are the async tuple's,
// which this verifier does not model.
func isAsyncSugar(op string) bool {
	for _, suffix := range []string{"-start", "-update", "-done"} {
		if base, ok := strings.CutSuffix(op, suffix); ok {
			if _, known := arity[base]; known {
				return true
			}
		}
	}
	return false
}

// sharding checks in's sharding against its shape and the module's
// partitions.
func (v *verifier) sharding(m *Module, in *Instruction) {
	if sh := in.Sharding; sh != nil {
		if msg := sh.ForShape(in.Shape); msg != "" {
			v.errorf(in.ShardingPos, "sharding of "+what(in)+": "+msg)
			return
		}
		if m.NumPartitions > 0 || v.parts.Inferred {
			v.shardingDevices(m, in, sh)
		}
	}
	if len(in.SdySharding) > 0 {
		var leaves []Shape
		forEachLeaf(in.Shape, func(l Shape) { leaves = append(leaves, l) })
		if len(in.SdySharding) != len(leaves) && !(len(in.SdySharding) == 1 && in.Shape.IsTuple()) {
			v.errorf(in.Pos, "xla.sdy.sharding of "+what(in)+": expected "+plural(len(leaves), "sharding")+", found "+strconv.Itoa(len(in.SdySharding)))
			return
		}
		for i, s := range in.SdySharding {
			if s == nil || i >= len(leaves) {
				continue
			}
			if s.MeshInline == nil && m.SdyMesh(s.Mesh) == nil {
				v.errorf(in.Pos, "xla.sdy.sharding of "+what(in)+": mesh "+quote(s.Mesh)+" is not in the module's xla.sdy.meshes")
				return
			}
			if len(s.Dims) != len(leaves[i].Dims) && len(in.SdySharding) == len(leaves) {
				v.errorf(in.Pos, "xla.sdy.sharding of "+what(in)+": expected "+plural(len(leaves[i].Dims), "dimension sharding")+
					" for "+shapeText(leaves[i])+", found "+strconv.Itoa(len(s.Dims)))
				return
			}
		}
	}
}

// shardingDevices checks that sh names devices the module has: the
// count of its header, or the one read from its first tiled sharding or
// mesh when the header has none.
func (v *verifier) shardingDevices(m *Module, in *Instruction, sh *Sharding) {
	parts := v.parts.N
	n := parts
	if m.ReplicaCount > 1 {
		n *= m.ReplicaCount
	}
	switch sh.Kind {
	case ShardTuple:
		for _, t := range sh.Tuple {
			v.shardingDevices(m, in, t)
		}
	case ShardMaximal:
		if sh.Device >= n {
			v.errorf(in.ShardingPos, "sharding of "+what(in)+": device "+strconv.FormatInt(sh.Device, 10)+
				" is not among the module's "+strconv.FormatInt(n, 10)+" devices")
		}
	case ShardTiled:
		if d := sh.NumDevices(); d != parts && d != n {
			if v.parts.Inferred {
				v.errorf(in.ShardingPos, "sharding of "+what(in)+": tile assignment "+intList(sh.TileDims)+" names "+
					strconv.FormatInt(d, 10)+" devices, where "+v.parts.Source+" names "+strconv.FormatInt(parts, 10))
			} else {
				v.errorf(in.ShardingPos, "sharding of "+what(in)+": tile assignment "+intList(sh.TileDims)+" names "+
					strconv.FormatInt(d, 10)+" devices, the module has num_partitions="+strconv.FormatInt(m.NumPartitions, 10))
			}
			return
		}
		for _, d := range sh.DeviceList() {
			if d >= n {
				v.errorf(in.ShardingPos, "sharding of "+what(in)+": device "+strconv.FormatInt(d, 10)+
					" is not among the module's "+strconv.FormatInt(n, 10)+" devices")
				return
			}
		}
	}
}

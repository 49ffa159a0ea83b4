package optimize

// The fusion rules of each target: what shouldFuse allows. See fusion.go
// for the algorithm they drive; the comments name XLA's functions.

import (
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// loopFusible is CanBeLoopFused of cpu_instruction_fusion.cc: the opcodes
// the loop emitter generates elementally.
func loopFusible(in *hlo.Instruction) bool {
	if hlo.IsElementwise(in.Opcode) {
		return true
	}
	switch in.Opcode {
	case "bitcast", "broadcast", "concatenate", "dynamic-slice", "dynamic-update-slice",
		"gather", "iota", "pad", "reduce", "reshape", "reverse", "slice", "transpose":
		return true
	}
	return false
}

// isExpensive is IsExpensive: instructions too costly to compute twice or
// to recompute per element read. CPU and GPU differ only in details kept
// here: on CPU a convert from f32 to bf16 is expensive, sine and cosine
// are not.
func isExpensive(r Rules, in *hlo.Instruction) bool {
	switch in.Opcode {
	case "abs", "sign":
		return in.Shape.Element == "c64" || in.Shape.Element == "c128"
	case "cosine", "sine", "tan":
		return in.Shape.Element == "c64" || in.Shape.Element == "c128"
	case "convert":
		return r == CPU && in.Shape.Element == "bf16" && len(in.Operands) == 1 && in.Operands[0].Shape.Element == "f32"
	case "divide", "remainder":
		if !isIntegral(in.Shape.Element) {
			return true
		}
		k := 1
		if r == CPU {
			k = 0 // cpu_instruction_fusion.cc tests operand 0
		}
		if len(in.Operands) <= k {
			return true
		}
		x := in.Operands[k]
		if x.Opcode == "broadcast" && len(x.Operands) == 1 {
			x = x.Operands[0]
		}
		return !(x.Opcode == "constant" && isScalar(x.Shape))
	case "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cosh", "sinh", "tanh",
		"cbrt", "power", "rsqrt", "sqrt", "erf", "exponential", "exponential-minus-one",
		"log", "log-plus-one", "logistic":
		return true
	}
	if hlo.IsElementwise(in.Opcode) {
		return false
	}
	switch in.Opcode {
	case "bitcast", "broadcast", "concatenate", "dynamic-slice", "dynamic-update-slice",
		"get-tuple-element", "iota", "pad", "reshape", "reverse", "slice", "transpose", "tuple",
		"copy-start", "copy-done", "partition-id", "replica-id", "dynamic-reshape":
		return false
	}
	return true
}

// byConstant reports whether in is a floating-point divide by a constant
// or a broadcast of one. XLA's AlgebraicSimplifier (HandleDivide, "A /
// Const => A * InvertConstant(Const)", for floating-point types) rewrites
// such a divide into a multiply by the reciprocal constant before fusion,
// and a multiply is cheap (IsExpensive), so InstructionFusion duplicates
// it into each of its readers. The model keeps the divide in the text (the
// emitter writes it, and XLA inverts the constant itself: simplify.go,
// divideByBroadcast, why the model leaves that rewrite out) and only lets
// it be duplicated as XLA duplicates the multiply (baseShouldFuse); taken
// as cheap everywhere (isExpensive), it moved held-out rbg_dropout of
// testdata/xla-lowered from 1.236 to 1.275 of XLA's temp. The third
// held-out amp step of testdata/xla-remat: the gradients' unscaling by
// the loss scale (x / 4096) is a multiply XLA fuses into the update, which
// reads the raw gradient, live to the all-finite select at the end; the
// model kept one divide whose result the update read.
func byConstant(in *hlo.Instruction) bool {
	if in.Opcode != "divide" || len(in.Operands) != 2 || !hlo.IsFloat(in.Shape.Element) {
		return false
	}
	b := in.Operands[1]
	if b.Opcode == "broadcast" && len(b.Operands) == 1 {
		b = b.Operands[0]
	}
	return b.Opcode == "constant"
}

// isIntegral reports whether t is an integer type.
func isIntegral(t hlo.ElementType) bool {
	switch t {
	case "s1", "s2", "s4", "s8", "s16", "s32", "s64", "u1", "u2", "u4", "u8", "u16", "u32", "u64":
		return true
	}
	return false
}

// alwaysDuplicable is IsAlwaysDuplicable: broadcasts and widening converts
// are duplicated into every reader whatever their cost.
func alwaysDuplicable(in *hlo.Instruction) bool {
	if in.Opcode == "broadcast" {
		return true
	}
	if in.Opcode == "convert" && len(in.Operands) == 1 {
		return elementBits(in.Operands[0].Shape.Element) < elementBits(in.Shape.Element)
	}
	return false
}

// reusesOperand is ReusesOperandElements: whether consumer in reads an
// element of operand k more than once (a broadcast, a dot, a window). For
// a fusion the answer comes from the set XLA keeps up to date as it fuses
// (UpdateReusedOperandsForFusion): a reused producer passes the reuse on
// to all its operands, an unreused one adds the operands it reuses itself.
func (f *fusionPass) reusesOperand(in *hlo.Instruction, k int) bool {
	if in.Opcode != "fusion" {
		return reuseUse(in, k)
	}
	if set := f.reused[f.id(in)]; set != nil {
		return set[in.Operands[k]]
	}
	return true // a fusion the pass did not make: assume the worst
}

// noteReuse updates the reused-operand set of fusion fu as producer p
// fuses into it; p is still fu's operand.
func (f *fusionPass) noteReuse(fu, p *hlo.Instruction) {
	id := f.id(fu)
	set := f.reused[id]
	if set == nil {
		set = noReuse
		f.reused[id] = set
	}
	// add writes op into the set, which is made on the first write
	// (most fusions reuse nothing; noReuse is never written).
	add := func(op *hlo.Instruction) {
		if len(set) == 0 {
			set = map[*hlo.Instruction]bool{}
			f.reused[id] = set
		}
		set[op] = true
	}
	if set[p] {
		delete(set, p)
		for _, op := range p.Operands {
			add(op)
		}
		return
	}
	for k, op := range p.Operands {
		if reuseUse(p, k) {
			add(op)
		}
	}
}

// noReuse is the empty reused-operand set of a fusion that reuses
// nothing; it is only read.
var noReuse = map[*hlo.Instruction]bool{}

// reuseUse is OperandElementUse(k) == kReuse for an unfused instruction.
func reuseUse(in *hlo.Instruction, k int) bool {
	switch in.Opcode {
	case "bitcast", "concatenate", "reshape", "reverse", "slice", "transpose", "copy":
		return false
	case "gather":
		return k != 0
	case "pad", "dynamic-slice":
		return k != 0
	case "dynamic-update-slice":
		return k > 1
	case "reduce":
		return k >= len(in.Operands)/2
	}
	return !hlo.IsElementwise(in.Opcode)
}

// outputFusion is CanBeOutputFused of XLA:CPU: an add reading a
// matrix-vector dot (rank at most 1, no batch dimensions) that nothing
// else reads.
func (f *fusionPass) outputFusion(p, in *hlo.Instruction) bool {
	if f.s.opt.Rules != CPU || in.Opcode != "add" || p.Opcode != "dot" || len(p.Shape.Dims) > 1 {
		return false
	}
	if b, ok := intsAttr(p, "lhs_batch_dims"); ok && len(b) > 0 {
		return false
	}
	us := f.s.users[p.ID]
	return len(us) == 1 && us[0] == in && (len(in.Operands) != 2 || in.Operands[0] != in.Operands[1])
}

// shouldFuse reports whether operand k of consumer in may be fused into
// it under the target's rules.
func (f *fusionPass) shouldFuse(in *hlo.Instruction, k int) bool {
	if f.s.opt.Rules == GPU {
		return f.shouldFuseGPU(in, k)
	}
	return f.shouldFuseCPU(in, k)
}

// shouldFuseCPU is CpuInstructionFusion::ShouldFuse.
func (f *fusionPass) shouldFuseCPU(in *hlo.Instruction, k int) bool {
	p := in.Operands[k]
	if p.Opcode == "constant" && !isScalar(p.Shape) {
		return false // non-scalar constants are globals
	}
	if f.outputFusion(p, in) {
		return f.baseShouldFuse(in, k)
	}
	if p.Opcode == "add" && len(p.Operands) == 2 && (f.outputFusion(p.Operands[0], p) || f.outputFusion(p.Operands[1], p)) {
		return false
	}
	if !loopFusible(p) {
		return false
	}
	if concatTooWide(p) || concatTooWide(in) {
		return false
	}
	if p.Opcode != "fusion" && isExpensive(CPU, p) && f.reusesOperand(in, k) {
		return false
	}
	if !f.baseShouldFuse(in, k) {
		return false
	}
	if in.Opcode == "fusion" && p.Opcode == "reduce" && countOp(calledFused(in), "reduce") > 5 {
		return false
	}
	if p.Opcode == "constant" && in.Opcode != "fusion" {
		return false // a constant alone does not start a fusion
	}
	if p.Opcode == "fusion" {
		return false
	}
	if in.Opcode == "fusion" && f.duplicationTooHigh(in, p) {
		return false
	}
	if f.transposeCopyTooHigh(in, p) {
		return false
	}
	// No dot is a loop fusion's consumer. CpuInstructionFusion::ShouldFuse
	// fuses a matrix-vector product whose result has rank <= 1 and whose
	// vector is under 16 KiB into its matrix's producer, but jaxlib
	// 0.10.2's XLA:CPU does not reach that rule: the vector arrives with a
	// degenerate dimension and the product's result has rank 2 (dpsgd of
	// testdata/xla-remat/heldout3, DP-SGD's clipped sum of per-example
	// gradients dot(f32[128] c, f32[128,16384] g): XLA's dot.10 =
	// f32[1,16384] dot(f32[128,1], copy_bitcast_fusion.1), its matrix a
	// buffer of 8 MiB; which pass adds the dimension is not traced). Fused,
	// the model kept no such buffer: 13,227,120 bytes modeled under XLA's
	// default scheduler against 26,336,160 compiled; unfused, 26,333,808.
	if treeReduced(in) || in.Opcode == "fusion" && calledFused(in) != nil && treeReduced(calledFused(in).Root) {
		return false
	}
	if in.Opcode == "fusion" {
		kind, _ := attr(in, "kind")
		return kind == "kLoop"
	}
	return loopFusible(in)
}

// shouldFuseGPU is GpuInstructionFusion::ShouldFuse, in outline: loop
// fusion of the loop-fusible producers (reductions excepted) into
// loop-fusible consumers, reductions and scatters as input-fusion roots,
// within 96 operands.
func (f *fusionPass) shouldFuseGPU(in *hlo.Instruction, k int) bool {
	p := in.Operands[k]
	if p.Opcode == "constant" && !isScalar(p.Shape) {
		return false
	}
	if !loopFusible(p) || p.Opcode == "reduce" || p.Opcode == "fusion" {
		return false
	}
	if p.Opcode != "fusion" && isExpensive(GPU, p) && f.reusesOperand(in, k) {
		return false
	}
	if !f.baseShouldFuse(in, k) {
		return false
	}
	if p.Opcode == "constant" && in.Opcode != "fusion" {
		return false
	}
	if len(in.Operands)+len(p.Operands) > 96 {
		return false
	}
	if in.Opcode == "fusion" && f.duplicationTooHigh(in, p) {
		return false
	}
	switch in.Opcode {
	case "fusion":
		kind, _ := attr(in, "kind")
		return kind == "kLoop" || kind == "kInput"
	case "scatter":
		return k == 0 || true
	}
	return loopFusible(in)
}

// baseShouldFuse is InstructionFusion::ShouldFuse: never fuse the root
// into a reader, never duplicate an expensive producer, and the in-place
// rule (ShouldFuseInPlaceOp) for dynamic-update-slice and scatter
// consumers.
func (f *fusionPass) baseShouldFuse(in *hlo.Instruction, k int) bool {
	p := in.Operands[k]
	if p == f.c.Root {
		return false
	}
	if readByOthers(f.s, p, in) && isExpensive(f.s.opt.Rules, p) && !alwaysDuplicable(p) && !(f.s.opt.Rules == CPU && byConstant(p)) {
		return false
	}
	return f.inPlaceOK(p, in)
}

// inPlaceOK is ShouldFuseInPlaceOp in outline: a producer may fuse into an
// in-place consumer (dynamic-update-slice, scatter, or a fusion rooted at
// one) only when it is elementwise, or does not touch the buffer updated
// in place.
func (f *fusionPass) inPlaceOK(p, in *hlo.Instruction) bool {
	var buf []*hlo.Instruction
	switch in.Opcode {
	case "dynamic-update-slice":
		buf = in.Operands[:1]
	case "scatter":
		buf = in.Operands[:(len(in.Operands)-1)/2]
	case "fusion":
		fc := calledFused(in)
		if fc == nil {
			return true
		}
		for _, n := range fusedInPlaceParams(fc) {
			if n < len(in.Operands) {
				buf = append(buf, in.Operands[n])
			}
		}
	default:
		return true
	}
	for _, b := range buf {
		uses := 0
		for _, op := range in.Operands {
			if op == b {
				uses++
			}
		}
		if uses > 1 {
			return false
		}
		touches := b == p
		for _, op := range p.Operands {
			touches = touches || op == b
		}
		if touches && !(hlo.IsElementwise(p.Opcode) || p.Opcode == "bitcast") && !readsOwnWindow(p, in, b) {
			return false
		}
	}
	return true
}

// readsOwnWindow reports whether p, a slice or dynamic-slice of the buffer
// b that in updates in place, reads exactly the window in's
// dynamic-update-slice writes: the same starts (the same index
// instructions, or equal constants) and the update's shape. XLA's
// ShouldFuseInPlaceOp (instruction_fusion.cc) refuses a slice of the
// buffer unless its indices are proven the same as the update's; these
// are, and XLA:CPU fuses them: its dumps of x.at[k].add(y) and of
// x.at[i].set(y) with a traced i hold the slice (dynamic-slice) of the
// operand inside the dynamic-update-slice fusion (scatter_expand.go).
func readsOwnWindow(p, in, b *hlo.Instruction) bool {
	if len(p.Operands) == 0 || p.Operands[0] != b {
		return false
	}
	for _, op := range p.Operands[1:] {
		if op == b {
			return false
		}
	}
	// starts returns the start of dimension d of in's update, as an
	// instruction outside in, or a constant inside its fused computation.
	var root *hlo.Instruction
	var start func(d int) *hlo.Instruction
	switch in.Opcode {
	case "dynamic-update-slice":
		root = in
		start = func(d int) *hlo.Instruction { return in.Operands[2+d] }
	case "fusion":
		fc := calledFused(in)
		if fc == nil || fc.Root == nil || fc.Root.Opcode != "dynamic-update-slice" {
			return false
		}
		root = fc.Root
		start = func(d int) *hlo.Instruction {
			x := root.Operands[2+d]
			if x.Opcode == "parameter" && x.ParameterNumber >= 0 && x.ParameterNumber < len(in.Operands) {
				return in.Operands[x.ParameterNumber]
			}
			return x
		}
	default:
		return false
	}
	rank := len(b.Shape.Dims)
	if len(root.Operands) != 2+rank || len(p.Shape.Dims) != rank || !p.Shape.IsArray() ||
		root.Operands[1].Shape.ElementCount() != p.Shape.ElementCount() {
		return false
	}
	upd := root.Operands[1].Shape.Dims
	for d := 0; d < rank; d++ {
		if p.Shape.Dims[d] != upd[d] {
			return false
		}
	}
	constStart := func(x *hlo.Instruction) (int64, bool) {
		if x.Opcode != "constant" || len(x.Shape.Dims) != 0 {
			return 0, false
		}
		v, ok := literalInts(x.Literal)
		if !ok || len(v) != 1 {
			return 0, false
		}
		return v[0], true
	}
	switch p.Opcode {
	case "dynamic-slice":
		if len(p.Operands) != 1+rank {
			return false
		}
		for d := 0; d < rank; d++ {
			a, w := p.Operands[1+d], start(d)
			if a == w {
				continue
			}
			va, oka := constStart(a)
			vw, okw := constStart(w)
			if !oka || !okw || va != vw {
				return false
			}
		}
		return true
	case "slice":
		v, ok := attr(p, "slice")
		if !ok {
			return false
		}
		lo, ok := sliceStarts(v)
		if !ok || len(lo) != rank {
			return false
		}
		for d := 0; d < rank; d++ {
			vw, okw := constStart(start(d))
			if !okw || vw != lo[d] {
				return false
			}
		}
		return true
	}
	return false
}

// sliceStarts reads the starts of slice={[a:b], [c:d:1], ...}; ok is false
// when a stride is not 1.
func sliceStarts(v string) ([]int64, bool) {
	v = strings.TrimSpace(v)
	v = strings.TrimPrefix(v, "{")
	v = strings.TrimSuffix(v, "}")
	if strings.TrimSpace(v) == "" {
		return nil, true
	}
	var out []int64
	for _, part := range strings.Split(v, ",") {
		part = strings.TrimSpace(part)
		part = strings.TrimPrefix(part, "[")
		part = strings.TrimSuffix(part, "]")
		f := strings.Split(part, ":")
		if len(f) < 2 || len(f) > 3 || len(f) == 3 && strings.TrimSpace(f[2]) != "1" {
			return nil, false
		}
		n, err := strconv.ParseInt(strings.TrimSpace(f[0]), 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}

// fusedInPlaceParams returns the parameter numbers a fused computation's
// root updates in place.
func fusedInPlaceParams(fc *hlo.Computation) []int {
	var out []int
	roots := []*hlo.Instruction{fc.Root}
	if fc.Root != nil && fc.Root.Opcode == "tuple" {
		roots = fc.Root.Operands
	}
	for _, r := range roots {
		if r == nil {
			continue
		}
		n := 0
		switch r.Opcode {
		case "dynamic-update-slice":
			n = 1
		case "scatter":
			n = (len(r.Operands) - 1) / 2
		}
		for i := 0; i < n && i < len(r.Operands); i++ {
			op := r.Operands[i]
			for op.Opcode == "bitcast" && len(op.Operands) == 1 {
				op = op.Operands[0]
			}
			if op.Opcode == "parameter" {
				out = append(out, op.ParameterNumber)
			}
		}
	}
	return out
}

// concatTooWide reports a concatenate XLA:CPU keeps unfused: more than 8
// operands, or along the minor dimension with rows of at least 64 bytes
// and at least 2 KiB in all.
func concatTooWide(in *hlo.Instruction) bool {
	if in.Opcode != "concatenate" {
		return false
	}
	if len(in.Operands) > 8 {
		return true
	}
	if len(in.Shape.Dims) <= 1 {
		return false
	}
	d, ok := intsAttr(in, "dimensions")
	if !ok || len(d) != 1 || d[0] < 0 || int(d[0]) >= len(in.Shape.Dims) {
		return false
	}
	bits := int64(elementBits(in.Shape.Element))
	rowBytes := in.Shape.Dims[d[0]] * bits / 8
	total := in.Shape.ElementCount() * bits / 8
	return int(d[0]) == minorToMajor(in.Shape)[0] && rowBytes >= 64 && total >= 2048
}

// countOp counts the instructions of c with the opcode.
func countOp(c *hlo.Computation, opcode string) int {
	n := 0
	if c == nil {
		return 0
	}
	for _, x := range c.Instructions {
		if x.Opcode == opcode {
			n++
		}
	}
	return n
}

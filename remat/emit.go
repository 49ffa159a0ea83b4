// The changed module as XLA takes it back: fusions undone.
//
// A lowered module is planned as XLA would compile it (package optimize
// fuses it), so the fit changes the fused module: it clones fusions. XLA
// cannot take a fused module back through JAX's path (HLO text → MLIR →
// compile drops the fusions' backend configs and the layouts inside them:
// XLA:CPU then fails "Fusion must have backend config"), and it fuses a
// module itself anyway. Unfuse writes every fusion's body into its caller
// in the fusion's place (a fused parameter becomes the fusion's operand,
// the fused root the fusion's value), so that the module XLA compiles is
// lowered again, the clones now clones of the fused instructions, behind
// the barrier and the control predecessor that keep them (apply.go).

package remat

import (
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Unfuse returns a copy of m with every fusion replaced by the
// instructions of its fused computation (nested fusions too), and the
// fused computations dropped. Names stay unique: a fused instruction whose
// name is taken gets NAME.unfused, NAME.unfused2 ... Control predecessors
// of a fusion go to each of its instructions; a control predecessor that
// was a fusion becomes its root's replacement.
func Unfuse(m *hlo.Module) *hlo.Module {
	out, _ := cloneModule(m, nil)
	used := map[string]bool{}
	fused := map[*hlo.Computation]bool{}
	for _, c := range out.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "fusion" {
				for _, cc := range in.Called {
					if cc.Computation != nil {
						fused[cc.Computation] = true
					}
				}
			}
		}
	}
	for _, c := range out.Computations {
		if !fused[c] {
			for _, in := range c.Instructions {
				used[in.Name] = true
			}
		}
	}
	fresh := func(name string) string {
		if !used[name] {
			used[name] = true
			return name
		}
		for k := 1; ; k++ {
			n := name + ".unfused"
			if k > 1 {
				n += strconv.Itoa(k)
			}
			if !used[n] {
				used[n] = true
				return n
			}
		}
	}
	for _, c := range out.Computations {
		if fused[c] {
			continue
		}
		repl := map[*hlo.Instruction]*hlo.Instruction{}
		var insts []*hlo.Instruction
		var inline func(f *hlo.Instruction, ops, preds []*hlo.Instruction) *hlo.Instruction
		inline = func(f *hlo.Instruction, ops, preds []*hlo.Instruction) *hlo.Instruction {
			body := f.Called[0].Computation
			local := map[*hlo.Instruction]*hlo.Instruction{}
			for _, x := range body.Instructions {
				if x.Opcode == "parameter" && x.ParameterNumber >= 0 && x.ParameterNumber < len(ops) {
					local[x] = ops[x.ParameterNumber]
					continue
				}
				xops := make([]*hlo.Instruction, len(x.Operands))
				for k, o := range x.Operands {
					xops[k] = local[o]
				}
				if x.Opcode == "fusion" && len(x.Called) > 0 && x.Called[0].Computation != nil {
					local[x] = inline(x, xops, preds)
					continue
				}
				y := *x
				y.Name = fresh(x.Name)
				y.Parent = c
				y.IsRoot = false
				y.Operands = xops
				y.Shape = validLayout(x.Shape)
				y.ControlPredecessors = append([]*hlo.Instruction(nil), preds...)
				insts = append(insts, &y)
				local[x] = &y
			}
			return local[body.Root]
		}
		dots := map[*hlo.Instruction]bool{}
		for _, in := range c.Instructions {
			in.Operands = remapList(in.Operands, repl)
			in.ControlPredecessors = remapList(in.ControlPredecessors, repl)
			if cublasDot(in) {
				// The GPU model's cuBLAS call (package optimize: a dot
				// Triton does not take) is the dot again: JAX's path
				// cannot compile the custom call without XLA's gemm
				// config, and XLA:GPU makes the call itself.
				in.Opcode, in.Shape = "dot", validLayout(in.Shape.Tuple[0])
				var attrs []hlo.Attr
				for _, a := range in.Attrs {
					if a.Name != "custom_call_target" {
						attrs = append(attrs, a)
					}
				}
				in.Attrs = attrs
				dots[in] = true
			} else if in.Opcode == "get-tuple-element" && len(in.Operands) == 1 && dots[in.Operands[0]] && in.TupleIndex == 0 {
				repl[in] = in.Operands[0]
				if in == c.Root {
					c.Root = in.Operands[0]
					c.Root.IsRoot = true
				}
				continue
			}
			if in.Opcode == "fusion" && len(in.Called) > 0 && in.Called[0].Computation != nil {
				r := inline(in, in.Operands, in.ControlPredecessors)
				repl[in] = r
				if in == c.Root {
					c.Root = r
					r.IsRoot = true
				}
				continue
			}
			insts = append(insts, in)
		}
		for _, in := range insts {
			reshapeBitcast(in)
		}
		c.Instructions = narrowUpcasts(insts)
	}
	var comps []*hlo.Computation
	for _, c := range out.Computations {
		if !fused[c] {
			comps = append(comps, c)
		}
	}
	out.Computations = comps
	renumber(out, nil)
	return out
}

// cublasDot reports whether in is a cuBLAS gemm the planner's GPU model
// made of a dot (package optimize, cublasGemm): a __cublas$lt$matmul
// custom call that carries the dot's dimension attributes (XLA's own
// carry them in their backend config), its result the product and the
// workspace.
func cublasDot(in *hlo.Instruction) bool {
	return in.Opcode == "custom-call" && attr(in, "custom_call_target") == `"__cublas$lt$matmul"` &&
		in.Shape.IsTuple() && len(in.Shape.Tuple) == 2 && len(in.Operands) == 2 && attr(in, "lhs_contracting_dims") != ""
}

// narrowUpcasts writes back in the input's precision each op that
// package optimize computes in f32 for XLA:CPU (float-normalization:
// convert_lo(op_f32(convert_f32(a_lo), ...)), the op read by the convert
// alone) and returns insts without the operand converts nothing reads
// any more. XLA:CPU normalizes the written op itself, as it did the
// input's (cpu_compiler.cc: FloatNormalization, its first pass after
// the SPMD and call passes), so the module computes what the input does;
// written already widened, XLA's later passes meet converts between a
// dot and its operands' transposes and compile it otherwise: the
// held-out gpt2 step, emitted with nothing changed, computed other bits
// (up to 0.082 on values up to 3.9) until its 14 upcast bf16 dots were
// written as bf16 dots again.
func narrowUpcasts(insts []*hlo.Instruction) []*hlo.Instruction {
	readers := map[*hlo.Instruction]int{}
	for _, in := range insts {
		for _, o := range in.Operands {
			readers[o]++
		}
		for _, o := range in.ControlPredecessors {
			readers[o]++
		}
	}
	stripped := map[*hlo.Instruction]bool{}
	for _, in := range insts {
		if in.Opcode != "convert" || len(in.Operands) != 1 || !in.Shape.IsArray() || !lowPrecision(in.Shape.Element) {
			continue
		}
		w := in.Operands[0]
		if !upcastOp(w.Opcode) || !w.Shape.IsArray() || w.Shape.Element != "f32" || readers[w] != 1 || w.IsRoot ||
			len(w.ControlPredecessors) > 0 || len(in.ControlPredecessors) > 0 {
			continue
		}
		ops := make([]*hlo.Instruction, len(w.Operands))
		ok := false
		for k, o := range w.Operands {
			ops[k] = o
			if o.Opcode == "convert" && len(o.Operands) == 1 && o.Shape.Element == "f32" && o.Operands[0].Shape.IsArray() &&
				o.Operands[0].Shape.Element == in.Shape.Element && len(o.ControlPredecessors) == 0 {
				ops[k] = o.Operands[0]
				ok = true
			} else if o.Shape.IsArray() && hlo.IsFloat(o.Shape.Element) {
				// An f32 value the op reads as it is (through one of
				// Pin's barriers): written narrow, the op would mix
				// element types.
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for k, o := range w.Operands {
			if ops[k] != o {
				readers[o]--
				stripped[o] = true
			}
		}
		readers[w]--
		stripped[w] = true
		in.Opcode, in.Operands, in.Attrs, in.Called = w.Opcode, ops, w.Attrs, w.Called
		in.Metadata = w.Metadata
		sh := w.Shape
		sh.Element = in.Shape.Element
		in.Shape = sh
	}
	out := insts[:0]
	for _, in := range insts {
		if stripped[in] && readers[in] == 0 && !in.IsRoot {
			continue
		}
		out = append(out, in)
	}
	return out
}

// upcastOp reports whether package optimize's float-normalization
// computes a low-precision op of this opcode in f32 (optimize/normalize.go).
func upcastOp(op string) bool {
	switch op {
	case "dot", "convolution", "dynamic-slice", "concatenate",
		"all-gather", "all-reduce", "all-to-all", "reduce-scatter", "collective-permute":
		return true
	}
	return false
}

// lowPrecision reports whether XLA:CPU computes an element type in f32.
func lowPrecision(t hlo.ElementType) bool { return t == "bf16" || t == "f16" }

// validLayout returns s, or s without its layout where the layout's rank
// is not the array's (a fused computation may carry such a shape: inside
// a fusion XLA reads no layout, outside it a parser rejects it). A shape
// without a layout takes the default one.
func validLayout(s hlo.Shape) hlo.Shape {
	if s.IsArray() && s.Layout != nil && len(s.Layout.MinorToMajor) != len(s.Dims) {
		s.Layout = nil
	}
	if s.IsTuple() {
		t := make([]hlo.Shape, len(s.Tuple))
		for i, e := range s.Tuple {
			t[i] = validLayout(e)
		}
		s.Tuple = t
	}
	return s
}

// reshapeBitcast turns a bitcast back into the op JAX's path computes the
// same bytes with. Package optimize writes the reshapes, transposes and
// copies XLA makes bitcasts as bitcasts, but JAX's path from HLO text to
// MLIR drops every layout inside the entry: it reads a bitcast's layout as
// its operand's (and fails on a change of rank), and a transpose by its
// dimensions alone. So a bitcast between row-major arrays becomes the
// reshape it was, and one of the same rank between other layouts (a
// transpose the layouts make free: the GPU rules keep the lowered
// module's layouts, as JAX writes {0,1} on a transpose it means to be
// free) becomes the transpose that reads the operand's bytes in the
// result's order (transposeOf); written as a bitcast it was read as no
// change at all, and XLA computed other values (the attn step's
// emitted module for --target h100, every output off by up to 2.4e3).
// Any other bitcast is left as it is.
func reshapeBitcast(in *hlo.Instruction) {
	if in.Opcode != "bitcast" || len(in.Operands) != 1 || !in.Shape.IsArray() {
		return
	}
	o := in.Operands[0].Shape
	if !o.IsArray() || o.Element != in.Shape.Element {
		return
	}
	if rowMajor(o) && rowMajor(in.Shape) {
		in.Opcode = "reshape"
		return
	}
	perm, ok := transposeOf(in.Shape, o)
	if !ok {
		return
	}
	in.Opcode = "transpose"
	parts := make([]string, len(perm))
	for i, p := range perm {
		parts[i] = strconv.Itoa(p)
	}
	in.Attrs = append([]hlo.Attr{{Name: "dimensions", Value: "{" + strings.Join(parts, ",") + "}"}}, in.Attrs...)
}

// transposeOf returns the transpose dimensions (result dimension i is the
// operand's perm[i]) under which result r, laid out as its layout says,
// holds operand o's bytes in o's layout: both of the same rank, their
// larger-than-1 dimensions paired in physical order (minor to major) with
// equal sizes, and their size-1 dimensions paired in dimension order.
// A layout of another rank, or sizes that do not pair, give false.
func transposeOf(r, o hlo.Shape) ([]int, bool) {
	n := len(r.Dims)
	if len(o.Dims) != n {
		return nil, false
	}
	rm, om := minorToMajor(r), minorToMajor(o)
	if rm == nil || om == nil {
		return nil, false
	}
	var rBig, oBig, r1, o1 []int
	for _, d := range rm {
		if r.Dims[d] != 1 {
			rBig = append(rBig, d)
		}
	}
	for _, d := range om {
		if o.Dims[d] != 1 {
			oBig = append(oBig, d)
		}
	}
	for d := 0; d < n; d++ {
		if r.Dims[d] == 1 {
			r1 = append(r1, d)
		}
		if o.Dims[d] == 1 {
			o1 = append(o1, d)
		}
	}
	if len(rBig) != len(oBig) || len(r1) != len(o1) {
		return nil, false
	}
	perm := make([]int, n)
	for k := range rBig {
		if r.Dims[rBig[k]] != o.Dims[oBig[k]] {
			return nil, false
		}
		perm[rBig[k]] = oBig[k]
	}
	for k := range r1 {
		perm[r1[k]] = o1[k]
	}
	return perm, true
}

// minorToMajor returns s's dimension order, minor to major: its layout's,
// or the default one where it has none; nil where the layout is not a
// permutation of s's dimensions.
func minorToMajor(s hlo.Shape) []int {
	n := len(s.Dims)
	if s.Layout == nil {
		out := make([]int, n)
		for i := range out {
			out[i] = n - 1 - i
		}
		return out
	}
	l := s.Layout.MinorToMajor
	if len(l) != n {
		return nil
	}
	seen := make([]bool, n)
	for _, d := range l {
		if d < 0 || d >= n || seen[d] {
			return nil
		}
		seen[d] = true
	}
	return l
}

// rowMajor reports whether s has no layout or the default one, major to
// minor.
func rowMajor(s hlo.Shape) bool {
	if s.Layout == nil {
		return true
	}
	l := s.Layout.MinorToMajor
	if len(l) != len(s.Dims) {
		return false
	}
	for i, d := range l {
		if d != len(s.Dims)-1-i {
			return false
		}
	}
	return true
}

// Emit returns the module a fit of a modeled (fused) module hands back to
// XLA: m with the order seq written in as data dependencies (Pin) and its
// fusions written out (Unfuse). Where Pin wrote the entry's order, the
// entry's control predecessors are dropped: they add no order the data
// dependencies do not already give, JAX's path to a compile drops them
// anyway (MHLO has none), and an instruction in a control dependency is
// one XLA's passes leave alone — the written-out instructions of a cloned
// fusion would not be fused again, each a buffer of its own. (Llama 3 8B
// at 24 GiB: the clone of compare_convert_fusion, written out with its
// control predecessor on all four instructions, re-planned at 24.3 GiB
// against the fit's 22.9 GiB: its broadcast and iota, 3.91 GiB each,
// live together.)
func Emit(m *hlo.Module, seq hlo.Sequence) *hlo.Module {
	return emitPinned(m, Pin(m, seq))
}

// EmitFit is Emit for the fit r, its module pinned as PinnedPeak measured
// it (PinFit: the updates it runs early moved).
func EmitFit(r *Result) *hlo.Module {
	return emitPinned(r.Module, PinFit(r))
}

// emitPinned writes out p, m pinned (m itself where Pin left it).
func emitPinned(m, p *hlo.Module) *hlo.Module {
	if p == m {
		return Unfuse(m)
	}
	for _, in := range p.Entry.Instructions {
		in.ControlPredecessors = nil
	}
	return Unfuse(p)
}

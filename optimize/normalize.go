package optimize

// Float normalization of dots, convolutions, dynamic-slices,
// concatenates and collectives, after XLA:CPU's
// FloatNormalization with CpuFloatSupport and its OperandUpcaster
// (cpu_compiler.cc), XLA:CPU rules only.
//
// XLA:CPU computes a bf16 or f16 dot or convolution in f32 unless a
// library takes it as it is: YNNPACK takes a bf16×bf16 dot with an f32
// result (ynnDot: JAX's preferred_element_type=float32, the int8/bf16
// inference idiom), which keeps its bf16 operands — no f32 copy of the
// weight; a JAX bf16 dot has a bf16 result, and convolutions of bf16 or
// f16 and f16 dots YNNPACK does not take (jaxlib 0.10.2's optimized
// modules of such programs convert them). Otherwise each low-precision
// operand is converted to f32, the op computes and writes f32, and a
// convert gives the reader its type back. Why it matters for memory: the
// converted operands feed a library call that fuses nothing, so they are
// f32 buffers twice the size of the bf16 values (a bf16[2048,2048] weight
// becomes an f32 copy of 16 MiB), and the f32 result is one too. The
// converts of the operands fuse with their producers, the one of the
// result into its readers, as any convert.
//
// A dynamic-slice of bf16 or f16 is computed in f32 too (jaxlib 0.10.2:
// FloatNormalization's default support upcasts it): convert the operand,
// slice, convert the slice back. Fused, that costs nothing; but in a loop
// body the convert of a loop-invariant operand is hoisted out of the loop
// (while-licm, while_loop.go), and the f32 copy of a scan's stacked bf16
// residuals is then a buffer live across the loop (remat_scan of
// testdata/xla-lowered: XLA's wrapped_convert.1, f32[6,16,64,1024], read
// by dynamic-slice_convert_fusion in the backward loop).
//
// A bf16 or f16 concatenate is computed in f32 as well (FloatNormalization
// with float_support.cc's defaults, which take low precision for none but
// calls, tuples, converts and the like; CpuFloatSupport's list of data
// movement ops is the oneDNN build's): each operand converted to f32, the
// f32 concatenate, its result converted back. Unfused (more than eight
// operands: cpu_instruction_fusion.cc's kMaxConcatenateArguments), that
// is the f32 operands live until the concatenate and its f32 result:
// dynamic_slice_loop_1x2048x768_bf16 of testdata/xla-corpus stacks its
// 64 bf16[1,1,32,768] slices as convert_bitcast_fusion.N f32[1,1,32,768]
// into the f32[64,1,32,768] stack.129, then wrapped_convert to bf16
// (12 MiB of temp where the bf16 stack needs 3 MiB).
//
// A bf16 or f16 collective (all-gather, all-reduce, all-to-all,
// reduce-scatter, collective-permute) is computed in f32 as well: the
// bf16 transformer of spmd/testdata all-gathers its weights, all-reduces
// its gradients and exchanges its activations in f32 in XLA's optimized
// module (its embedding gradient's all-reduce is an f32[1024,512] buffer
// of 2 MiB live across the backward loop), so per-device temp counts
// them at twice the bf16 bytes.

import "github.com/planner-dev/planner/hlo"

// lowPrecision reports whether XLA:CPU upcasts the element type.
func lowPrecision(t hlo.ElementType) bool { return t == "bf16" || t == "f16" }

// normalizeFloats upcasts the low-precision dots, convolutions,
// dynamic-slices, concatenates and collectives of the sequential computations (CPU rules) and returns
// how many.
func normalizeFloats(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if s.dead[in.ID] || s.hasControl(in) || !in.Shape.IsArray() {
				continue
			}
			if in.Opcode != "dot" && in.Opcode != "convolution" && in.Opcode != "dynamic-slice" && in.Opcode != "concatenate" && !upcastCollective(in.Opcode) && !s.widenedForReader(in) {
				continue
			}
			low := lowPrecision(in.Shape.Element)
			for _, op := range in.Operands {
				low = low || op.Shape.IsArray() && lowPrecision(op.Shape.Element)
			}
			if !low || !plainLayout(in.Shape) || in.Opcode == "dot" && ynnDot(in) {
				continue
			}
			// The f32 op, reading f32 converts of its low-precision operands.
			wide := s.newInstruction(c, in.Name)
			*wide = hlo.Instruction{Name: wide.Name, ID: wide.ID, Parent: c, ParameterNumber: -1, TupleIndex: -1,
				Opcode: in.Opcode, Shape: withElement(in.Shape, "f32"), Attrs: append([]hlo.Attr(nil), in.Attrs...),
				Metadata: in.Metadata, Pos: in.Pos, OpcodePos: in.OpcodePos, ShapePos: in.ShapePos, Called: in.Called}
			for _, op := range in.Operands {
				x := op
				if op.Shape.IsArray() && lowPrecision(op.Shape.Element) {
					x = s.convert(c, op, "f32", in)
					s.placeBefore(x, in)
					s.addUser(op, x)
				}
				wide.Operands = append(wide.Operands, x)
			}
			for _, op := range wide.Operands {
				s.addUser(op, wide)
			}
			s.placeBefore(wide, in)
			out := wide
			if in.Shape.Element != "f32" {
				out = s.convert(c, wide, in.Shape.Element, in)
				s.addUser(wide, out)
				s.placeBefore(out, in)
			}
			s.replaceUses(in, out)
			s.remove(in)
			if out != wide {
				s.absorbUpcasts(out, wide)
			}
			n++
		}
	}
	return n
}

// upcastCollective reports whether XLA:CPU computes a low-precision
// collective of this opcode in f32: CpuFloatSupport does not take bf16
// for them, so FloatNormalization upcasts them as it does a dot (jaxlib
// 0.10.2: the bf16 transformer of spmd/testdata all-gathers, all-reduces
// and exchanges f32, twice the bytes of its bf16 values, in XLA's
// optimized module).
func upcastCollective(op string) bool {
	switch op {
	case "all-gather", "all-reduce", "all-to-all", "reduce-scatter", "collective-permute":
		return true
	}
	return false
}

// withElement returns s with its element type replaced.
func withElement(s hlo.Shape, t hlo.ElementType) hlo.Shape {
	s.Element = t
	return s
}

// convert returns a new convert of x to type t, not yet placed, with the
// metadata of the instruction it serves.
func (s *state) convert(c *hlo.Computation, x *hlo.Instruction, t hlo.ElementType, of *hlo.Instruction) *hlo.Instruction {
	cv := s.newInstruction(c, "convert")
	cv.Opcode, cv.Shape, cv.Operands = "convert", withElement(x.Shape, t), []*hlo.Instruction{x}
	cv.Metadata, cv.Pos, cv.OpcodePos, cv.ShapePos = of.Metadata, of.Pos, of.OpcodePos, of.ShapePos
	return cv
}

// widenedForReader reports whether FloatNormalization computes the
// low-precision array op in in f32 with a reader that sees the f32 value:
// CpuFloatSupport takes bf16 or f16 for none of the ops its
// DefaultAction visits (float_normalization.cc: all but tuples,
// get-tuple-elements, constants, parameters, fusions, converts, calls,
// custom calls, control flow, bitcasts and side-effecting ops), and
// ChangeOutputTypeThenInsertConvertBack, excess precision allowed (the
// default), hands the f32 result straight to each reader that converts
// it to f32. The model leaves the other low-precision ops as they are
// written (fused, their precision costs no memory), and widens only those
// with such a reader, where it does: a bf16 slice of a logit read through
// a convert by a library reduction is an f32 slice in XLA's module, an
// f32 buffer twice the bf16 one (heldout2 gpt2 at 0.6:
// bitcast_slice_fusion f32[4,127,1024] beside the scatter's f32 buffer
// and the recomputed logits at XLA's peak, 1,040,384 bytes more than a
// bf16 slice). Ops with called computations (reduce, scatter, sort, map)
// are left out: their computations would be converted too.
func (s *state) widenedForReader(in *hlo.Instruction) bool {
	if !lowPrecision(in.Shape.Element) || !plainLayout(in.Shape) || len(in.Called) > 0 || hlo.HasSideEffect(in.Opcode) {
		return false
	}
	switch in.Opcode {
	case "tuple", "get-tuple-element", "constant", "domain", "parameter", "fusion", "convert", "call", "custom-call",
		"while", "conditional", "bitcast-convert", "bitcast", "async-start", "async-done", "opt-barrier", "optimization-barrier",
		"dot", "rng", "rng-bit-generator", "copy-start", "copy-done", "after-all", "add-dependency":
		return false
	}
	for _, u := range s.users[in.ID] {
		if wideningConvert(s, u) {
			return true
		}
	}
	return false
}

// wideningConvert reports whether u is a live convert to f32 in the same
// computation, the reader ChangeOutputTypeThenInsertConvertBack replaces
// by the widened op.
func wideningConvert(s *state, u *hlo.Instruction) bool {
	return u.Opcode == "convert" && !s.dead[u.ID] && !s.hasControl(u) && u.Shape.IsArray() && u.Shape.Element == "f32" && plainLayout(u.Shape)
}

// absorbUpcasts makes each reader of out (the convert back to the op's
// low-precision type) that converts it to f32 read the f32 op wide
// instead, and removes it (float_normalization.cc,
// ChangeOutputTypeThenInsertConvertBack with excess precision allowed).
func (s *state) absorbUpcasts(out, wide *hlo.Instruction) {
	for _, u := range append([]*hlo.Instruction(nil), s.users[out.ID]...) {
		if !wideningConvert(s, u) || u.Parent != out.Parent {
			continue
		}
		s.replaceUses(u, wide)
		s.remove(u)
	}
}

package optimize

// Tree reduction: XLA:CPU's TreeReductionRewriter
// (service/tree_reduction_rewriter.cc, run in cpu_compiler.cc's
// simplification pipeline with reduce_window_size 32, on the reductions
// YNNPACK does not take: IsReduceOpOffloadedToYnn).
//
// A reduce of one array whose reduced dimensions are not all at most 32
// long becomes a reduce-window that reduces each reduced dimension by
// windows of min(d, 32) at stride min(d, 32), padded SAME with the init
// value, followed by a reduce of that over the same dimensions. The
// simplification pipeline runs to a fixed point, so the new reduce is
// split again while one of its dimensions is still longer than 32:
//
//	r = f32[] reduce(f32[1536] x, 0), dimensions={0}
//
// becomes
//
//	w1 = f32[48] reduce-window(x, 0), window={size=32 stride=32}
//	w2 = f32[2]  reduce-window(w1, 0), window={size=32 stride=32 pad=8_8}
//	r  = f32[]   reduce(w2, 0), dimensions={0}
//
// What that means for memory: loop fusion does not take a reduce-window
// in, as consumer or as producer (CanBeLoopFused lists no reduce-window),
// so the reduction's input is a buffer of its own (XLA's wrapped_multiply
// for the g·g of a gradient norm) and so is each window's result (XLA's
// wrapped_reduce-window.N); only the last reduce fuses into its reader.

import (
	"fmt"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// treeWindow is the reduce_window_size XLA:CPU runs the rewriter with.
const treeWindow = 32

// treeReduction splits the reductions of the sequential computations as
// TreeReductionRewriter does (CPU rules only) and returns the number of
// reductions split, counting each round.
func treeReduction(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	total := 0
	// The fixed point: a new reduce is split again in the next round when
	// one of its dimensions is still longer than the window. Each round
	// divides the longest reduced dimension by 32, so a reduction over
	// 2⁶³ elements needs 13 rounds.
	for round := 0; round < 16; round++ {
		n := 0
		for _, c := range sequential(s.m) {
			for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
				if s.dead[in.ID] || s.hasControl(in) || !treeReduced(in) {
					continue
				}
				if s.splitReduce(in) != nil {
					n++
				}
			}
		}
		s.compact()
		total += n
		if n == 0 {
			break
		}
	}
	return total
}

// splitReduce replaces the reduce in by reduce(reduce-window(x, init),
// init) and returns the new reduce, or nil when in is not a reduce of one
// array.
func (s *state) splitReduce(in *hlo.Instruction) *hlo.Instruction {
	x, init := in.Operands[0], in.Operands[1]
	dims, ok := intsAttr(in, "dimensions")
	if !ok || !x.Shape.IsArray() || !in.Shape.IsArray() {
		return nil
	}
	reduced := make([]bool, len(x.Shape.Dims))
	for _, d := range dims {
		if d < 0 || int(d) >= len(reduced) {
			return nil
		}
		reduced[d] = true
	}
	// The window: 1 on a kept dimension; min(d, 32), at that stride and
	// padded SAME (MakePadding, Padding::kSame: the output is ⌈d/stride⌉
	// long and the padding, split low then high, makes up the rest), on a
	// reduced one.
	var size, stride, pad []string
	out := hlo.Shape{Element: x.Shape.Element}
	padded := false
	for i, d := range x.Shape.Dims {
		w := int64(1)
		if reduced[i] {
			w = min(d, treeWindow)
		}
		o := d
		lo, hi := int64(0), int64(0)
		if w > 1 {
			o = (d + w - 1) / w
			total := max((o-1)*w+w-d, 0)
			lo, hi = total/2, total-total/2
		}
		padded = padded || lo != 0 || hi != 0
		size = append(size, fmt.Sprint(w))
		stride = append(stride, fmt.Sprint(w))
		pad = append(pad, fmt.Sprintf("%d_%d", lo, hi))
		out.Dims = append(out.Dims, o)
	}
	if x.Shape.Layout != nil {
		out.Layout = &hlo.Layout{MinorToMajor: append([]int(nil), x.Shape.Layout.MinorToMajor...)}
	}
	window := "{size=" + strings.Join(size, "x") + " stride=" + strings.Join(stride, "x")
	if padded {
		window += " pad=" + strings.Join(pad, "x")
	}
	window += "}"
	rw := s.newInstruction(in.Parent, "reduce-window")
	rw.Opcode, rw.Shape, rw.Operands = "reduce-window", out, []*hlo.Instruction{x, init}
	rw.Attrs = []hlo.Attr{{Name: "window", Value: window}}
	rw.Called = in.Called
	rw.Metadata, rw.Pos, rw.OpcodePos, rw.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	for _, op := range rw.Operands {
		s.addUser(op, rw)
	}
	s.placeBefore(rw, in)
	r := s.newInstruction(in.Parent, in.Name)
	r.Opcode, r.Shape, r.Operands = "reduce", in.Shape, []*hlo.Instruction{rw, init}
	r.Attrs = append([]hlo.Attr(nil), in.Attrs...)
	r.Called = in.Called
	r.Metadata, r.Pos, r.OpcodePos, r.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, r)
	return r
}

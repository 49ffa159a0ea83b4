// The lower bound on what any plan of the program needs under a limit.
//
// Recompute and offload shorten live ranges, but some bytes are beyond
// them: the entry's parameters and constants live from the start to the
// end (a non-donated parameter is the caller's, and a constant is never
// freed), and an instruction's operands and result are live together
// while it runs, whatever happens around it. So any plan, after any
// rematerialization or offload, needs at least
//
//	pinned + max over instructions i of (operands and result of i, not pinned)
//
// (the result not counted for an elementwise op that may overwrite an
// operand of its size), computed on the program as given: its buffers are
// those of the values any changed program still computes.
//
// and at least pinned + the entry's result at the end. When this bound is
// above the limit, no change can meet it: the bound and the instruction
// that sets it are the answer to "why".

package remat

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// Bound is a lower bound on the arena of any plan of a module, after any
// rematerialization or offload, and what sets it.
type Bound struct {
	// Bytes is the bound.
	Bytes int64
	// Pinned is the bytes of buffers that can be neither recomputed nor
	// offloaded (entry parameters not donated, constants), live throughout;
	// PinnedValues lists the largest of them.
	Pinned       int64
	PinnedValues []Pinned
	// Instruction is the instruction whose operands and result, with the
	// pinned bytes, set the bound; Working the bytes of its operands and
	// result beyond the pinned ones. Empty when the entry's result at the
	// end sets it.
	Instruction string
	Working     int64
}

// Pinned is one buffer live throughout that no change can shorten.
type Pinned struct {
	Value string
	Shape string
	Bytes int64
	Kind  string
}

// LowerBound returns the bound for the module m analysed as lv.
func LowerBound(m *hlo.Module, lv *liveness.Result, arena liveness.Arena, limit int64) *Bound {
	b := &Bound{}
	type key struct {
		id  int
		idx string
	}
	bufOf := map[key]int{}
	pinned := make([]bool, len(lv.Buffers))
	for i := range lv.Buffers {
		buf := &lv.Buffers[i]
		for _, v := range buf.Values {
			if !v.Copy {
				bufOf[key{v.Instruction.ID, indexKey(v.Index)}] = i
			}
		}
		if !arena.In(buf) {
			continue
		}
		if buf.Kind == liveness.Constant || buf.Kind == liveness.Parameter && buf.Start == 0 && buf.End == lv.Steps {
			pinned[i] = true
			b.Pinned += buf.Size
			b.PinnedValues = append(b.PinnedValues, Pinned{Value: buf.Values[0].String(), Shape: liveness.ShapeText(buf.Shape), Bytes: buf.Size, Kind: buf.Kind.String()})
		}
	}
	slices.SortStableFunc(b.PinnedValues, func(x, y Pinned) int {
		if x.Bytes != y.Bytes {
			if x.Bytes > y.Bytes {
				return -1
			}
			return 1
		}
		return 0
	})
	if len(b.PinnedValues) > 10 {
		b.PinnedValues = b.PinnedValues[:10]
	}
	// The buffers an instruction touches: its result's and its operands'
	// array values, found by the values' defining instructions.
	seen := make([]int, len(lv.Buffers))
	stamp := 0
	var touch func(in *hlo.Instruction, idx hlo.ShapeIndex, add func(int), depth int)
	touch = func(in *hlo.Instruction, idx hlo.ShapeIndex, add func(int), depth int) {
		if i, ok := bufOf[key{in.ID, indexKey(idx)}]; ok {
			add(i)
			return
		}
		if depth > 16 {
			return
		}
		switch in.Opcode {
		case "get-tuple-element":
			touch(in.Operands[0], append(hlo.ShapeIndex{in.TupleIndex}, idx...), add, depth+1)
		case "bitcast", "add-dependency", "domain":
			touch(in.Operands[0], idx, add, depth+1)
		case "tuple":
			if len(idx) > 0 && idx[0] < len(in.Operands) {
				touch(in.Operands[idx[0]], idx[1:], add, depth+1)
			}
		}
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			switch in.Opcode {
			case "tuple", "get-tuple-element", "bitcast", "parameter", "while", "call", "conditional",
				"copy-start", "copy-done", "add-dependency", "opt-barrier", "optimization-barrier", "domain":
				continue
			}
			stamp++
			var w int64
			add := func(i int) {
				if seen[i] == stamp || pinned[i] || !arena.In(&lv.Buffers[i]) {
					return
				}
				seen[i] = stamp
				w += lv.Buffers[i].Size
			}
			var opSizes []int64
			for _, o := range in.Operands {
				if o.Shape.IsArray() {
					before := w
					touch(o, nil, add, 0)
					opSizes = append(opSizes, w-before)
				}
			}
			// An elementwise op may write its result over an operand of
			// its size whose last use it is: a change that moves the
			// operand's later uses elsewhere allows that, so the result
			// is not counted then.
			shared := false
			if liveness.Elementwise(in.Opcode) {
				size := int64(-1)
				if b, ok := bufOf[key{in.ID, ""}]; ok {
					size = lv.Buffers[b].Size
				}
				for _, s := range opSizes {
					shared = shared || s == size
				}
			}
			if in.Shape.IsArray() && !shared {
				touch(in, nil, add, 0)
			}
			if w > b.Working {
				b.Working, b.Instruction = w, in.Name
			}
		}
	}
	// The entry's result is live at the end, whatever was changed.
	var out int64
	for i := range lv.Buffers {
		buf := &lv.Buffers[i]
		if arena.In(buf) && buf.LiveOut && !pinned[i] {
			out += buf.Size
		}
	}
	if out > b.Working {
		b.Working, b.Instruction = out, ""
	}
	b.Bytes = b.Pinned + b.Working
	return b
}

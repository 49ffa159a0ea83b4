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
	// Pair, when set, names two operands of Instruction: the bound is
	// then not its operands and result alone but what some step holds
	// because the two are read together (pairBound).
	Pair [2]string
}

// Pinned is one buffer live throughout that no change can shorten.
type Pinned struct {
	Value string
	Shape string
	Bytes int64
	Kind  string
}

// LowerBound returns the bound for the module m analysed as lv.
//
// offload says whether a change may move values to host memory: where it
// may not, two operands read together add a bound (pairBound).
func LowerBound(m *hlo.Module, lv *liveness.Result, arena liveness.Arena, limit int64, offload bool) *Bound {
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
	// work returns the buffers instruction in touches while it runs, not
	// pinned and in the arena, in first-touch order; nil for an
	// instruction that computes nothing (plumbing, calls, transfers).
	// shareFusion also leaves out the result of a loop fusion that may
	// write it over an operand of its size (liveness lets XLA:CPU's loop
	// fusions do that, share.go's reusable).
	work := func(in *hlo.Instruction, shareFusion bool) []int {
		switch in.Opcode {
		case "tuple", "get-tuple-element", "bitcast", "parameter", "while", "call", "conditional",
			"copy-start", "copy-done", "add-dependency", "opt-barrier", "optimization-barrier", "domain":
			return nil
		}
		stamp++
		var bufs []int
		add := func(i int) {
			if seen[i] == stamp || pinned[i] || !arena.In(&lv.Buffers[i]) {
				return
			}
			seen[i] = stamp
			bufs = append(bufs, i)
		}
		var opSizes []int64
		for _, o := range in.Operands {
			if o.Shape.IsArray() {
				before := len(bufs)
				touch(o, nil, add, 0)
				var s int64
				for _, i := range bufs[before:] {
					s += lv.Buffers[i].Size
				}
				opSizes = append(opSizes, s)
			}
		}
		// An elementwise op may write its result over an operand of
		// its size whose last use it is: a change that moves the
		// operand's later uses elsewhere allows that, so the result
		// is not counted then.
		shared := false
		if liveness.Elementwise(in.Opcode) || shareFusion && isLoopFusion(in) {
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
		if bufs == nil {
			bufs = []int{}
		}
		return bufs
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			bufs := work(in, false)
			if bufs == nil {
				continue
			}
			var w int64
			for _, i := range bufs {
				w += lv.Buffers[i].Size
			}
			if w > b.Working {
				b.Working, b.Instruction = w, in.Name
			}
		}
	}
	if !offload && m.Entry != nil {
		// value resolves an operand to the buffer of its array value, the
		// instruction that computes it (nil for a parameter, a loop's
		// result or anything else that computes nothing) and whether it
		// is a parameter of the entry, live from the start.
		value := func(o *hlo.Instruction) (int, *hlo.Instruction, bool) {
			for d := 0; d < 16; d++ {
				if i, ok := bufOf[key{o.ID, ""}]; ok {
					if work(o, true) == nil {
						return i, nil, o.Opcode == "parameter"
					}
					return i, o, false
				}
				if o.Opcode != "bitcast" && o.Opcode != "add-dependency" && o.Opcode != "domain" {
					return -1, nil, false
				}
				o = o.Operands[0]
			}
			return -1, nil, false
		}
		size := func(i int) int64 { return lv.Buffers[i].Size }
		in := func(i int) bool { return i >= 0 && !pinned[i] && arena.In(&lv.Buffers[i]) }
		if x, w := pairBound(m.Entry, value, size, in, work); w > b.Working {
			b.Working, b.Instruction, b.Pair = w, x.Instruction, x.Pair
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

// pairBound returns the largest bound set by two operands a and b of one
// instruction x of the entry computation c, and its bytes (0 when none).
//
// x reads a and b together, so both are live when x runs, and each was
// computed before (by its instruction or a clone of it: a recompute runs
// an instruction of the same opcode on operands of the same shapes, and
// with no offload no value comes back from host memory, where a reload
// would hold only itself). Take a chain a_0 -> ... -> a_k = a, each a_i an
// operand of the instruction P(a_{i+1}) computing a_{i+1}, run at times
// t_0 < ... < t_k < t_x, and b computed at t_b by P(b). Whatever the order:
//
//   - t_b < t_0: b is live at every t_j, so some step holds
//     work(P(a_j)) + b for each j;
//   - t_{i-1} < t_b < t_i: a_{i-1} is live at t_b (P(a_i) reads it later)
//     and b at every t_j, j >= i: work(P(b)) + a_{i-1}, and work(P(a_j)) + b;
//   - t_k < t_b: a is live at t_b: work(P(b)) + a.
//
// The smallest of the cases is a bound. An elementwise op or a loop
// fusion may write its result over an operand, so work leaves such a
// result out (it may hold one buffer less than it reads and writes). A
// b that is a parameter is live from the start (only the first case). A
// b in a's chain is passed over (t_b is then some t_j). The chain is of
// values: an elementwise a_i may share its operand's buffer, and counts
// it once. Example
// (testdata/xla-remat/mlp.lowered.hlo, six tanh(h @ w) layers of 1 MiB):
// dot_general.5 reads tanh.9 and multiply_add_fusion.4; computing
// tanh.9's input (ynn_fusion.7) reads tanh.8, and multiply_add_fusion.4
// reads tanh.10 and ynn_fusion.4, so whichever is computed last is
// computed beside the other: 3 MiB, where each instruction alone needs
// 2 MiB. This is the argument hlo_rematerialization.cc's
// RematerializeBestBlock cannot beat by recomputing either: a clone
// needs the same operands as its original at its own step.
func pairBound(c *hlo.Computation, value func(*hlo.Instruction) (int, *hlo.Instruction, bool), size func(int) int64, in func(int) bool, work func(*hlo.Instruction, bool) []int) (Bound, int64) {
	var best Bound
	var bestW int64
	// with returns the bytes of bufs and extra, counted once.
	with := func(bufs []int, extra int) int64 {
		var w int64
		dup := false
		for _, i := range bufs {
			w += size(i)
			dup = dup || i == extra
		}
		if !dup {
			w += size(extra)
		}
		return w
	}
	const maxChain = 16
	for _, x := range c.Instructions {
		if work(x, true) == nil || len(x.Operands) > 16 {
			continue
		}
		for ai, ao := range x.Operands {
			a, pa, _ := value(ao)
			if !in(a) || pa == nil {
				continue
			}
			// The chain, a_k = a first: each step takes the producer's
			// largest operand in the arena that some instruction computes.
			chain := []int{a}
			prods := []*hlo.Instruction{pa}
			for len(chain) < maxChain {
				p := prods[len(prods)-1]
				next, nextP := -1, (*hlo.Instruction)(nil)
				for _, o := range p.Operands {
					if !o.Shape.IsArray() {
						continue
					}
					i, q, _ := value(o)
					if in(i) && q != nil && (next < 0 || size(i) > size(next)) {
						next, nextP = i, q
					}
				}
				if nextP == nil || slices.Contains(prods, nextP) {
					break
				}
				chain, prods = append(chain, next), append(prods, nextP)
			}
			slices.Reverse(chain)
			slices.Reverse(prods)
			for bi, bo := range x.Operands {
				if bi == ai {
					continue
				}
				b, pb, param := value(bo)
				if !in(b) || b == a || pb != nil && slices.Contains(prods, pb) || pb == nil && !param {
					continue
				}
				// after[j] is max over j' >= j of work(P(a_j')) + b.
				k := len(chain)
				after := make([]int64, k+1)
				for j := k - 1; j >= 0; j-- {
					after[j] = max(after[j+1], with(work(prods[j], true), b))
				}
				w := after[0]
				if pb != nil {
					wb := work(pb, true)
					for i := 1; i <= k; i++ {
						w = min(w, max(with(wb, chain[i-1]), after[i]))
					}
				}
				if w > bestW {
					bestW = w
					best = Bound{Instruction: x.Name, Pair: [2]string{ao.Name, bo.Name}}
				}
			}
		}
	}
	return best, bestW
}

// isLoopFusion reports whether in is a fusion of kind kLoop.
func isLoopFusion(in *hlo.Instruction) bool {
	if in.Opcode != "fusion" {
		return false
	}
	for _, at := range in.Attrs {
		if at.Name == "kind" {
			return at.Value == "kLoop"
		}
	}
	return false
}

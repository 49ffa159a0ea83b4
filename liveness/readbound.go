// A lower bound of a schedule's L read off the operands alone.
//
// The best schedule measures four orders and keeps the one with the lowest
// L. An order whose L is sure to exceed the best so far cannot be chosen,
// and MeasureBelow stops it after the must-share constraints
// (occupancyBound); but the layout before them, one value per instruction
// with its reads, is most of an analysis, and on a training step the
// post-order and list orders need a third more than the text order: their
// layouts were work thrown away. readsBound bounds L from below before
// any layout, from what the order alone decides: when each instruction of
// the entry runs.
//
// The bound counts the values whose life the order fixes without the
// analysis: each entry parameter and constant from instant 0, each
// instruction that defines one fresh array value (anything but the
// instructions that forward an operand's buffer, see readsModel) from
// instant 2t+1 of its step t; until the last instant 2u at which an
// instruction reading it directly runs (step u), or the end for the
// entry's outputs, the parameters the caller keeps and the constants. It
// sweeps them over the instants and returns the highest sum.
//
// Why it is at most the L that MaxLiveIn(All) gives after the full
// analysis: the analysis gives each counted value the same definition
// instant (instruction: an ordinary instruction of an array shape defines
// one fresh value at 2t+1) and reads it at least where the bound does (an
// ordinary reader reads each operand value at 2u or 2u+1; outputs read
// the root's values at the end); a value's last read only grows after
// (use never lowers it). The groups the analysis makes unite only values
// never occupied at the same instant: mustShare unites two groups only
// when they are disjoint (otherwise it copies), forcing a union only for
// a loop's phis; mayShare and colocation unite only disjoint groups
// (occupancyBound relies on the same). So the values occupied at an
// instant lie in distinct groups, each at least as large as its values
// and live, in MaxLiveIn's steps, over the step of every instant its
// values occupy. The bound is taken only where nothing breaks this: no
// while, conditional or call in the entry (no phis, and the timeline is
// the entry's order, one step per instruction), every shape in the
// default memory space (MaxLiveIn counts only those; a group's space is
// one member's), an arena other than TempOnly, a schedule of the entry
// that is a permutation of it with every operand before its reader.
//
// Example: p (1 KiB, kept by the caller), a = exp(p), b = neg(a), ROOT
// c = add(p, b), in text order (steps 0-3). p occupies instants [0, 7], a
// [3, 4] (read by b at step 2), b [5, 6], c [7, 7] (the output, to the
// end, capped at the last step's instants). Instant 4 holds p, a (2 KiB),
// instant 5 p, b, instant 7 p, c: the bound is 2 KiB, and the analysis's
// L is 2 KiB too (b may write over a, c over b).

package liveness

import "github.com/planner-dev/planner/hlo"

// readsModel is what readsBound needs of the entry computation, by an
// instruction's index in it: built once per Prepared, read by every
// order's bound (concurrently: it is never written after
// newReadsModel).
type readsModel struct {
	entry *hlo.Computation
	// size is the bytes of the fresh array value the instruction
	// defines, -1 when it defines none the bound counts.
	size []int64
	// atZero marks the entry parameters and constants, defined at
	// instant 0 rather than at their step.
	atZero []bool
	// toEnd marks the counted values read at the end: the outputs, the
	// parameters the caller keeps, the constants.
	toEnd []bool
	// reads lists, per instruction, the operands it reads as an ordinary
	// instruction does (each value of each operand at its step or just
	// after), by index; nil for an instruction that forwards them.
	reads [][]int
	// operands lists every instruction's operands, by index: an order
	// that runs one after its reader is the layout's to report.
	operands [][]int
}

// maxCountedBytes bounds the bytes of one counted value, so that the sum
// of all of them cannot overflow int64 (at most 2^22 steps' worth each).
const maxCountedBytes = 1 << 40

// newReadsModel builds the model of p's module, or returns nil where the
// bound does not hold (see the essay above).
func newReadsModel(p *Prepared) *readsModel {
	m, e := p.m, p.m.Entry
	if p.opt.Arena == TempOnly || p.stepsErr != nil || e.Root == nil {
		return nil
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in == nil || otherSpace(in.Shape) {
				return nil
			}
		}
	}
	n := len(e.Instructions)
	md := &readsModel{entry: e, size: make([]int64, n), atZero: make([]bool, n), toEnd: make([]bool, n),
		reads: make([][]int, n), operands: make([][]int, n)}
	ops := make([]int, 0, 2*n)
	for i, in := range e.Instructions {
		if j, ok := p.local.of(in); !ok || j != i || in.Parent != e {
			return nil
		}
		md.size[i] = -1
		start := len(ops)
		for _, op := range in.Operands {
			k, ok := p.local.of(op)
			if !ok || op.Parent != e {
				return nil // the layout reports it
			}
			ops = append(ops, k)
		}
		md.operands[i] = ops[start:len(ops):len(ops)]
		switch in.Opcode {
		case "while", "conditional", "call":
			return nil // they lay computations out on the timeline
		case "parameter":
			md.atZero[i] = true
			md.toEnd[i] = !p.donated[donorKey(in.ParameterNumber, nil)]
		case "constant":
			md.atZero[i], md.toEnd[i] = true, true
		case "get-tuple-element", "tuple",
			"bitcast", "add-dependency", "domain", "opt-barrier", "optimization-barrier",
			"copy-done", "async-done", "all-reduce-done", "all-gather-done", "collective-permute-done":
			// They forward an operand's values (some only when shapes
			// match): neither counted nor counted as readers.
			continue
		default:
			md.reads[i] = md.operands[i]
			switch in.Opcode {
			case "copy-start", "async-start", "all-gather-start", "collective-permute-start", "send", "recv-done":
				continue // define forwards some of their elements
			}
		}
		if in.Shape.IsTuple() {
			continue
		}
		if s := p.opt.Size(in.Shape); s > 0 && s <= maxCountedBytes {
			md.size[i] = s
		} else if s > maxCountedBytes {
			return nil
		}
	}
	root, _ := p.local.of(e.Root)
	md.toEnd[root] = true
	if e.Root.Opcode == "tuple" {
		for _, op := range e.Root.Operands {
			if k, ok := p.local.of(op); ok && op.Parent == e {
				md.toEnd[k] = true
			}
		}
	}
	return md
}

// otherSpace reports whether any subshape of s lies outside the default
// memory space.
func otherSpace(s hlo.Shape) bool {
	if s.Layout != nil && s.Layout.MemorySpace != 0 {
		return true
	}
	for _, e := range s.Tuple {
		if otherSpace(e) {
			return true
		}
	}
	return false
}

// readsBound returns a lower bound of the L (MaxLiveIn of the arena of
// p's options) of the module under seq, and false where it cannot tell
// (the essay above).
func (p *Prepared) readsBound(seq hlo.Sequence) (int64, bool) {
	md := p.reads
	if md == nil {
		return 0, false
	}
	e := md.entry
	order, ok := seq[e]
	if !ok {
		order = e.Instructions
	}
	n := len(e.Instructions)
	if len(order) != n || n == 0 {
		return 0, false
	}
	step := make([]int64, n)
	for i := range step {
		step[i] = -1
	}
	for t, in := range order {
		k, ok := p.local.of(in)
		if !ok || in.Parent != e || step[k] >= 0 {
			return 0, false
		}
		step[k] = int64(t)
	}
	for u, ops := range md.operands {
		for _, k := range ops {
			if step[k] >= step[u] {
				return 0, false // run before its operand: the layout reports it
			}
		}
	}
	end := 2*int64(n) - 1 // the last instant a step holds
	last := make([]int64, n)
	for i := range last {
		switch {
		case md.toEnd[i]:
			last[i] = end
		case md.atZero[i]:
			last[i] = 0
		default:
			last[i] = 2*step[i] + 1
		}
	}
	for u, ops := range md.reads {
		for _, k := range ops {
			last[k] = max(last[k], min(2*step[u], end))
		}
	}
	diff := make([]int64, 2*n+1)
	for i, s := range md.size {
		if s <= 0 {
			continue
		}
		def := 2*step[i] + 1
		if md.atZero[i] {
			def = 0
		}
		diff[def] += s
		diff[last[i]+1] -= s
	}
	var cur, bound int64
	for _, d := range diff {
		cur += d
		bound = max(bound, cur)
	}
	return bound, true
}

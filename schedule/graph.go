package schedule

import (
	"errors"
	"fmt"
	"math"

	"github.com/planner-dev/planner/hlo"
)

// graph is one computation's dependence graph and the simple buffer model
// the schedulers and the max-live estimate share. Instructions are named by
// their local index: their position in the computation's text order.
type graph struct {
	comp  *hlo.Computation
	insts []*hlo.Instruction // text order
	// index maps an instruction of the computation to its local index.
	index map[*hlo.Instruction]int
	// operands[i] are i's distinct operands in operand order; control[i]
	// its distinct control predecessors in text order. Dependencies on
	// instructions outside the computation are dropped (the parser rejects
	// them).
	operands, control [][]int
	// preds[i] is operands[i] ∪ control[i], distinct; succs[i] the
	// instructions that depend on i (users and control successors),
	// distinct, ascending.
	preds, succs [][]int
	// users[i] counts i's data users (XLA's user_count).
	users []int
	root  int

	// defBytes[i] is the bytes of the new buffers i defines (0 for
	// get-tuple-element, bitcast, while and the other pass-through ops, and
	// for the parameters of non-entry computations, which belong to the
	// caller). A buffer is named by its defining instruction.
	defBytes []int64
	// sources[i] are the buffers i's value may refer to: {i} for an
	// instruction that defines one, its operand's for a pass-through op,
	// {i} and every element's for a tuple.
	sources [][]int
	// reads[i] are the buffers i reads: the sources of its operands
	// (for get-tuple-element, the selected element's), distinct.
	reads [][]int
	// uses[b] are the instructions that read buffer b, ascending.
	uses [][]int
	// pinned[b] says buffer b lives throughout: an entry parameter or a
	// constant (from step 0), or part of the root's value (to the end).
	pinned []bool
	// fromStart[b] says the pinned buffer b is live from step 0.
	fromStart []bool
}

// passThrough lists the opcodes whose value is one of their operands' (or
// a view of it): they define no new array.
var passThrough = map[string]bool{
	"get-tuple-element":    true,
	"bitcast":              true,
	"while":                true,
	"opt-barrier":          true, // XLA's spelling
	"optimization-barrier": true,
	"add-dependency":       true,
	"domain":               true,
}

// newGraph builds the graph of c; size gives the bytes of one buffer of a
// shape (for a tuple, its pointer table).
func newGraph(c *hlo.Computation, size func(hlo.Shape) int64) *graph {
	n := len(c.Instructions)
	g := &graph{
		comp:      c,
		insts:     c.Instructions,
		operands:  make([][]int, n),
		control:   make([][]int, n),
		preds:     make([][]int, n),
		succs:     make([][]int, n),
		users:     make([]int, n),
		root:      n - 1,
		defBytes:  make([]int64, n),
		sources:   make([][]int, n),
		reads:     make([][]int, n),
		uses:      make([][]int, n),
		pinned:    make([]bool, n),
		fromStart: make([]bool, n),
	}
	index := make(map[*hlo.Instruction]int, n)
	g.index = index
	for i, in := range c.Instructions {
		index[in] = i
		if in == c.Root {
			g.root = i
		}
	}
	// The rows of operands and succs are carved out of one array each, and
	// preds[i] is operands[i] where i has no control predecessors: a
	// slice per instruction and row was most of the graphs' allocations
	// (the rows are only read once built).
	slots := 0
	for _, in := range c.Instructions {
		slots += len(in.Operands)
	}
	flat := make([]int, 0, slots)
	// stamp[j] == i+1 marks j as already seen while building row i.
	stamp := make([]int, n)
	edges := 0
	for i, in := range c.Instructions {
		start := len(flat)
		for _, op := range in.Operands {
			if j, ok := index[op]; ok && stamp[j] != i+1 {
				stamp[j] = i + 1
				flat = append(flat, j)
			}
		}
		if len(flat) > start {
			g.operands[i] = flat[start:len(flat):len(flat)]
		}
		for _, p := range in.ControlPredecessors {
			if j, ok := index[p]; ok && stamp[j] != i+1 {
				stamp[j] = i + 1
				g.control[i] = append(g.control[i], j)
			}
		}
		if len(g.control[i]) == 0 {
			g.preds[i] = g.operands[i]
		} else {
			g.preds[i] = append(append([]int(nil), g.operands[i]...), g.control[i]...)
		}
		edges += len(g.preds[i])
		for _, j := range g.operands[i] {
			g.users[j]++
		}
	}
	// preds[i] is distinct, so succs are too; stamp counts each row first.
	clear(stamp)
	for i := range c.Instructions {
		for _, j := range g.preds[i] {
			stamp[j]++
		}
	}
	back := make([]int, edges)
	for j, k := range stamp {
		if k > 0 {
			g.succs[j] = back[:0:k]
			back = back[k:]
		}
	}
	for i := range c.Instructions {
		for _, j := range g.preds[i] {
			g.succs[j] = append(g.succs[j], i)
		}
	}
	for i := range stamp {
		stamp[i] = 0
	}
	g.buildBuffers(size, stamp)
	return g
}

// buildBuffers fills the buffer model. Sources are computed in an order
// where operands come first when one exists; with a cycle (bad input that
// the schedulers report) the remaining instructions keep {i}.
func (g *graph) buildBuffers(size func(hlo.Shape) int64, stamp []int) {
	n := len(g.insts)
	isEntry := g.comp.IsEntry
	for i, in := range g.insts {
		switch {
		case passThrough[in.Opcode]:
		case in.Opcode == "parameter" && !isEntry:
		case in.Opcode == "tuple":
			g.defBytes[i] = size(in.Shape)
		default:
			var b int64
			in.Shape.ForEachSubshape(func(sub hlo.Shape, _ hlo.ShapeIndex) {
				b = satAdd(b, size(sub))
			})
			g.defBytes[i] = b
		}
		if (in.Opcode == "parameter" && isEntry) || in.Opcode == "constant" {
			g.pinned[i], g.fromStart[i] = true, true
		}
	}
	order, err := postOrder(g, nil)
	if err != nil { // a cycle: fall back to text order, sources stay local
		order = make([]int, n)
		for i := range order {
			order[i] = i
		}
	}
	done := make([]bool, n)
	for _, i := range order {
		in := g.insts[i]
		switch {
		case in.Opcode == "get-tuple-element" && len(g.operands[i]) > 0:
			g.sources[i] = g.elementSources(g.operands[i][0], in.TupleIndex, done, 0)
		case passThrough[in.Opcode] && len(g.operands[i]) > 0 && done[g.operands[i][0]]:
			g.sources[i] = g.sources[g.operands[i][0]]
		case in.Opcode == "tuple":
			s := []int{i}
			stamp[i] = -(i + 1)
			for _, o := range g.operands[i] {
				if !done[o] {
					continue
				}
				for _, b := range g.sources[o] {
					if stamp[b] != -(i + 1) {
						stamp[b] = -(i + 1)
						s = append(s, b)
					}
				}
			}
			g.sources[i] = s
		default:
			g.sources[i] = []int{i}
		}
		done[i] = true
	}
	for _, b := range g.sources[g.root] {
		g.pinned[b] = true
	}
	for i := range stamp {
		stamp[i] = 0
	}
	for i, in := range g.insts {
		var r []int
		add := func(b int) {
			if stamp[b] != i+1 {
				stamp[b] = i + 1
				r = append(r, b)
			}
		}
		if in.Opcode == "get-tuple-element" && len(g.operands[i]) > 0 {
			// A get-tuple-element reads the tuple's pointer table and
			// forwards one element; it does not touch the other elements.
			o := g.operands[i][0]
			for _, b := range g.sources[i] {
				add(b)
			}
			if g.defBytes[o] > 0 {
				add(o)
			}
		} else {
			for _, o := range g.operands[i] {
				for _, b := range g.sources[o] {
					add(b)
				}
			}
		}
		g.reads[i] = r
		for _, b := range r {
			g.uses[b] = append(g.uses[b], i)
		}
	}
}

// elementSources returns the sources of element k of o's tuple value:
// looking through tuples and pass-through ops, or o's own sources when the
// element cannot be told apart.
func (g *graph) elementSources(o, k int, done []bool, depth int) []int {
	if !done[o] {
		return []int{o}
	}
	in := g.insts[o]
	if depth < 64 {
		switch {
		case in.Opcode == "tuple" && k >= 0 && k < len(in.Operands):
			// operands[o] is deduplicated: find element k's operand by pointer.
			for _, j := range g.operands[o] {
				if g.insts[j] == in.Operands[k] && done[j] {
					return g.sources[j]
				}
			}
		case in.Opcode != "get-tuple-element" && passThrough[in.Opcode] && len(g.operands[o]) > 0:
			return g.elementSources(g.operands[o][0], k, done, depth+1)
		}
	}
	return g.sources[o]
}

// satAdd adds non-negative sizes, saturating instead of overflowing.
func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// posErrorf returns an error positioned at p: an *hlo.Error, so that a
// caller finds the position with errors.As whatever wraps it; a plain error
// when p names no line.
func posErrorf(p hlo.Pos, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if p.Line == 0 {
		return errors.New(msg)
	}
	return &hlo.Error{Pos: p, Msg: msg}
}

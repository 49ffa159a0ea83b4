package schedule

// Post order and the DFS memory scheduler.
//
// postorder is XLA's HloComputation::MakeInstructionPostOrder: a depth-first
// walk from the root that emits an instruction after everything it depends
// on, visiting control predecessors first and then operands in operand
// order. Instructions the root does not depend on (dead code, unused
// parameters, side effects ordered only by control edges) are walked next,
// from every remaining sink in text order. A post order of a DAG is a
// topological order, so every dependency is respected; a cycle is reported.
//
// dfs is XLA's DFSMemoryScheduler. It is the same walk with one change: the
// operands of an instruction are visited in order of decreasing
// extra_users, then decreasing total_bytes, then name, where for an
// instruction h (computed in post order, as if the graph were a tree):
//
//	extra_users(h) = max(users(h)-1, 0) + Σ extra_users(operands)
//	total_bytes(h) = defined_bytes(h)    + Σ total_bytes(operands)
//
// Parameters and constants count 0 for both.
// Visiting the heavy subtree first means its result is held while the light
// subtrees run, rather than holding many light results while the heavy one
// runs; subtrees whose values are shared by many users go first because
// their values must be held anyway. The sums double-count shared subtrees
// (the tree approximation XLA also makes); as XLA does, extra_users is
// capped at the instruction count and total_bytes at the bytes defined so
// far, so that deep chains of diamonds do not overflow.
//
// Example: root = add(a, b) with a = exp(p) of 4 KiB and b a chain of three
// 1 MiB ops. postorder computes a first and holds its 4 KiB across b's
// chain; dfs computes b's chain first (total_bytes 3 MiB > 4 KiB).

import (
	"cmp"
	"slices"
	"strings"
)

// postOrder returns the post order of g. childOrder, when not nil, orders
// the operands of an instruction (control predecessors always come first,
// in text order).
func postOrder(g *graph, childOrder func(i int) []int) ([]int, error) {
	n := len(g.insts)
	const (
		unvisited = iota
		onStack
		done
	)
	state := make([]uint8, n)
	order := make([]int, 0, n)
	children := childOrder
	if children == nil {
		children = func(i int) []int {
			if len(g.control[i]) == 0 {
				return g.operands[i] // read only
			}
			c := make([]int, 0, len(g.preds[i]))
			c = append(c, g.control[i]...)
			return append(c, g.operands[i]...)
		}
	}
	type frame struct {
		node int
		kids []int
		next int
	}
	// The stack holds a path of the graph, as deep as the graph is long
	// on a chain: made at once for the deepest, where doubling from empty
	// made 28 MB of copies over the 11,000-layer step's schedules.
	stack := make([]frame, 0, n)
	walk := func(start int) error {
		if state[start] != unvisited {
			return nil
		}
		state[start] = onStack
		stack = append(stack[:0], frame{node: start, kids: children(start)})
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.next < len(f.kids) {
				k := f.kids[f.next]
				f.next++
				switch state[k] {
				case unvisited:
					state[k] = onStack
					stack = append(stack, frame{node: k, kids: children(k)})
				case onStack:
					return g.cycleError(f.node, k)
				}
				continue
			}
			state[f.node] = done
			order = append(order, f.node)
			stack = stack[:len(stack)-1]
		}
		return nil
	}
	if n == 0 {
		return order, nil
	}
	if err := walk(g.root); err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		if len(g.succs[i]) == 0 {
			if err := walk(i); err != nil {
				return nil, err
			}
		}
	}
	if len(order) != n { // every instruction reaches a sink unless on a cycle
		for i := 0; i < n; i++ {
			if err := walk(i); err != nil {
				return nil, err
			}
		}
	}
	return order, nil
}

// cycleError reports that instruction from depends on to, which already
// waits for from.
func (g *graph) cycleError(from, to int) error {
	in := g.insts[from]
	return posErrorf(in.Pos, "instruction %s depends on %s, which depends on it in turn: the computation %s has a cycle",
		in.Name, g.insts[to].Name, g.comp.Name)
}

// dfsOrder is the DFS memory scheduler's order of g.
func dfsOrder(g *graph) ([]int, error) {
	topo, err := postOrder(g, nil)
	if err != nil {
		return nil, err
	}
	n := len(g.insts)
	extraUsers := make([]int64, n)
	totalBytes := make([]int64, n)
	var cumulative int64
	for _, i := range topo {
		if g.fromStart[i] { // parameters and constants weigh nothing
			continue
		}
		if g.users[i] > 1 {
			extraUsers[i] = int64(g.users[i] - 1)
		}
		totalBytes[i] = g.defBytes[i]
		cumulative = satAdd(cumulative, g.defBytes[i])
		for _, o := range g.operands[i] {
			extraUsers[i] = satAdd(extraUsers[i], extraUsers[o])
			totalBytes[i] = satAdd(totalBytes[i], totalBytes[o])
		}
		// The sums count shared subtrees once per path, which grows
		// exponentially on chains of diamonds: cap them as XLA does.
		extraUsers[i] = min(extraUsers[i], int64(n))
		totalBytes[i] = min(totalBytes[i], cumulative)
	}
	return postOrder(g, func(i int) []int {
		ops := append([]int(nil), g.operands[i]...)
		slices.SortStableFunc(ops, func(x, y int) int {
			if c := cmp.Compare(extraUsers[y], extraUsers[x]); c != 0 {
				return c
			}
			if c := cmp.Compare(totalBytes[y], totalBytes[x]); c != 0 {
				return c
			}
			if c := strings.Compare(g.insts[x].Name, g.insts[y].Name); c != 0 {
				return c
			}
			return cmp.Compare(x, y)
		})
		if len(g.control[i]) == 0 {
			return ops
		}
		return append(append([]int(nil), g.control[i]...), ops...)
	})
}

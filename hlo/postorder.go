package hlo

import (
	"cmp"
	"slices"
)

// PostOrder is c's instructions in the order XLA gives them whatever
// order the text writes them in: the parameters first, by number, then
// the computation's post order (hlo_computation.cc,
// HloComputation::MakeInstructionPostOrder): from each instruction no
// other reads, in text order, a depth-first walk that emits an
// instruction after its control predecessors and its operands, in
// operand order. It is nil when c has a cycle or an operand outside c.
// optimize.Run puts every computation of a modeled module in this order
// (optimize/postorder.go), and spmd.PartitionWith the sharded module it
// partitions, so that neither plan depends on the text's order.
func PostOrder(c *Computation) []*Instruction {
	n := len(c.Instructions)
	index := make(map[*Instruction]int, n)
	for i, in := range c.Instructions {
		index[in] = i
	}
	used := make([]bool, n)
	for _, in := range c.Instructions {
		for _, op := range in.Operands {
			j, ok := index[op]
			if !ok {
				return nil
			}
			used[j] = true
		}
	}
	const (
		unvisited = iota
		onStack
		done
	)
	state := make([]uint8, n)
	order := make([]*Instruction, 0, n)
	for _, p := range c.Instructions {
		if p.Opcode == "parameter" {
			order = append(order, p)
		}
	}
	slices.SortStableFunc(order, func(x, y *Instruction) int { return cmp.Compare(x.ParameterNumber, y.ParameterNumber) })
	for _, p := range order {
		state[index[p]] = done
	}
	type frame struct{ i, next int }
	var stack []frame
	children := func(i int) []*Instruction {
		in := c.Instructions[i]
		if len(in.ControlPredecessors) == 0 {
			return in.Operands
		}
		return append(slices.Clip(in.ControlPredecessors), in.Operands...)
	}
	for s := range n {
		if used[s] || state[s] != unvisited {
			continue
		}
		state[s] = onStack
		stack = append(stack[:0], frame{s, 0})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			kids := children(top.i)
			if top.next == len(kids) {
				state[top.i] = done
				order = append(order, c.Instructions[top.i])
				stack = stack[:len(stack)-1]
				continue
			}
			k, ok := index[kids[top.next]]
			top.next++
			if !ok {
				return nil
			}
			switch state[k] {
			case onStack:
				return nil
			case unvisited:
				state[k] = onStack
				stack = append(stack, frame{k, 0})
			}
		}
	}
	if len(order) != n {
		return nil
	}
	return order
}

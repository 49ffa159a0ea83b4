package optimize

import (
	"cmp"
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// postOrderInstructions lists the instructions of every computation of a
// lowered module in the order XLA gives them whatever order the text
// writes them in: the parameters first, by number, then the
// computation's post order (hlo_computation.cc,
// HloComputation::MakeInstructionPostOrder): from each instruction no
// other reads, in text order, a depth-first walk that emits an
// instruction after its control predecessors and its operands, in
// operand order. The text order of a module is not what XLA compiles:
// jax's HLO text path (xla_computation_to_mlir_module, then the
// backend's compile) rebuilds each computation, parameters first, and
// XLA:CPU (jaxlib 0.10.2) gives layernorm_fb, gelu_mlp, embed_xent,
// vae_step and bf16_mlp written in random topological orders the
// figures of their text as jax writes it (TestXLATextOrder,
// testdata/xla-lowered/textorder), where the BFS schedule, which seeds
// and releases in list order (schedule/bfs.go), planned the
// permutations of gelu_mlp 38,338,560 or 34,078,720 bytes of temp. A
// text jax writes is already in this order, so its plan does not move.
// A computation with a cycle is left as written: the verifier names it.
// It returns the number of computations whose order changed.
func postOrderInstructions(m *hlo.Module) int {
	changed := 0
	for _, c := range m.Computations {
		if order := postOrderOf(c); order != nil && !slices.Equal(order, c.Instructions) {
			copy(c.Instructions, order)
			changed++
		}
	}
	return changed
}

// postOrderOf is c's instructions in postOrderInstructions' order, or nil
// when c has a cycle or an operand outside c.
func postOrderOf(c *hlo.Computation) []*hlo.Instruction {
	n := len(c.Instructions)
	index := make(map[*hlo.Instruction]int, n)
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
	order := make([]*hlo.Instruction, 0, n)
	for _, p := range c.Instructions {
		if p.Opcode == "parameter" {
			order = append(order, p)
		}
	}
	slices.SortStableFunc(order, func(x, y *hlo.Instruction) int { return cmp.Compare(x.ParameterNumber, y.ParameterNumber) })
	for _, p := range order {
		state[index[p]] = done
	}
	type frame struct{ i, next int }
	var stack []frame
	children := func(i int) []*hlo.Instruction {
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

package schedule

import (
	"cmp"
	"fmt"
	"slices"
)

// bfsOrder is XLA's BFSMemoryScheduler (hlo_memory_scheduler.cc), the
// scheduler XLA:CPU runs by default since its thunk runtime executes
// independent instructions concurrently
// (xla_cpu_enable_concurrency_optimized_scheduler): Kahn's algorithm with a
// first-in first-out queue. Instructions with no operand and no control
// predecessor start the queue in the order of the computation's
// instruction list, which BFSMemoryScheduler walks: the parameters first,
// by number, then the rest in text order. A module jax compiles from HLO
// text goes through MLIR (xla_computation_to_mlir_module), whose export
// back to HLO creates a function's parameters first, in argument order,
// whatever order the text lists them in. Measured (XLA:CPU, jaxlib
// 0.10.2): the text --emit-hlo writes for the tuned mlp step's donated
// fit at 0.6 of its total lists parameters 5,4,3,2,1,6,0; XLA scheduled
// parameters 0 to 6, then the copies of the donated ones in that order
// (copy insertion), each copy in the buffer of the parameter copied just
// before it; seeded in text order the copies came in reverse, none could
// take a dead parameter's buffer, and the re-plan needed 4,456,448 bytes
// of temp where XLA's compile has 3,409,088 (3,407,872 seeded by
// number). Each instruction scheduled
// releases its users (and control successors) in text order, and a
// released instruction joins the back of the queue once all it depends on
// is scheduled. It trades memory for concurrency: everything ready runs
// as early as it can, so values live longer than under dfs or list.
//
// XLA releases users in the order their edges were made, which the text
// does not keep; the text order of the users stands in for it.
func bfsOrder(g *graph) ([]int, error) {
	n := len(g.insts)
	deps := make([]int, n)
	queue := make([]int, 0, n)
	for i := range n {
		if deps[i] = len(g.preds[i]); deps[i] == 0 && g.insts[i].Opcode == "parameter" {
			queue = append(queue, i)
		}
	}
	slices.SortStableFunc(queue, func(x, y int) int { return cmp.Compare(g.insts[x].ParameterNumber, g.insts[y].ParameterNumber) })
	for i := range n {
		if deps[i] == 0 && g.insts[i].Opcode != "parameter" {
			queue = append(queue, i)
		}
	}
	for head := 0; head < len(queue); head++ {
		for _, u := range g.succs[queue[head]] {
			deps[u]--
			if deps[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	if len(queue) != n {
		// Some instruction waits on a cycle: the post order names it.
		if _, err := postOrder(g, nil); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("schedule: computation %s: %d of %d instructions never became ready", g.comp.Name, n-len(queue), n)
	}
	return queue, nil
}

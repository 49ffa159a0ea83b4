package schedule

import "fmt"

// bfsOrder is XLA's BFSMemoryScheduler (hlo_memory_scheduler.cc), the
// scheduler XLA:CPU runs by default since its thunk runtime executes
// independent instructions concurrently
// (xla_cpu_enable_concurrency_optimized_scheduler): Kahn's algorithm with a
// first-in first-out queue. Instructions with no operand and no control
// predecessor start the queue in text order; each instruction scheduled
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
		deps[i] = len(g.preds[i])
		if deps[i] == 0 {
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

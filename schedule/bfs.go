package schedule

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/planner-dev/planner/hlo"
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
	late := g.wrappedLate()
	for head := 0; head < len(queue); head++ {
		// Users that XLA:CPU wraps or inserts after its fusion passes
		// joined the user list last (late), the others in text order.
		for pass := range 2 {
			for _, u := range g.succs[queue[head]] {
				if (late != nil && late[u]) != (pass == 1) {
					continue
				}
				deps[u]--
				if deps[u] == 0 {
					queue = append(queue, u)
				}
			}
			if late == nil {
				break
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

// wrappedLate marks, in a fused computation (one holding a fusion), the
// instructions XLA:CPU leaves unfused and then wraps alone in a fusion of
// their own (wrapped_exponential, wrapped_log, wrapped_scatter,
// wrapped_broadcast, ...), or inserts after fusion (copy insertion's
// copies). Each such instruction is made after the fusions, and
// HloInstruction::AddUser appends it to its operands' user lists, which
// BFSMemoryScheduler walks: it is released after the fusions that read the
// same value. Measured (XLA:CPU, jaxlib 0.10.2): testdata/xla-fresh's
// gru_ckpt; the sum of log_softmax's exp is read by wrapped_log and by
// negate_divide_fusion, and XLA's order runs the divide's readers (the
// two 32 MiB logit-gradient fusions) before the target pick that reads
// the log. It returns nil for a computation with no fusion (a module
// planned as written): then every user is in text order.
func (g *graph) wrappedLate() []bool {
	if !slices.ContainsFunc(g.insts, func(in *hlo.Instruction) bool { return in.Opcode == "fusion" }) {
		return nil
	}
	late := make([]bool, len(g.insts))
	for i, in := range g.insts {
		switch in.Opcode {
		case "broadcast", "copy", "scatter", "reduce", "reduce-window", "transpose", "iota", "slice", "pad", "concatenate", "dynamic-slice":
			late[i] = true
		default:
			late[i] = hlo.IsElementwise(in.Opcode)
		}
	}
	return late
}

package optimize

import (
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
		if order := hlo.PostOrder(c); order != nil && !slices.Equal(order, c.Instructions) {
			copy(c.Instructions, order)
			changed++
		}
	}
	return changed
}

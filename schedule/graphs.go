package schedule

import "github.com/planner-dev/planner/hlo"

// Graphs orders one module under several algorithms, building each
// computation's dependence graph once: the best schedule orders the
// module four ways, and building the graphs (operands, users, the bytes
// each instruction defines and reads) cost about as much as ordering.
// The graphs are built by NewGraphs and only read after, so Order may be
// called from several goroutines at once.
type Graphs struct {
	ms *moduleState // every graph Order needs, built
}

// NewGraphs builds the graphs of m's computations under the size
// function, as Order would.
func NewGraphs(m *hlo.Module, size func(hlo.Shape) int64) *Graphs {
	ms := newModuleState(m, size)
	if m != nil {
		fused := ms.fusedOnly()
		for _, c := range m.Computations {
			if !fused[c] {
				ms.graph(c)
			}
		}
	}
	return &Graphs{ms: ms}
}

// Order returns what Order(m, alg, size) returns. Best, which estimates
// every order's max-live on graphs of its own, is ordered as Order does.
func (g *Graphs) Order(alg Algorithm) (hlo.Sequence, error) {
	if alg == Best {
		return Order(g.ms.m, alg, g.ms.size)
	}
	return g.ms.order(alg)
}

package schedule

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// BenchmarkPostOrderStep walks the post order of a 2,000-layer MLP
// training step's entry as parsed (internal/mlpstep: 16,000 instructions,
// a chain through the layers and back), the walk behind the text, post
// order and DFS schedules: its stack is as deep as the chain is long.
func BenchmarkPostOrderStep(b *testing.B) {
	ms, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(2000)))
	if err != nil {
		b.Fatal(err)
	}
	g := newGraph(ms[0].Entry, func(hlo.Shape) int64 { return 1 })
	b.ReportAllocs()
	for b.Loop() {
		order, err := postOrder(g, nil)
		if err != nil {
			b.Fatal(err)
		}
		if len(order) != len(g.insts) {
			b.Fatalf("%d of %d instructions ordered", len(order), len(g.insts))
		}
	}
}

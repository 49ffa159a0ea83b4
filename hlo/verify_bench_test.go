package hlo_test

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
	"github.com/planner-dev/planner/optimize"
)

// BenchmarkVerifyOptimizedStep verifies a 1,000-layer MLP training step
// after the optimize passes, the module optimize.Run's last verifier run
// walks (27,000 instructions, fused ones included).
func BenchmarkVerifyOptimizedStep(b *testing.B) {
	mods, err := hlo.Parse("step.hlo", []byte(mlpstep.Text(1000)))
	if err != nil {
		b.Fatal(err)
	}
	m := mods[0]
	if _, err := optimize.Run(m, optimize.Options{}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := hlo.Verify(m); err != nil {
			b.Fatal(err)
		}
	}
}

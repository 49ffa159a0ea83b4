package liveness

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/optimize"
)

// BenchmarkAnalyzeStep analyzes a 2,000-layer MLP training step optimized
// for the CPU, in its text order, under the TPU layout: the analysis
// the 11,000-layer step's plan runs on each order it measures in full.
func BenchmarkAnalyzeStep(b *testing.B) {
	ms, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(2000)))
	if err != nil {
		b.Fatal(err)
	}
	m := ms[0]
	if _, err := optimize.Run(m, optimize.Options{Rules: optimize.CPU}); err != nil {
		b.Fatal(err)
	}
	opt := PolicyOptions(layout.TPU())
	b.ReportAllocs()
	for b.Loop() {
		r, err := Analyze(m, nil, opt)
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Buffers) == 0 {
			b.Fatal("no buffers")
		}
	}
}

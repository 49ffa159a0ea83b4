package planner

import (
	"fmt"
	"testing"
	"time"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
	"github.com/planner-dev/planner/optimize"
)

// TestMLPStep checks that the generated training step parses and plans,
// and that the weight updates reuse their donated parameters' buffers: the
// lower bound holds the weights once (with the saved activations and the
// temporaries, well under half the weights again), not twice.
func TestMLPStep(t *testing.T) {
	for _, layers := range []int{1, 3, 40} {
		res, err := PlanSource(fmt.Sprintf("mlp%d.hlo", layers), []byte(mlpstep.Text(layers)), Config{})
		if err != nil {
			t.Fatalf("%d layers: %v", layers, err)
		}
		const wBytes = 256 * 256 * 4
		l := res[0].Solution.LowerBound
		if min, max := int64(layers*wBytes), int64(layers*wBytes*3/2+4*wBytes); l < min || l > max {
			t.Errorf("%d layers: L %d outside [%d, %d]", layers, l, min, max)
		}
	}
}

// BenchmarkMLPStep plans the unfused MLP training step at 1k, 3k and 11k
// layers (about 8k, 24k and 88k instructions) and reports the time of each
// stage per plan.
func BenchmarkMLPStep(b *testing.B) {
	for _, layers := range []int{1000, 3000, 11000} {
		src := []byte(mlpstep.Text(layers))
		b.Run(fmt.Sprintf("layers=%d", layers), func(b *testing.B) {
			var parse, plan time.Duration
			var r *Result
			for b.Loop() {
				t0 := time.Now()
				mods, err := hlo.Parse("mlp.hlo", src)
				if err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				if r, err = Plan(mods[0], Config{}); err != nil {
					b.Fatal(err)
				}
				parse, plan = parse+t1.Sub(t0), plan+time.Since(t1)
			}
			b.ReportMetric(parse.Seconds()/float64(b.N), "parse-s/op")
			b.ReportMetric(plan.Seconds()/float64(b.N), "plan-s/op")
			b.ReportMetric(float64(r.Stats.Buffers), "buffers")
			b.ReportMetric(r.Solution.Ratio(), "r")
		})
	}
}

// BenchmarkOptimizeMLPStep times the optimize stage alone (clone included)
// on the generated training step of 12,375 layers: 99,005 instructions,
// the size of the largest modules planned.
func BenchmarkOptimizeMLPStep(b *testing.B) {
	mods, err := hlo.Parse("mlp_step.hlo", []byte(mlpstep.Text(12375)))
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for _, c := range mods[0].Computations {
		n += len(c.Instructions)
	}
	b.ReportMetric(float64(n), "instructions")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := optimize.Clone(mods[0])
		if _, err := optimize.Run(m, optimize.Options{Rules: optimize.CPU}); err != nil {
			b.Fatal(err)
		}
	}
}

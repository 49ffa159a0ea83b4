package remat

import (
	"os"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/schedule"
)

// largest is the largest module of the corpus, by text size.
const largest = "../../shared/corpus/xla/gemma2_2b_keras_jax.hlo"

// BenchmarkFitLargest times the stage on the largest corpus module at 0.9
// of its peak (the parse and the order are outside the timing).
func BenchmarkFitLargest(b *testing.B) {
	src, err := os.ReadFile(largest)
	if err != nil {
		b.Skipf("corpus module absent: %v", err)
	}
	mods, err := hlo.Parse(largest, src)
	if err != nil {
		b.Fatal(err)
	}
	m := mods[0]
	seq, err := schedule.Order(m, schedule.List, layout.TPU().Bytes)
	if err != nil {
		b.Fatal(err)
	}
	base, err := Fit(m, seq, Options{Limit: 1 << 62})
	if err != nil {
		b.Fatal(err)
	}
	limit := base.Peak * 9 / 10
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := Fit(m, seq, Options{Limit: limit})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(r.Rounds), "rounds")
		b.ReportMetric(float64(len(r.Changes)), "changes")
	}
}

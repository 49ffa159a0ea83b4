package assign

import (
	"testing"
)

// BenchmarkChallengingCapacity runs Solve (auto, as `planner pack
// --capacity 1048576` does) on each file of MiniMalloc's challenging set,
// checks the plan and reports its peak over L:
//
//	go test ./assign/ -run '^$' -bench ChallengingCapacity -benchtime 1x -v
func BenchmarkChallengingCapacity(b *testing.B) {
	for _, name := range challengingNames {
		b.Run(name, func(b *testing.B) {
			p := loadChallenging(b, name)
			var sol *Solution
			for i := 0; i < b.N; i++ {
				var err error
				sol, err = Solve(p, Options{})
				if err != nil {
					b.Fatalf("%s: %v", name, err)
				}
			}
			if err := Verify(p, sol); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(sol.Peak)/float64(sol.LowerBound), "r")
			b.Logf("file %s: peak %d, r %.4f, %s, nodes %d", name, sol.Peak, float64(sol.Peak)/float64(sol.LowerBound), sol.Algorithm, sol.Stats.Nodes)
		})
	}
}

package assign

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// benchProblem makes n random buffers shaped like a compiler's: a timeline
// of n steps, starts uniform on it, lifetimes exponential with mean 30 steps
// (capped at 1000), sizes log-uniform from 128 B to 1 MiB in multiples of
// 128, aligned to 128. The number of buffers live at once does not grow
// with n, so a packer that is O(n log n + Σ kᵢ log kᵢ) grows like n log n.
func benchProblem(n int) *Problem {
	r := newRand(uint64(n))
	p := &Problem{Buffers: make([]Buffer, n)}
	for i := range p.Buffers {
		start := int64(r.intn(n))
		u := (float64(r.intn(1<<20)) + 0.5) / (1 << 20)
		d := int64(math.Min(1000, 1-30*math.Log(u)))
		size := int64(math.Exp(math.Log(128) + float64(r.intn(1<<20))/(1<<20)*math.Log(8192)))
		size = (size + 127) / 128 * 128
		p.Buffers[i] = Buffer{ID: fmt.Sprint(i), Start: start, End: start + d, Size: size, Align: 128}
	}
	return p
}

// BenchmarkSolve times each packer on 10k, 100k and 1M random buffers.
func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		p := benchProblem(n)
		for _, algo := range []string{"bestfit", "greedy-size", "p2ffd", "auto"} {
			b.Run(fmt.Sprintf("%s/n=%d", algo, n), func(b *testing.B) {
				var s *Solution
				cpu := cpuTime()
				for b.Loop() {
					var err error
					s, err = Solve(p, Options{Algorithm: algo})
					if err != nil {
						b.Fatal(err)
					}
				}
				// CPU time per op: on a shared machine wall time includes
				// waiting; auto's parallel packers make CPU exceed wall on
				// an idle one.
				b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(b.N), "cpu-ms/op")
				b.ReportMetric(s.Ratio(), "r")
			})
		}
	}
}

// BenchmarkMixed times auto on 10⁴, 10⁵ and 10⁶ mixed-lifetime buffers
// (MixedProblem): above sweepPairs overlapping pairs it takes the sweep.
func BenchmarkMixed(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		p := MixedProblem(n, 1)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var s *Solution
			cpu := cpuTime()
			for b.Loop() {
				var err error
				if s, err = Solve(p, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(b.N), "cpu-ms/op")
			b.ReportMetric(s.Ratio(), "r")
		})
	}
}

// minimallocDir holds MiniMalloc's challenging benchmark files, outside the
// repository.
const minimallocDir = "../../shared/data/minimalloc-challenging"

// TestMiniMallocTable runs every packer on MiniMalloc's challenging files
// and checks every plan; with -v it prints a table of L, each packer's
// peak, auto's r and the time taken.
func TestMiniMallocTable(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(minimallocDir, "*.csv"))
	if len(files) == 0 {
		t.Skipf("no MiniMalloc files in %s", minimallocDir)
	}
	algos := []string{"bestfit", "greedy-size", "p2ffd", "auto"}
	var table strings.Builder
	fmt.Fprintf(&table, "%-16s %5s %9s", "file", "n", "L")
	for _, a := range algos {
		fmt.Fprintf(&table, " %11s", a)
	}
	fmt.Fprintf(&table, " %8s %8s %10s %9s\n", "r(auto)", "cap", "auto-cap", "time")
	for _, f := range files {
		src, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		p, _, err := ReadCSV(f, src)
		src.Close()
		if err != nil {
			t.Fatal(err)
		}
		var capacity int64
		fmt.Sscanf(strings.TrimSuffix(filepath.Base(f), ".csv")[strings.Index(filepath.Base(f), ".")+1:], "%d", &capacity)
		fmt.Fprintf(&table, "%-16s %5d %9d", filepath.Base(f), len(p.Buffers), LowerBound(p))
		var auto *Solution
		var elapsed time.Duration
		for _, a := range algos {
			t0 := time.Now()
			// auto's search gets a small node budget: the search itself is
			// tested on these files in search_test.go.
			s, err := Solve(p, Options{Algorithm: a, SearchNodes: 3000})
			if err != nil {
				t.Fatalf("%s %s: %v", f, a, err)
			}
			if err := Verify(p, s); err != nil {
				t.Fatalf("%s %s: %v", f, a, err)
			}
			fmt.Fprintf(&table, " %11d", s.Peak)
			auto, elapsed = s, time.Since(t0)
		}
		fmt.Fprintf(&table, " %8.4f %8d %+10d %9s\n", auto.Ratio(), capacity, auto.Peak-capacity, elapsed.Round(time.Millisecond))
	}
	t.Logf("\n%s", table.String())
}

// BenchmarkSolveSmall times auto, the default, on the generated inputs of
// 900-2,000 buffers that testdata/bench/compare.sh sets beside idealloc
// (GenerateProblem, seed 1): their CPU is the anytime search's, so it is
// where a change to the search's state (its undo trail, say) shows:
//
//	go test ./assign/ -run '^$' -bench SolveSmall -benchtime 1x
func BenchmarkSolveSmall(b *testing.B) {
	for _, k := range []struct {
		kind string
		n    int
	}{{"random", 900}, {"staircase", 900}, {"pinned", 1000}, {"heavy", 2000}} {
		p := GenerateProblem(k.kind, k.n, 1)
		b.Run(fmt.Sprintf("%s%d", k.kind, k.n), func(b *testing.B) {
			var s *Solution
			cpu := cpuTime()
			for b.Loop() {
				var err error
				if s, err = Solve(p, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(s.Peak), "peak")
		})
	}
}

package assign

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// challengingDir holds MiniMalloc's challenging benchmark set.
const challengingDir = "../../shared/data/minimalloc-challenging"

// miniMallocSeconds are MiniMalloc's solve times on this machine at capacity
// 1048576, per file.
var miniMallocSeconds = map[string]float64{
	"A": 7.8, "B": 5.7, "C": 1.0, "D": 4.1, "E": 6.1, "F": 9.8,
	"G": 1.9, "H": 3.0, "I": 5.8, "J": 1.6, "K": 1.0,
}

var challengingNames = []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"}

// loadChallenging reads one file of the set, or skips the test when the
// folder is absent. It has its own small reader so that the search tests do
// not depend on the CSV package code.
func loadChallenging(tb testing.TB, name string) *Problem {
	tb.Helper()
	path := filepath.Join(challengingDir, name+".1048576.csv")
	f, err := os.Open(path)
	if err != nil {
		if os.IsNotExist(err) {
			tb.Skipf("%s absent: skipping the challenging set", path)
		}
		tb.Fatal(err)
	}
	defer f.Close()
	p := &Problem{Capacity: 1048576}
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		if line == 1 {
			continue
		}
		fs := strings.Split(strings.TrimSpace(sc.Text()), ",")
		if len(fs) < 4 {
			tb.Fatalf("%s:%d: want 4 fields, got %q", path, line, sc.Text())
		}
		var v [3]int64
		for i := range v {
			v[i], err = strconv.ParseInt(fs[i+1], 10, 64)
			if err != nil {
				tb.Fatalf("%s:%d: %v", path, line, err)
			}
		}
		p.Buffers = append(p.Buffers, Buffer{ID: fs[0], Start: v[0], End: v[1], Size: v[2]})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return p
}

// BenchmarkChallenging solves each file of MiniMalloc's challenging set at
// capacity 1048576. Run with -v to print time, nodes and the ratio to
// MiniMalloc's time per file:
//
//	go test ./assign/ -run '^$' -bench Challenging -benchtime 1x -v
func BenchmarkChallenging(b *testing.B) {
	for _, name := range challengingNames {
		b.Run(name, func(b *testing.B) {
			p := loadChallenging(b, name)
			var res SearchResult
			var el time.Duration
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				res = Search(p, 1048576, SearchBudget{})
				el = time.Since(t0)
			}
			if res.Status != Feasible {
				b.Fatalf("%s: %v (%s)", name, res.Status, res.Reason)
			}
			if err := Verify(p, res.Solution); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(res.Nodes), "nodes")
			b.Logf("file %s: %.3fs, %d nodes, %.3f of MiniMalloc's %.1fs", name, el.Seconds(), res.Nodes, el.Seconds()/miniMallocSeconds[name], miniMallocSeconds[name])
		})
	}
}

// BenchmarkSearchProbe runs the probe that costs `pack --capacity 1048576`
// most on MiniMalloc's D and J, the anytime search's probe at L (no plan
// there), within a fixed count of work, so that old and new code do the
// same nodes and the time per unit of work compares the search's speed
// alone (and the generated 900-buffer staircase and random problems of
// testdata/bench/compare.sh, at L):
//
//	go test ./assign/ -run '^$' -bench SearchProbe -benchtime 5x
func BenchmarkSearchProbe(b *testing.B) {
	for _, name := range []string{"D", "J", "staircase900", "random900"} {
		b.Run(name, func(b *testing.B) {
			var p *Problem
			switch name {
			case "staircase900":
				p = GenerateProblem("staircase", 900, 1)
			case "random900":
				p = GenerateProblem("random", 900, 1)
			default:
				p = loadChallenging(b, name)
			}
			l := LowerBound(p)
			var res SearchResult
			c0 := cpuTime()
			for i := 0; i < b.N; i++ {
				res = Search(p, l, SearchBudget{Work: 200_000_000})
			}
			cpu := cpuTime() - c0
			if res.Status == Feasible {
				if err := Verify(p, res.Solution); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Nodes), "nodes")
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(max(res.Work, 1)), "cpu-ns/unit")
		})
	}
}

package optimize

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/lowered"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// BenchmarkRunGemma2 times the whole optimize pipeline on the largest
// lowered corpus module (13,761 instructions), clone included, parse
// excluded.
func BenchmarkRunGemma2(b *testing.B) {
	path := filepath.Join("..", "..", "shared", "corpus", "xla", "gemma2_2b_keras_jax.hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("corpus module not available: %v", err)
	}
	mods, err := hlo.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := Clone(mods[0])
		if _, err := Run(m, Options{Rules: CPU}); err != nil {
			b.Fatal(err)
		}
	}
}

// huge adds the 10^6-instruction modules to the scaling benchmarks (a
// minute and gigabytes each): go test ./optimize -bench Chain -huge.
var huge = flag.Bool("huge", false, "also run the scaling benchmarks at 10^6 instructions")

// benchSizes are the module sizes of the scaling benchmarks: optimize time
// per 10x size shows whether a pass is near-linear.
func benchSizes() []int {
	if *huge {
		return []int{1000, 10000, 100000, 1000000}
	}
	return []int{1000, 10000, 100000}
}

// benchRun times Run (clone included, parse excluded) on the module gen
// makes at each size, for the passes named (nil: all).
func benchRun(b *testing.B, gen func(int) string, passes []string) {
	for _, n := range benchSizes() {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			mods, err := hlo.Parse("gen.hlo", []byte(gen(n)))
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				m := Clone(mods[0])
				if _, err := Run(m, Options{Rules: GPU, Passes: passes}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkChain runs the whole pipeline on a lowered elementwise chain
// (internal/lowered.Chain): one fusion of n instructions at the end.
func BenchmarkChain(b *testing.B) { benchRun(b, lowered.Chain, nil) }

// BenchmarkChainFusion runs the fusion pass alone on the chain.
func BenchmarkChainFusion(b *testing.B) { benchRun(b, lowered.Chain, []string{"fusion"}) }

// BenchmarkChainCSE runs CSE alone on the chain (its broadcasts of equal
// constants merge).
func BenchmarkChainCSE(b *testing.B) { benchRun(b, lowered.Chain, []string{"cse"}) }

// BenchmarkCallGraph runs the whole pipeline on a wide call graph
// (internal/lowered.CallGraph): n/8 calls from the entry, two deep.
func BenchmarkCallGraph(b *testing.B) { benchRun(b, lowered.CallGraph, nil) }

// BenchmarkCallGraphInline runs the inliner alone on the call graph.
func BenchmarkCallGraphInline(b *testing.B) { benchRun(b, lowered.CallGraph, []string{"inline"}) }

// BenchmarkCompact times one compact (renumbering, parameters, readers)
// of the 11,000-layer training step after the pipeline (internal/mlpstep:
// 88,000 sequential instructions and 77,000 fused computations), the
// state every pass that changes the module pays for once.
func BenchmarkCompact(b *testing.B) {
	m, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(11000)))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := Run(m[0], Options{Rules: CPU}); err != nil {
		b.Fatal(err)
	}
	s := newState(m[0], Options{Rules: CPU}, &Report{})
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for b.Loop() {
		s.compact()
	}
	b.ReportMetric(float64(cpuTime()-c0)/1e6/float64(b.N), "cpu-ms/op")
}

// BenchmarkRunStep runs the pipeline (CPU rules) on a 2,000-layer MLP
// training step (internal/mlpstep), parsed anew for each run outside the
// timer: fusion makes a clone and a parameter or two per producer fused
// (14,000 producers here, 77,000 on the 11,000-layer step).
func BenchmarkRunStep(b *testing.B) {
	src := []byte(mlpstep.Text(2000))
	b.ReportAllocs()
	var cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		m, err := hlo.Parse("mlp.hlo", src)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		c0 := cpuTime()
		if _, err := Run(m[0], Options{Rules: CPU}); err != nil {
			b.Fatal(err)
		}
		cpu += cpuTime() - c0
	}
	b.ReportMetric(float64(cpu)/1e6/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user and system CPU time: on a shared machine
// a steadier measure than the wall clock.
func cpuTime() time.Duration {
	var r syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &r); err != nil {
		return 0
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

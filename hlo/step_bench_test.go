package hlo_test

import (
	"syscall"
	"testing"
	"time"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// BenchmarkParseStep parses a 2,000-layer MLP training step
// (internal/mlpstep: 54,000 instructions), the parse the 11,000-layer
// step's plan begins with, at a fifth of its size. cpu-ms/op is the
// process's user and system CPU per parse, the collector's included.
func BenchmarkParseStep(b *testing.B) {
	src := []byte(mlpstep.Text(2000))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	c0 := cpuTime()
	for b.Loop() {
		if _, err := hlo.Parse("step.hlo", src); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-c0)/1e6/float64(b.N), "cpu-ms/op")
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

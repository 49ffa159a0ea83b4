package main

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/planner-dev/planner/internal/mlpstep"
)

// TestStepAllocationBelowFirstCollection plans an MLP training step
// (internal/mlpstep) in this process and checks that the bytes it
// allocates per byte of its text stay below heapPerInputByte, the heap
// per byte that tuneGCForInput lets a large module grow to before its
// first collection: a plan that fits is never collected. At 110 the
// 11,000-layer step (117 bytes a byte) was collected once near its end,
// marking the 270 MB still live to free room for its last 90 MB.
func TestStepAllocationBelowFirstCollection(t *testing.T) {
	if testing.Short() {
		t.Skip("plans a 1,500-layer step")
	}
	src := mlpstep.Text(1500)
	dir := t.TempDir()
	in := filepath.Join(dir, "mlp.hlo")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if rc := run([]string{"plan", "-o", filepath.Join(dir, "out.txt"), in}, io.Discard, io.Discard); rc != 0 {
		t.Fatalf("plan exited %d", rc)
	}
	runtime.ReadMemStats(&after)
	perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(src))
	t.Logf("%d bytes of text, %d allocated: %.1f bytes a byte (heapPerInputByte %d)", len(src), after.TotalAlloc-before.TotalAlloc, perByte, heapPerInputByte)
	if perByte >= heapPerInputByte {
		t.Errorf("the plan allocated %.1f bytes a byte of text, at or above heapPerInputByte %d: a large step's plan is collected near its end", perByte, heapPerInputByte)
	}
}

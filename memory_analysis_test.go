package planner

import (
	"path/filepath"
	"testing"
)

// TestMemoryAnalysisXLACPU checks the memory_analysis() figures against
// XLA:CPU's own buffer assignment of the reference set: argument_bytes is
// XLA's parameter allocations and output_bytes its maybe-live-out
// allocations (donated parameters aliased to an output included), as JAX's
// Compiled.memory_analysis() sums them; alias_bytes is never more than
// either.
func TestMemoryAnalysisXLACPU(t *testing.T) {
	dir := filepath.Join("testdata", "xla-cpu")
	for _, x := range readXLATable(t, filepath.Join(dir, "xla.tsv")) {
		t.Run(x.module, func(t *testing.T) {
			res, err := PlanFile(filepath.Join(dir, x.module+".hlo"), Config{Layout: "dense", Align: 64, Schedule: "text", Arena: "temp"})
			if err != nil {
				t.Fatal(err)
			}
			s := res[0].Stats
			if s.ArgumentBytes != x.param || s.OutputBytes != x.liveOut {
				t.Errorf("argument_bytes %d, output_bytes %d; XLA's parameter %d, maybe_live_out %d", s.ArgumentBytes, s.OutputBytes, x.param, x.liveOut)
			}
			if s.AliasBytes > s.ArgumentBytes || s.AliasBytes > s.OutputBytes {
				t.Errorf("alias_bytes %d above argument %d or output %d", s.AliasBytes, s.ArgumentBytes, s.OutputBytes)
			}
		})
	}
}

package planner

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// FuzzPlanStableHLO runs what `planner plan FILE` runs on a StableHLO
// text (lowered.as_text()): the reader, the SPMD partitioner for a
// sharded module, the simplifier and fusion, the schedule and the packers.
// Nothing may panic; an error about the input names the file and a
// position, and none is the partitioner's internal error; whatever plans
// verifies. Seeded with the sharded programs of testdata/xla-spmd and the
// small ones of testdata/stablehlo, with and without locations:
//
//	go test . -run '^$' -fuzz FuzzPlanStableHLO -fuzztime 5m -fuzzminimizetime 2s -parallel 1
func FuzzPlanStableHLO(f *testing.F) {
	for _, pat := range []string{"testdata/xla-spmd/*.stablehlo.mlir", "testdata/stablehlo/*.stablehlo.mlir", "testdata/stablehlo/*.debuginfo.mlir"} {
		files, _ := filepath.Glob(pat)
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil && len(src) <= 16<<10 {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := hlo.Parse("fuzz.mlir", src)
		if err != nil {
			var list hlo.ErrorList
			if !errors.As(err, &list) || len(list) == 0 || !strings.HasPrefix(list[0].Error(), "fuzz.mlir:") {
				t.Fatalf("parse error %q is not positioned in the input", err)
			}
			return
		}
		for _, m := range mods {
			// Keep each run small: a few thousand instructions of
			// partitioned work at most.
			if m.DevicePartitions().N > 64 || len(m.Entry.Instructions) > 2000 {
				return
			}
		}
		res, err := PlanSource("fuzz.mlir", src, Config{Target: "cpu", Layout: "dense", Algorithm: "bestfit"})
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Plan: %v", err)
			}
			return
		}
		for _, r := range res {
			checkResult(t, r)
		}
	})
}

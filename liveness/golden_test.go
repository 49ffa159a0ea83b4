package liveness

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/schedule"
)

// TestGolden analyzes every testdata/hlo/*.hlo in text order under the
// dense policy (alignment 1, so the byte counts read plainly) and compares
// the timeline dump with testdata/hlo/*.golden.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "hlo", "*.hlo"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test inputs: %v", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".hlo"), func(t *testing.T) {
			ms, err := hlo.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			for _, m := range ms {
				seq, err := schedule.Order(m, schedule.Text, dense.Size)
				if err != nil {
					t.Fatal(err)
				}
				r, err := Analyze(m, seq, dense)
				if err != nil {
					t.Fatal(err)
				}
				checkNoClobber(t, m, r)
				out.WriteString(timeline(t, r))
			}
			golden(t, strings.TrimSuffix(f, ".hlo")+".golden", out.String())
		})
	}
}

package planner

import (
	"errors"
	"os"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestLimitReportPeak checks the out-of-memory report's peak against the
// figure it states: a fit refused on its pinned module (honestFit; the
// held-out resnet step at 7,251,856 bytes, whose fit's rounds met the
// limit and whose pinned module needs 7,341,568 bytes of temp in XLA's
// heap) and a fit whose rounds stop over the limit (mlp at 6,920,630).
// Each must name a step of the analysis its list is of, list at least one
// allocation, each live at that step, and the list must add up to at
// most the arena's figure (the verdict's, less what lies outside the
// arena). Before peakOf, the refused fit listed nothing at step 0.
func TestLimitReportPeak(t *testing.T) {
	for _, c := range []struct {
		path  string
		limit int64
	}{
		{"testdata/xla-remat/heldout/resnet.lowered.hlo", 7251856},
		{"testdata/xla-remat/mlp.lowered.hlo", 6920630},
	} {
		src, err := os.ReadFile(c.path)
		if err != nil {
			t.Skipf("no %s", c.path)
		}
		ms, err := hlo.Parse(c.path, src)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Plan(ms[0], Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: c.limit})
		var le *LimitError
		if !errors.As(err, &le) {
			t.Fatalf("%s at %d: want a LimitError, got %v", c.path, c.limit, err)
		}
		r := le.Result
		f := r.Remat
		figure := r.Verdict().Needs - r.OutsideArena()
		lv := r.Liveness
		if f.PeakLiveness != nil {
			lv = f.PeakLiveness
		}
		if f.PeakStep < 0 || f.PeakStep >= int64(len(lv.Timeline)) {
			t.Errorf("%s: peak step %d outside the timeline of %d steps", c.path, f.PeakStep, len(lv.Timeline))
			continue
		}
		if len(f.Remedies) == 0 {
			t.Errorf("%s: the report lists no allocation at its peak (step %d, %s); figure %d", c.path, f.PeakStep, lv.Timeline[f.PeakStep].Name, figure)
			continue
		}
		var sum int64
		for _, rem := range f.Remedies {
			b := &lv.Buffers[rem.Buffer]
			if f.PeakStep < b.Start || f.PeakStep >= b.End {
				t.Errorf("%s: %s listed at step %d, live on [%d, %d)", c.path, b.Values[0], f.PeakStep, b.Start, b.End)
			}
			if rem.Bytes <= 0 || rem.Bytes > b.Size {
				t.Errorf("%s: %s holds %d bytes at the peak, its buffer %d", c.path, b.Values[0], rem.Bytes, b.Size)
			}
			sum += rem.Bytes
		}
		if sum > figure {
			t.Errorf("%s: the allocations listed at step %d add up to %d, above the figure %d", c.path, f.PeakStep, sum, figure)
		}
		t.Logf("%s: step %d (%s), %d allocations of %d bytes, figure %d", c.path, f.PeakStep, lv.Timeline[f.PeakStep].Name, len(f.Remedies), sum, figure)
	}
}

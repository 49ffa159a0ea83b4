package planner

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// gpuCaveatFigure matches GPUCaveat's claim: on N training steps
// XLA:GPU's total was within P% of the model on K.
var gpuCaveatFigure = regexp.MustCompile(`on (\d+) training steps XLA:GPU's total was within (\d+)% of the model on (\d+)`)

// gpuWithin reports whether XLA:GPU's total xla is within pct percent
// of the model's total model: |xla - model| <= pct% of model, in integer
// arithmetic (no rounding at the edge).
func gpuWithin(xla, model, pct int64) bool {
	d := xla - model
	if d < 0 {
		d = -d
	}
	return d*100 <= pct*model
}

// readGPUTotals reads XLA:GPU's total of each unchanged step from the
// committed data: gpu/map.txt (the dump run, gpu/dump.sh: NAME.lowered.hlo
// or SET/NAME.lowered.hlo, a tab, memory_analysis()'s figures as JSON) or
// a harness TSV of run 4 (orig_default of the step's 0.8 row). It returns
// the totals by step file (relative to testdata/xla-remat), or ok false
// where the file is absent.
func readGPUTotals(t *testing.T, file string) (map[string]int64, bool) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata/xla-remat/gpu", file))
	if err != nil {
		return nil, false
	}
	total := regexp.MustCompile(`"total": (\d+)`)
	out := map[string]int64{}
	for i, line := range strings.Split(strings.TrimSpace(string(src)), "\n") {
		step, rest, ok := strings.Cut(line, "\t")
		m := total.FindStringSubmatch(rest)
		if !ok || m == nil {
			t.Fatalf("gpu/%s:%d: no step and total in %q", file, i+1, line)
		}
		n, err := strconv.ParseInt(m[1], 10, 64)
		if err != nil {
			t.Fatalf("gpu/%s:%d: %v", file, i+1, err)
		}
		out[step] = n
	}
	return out, true
}

// TestGPUCaveatFigure recomputes GPUCaveat's figure from the committed
// XLA:GPU data, so that it cannot go stale: every unchanged step of
// gpu/map.txt (the dump run's memory_analysis() totals, one H200, jaxlib
// 0.11.2) planned as the harness models XLA:GPU (gpuRematConfig), and the
// steps whose XLA:GPU total lies within the caveat's percentage of the
// model counted. The count and the number of steps must be the caveat's.
// Run 4's defaults (gpu/run4/*.tsv, orig_default) give the same count
// where its totals differ from the dump run's (conv, topk: autotuning).
// The per-step ratios (model / XLA:GPU) are logged: docs/remat.md's
// table.
func TestGPUCaveatFigure(t *testing.T) {
	claim := gpuCaveatFigure.FindStringSubmatch(GPUCaveat)
	if claim == nil {
		t.Fatalf("GPUCaveat states no figure matching %v: %q", gpuCaveatFigure, GPUCaveat)
	}
	steps, _ := strconv.ParseInt(claim[1], 10, 64)
	pct, _ := strconv.ParseInt(claim[2], 10, 64)
	within, _ := strconv.ParseInt(claim[3], 10, 64)
	dump, ok := readGPUTotals(t, "map.txt")
	if !ok {
		t.Skip("no testdata/xla-remat/gpu/map.txt")
	}
	run4 := map[string]int64{} // by step name
	for _, set := range []string{"results", "heldout", "heldout2", "heldout3"} {
		if _, err := os.Stat("testdata/xla-remat/gpu/run4/" + set + "-gpu.tsv"); err != nil {
			t.Skipf("no gpu/run4/%s-gpu.tsv", set)
		}
		for _, row := range readHarnessRows(t, "gpu/run4/"+set+"-gpu.tsv") {
			if row.frac != "0.8" {
				continue
			}
			n, err := strconv.ParseInt(row.cols[10], 10, 64)
			if err != nil {
				t.Fatalf("gpu/run4/%s-gpu.tsv: %s: orig_default %q", set, row.name, row.cols[10])
			}
			run4[row.name] = n
		}
	}
	files := make([]string, 0, len(dump))
	for f := range dump {
		files = append(files, f)
	}
	if int64(len(files)) != steps {
		t.Errorf("gpu/map.txt has %d steps, GPUCaveat says %d", len(files), steps)
	}
	var nDump, nRun4 int64
	var table strings.Builder
	sort.Strings(files)
	for _, f := range files {
		name := strings.TrimSuffix(path.Base(f), ".lowered.hlo")
		dir := filepath.Join("testdata/xla-remat", path.Dir(f))
		m, _ := newHarnessSteps(dir).module(t, name)
		r, err := Plan(m, gpuRematConfig(0))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		model := r.Stats.TotalBytes
		if gpuWithin(dump[f], model, pct) {
			nDump++
		}
		x4, ok := run4[name]
		if !ok {
			t.Fatalf("%s: no row of run 4 at 0.8", name)
		}
		if gpuWithin(x4, model, pct) {
			nRun4++
		}
		fmt.Fprintf(&table, "%s\t%d\t%d\t%.3f\n", name, model, dump[f], float64(model)/float64(dump[f]))
	}
	t.Logf("step, model, XLA:GPU (map.txt), model/XLA:GPU:\n%s", table.String())
	if nDump != within || nRun4 != within {
		t.Errorf("XLA:GPU's total is within %d%% of the model on %d of %d steps (gpu/map.txt), %d (run 4's defaults); GPUCaveat says %d",
			pct, nDump, len(files), nRun4, within)
	}
}

package planner

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// loweredRef is one row of testdata/xla-lowered/memory.tsv: JAX's
// Compiled.memory_analysis() of a program compiled by XLA:CPU.
type loweredRef struct {
	module                  string
	argument, output, alias int64
	temp                    int64
}

// readLoweredRefs reads testdata/xla-lowered/memory.tsv.
func readLoweredRefs(t *testing.T) []loweredRef {
	t.Helper()
	return readLoweredRefsIn(t, filepath.Join("testdata", "xla-lowered"))
}

// readLoweredRefsIn reads the memory.tsv of dir (the columns of
// testdata/xla-lowered/memory.tsv).
func readLoweredRefsIn(t *testing.T, dir string) []loweredRef {
	t.Helper()
	path := filepath.Join(dir, "memory.tsv")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows []loweredRef
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if i == 0 {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 6 {
			t.Fatalf("%s:%d: %d fields, want at least 6", path, i+1, len(f))
		}
		var n [4]int64
		for k := range n {
			if n[k], err = strconv.ParseInt(f[k+2], 10, 64); err != nil {
				t.Fatalf("%s:%d: %v", path, i+1, err)
			}
		}
		rows = append(rows, loweredRef{f[0], n[0], n[1], n[2], n[3]})
	}
	return rows
}

// loweredGap is a module of testdata/xla-lowered whose modeled temp is
// outside ±15% of XLA's: the band of temp/XLA's temp the planner reaches
// today (a regression leaves it; a fix moves the module out of the table)
// and why.
type loweredGap struct {
	lo, hi float64
	why    string
}

// loweredGaps are the modules the model does not bring within ±15% of
// XLA:CPU, each with the reason (issues 19 and 28). None is left: the
// last five (adam_donate, assoc_scan, layernorm_fb, many_params,
// remat_scan) each had a rule of XLA:CPU the model lacked
// (docs/xla.md). A module that leaves the band fails the test; one whose
// gap cannot be closed comes back here with its band and its reason.
var loweredGaps = map[string]loweredGap{}

// TestXLALowered plans the lowered module of every program of
// testdata/xla-lowered as XLA:CPU would compile it (CPU fusion rules,
// XLA:CPU's BFS schedule, dense layout, 64-byte alignment) and compares
// with XLA's memory_analysis() of the same program: argument, output and
// alias bytes exactly; the temp at the median within ±3% and every module
// within ±15% but those of loweredGaps, each within its band.
func TestXLALowered(t *testing.T) {
	if testing.Short() {
		t.Skip("plans 24 modules twice")
	}
	refs := readLoweredRefs(t)
	if len(refs) < 20 {
		t.Fatalf("%d programs, want at least 20", len(refs))
	}
	var ratios []float64
	var table strings.Builder
	fmt.Fprintf(&table, "%-16s %12s %12s %7s %12s %7s\n", "module", "XLA temp", "as written", "×XLA", "modeled", "×XLA")
	for _, x := range refs {
		res, err := PlanFile(filepath.Join("testdata", "xla-lowered", x.module+".lowered.hlo"),
			Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs", CompareAsWritten: true})
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		r := res[0]
		if !r.Modeled || r.Stage != "lowered" || r.AsWritten == nil {
			t.Errorf("%s: stage %s, modeled %v", x.module, r.Stage, r.Modeled)
			continue
		}
		s := r.Stats
		if s.ArgumentBytes != x.argument || s.OutputBytes != x.output || s.AliasBytes != x.alias {
			t.Errorf("%s: argument/output/alias %d/%d/%d, XLA's %d/%d/%d", x.module,
				s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x.argument, x.output, x.alias)
		}
		ratio := float64(s.TempBytes) / float64(x.temp)
		written := float64(r.AsWritten.TempBytes) / float64(x.temp)
		ratios = append(ratios, ratio)
		fmt.Fprintf(&table, "%-16s %12d %12d %7.3f %12d %7.3f\n", x.module, x.temp, r.AsWritten.TempBytes, written, s.TempBytes, ratio)
		if g, ok := loweredGaps[x.module]; ok {
			if ratio < g.lo || ratio > g.hi {
				t.Errorf("%s: modeled temp %.3f× XLA's, outside its known-gap band [%.2f, %.2f] (%s)", x.module, ratio, g.lo, g.hi, g.why)
			}
			continue
		}
		if ratio < 0.85 || ratio > 1.15 {
			t.Errorf("%s: modeled temp %d is %.3f× XLA's %d, outside ±15%%", x.module, s.TempBytes, ratio, x.temp)
		}
	}
	sort.Float64s(ratios)
	med := ratios[len(ratios)/2]
	if len(ratios)%2 == 0 {
		med = (ratios[len(ratios)/2-1] + ratios[len(ratios)/2]) / 2
	}
	t.Logf("temp against XLA's memory_analysis() (median modeled %.3f):\n%s", med, table.String())
	if med < 0.97 || med > 1.03 {
		t.Errorf("median modeled temp %.3f× XLA's, outside ±3%%", med)
	}
	for name := range loweredGaps {
		found := false
		for _, x := range refs {
			found = found || x.module == name
		}
		if !found {
			t.Errorf("known gap %s names no program", name)
		}
	}
}

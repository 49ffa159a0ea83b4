package planner

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// stablehloGaps are the programs whose StableHLO text (NAME.stablehlo.mlir,
// lowered.as_text()) is not planned to the figures of their HLO text
// (NAME.astext.hlo, as_text(dialect="hlo")), with the cause. They all
// read, and agree on devices, argument, output and alias bytes; their
// temp differs because as_text(dialect="hlo") is not the MLIR converted
// op for op: jaxlib runs MLIR's canonicalizer and CSE on the module
// before its export (xla/pjrt/mlir_to_hlo.cc) and XLA prints the result
// in post-order, so its graph (folded constants, merged duplicates,
// operand order) and its text order differ from the reader's, which
// models only the scalar folds and the commutative operand order; the
// planner's BFS schedule and fusion then keep other buffers live. Temp
// over the HLO text's, measured when the test was written, with XLA's
// own figure (memory.tsv) over the HLO text's beside it. There were 19:
// 14 closed when the model took XLA's post order for the text's
// (optimize/postorder.go), the text order being most of the difference,
// and wsc_2x4 (0.750x) when the SPMD partitioner took it too
// (spmd/callgraph.go, inPostOrder).
var stablehloGaps = map[string]string{
	// Temp of the StableHLO text over the HLO text's (XLA's memory_analysis()
	// temp over the HLO text's): which text plans closer to XLA varies.
	"assoc_scan":      "canonicalized graph: temp 1.003x (XLA 0.940x)",
	"cholesky_solve":  "canonicalized graph: temp 1.008x (XLA 1.000x)",
	"nested_scan":     "canonicalized graph: temp 128 bytes more (XLA 1.000x)",
	"switch_branches": "canonicalized graph: temp 1.004x (XLA 1.000x)",
	// testdata/stablehlo, programs written as a user writes them.
	"cond": "canonicalized graph: temp 64 bytes more (XLA 1.008x)",
	"lin":  "canonicalized graph: temp 1.062x (XLA 0.602x; 8,704 against the HLO text's 8,192, XLA's 4,928: TestXLALinalgLin)",
}

// stablehloDirs hold NAME.stablehlo.mlir beside NAME.astext.hlo: the
// reference programs, and testdata/stablehlo's programs written as a
// user writes them (gen/users.py), which no rule was tuned on.
var stablehloDirs = []string{"xla-lowered", "xla-spmd", "stablehlo"}

// TestStableHLOAsHLO plans every program's StableHLO text, the text
// lowered.as_text() gives with no argument, and holds its figures
// (argument, output, alias, temp bytes and the arena's peak) equal to
// those of the same program's as_text(dialect="hlo") module: the
// StableHLO reader (hlo/stablehlo_read.go) must give the module the HLO
// text gives. The sharded programs of testdata/xla-spmd are planned per
// device: the MLIR's header has mhlo.num_partitions, the HLO text's
// count comes from its shardings. Known gaps are stablehloGaps; each must
// still differ (or fail to read), so that a fix shows.
func TestStableHLOAsHLO(t *testing.T) {
	if testing.Short() {
		t.Skip("plans about 50 modules twice")
	}
	agree, total := 0, 0
	var table strings.Builder
	for _, dir := range stablehloDirs {
		files, err := filepath.Glob(filepath.Join("testdata", dir, "*.stablehlo.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(files)
		for _, mlir := range files {
			name := strings.TrimSuffix(filepath.Base(mlir), ".stablehlo.mlir")
			astext := filepath.Join("testdata", dir, name+".astext.hlo")
			if _, err := os.Stat(astext); err != nil {
				continue
			}
			total++
			got, gerr := stablehloFigures(mlir)
			want, werr := stablehloFigures(astext)
			if werr != nil {
				t.Errorf("%s: HLO text: %v", name, werr)
				continue
			}
			why, gap := stablehloGaps[name]
			switch {
			case gerr != nil && gap:
				fmt.Fprintf(&table, "%-16s refused (known: %s)\n", name, why)
			case gerr != nil:
				t.Errorf("%s: %v", name, gerr)
			case got != want && gap && fixedPart(got) != fixedPart(want):
				t.Errorf("%s: devices, argument, output or alias differ: StableHLO %s, HLO text %s", name, got, want)
			case got != want && gap:
				fmt.Fprintf(&table, "%-16s %s\n%-16s %s (HLO text; known: %s)\n", name, got, "", want, why)
			case got != want:
				t.Errorf("%s: StableHLO figures %s, HLO text %s", name, got, want)
			case gap:
				t.Errorf("%s: agrees now (%s): remove it from stablehloGaps", name, got)
			default:
				agree++
			}
		}
	}
	t.Logf("%d of %d programs planned to the same figures from StableHLO as from HLO text\n%s", agree, total, table.String())
	if total == 0 {
		t.Fatal("no NAME.stablehlo.mlir beside a NAME.astext.hlo")
	}
	for name := range stablehloGaps {
		found := false
		for _, dir := range stablehloDirs {
			if _, err := os.Stat(filepath.Join("testdata", dir, name+".stablehlo.mlir")); err == nil {
				found = true
			}
		}
		if !found {
			t.Errorf("known gap %s names no program", name)
		}
	}
}

// stablehloFigures plans path as TestSPMDAsText does and returns its
// figures as one comparable string.
func stablehloFigures(path string) (string, error) {
	res, err := PlanFile(path, spmdModeled)
	if err != nil {
		return "", err
	}
	s := res[0].Stats
	devices := int64(1)
	if res[0].SPMD != nil {
		devices = res[0].SPMD.Devices
	}
	return fmt.Sprintf("devices %d argument %d output %d alias %d temp %d peak %d", devices, s.ArgumentBytes, s.OutputBytes, s.AliasBytes, s.TempBytes, s.Peak), nil
}

// fixedPart is the part of stablehloFigures' string that must agree even
// for a known gap: devices, argument, output and alias bytes.
func fixedPart(figures string) string {
	i := strings.Index(figures, " temp ")
	if i < 0 {
		return figures
	}
	return figures[:i]
}

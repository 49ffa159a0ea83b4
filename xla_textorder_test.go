package planner

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestXLATextOrder plans the texts of testdata/xla-lowered/textorder as
// TestXLALowered does and holds each to XLA:CPU's memory_analysis() of
// the same text (memory.tsv there, jax/jaxlib 0.10.2): argument, output
// and alias bytes exactly, temp within ±1%. The four permutations of
// layernorm_fb.astext.hlo are the same module written in other orders:
// XLA gives each the original's figures, and so must the model, to the
// byte (its post-order and BFS schedule come from the graph, as
// HloComputation::MakeInstructionPostOrder's operand DFS does, not from
// the text's order). layernorm_cse.hlo is another text of the program
// with its duplicates merged and some ops rewritten: XLA:CPU compiles it
// to a quarter of the original's temp (25,296,896 bytes against
// 100,761,600: it fuses and orders the other graph differently), so a
// model that planned both texts to one figure would be wrong for one of
// them.
func TestXLATextOrder(t *testing.T) {
	dir := filepath.Join("testdata", "xla-lowered", "textorder")
	data, err := os.ReadFile(filepath.Join(dir, "memory.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs", CompareAsWritten: true}
	temps := map[string]int64{}
	var original, originalWritten Stats
	orderMatters := false
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) < 6 {
		t.Fatalf("memory.tsv: %d rows, want at least 5 and a header", len(lines)-1)
	}
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Fatalf("memory.tsv:%d: %d fields, want 5", i+2, len(f))
		}
		var want [4]int64
		for k := range want {
			if want[k], err = strconv.ParseInt(f[k+1], 10, 64); err != nil {
				t.Fatalf("memory.tsv:%d: %v", i+2, err)
			}
		}
		res, err := PlanFile(filepath.Join(dir, f[0]), cfg)
		if err != nil {
			t.Errorf("%s: %v", f[0], err)
			continue
		}
		s := res[0].Stats
		if !res[0].Modeled || res[0].AsWritten == nil {
			t.Errorf("%s: not modeled, or no as-written plan", f[0])
			continue
		}
		if s.ArgumentBytes != want[0] || s.OutputBytes != want[1] || s.AliasBytes != want[2] {
			t.Errorf("%s: argument/output/alias %d/%d/%d, XLA's %d/%d/%d", f[0],
				s.ArgumentBytes, s.OutputBytes, s.AliasBytes, want[0], want[1], want[2])
		}
		ratio := float64(s.TempBytes) / float64(want[3])
		t.Logf("%-28s XLA temp %11d  modeled %11d  %.4f×", f[0], want[3], s.TempBytes, ratio)
		if ratio < 0.99 || ratio > 1.01 {
			t.Errorf("%s: modeled temp %d is %.4f× XLA's %d, outside ±1%%", f[0], s.TempBytes, ratio, want[3])
		}
		temps[f[0]] = s.TempBytes
		switch {
		case strings.HasSuffix(f[0], "layernorm_fb.astext.hlo"):
			original = s
			originalWritten = *res[0].AsWritten
		case strings.Contains(f[0], "perm"):
			orderMatters = orderMatters || res[0].AsWritten.TempBytes != originalWritten.TempBytes
			if s.TempBytes != original.TempBytes || s.Peak != original.Peak || s.ArgumentBytes != original.ArgumentBytes || s.OutputBytes != original.OutputBytes {
				t.Errorf("%s: temp %d peak %d, the original text's %d and %d: the model depends on the text's order",
					f[0], s.TempBytes, s.Peak, original.TempBytes, original.Peak)
			}
		}
	}
	if !orderMatters {
		t.Errorf("every permutation plans as written to the original's temp %d: they do not test the text's order", originalWritten.TempBytes)
	}
	if orig, cse := temps["../layernorm_fb.astext.hlo"], temps["layernorm_cse.hlo"]; orig == 0 || cse == 0 || 2*cse > orig {
		t.Errorf("layernorm_cse temp %d against the original's %d: XLA's is 0.251× the original's", cse, orig)
	}
}

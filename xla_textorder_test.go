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
// and alias bytes exactly, temp within TestXLALowered's ±15%. Each
// NAME_permK.hlo is ../NAME.astext.hlo written in another topological
// order: XLA gives it the figures of the text as jax writes it, and so
// must the model, to the byte (optimize/postorder.go: the instructions
// in XLA's post order, not the text's; before it, gelu_mlp_perm2 planned
// to 34,078,720 bytes of temp and its text to 38,338,560).
// layernorm_cse.hlo is another text of layernorm_fb with its duplicates
// merged and some ops rewritten: XLA:CPU compiles it to a quarter of the
// original's temp (25,296,896 bytes against 100,761,600), so a model
// that planned both texts to one figure would be wrong for one of them.
func TestXLATextOrder(t *testing.T) {
	dir := filepath.Join("testdata", "xla-lowered", "textorder")
	data, err := os.ReadFile(filepath.Join(dir, "memory.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs", CompareAsWritten: true}
	modeled := map[string]Stats{} // by program: the plan of ../NAME.astext.hlo
	written := map[string]int64{} // by program: its temp as written
	orderMatters := false
	perms := 0
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
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
		if !res[0].Modeled || res[0].AsWritten == nil {
			t.Errorf("%s: not modeled, or no as-written plan", f[0])
			continue
		}
		s := res[0].Stats
		if s.ArgumentBytes != want[0] || s.OutputBytes != want[1] || s.AliasBytes != want[2] {
			t.Errorf("%s: argument/output/alias %d/%d/%d, XLA's %d/%d/%d", f[0],
				s.ArgumentBytes, s.OutputBytes, s.AliasBytes, want[0], want[1], want[2])
		}
		ratio := float64(s.TempBytes) / float64(want[3])
		t.Logf("%-28s XLA temp %11d  modeled %11d  %.4f×  as written %11d", f[0], want[3], s.TempBytes, ratio, res[0].AsWritten.TempBytes)
		if ratio < 0.85 || ratio > 1.15 {
			t.Errorf("%s: modeled temp %d is %.4f× XLA's %d, outside ±15%%", f[0], s.TempBytes, ratio, want[3])
		}
		base := strings.TrimSuffix(filepath.Base(f[0]), ".astext.hlo")
		if base != filepath.Base(f[0]) {
			modeled[base], written[base] = s, res[0].AsWritten.TempBytes
			continue
		}
		prog, _, ok := strings.Cut(base, "_perm")
		if !ok {
			continue
		}
		orig, found := modeled[prog]
		if !found {
			t.Errorf("%s: no row for ../%s.astext.hlo before it", f[0], prog)
			continue
		}
		perms++
		orderMatters = orderMatters || res[0].AsWritten.TempBytes != written[prog]
		if s.TempBytes != orig.TempBytes || s.Peak != orig.Peak {
			t.Errorf("%s: temp %d peak %d, the text's %d and %d: the model depends on the text's order",
				f[0], s.TempBytes, s.Peak, orig.TempBytes, orig.Peak)
		}
	}
	if perms < 5 {
		t.Errorf("%d permutations, want at least 5", perms)
	}
	if !orderMatters {
		t.Error("every permutation plans as written to its text's temp: they do not test the order")
	}
	if t.Failed() {
		return
	}
	res, err := PlanFile(filepath.Join(dir, "layernorm_cse.hlo"), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if cse, orig := res[0].Stats.TempBytes, modeled["layernorm_fb"].TempBytes; 2*cse > orig {
		t.Errorf("layernorm_cse temp %d against the original's %d: XLA's is 0.251× the original's", cse, orig)
	}
}

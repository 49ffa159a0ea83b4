package planner

// testdata/xla-scatter holds the one-index writes JAX users write with
// x.at[...] (gen/at_index.py): a.at[3].set(y), jnp.zeros(...).at[2].set(y),
// a.at[i].set(y) with a traced i and a.at[3].add(y), each y = tanh(x) of
// f32[64,512] into f32[8,64,512]. XLA:CPU (jax/jaxlib 0.10.2) makes each
// scatter a dynamic-update-slice (a pad into zeros) with the tanh fused
// in place: no temp but the traced index's check (129 bytes).

import (
	"path/filepath"
	"testing"
)

// TestXLAScatterOneIndex plans each as_text module as TestXLALoweredAsText
// does and holds argument, output and alias bytes equal to XLA's
// memory_analysis() and temp within 256 bytes of XLA's. Before the
// scatter-expander pass of package optimize, each kept its scatter and
// planned 131,072 bytes of temp: the update's f32[64,512], which XLA
// fuses into the write.
func TestXLAScatterOneIndex(t *testing.T) {
	dir := filepath.Join("testdata", "xla-scatter")
	cfg := Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs"}
	rows := readLoweredRefsIn(t, dir)
	if len(rows) != 4 {
		t.Fatalf("%s/memory.tsv: %d rows, want 4", dir, len(rows))
	}
	for _, x := range rows {
		res, err := PlanFile(filepath.Join(dir, x.module+".astext.hlo"), cfg)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		s := res[0].Stats
		if s.ArgumentBytes != x.argument || s.OutputBytes != x.output || s.AliasBytes != x.alias {
			t.Errorf("%s: argument/output/alias %d/%d/%d, XLA %d/%d/%d", x.module,
				s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x.argument, x.output, x.alias)
		}
		if d := s.TempBytes - x.temp; d < -256 || d > 256 {
			t.Errorf("%s: temp %d, XLA %d: want within 256 bytes", x.module, s.TempBytes, x.temp)
		}
	}
}

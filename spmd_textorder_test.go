package planner

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSPMDTextOrder plans the texts of testdata/xla-spmd/textorder, each
// ../NAME.astext.hlo with its ENTRY instructions written in another
// topological order (gen/run.sh), with TestSPMDAsText's configuration:
// every permutation must plan to the per-device figures of the text it
// permutes, to the byte, as XLA:CPU gives every permutation exactly its
// text's (memory.tsv there: jax/jaxlib 0.10.2, 8 devices, the Shardy
// partitioner for the Shardy texts), which the test checks too. Before
// spmd.PartitionWith put the module in XLA's post order without its dead
// instructions (spmd/callgraph.go, inPostOrder), attn_2d_sdy_perm1
// planned to 5,767,192 bytes of temp and its text to 7,864,452;
// vocab_xent_perm1 34,603,008 against 33,554,432; megatron_mlp_perm1
// 7,340,032 against 8,388,608; fsdp_mlp_perm1 14,417,924 against
// 14,417,920.
func TestSPMDTextOrder(t *testing.T) {
	dir := filepath.Join("testdata", "xla-spmd", "textorder")
	data, err := os.ReadFile(filepath.Join(dir, "memory.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	xla := map[string][4]int64{} // by program: XLA's figures for ../NAME.astext.hlo
	planned := map[string]Stats{}
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
		res, err := PlanFile(filepath.Join(dir, f[0]), spmdModeled)
		if err != nil {
			t.Errorf("%s: %v", f[0], err)
			continue
		}
		if res[0].SPMD == nil || res[0].Global == nil {
			t.Errorf("%s: not partitioned", f[0])
			continue
		}
		s := res[0].Stats
		base := filepath.Base(f[0])
		if prog, ok := strings.CutSuffix(base, ".astext.hlo"); ok {
			xla[prog], planned[prog] = want, s
			continue
		}
		prog, _, ok := strings.Cut(strings.TrimSuffix(base, ".hlo"), "_perm")
		orig, found := planned[prog]
		if !ok || !found {
			t.Errorf("%s: no row for ../%s.astext.hlo before it", f[0], prog)
			continue
		}
		perms++
		if want != xla[prog] {
			t.Errorf("%s: XLA's figures %v, its text's %v: XLA depends on the order", f[0], want, xla[prog])
		}
		t.Logf("%-24s temp %11d  peak %11d  text's %11d", base, s.TempBytes, s.Peak, orig.TempBytes)
		if s.TempBytes != orig.TempBytes || s.Peak != orig.Peak || s.ArgumentBytes != orig.ArgumentBytes ||
			s.OutputBytes != orig.OutputBytes || s.AliasBytes != orig.AliasBytes {
			t.Errorf("%s: argument/output/alias/temp %d/%d/%d/%d peak %d, the text's %d/%d/%d/%d and %d: the per-device plan depends on the text's order",
				f[0], s.ArgumentBytes, s.OutputBytes, s.AliasBytes, s.TempBytes, s.Peak,
				orig.ArgumentBytes, orig.OutputBytes, orig.AliasBytes, orig.TempBytes, orig.Peak)
		}
	}
	if perms < 8 {
		t.Errorf("%d permutations, want at least 8", perms)
	}
}

package spmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestPartitionTextOrder partitions each ../testdata/xla-spmd/textorder
// permutation and the text it permutes: the per-device modules must be
// byte-identical, as XLA partitions a module in its post order whatever
// order the text writes it in (inPostOrder). Before it, every one of the
// 12 differed in its instruction order, names or channel ids, and 9
// planned to other figures (TestSPMDTextOrder).
func TestPartitionTextOrder(t *testing.T) {
	perms, err := filepath.Glob(filepath.Join("..", "testdata", "xla-spmd", "textorder", "*_perm*.hlo"))
	if err != nil || len(perms) < 8 {
		t.Fatalf("%d permutations (%v), want at least 8", len(perms), err)
	}
	partition := func(path string) string {
		t.Helper()
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		mods, err := hlo.Parse(path, src)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Partition(mods[0])
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		return r.Module.String()
	}
	want := map[string]string{}
	for _, p := range perms {
		prog, _, _ := strings.Cut(filepath.Base(p), "_perm")
		if _, ok := want[prog]; !ok {
			want[prog] = partition(filepath.Join("..", "testdata", "xla-spmd", prog+".astext.hlo"))
		}
		if got := partition(p); got != want[prog] {
			t.Errorf("%s: the per-device module differs from %s.astext.hlo's", filepath.Base(p), prog)
		}
	}
}

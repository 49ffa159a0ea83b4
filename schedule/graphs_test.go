package schedule

import (
	"fmt"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

// checkGraphs checks that the orders of m from shared graphs, taken from
// several goroutines at once, are Order's.
func checkGraphs(t *testing.T, name string, m *hlo.Module, size func(hlo.Shape) int64) {
	t.Helper()
	gs := NewGraphs(m, size)
	algs := []Algorithm{Text, PostOrder, DFS, List, BFS, Best}
	got := make([]hlo.Sequence, len(algs))
	errs := make([]error, len(algs))
	var wg sync.WaitGroup
	for k, alg := range algs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[k], errs[k] = gs.Order(alg)
		}()
	}
	wg.Wait()
	for k, alg := range algs {
		want, err := Order(m, alg, size)
		if fmt.Sprint(err) != fmt.Sprint(errs[k]) {
			t.Fatalf("%s %s: error %v, want %v", name, alg, errs[k], err)
		}
		for _, c := range m.Computations {
			if diff := cmp.Diff(names(want, c), names(got[k], c)); diff != "" {
				t.Errorf("%s %s: order of %s differs (-Order +Graphs.Order)\n%s", name, alg, c.Name, diff)
			}
		}
	}
}

// TestGraphsOrder checks shared graphs on random modules and the corpus.
func TestGraphsOrder(t *testing.T) {
	for seed := int64(0); seed < 40; seed++ {
		checkGraphs(t, fmt.Sprint("random ", seed), randomModule(seed, 20+int(seed)), size)
	}
	files, mods := corpusModules(t)
	for k, ms := range mods {
		for _, m := range ms {
			checkGraphs(t, files[k], m, layout.TPU().Bytes)
		}
	}
}

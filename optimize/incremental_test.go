package optimize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/lowered"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// TestIncremental runs the pipeline with checkIncremental on: after every
// pass the readers the state keeps match the module's operands, and every
// incremental update of the fusion's indexing evaluation matches the
// evaluation from all readers it replaces. The inputs are the lowered
// modules of testdata/xla-lowered, the corpus, and generated chains, call
// graphs and training steps, under both rules.
func TestIncremental(t *testing.T) {
	checkIncremental = true
	defer func() { checkIncremental = false }()
	srcs := map[string]string{
		"chain":     lowered.Chain(3000),
		"callgraph": lowered.CallGraph(3000),
		"mlpstep":   mlpstep.Text(40),
	}
	var files []string
	for _, dir := range []string{filepath.Join("..", "testdata", "xla-lowered"), corpusDir} {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.hlo"))
		files = append(files, fs...)
	}
	for _, f := range files {
		if testing.Short() && strings.Contains(f, "llama31_70b") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = string(src)
	}
	for name, src := range srcs {
		mods, err := hlo.Parse(name, []byte(src))
		if err != nil {
			continue // the parser's tests own the inputs that do not parse
		}
		for _, m := range mods {
			for _, rules := range []Rules{CPU, GPU} {
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%s (%s rules): %v", name, rules, r)
						}
					}()
					if _, err := Run(Clone(m), Options{Rules: rules}); err != nil {
						t.Errorf("%s (%s rules): %v", name, rules, err)
					}
				}()
			}
		}
	}
}

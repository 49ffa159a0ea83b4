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
// evaluation from all readers it replaces; with verifyEachPass on, the
// module verifies after every pass that changed it. The inputs are the lowered
// modules of testdata/xla-lowered, the corpus, and generated chains, call
// graphs and training steps, under both rules.
func TestIncremental(t *testing.T) {
	checkIncremental, verifyEachPass = true, true
	defer func() { checkIncremental, verifyEachPass = false, false }()
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

// TestVerifyAfterPasses checks that a pass that breaks the module is
// caught: Run verifies once after the last pass that changed the module
// and names the passes that changed it, and with verifyEachPass the one
// at fault alone.
func TestVerifyAfterPasses(t *testing.T) {
	src := `HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  n = f32[4] negate(p)
  ROOT a = f32[4] add(n, n)
}
`
	saved := passes
	defer func() { passes = saved }()
	// break gives the negate a shape its operand and reader disagree with.
	breakIt := pass{"break", "none", func(s *state) int {
		for _, in := range s.m.Entry.Instructions {
			if in.Opcode == "negate" {
				in.Shape.Dims = []int64{5}
				return 1
			}
		}
		return 0
	}}
	touch := pass{"touch", "none", func(s *state) int { return 1 }}
	passes = []pass{touch, breakIt, touch}
	for _, each := range []bool{false, true} {
		verifyEachPass = each
		mods, err := hlo.Parse("m.hlo", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Run(mods[0], Options{Rules: CPU})
		want := "after passes touch, break, touch the module does not verify"
		if each {
			want = "after pass break the module does not verify"
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("verifyEachPass %v: error %v, want one containing %q", each, err, want)
		}
	}
	verifyEachPass = false
}

package liveness

import (
	"path/filepath"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/optimize"
)

// TestFusedElementwiseParams checks the one-sweep answer for every
// parameter of every fused computation against fusedElementwise's sweep
// per parameter, on the optimized modules of testdata/xla-cpu and the
// lowered ones of testdata/xla-lowered modeled under both rules.
func TestFusedElementwiseParams(t *testing.T) {
	var mods []*hlo.Module
	for _, pat := range []string{"../testdata/xla-cpu/*.hlo", "../testdata/xla-lowered/*.hlo"} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			ms, err := hlo.ParseFile(f)
			if err != nil {
				continue // the parser's tests own the inputs that do not parse
			}
			for _, m := range ms {
				mods = append(mods, m)
				if hlo.StageOf(m) != hlo.Lowered {
					continue
				}
				for _, rules := range []optimize.Rules{optimize.CPU, optimize.GPU} {
					c := optimize.Clone(m)
					if _, err := optimize.Run(c, optimize.Options{Rules: rules}); err == nil {
						mods = append(mods, c)
					}
				}
			}
		}
	}
	checked := 0
	for _, m := range mods {
		for _, c := range m.Computations {
			for _, in := range c.Instructions {
				fc := in.CalledComputation("calls")
				if in.Opcode != "fusion" || fc == nil {
					continue
				}
				for _, cpu := range []bool{false, true} {
					got := fusedElementwiseParams(fc, cpu)
					for k := range len(in.Operands) + 1 {
						want := fusedElementwise(fc, k, cpu)
						if g := k < len(got) && got[k]; g != want {
							t.Errorf("%s: %s parameter %d (cpu %v): one sweep says %v, a sweep per parameter %v", m.Name, fc.Name, k, cpu, g, want)
						}
						checked++
					}
				}
			}
		}
	}
	t.Logf("%d parameters checked", checked)
	if checked < 1000 {
		t.Errorf("%d parameters checked, want at least 1000", checked)
	}
}

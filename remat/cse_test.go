package remat

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/optimize"
)

// clonesIn counts the clones (NAME.remat...) among the instructions of
// m's computations that are not fused computations' copies.
func clonesIn(m *hlo.Module) int {
	n := 0
	for _, c := range m.Computations {
		if cloneBase(c.Name) != c.Name {
			continue
		}
		for _, in := range c.Instructions {
			if cloneBase(in.Name) != in.Name {
				n++
			}
		}
	}
	return n
}

// TestClonesSurviveCSE fits a lowered training step by recompute alone and
// runs the optimize package's model of XLA's CSE (and the rest of its
// pipeline) on the printed module: every clone must still be there. A
// clone reading its original's operands is merged back by CSE, and the
// module XLA compiles is the original again (issue 33: 12 clones, the
// compiled temp unchanged to the byte).
func TestClonesSurviveCSE(t *testing.T) {
	m, seq := load(t, "testdata/plain_wide.lowered.hlo")
	base, err := Fit(m, seq, Options{Limit: 1 << 62})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Fit(m, seq, Options{Limit: base.Peak * 7 / 10, NoOffload: true})
	if err != nil {
		t.Fatal(err)
	}
	checkResult(t, "plain_wide", m, r)
	text := r.Module.String()
	before := clonesIn(r.Module)
	if before == 0 {
		t.Fatalf("no clones at 0.7 of the peak: nothing to check")
	}
	if !strings.Contains(text, "opt-barrier(") || !strings.Contains(text, "control-predecessors=") {
		t.Errorf("the clones' inputs go through no opt-barrier, or no clone has a control predecessor")
	}
	for _, passes := range [][]string{{"cse"}, nil} {
		mods, err := hlo.Parse("changed.hlo", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := optimize.Run(mods[0], optimize.Options{Passes: passes}); err != nil {
			t.Fatal(err)
		}
		if after := clonesIn(mods[0]); passes != nil && after != before || after == 0 {
			t.Errorf("passes %v: %d clones before, %d after", passes, before, after)
		}
	}
}

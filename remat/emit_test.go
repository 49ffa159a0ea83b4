package remat

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestUnfuse writes out the fusions of a fitted XLA:CPU module: no fusion
// is left, the text parses and verifies, every clone is still there
// (now as the fused instructions' clones) behind its barrier, and every
// instruction of the entry that was no fusion keeps its name.
func TestUnfuse(t *testing.T) {
	m, seq := load(t, "../testdata/xla-cpu/plain_wide.hlo")
	base, err := Fit(m, seq, Options{Limit: 1 << 62})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Fit(m, seq, Options{Limit: base.Peak * 8 / 10, NoOffload: true})
	if err != nil {
		t.Fatal(err)
	}
	if clonesIn(r.Module) == 0 {
		t.Fatal("no clones at 0.8 of the peak: nothing to check")
	}
	u := Unfuse(r.Module)
	text := u.String()
	mods, err := hlo.Parse("unfused.hlo", []byte(text))
	if err != nil {
		t.Fatalf("the unfused module does not parse: %v", err)
	}
	if err := hlo.Verify(mods[0]); err != nil {
		t.Fatalf("the unfused module does not verify: %v", err)
	}
	if strings.Contains(text, " fusion(") {
		t.Errorf("a fusion is left")
	}
	if clonesIn(mods[0]) == 0 || !strings.Contains(text, "opt-barrier(") {
		t.Errorf("the clones or their barriers are gone")
	}
	have := map[string]bool{}
	for _, in := range mods[0].Entry.Instructions {
		have[in.Name] = true
	}
	for _, in := range r.Module.Entry.Instructions {
		if in.Opcode != "fusion" && !have[in.Name] {
			t.Errorf("%s is missing", in.Name)
		}
	}
	if strings.Contains(r.Module.String(), " fusion(") == false {
		t.Errorf("the input had no fusion: the test checks nothing")
	}
}

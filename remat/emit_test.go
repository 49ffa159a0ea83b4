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

// TestUnfuseRestoresDivides: a divide the model wrote as a multiply by a
// reciprocal (its op_name still a divide's), seen through an opt-barrier
// as Pin leaves it, is written back as the input's divide; a multiply of
// the user's own (op_name mul) is left alone.
func TestUnfuseRestoresDivides(t *testing.T) {
	const text = `HloModule m

ENTRY e {
  a = f32[8,4]{1,0} parameter(0)
  b = f32[8]{0} parameter(1)
  one = f32[] constant(1)
  ones = f32[8]{0} broadcast(one), dimensions={}
  recip = f32[8]{0} divide(ones, b), metadata={op_name="jit(f)/div"}
  t = (f32[8]{0}, f32[8]{0}) tuple(b, recip)
  bar = (f32[8]{0}, f32[8]{0}) opt-barrier(t)
  r = f32[8]{0} get-tuple-element(bar), index=1
  rb = f32[8,4]{1,0} broadcast(r), dimensions={0}
  q = f32[8,4]{1,0} multiply(a, rb), metadata={op_name="jit(f)/div"}
  u = f32[8,4]{1,0} multiply(a, rb), metadata={op_name="jit(f)/mul"}
  ROOT out = (f32[8,4]{1,0}, f32[8,4]{1,0}) tuple(q, u)
}
`
	mods, err := hlo.Parse("recip.hlo", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	out := Unfuse(mods[0]).String()
	if !strings.Contains(out, "q = f32[8,4]{1,0} divide(a, rb.divisor)") || !strings.Contains(out, "rb.divisor = f32[8,4]{1,0} broadcast(b), dimensions={0}") {
		t.Errorf("the divide is not restored:\n%s", out)
	}
	if !strings.Contains(out, "u = f32[8,4]{1,0} multiply(a, rb)") {
		t.Errorf("the user's multiply changed:\n%s", out)
	}
	if _, err := hlo.Parse("restored.hlo", []byte(out)); err != nil {
		t.Errorf("the restored module does not parse: %v", err)
	}
}

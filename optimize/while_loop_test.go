package optimize

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
)

// TestWhileConvertHoisted is remat_scan's backward loop in small: the
// body slices a loop-invariant bf16 stack. XLA:CPU slices in f32, hoists
// the convert of the whole stack out of the loop and drops the bf16
// stack from the loop's state (FloatNormalization,
// WhileLoopInvariantCodeMotion, WhileLoopSimplifier): before the loop the
// f32 copy is made, and the loop carries it instead of the bf16 stack.
// The body's and the condition's signatures follow the new state, in the
// clone Run rewrites only.
func TestWhileConvertHoisted(t *testing.T) {
	m := parseOne(t, `HloModule m
body (p: (s32[], bf16[6,64], f32[64])) -> (s32[], bf16[6,64], f32[64]) {
  p = (s32[], bf16[6,64], f32[64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  r = bf16[6,64] get-tuple-element(p), index=1
  a = f32[64] get-tuple-element(p), index=2
  z = s32[] constant(0)
  d = bf16[1,64] dynamic-slice(r, i, z), dynamic_slice_sizes={1,64}
  e = bf16[64] reshape(d)
  f = f32[64] convert(e)
  s = f32[64] add(a, f)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], bf16[6,64], f32[64]) tuple(j, r, s)
}
cond (cp: (s32[], bf16[6,64], f32[64])) -> pred[] {
  cp = (s32[], bf16[6,64], f32[64]) parameter(0)
  ci = s32[] get-tuple-element(cp), index=0
  n = s32[] constant(6)
  ROOT c = pred[] compare(ci, n), direction=LT
}
ENTRY e {
  x = bf16[6,64] parameter(0)
  z0 = s32[] constant(0)
  a0 = f32[] constant(0)
  ab = f32[64] broadcast(a0), dimensions={}
  init = (s32[], bf16[6,64], f32[64]) tuple(z0, x, ab)
  w = (s32[], bf16[6,64], f32[64]) while(init), condition=cond, body=body
  ROOT res = f32[64] get-tuple-element(w), index=2
}`)
	orig := m
	m = Clone(orig)
	if _, err := Run(m, Options{Rules: CPU}); err != nil {
		t.Fatal(err)
	}
	checkModule(t, m, true)
	// The loop's new state is in the clone's signatures alone.
	if err := hlo.Verify(orig); err != nil {
		t.Errorf("the module the clone was made from changed: %v", err)
	}
	var got string
	for _, in := range m.Entry.Instructions {
		got += in.Opcode + " " + in.Shape.String() + "\n"
	}
	want := `parameter bf16[6,64]
constant s32[]
constant f32[]
broadcast f32[64]
convert f32[6,64]
tuple (s32[], f32[64], f32[6,64])
while (s32[], f32[64], f32[6,64])
get-tuple-element f32[64]
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("entry (-want +got):\n%s", diff)
	}
}

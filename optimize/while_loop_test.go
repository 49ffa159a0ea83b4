package optimize

import (
	"strings"
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

// TestWhileRepeatedElements is the tuned scan step's forward loop in
// small: the step's value y is stacked twice (elements 1 and 2, one zero
// broadcast as the init of both, the same dynamic-update-slice of y at
// i), and element 3, a pass-through of x, repeats element 4. For an
// NVIDIA target (XLA:GPU's WhileLoopSimplifier,
// TryRemoveRepeatedWhileTupleIndices) element 2 and element 4 are
// dropped, and their readers after the loop read element 1 (updated) and
// the init x (passed through); the CPU rules keep the five elements, as
// XLA:CPU's optimized scan step does, and so do the TPU targets.
func TestWhileRepeatedElements(t *testing.T) {
	const src = `HloModule m
body (p: (s32[], f32[4,8], f32[4,8], f32[8], f32[8])) -> (s32[], f32[4,8], f32[4,8], f32[8], f32[8]) {
  p = (s32[], f32[4,8], f32[4,8], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  s1 = f32[4,8] get-tuple-element(p), index=1
  s2 = f32[4,8] get-tuple-element(p), index=2
  x3 = f32[8] get-tuple-element(p), index=3
  x4 = f32[8] get-tuple-element(p), index=4
  y = f32[8] tanh(x3)
  y1 = f32[1,8] reshape(y)
  z = s32[] constant(0)
  u1 = f32[4,8] dynamic-update-slice(s1, y1, i, z)
  u2 = f32[4,8] dynamic-update-slice(s2, y1, i, z)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], f32[4,8], f32[4,8], f32[8], f32[8]) tuple(j, u1, u2, x3, x4)
}
cond (cp: (s32[], f32[4,8], f32[4,8], f32[8], f32[8])) -> pred[] {
  cp = (s32[], f32[4,8], f32[4,8], f32[8], f32[8]) parameter(0)
  ci = s32[] get-tuple-element(cp), index=0
  n = s32[] constant(4)
  ROOT c = pred[] compare(ci, n), direction=LT
}
ENTRY e {
  x = f32[8] parameter(0)
  z0 = s32[] constant(0)
  a0 = f32[] constant(0)
  b = f32[4,8] broadcast(a0), dimensions={}
  init = (s32[], f32[4,8], f32[4,8], f32[8], f32[8]) tuple(z0, b, b, x, x)
  w = (s32[], f32[4,8], f32[4,8], f32[8], f32[8]) while(init), condition=cond, body=body
  r1 = f32[4,8] get-tuple-element(w), index=1
  r2 = f32[4,8] get-tuple-element(w), index=2
  r4 = f32[8] get-tuple-element(w), index=4
  sum = f32[4,8] add(r1, r2)
  ROOT res = (f32[4,8], f32[8]) tuple(sum, r4)
}`
	kept := "(s32[], f32[4,8], f32[4,8], f32[8], f32[8])"
	for _, c := range []struct {
		name       string
		opt        Options
		state, res string
		sum        [2]int // the elements the sum reads
	}{
		{"nvidia", Options{Rules: GPU, GemmFusion: true}, "(s32[], f32[4,8], f32[8])", "add(get-tuple-element, get-tuple-element) parameter", [2]int{1, 1}},
		{"tpu", Options{Rules: GPU}, kept, "add(get-tuple-element, get-tuple-element) get-tuple-element(while)", [2]int{1, 2}},
		{"cpu", Options{Rules: CPU}, kept, "add(get-tuple-element, get-tuple-element) get-tuple-element(while)", [2]int{1, 2}},
	} {
		m := parseOne(t, src)
		if _, err := Run(m, c.opt); err != nil {
			t.Fatal(err)
		}
		checkModule(t, m, true)
		var w *hlo.Instruction
		for _, in := range m.Entry.Instructions {
			if in.Opcode == "while" {
				w = in
			}
		}
		if w == nil {
			t.Fatalf("%s: no while in the entry", c.name)
		}
		if got := w.Shape.String(); got != c.state {
			t.Errorf("%s: the loop's state is %s, want %s", c.name, got, c.state)
		}
		// What the outputs read: the sum of the two stacks (both element
		// 1 under the GPU rules), and the pass-through's value.
		root := m.Entry.Root
		var got []string
		for _, op := range root.Operands {
			got = append(got, describe(op))
		}
		if g := strings.Join(got, " "); g != c.res {
			t.Errorf("%s: the outputs read %s, want %s", c.name, g, c.res)
		}
		sum := root.Operands[0]
		if len(sum.Operands) != 2 || [2]int{sum.Operands[0].TupleIndex, sum.Operands[1].TupleIndex} != c.sum {
			t.Errorf("%s: the sum reads %s, want elements %v of the while", c.name, describe(sum), c.sum)
		}
	}
}

// describe writes in as opcode(operands' opcodes), or its opcode alone
// where it has none.
func describe(in *hlo.Instruction) string {
	if len(in.Operands) == 0 {
		return in.Opcode
	}
	var ops []string
	for _, op := range in.Operands {
		ops = append(ops, op.Opcode)
	}
	return in.Opcode + "(" + strings.Join(ops, ", ") + ")"
}

// TestWhileRootKeepsElements is a loop that is the entry's root, with a
// pass-through element x repeated (elements 1 and 2) and, under the CPU
// rules, never read: every element is the entry's result, so neither
// while-repeated (NVIDIA) nor while-dead-elements (CPU) may drop one
// (while_loop_simplifier.cc, TupleIndicesUsedAfterLoop: a root loop uses
// every index). Both dropped one before, and the entry returned a
// smaller tuple.
func TestWhileRootKeepsElements(t *testing.T) {
	const src = `HloModule m
body (p: (s32[], f32[8], f32[8])) -> (s32[], f32[8], f32[8]) {
  p = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x1 = f32[8] get-tuple-element(p), index=1
  x2 = f32[8] get-tuple-element(p), index=2
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], f32[8], f32[8]) tuple(j, x1, x2)
}
cond (cp: (s32[], f32[8], f32[8])) -> pred[] {
  cp = (s32[], f32[8], f32[8]) parameter(0)
  ci = s32[] get-tuple-element(cp), index=0
  n = s32[] constant(4)
  ROOT c = pred[] compare(ci, n), direction=LT
}
ENTRY e {
  x = f32[8] parameter(0)
  z0 = s32[] constant(0)
  init = (s32[], f32[8], f32[8]) tuple(z0, x, x)
  ROOT w = (s32[], f32[8], f32[8]) while(init), condition=cond, body=body
}`
	for _, c := range []struct {
		name string
		opt  Options
	}{
		{"nvidia", Options{Rules: GPU, GemmFusion: true}},
		{"cpu", Options{Rules: CPU}},
	} {
		m := parseOne(t, src)
		if _, err := Run(m, c.opt); err != nil {
			t.Fatal(err)
		}
		checkModule(t, m, true)
		if got, want := m.Entry.Root.Shape.String(), "(s32[], f32[8], f32[8])"; got != want {
			t.Errorf("%s: the entry returns %s, want %s", c.name, got, want)
		}
	}
}

// TestWhileAllGatherHoisted is scan_stacked of testdata/xla-spmd/fresh5
// in small: a scan whose stacked weights are cut on the scanned
// dimension, partitioned, gathers the whole stack in its body to slice
// one layer. XLA:CPU's WhileLoopInvariantCodeMotion hoists that
// all-gather of a loop-invariant element out of the loop (XLA's module:
// all-gather in the entry, the gathered stack in the loop's state), so
// the gathered stack is live across the loop and gathered once. Before,
// the model gathered it in every iteration, live only there (0.604x of
// XLA's temp; 1.000x hoisted).
func TestWhileAllGatherHoisted(t *testing.T) {
	m := parseOne(t, `HloModule m, num_partitions=4
body (p: (s32[], f32[2,64], f32[64])) -> (s32[], f32[2,64], f32[64]) {
  p = (s32[], f32[2,64], f32[64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  r = f32[2,64] get-tuple-element(p), index=1
  a = f32[64] get-tuple-element(p), index=2
  g = f32[8,64] all-gather(r), channel_id=1, replica_groups={{0,1,2,3}}, dimensions={0}
  z = s32[] constant(0)
  d = f32[1,64] dynamic-slice(g, i, z), dynamic_slice_sizes={1,64}
  e = f32[64] reshape(d)
  s = f32[64] add(a, e)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], f32[2,64], f32[64]) tuple(j, r, s)
}
cond (cp: (s32[], f32[2,64], f32[64])) -> pred[] {
  cp = (s32[], f32[2,64], f32[64]) parameter(0)
  ci = s32[] get-tuple-element(cp), index=0
  n = s32[] constant(8)
  ROOT c = pred[] compare(ci, n), direction=LT
}
ENTRY e {
  x = f32[2,64] parameter(0)
  z0 = s32[] constant(0)
  a0 = f32[] constant(0)
  ab = f32[64] broadcast(a0), dimensions={}
  init = (s32[], f32[2,64], f32[64]) tuple(z0, x, ab)
  w = (s32[], f32[2,64], f32[64]) while(init), condition=cond, body=body
  ROOT res = f32[64] get-tuple-element(w), index=2
}`)
	if _, err := Run(m, Options{Rules: CPU}); err != nil {
		t.Fatal(err)
	}
	checkModule(t, m, true)
	var got string
	for _, in := range m.Entry.Instructions {
		got += in.Opcode + " " + in.Shape.String() + "\n"
	}
	want := `parameter f32[2,64]
constant s32[]
constant f32[]
broadcast f32[64]
all-gather f32[8,64]
tuple (s32[], f32[64], f32[8,64])
while (s32[], f32[64], f32[8,64])
get-tuple-element f32[64]
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("entry (-want +got):\n%s", diff)
	}
}

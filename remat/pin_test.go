package remat

import (
	"os"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// TestPinOrder fits an XLA:CPU module, pins its order and writes the
// fusions out, as --emit-hlo does: the text parses and verifies, and each
// computing instruction of the fit's order reaches the one before it
// through its operands, so that no scheduler can run them in another
// order (XLA:CPU's breadth-first default ran the recomputes early, and
// the saving was gone: docs/remat.md). Without the pin, some consecutive
// pair has no such path.
func TestPinOrder(t *testing.T) {
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
	order := func(mod *hlo.Module) []string {
		var names []string
		for _, in := range mod.Entry.Instructions {
			if computes(in) {
				names = append(names, in.Name)
			}
		}
		return names
	}
	unpinned := chained(r.Module.Entry, order(r.Module))
	if unpinned == 0 {
		t.Fatal("the fit's order is already the only one: the test checks nothing")
	}
	p := Pin(r.Module, r.Sequence)
	text := p.String()
	mods, err := hlo.Parse("pinned.hlo", []byte(text))
	if err != nil {
		t.Fatalf("the pinned module does not parse: %v", err)
	}
	if err := hlo.Verify(mods[0]); err != nil {
		t.Fatalf("the pinned module does not verify: %v", err)
	}
	// The order that must hold is that of the values XLA keeps: an
	// instruction nothing reads is removed by XLA's DCE, and is neither
	// pinned nor pinned to.
	seqEntry := r.Sequence[r.Module.Entry]
	live := liveValues(r.Module.Entry, seqEntry)
	var all, want []string
	for _, in := range seqEntry {
		if computes(in) {
			all = append(all, in.Name)
			if live[in] {
				want = append(want, in.Name)
			}
		}
	}
	if got := order(mods[0]); len(got) != len(all) {
		t.Fatalf("%d computing instructions pinned, the fit has %d", len(got), len(all))
	}
	if n := chained(mods[0].Entry, want); n != 0 {
		t.Errorf("%d consecutive instructions of the fit's order are free to swap after Pin (%d before)", n, unpinned)
	}
	if clonesIn(mods[0]) != clonesIn(r.Module) {
		t.Errorf("%d clones after Pin, %d before", clonesIn(mods[0]), clonesIn(r.Module))
	}
	if u := Unfuse(p); hlo.Verify(u) != nil {
		t.Errorf("the pinned module written out does not verify: %v", hlo.Verify(u))
	}
	if q := Pin(r.Module, hlo.Sequence{}); q != r.Module {
		t.Errorf("Pin without an order of the entry changed the module")
	}
}

// chained counts the consecutive pairs (a, b) of names, in c, where b does
// not reach a through operands: the pairs a scheduler may swap.
func chained(c *hlo.Computation, names []string) int {
	by := map[string]*hlo.Instruction{}
	for _, in := range c.Instructions {
		by[in.Name] = in
	}
	free := 0
	for i := 1; i < len(names); i++ {
		a, b := by[names[i-1]], by[names[i]]
		if a == nil || b == nil || !reaches(b, a) {
			free++
		}
	}
	return free
}

// reaches reports whether from depends on to through operands.
func reaches(from, to *hlo.Instruction) bool {
	seen := map[*hlo.Instruction]bool{}
	stack := []*hlo.Instruction{from}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, o := range x.Operands {
			if o == to {
				return true
			}
			if !seen[o] {
				seen[o] = true
				stack = append(stack, o)
			}
		}
	}
	return false
}

// TestPinKeepsDotTranspose pins a module whose weight gradient is a
// rank-2 dot read by a transpose later on, as the attn step of
// testdata/xla-remat has it: XLA folds transpose(dot) into one dot only
// where the transpose is the dot's only reader (foldsWith), and a barrier
// that carries the dot as prev kept them apart, so XLA ran a dot of
// swapped operands and one output changed in its last bits. Pin routes
// the dot through no barrier and carries it in none; the next instruction
// is pinned to the value before it, so the order still holds there.
func TestPinKeepsDotTranspose(t *testing.T) {
	const text = `HloModule m

ENTRY e {
  a = f32[64,32]{1,0} parameter(0)
  b = f32[32,64]{1,0} parameter(1)
  x = f32[64,64]{1,0} parameter(2)
  n = f32[64,64]{1,0} negate(x)
  d = f32[64,64]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e = f32[64,64]{1,0} exponential(x)
  s = f32[64,64]{1,0} add(n, e)
  t = f32[64,64]{1,0} transpose(d), dimensions={1,0}
  ROOT r = (f32[64,64]{1,0}, f32[64,64]{1,0}) tuple(s, t)
}
`
	path := t.TempDir() + "/m.hlo"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	m, seq := load(t, path)
	p := Pin(m, seq)
	if p == m {
		t.Fatal("Pin changed nothing: the test checks nothing")
	}
	var d, e, tr *hlo.Instruction
	for _, in := range p.Entry.Instructions {
		switch in.Name {
		case "d":
			d = in
		case "e":
			e = in
		case "t":
			tr = in
		}
		if in.Opcode == "tuple" && in != p.Entry.Root {
			for _, o := range in.Operands {
				if o.Name == "d" {
					t.Errorf("the dot is an element of %s: XLA cannot fold its transpose into it", in.Name)
				}
			}
		}
	}
	if tr == nil || d == nil || e == nil || tr.Operands[0] != d {
		t.Fatalf("the transpose reads %s, not the dot itself", tr.Operands[0].Name)
	}
	if !reachesName(e, "n") {
		t.Errorf("e is not pinned after n, the value before the dot")
	}
}

// reachesName reports whether from depends on the instruction named name.
func reachesName(from *hlo.Instruction, name string) bool {
	for _, o := range from.Operands {
		if o.Name == name || reachesName(o, name) {
			return true
		}
	}
	return false
}

// pinBetweenSrc has a fit's barrier (a.barrier, the inputs of a
// recompute r) with a computing instruction b between its tuple and it,
// as a move of the order (reorder.go) leaves it: Pin adds b, the last
// value before the barrier, to the barrier's tuple.
const pinBetweenSrc = `HloModule pinbetween

ENTRY main {
  p = f32[256]{0} parameter(0)
  a = f32[256]{0} exponential(p)
  a.barrier.tuple = (f32[256]{0}) tuple(a)
  b = f32[256]{0} negate(p)
  a.barrier = (f32[256]{0}) opt-barrier(a.barrier.tuple)
  g = f32[256]{0} get-tuple-element(a.barrier), index=0
  r = f32[256]{0} exponential(g)
  ROOT s = f32[256]{0} add(r, b)
}
`

// TestPinBarrierAfterPrev: the pinned order keeps every operand before
// its reader where an instruction runs between a fit's barrier tuple and
// the barrier (before the fix, the tuple read b before b was computed:
// "operand b of a.barrier.tuple is used before its definition").
func TestPinBarrierAfterPrev(t *testing.T) {
	mods, err := hlo.Parse("pinbetween.hlo", []byte(pinBetweenSrc))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	pm, seq := pinned(m, textOrder(t, m), nil)
	order := seq[pm.Entry]
	pos := map[*hlo.Instruction]int{}
	for i, in := range order {
		pos[in] = i
	}
	var tuple *hlo.Instruction
	for _, in := range order {
		for _, o := range in.Operands {
			if pos[o] >= pos[in] {
				t.Errorf("%s reads %s, which the pinned order runs after it", in.Name, o.Name)
			}
		}
		if in.Name == "a.barrier.tuple" {
			tuple = in
		}
	}
	if tuple == nil || len(tuple.Operands) != 2 {
		t.Fatalf("a.barrier.tuple does not take prev: %v", tuple)
	}
	if _, err := liveness.Analyze(pm, seq, liveness.Options{}); err != nil {
		t.Errorf("the pinned module does not analyse: %v", err)
	}
}

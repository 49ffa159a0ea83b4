package remat

import (
	"os"
	"strings"
	"testing"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

// scanFixture reads testdata/name and returns a parser of its text (or
// of a variant of it), the text, and XLA:CPU's target.
func scanFixture(t *testing.T, name string) (func(string) *hlo.Module, []byte, cost.Target) {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := cost.Lookup("cpu")
	if err != nil {
		t.Fatal(err)
	}
	parse := func(text string) *hlo.Module {
		t.Helper()
		ms, err := hlo.Parse(name, []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		return ms[0]
	}
	return parse, src, tg
}

// TestCheckpointScans rewrites a 9-step scan (a tanh recurrence whose
// states the backward loop reads in reverse) into k = 3 segments, and
// refuses the variants it must leave alone: a forward loop writing rows
// in reverse, a stack the entry reads too (kept whole, it leaves nothing
// to shrink), a backward loop that changes the stack. XLA:CPU computes the same output for the fixture and its
// checkpointed module (measured with testdata/xla-remat/gen/xlarun.py).
func TestCheckpointScans(t *testing.T) {
	parse, src, tg := scanFixture(t, "scan_small.hlo")
	size := layout.Dense(64).Bytes
	m := parse(string(src))
	before := m.String()
	cm, ch := CheckpointScans(m, size, tg)
	if cm == nil || len(ch) != 1 {
		t.Fatalf("CheckpointScans: module %v, %d changes; want one checkpointed scan", cm != nil, len(ch))
	}
	if m.String() != before {
		t.Errorf("CheckpointScans changed its input")
	}
	c := ch[0]
	if c.Kind != "scan" || c.Value != "w" || c.Step != 9 || c.Chain != 3 {
		t.Errorf("change %+v: want scan of w, T=9, k=3", c)
	}
	if err := hlo.Verify(cm); err != nil {
		t.Fatalf("the checkpointed module does not verify: %v", err)
	}
	if err := CheckScans(m, cm); err != nil {
		t.Errorf("CheckScans: %v", err)
	}
	// CheckScans sees a step of the forward body's copy changed.
	bad := parse(strings.Replace(cm.String(), "tanh(", "exponential(", 1))
	if err := CheckScans(m, bad); err == nil || !strings.Contains(err.Error(), "was a tanh") {
		t.Errorf("CheckScans of a copy whose tanh became exponential: %v", err)
	}
	// The forward loop: a 3-row stack and 4 checkpoint rows (3 segments
	// and the row the other steps write).
	var w, b *hlo.Instruction
	for _, in := range cm.Entry.Instructions {
		switch in.Name {
		case "w":
			w = in
		case "b":
			b = in
		}
	}
	if w == nil || b == nil {
		t.Fatal("the loops are gone")
	}
	if got, want := w.Shape.String(), "(s32[], f32[4], f32[3,4], f32[9,4], f32[4,4])"; got != want {
		t.Errorf("forward state %s, want %s", got, want)
	}
	// The backward loop: the segment, the checkpoints, xs (not carried
	// before) and the segment held.
	if got, want := b.Shape.String(), "(s32[], f32[4], f32[3,4], f32[4,4], f32[9,4], s32[])"; got != want {
		t.Errorf("backward state %s, want %s", got, want)
	}
	text := cm.String()
	for _, want := range []string{"remainder(", "while(", "direction=NE"} {
		if !strings.Contains(text, want) {
			t.Errorf("the checkpointed module has no %s", want)
		}
	}

	for _, tc := range []struct{ name, from, to string }{
		{"reversed forward", "st2 = f32[9,4] dynamic-update-slice(st, hrow, i, zero)",
			"n8 = s32[] constant(8)\n  rev = s32[] subtract(n8, i)\n  st2 = f32[9,4] dynamic-update-slice(st, hrow, rev, zero)"},
		{"stack read by the entry", "ROOT g = f32[4] get-tuple-element(b), index=1",
			"g = f32[4] get-tuple-element(b), index=1\n  s0 = f32[9,4] negate(stack)\n  ROOT r = (f32[4], f32[9,4]) tuple(g, s0)"},
		{"backward changes the stack", "ROOT out = (s32[], f32[4], f32[9,4]) tuple(j1, g2, st)",
			"st3 = f32[9,4] negate(st)\n  ROOT out = (s32[], f32[4], f32[9,4]) tuple(j1, g2, st3)"},
	} {
		text := strings.Replace(string(src), tc.from, tc.to, 1)
		if text == string(src) {
			t.Fatalf("%s: the fixture has no %q", tc.name, tc.from)
		}
		debug = t.Logf
		cm, ch := CheckpointScans(parse(text), size, tg)
		debug = nil
		if cm != nil || len(ch) != 0 {
			t.Errorf("%s: checkpointed (%d changes); want it left alone", tc.name, len(ch))
		}
	}
}

// TestCheckpointScansKept checkpoints a scan with two stacks, one of which
// the entry reads too: that one stays whole in the forward loop (and is
// read whole by the backward loop), the recompute writes its rows into
// scratch, and the other shrinks to k rows. XLA:CPU computes the same
// outputs for both modules (measured with xlarun.py, as above).
func TestCheckpointScansKept(t *testing.T) {
	src, err := os.ReadFile("testdata/scan_kept.hlo")
	if err != nil {
		t.Fatal(err)
	}
	ms, err := hlo.Parse("scan_kept.hlo", src)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := cost.Lookup("cpu")
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	cm, ch := CheckpointScans(m, layout.Dense(64).Bytes, tg)
	if cm == nil || len(ch) != 1 {
		t.Fatalf("CheckpointScans: %d changes; want one", len(ch))
	}
	if err := CheckScans(m, cm); err != nil {
		t.Fatalf("CheckScans: %v", err)
	}
	if ch[0].Bytes != 9*4*4 {
		t.Errorf("stacked bytes %d, want the one stack that shrinks, %d", ch[0].Bytes, 9*4*4)
	}
	for _, in := range cm.Entry.Instructions {
		switch in.Name {
		case "w":
			if got, want := in.Shape.String(), "(s32[], f32[4], f32[9,4], f32[9,4], f32[3,4], f32[4,4])"; got != want {
				t.Errorf("forward state %s, want %s", got, want)
			}
		case "b":
			if got, want := in.Shape.String(), "(s32[], f32[4], f32[9,4], f32[3,4], f32[4,4], f32[9,4], f32[3,4], s32[])"; got != want {
				t.Errorf("backward state %s, want %s", got, want)
			}
		}
	}
}

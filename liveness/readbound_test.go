package liveness

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/optimize"
	"github.com/planner-dev/planner/schedule"
)

// TestReadsBoundExample checks the essay's example of readbound.go: a
// bound of 2 KiB, the analysis's L.
func TestReadsBoundExample(t *testing.T) {
	src := `HloModule m
ENTRY e {
  p = f32[256] parameter(0)
  a = f32[256] exponential(p)
  b = f32[256] negate(a)
  ROOT c = f32[256] add(p, b)
}
`
	mods, err := hlo.Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	seq, err := schedule.Order(m, schedule.Text, layout.TPU().Bytes)
	if err != nil {
		t.Fatal(err)
	}
	prep, err := Prepare(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, ok := prep.readsBound(seq)
	r, err := Analyze(m, seq, Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, _ := r.MaxLiveIn(All)
	if !ok || b != 2048 || l != 2048 {
		t.Errorf("bound %d (ok %v), L %d; want 2048 and 2048", b, ok, l)
	}
	// An order that runs b before a is the layout's to refuse: no bound.
	e := m.Entry
	bad := hlo.Sequence{e: {e.Instructions[0], e.Instructions[2], e.Instructions[1], e.Instructions[3]}}
	if _, ok := prep.readsBound(bad); ok {
		t.Error("an order running an instruction before its operand has a bound")
	}
	if _, _, err := prep.MeasureBelow(bad, func(bool) (int64, bool) { return 0, true }); err == nil {
		t.Error("MeasureBelow: an order running an instruction before its operand gave no error")
	}
}

// TestReadsBoundStopsBeforeLayout checks that on a training step, fused
// as planned, the post-order and list orders stop before any layout: their
// reads bound exceeds the text order's L, and MeasureBelow returns that
// bound (where the must-share groups' bound, occupancyBound, would be
// another figure). Before readsBound, both were laid out and stopped after
// their must-share constraints.
func TestReadsBoundStopsBeforeLayout(t *testing.T) {
	ms, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(40)))
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	tpu := layout.TPU()
	if _, err := optimize.Run(m, optimize.Options{Rules: optimize.GPU}); err != nil {
		t.Fatal(err)
	}
	m = hlo.PairDonors(m, tpu.Bytes)
	prep, err := Prepare(m, PolicyOptions(tpu))
	if err != nil {
		t.Fatal(err)
	}
	text, err := schedule.Order(m, schedule.Text, tpu.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	x, err := prep.Measure(text)
	if err != nil {
		t.Fatal(err)
	}
	l, _ := x.MaxLiveIn(All)
	for _, alg := range []schedule.Algorithm{schedule.PostOrder, schedule.List} {
		seq, err := schedule.Order(m, alg, tpu.Bytes)
		if err != nil {
			t.Fatal(err)
		}
		rb, ok := prep.readsBound(seq)
		if !ok || rb <= l {
			t.Errorf("%s: reads bound %d (ok %v), want above the text order's L %d", alg, rb, ok, l)
		}
		z, b, err := prep.MeasureBelow(seq, func(bool) (int64, bool) { return l, true })
		if err != nil || z != nil || b != rb {
			t.Errorf("%s: MeasureBelow gave %v, bound %d, err %v; want a stop at the reads bound %d", alg, z != nil, b, err, rb)
		}
		full, err := prep.Measure(seq)
		if err != nil {
			t.Fatal(err)
		}
		if fl, _ := full.MaxLiveIn(All); rb > fl {
			t.Errorf("%s: reads bound %d above its L %d", alg, rb, fl)
		}
	}
}

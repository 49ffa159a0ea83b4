package planner

import (
	"fmt"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// TestPlanStages checks that a plan records every step of the pipeline,
// in the steps table's order, and that "best" records each candidate's
// order and liveness times in its Schedules, in the candidates' order
// whatever order the workers finished them in, with the same choice of
// schedule as the candidates' costs imply.
func TestPlanStages(t *testing.T) {
	res, err := PlanSource("mlp.hlo", []byte(mlpstep.Text(40)), Config{Schedule: "best"})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	if len(r.StepTimes) != len(steps) {
		t.Fatalf("%d stages, want %d", len(r.StepTimes), len(steps))
	}
	for k, st := range r.StepTimes {
		if st.Name != steps[k].name || st.Elapsed < 0 {
			t.Errorf("stage %d: %s %v, want %s", k, st.Name, st.Elapsed, steps[k].name)
		}
	}
	if len(r.Schedules) != len(candidates) {
		t.Fatalf("%d schedule costs, want %d", len(r.Schedules), len(candidates))
	}
	best := ""
	var bestL int64
	for k, c := range r.Schedules {
		if c.Algorithm != candidates[k] || c.Err != nil || c.Order < 0 || c.Liveness < 0 {
			t.Errorf("candidate %d: %s (err %v, %v + %v), want %s", k, c.Algorithm, c.Err, c.Order, c.Liveness, candidates[k])
		}
		if best == "" || c.LowerBound < bestL || c.LowerBound == bestL && preference[c.Algorithm] < preference[best] {
			best, bestL = c.Algorithm, c.LowerBound
		}
	}
	if r.Schedule != best {
		t.Errorf("schedule %s chosen; the costs %s make %s the best", r.Schedule, fmt.Sprint(r.Schedules), best)
	}
}

// TestBestStopsLosers checks the best schedule's early stop on a training
// step, whose postorder and list orders need far more than text: an order
// that stops has a LowerBound below its L and above the chosen order's,
// the choice is the one every order measured in full gives, the text
// order is measured in full, and MeasureSchedules and Explain give every
// order's L.
func TestBestStopsLosers(t *testing.T) {
	mods, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(60)))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Plan(mods[0], Config{})
	if err != nil {
		t.Fatal(err)
	}
	full, err := CompareSchedules(r.Module, r.Config)
	if err != nil {
		t.Fatal(err)
	}
	want, wantL := "", int64(0)
	for _, c := range full {
		if c.Stopped || c.Err != nil {
			t.Fatalf("CompareSchedules: %+v", c)
		}
		if want == "" || c.LowerBound < wantL || c.LowerBound == wantL && preference[c.Algorithm] < preference[want] {
			want, wantL = c.Algorithm, c.LowerBound
		}
	}
	if r.Schedule != want {
		t.Errorf("chose %s, want %s (%+v)", r.Schedule, want, full)
	}
	stopped := 0
	for k, c := range r.Schedules {
		switch {
		case c.Stopped:
			stopped++
			if c.Algorithm == "text" || c.LowerBound <= wantL || c.LowerBound > full[k].LowerBound {
				t.Errorf("%s stopped at %d: want text never stopped, and a bound in (%d, %d]", c.Algorithm, c.LowerBound, wantL, full[k].LowerBound)
			}
		case c.LowerBound != full[k].LowerBound:
			t.Errorf("%s: L %d, measured in full %d", c.Algorithm, c.LowerBound, full[k].LowerBound)
		}
	}
	if stopped == 0 {
		t.Errorf("no order stopped early: %+v", r.Schedules)
	}
	x, err := r.Explain(ByBuffer, 1)
	if err != nil {
		t.Fatal(err)
	}
	for k, s := range x.Schedules {
		if s.LowerBound != full[k].LowerBound {
			t.Errorf("Explain: %s L %d, want %d", s.Algorithm, s.LowerBound, full[k].LowerBound)
		}
	}
	if err := r.MeasureSchedules(); err != nil {
		t.Fatal(err)
	}
	for k, c := range r.Schedules {
		if c.Stopped || c.LowerBound != full[k].LowerBound {
			t.Errorf("MeasureSchedules: %+v, want L %d", c, full[k].LowerBound)
		}
	}
}

package planner

import (
	"fmt"
	"testing"

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

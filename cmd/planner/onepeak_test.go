package main

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
)

// TestRematFiguresArenaTemp: with --arena temp a memory limit is on XLA's
// total (arguments + outputs + temp), and every figure of the remat
// report is on that footing, in the text as in the JSON report: the
// smallest limit the planner fits (it was the arena's alone, 3.01MiB,
// below the 6.60MiB limit the same report said could not be met), the
// peak it was searched down from, the lower bound, and the verdict's
// stages ("modeled 7.00MiB → rewritten 3.00MiB" beside "needs 7.00MiB",
// and "the peak was 7.00MiB modeled before them", all the arena's).
func TestRematFiguresArenaTemp(t *testing.T) {
	const path = "../../testdata/xla-remat/mlp.lowered.hlo"
	const limit = 6920630 // 6.60MiB, 0.6 of XLA's total (TestArenaTempLimit)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Skip("no " + path)
	}
	var out, errb bytes.Buffer
	code := run([]string{"plan", "--target", "cpu", "--layout", "dense", "--align", "64", "--arena", "temp", "--memory-limit", "6920630", path}, &out, &errb)
	if code != exitFail {
		t.Fatalf("exit %d, want %d (the limit is not met): %s", code, exitFail, errb.String())
	}
	text := out.String() + errb.String()
	// explain prints the remat step's header too.
	out.Reset()
	errb.Reset()
	if code := run([]string{"explain", "--target", "cpu", "--layout", "dense", "--align", "64", "--arena", "temp", "--memory-limit", "6920630", path}, &out, &errb); code != exitOK {
		t.Fatalf("explain: exit %d: %s", code, errb.String())
	}
	text += out.String()

	ms, err := hlo.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	_, err = planner.Plan(ms[0], planner.Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: limit})
	var le *planner.LimitError
	if !errors.As(err, &le) {
		t.Fatalf("Plan: %v, want a LimitError", err)
	}
	r := le.Result
	v := r.Verdict()
	rep := r.Report().Remat
	if v.OutsideArena == 0 {
		t.Fatal("nothing outside the arena: the test needs --arena temp to leave the parameters out")
	}
	if rep.SmallestLimit <= limit {
		t.Errorf("smallest limit %d at or below the limit %d the plan does not meet", rep.SmallestLimit, int64(limit))
	}
	if rep.LowerBound < v.OutsideArena || rep.LowerBound > v.Needs {
		t.Errorf("lower bound %d outside [%d outside the arena, %d needed]", rep.LowerBound, v.OutsideArena, v.Needs)
	}
	if modeled := v.Stages[len(v.Stages)-2]; modeled.Peak != r.Remat.InitialPeak+v.OutsideArena {
		t.Errorf("stage %s peak %d, want the arena's %d + %d outside it", modeled.Stage, modeled.Peak, r.Remat.InitialPeak, v.OutsideArena)
	}
	if last := v.Stages[len(v.Stages)-1]; last.Peak != v.Needs || last.LowerBound != v.LowerBound {
		t.Errorf("last stage %+v, want the verdict's needs %d and L %d", last, v.Needs, v.LowerBound)
	}
	modeled := human(r.Remat.InitialPeak + v.OutsideArena)
	for _, want := range []string{
		"  stages         modeled " + modeled + " (L ",
		"→ rewritten " + human(v.Needs) + " (L " + human(v.LowerBound) + ")",
		"memory limit " + human(limit) + " (XLA's total; " + human(r.Remat.Limit) + " for the temp arena): does not fit · peak modeled " + modeled + " → rewritten " + human(v.Needs),
		"(the peak was " + modeled + " modeled before them)",
		"Any plan, in any order, needs at least " + human(rep.LowerBound) + ",",
		"the smallest limit the planner fits: " + human(rep.SmallestLimit) + " (searched down from the peak " + human(r.Remat.InitialPeak+v.OutsideArena) + "; no plan, in any order, needs less than " + human(rep.LowerBound) + ")",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the report has no %q:\n%s", want, text)
		}
	}
}

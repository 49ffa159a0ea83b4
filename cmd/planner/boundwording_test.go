package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
)

// TestBoundWording: the verdict's L and the out-of-memory report's bound
// are two different lower bounds, and every output says which: L is the
// most bytes live at once in the order the plan uses, so it holds for
// plans of that order only ("no plan in this dfs order needs less"); the
// remat step's bound holds for any order ("any plan, in any order, needs
// at least"). Both used to read "no plan needs less" / "any plan needs at
// least", and where the bound is below L (a decode loop at 2MiB: L
// 3.05MiB, bound 3.03MiB) the two read as a contradiction. The text
// (stdout and stderr), the HTML page and the LimitError all word them so.
func TestBoundWording(t *testing.T) {
	const path = "../../testdata/xla-remat/mlp.lowered.hlo"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no " + path)
	}
	args := []string{"--target", "cpu", "--layout", "dense", "--align", "64", "--memory-limit", "3000000", path}
	rs, err := planner.PlanFile(path, planner.Config{Target: "cpu", Layout: "dense", Align: 64, MemoryLimit: 3000000})
	var le *planner.LimitError
	if !errors.As(err, &le) {
		t.Fatalf("PlanFile: %v (%d results), want a LimitError", err, len(rs))
	}
	r := le.Result
	v := r.Verdict()
	rep := r.Report().Remat
	if rep == nil || rep.LowerBound == 0 || r.Schedule == "" {
		t.Fatalf("no remat bound or schedule: %+v, %q", rep, r.Schedule)
	}
	if rep.LowerBound >= v.LowerBound {
		t.Fatalf("bound %d not below L %d: pick a module and limit where they differ", rep.LowerBound, v.LowerBound)
	}
	if got := le.Error(); !strings.Contains(got, "; any plan, in any order, needs at least "+human(rep.LowerBound)) {
		t.Errorf("LimitError = %q, want it to say the bound holds for any order", got)
	}

	dir := t.TempDir()
	page := filepath.Join(dir, "r.html")
	var out, errb bytes.Buffer
	code := run(append([]string{"plan", "--html", page}, args...), &out, &errb)
	if code != exitFail {
		t.Fatalf("exit %d, want %d (the limit is not met): %s", code, exitFail, errb.String())
	}
	text := out.String() + errb.String()
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	lWords := "lower bound L " + human(v.LowerBound) + " (no plan in this " + r.Schedule + " order needs less)"
	for name, doc := range map[string]string{"text": text, "html": string(html)} {
		if !strings.Contains(doc, lWords) {
			t.Errorf("%s: no %q", name, lWords)
		}
		if strings.Contains(doc, "(no plan needs less)") {
			t.Errorf("%s: L is still worded as a bound on every plan", name)
		}
	}
	for _, want := range []string{
		"Any plan, in any order, needs at least " + human(rep.LowerBound) + ", whatever is recomputed",
		"what any plan in any order needs",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text: no %q", want)
		}
	}
	for _, stale := range []string{"Any plan needs at least", "no plan needs less than"} {
		if strings.Contains(text, stale) {
			t.Errorf("text: %q does not say the bound holds for any order", stale)
		}
	}
}

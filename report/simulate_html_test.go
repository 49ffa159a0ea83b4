package report

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/allocator"
)

// fragScript puts four 2 MiB arrays, drops two and puts a 4 MiB one: the
// last put finds no 4 MiB hole among the first four and goes above them.
const fragScript = "put a 2MiB\nput b 2MiB\nput c 2MiB\nput d 2MiB\ndrop a\ndrop c\nput e 4MiB\n"

// simulate runs src under BFC on a device of device bytes, keeping the
// occupancy map's columns.
func simulate(t *testing.T, src string, device int64) (*allocator.Script, *allocator.Result, allocator.Options) {
	t.Helper()
	s, err := allocator.ParseScript("frag.run", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	sim, err := allocator.NewSimulator(s)
	if err != nil {
		t.Fatal(err)
	}
	opts := allocator.Options{Allocator: allocator.KindBFC, DeviceMemory: device, MemFraction: 1, Columns: HTMLColumns}
	res, err := sim.Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	return s, res, opts
}

// simPageData returns the JSON the simulation's page carries.
func simPageData(t *testing.T, page string) simData {
	t.Helper()
	_, rest, ok := strings.Cut(page, `<script type="application/json" id="data">`)
	if !ok {
		t.Fatal("the page has no data element")
	}
	data, _, _ := strings.Cut(rest, "</script>")
	var d simData
	if err := json.Unmarshal([]byte(data), &d); err != nil {
		t.Fatalf("the page's data is not JSON: %v", err)
	}
	return d
}

// TestSimulateHTML checks the simulation page's data against the run:
// one column per step kept with its segments, one record per step, the
// failing step, and nothing fetched.
func TestSimulateHTML(t *testing.T) {
	s, res, opts := simulate(t, fragScript, 16<<20)
	var b bytes.Buffer
	if err := SimulateHTML(&b, s, res, opts, []LeastPool{{Allocator: "bfc", Least: allocator.Least{Found: true, Pool: 12 << 20, Device: 12 << 20, Fraction: 1}}}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	checkSelfContained(t, page)
	d := simPageData(t, page)
	if len(d.Cols) != len(res.Columns) || len(d.Steps.Step) != len(res.Steps) || d.TotalSteps != 7 || d.OOMStep != 0 {
		t.Fatalf("%d columns, %d steps of %d, oom at %d; the run has %d columns, %d steps, no failure",
			len(d.Cols), len(d.Steps.Step), d.TotalSteps, d.OOMStep, len(res.Columns), len(res.Steps))
	}
	for i, st := range res.Steps {
		if d.Steps.InUse[i] != st.InUse || d.Steps.Reserved[i] != st.Reserved || d.Steps.Free[i] != st.LargestFree {
			t.Errorf("step %d: in use %d reserved %d free %d, run has %d %d %d", st.Step, d.Steps.InUse[i], d.Steps.Reserved[i], d.Steps.Free[i], st.InUse, st.Reserved, st.LargestFree)
		}
	}
	last := d.Cols[len(d.Cols)-1]
	var e bool
	for _, sg := range last.Segs {
		e = e || sg == [3]int64{8 << 20, 4 << 20, 1}
		if sg[0]+sg[1] > d.Top {
			t.Errorf("segment %v above the map's top %d", sg, d.Top)
		}
	}
	if last.Step != 7 || !e {
		t.Errorf("last column step %d segments %v: want step 7 with e's 4 MiB at 8 MiB", last.Step, last.Segs)
	}
	if !strings.Contains(page, "<td>bfc</td><td>12.0MiB</td>") {
		t.Error("the least pools' table has no bfc row")
	}

	// Under 5 MiB the run fails at e: the page names the step.
	s, res, opts = simulate(t, fragScript, 5<<20)
	if res.OOM == nil {
		t.Fatal("frag.run ran in 5 MiB")
	}
	b.Reset()
	if err := SimulateHTML(&b, s, res, opts, nil); err != nil {
		t.Fatal(err)
	}
	if d := simPageData(t, b.String()); d.OOMStep != res.OOM.Step || d.Cols[len(d.Cols)-1].Step != res.OOM.Step {
		t.Errorf("oom step %d, last column %d; the run failed at step %d", d.OOMStep, d.Cols[len(d.Cols)-1].Step, res.OOM.Step)
	}
}

// TestTicksScript runs the pages' tick function in Node (when it is
// installed): byte ticks are round steps of 1, 2 or 5 in the axis's unit
// (a 128.2 MiB axis is labelled 0, 50MiB, 100MiB, not 32.1/64.1/96.2),
// and step ticks are whole numbers.
func TestTicksScript(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found")
	}
	i := strings.Index(pageCommon, "const UNITS")
	j := strings.Index(pageCommon, "function showTip(")
	if i < 0 || j < 0 {
		t.Fatal("the common script has no UNITS or showTip")
	}
	script := pageCommon[i:j] + `
const labels = function (ts) { return ts.map(function (t) { return t.label; }).join(" "); };
console.log(labels(ticks(0, 128.2 * 1048576, 5, true)));
console.log(labels(ticks(0, 400 * 1048576 * 1.05, 6, true)));
console.log(labels(ticks(9973 * 1048576, 9992 * 1048576, 5, true)));
console.log(labels(ticks(1, 107, 10, false)));
console.log(labels(ticks(2, 6, 10, false)));
`
	f := filepath.Join(t.TempDir(), "ticks.js")
	if err := os.WriteFile(f, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, f).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	want := "0 50MiB 100MiB\n" +
		"0 100MiB 200MiB 300MiB 400MiB\n" +
		"9975MiB 9980MiB 9985MiB 9990MiB\n" +
		"20 40 60 80 100\n" +
		"2 3 4 5 6\n"
	if string(out) != want {
		t.Errorf("node printed\n%s\nwant\n%s", out, want)
	}
}

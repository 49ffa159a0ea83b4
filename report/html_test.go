package report

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/internal/example"
)

// reportData returns the JSON the page carries.
func reportData(t *testing.T, page string) htmlReport {
	t.Helper()
	const open = `<script type="application/json" id="data">`
	_, rest, ok := strings.Cut(page, open)
	if !ok {
		t.Fatalf("page has no %s element", open)
	}
	data, _, ok := strings.Cut(rest, "</script>")
	if !ok {
		t.Fatal("the data element does not end")
	}
	var rep htmlReport
	if err := json.Unmarshal([]byte(data), &rep); err != nil {
		t.Fatalf("the page's data is not JSON: %v", err)
	}
	return rep
}

// TestHTML writes the report of the example model and checks its data
// against the plan: every buffer of the arena with its offset, a profile
// whose highest step is L at L's time, and nothing fetched from the network.
// The model is planned as written, where copy insertion copies subtract.8.
func TestHTML(t *testing.T) {
	res, err := planner.PlanSource(example.Filename, example.HLO, planner.Config{AsWritten: true})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	var b bytes.Buffer
	if err := HTML(&b, res, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	checkSelfContained(t, page)
	rep := reportData(t, page)
	if len(rep.Modules) != 1 || len(rep.Modules[0].Memories) != 1 {
		t.Fatalf("%d modules, want 1 with one memory", len(rep.Modules))
	}
	mod := rep.Modules[0]
	mem := mod.Memories[0]
	if len(mem.Offset) != len(r.Buffers) || len(mod.Info.ID) != len(r.Buffers) {
		t.Fatalf("%d buffers on the map, %d described; the plan has %d", len(mem.Offset), len(mod.Info.ID), len(r.Buffers))
	}
	for i := range mem.Offset {
		if mem.Offset[i] != r.Solution.Offsets[i] || mem.Size[i] != r.Problem.Buffers[i].Size {
			t.Errorf("buffer %d: offset %d size %d, plan has %d and %d", i, mem.Offset[i], mem.Size[i], r.Solution.Offsets[i], r.Problem.Buffers[i].Size)
		}
	}
	var most int64
	for tm := int64(0); tm < mem.Steps; tm++ {
		var live int64
		for k := range mem.Profile {
			live += mem.Profile[k][tm]
		}
		most = max(most, live)
		if tm == mem.PeakTime && live != r.Stats.LowerBound {
			t.Errorf("profile at the time of L (t=%d) holds %d bytes, want L = %d", tm, live, r.Stats.LowerBound)
		}
	}
	if most != r.Stats.LowerBound || mem.LowerBound != r.Stats.LowerBound || mem.Peak != r.Stats.Peak {
		t.Errorf("profile's most %d, lb %d, peak %d; plan's L %d, peak %d", most, mem.LowerBound, mem.Peak, r.Stats.LowerBound, r.Stats.Peak)
	}
	// The timeline names each step's instruction for the profile's tooltip.
	if len(mod.Timeline.Name) != int(mem.Steps) || len(mod.Timeline.Source) != int(mem.Steps) {
		t.Errorf("timeline of %d names, %d sources; want one per step (%d)", len(mod.Timeline.Name), len(mod.Timeline.Source), mem.Steps)
	} else if in := r.Liveness.Timeline[mem.PeakTime]; mod.Strings[mod.Timeline.Name[mem.PeakTime]] != in.Name+" = "+in.Opcode ||
		mod.Strings[mod.Timeline.OpName[mem.PeakTime]] != in.Meta().OpName || mod.Strings[mod.Timeline.Source[mem.PeakTime]] != planner.Source(in.Meta()) {
		t.Errorf("timeline at L's step names %q %q %q, want %s", mod.Strings[mod.Timeline.Name[mem.PeakTime]], mod.Strings[mod.Timeline.OpName[mem.PeakTime]], mod.Strings[mod.Timeline.Source[mem.PeakTime]], in.Name)
	}
	if !strings.Contains(mod.Strings[mod.Info.CopyOf[2]], "subtract.8") {
		t.Errorf("buffer 2 is a copy of %q, want subtract.8", mod.Strings[mod.Info.CopyOf[2]])
	}
}

// TestHTMLScriptFunctions runs two of the page's functions in Node (when
// it is installed): shortLeft keeps a path's end, NATURAL sorts names
// with numbers as numbers.
func TestHTMLScriptFunctions(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found")
	}
	fn := func(start, end string) string {
		i := strings.Index(htmlPage, start)
		j := strings.Index(htmlPage[i:], end)
		if i < 0 || j < 0 {
			t.Fatalf("the page has no %q", start)
		}
		return htmlPage[i : i+j+len(end)]
	}
	script := fn("function shortLeft(", "\n}\n") + fn("const NATURAL", ";\n") + `
const out = [];
out.push(shortLeft("/home/penporn/venv/gemma2-keras/lib/python3.10/site-packages/keras/src/backend/jax/numpy.py:1200", 32));
out.push(shortLeft("model.py:12", 32));
out.push(["Arg_10.11", "Arg_2.3", "Arg_1.2", "arg_3"].sort(NATURAL.compare).join(" "));
console.log(out.join("\n"));
`
	f := filepath.Join(t.TempDir(), "fn.js")
	if err := os.WriteFile(f, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, f).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	want := "…/src/backend/jax/numpy.py:1200\nmodel.py:12\nArg_1.2 Arg_2.3 arg_3 Arg_10.11\n"
	if string(out) != want {
		t.Errorf("node printed\n%s\nwant\n%s", out, want)
	}
}

// TestHTMLSPMD: a sharded module's page carries its figures per device
// beside the global ones and every collective of the per-device module;
// a module on one device carries none.
func TestHTMLSPMD(t *testing.T) {
	res, err := planner.PlanFile("../testdata/xla-spmd/dp_mlp.astext.hlo", planner.Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	if r.SPMD == nil || r.SPMD.Devices != 8 || len(r.SPMD.Collectives) == 0 {
		t.Fatalf("dp_mlp plans without its 8 devices' collectives: %+v", r.SPMD)
	}
	var b bytes.Buffer
	if err := HTML(&b, res, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	sp := reportData(t, b.String()).Modules[0].SPMD
	if sp == nil {
		t.Fatal("the page of a sharded module has no spmd block")
	}
	if sp.Devices != 8 || sp.Mesh != r.SPMD.Mesh || sp.PartitionedBy != "planner" {
		t.Errorf("spmd %d devices, mesh %q, partitioned by %q; want 8, %q, planner", sp.Devices, sp.Mesh, sp.PartitionedBy, r.SPMD.Mesh)
	}
	want := map[string][2]int64{
		"arguments":        {r.Stats.ArgumentBytes, r.SPMD.GlobalArgumentBytes},
		"outputs":          {r.Stats.OutputBytes, r.SPMD.GlobalOutputBytes},
		"peak of the plan": {r.Verdict().Needs, 8 * r.Verdict().Needs},
	}
	for _, row := range sp.Rows {
		if w, ok := want[row.Name]; ok {
			if row.PerDevice != w[0] || row.Global != w[1] {
				t.Errorf("%s: per device %d, global %d; want %d, %d", row.Name, row.PerDevice, row.Global, w[0], w[1])
			}
			delete(want, row.Name)
		}
	}
	for name := range want {
		t.Errorf("no row %q", name)
	}
	if len(sp.Collectives) != len(r.SPMD.Collectives) {
		t.Fatalf("%d collectives on the page, the plan has %d", len(sp.Collectives), len(r.SPMD.Collectives))
	}
	for i, c := range r.SPMD.Collectives {
		if got := sp.Collectives[i]; got.Name != c.Name || got.Opcode != c.Opcode || got.Bytes != c.Bytes {
			t.Errorf("collective %d: %s %s %d bytes, want %s %s %d", i, got.Name, got.Opcode, got.Bytes, c.Name, c.Opcode, c.Bytes)
		}
	}
	one, err := planner.PlanSource(example.Filename, example.HLO, planner.Config{})
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := HTML(&b, one, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	if sp := reportData(t, b.String()).Modules[0].SPMD; sp != nil {
		t.Errorf("a module on one device has an spmd block: %+v", sp)
	}
}

// checkSelfContained fails t when page fetches anything: a report is one
// file that opens offline.
func checkSelfContained(t *testing.T, page string) {
	t.Helper()
	for _, bad := range []string{"http://", "https://", "src=", "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("page refers to %q: it must be self-contained", bad)
		}
	}
}

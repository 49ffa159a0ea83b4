package report

import (
	"bytes"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
)

// TestVerdictXLA: for --target cpu on a lowered module the verdict states
// XLA:CPU's compile under its default scheduler beside the plan's own
// figure, and recommends the memory-optimized scheduler where it saves
// (the held-out resnet step: the plan 11.5MiB, XLA 29.6MiB by default).
func TestVerdictXLA(t *testing.T) {
	rs, err := planner.PlanFile("../testdata/xla-remat/heldout/resnet.lowered.hlo",
		planner.Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	WriteVerdict(&b, rs[0])
	out := b.String()
	for _, want := range []string{
		"· XLA:CPU's compile: 29.6MiB by default, 11.5MiB memory-optimized\n",
		"XLA:CPU        29.6MiB under its default scheduler (BFS",
		"XLA_FLAGS=--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED (DFS): set it, it saves 18.1MiB\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the verdict lacks %q:\n%s", want, out)
		}
	}
	// Without --target cpu there is no XLA:CPU scheduler to speak of.
	rs, err = planner.PlanFile("../testdata/xla-remat/heldout/resnet.lowered.hlo", planner.Config{Layout: "dense", Align: 64, Arena: "temp"})
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	WriteVerdict(&b, rs[0])
	if strings.Contains(b.String(), "XLA:CPU") {
		t.Errorf("a plan for the default target states XLA:CPU figures:\n%s", b.String())
	}
}

// TestVerdictGPUCaveat: a module modeled as XLA:GPU compiles it carries
// the caveat that XLA:GPU's autotuned workspaces are left out (the
// harness's run 4: sgdm 57,759,568 by default against 20,009,032
// modeled), in the text and in the verdict JSON writes; a module modeled
// as XLA:CPU or as written carries none.
func TestVerdictGPUCaveat(t *testing.T) {
	const sgdm = "../testdata/xla-remat/heldout2/sgdm.lowered.hlo"
	for _, c := range []struct {
		cfg  planner.Config
		want bool
	}{
		{planner.Config{Target: "h100", Layout: "dense", Align: 256, Arena: "temp"}, true},
		{planner.Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"}, false},
		{planner.Config{Target: "h100", AsWritten: true}, false},
	} {
		rs, err := planner.PlanFile(sgdm, c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		WriteVerdict(&b, rs[0])
		line := "  caveat         " + planner.GPUCaveat + "\n"
		if got := strings.Contains(b.String(), line); got != c.want {
			t.Errorf("target %q as-written %v: caveat line %v, want %v:\n%s", c.cfg.Target, c.cfg.AsWritten, got, c.want, b.String())
		}
		if got := rs[0].Verdict().Caveat == planner.GPUCaveat; got != c.want {
			t.Errorf("target %q as-written %v: Verdict().Caveat %q", c.cfg.Target, c.cfg.AsWritten, rs[0].Verdict().Caveat)
		}
	}
}

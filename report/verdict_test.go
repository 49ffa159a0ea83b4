package report

import (
	"bytes"
	"errors"
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

// TestVerdictRematXLA: under --memory-limit on --target cpu the verdict
// states XLA:CPU's compile against the limit, with the figures the JSON
// writes (remat.xla_total, xla_default_total, input_xla_total), and its
// first line warns where the plan fits and XLA:CPU's defaults on the
// module as given do not (the conv step at 5 MiB: the plan 4.54MiB,
// the defaults 5.55MiB modeled, 5,840,928 bytes compiled by jaxlib
// 0.10.2, sched/xla-sched.tsv). Without the warning a user read "fits"
// and ran out of memory under the defaults.
func TestVerdictRematXLA(t *testing.T) {
	plan := func(limit int64) (string, *planner.Result) {
		t.Helper()
		// A limit not met is an error that comes with the results.
		rs, err := planner.PlanFile("../testdata/xla-remat/conv.lowered.hlo", planner.Config{Target: "cpu", MemoryLimit: limit})
		var miss *planner.LimitError
		if errors.As(err, &miss) {
			rs, err = []*planner.Result{miss.Result}, nil
		}
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		WriteVerdict(&b, rs[0])
		return b.String(), rs[0]
	}
	out, r := plan(5 << 20)
	with, defaults := r.XLATotals()
	flags, input, ok := r.InputXLAFlags()
	if !ok || flags == "" || defaults <= 5<<20 || with > 5<<20 {
		t.Fatalf("the conv step at 5MiB no longer fits only under the flags (with %d, defaults %d, input %q %d %v): pick another limit", with, defaults, flags, input, ok)
	}
	first := strings.SplitN(out, "\n", 2)[0]
	if want := "fits --memory-limit (467KiB to spare) · only as --emit-hlo writes it: XLA:CPU's defaults on the module as given need " + Human(defaults); !strings.Contains(first, want) {
		t.Errorf("the first line lacks %q:\n%s", want, out)
	}
	for _, want := range []string{
		"  XLA:CPU        the module --emit-hlo writes, with XLA_FLAGS=" + r.XLAFlags() + ": " + Human(with) + ", fits; ",
		"the module as given, with XLA:CPU's defaults: " + Human(defaults) + ", over by " + Human(defaults-5<<20) + "; ",
		"with XLA_FLAGS=" + flags + ": " + Human(input) + ", fits\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the verdict lacks %q:\n%s", want, out)
		}
	}
	// A limit the defaults meet too: the line, no warning.
	out, _ = plan(6 << 20)
	if !strings.Contains(out, "XLA:CPU's defaults: "+Human(defaults)+", fits") || strings.Contains(out, "only as --emit-hlo") {
		t.Errorf("at 6MiB the defaults fit and the first line warns nothing:\n%s", out)
	}
	// Not met: nothing is emitted, so only the module as given is named.
	out, _ = plan(1 << 20)
	if !strings.Contains(out, "  XLA:CPU        the module as given, with XLA:CPU's defaults: "+Human(defaults)+", over by") || strings.Contains(out, "--emit-hlo writes") {
		t.Errorf("a limit not met names the module --emit-hlo would write:\n%s", out)
	}
}

// TestJAXLineOrder: the memory_analysis() line names the plan's order
// where XLA:CPU's default compile orders the module otherwise (the conv
// step: temp 3.54MiB in the dfs order; jaxlib's default compile, BFS,
// 5,242,880 bytes of temp, sched/xla-sched.tsv), and nothing where no
// XLA:CPU scheduler applies.
func TestJAXLineOrder(t *testing.T) {
	rs, err := planner.PlanFile("../testdata/xla-remat/conv.lowered.hlo", planner.Config{Target: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	r := rs[0]
	x := r.XLASchedulers()
	if x == nil || r.Schedule == x.Default {
		t.Fatalf("the conv step's plan is in XLA:CPU's default order (%q): pick another module", r.Schedule)
	}
	want := "JAX memory_analysis() of this plan, in its " + r.Schedule + " order (XLA:CPU's default BFS order: " + Human(x.DefaultTotal) + " in all, as the verdict's XLA:CPU line says): argument "
	if got := JAXLine(r, CompareArenas(r)); !strings.HasPrefix(got, want) {
		t.Errorf("JAXLine = %q, want the prefix %q", got, want)
	}
	rs, err = planner.PlanFile("../testdata/xla-remat/conv.lowered.hlo", planner.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if got := JAXLine(rs[0], CompareArenas(rs[0])); !strings.HasPrefix(got, "JAX memory_analysis(): argument ") {
		t.Errorf("without --target cpu JAXLine = %q", got)
	}
}

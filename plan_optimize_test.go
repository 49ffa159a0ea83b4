package planner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/example"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// TestStageAndFigures checks that a lowered module is planned as modeled
// by default, with its stage, the compiler named and both figures, and as
// written with --as-written; an optimized module is planned as written.
func TestStageAndFigures(t *testing.T) {
	src := `HloModule m
ENTRY e {
  p = f32[256,256] parameter(0)
  c = f32[] constant(2)
  b = f32[256,256] broadcast(c), dimensions={}
  x = f32[256,256] multiply(p, b)
  y = f32[256,256] exponential(x)
  ROOT z = f32[256,256] negate(y)
}
`
	modeled, err := PlanSource("m.hlo", []byte(src), Config{Target: "cpu", Layout: "dense", CompareAsWritten: true})
	if err != nil {
		t.Fatal(err)
	}
	r := modeled[0]
	if r.Stage != hlo.Lowered || !r.Modeled || r.AsWritten == nil || r.Optimize == nil {
		t.Fatalf("stage %q modeled %v as-written %v", r.Stage, r.Modeled, r.AsWritten)
	}
	if got := r.StageLine(); got != "lowered module, planned as XLA:CPU would compile it; --as-written plans the text as it is" {
		t.Errorf("stage line %q", got)
	}
	// As written: p, b, x, y, z are each 256 KiB and b, x, y chain: more
	// than the modeled plan, where the chain is one fusion over p.
	if r.AsWritten.LowerBound <= r.Stats.LowerBound {
		t.Errorf("as written L %d not above modeled L %d", r.AsWritten.LowerBound, r.Stats.LowerBound)
	}
	if r.Stats.LowerBound != 2*256*256*4 {
		t.Errorf("modeled L %d, want p and the fusion's result: %d", r.Stats.LowerBound, 2*256*256*4)
	}
	rep := r.Report()
	if rep.Stage != "lowered" || rep.Modeled == nil || rep.Modeled.Compiler != "XLA:CPU" ||
		rep.Modeled.AsWritten.LowerBound != r.AsWritten.LowerBound || rep.Modeled.Modeled.LowerBound != r.Stats.LowerBound {
		t.Errorf("report stage %q modeled %+v", rep.Stage, rep.Modeled)
	}
	written, err := PlanSource("m.hlo", []byte(src), Config{Target: "cpu", Layout: "dense", AsWritten: true})
	if err != nil {
		t.Fatal(err)
	}
	if w := written[0]; w.Modeled || w.Stats.LowerBound != r.AsWritten.LowerBound || w.Report().Modeled != nil {
		t.Errorf("as written: modeled %v, L %d (the modeled plan's as-written L %d)", w.Modeled, w.Stats.LowerBound, r.AsWritten.LowerBound)
	}
	if !strings.Contains(written[0].StageLine(), "as written") {
		t.Errorf("as-written stage line %q", written[0].StageLine())
	}
	// By default the modeled plan does not plan the text again: the same
	// modeled figures, no figures as written.
	plain, err := PlanSource("m.hlo", []byte(src), Config{Target: "cpu", Layout: "dense"})
	if err != nil {
		t.Fatal(err)
	}
	if p := plain[0]; p.AsWritten != nil || p.Stats.LowerBound != r.Stats.LowerBound || p.Stats.Peak != r.Stats.Peak ||
		p.Report().Modeled == nil || p.Report().Modeled.AsWritten != nil {
		t.Errorf("without CompareAsWritten: as written %+v, L %d peak %d (want nil, %d, %d)",
			p.AsWritten, p.Stats.LowerBound, p.Stats.Peak, r.Stats.LowerBound, r.Stats.Peak)
	}
	// The default target's rules are the GPU rules, named so.
	tpu, err := PlanSource("m.hlo", []byte(src), Config{})
	if err != nil {
		t.Fatal(err)
	}
	if got := tpu[0].Compiler(); got != "XLA:TPU (GPU fusion rules)" {
		t.Errorf("default compiler %q", got)
	}
	// The module handed over is left as it was.
	mods, _ := hlo.Parse("m.hlo", []byte(src))
	before := mods[0].String()
	if _, err := Plan(mods[0], Config{Target: "cpu"}); err != nil {
		t.Fatal(err)
	}
	if mods[0].String() != before {
		t.Error("Plan rewrote the caller's module")
	}
	sched := strings.Replace(src, "HloModule m", "HloModule m, is_scheduled=true", 1)
	opt, err := PlanSource("m.hlo", []byte(sched), Config{Target: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	if opt[0].Stage != hlo.Optimized || opt[0].Modeled || opt[0].Report().Stage != "optimized" {
		t.Errorf("scheduled module: stage %q modeled %v", opt[0].Stage, opt[0].Modeled)
	}
}

// TestOutputBytesEverySchedule checks that output_bytes is the same under
// every schedule and equals XLA's memory_analysis() on the modules of
// testdata/xla-lowered whose outputs alias donated parameters: an output
// that cannot share its parameter's buffer under an order is counted
// once, not as both parameter and output.
func TestOutputBytesEverySchedule(t *testing.T) {
	refs := readLoweredRefs(t)
	for _, x := range refs {
		if x.alias == 0 {
			continue
		}
		for _, sched := range []string{"text", "postorder", "dfs", "list", "bfs"} {
			for _, asWritten := range []bool{true, false} {
				res, err := PlanFile(filepath.Join("testdata", "xla-lowered", x.module+".lowered.hlo"),
					Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: sched, AsWritten: asWritten, Algorithm: "bestfit"})
				if err != nil {
					t.Fatalf("%s %s: %v", x.module, sched, err)
				}
				s := res[0].Stats
				if s.OutputBytes != x.output || s.AliasBytes != x.alias {
					t.Errorf("%s, schedule %s, as written %v: output %d alias %d, XLA's %d and %d",
						x.module, sched, asWritten, s.OutputBytes, s.AliasBytes, x.output, x.alias)
				}
			}
		}
	}
}

// FuzzPlanModeled checks that whatever parses is modeled, verified and
// planned without a panic, under the CPU and the GPU rules.
//
//	go test . -run '^$' -fuzz FuzzPlanModeled -fuzztime 2m -fuzzminimizetime 2s
func FuzzPlanModeled(f *testing.F) {
	for _, name := range []string{"chain.hlo", "branches.hlo", "donated.hlo", "while.hlo"} {
		if src, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("HloModule m\nENTRY e {\n  p = f32[8,8] parameter(0)\n  t = f32[8,8]{0,1} transpose(p), dimensions={1,0}\n  ROOT d = f32[8,8] dot(t, p), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := hlo.Parse("fuzz.hlo", src)
		if err != nil {
			return
		}
		for _, m := range mods {
			for _, target := range []string{"cpu", "tpu-v5e"} {
				r, err := Plan(m, Config{Target: target, Layout: "dense", Algorithm: "bestfit"})
				if err != nil {
					continue // a module the planner refuses, with an error
				}
				checkResult(t, r)
			}
		}
	})
}

// TestAsWrittenUnderLimit checks that the figures as written are those of
// the module as written under a memory limit too: the limit applies to the
// modeled plan, and the remat step never changes the module the
// comparison plans (it used to, and showed the rematerialized L as the
// module's own).
func TestAsWrittenUnderLimit(t *testing.T) {
	free, err := PlanSource(example.Filename, example.HLO, Config{CompareAsWritten: true})
	if err != nil {
		t.Fatal(err)
	}
	want := free[0].AsWritten
	if want == nil {
		t.Fatal("the built-in example is not modeled")
	}
	// Between the modeled L and the as-written L: the modeled plan fits
	// as it is, the module as written would not.
	limit := (free[0].Stats.Peak + want.LowerBound) / 2
	if limit <= free[0].Stats.Peak || limit >= want.LowerBound {
		t.Fatalf("no limit between the modeled peak %d and the as-written L %d", free[0].Stats.Peak, want.LowerBound)
	}
	res, err := PlanSource(example.Filename, example.HLO, Config{MemoryLimit: limit, CompareAsWritten: true})
	if err != nil {
		t.Fatal(err)
	}
	got := res[0].AsWritten
	if got == nil || got.LowerBound != want.LowerBound || got.Peak != want.Peak {
		t.Errorf("as written under a limit of %d: %+v, want L %d peak %d", limit, got, want.LowerBound, want.Peak)
	}
}

// TestInPlace checks that Config.InPlace plans a lowered module as a copy
// of it would be planned (the same report, byte for byte), rewriting the
// module handed over instead of a copy; without it, and with
// CompareAsWritten, which plans the module as written too, the caller's
// module is left as it was.
func TestInPlace(t *testing.T) {
	src := []byte(mlpstep.Text(3))
	parse := func() *hlo.Module {
		mods, err := hlo.Parse("mlp3.hlo", src)
		if err != nil {
			t.Fatal(err)
		}
		return mods[0]
	}
	report := func(r *Result) string {
		b, err := MarshalJSON(r.Report())
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	text := parse().String()
	for _, cfg := range []Config{{}, {CompareAsWritten: true}, {Target: "cpu"}} {
		copied, owned := parse(), parse()
		want, err := Plan(copied, cfg)
		if err != nil {
			t.Fatal(err)
		}
		in := cfg
		in.InPlace = true
		got, err := Plan(owned, in)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := report(want), report(got); a != b {
			t.Errorf("%+v: the report in place differs from the copy's:\n%s\nwant\n%s", cfg, b, a)
		}
		if copied.String() != text || want.Input != copied {
			t.Errorf("%+v: without InPlace the caller's module changed, or Input is not it", cfg)
		}
		switch {
		case cfg.CompareAsWritten:
			if owned.String() != text || got.Input != owned || got.Module == owned {
				t.Errorf("CompareAsWritten: the module as written was rewritten in place")
			}
		case got.Module != owned || got.Input != nil:
			t.Errorf("%+v: InPlace planned a copy (Module %p, handed %p, Input %p)", cfg, got.Module, owned, got.Input)
		}
	}
}

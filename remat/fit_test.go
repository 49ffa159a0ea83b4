package remat

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/schedule"
)

// load parses an HLO file and orders it as the pipeline's text schedule.
func load(t testing.TB, path string) (*hlo.Module, hlo.Sequence) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mods, err := hlo.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	seq, err := schedule.Order(m, schedule.Text, layout.TPU().Bytes)
	if err != nil {
		t.Fatal(err)
	}
	return m, seq
}

// textOrder orders m as written.
func textOrder(t testing.TB, m *hlo.Module) hlo.Sequence {
	t.Helper()
	seq, err := schedule.Order(m, schedule.Text, layout.TPU().Bytes)
	if err != nil {
		t.Fatal(err)
	}
	return seq
}

// checkResult runs the independent check and the invariants every fit
// must keep, and returns the result's printed module re-parsed.
func checkResult(t *testing.T, name string, m *hlo.Module, r *Result) {
	t.Helper()
	if err := Check(m, r.Module, r.Sequence); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if r.Fits != (r.Peak <= r.Limit) {
		t.Errorf("%s: Fits %v with peak %d, limit %d", name, r.Fits, r.Peak, r.Limit)
	}
	if r.Peak > r.InitialPeak {
		t.Errorf("%s: peak rose from %d to %d", name, r.InitialPeak, r.Peak)
	}
	if !r.Fits && (r.Bound == nil || r.Bound.Bytes <= 0) {
		t.Errorf("%s: no bound for a limit not met", name)
	}
	if r.Bound != nil && r.Bound.Bytes > r.Peak {
		t.Errorf("%s: bound %d above a peak reached %d", name, r.Bound.Bytes, r.Peak)
	}
	text := r.Module.String()
	mods, err := hlo.Parse(name+".remat.hlo", []byte(text))
	if err != nil {
		t.Fatalf("%s: the changed module does not re-parse: %v\n%s", name, err, text)
	}
	if got := mods[0].String(); got != text {
		t.Errorf("%s: print → parse → print differs", name)
	}
	// The re-parsed module, analysed under its text order, has the peak's
	// L: the text is the program planned.
	seq, err := schedule.Order(mods[0], schedule.Text, layout.TPU().Bytes)
	if err != nil {
		t.Fatal(err)
	}
	lv, err := liveness.Analyze(mods[0], seq, liveness.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := lv.MaxLiveIn(liveness.All); got != r.LowerBound {
		t.Errorf("%s: the emitted module's L is %d, the fit's %d", name, got, r.LowerBound)
	}
}

func TestFitReference(t *testing.T) {
	files, _ := filepath.Glob("../testdata/xla-cpu/*.hlo")
	if len(files) == 0 {
		t.Skip("no testdata/xla-cpu modules")
	}
	fitted, changed := 0, 0
	for _, path := range files {
		m, seq := load(t, path)
		name := filepath.Base(path)
		base, err := Fit(m, seq, Options{Limit: 1 << 62})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(base.Changes) != 0 || !base.Fits {
			t.Fatalf("%s: a fit under no limit changed the module", name)
		}
		for _, frac := range []float64{0.9, 0.7, 0.5} {
			limit := int64(float64(base.Peak) * frac)
			r, err := Fit(m, seq, Options{Limit: limit, NoOffload: os.Getenv("REMAT_NOOFFLOAD") != ""})
			if err != nil {
				t.Fatalf("%s at %.1f: %v", name, frac, err)
			}
			checkResult(t, name, m, r)
			if r.Fits {
				fitted++
			}
			if len(r.Changes) > 0 {
				changed++
			}
			t.Logf("%-22s %.1f fits %-5v peak %8d → %8d changes %3d flops %.3g moved %d", name, frac, r.Fits, r.InitialPeak, r.Peak, len(r.Changes), r.Flops, r.Moved)
		}
	}
	if fitted == 0 || changed == 0 {
		t.Errorf("fitted %d cases, changed %d: the fit does nothing", fitted, changed)
	}
}

func TestFitDebug(t *testing.T) {
	path := os.Getenv("REMAT_DEBUG")
	if path == "" {
		t.Skip("REMAT_DEBUG names a module to trace")
	}
	debug = t.Logf
	defer func() { debug = nil }()
	m, seq := load(t, path)
	if a := os.Getenv("REMAT_SCHEDULE"); a != "" {
		var err error
		if seq, err = schedule.Order(m, schedule.Algorithm(a), layout.TPU().Bytes); err != nil {
			t.Fatal(err)
		}
	}
	base, _ := Fit(m, seq, Options{Limit: 1 << 62})
	limit := base.Peak * 7 / 10
	if l := os.Getenv("REMAT_LIMIT"); l != "" {
		limit, _ = strconv.ParseInt(l, 10, 64)
	}
	r, err := Fit(m, seq, Options{Limit: limit, NoOffload: os.Getenv("REMAT_NOOFFLOAD") != ""})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range r.Changes {
		t.Logf("%+v", c)
	}
	t.Logf("fits %v peak %d L %d flops %.4g of %.4g moved %d seconds %.3g of %.3g bound %+v", r.Fits, r.Peak, r.LowerBound, r.Flops, r.StepFlops, r.Moved, r.Seconds, r.StepSeconds, r.Bound)
}

func TestBaselineReference(t *testing.T) {
	files, _ := filepath.Glob("../testdata/xla-cpu/*.hlo")
	if len(files) == 0 {
		t.Skip("no testdata/xla-cpu modules")
	}
	ours, theirs := 0, 0
	for _, path := range files {
		m, seq := load(t, path)
		name := filepath.Base(path)
		base, err := Fit(m, seq, Options{Limit: 1 << 62})
		if err != nil {
			t.Fatal(err)
		}
		for _, frac := range []float64{0.9, 0.8, 0.7, 0.6, 0.5} {
			limit := int64(float64(base.Peak) * frac)
			x, err := Fit(m, seq, Options{Limit: limit, XLA: true})
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, name, m, x)
			for _, c := range x.Changes {
				if c.Kind != "remat" {
					t.Errorf("%s: the baseline made a %s", name, c.Kind)
				}
			}
			r, err := Fit(m, seq, Options{Limit: limit, NoOffload: os.Getenv("REMAT_NOOFFLOAD") != ""})
			if err != nil {
				t.Fatal(err)
			}
			if x.Fits {
				theirs++
			}
			if r.Fits {
				ours++
			}
		}
	}
	t.Logf("fits: planner %d, baseline %d", ours, theirs)
	if ours < theirs {
		t.Errorf("the planner fits %d cases, the XLA baseline %d", ours, theirs)
	}
}

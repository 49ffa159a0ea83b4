package planner

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// harnessCase is one row of a harness TSV of testdata/xla-remat
// (results.tsv, heldout.tsv, results-gpu.tsv: gen/harness.py wrote all
// three with the same 14 columns; heldout2.tsv has a 15th, infeasible,
// which later runs write), with the columns every test reads parsed. The figures XLA compiled (xla_default, xla_flags, orig_*) stay
// text in cols: a row whose compile failed records no number there.
type harnessCase struct {
	cols       []string // the row's 14 or 15 columns as written
	name       string   // step
	frac       string   // fraction of the unchanged total, as written
	key        string   // "step fraction", how the tests' maps name a row
	limit      int64    // limit
	fits       bool     // planner_fits == "yes"
	total      int64    // planner_total
	baseline   bool     // baseline_fits == "yes"
	outputs    string   // outputs: "identical" or how they differ
	flags      string   // flags the harness compiled with ("-": none)
	xlaFlags   string   // xla_flags: XLA's total compiled with flags
	xlaDefault string   // xla_default: XLA's total compiled with its defaults
	infeasible string   // infeasible: "yes" where the planner's bound rules out every plan, "no", "-"; "" in a 14-column file
}

// readHarnessRows reads testdata/xla-remat/FILE past its header. The test
// is skipped when the file is absent; a row without 14 or 15 columns, or whose
// limit, or a fit's modeled total, is not an integer, fails it.
func readHarnessRows(t *testing.T, file string) []harnessCase {
	t.Helper()
	path := filepath.Join("testdata/xla-remat", file)
	f, err := os.Open(path)
	if err != nil {
		t.Skip("no " + path)
	}
	defer f.Close()
	var rows []harnessCase
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for line := 2; sc.Scan(); line++ {
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 14 && len(c) != 15 {
			t.Fatalf("%s:%d: %d columns in %q, want 14 or 15", path, line, len(c), sc.Text())
		}
		r := harnessCase{cols: c, name: c[0], frac: c[1], key: c[0] + " " + c[1],
			fits: c[3] == "yes", baseline: c[7] == "yes",
			outputs: c[12], flags: c[13], xlaDefault: c[8], xlaFlags: c[9]}
		if len(c) == 15 {
			r.infeasible = c[14]
		}
		if c[3] != "yes" && c[3] != "no" {
			t.Fatalf("%s:%d: %s: planner_fits %q, want yes or no", path, line, r.key, c[3])
		}
		if r.limit, err = strconv.ParseInt(c[2], 10, 64); err != nil {
			t.Fatalf("%s:%d: %s: limit %q, want an integer", path, line, r.key, c[2])
		}
		if r.fits {
			if r.total, err = strconv.ParseInt(c[4], 10, 64); err != nil {
				t.Fatalf("%s:%d: %s: a fit with planner_total %q, want an integer", path, line, r.key, c[4])
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return rows
}

// harnessSteps parses the lowered modules of one folder's harness steps
// (DIR/NAME.lowered.hlo) once each.
type harnessSteps struct {
	dir  string                 // the folder of the NAME.lowered.hlo files
	mods map[string]*hlo.Module // the modules parsed so far, by step
}

func newHarnessSteps(dir string) *harnessSteps {
	return &harnessSteps{dir: dir, mods: map[string]*hlo.Module{}}
}

// module returns step name's module, and whether this call parsed it (the
// step's first row). A module the TSV names but the folder lacks fails
// the test.
func (s *harnessSteps) module(t *testing.T, name string) (m *hlo.Module, first bool) {
	t.Helper()
	if m := s.mods[name]; m != nil {
		return m, false
	}
	path := filepath.Join(s.dir, name+".lowered.hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := hlo.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	s.mods[name] = ms[0]
	return ms[0], true
}

// behindBaseline are the harness rows (by "step fraction"; the step names
// are unique across the sets) where the XLA-style baseline fits and the
// planner does not, with why: each found on a held-out set at first
// contact and recorded, not fitted away.
var behindBaseline = map[string]string{
	// heldout4.tsv: the baseline's 14-recompute fit plans to 32.8 MiB
	// (bench), and so does the planner's best: 32.8 MiB against 32.7 MiB,
	// 115 KiB over in the pinned model of the module written, so the
	// fallback on the baseline's fit (baselineFit) refuses it too. Not
	// traced further; with donate_argnums=(0,) it fits (heldout4-donate.tsv).
	"conformer 0.7": "the pinned model of the baseline's fit is 115 KiB over",
}

// planHarnessRow plans m at row's limit with cfg (its MemoryLimit set to
// the limit), the plan a *LimitError carries when the limit is not met,
// and checks what every harness test holds the row to: it fits or not as
// recorded, the report has one peak (remat peak = stats peak), and, for
// XLA:CPU (cpu), it fits wherever the XLA-style baseline fits and nothing
// is offloaded: XLA:CPU has no host memory. It
// returns the plan for the test's own checks.
func planHarnessRow(t *testing.T, m *hlo.Module, row harnessCase, cfg Config, cpu bool) *Result {
	t.Helper()
	cfg.MemoryLimit = row.limit
	r, err := Plan(m, cfg)
	var le *LimitError
	switch {
	case err == nil:
	case errors.As(err, &le):
		r = le.Result
	default:
		t.Fatalf("%s at %d: %v", row.key, row.limit, err)
	}
	if r.Remat.Fits != row.fits {
		t.Errorf("%s: fits %v, the harness recorded %s", row.key, r.Remat.Fits, row.cols[3])
	}
	if r.Remat.Peak != r.Stats.Peak {
		t.Errorf("%s: remat peak %d, stats peak %d: two peaks", row.key, r.Remat.Peak, r.Stats.Peak)
	}
	if why, known := behindBaseline[row.key]; cpu && row.baseline && !r.Remat.Fits && !known {
		// The planner falls back on the baseline's fit, held to the
		// pinned checks, where its own rounds fit in no order
		// (baselineFit; heldout3 adafactor 0.7 was the one row behind).
		t.Errorf("%s: the XLA-style baseline fits (baseline_fits yes), the planner does not", row.key)
	} else if known && (!row.baseline || r.Remat.Fits) {
		t.Errorf("%s: behindBaseline names it (%s), but the planner fits %v, the baseline %v: update the map", row.key, why, r.Remat.Fits, row.baseline)
	}
	if cpu {
		for _, ch := range r.Remat.Changes {
			if ch.Kind == "offload" {
				t.Errorf("%s: offloads %s on XLA:CPU, which has no host memory", row.key, ch.Value)
			}
		}
	}
	return r
}

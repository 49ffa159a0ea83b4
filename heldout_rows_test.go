package planner

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// checkHarnessFit holds a row the harness records as a fit to what
// every held-out test checks of one: plan r (the row re-planned at its
// limit) models the total the harness recorded and recommends the
// XLA_FLAGS it compiled with, and XLA kept the fit (its compiled total
// with those flags at or under the limit, outputs bit-identical) unless
// misses names the row; a named row that XLA keeps fails too, so that a
// fixed miss updates the map. mapName is how the messages name misses. It
// returns whether XLA's total with the flags is under the limit, and
// whether the fit is kept on both counts.
func checkHarnessFit(t *testing.T, r *Result, row harnessCase, misses map[string]string, mapName string) (under, kept bool) {
	t.Helper()
	key, limit := row.key, row.limit
	total, _ := r.XLATotals()
	if total != row.total {
		t.Errorf("%s: total modeled %d, the harness recorded %d", key, total, row.total)
	}
	if flags := r.XLAFlags(); flags != row.flags {
		t.Errorf("%s: recommends XLA_FLAGS=%q, the harness compiled with %q", key, flags, row.flags)
	}
	xla, err := strconv.ParseInt(row.xlaFlags, 10, 64)
	under = err == nil && xla <= limit
	kept = under && row.outputs == "identical"
	why, known := misses[key]
	switch {
	case !kept && !known:
		t.Errorf("%s: a fit XLA does not keep (compiled %s with the flags, limit %d, outputs %s), not in %s", key, row.xlaFlags, limit, row.outputs, mapName)
	case kept && known:
		t.Errorf("%s: XLA keeps this fit (compiled %d, limit %d), but %s names it (%s): update the map", key, xla, limit, mapName, why)
	}
	return under, kept
}

// checkHarnessLimit returns row's module and its unchanged plan with cfg
// (planned on the step's first row and kept in unchanged), and checks
// the row's limit against it: the harness's limit is int(total *
// fraction) of the unchanged plan's total, the same double arithmetic
// here.
func checkHarnessLimit(t *testing.T, steps *harnessSteps, unchanged map[string]*Result, row harnessCase, cfg Config) (*hlo.Module, *Result) {
	t.Helper()
	m, _ := steps.module(t, row.name)
	u := unchanged[row.name]
	if u == nil {
		var err error
		if u, err = Plan(m, cfg); err != nil {
			t.Fatalf("%s: %v", row.name, err)
		}
		unchanged[row.name] = u
	}
	total := u.Stats.TotalBytes
	fv, _ := strconv.ParseFloat(row.frac, 64)
	if want := int64(float64(total) * fv); want != row.limit {
		t.Errorf("%s: the unchanged step plans to %d, whose %s is %d; the harness's limit is %d", row.key, total, row.frac, want, row.limit)
	}
	return m, u
}

// checkMissesClaimed fails for each row misses names that the harness
// file does not record as a fit (claimed): a stale entry.
func checkMissesClaimed(t *testing.T, misses map[string]string, claimed map[string]bool, mapName, file string) {
	t.Helper()
	for _, key := range sortedKeys(misses) {
		if !claimed[key] {
			t.Errorf("%s names %q, which %s does not record as a fit", mapName, key, file)
		}
	}
}

// heldOutSet is one held-out set of the harness that records the
// infeasible column (heldout2.tsv and later): its files and the maps
// that name what the planner does not get right on it.
type heldOutSet struct {
	dir        string            // the folder of NAME.lowered.hlo, under testdata/xla-remat
	file       string            // the harness TSV, in testdata/xla-remat
	misses     map[string]string // fits XLA does not keep, by "step fraction", with why
	missesName string            // how the messages name misses
	panics     map[string]string // steps on which Plan panicked, with the panic's start ("" once fixed)
	panicsName string            // how the messages name panics
	steps      int               // how many steps the set has (10 where 0)
}

// heldOutCounts are a held-out set's figures: rows, the planner's fits,
// the XLA-style baseline's, the fits XLA:CPU compiles to a total ≤ the
// limit with the recommended flags (the goal: 80% of the fits),
// those of them whose outputs are also bit-identical (kept), the rows the
// planner proves infeasible (its remat-aware bound above the limit, or
// the limit under what lies outside the arena), and the rows on which
// Plan panics.
type heldOutCounts struct{ rows, fits, baseline, under, kept, infeasible, panicked int }

// checkHeldOutSet re-derives every row of set's harness file from the
// committed modules (no Python): each unchanged step's total (whose
// fractions are the limits), fits or not, the modeled total and
// XLA_FLAGS of each fit, no offload, one peak, and, for each miss,
// whether the planner's bound proves that no plan fits (the infeasible
// column). Fits are held to set.misses (checkHarnessFit), failed plans to
// set.panics. It returns the set's counts and how many steps it has.
func checkHeldOutSet(t *testing.T, set heldOutSet) (heldOutCounts, int) {
	t.Helper()
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"}
	steps := newHarnessSteps("testdata/xla-remat/" + set.dir)
	unchanged := map[string]*Result{}
	var n heldOutCounts
	claimed := map[string]bool{}
	for _, row := range readHarnessRows(t, set.file) {
		n.rows++
		name, key, limit := row.name, row.key, row.limit
		m, u := checkHarnessLimit(t, steps, unchanged, row, cfg)
		// the parameters, constants and outputs --arena temp leaves out
		outside := u.OutsideArena()
		if want, known := set.panics[name]; known || row.infeasible == "-" {
			at := cfg
			at.MemoryLimit = limit
			got := planPanic(m, at)
			switch {
			case !known:
				t.Errorf("%s: the harness recorded a failed plan (infeasible -), not in %s", key, set.panicsName)
			case want == "" && got != "":
				t.Errorf("%s: Plan at %d panics with %q; %s says it is fixed", key, limit, got, set.panicsName)
			case want != "" && !strings.HasPrefix(got, want):
				t.Errorf("%s: Plan at %d panics with %q, %s says %q: measure the step again and update the map", key, limit, got, set.panicsName, want)
			case row.fits || row.infeasible != "-":
				t.Errorf("%s: the planner panics, but the harness recorded fits %v, infeasible %s", key, row.fits, row.infeasible)
			}
			n.panicked++
			continue
		}
		if limit <= outside {
			// No change moves what lies outside the arena: the planner
			// refuses the limit outright (plan_remat.go), a proof that no
			// plan fits.
			at := cfg
			at.MemoryLimit = limit
			_, err := Plan(m, at)
			if err == nil || !strings.Contains(err.Error(), "is below the parameters, constants and outputs") {
				t.Errorf("%s: limit %d under the %d bytes outside the arena, Plan says %v, want it refused", key, limit, outside, err)
			}
			if row.fits || row.infeasible != "yes" {
				t.Errorf("%s: limit %d under the %d bytes outside the arena, the harness recorded fits %v, infeasible %s", key, limit, outside, row.fits, row.infeasible)
			}
			n.infeasible++
			continue
		}
		r := planHarnessRow(t, m, row, cfg, true)
		if row.baseline {
			n.baseline++
		}
		// The planner proves a limit out of reach when its remat-aware
		// lower bound (remat.Bound, what any plan needs whatever is
		// recomputed) is above it: the text report's "so no change fits"
		// ("so no recompute or reorder fits" where it offers a donation).
		proved := r.Remat.Bound != nil && r.Remat.Bound.Bytes > r.Remat.Limit
		switch want := row.infeasible; {
		case want != "yes" && want != "no":
			t.Errorf("%s: infeasible %q, want yes or no", key, want)
		case proved != (want == "yes"):
			t.Errorf("%s: the planner's bound proves no plan fits: %v, the harness recorded %s", key, proved, want)
		}
		if proved {
			n.infeasible++
		}
		if !row.fits {
			continue
		}
		n.fits++
		claimed[key] = true
		under, kept := checkHarnessFit(t, r, row, set.misses, set.missesName)
		if under {
			n.under++
		}
		if kept {
			n.kept++
		}
	}
	for _, name := range sortedKeys(set.panics) {
		if steps.mods[name] == nil {
			t.Errorf("%s names %q, which %s has no row of", set.panicsName, name, set.file)
		}
	}
	checkMissesClaimed(t, set.misses, claimed, set.missesName, set.file)
	return n, len(steps.mods)
}

// holdHeldOutSet checks set's rows (checkHeldOutSet) and holds its
// counts to want, as measured: a rule change that loses (or wins) a case
// on the set fails here until the counts and docs/remat.md say so. name
// is how the log names the set ("second held-out set").
func holdHeldOutSet(t *testing.T, set heldOutSet, want heldOutCounts, name string) {
	t.Helper()
	got, nsteps := checkHeldOutSet(t, set)
	if got != want {
		t.Errorf("%s: %+v (rows, fits, baseline, under, kept, infeasible, panicked), measured %+v: update the counts and docs/remat.md", set.file, got, want)
	}
	least := set.steps
	if least == 0 {
		least = 10
	}
	if got.rows < 3*least || nsteps < least {
		t.Errorf("%d rows of %d steps: want %d held-out steps at 3 fractions", got.rows, nsteps, least)
	}
	t.Logf("%d cases of the %s: the planner fits %d, the XLA-style baseline %d; XLA:CPU compiles %d of the fits under the limit with the recommended XLA_FLAGS, %d of them with outputs bit-identical; the planner proves %d of the %d misses infeasible; Plan panics on %d",
		got.rows, name, got.fits, got.baseline, got.under, got.kept, got.infeasible, got.rows-got.fits, got.panicked)
}

// planPanic returns the text of the panic Plan raises on m with cfg, ""
// when it returns.
func planPanic(m *hlo.Module, cfg Config) (msg string) {
	defer func() {
		if p := recover(); p != nil {
			msg = fmt.Sprint(p)
		}
	}()
	Plan(m, cfg)
	return ""
}

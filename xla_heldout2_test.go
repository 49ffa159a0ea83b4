package planner

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// heldOut2Misses are the fits of the second held-out set
// (testdata/xla-remat/heldout2.tsv) that XLA:CPU does not keep: the
// planner claims them, and XLA's compile of the rewritten module under
// the flags the planner recommends is above the limit, or computes other
// bits than the original. The set is a measurement of the planner of main
// at 6be73d9 (docs/remat.md, "Second held-out set"): a miss is recorded
// here, never fitted away on these steps.
var heldOut2Misses = map[string]string{
	// With nothing changed (a limit above the total), the emitted module
	// already computes other bits than the original under XLA:CPU's
	// defaults: XLA fuses the written-out text otherwise (bf16 rounds at
	// other fusion boundaries in gpt2 and mixer; f32 sums in another
	// order in gnn's segment_sum and seq2seq's attention). Checked once
	// by hand with gen/xlarun.py, not in the harness.
	"gpt2 0.8":  "outputs differ in rounding: XLA's fusion of the emitted module (bf16)",
	"gpt2 0.7":  "outputs differ in rounding: XLA's fusion of the emitted module (bf16)",
	"mixer 0.8": "outputs differ in rounding: XLA's fusion of the emitted module (bf16)",
	"mixer 0.7": "outputs differ in rounding: XLA's fusion of the emitted module (bf16)",
	"mixer 0.6": "outputs differ in rounding: XLA's fusion of the emitted module (bf16)",
	"gnn 0.8":   "outputs differ in rounding: XLA's fusion of the emitted module",
	"gnn 0.7":   "outputs differ in rounding: XLA's fusion of the emitted module",
	"gnn 0.6":   "outputs differ in rounding: XLA's fusion of the emitted module",
	// Over the limit with the recommended flags, and the emitted module's
	// rounding as above. seq2seq 0.8 traced (docs/remat.md, "Second
	// held-out set"): XLA's module of the emitted text has more layout
	// copies than the pinned model, and XLA's heap packs above
	// remat.XLAHeapPeak on XLA's own module; gpt2 not traced. (First
	// run: gpt2 0.7 and seq2seq 0.8/0.7/0.6 over; after keepbits and
	// flagfit gpt2 0.7 is under, seq2seq 0.6 no longer claimed, gpt2 0.6
	// over.)
	"gpt2 0.6":    "over the limit: 11,858,152 against 11,593,867; outputs differ in rounding",
	"seq2seq 0.8": "over the limit: 27,518,128 against 26,418,694; outputs differ in rounding",
	"seq2seq 0.7": "over the limit: 23,158,736 against 23,116,357; outputs differ in rounding",
	// The unchanged emitted module is bit-identical (and so is the fit at
	// 0.8): the recomputes' fusion rounds otherwise.
	"diffusion 0.7": "outputs differ in rounding: the recomputes' fusion",
	"diffusion 0.6": "outputs differ in rounding: the recomputes' fusion",
}

// heldOut2Panics are the held-out steps on which Plan panicked at the
// harness's limits (a planner bug, against the house rule that bad or
// unfamiliar input gets an error): the value is the start of the panic's
// text, or "" once it is fixed and Plan must return. The harness recorded
// those rows as no fit, infeasible "-", and bench's baseline "-" (it
// panicked too); an entry is removed when the step's rows are measured
// again.
var heldOut2Panics = map[string]string{
	// (lstm: an LSTM's scan carries two states (h, c), and the
	// checkpointed-scan rewrite indexed its checkpoint slots past their
	// end, "index out of range [21] with length 21"; fixed by lstmfix and
	// its rows measured again.)
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

// heldOut2Counts are heldout2.tsv's figures as measured (the harness run
// again on main after this stop's merges; the first run, planner of
// 6be73d9, gave fits 20, baseline 16, under 16, kept 6, infeasible 5,
// panicked 3): rows, the planner's fits,
// the XLA-style baseline's, the fits XLA:CPU compiles to a total ≤ the
// limit with the recommended flags (the goal: 80% of the fits),
// those of them whose outputs are also bit-identical (kept), the rows the
// planner proves infeasible (its remat-aware bound above the limit, or
// the limit under what lies outside the arena), and the rows on which
// Plan panics (heldOut2Panics).
var heldOut2Counts = struct{ rows, fits, baseline, under, kept, infeasible, panicked int }{
	rows: 30, fits: 19, baseline: 14, under: 16, kept: 6, infeasible: 9, panicked: 0,
}

// TestXLARematHeldOut2 reads the harness's second held-out results
// (testdata/xla-remat/heldout2.tsv, gen/harness.py --steps heldout2; no
// Python here) and re-derives every row from the committed modules, as
// TestXLARematHeldOut does for the first set: each unchanged step's total
// (whose fractions are the limits), fits or not, the modeled total and
// XLA_FLAGS of each fit, no offload, one peak, and, for each miss,
// whether the planner's bound proves that no plan fits (the infeasible
// column). A fit XLA does not keep must be named in heldOut2Misses, and a
// named one that XLA keeps fails too; the counts must stay as measured,
// so that a rule change that loses (or wins) a case on these steps shows
// up here and the docs' table is updated with it.
func TestXLARematHeldOut2(t *testing.T) {
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"}
	steps := newHarnessSteps("testdata/xla-remat/heldout2")
	totals := map[string]int64{}
	outside := map[string]int64{} // the parameters, constants and outputs --arena temp leaves out
	fits, baseline, under, kept, infeasible, panicked, rows := 0, 0, 0, 0, 0, 0, 0
	claimed := map[string]bool{}
	for _, row := range readHarnessRows(t, "heldout2.tsv") {
		rows++
		name, frac, key, limit := row.name, row.frac, row.key, row.limit
		m, first := steps.module(t, name)
		if first {
			r, err := Plan(m, cfg)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			totals[name] = r.Stats.TotalBytes
			outside[name] = r.OutsideArena()
		}
		// The harness's limit is int(total * fraction) of the unchanged
		// plan's total; the same double arithmetic here.
		fv, _ := strconv.ParseFloat(frac, 64)
		if want := int64(float64(totals[name]) * fv); want != limit {
			t.Errorf("%s: the unchanged step plans to %d, whose %s is %d; the harness's limit is %d", key, totals[name], frac, want, limit)
		}
		if want, known := heldOut2Panics[name]; known || row.infeasible == "-" {
			at := cfg
			at.MemoryLimit = limit
			got := planPanic(m, at)
			switch {
			case !known:
				t.Errorf("%s: the harness recorded a failed plan (infeasible -), not in heldOut2Panics", key)
			case want == "" && got != "":
				t.Errorf("%s: Plan at %d panics with %q; heldOut2Panics says it is fixed", key, limit, got)
			case want != "" && !strings.HasPrefix(got, want):
				t.Errorf("%s: Plan at %d panics with %q, heldOut2Panics says %q: measure the step again and update the map", key, limit, got, want)
			case row.fits || row.infeasible != "-":
				t.Errorf("%s: the planner panics, but the harness recorded fits %v, infeasible %s", key, row.fits, row.infeasible)
			}
			panicked++
			continue
		}
		if limit <= outside[name] {
			// No change moves what lies outside the arena: the planner
			// refuses the limit outright (plan_remat.go), a proof that no
			// plan fits.
			at := cfg
			at.MemoryLimit = limit
			_, err := Plan(m, at)
			if err == nil || !strings.Contains(err.Error(), "is below the parameters, constants and outputs") {
				t.Errorf("%s: limit %d under the %d bytes outside the arena, Plan says %v, want it refused", key, limit, outside[name], err)
			}
			if row.fits || row.infeasible != "yes" {
				t.Errorf("%s: limit %d under the %d bytes outside the arena, the harness recorded fits %v, infeasible %s", key, limit, outside[name], row.fits, row.infeasible)
			}
			infeasible++
			continue
		}
		r := planHarnessRow(t, m, row, cfg, true)
		if row.baseline {
			baseline++
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
			infeasible++
		}
		if !row.fits {
			continue
		}
		fits++
		claimed[key] = true
		total, _ := r.XLATotals()
		if total != row.total {
			t.Errorf("%s: total modeled %d, the harness recorded %d", key, total, row.total)
		}
		if flags := r.XLAFlags(); flags != row.flags {
			t.Errorf("%s: recommends XLA_FLAGS=%q, the harness compiled with %q", key, flags, row.flags)
		}
		xla, err := strconv.ParseInt(row.xlaFlags, 10, 64)
		if err == nil && xla <= limit {
			under++
		}
		held := err == nil && xla <= limit && row.outputs == "identical"
		if held {
			kept++
		}
		why, known := heldOut2Misses[key]
		switch {
		case !held && !known:
			t.Errorf("%s: a fit XLA does not keep (compiled %s with the flags, limit %d, outputs %s), not in heldOut2Misses", key, row.xlaFlags, limit, row.outputs)
		case held && known:
			t.Errorf("%s: XLA keeps this fit (compiled %d, limit %d), but heldOut2Misses names it (%s): update the map", key, xla, limit, why)
		}
	}
	for _, name := range sortedKeys(heldOut2Panics) {
		if steps.mods[name] == nil {
			t.Errorf("heldOut2Panics names %q, which heldout2.tsv has no row of", name)
		}
	}
	for _, key := range sortedKeys(heldOut2Misses) {
		if !claimed[key] {
			t.Errorf("heldOut2Misses names %q, which heldout2.tsv does not record as a fit", key)
		}
	}
	got := struct{ rows, fits, baseline, under, kept, infeasible, panicked int }{rows, fits, baseline, under, kept, infeasible, panicked}
	if got != heldOut2Counts {
		t.Errorf("heldout2.tsv: %+v (rows, fits, baseline, under, kept, infeasible, panicked), measured %+v: update heldOut2Counts and docs/remat.md", got, heldOut2Counts)
	}
	if rows < 30 || len(steps.mods) < 10 {
		t.Errorf("%d rows of %d steps: want 10 held-out steps at 3 fractions", rows, len(steps.mods))
	}
	t.Logf("%d cases of the second held-out set: the planner fits %d, the XLA-style baseline %d; XLA:CPU compiles %d of the fits under the limit with the recommended XLA_FLAGS, %d of them with outputs bit-identical; the planner proves %d of the %d misses infeasible; Plan panics on %d",
		rows, fits, baseline, under, kept, infeasible, rows-fits, panicked)
}

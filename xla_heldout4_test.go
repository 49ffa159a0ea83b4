package planner

import "testing"

// heldOut4Misses are the fits of the fourth held-out set
// (testdata/xla-remat/heldout4.tsv, gen/heldout4.py: 8 steps of kinds
// none of the other sets has) that XLA:CPU does not keep: the planner
// claims them, and XLA's compile of the rewritten module under the flags
// the planner recommends is above the limit, or computes other bits than
// the original. First contact: the harness run once with the planner of
// main at 53d4118, before any rule saw these steps (docs/remat.md,
// "Fourth held-out set"). A miss is recorded here, never fitted away on
// these steps.
var heldOut4Misses = map[string]string{
	"conformer 0.8": "outputs differ (1.2e-7 with the flags, 2.4e-7 under XLA's defaults): not traced",
	"mlm 0.8":       "outputs differ (2.2e-6 under both settings): not traced",
	"mlm 0.7":       "over the limit (XLA 27,412,920 with the flags against 27,148,186, modeled 27,007,124) and outputs differ (5.6e-6): not traced",
	"mlm 0.6":       "outputs differ (5.6e-6 under both settings): not traced",
	"gat 0.8":       "over the limit (XLA 44,382,168 with the flags against 37,391,622, modeled 37,304,584) and outputs differ (3.5e-6 with the flags; 1.15 under XLA's defaults)",
	"gat 0.7":       "outputs differ (1.5e-7 with the flags; 1.15 under XLA's defaults)",
	"gat 0.6":       "outputs differ (3.0e-3 with the flags; 1.15 under XLA's defaults)",
}

// heldOut4Panics are the fourth set's steps on which Plan panicked at
// the harness's limits ("" once fixed): none at first contact.
var heldOut4Panics = map[string]string{}

// heldOut4Counts are heldout4.tsv's figures at first contact (planner of
// 53d4118): of 24 cases the planner fits 10 (conformer 0.8, mlm's, flow's
// and gat's three), the baseline 9, 8 of the fits under the limit with
// the recommended flags, 3 kept (flow's), 10 proven out of reach
// (perceiver's, conv3d's and dlrm's three, ckptrnn 0.6).
var heldOut4Counts = heldOutCounts{
	rows: 24, fits: 10, baseline: 9, under: 8, kept: 3, infeasible: 10, panicked: 0,
}

// TestXLARematHeldOut4 reads the harness's fourth held-out results
// (testdata/xla-remat/heldout4.tsv, gen/harness.py --steps heldout4; no
// Python here) and re-derives every row from the committed modules
// (checkHeldOutSet), as TestXLARematHeldOut3 does for the third set: a
// fit XLA does not keep must be named in heldOut4Misses, a named one
// XLA keeps fails, and the counts must stay as measured, so that a rule
// change that moves a case on these untuned steps shows up here.
func TestXLARematHeldOut4(t *testing.T) {
	holdHeldOutSet(t, heldOutSet{dir: "heldout4", file: "heldout4.tsv",
		misses: heldOut4Misses, missesName: "heldOut4Misses", panics: heldOut4Panics, panicsName: "heldOut4Panics", steps: 8},
		heldOut4Counts, "fourth held-out set")
}

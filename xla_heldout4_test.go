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
	// conformer's module emitted with nothing changed already computes
	// other bits than the original (gen/heldout_misses.py): the round
	// trip, not the recomputes; not traced further.
	"conformer 0.8": "outputs differ (1.2e-7 with the flags, 2.4e-7 under XLA's defaults): the unchanged round trip differs too",
	// mlm's round trip is identical; its fits differ (the recomputes'
	// fusion, not traced).
	"mlm 0.8": "outputs differ (2.2e-6 under both settings): not traced",
	// mlm 0.7 is over by packing: XLA's own optimized module, planned as
	// written in XLA's order, is 26,621,076 (under the limit), XLA's temp
	// 791,844 above that; the memory-optimized scheduler's compile is
	// over too (27,406,776). Not fixed.
	"mlm 0.7": "over the limit (XLA 27,412,920 with the flags against 27,148,186, modeled 27,007,124: XLA's packing) and outputs differ (5.6e-6)",
	// mlm 0.6 was under (XLA 20,942,160) until miss5's updatesEarly moved
	// the fit's search to a tighter candidate: modeled 23,267,540 (was
	// 22,749,652), XLA 23,285,968, 16 KiB over as mlm 0.7 (packing).
	"mlm 0.6": "over the limit (XLA 23,285,968 with the flags against 23,269,874, modeled 23,267,540: XLA's packing) and outputs differ (5.6e-6)",
	// gat is ill-conditioned on xlarun's inputs (indices 0..3: 16384
	// edges into 4 nodes): the original alone, compiled under the
	// recommended flags (CSE off), differs from its default compile by
	// 0.44 of an output's magnitude. gat 0.8 was also 7 MB over at first
	// contact (modeled 37,304,584, XLA 44,382,168 against 37,391,622):
	// XLA's GatherSimplifier, now modeled (optimize/gather_simplify.go);
	// the unchanged step plans to 48,083,016 since (was 46,739,528), so
	// the limits moved, and the three fits compile under them.
	"gat 0.8": "outputs differ (0.34 of the magnitude with the flags, 0.44 under XLA's defaults; the original under the flags alone 0.44)",
	"gat 0.7": "outputs differ (0.34 with the flags, 0.44 under XLA's defaults)",
	"gat 0.6": "outputs differ (0.34 with the flags, 0.44 under XLA's defaults)",
}

// heldOut4Panics are the fourth set's steps on which Plan panicked at
// the harness's limits ("" once fixed): none at first contact.
var heldOut4Panics = map[string]string{}

// heldOut4Counts are heldout4.tsv's figures, the harness re-run with
// the gather-simplifier pass (gat's limits moved): of 24 cases the planner
// fits 10 (conformer 0.8, mlm's, flow's and gat's three), the baseline
// 10 (now gat 0.8 too), 9 of the fits under the limit with the
// recommended flags (mlm 0.7 over), 3 kept (flow's), 10 proven out of
// reach (perceiver's, conv3d's and dlrm's three, ckptrnn 0.6). At first
// contact (planner of 53d4118): fits 10, baseline 9, under 8 (gat 0.8
// over too), kept 3, infeasible 10. Re-run on main after miss5 and
// divconst: under 8 (mlm 0.6 over, above).
var heldOut4Counts = heldOutCounts{
	rows: 24, fits: 10, baseline: 10, under: 8, kept: 3, infeasible: 10, panicked: 0,
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

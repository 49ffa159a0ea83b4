package planner

import "testing"

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
	// (gnn at every fraction and seq2seq 0.8/0.7 differed too, their
	// emitted modules even with nothing changed: bit-identical since
	// bits34, which keeps an add of two scatters and a reduce of a
	// reshape where XLA's simplifier sees them.)
	// Over the limit with the recommended flags at earlier stops, all
	// under now, their rounding as above: gpt2 0.6 (13,040,040 against
	// 11,593,867 at the last stop; 11,074,728 since gpt2miss modeled the
	// bf16 slice XLA computes in f32), seq2seq 0.8 and 0.7 (27,518,128
	// and 23,158,736 before claims3; 24,262,024 and 21,440,184 now, kept).
	"gpt2 0.6": "outputs differ in rounding: XLA's fusion of the emitted module (bf16)",
	// (diffusion 0.7 and 0.6 differed in rounding, the recomputes'
	// fusion, until divconst let a divide by a constant be duplicated
	// into its readers as XLA:CPU's fusion does: bit-identical since.)
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

// heldOut2Counts are heldout2.tsv's figures as measured (heldOutCounts;
// vae 0.8 fits since miss5 (updatesEarly), diffusion 0.7 and 0.6 kept
// since divconst: fits 19 -> 20, kept 11 -> 14; earlier, kept 6 -> 11
// with bits34; the first
// run, planner of 6be73d9, gave fits 20, baseline 16, under 16, kept 6,
// infeasible 5, panicked 3).
var heldOut2Counts = heldOutCounts{
	rows: 30, fits: 20, baseline: 14, under: 20, kept: 14, infeasible: 9, panicked: 0,
}

// TestXLARematHeldOut2 reads the harness's second held-out results
// (testdata/xla-remat/heldout2.tsv, gen/harness.py --steps heldout2; no
// Python here) and re-derives every row from the committed modules
// (checkHeldOutSet), as TestXLARematHeldOut does for the first set. A fit
// XLA does not keep must be named in heldOut2Misses, and a named one that
// XLA keeps fails too; the counts must stay as measured, so that a rule
// change that loses (or wins) a case on these steps shows up here and
// the docs' table is updated with it.
func TestXLARematHeldOut2(t *testing.T) {
	holdHeldOutSet(t, heldOutSet{dir: "heldout2", file: "heldout2.tsv",
		misses: heldOut2Misses, missesName: "heldOut2Misses", panics: heldOut2Panics, panicsName: "heldOut2Panics"},
		heldOut2Counts, "second held-out set")
}

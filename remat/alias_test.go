package remat

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/schedule"
)

// cpuDense returns XLA:CPU's layout (dense, 64-byte aligned) and target.
func cpuDense(t *testing.T) (layout.Policy, cost.Target) {
	t.Helper()
	pol, err := layout.ParsePolicy("dense", 64)
	if err != nil {
		t.Fatal(err)
	}
	tgt, err := cost.Lookup("cpu")
	if err != nil {
		t.Fatal(err)
	}
	return pol, tgt
}

// TestFitThroughAliases fits two six-layer chains whose recomputes stalled:
// in chain_inplace each tanh reuses its dot's buffer in place, and a layer
// recomputed late must itself be recomputed from the clones of the layer
// before, which read the parameters through the barriers of earlier
// recomputes (the rounds used to charge those barrier elements as new
// values kept live, and gave up at 4 blocks of 4 KiB); in chain_bitcast
// the backward pass reads every activation through bitcasts, which the
// rounds took for reads at the peak (no recompute at all: 7 blocks). Both
// fit in 3.5 blocks of the temp arena now, as testdata/xla-remat's mlp and
// attn do (docs/remat.md).
func TestFitThroughAliases(t *testing.T) {
	pol, tgt := cpuDense(t)
	for _, name := range []string{"chain_inplace", "chain_bitcast"} {
		m, _ := load(t, "testdata/"+name+".hlo")
		seq, err := schedule.Order(m, schedule.List, pol.Bytes)
		if err != nil {
			t.Fatal(err)
		}
		const limit = 3*4096 + 2048
		opt := Options{Limit: limit, Liveness: liveness.Options{Size: pol.Bytes, Align: pol.Alignment},
			Arena: liveness.TempOnly, Target: tgt}
		r, err := Fit(m, seq, opt)
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(m, r.Module, r.Sequence); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// The text written is the program planned: re-parsed and analysed
		// in its text order, it has the fit's L.
		mods, err := hlo.Parse(name+".remat.hlo", []byte(r.Module.String()))
		if err != nil {
			t.Fatalf("%s: the changed module does not re-parse: %v", name, err)
		}
		tseq, err := schedule.Order(mods[0], schedule.Text, pol.Bytes)
		if err != nil {
			t.Fatal(err)
		}
		lv, err := liveness.Analyze(mods[0], tseq, opt.Liveness)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := lv.MaxLiveIn(opt.Arena); got != r.LowerBound {
			t.Errorf("%s: the emitted module's L is %d, the fit's %d", name, got, r.LowerBound)
		}
		if !r.Fits {
			t.Errorf("%s: does not fit %d bytes: peak %d (from %d), lower bound %d", name, limit, r.Peak, r.InitialPeak, r.LowerBound)
		}
		bitcasts := 0
		for _, c := range r.Module.Computations {
			for _, in := range c.Instructions {
				if in.Opcode == "bitcast" && cloneBase(in.Name) != in.Name {
					bitcasts++
				}
			}
		}
		if name == "chain_bitcast" && bitcasts == 0 {
			t.Errorf("%s: no bitcast cloned over a recompute", name)
		}
		t.Logf("%s: peak %d → %d, %d changes, %d bitcasts cloned", name, r.InitialPeak, r.Peak, len(r.Changes), bitcasts)
	}
}

// TestRemedyReasons checks that a fit that stops above its limit says of
// each buffer at the peak why it has no remedy in terms of the value live
// there: chain_inplace under 2 blocks stops at 3 (the gradient, and a
// layer's input and output while it is recomputed), and none of them is
// "no later read" (what the rounds said of every in-place buffer before).
func TestRemedyReasons(t *testing.T) {
	pol, tgt := cpuDense(t)
	m, _ := load(t, "testdata/chain_inplace.hlo")
	seq, err := schedule.Order(m, schedule.List, pol.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Fit(m, seq, Options{Limit: 2 * 4096, Liveness: liveness.Options{Size: pol.Bytes, Align: pol.Alignment},
		Arena: liveness.TempOnly, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	if r.Fits || len(r.Remedies) == 0 {
		t.Fatalf("fits %v with %d remedies: want a fit that stops above 2 blocks", r.Fits, len(r.Remedies))
	}
	for _, x := range r.Remedies {
		if x.Recompute == nil && x.Offload == nil && (x.Why == "" || strings.Contains(x.Why, "no later read")) {
			t.Errorf("buffer %d (%s): remedy none: %q", x.Buffer, r.Liveness.Buffers[x.Buffer].Values[0].Instruction.Name, x.Why)
		}
	}
}

// TestRecomputeThroughBitcastOperand fits bitcast_operand.hlo in 3.5
// blocks of 4 KiB, where it needs 4 unchanged: y, live over the peak and
// read after it, is recomputed from d, which it reads through a bitcast
// and which is live at the peak anyway (read again after it). The rounds
// took the bitcast for a value of its own, dead since y was computed, so
// the recompute kept as much live as it saved, and there was no remedy.
// XLA's rematerialization charges a recompute's operands by the buffers
// they use, a bitcast's being its operand's
// (MemoryUsageTracker::MemoryReducedIfRematerialized); attn at 0.6 of its
// total in testdata/xla-remat needed the same (docs/remat.md).
func TestRecomputeThroughBitcastOperand(t *testing.T) {
	pol, tgt := cpuDense(t)
	m, _ := load(t, "testdata/bitcast_operand.hlo")
	seq, err := schedule.Order(m, schedule.Text, pol.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 3*4096 + 2048
	r, err := Fit(m, seq, Options{Limit: limit, Liveness: liveness.Options{Size: pol.Bytes, Align: pol.Alignment},
		Arena: liveness.TempOnly, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	if r.InitialPeak <= limit {
		t.Fatalf("unchanged peak %d: want it above the limit %d", r.InitialPeak, limit)
	}
	if !r.Fits {
		t.Fatalf("does not fit %d bytes: peak %d (from %d)", limit, r.Peak, r.InitialPeak)
	}
	if err := Check(m, r.Module, r.Sequence); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range r.Changes {
		got = append(got, c.Kind+" "+c.Value)
	}
	if want := []string{"remat y"}; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("changes %q, want %q", got, want)
	}
}

// Fitting a program under a memory limit.
//
// Fit starts from the module, the order and the liveness analysis the
// pipeline chose, and packs its buffers. While the packed peak exceeds
// the limit it runs a round:
//
//  1. The load profile (bytes live at each step of the flattened
//     timeline) is read off the liveness analysis, and a target is set:
//     the limit less the fragmentation the last packing had, so that a
//     profile under the target packs under the limit.
//  2. At the step T of highest load, every value live at T but read
//     neither at T nor over a span around it (a gap between an early and
//     a late use) is a candidate for two remedies:
//     - recompute it right before its first late use, from its operands
//     (a clone of its instruction); the late uses read the clone. It
//     saves the value's bytes over the gap, less the bytes of operands
//     that must now stay live until the clone; it costs the clone's
//     roofline time (flops and bytes under the cost model), times the
//     trip counts of the loops around it;
//     - offload it: copy-start/copy-done to host memory (S(5)) after its
//     early uses, copy-start/copy-done back before its late ones. Where
//     the gap holds enough compute to hide both transfers at the host
//     bandwidth, the copies are placed so that they do, and cost nothing;
//     otherwise they sit next to the uses and cost both transfers.
//     The candidate with the fewest seconds per byte saved at T wins
//     (cheapest first); its effect is applied to the profile and the next
//     highest step is served, until the profile is under the target or a
//     batch is full.
//  3. The batch is applied to a copy of the module, the copy is analysed
//     and packed again. The round is kept when the packed peak fell (or
//     stayed and the lower bound fell); otherwise the batch is halved, and
//     a single change that does not help is banned.
//
// Every round repacks: the limit holds for the packed peak, fragmentation
// included. A round changes only computations laid out once on the timeline
// (the entry, a while body with one caller ...), so a step names one
// execution of one instruction. Computations called from several sites
// are left alone.
//
// Example: a(x) → b(a) → c(b) → … → y(b, w) where b is 1 MiB and the
// chain between b's uses peaks at 3 MiB under a 2.5 MiB limit. b is live
// over the peak and unread there; recomputing b from a costs its flops,
// but a would have to stay live until then: if a is as large as b, the
// net saving at the peak is 0 and b is no candidate, while a (whose own
// operand x is a parameter, live anyway) is. Recomputing a before the
// clone of b, and b from it, is the chain; the rounds find it one value
// at a time, each clone becoming the late use of the next.

package remat

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/memspace"
)

// HostSpace is the memory space of host memory in a layout, S(5), as
// XLA's host offloading writes it.
const HostSpace = 5

// Options configure Fit.
type Options struct {
	// Limit is the bytes the arena may take; it must be positive.
	Limit int64
	// Liveness sizes and aligns buffers, as the pipeline's analysis did.
	Liveness liveness.Options
	// Arena is the arena the limit is for.
	Arena liveness.Arena
	// Target is the cost model's figures: the seconds of a recompute.
	Target cost.Target
	// HostBandwidth is the bytes per second of a copy between device and
	// host memory; 0 takes HostBandwidth(Target.Name).
	HostBandwidth float64
	// Pack returns the packed peak of a problem; nil packs with assign's
	// bestfit, whose peak bounds that of the pipeline's own packer ("auto"
	// keeps the best of several, bestfit among them).
	Pack func(*assign.Problem) (int64, error)
	// MaxRounds bounds the rounds (a count, so the result does not depend
	// on the machine); 0 means 400.
	MaxRounds int
	// Batch is the most changes one round applies; 0 means 32.
	Batch int
	// NoRemat and NoOffload turn a remedy off; NoReorder keeps FitOrders
	// to the order it is given. Fit turns offload off itself for a target
	// without host memory (HostMemory).
	NoRemat, NoOffload, NoReorder bool
	// NoHoist turns the moves of the order (reorder.go) off and leaves
	// FitOrders its orders: the pipeline fits so again where the fit with
	// moves is refused (plan_remat.go).
	NoHoist bool
	// FirstOver serves the first step over the limit in program order
	// rather than the step of highest load (as XLA's walk does), with the
	// planner's own costs and remedies.
	FirstOver bool
	// XLA runs the baseline after XLA's HloRematerialization instead (see
	// xla.go): no offload, the first step over the limit in program order,
	// the largest saving first whatever it costs, and a stop once the sum
	// of live bytes is under the limit, fragmentation ignored.
	XLA bool
	// PinnedLimit, when positive, is what the module Pin writes for a fit
	// must pack under for the fit to count in FitOrders and
	// SmallestLimitFinal (PinnedPeak; the pinned footing XLA:CPU compiles
	// under the flags the planner recommends): an order whose rounds fit
	// but whose pinned module does not is passed over for the next. 0
	// judges a fit by its rounds alone.
	PinnedLimit int64
	// Final, when set, is the caller's judgement of a fit whose rounds
	// stop above the limit, by what its verdict reads: the pipeline's
	// final packing (which may beat the rounds' bestfit), and the pinned
	// module where the target compiles that. FitOrders counts a way it
	// accepts as a fit (as SmallestLimitFinal judges a probe); nil judges
	// by the rounds alone.
	Final func(*Result) (bool, error)
}

// Change is one rematerialization or offload.
type Change struct {
	// Kind is "remat", "offload" or "scan" (a checkpointed scan: Value
	// names its forward loop, Bytes its stacked residuals, Step the trip
	// count T and Chain the segment length k; see scan.go).
	Kind string
	// Value names the instruction whose value is recomputed or moved,
	// Computation the computation holding it.
	Value       string
	Computation string
	// Clone names the instruction the late uses now read: the clone, or
	// the copy-done that brings the value back from host memory.
	Clone string
	// Shape is the value's shape, Bytes its size under the layout.
	Shape string
	Bytes int64
	// Saved is the bytes the change took off the highest step it targeted.
	Saved int64
	// Flops is the floating-point work recomputed (every execution: times
	// the trip counts of the loops around it); Moved the bytes copied to
	// host and back, likewise.
	Flops float64
	Moved int64
	// Seconds is the time the change adds under the cost model.
	Seconds float64
	// Step is the step of the timeline the change targeted.
	Step int64
	// Chain is the number of instructions a recompute cloned when its
	// operands were recomputed too (0 for one instruction).
	Chain int
	// OpName and Source are the value's op_name and source_file:line from
	// its metadata ("" when it has none): where the user wrote it.
	OpName, Source string
}

// Result is what Fit did.
type Result struct {
	// Module, Sequence and Liveness are the changed program (the input,
	// copied, when nothing changed) and its analysis.
	Module   *hlo.Module
	Sequence hlo.Sequence
	Liveness *liveness.Result
	// Changes lists every change, in the order made.
	Changes []Change
	// Order names the instruction order the changes were made in, when
	// FitOrders chose it ("" from Fit).
	Order string
	// Limit is Options.Limit.
	Limit int64
	// Fits is true when Peak <= Limit.
	Fits bool
	// Peak and LowerBound are the packed peak and L of the result;
	// InitialPeak and InitialLowerBound those of the input.
	Peak, LowerBound               int64
	InitialPeak, InitialLowerBound int64
	// PinnedPeak is the peak of the module Pin writes for the fit, where
	// the caller measured it (PinnedPeak), or where Options.PinnedLimit
	// asked for it; 0 otherwise.
	PinnedPeak int64
	// pinnedLimit is Options.PinnedLimit of the fit that measured
	// PinnedPeak; finalFits is true where the rounds stop above the limit
	// and Options.Final's packing meets it (ok).
	pinnedLimit int64
	finalFits   bool
	// early names the updates PinnedPeak runs right after the operand
	// they write over in the module Pin writes for the fit (updatesEarly,
	// PinFit), where that lowered its figure; nil: none.
	early map[string]bool
	// hoisted is true where a move of the order (reorder.go) was kept
	// in the rounds, even one the fit later returned from: without one
	// the rounds were those of the fit with Options.NoReorder.
	hoisted bool
	// measures counts the programs the fit analysed and packed: its cost.
	measures int
	// Rounds counts the rounds run (kept or not).
	Rounds int
	// Flops, Moved and Seconds add up the changes; StepFlops and
	// StepSeconds are those of one run of the input module under the cost
	// model, the scale the totals are read against.
	Flops       float64
	Moved       int64
	Seconds     float64
	StepFlops   float64
	StepSeconds float64
	// Bound is the lower bound on what any plan needs, with its reasons:
	// set when the limit is not met; PeakStep is then the step of highest
	// load and Remedies what could be done about its largest buffers.
	Bound    *Bound
	PeakStep int64
	Remedies []Remedy
	// PeakLiveness is the analysis PeakStep and Remedies refer to where
	// the figure a refused fit is held to is not Liveness's plan (the
	// pinned module's heap, PinnedPeakAt); nil: Liveness.
	PeakLiveness *liveness.Result
	// Base is the module the rounds started from when it is not the input:
	// the input with its scans checkpointed (CheckpointScans), whose
	// changes lead Changes; nil otherwise.
	Base *hlo.Module
	// Advice is what to change in the JAX program (Advise), set by the
	// caller that asks for it; nil otherwise.
	Advice *Advice
}

// debug, when set (by tests), hears what each round did.
var debug func(format string, args ...any)

// ErrLimit is wrapped by the error of a fit that cannot meet its limit.
var ErrLimit = errors.New("memory limit exceeded")

// HostBandwidth returns the bytes per second between device and host memory
// of the named target: the host link's published rate. These are
// estimates of what a copy reaches, and --host-bandwidth overrides them.
func HostBandwidth(target string) float64 {
	switch target {
	case "h100":
		return 55e9 // PCIe Gen5 x16: 64 GB/s raw, about 55 GB/s achieved
	case "a100":
		return 25e9 // PCIe Gen4 x16: 32 GB/s raw, about 25 GB/s achieved
	case "tpu-v5p":
		return 50e9 // estimate: PCIe Gen5 hosts
	}
	return 25e9 // tpu-v5e, tpu-v4: PCIe Gen4 x16 hosts, about 25 GB/s achieved
}

// HostMemory reports whether the named target has a host memory space the
// program can copy to: XLA:CPU has none (the host is the device; it
// refuses copy-start: "HLO opcode `copy-start` is not supported by XLA:CPU
// ThunkEmitter"), so a fit for "cpu" never offloads.
func HostMemory(target string) bool {
	return target != "cpu"
}

// fitter is the state of one Fit.
type fitter struct {
	opt  Options
	host float64 // host bandwidth in bytes per second
	// mod, seq and lv are the current program and its analysis; peak and
	// low its packed peak and L.
	mod       *hlo.Module
	seq       hlo.Sequence
	lv        *liveness.Result
	peak, low int64
	// above adds up, over the steps, the live bytes above the limit: a
	// change that lowers one step of a plateau of highest load lowers it.
	above int64
	// changes are the changes kept so far.
	changes []Change
	// banned names values a single change could not help.
	banned map[string]bool
	// names are the instruction names in use in mod.
	names map[string]bool
	// inputs are the names of the input's instructions and computations:
	// a clone of one is named after it even when its name reads like a
	// clone's (an input that is a fit's emitted module, re-planned).
	inputs map[string]bool
	// offloadBudget is the seconds offloads may still add: the seconds of
	// one run of the input program less those of the offloads kept. An
	// offload whose transfers take longer than the step itself costs more
	// than it buys back (running the step as two halves of the batch,
	// gradient accumulation, needs about one more step's time and halves
	// the activations), so none is chosen past it.
	offloadBudget float64
	// hoistsLeft is the moves of the order hoist may still measure
	// (hoistBudget).
	hoistsLeft int
	// hoistRejected holds the moves of the order (hoistKey) measured and
	// rejected since the program last changed: measured again on the same
	// program they would be rejected again.
	hoistRejected map[string]bool
	// measures counts the programs analysed and packed (measure), and
	// measuredLow is the L of the last of them (kept or not).
	measures    int
	measuredLow int64
}

// Fit changes m, ordered by seq, until its packed peak is at most
// opt.Limit or no change helps. It never modifies m: the result holds a
// changed copy. The error is non-nil only for a failure of the analysis;
// a limit that cannot be met gives Fits false and a Bound.
func Fit(m *hlo.Module, seq hlo.Sequence, opt Options) (*Result, error) {
	if opt.Limit <= 0 {
		return nil, fmt.Errorf("remat: memory limit %d: want a positive number of bytes", opt.Limit)
	}
	if opt.Arena == "" {
		opt.Arena = liveness.All
	}
	if opt.MaxRounds == 0 {
		opt.MaxRounds = 400
	}
	if opt.Batch == 0 {
		opt.Batch = 32
	}
	if opt.Liveness.Size == nil || opt.Liveness.Align == nil {
		tpu := layout.TPU()
		opt.Liveness.Size, opt.Liveness.Align = tpu.Bytes, tpu.Alignment
	}
	if opt.Target.PeakFlops == 0 {
		t, err := cost.Lookup(cost.DefaultTarget)
		if err != nil {
			return nil, err
		}
		opt.Target = t
	}
	if opt.Pack == nil {
		opt.Pack = packBestFit
	}
	f := &fitter{opt: opt, host: opt.HostBandwidth, banned: map[string]bool{}, names: map[string]bool{}, hoistsLeft: hoistBudget, hoistRejected: map[string]bool{}}
	if f.host <= 0 {
		f.host = HostBandwidth(opt.Target.Name)
	}
	f.mod, f.seq = cloneModule(m, seq)
	renumber(f.mod, f.seq)
	f.inputs = map[string]bool{}
	for _, c := range f.mod.Computations {
		f.inputs[c.Name] = true
		for _, in := range c.Instructions {
			f.names[in.Name] = true
			f.inputs[in.Name] = true
		}
	}
	if err := f.measure(); err != nil {
		return nil, err
	}
	res := &Result{Limit: opt.Limit, InitialPeak: f.peak, InitialLowerBound: f.low}
	// A kept move of the order (attemptOrder) renumbers the module in
	// place: the states kept below hold their order, and are renumbered
	// to it where they are read again.
	initMod, initSeq, initLv := f.mod, f.seq, f.lv
	// low is the state of lowest packed peak so far: where hoists were
	// kept (reorder.go) and the rounds then end above it without a fit,
	// the fit returns it (a round kept for fewer bytes over the limit may
	// raise the peak, and a hoist changes which rounds follow).
	type state struct {
		mod       *hlo.Module
		seq       hlo.Sequence
		lv        *liveness.Result
		peak, low int64
		changes   int
	}
	lowest := state{f.mod, f.seq, f.lv, f.peak, f.low, 0}
	hoisted := false
	res.StepFlops, res.StepSeconds = stepCost(f.lv, opt.Target, opt.Liveness.Size)
	f.offloadBudget = res.StepSeconds
	if opt.XLA || !HostMemory(opt.Target.Name) {
		f.opt.NoOffload = true
	}
	batch := opt.Batch
	for f.over() && res.Rounds < opt.MaxRounds {
		res.Rounds++
		if !f.opt.XLA && !f.opt.NoReorder && !f.opt.NoHoist {
			if ok, err := f.hoist(hoistPeaks); err != nil {
				return nil, err
			} else if ok {
				hoisted = true
				if f.peak < lowest.peak {
					lowest = state{f.mod, f.seq, f.lv, f.peak, f.low, len(f.changes)}
				}
				continue
			}
		}
		r := f.newRound()
		cands := r.choose(f, batch)
		if len(cands) == 0 {
			break
		}
		kept, err := f.try(cands)
		if err != nil {
			return nil, err
		}
		if debug != nil {
			for _, c := range cands {
				debug("    %s %s at %d saves %d chain %d ext %v", c.kind, c.handle.Name, c.step, c.saved, len(c.chain), c.ext)
			}
			debug("round %d: %d candidates (first %s %s at %d saves %d), kept %v: peak %d L %d", res.Rounds, len(cands), cands[0].kind, cands[0].handle.Name, cands[0].step, cands[0].saved, kept, f.peak, f.low)
		}
		if kept && f.peak < lowest.peak {
			lowest = state{f.mod, f.seq, f.lv, f.peak, f.low, len(f.changes)}
		}
		switch {
		case kept:
			batch = min(opt.Batch, batch*2)
		case len(cands) > 1:
			batch = max(1, len(cands)/2)
		default:
			f.banned[cands[0].handle.Name] = true
		}
	}
	if hoisted && f.over() && f.peak > lowest.peak {
		f.mod, f.seq, f.lv, f.peak, f.low = lowest.mod, lowest.seq, lowest.lv, lowest.peak, lowest.low
		renumber(f.mod, f.seq)
		f.changes = f.changes[:lowest.changes]
	}
	res.hoisted, res.measures = hoisted, f.measures
	res.Module, res.Sequence, res.Liveness = f.mod, f.seq, f.lv
	res.Changes, res.Peak, res.LowerBound = f.changes, f.peak, f.low
	res.Fits = f.peak <= opt.Limit
	for _, c := range f.changes {
		res.Flops += c.Flops
		res.Moved += c.Moved
		res.Seconds += c.Seconds
	}
	if !res.Fits {
		renumber(initMod, initSeq)
		res.Bound = LowerBound(initMod, initLv, opt.Arena, opt.Limit, !f.opt.NoOffload)
		renumber(f.mod, f.seq)
		res.PeakStep, res.Remedies = f.remedies(10)
	}
	return res, nil
}

// over reports whether the program is still over the limit: its packed
// peak, or for the XLA baseline the sum of live bytes it compares.
func (f *fitter) over() bool {
	if f.opt.XLA {
		return f.low > f.opt.Limit
	}
	return f.peak > f.opt.Limit
}

// packBestFit packs p with assign's bestfit and returns its peak.
func packBestFit(p *assign.Problem) (int64, error) {
	s, err := assign.Solve(p, assign.Options{Algorithm: "bestfit"})
	if err != nil {
		return 0, err
	}
	if err := assign.Verify(p, s); err != nil {
		return 0, fmt.Errorf("remat: the packing does not verify (a bug in assign): %w", err)
	}
	return s.Peak, nil
}

// measure analyses and packs the current program.
func (f *fitter) measure() error {
	f.measures++
	lv, err := liveness.Analyze(f.mod, f.seq, f.opt.Liveness)
	if err != nil {
		return err
	}
	p := lv.Problem(f.opt.Arena)
	peak, err := f.opt.Pack(p)
	if err != nil {
		return err
	}
	f.lv, f.peak = lv, peak
	f.low, _ = lv.MaxLiveIn(f.opt.Arena)
	f.measuredLow = f.low
	f.above = 0
	diff := make([]int64, lv.Steps+1)
	for i := range lv.Buffers {
		if b := &lv.Buffers[i]; f.opt.Arena.In(b) {
			diff[b.Start] += b.Size
			diff[b.End] -= b.Size
		}
	}
	var cur int64
	for s := int64(0); s < lv.Steps; s++ {
		if cur += diff[s]; cur > f.opt.Limit {
			f.above += cur - f.opt.Limit
		}
	}
	return nil
}

// try applies cands to a copy of the program and keeps the copy when its
// packed peak is lower, or equal with a lower L.
func (f *fitter) try(cands []candidate) (bool, error) {
	return f.attempt(false, func(byID []*hlo.Instruction) []Change {
		var made []Change
		for _, c := range cands {
			c = c.onto(byID)
			made = append(made, f.apply(c))
		}
		return made
	})
}

// attempt runs change on a copy of the program (byID maps the current
// program's instruction IDs onto the copy's) and keeps the copy, with the
// changes change returns, when its packed peak is lower, or equal with a
// lower L (for the XLA baseline: a lower sum of live bytes). With peakOnly
// the packed peak must fall, or stay with fewer bytes over the limit: a
// move of the order (hoist) that only shifts load between steps could
// otherwise be undone by the next.
func (f *fitter) attempt(peakOnly bool, change func(byID []*hlo.Instruction) []Change) (bool, error) {
	saved := struct {
		mod       *hlo.Module
		seq       hlo.Sequence
		lv        *liveness.Result
		peak, low int64
		names     map[string]bool
		above     int64
	}{f.mod, f.seq, f.lv, f.peak, f.low, f.names, f.above}
	// The candidates point into the saved module, which is kept if the
	// round fails: the changes go into a copy.
	f.mod, f.seq = cloneModule(saved.mod, saved.seq)
	f.names = make(map[string]bool, len(saved.names))
	for n := range saved.names {
		f.names[n] = true
	}
	// Map the candidates onto the copy by ID (IDs are dense and equal).
	var byID []*hlo.Instruction
	for _, c := range f.mod.Computations {
		for _, in := range c.Instructions {
			for len(byID) <= in.ID {
				byID = append(byID, nil)
			}
			byID[in.ID] = in
		}
	}
	made := change(byID)
	renumber(f.mod, f.seq)
	err := f.measure()
	if peakOnly {
		if err == nil && (f.peak < saved.peak || f.peak == saved.peak && f.above < saved.above) {
			f.changes = append(f.changes, made...)
			clear(f.hoistRejected)
			return true, nil
		}
	} else if err == nil && !f.opt.XLA && (f.peak < saved.peak || f.above < saved.above || f.peak == saved.peak && f.low < saved.low) ||
		err == nil && f.opt.XLA && (f.low < saved.low || f.low == saved.low && f.above < saved.above) {
		f.changes = append(f.changes, made...)
		clear(f.hoistRejected)
		for _, c := range made {
			if c.Kind == "offload" {
				f.offloadBudget -= c.Seconds
			}
		}
		return true, nil
	}
	if debug != nil {
		debug("  rejected: peak %d L %d (err %v)", f.peak, f.low, err)
	}
	var herr hlo.ErrorList
	if err != nil && !errors.As(err, &herr) {
		// An analysis that fails on a changed module is a bug in the
		// rewrite, never the user's: say so.
		return false, fmt.Errorf("remat: the changed module does not analyse: %w", err)
	}
	f.mod, f.seq, f.lv, f.peak, f.low, f.names, f.above = saved.mod, saved.seq, saved.lv, saved.peak, saved.low, saved.names, saved.above
	return false, nil
}

// attemptOrder measures the program with order as its entry
// computation's sequence (a move of the order: no instruction changes)
// and keeps it, with ch, when its packed peak falls or stays with fewer
// bytes over the limit, as attempt does with peakOnly. No copy of the
// module is made: it is renumbered to the order in place, and back when
// the order is rejected.
func (f *fitter) attemptOrder(order []*hlo.Instruction, ch Change) (bool, error) {
	c := f.mod.Entry
	saved := struct {
		seq              hlo.Sequence
		lv               *liveness.Result
		peak, low, above int64
	}{f.seq, f.lv, f.peak, f.low, f.above}
	f.seq = maps.Clone(saved.seq)
	f.seq[c] = order
	renumber(f.mod, f.seq)
	err := f.measure()
	if err == nil && (f.peak < saved.peak || f.peak == saved.peak && f.above < saved.above) {
		f.changes = append(f.changes, ch)
		clear(f.hoistRejected)
		return true, nil
	}
	var herr hlo.ErrorList
	if err != nil && !errors.As(err, &herr) {
		return false, fmt.Errorf("remat: the reordered module does not analyse: %w", err)
	}
	f.seq, f.lv, f.peak, f.low, f.above = saved.seq, saved.lv, saved.peak, saved.low, saved.above
	renumber(f.mod, f.seq)
	return false, nil
}

// stepCost returns the flops and roofline seconds of one run of the
// program on lv's timeline, loops counted by their trip counts.
func stepCost(lv *liveness.Result, t cost.Target, size func(hlo.Shape) int64) (flops, seconds float64) {
	w := weights(lv)
	for s, in := range lv.Timeline {
		flops += w[s] * cost.Flops(in)
		seconds += w[s] * instSeconds(in, t, size)
	}
	return flops, seconds
}

// weights returns for each step of the timeline the product of the trip
// counts of the while loops open around it.
func weights(lv *liveness.Result) []float64 {
	w := make([]float64, len(lv.Timeline))
	open := map[*hlo.Instruction]bool{}
	var stack []float64
	cur := 1.0
	for s, in := range lv.Timeline {
		if in.Opcode == "while" {
			if open[in] {
				delete(open, in)
				if len(stack) > 0 {
					cur = stack[len(stack)-1]
					stack = stack[:len(stack)-1]
				}
				w[s] = cur
				continue
			}
			open[in] = true
			w[s] = cur
			stack = append(stack, cur)
			cur = math.Min(cur*float64(memspace.TripCount(in)), 1e12)
			continue
		}
		w[s] = cur
	}
	return w
}

// instSeconds is the roofline time of one execution of in: its flops, and
// the bytes it reads and writes in device memory.
func instSeconds(in *hlo.Instruction, t cost.Target, size func(hlo.Shape) int64) float64 {
	if !cost.MovesMemory(in.Opcode) || t.PeakFlops <= 0 {
		return 0
	}
	var bytes int64
	for k, o := range in.Operands {
		if o.Shape.IsArray() {
			bytes += cost.OperandBytes(in, k, size(o.Shape))
		}
	}
	if in.Shape.IsArray() {
		bytes += cost.ResultBytes(in, size(in.Shape))
	} else if in.Shape.IsTuple() {
		for _, e := range in.Shape.Tuple {
			if e.IsArray() {
				bytes += size(e)
			}
		}
	}
	return t.Seconds(cost.Flops(in), bytes, 0)
}

// freshName returns a name not in use built from base and suffix as XLA
// names its clones: base.remat, then base.remat2, base.remat3 ...
//
// A clone of a clone this fit made is named after the original, as XLA
// does; an instruction of the input is the original, whatever its name:
// the clone of eq.57.remat, an instruction of a module an earlier fit
// emitted, is eq.57.remat.remat, which Check traces back to eq.57.remat
// (named eq.57.remat2, it was traced to eq.57, which the re-plan had fused
// away: "neither an original, a clone of one, nor an offload").
func (f *fitter) freshName(base, suffix string) string {
	if i := strings.LastIndex(base, "."+suffix); i > 0 && !f.inputs[base] {
		rest := base[i+len(suffix)+1:]
		if _, err := strconv.Atoi(rest); rest == "" || err == nil {
			base = base[:i]
		}
	}
	for k := 1; ; k++ {
		n := base + "." + suffix
		if k > 1 {
			n += strconv.Itoa(k)
		}
		if !f.names[n] {
			f.names[n] = true
			return n
		}
	}
}

package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/remat"
	"github.com/planner-dev/planner/report"
)

// rematOptions are the flags of a memory limit, shared by plan and explain.
type rematOptions struct {
	// device is true for --memory-limit device: the target's default.
	device bool
	// emit names the file the changed module is written to.
	emit string
}

// declareRemat defines --memory-limit, --host-bandwidth and --emit-hlo.
func declareRemat(fs *flag.FlagSet, cfg *planner.Config, o *rematOptions) {
	fs.Func("memory-limit", "the bytes the program may use (16GiB, 1.5GiB, 16GB, 1e9), or \"device\":\nthe usable memory of --device NAME, or without --device the --target's\n(a TPU's HBM; a GPU's JAX pool, 0.75 × its memory; cpu has none):\nwhen the plan's peak exceeds it, recompute and offload values to host\nmemory until it fits; exit 1 with an out-of-memory report when nothing\nfits (explain prints the report instead)", func(s string) error {
		if s == "device" {
			o.device = true
			return nil
		}
		n, err := planner.ParseSize(s)
		if err == nil && n == 0 {
			err = errors.New("want a positive number of bytes, or device")
		}
		cfg.MemoryLimit = n
		return err
	})
	fs.Func("host-bandwidth", "bytes per second of a copy between device and host memory, for\noffloads (default: the --target's, see docs/memory-limit.md)", func(s string) error {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || !(v > 0) {
			return errors.New("want a positive number of bytes per second")
		}
		cfg.HostBandwidth = v
		return nil
	})
	fs.Func("remedies", "with --memory-limit, the changes the fit may make, comma-separated:\nrecompute, offload (to host memory), reorder (try every schedule's\norder), donate (alias JAX arguments to outputs of their shape:\nthe caller gives them up; only when named) (default: all that the\n--target can run but donate; cpu has no host memory, so no offload)", func(s string) error {
		cfg.Remedies = []string{}
		for _, r := range strings.Split(s, ",") {
			if r = strings.TrimSpace(r); r != "" {
				cfg.Remedies = append(cfg.Remedies, r)
			}
		}
		return nil
	})
	fs.StringVar(&o.emit, "emit-hlo", "", "write the module the plan is for as HLO text to this file: with\n--memory-limit the changed module (clones NAME.remat, offloads as\ncopy-start/copy-done to S(5), the plan's order as opt-barriers; not\nwritten when the limit is not met); without it the module as modeled,\nits fusions written out")
}

// resolve fills in the device default of --memory-limit.
func (o *rematOptions) resolve(cfg *planner.Config) error {
	if !o.device {
		return nil
	}
	if cfg.Device != "" {
		d, err := planner.LookupDevice(cfg.Device)
		if err != nil {
			return &usageError{fmt.Sprintf("-device: %v", err)}
		}
		cfg.MemoryLimit, _ = d.Usable(cfg.MemFraction)
		return nil
	}
	d, err := planner.DeviceMemoryLimit(cfg.Target)
	if err != nil {
		return &usageError{fmt.Sprintf("-memory-limit device: %v: name the device (--device NAME) or give a size", err)}
	}
	cfg.MemoryLimit = d.Limit
	return nil
}

// emitHLO writes the module the plan is for to o.emit, atomically.
func (o *rematOptions) emitHLO(res []*planner.Result) error {
	if o.emit == "" {
		return nil
	}
	var b strings.Builder
	for i, r := range res {
		if i > 0 {
			b.WriteString("\n// -----\n\n")
		}
		b.WriteString(r.Emitted().String())
	}
	if err := writeFile(o.emit, []byte(b.String())); err != nil {
		return fail(exitUsage, "planner: %v", err)
	}
	return nil
}

// writeRemat writes what the remat step did: every change and the totals.
func writeRemat(w io.Writer, r *planner.Result) {
	f := r.Remat
	if f == nil {
		return
	}
	// The peaks are the verdict's stages, the figures printed at the top.
	v := r.Verdict()
	status := "fits"
	if !f.Fits {
		status = "does not fit"
	}
	if len(f.Changes) == 0 {
		limit := human(f.Limit)
		if out := r.OutsideArena(); out > 0 {
			limit = fmt.Sprintf("%s (XLA's total; %s for the temp arena)", human(f.Limit+out), human(f.Limit))
		}
		fmt.Fprintf(w, "\nmemory limit %s: %s · peak %s · no rematerialization or offload needed\n", limit, status, human(v.Needs))
		return
	}
	before := v.Stages[len(v.Stages)-1]
	if len(v.Stages) > 1 {
		before = v.Stages[len(v.Stages)-2]
	}
	// With --arena temp the verdict's figures are XLA's total (its stages
	// too): the limit is printed on the same footing as v.Needs.
	limit, out := human(f.Limit), r.OutsideArena()
	if out > 0 {
		limit = fmt.Sprintf("%s (XLA's total; %s for the temp arena)", human(f.Limit+out), human(f.Limit))
	}
	fmt.Fprintf(w, "\nmemory limit %s: %s · peak %s %s → %s %s · %d rematerializations and offloads in %d rounds\n",
		limit, status, before.Stage, human(before.Peak), v.Stage, human(v.Needs), len(f.Changes), f.Rounds)
	// The value column is as wide as its widest entry ("value → clone"),
	// at least 34 characters, so that the figures line up.
	width := 34
	for _, c := range f.Changes {
		n := utf8.RuneCountInString(c.Value)
		if c.Kind != "scan" {
			n += utf8.RuneCountInString(" → " + c.Clone)
		}
		width = max(width, n)
	}
	fmt.Fprintf(w, "  %-8s %-*s %10s %10s %12s %10s %10s\n", "change", width, "value", "bytes", "saved", "flops", "moved", "seconds")
	for _, c := range f.Changes {
		if c.Kind == "scan" {
			fmt.Fprintf(w, "  %-8s %-*s %10s %10s %12s %10s %10s\n", c.Kind, width, c.Value, human(c.Bytes), human(c.Saved),
				flopsText(c.Flops), human(c.Moved), secondsText(c.Seconds))
			fmt.Fprintf(w, "           %s\n", scanText(&c))
			continue
		}
		fmt.Fprintf(w, "  %-8s %-*s %10s %10s %12s %10s %10s\n", c.Kind, width, c.Value+" → "+c.Clone, human(c.Bytes), human(c.Saved),
			flopsText(c.Flops), human(c.Moved), secondsText(c.Seconds))
	}
	share := 0.0
	if f.StepFlops > 0 {
		share = f.Flops / f.StepFlops
	}
	tshare := 0.0
	if f.StepSeconds > 0 {
		tshare = f.Seconds / f.StepSeconds
	}
	fmt.Fprintf(w, "  total: %s recomputed (%s of the step's %s) · %s moved to host and back · %s added (%s of the step's %s)\n",
		flopsText(f.Flops), percent(share), flopsText(f.StepFlops), human(f.Moved), secondsText(f.Seconds), percent(tshare), secondsText(f.StepSeconds))
	writeRematSources(w, f.Changes)
	writeRematSettings(w, r)
	if f.Fits {
		writeJAX(w, r)
	}
}

// writeJAX writes what to change in the JAX program behind the module
// (remat.Advise): the checkpoint policy the fit's recomputes follow, the
// scans to checkpoint, the arguments to donate, a smaller batch, and the
// smallest limit the planner fits, each with the planner's estimate.
func writeJAX(w io.Writer, r *planner.Result) {
	f := r.Remat
	a := f.Advice
	// The figures are the verdict's: with the arena "temp", XLA's total,
	// the arena's figure plus what it leaves out (the limit the user
	// passes to --memory-limit is on that total too).
	out := r.OutsideArena()
	var scans []remat.Change // the fit's checkpointed scans
	for _, c := range f.Changes {
		if c.Kind == "scan" {
			scans = append(scans, c)
		}
	}
	var donate []planner.Donation // arguments worth donating, not donated
	for _, d := range r.Donations {
		if !d.Applied {
			donate = append(donate, d)
		}
	}
	if a == nil || a.Policy == "" && len(a.Scans) == 0 && len(a.Donations) == 0 && a.Smallest == 0 && len(scans) == 0 && len(donate) == 0 {
		return
	}
	fmt.Fprintf(w, "\nWhat to write in JAX (the planner's estimates):\n")
	for _, d := range donate {
		call := "jax.jit's donate_argnums"
		if d.Argnums != "" {
			mod := r.Module.Name
			if r.Original != nil {
				mod = r.Original.Name
			}
			call = fmt.Sprintf("jax.jit(%s, %s)", report.JitFunction(mod), d.Argnums)
		}
		then := "still over " + human(f.Limit+out)
		if d.Fits {
			then = "fits " + human(f.Limit+out)
		}
		fmt.Fprintf(w, "  - donate %s: %s; the caller gives it up, its buffers become the outputs of their shape (%s aliased, saves %s after the copies XLA adds: then %s, %s)\n",
			d.Name, call, human(d.Aliased), human(d.Saved), human(d.Needs), then)
	}
	for _, c := range scans {
		name := c.Value
		if c.OpName != "" {
			name += " (" + c.OpName + ")"
		}
		fmt.Fprintf(w, "  - scan %s, %d steps: this fit checkpoints it, keeping every %s carry; the same schedule in JAX is nested scans, chunks of %d steps, the chunk function under jax.checkpoint: jax.lax.scan(jax.checkpoint(chunk), carry, xs.reshape(%d, %d, ...)), padding the steps to a multiple of %d (keeps %s of %s stacked residuals)\n",
			name, c.Step, ordinal(c.Chain), c.Chain, (c.Step+int64(c.Chain)-1)/int64(c.Chain), c.Chain, c.Chain, human(c.Bytes-c.Saved), human(c.Bytes))
	}
	if a.Policy != "" {
		where, what := "the code under "+a.Scope, listText(a.Recomputed, 4)
		if a.Scope == "" {
			where, what = "the code computing "+what, "them"
		}
		fit := "this fit"
		if !f.Fits {
			fit = "the smallest fit"
		}
		switch a.Policy {
		case "save_only_these_names":
			fmt.Fprintf(w, "  - jax.checkpoint %s with policy=jax.checkpoint_policies.save_only_these_names(...): %s recomputes %s", where, fit, what)
			if len(a.Save) > 0 {
				fmt.Fprintf(w, " from what it keeps; name those with jax.ad_checkpoint.checkpoint_name: %s", listText(a.Save, 4))
			}
			fmt.Fprintf(w, " (saves %s at the peaks of %s)\n", human(a.Saved), fit)
		default:
			fmt.Fprintf(w, "  - jax.checkpoint %s with policy=jax.checkpoint_policies.%s: %s recomputes %s, no matmul or convolution, and keeps the matmuls (saves %s at the peaks of %s)\n",
				where, a.Policy, fit, what, human(a.Saved), fit)
		}
	}
	for _, s := range a.Scans {
		name := s.While
		if s.OpName != "" {
			name += " (" + s.OpName + ", " + fmt.Sprint(s.Trips) + " steps)"
		} else {
			name += fmt.Sprintf(" (%d steps)", s.Trips)
		}
		fmt.Fprintf(w, "  - scan %s: stacked residuals %s, carry %s\n", name, human(s.Stacked), human(s.Carry))
		peak := func(saved int64) string {
			if a.Peak <= saved {
				return ""
			}
			return fmt.Sprintf(": if all are live at the peak, %s falls to %s", human(a.Peak+out), human(a.Peak+out-saved))
		}
		if s.Checkpoint < s.Stacked {
			fmt.Fprintf(w, "      jax.lax.scan(jax.checkpoint(body, prevent_cse=False), ...): keeps %s of them (saves %s%s)\n", human(s.Checkpoint), human(s.Stacked-s.Checkpoint), peak(s.Stacked-s.Checkpoint))
		}
		if s.Nested < s.Stacked {
			fmt.Fprintf(w, "      nested scans of %d steps (√n, the inner body checkpointed): keeps %s (saves %s%s)\n", s.K, human(s.Nested), human(s.Stacked-s.Nested), peak(s.Stacked-s.Nested))
		}
		fmt.Fprintf(w, "      either recomputes the loop's forward pass once more (+%s)\n", secondsText(s.Seconds))
	}
	// A parameter of an argument the bullets above (or the plan) donate
	// already is not offered again: jax donates the whole argument.
	covered := map[int]bool{}
	for _, d := range r.Donations {
		for _, p := range d.Params {
			covered[p] = true
		}
	}
	var reads []remat.Donation
	for _, d := range a.Donations {
		if !covered[d.Param] {
			reads = append(reads, d)
		}
	}
	if len(reads) > 0 {
		var names, args []string
		var ds []remat.ArgDonation
		var saved int64
		known := true
		for _, d := range reads {
			n := d.OpName
			if n == "" {
				n = d.Name
			}
			names = append(names, fmt.Sprintf("%s (entry parameter %d, %s)", n, d.Param, human(d.Bytes)))
			saved += d.Saved
			// jax donates whole arguments: the parameter number is a
			// leaf's, not what donate_argnums takes.
			arg, pos := r.ArgOf(d.Param)
			if pos < 0 {
				known = false
				continue
			}
			if !slices.Contains(args, arg) {
				args = append(args, arg)
				ds = append(ds, remat.ArgDonation{Arg: pos})
			}
		}
		call := "jax.jit's donate_argnums on the arguments that hold them (the module names no arguments: lower(...).as_text(dialect=\"hlo\", debug_info=True) keeps their names)"
		if known {
			call = fmt.Sprintf("jax.jit(%s, %s), which gives up all of %s", report.JitFunction(r.Module.Name), remat.DonateArgnums(ds), strings.Join(args, ", "))
		}
		fmt.Fprintf(w, "  - donate %s: read last before the peak, an output of its shape takes its buffer (saves %s at the peak); jax donates whole arguments: %s\n", listText(names, 4), human(saved), call)
	}
	if a.Batch > 0 && a.Batch < 1 {
		fmt.Fprintf(w, "  - a smaller batch: one about %.2f× the size fits %s, if all but the entry's parameters and constants scale with the batch\n", a.Batch, human(f.Limit+out))
	}
	if a.Smallest > 0 {
		fmt.Fprintf(w, "  - the smallest limit the planner fits: %s (searched down from the peak %s", human(a.Smallest+out), human(f.InitialPeak+out))
		if f.Bound != nil {
			fmt.Fprintf(w, "; no plan, in any order, needs less than %s", human(f.Bound.Bytes+out))
		}
		fmt.Fprintf(w, ")\n")
	}
}

// listText joins up to n items, then says how many more there are.
func listText(items []string, n int) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:n], ", ") + fmt.Sprintf(" and %d more", len(items)-n)
}

// writeRematSources groups the changes by the source line of the values
// they recompute or offload (their op_name where the module carries no
// source lines: JAX's lowered text keeps them in a stack-frame table the
// parser skips), largest saving first: where to put a jax.checkpoint (or
// a checkpoint policy's name) in the user's code.
func writeRematSources(w io.Writer, changes []remat.Change) {
	type group struct {
		source           string
		recompute, moved int
		saved            int64
		ops              []string
	}
	var groups []*group
	at := map[string]*group{}
	for _, c := range changes {
		src := c.Source
		if src == "" && c.OpName != "" {
			src = c.OpName // a module dumped without its stack frames
		} else if src == "" {
			src = "(no source line or op_name)"
		}
		g := at[src]
		if g == nil {
			g = &group{source: src}
			at[src] = g
			groups = append(groups, g)
		}
		if c.Kind == "offload" {
			g.moved++
		} else {
			g.recompute++
		}
		g.saved += c.Saved
		if c.OpName != "" && !slices.Contains(g.ops, c.OpName) {
			g.ops = append(g.ops, c.OpName)
		}
	}
	slices.SortStableFunc(groups, func(a, b *group) int {
		if a.saved != b.saved {
			return cmp.Compare(b.saved, a.saved)
		}
		return strings.Compare(a.source, b.source)
	})
	width := 28 // the key column, as wide as its widest key
	for _, g := range groups {
		width = max(width, utf8.RuneCountInString(g.source))
	}
	fmt.Fprintf(w, "  by source line:\n")
	for _, g := range groups {
		ops := strings.Join(g.ops, ", ")
		if len(g.ops) > 3 {
			ops = strings.Join(g.ops[:3], ", ") + fmt.Sprintf(" and %d more", len(g.ops)-3)
		}
		// The op_names close the line where they add to its key: not
		// where the key is the one op_name (a module without source
		// lines), nor where there is none.
		if len(g.ops) == 0 || (len(g.ops) == 1 && g.ops[0] == g.source) {
			ops = ""
		} else {
			ops = " · " + ops
		}
		fmt.Fprintf(w, "    %-*s %d recomputed, %d offloaded · saved %s%s\n", width, g.source, g.recompute, g.moved, human(g.saved), ops)
	}
}

// writeRematSettings says what a recompute's saving assumes of the compile
// that takes the rewritten module (docs/remat.md), and the flags that make
// it hold.
func writeRematSettings(w io.Writer, r *planner.Result) {
	n := 0
	for _, c := range r.Remat.Changes {
		if c.Kind == "remat" {
			n++
		}
	}
	if n == 0 {
		return
	}
	fmt.Fprintf(w, "  assumes: the order of this plan, which --emit-hlo writes into the module as data dependencies through opt-barriers; clones read their inputs through an opt-barrier (XLA's CSE then keeps them)\n")
	if flags := r.XLAFlags(); flags != "" {
		with, without := r.XLATotals()
		fmt.Fprintf(w, "  XLA:CPU: compile with XLA_FLAGS=%s (keeps the barriers): total modeled %s (arguments + outputs + temp); with its defaults the barriers go before scheduling and CSE merges the clones back: %s, the input's (measured: docs/remat.md)\n",
			flags, human(with), human(without))
	}
}

// flopsText writes a flop count with an SI prefix, the same two decimals
// from a thousand up (131072 is "131.07 kFLOP", never "131072 FLOP");
// below a thousand the count is whole.
func flopsText(x float64) string {
	switch {
	case x >= 1e12:
		return fmt.Sprintf("%.2f TFLOP", x/1e12)
	case x >= 1e9:
		return fmt.Sprintf("%.2f GFLOP", x/1e9)
	case x >= 1e6:
		return fmt.Sprintf("%.2f MFLOP", x/1e6)
	case x >= 1e3:
		return fmt.Sprintf("%.2f kFLOP", x/1e3)
	}
	return fmt.Sprintf("%.0f FLOP", x)
}

// secondsText writes seconds with a unit that keeps three digits.
func secondsText(s float64) string {
	switch {
	case s == 0:
		return "0s"
	case s >= 1:
		return fmt.Sprintf("%.3gs", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.3gms", s*1e3)
	}
	return fmt.Sprintf("%.3gµs", s*1e6)
}

// oomReport writes the out-of-memory report of a plan that does not fit
// its memory limit, in the form XLA:TPU's out-of-memory error takes:
// used X of Y, exceeded by Z; the largest allocations at the peak with
// their op_name, source line, shape, unpadded size and padding; and what
// each remedy would save.
func oomReport(w io.Writer, r *planner.Result) {
	f := r.Remat
	// The figures are the verdict's: the peak of the plan, and the stage
	// before the changes.
	v := r.Verdict()
	// With the arena "temp" every figure is XLA's total: the arena's plus
	// the parameters, constants and outputs it leaves out.
	out := r.OutsideArena()
	limit := f.Limit + out
	fmt.Fprintf(w, "RESOURCE_EXHAUSTED: ran out of memory: used %s of %s, exceeded by %s.\n", human(v.Needs), human(limit), human(v.Needs-limit))
	if len(f.Changes) > 0 && len(v.Stages) > 1 {
		before := v.Stages[len(v.Stages)-2]
		fmt.Fprintf(w, "  after %d rematerializations and offloads in the %s order (the peak was %s %s before them)\n", len(f.Changes), r.Schedule, human(before.Peak), before.Stage)
	}
	if b := f.Bound; b != nil {
		if b.Pair[0] != "" {
			fmt.Fprintf(w, "\nAny plan, in any order, needs at least %s, whatever is recomputed or reordered:\n", human(b.Bytes+out))
		} else {
			fmt.Fprintf(w, "\nAny plan, in any order, needs at least %s, whatever is recomputed or offloaded:\n", human(b.Bytes+out))
		}
		if out > 0 {
			fmt.Fprintf(w, "  %s outside the arena (parameters, constants and outputs; --arena temp)\n  + ", human(out))
		} else {
			fmt.Fprint(w, "  ")
		}
		fmt.Fprintf(w, "%s in buffers that can be neither recomputed nor offloaded (entry parameters and constants, live throughout)", human(b.Pinned))
		if len(b.PinnedValues) > 0 {
			var names []string
			for _, p := range b.PinnedValues[:min(3, len(b.PinnedValues))] {
				names = append(names, fmt.Sprintf("%s %s %s", p.Value, p.Shape, human(p.Bytes)))
			}
			fmt.Fprintf(w, "; largest: %s", strings.Join(names, ", "))
		}
		fmt.Fprintln(w)
		if b.Pair[0] != "" {
			fmt.Fprintf(w, "  + %s: %s reads %s and %s together, and whichever is computed last (or recomputed: nothing goes to host memory here) is computed while the other is live\n", human(b.Working), b.Instruction, b.Pair[0], b.Pair[1])
		} else if b.Instruction != "" {
			fmt.Fprintf(w, "  + %s: the operands and result of %s, live together while it runs\n", human(b.Working), b.Instruction)
		} else {
			fmt.Fprintf(w, "  + %s: the program's outputs, live at the end\n", human(b.Working))
		}
		offered := false // a donation not applied would move bytes outside the arena
		for _, d := range r.Donations {
			offered = offered || !d.Applied
		}
		if b.Bytes > f.Limit && offered {
			fmt.Fprintf(w, "  so no recompute or reorder fits %s: the limit must be at least %s, or arguments donated (above), or the program smaller (shard it, or a smaller batch)\n", human(limit), human(b.Bytes+out))
		} else if b.Bytes > f.Limit {
			fmt.Fprintf(w, "  so no change fits %s: the limit must be at least %s, or the program smaller (shard it, or a smaller batch)\n", human(limit), human(b.Bytes+out))
		} else {
			fmt.Fprintf(w, "  the limit is above this bound: a plan may exist that the remedies below do not reach\n")
		}
	}
	// The step and the allocations are those of the plan the figure is
	// of: the fit's own, or where a fit was refused on the module it
	// writes, that module's in XLA's heap (Remat.PeakLiveness).
	lv := r.Liveness
	if f.PeakLiveness != nil {
		lv = f.PeakLiveness
	}
	fmt.Fprintf(w, "\nLargest allocations at the peak (step %d", f.PeakStep)
	if f.PeakStep >= 0 && int(f.PeakStep) < len(lv.Timeline) {
		fmt.Fprintf(w, ", %s", lv.Timeline[f.PeakStep].Name)
	}
	if f.PeakLiveness != nil {
		fmt.Fprint(w, "; of the module --emit-hlo writes, as XLA would compile it")
	}
	fmt.Fprintln(w, "):")
	for k, rem := range f.Remedies {
		b := &lv.Buffers[rem.Buffer]
		in := b.Values[0].Instruction
		pad := min(planner.PaddingBytes(r.Policy, b), rem.Bytes)
		fmt.Fprintf(w, "\n  %d. Size: %s\n", k+1, human(rem.Bytes))
		if in.Meta().OpName != "" {
			fmt.Fprintf(w, "     Operator: op_name=%q\n", in.Meta().OpName)
		}
		if in.Meta().SourceFile != "" {
			fmt.Fprintf(w, "     Source: %s:%d\n", in.Meta().SourceFile, in.Meta().SourceLine)
		}
		fmt.Fprintf(w, "     Shape: %s\n", liveness.ShapeText(b.Shape))
		fmt.Fprintf(w, "     Unpadded size: %s; padding: %s\n", human(rem.Bytes-pad), human(pad))
		fmt.Fprintf(w, "     XLA label: %s = %s\n", b.Values[0], in.Opcode)
		fmt.Fprintf(w, "     Allocation type: %s\n", b.Kind)
		if c := rem.Recompute; c != nil {
			fmt.Fprintf(w, "     Remedy: recompute %s before its late use: saves %s at the peak, recomputes %s (+%s)\n", c.Value, human(c.Saved), flopsText(c.Flops), secondsText(c.Seconds))
		}
		if c := rem.Offload; c != nil {
			fmt.Fprintf(w, "     Remedy: offload %s to host memory and back: saves %s at the peak, moves %s (+%s)\n", c.Value, human(c.Saved), human(c.Moved), secondsText(c.Seconds))
		}
		if c := rem.Scan; c != nil {
			fmt.Fprintf(w, "     Remedy: %s: saves %s of stacked residuals, recomputes %s (+%s)\n", scanText(c), human(c.Saved), flopsText(c.Flops), secondsText(c.Seconds))
		}
		if rem.Why != "" {
			fmt.Fprintf(w, "     Remedy: none: %s\n", rem.Why)
		}
	}
	writeInputSettings(w, r)
	writeJAX(w, r)
}

// writeInputSettings says, where no fit is claimed, how to compile the
// module as given (without the rewrite) on XLA:CPU: the XLA_FLAGS the
// planner recommends for it and the total it models under them, beside
// XLA's defaults (remat.input_xla_flags, input_xla_total and
// xla_default_total in JSON).
func writeInputSettings(w io.Writer, r *planner.Result) {
	if r.XLAFlags() == "" {
		return // not a modeled module for the target cpu
	}
	flags, total, ok := r.InputXLAFlags()
	if !ok {
		return
	}
	_, defaults := r.XLATotals()
	if flags == "" {
		fmt.Fprintf(w, "\nThe module as given, compiled by XLA:CPU with its defaults: total modeled %s (arguments + outputs + temp); no flag the planner knows needs less\n", human(total))
		return
	}
	fmt.Fprintf(w, "\nThe module as given, compiled by XLA:CPU: XLA_FLAGS=%s, total modeled %s (arguments + outputs + temp); %s with its defaults\n", flags, human(total), human(defaults))
}

// capacityNumbers finds the raw byte counts of assign's capacity errors.
// It is compiled on first use, not at every command's start.
var capacityNumbers = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`peak (\d+) > capacity (\d+)`)
})

// humanCapacity rewrites a capacity error in human sizes, with by how much
// the capacity is exceeded and what to do about it.
func humanCapacity(msg string) string {
	msg = capacityNumbers().ReplaceAllStringFunc(msg, func(m string) string {
		g := capacityNumbers().FindStringSubmatch(m)
		peak, _ := strconv.ParseInt(g[1], 10, 64)
		capacity, _ := strconv.ParseInt(g[2], 10, 64)
		return fmt.Sprintf("the best plan found has a peak of %s, over --capacity %s by %s", human(peak), human(capacity), human(peak-capacity))
	})
	msg = regexp.MustCompile(`(lower bound|need|needs) (\d+)( bytes)?`).ReplaceAllStringFunc(msg, func(m string) string {
		g := regexp.MustCompile(`(lower bound|need|needs) (\d+)( bytes)?`).FindStringSubmatch(m)
		n, _ := strconv.ParseInt(g[2], 10, 64)
		return g[1] + " " + human(n)
	})
	msg = regexp.MustCompile(`(\d+) bytes are live at once`).ReplaceAllStringFunc(msg, func(m string) string {
		n, _ := strconv.ParseInt(strings.Fields(m)[0], 10, 64)
		return "the lower bound L, the most bytes live at once, is " + human(n)
	})
	return msg + "\n(--capacity packs the program as it is; --memory-limit also recomputes and offloads values, and explains what does not fit)"
}

// scanText names a checkpointed scan (remat's change of kind "scan") in
// the user's terms: the schedule, and where the scan is written.
func scanText(c *remat.Change) string {
	s := fmt.Sprintf("checkpointed scan: keep every %s of %d carries, recompute the rest a segment at a time in the backward loop", ordinal(c.Chain), c.Step)
	if c.OpName != "" {
		s += fmt.Sprintf(" · op_name=%q", c.OpName)
	}
	if c.Source != "" {
		s += " · " + c.Source
	}
	return s
}

// ordinal writes k as "12th" ("every 1st" reads "every").
func ordinal(k int) string {
	suf := "th"
	switch {
	case k%100 >= 11 && k%100 <= 13:
	case k%10 == 1:
		suf = "st"
	case k%10 == 2:
		suf = "nd"
	case k%10 == 3:
		suf = "rd"
	}
	return strconv.Itoa(k) + suf
}

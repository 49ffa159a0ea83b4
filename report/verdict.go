package report

import (
	"fmt"
	"io"
	"strings"

	planner "github.com/planner-dev/planner"
)

// WriteVerdict writes the block every plan and explain output opens with:
// the answer on the first line, then what the module needs (the peak of
// the plan, named, with its stage), the figures of every stage side by
// side, and one line per limit it is compared with. Every figure is one of
// planner.Verdict's, which JSON and YAML write as "verdict".
func WriteVerdict(w io.Writer, r *planner.Result) {
	v := r.Verdict()
	xlaLine, xlaOver := rematXLA(r, v)
	fmt.Fprintf(w, "verdict: %s%s\n", verdictAnswer(v), xlaOver)
	per := "on one device"
	switch {
	case v.Global:
		per = fmt.Sprintf("at GLOBAL shapes, as if one device held every array (not partitioned: --as-written; %d devices from %s)", v.Devices, v.DevicesFrom)
	case v.Devices > 1:
		per = fmt.Sprintf("per device (%d devices from %s, mesh %s)", v.Devices, v.DevicesFrom, v.Mesh)
	}
	what := "the peak of the plan"
	if v.OutsideArena > 0 {
		what = fmt.Sprintf("XLA's total (memory_analysis), the temp arena's peak %s + %s outside it (parameters, constants and outputs; --arena temp)", Human(v.Needs-v.OutsideArena), Human(v.OutsideArena))
	}
	fmt.Fprintf(w, "  needs          %s %s: %s, %s · lower bound L %s (%s)\n",
		Human(v.Needs), per, what, StageText(v), Human(v.LowerBound), boundText(r))
	var stages []string
	for _, s := range v.Stages {
		st := fmt.Sprintf("%s %s (L %s", s.Stage, Human(s.Peak), Human(s.LowerBound))
		if s.Instructions > 0 {
			st += fmt.Sprintf(", %s instructions", Commas(int64(s.Instructions)))
		}
		stages = append(stages, st+")")
	}
	fmt.Fprintf(w, "  stages         %s\n", strings.Join(stages, " → "))
	if v.Caveat != "" {
		fmt.Fprintf(w, "  %-14s %s\n", "caveat", v.Caveat)
	}
	if x := v.XLA; x != nil {
		fmt.Fprintf(w, "  %-14s %s under its default scheduler (%s: what is ready runs as early as it can); %s with XLA_FLAGS=%s (%s)",
			x.Compiler, Human(x.DefaultTotal), strings.ToUpper(x.Default), Human(x.MemoryOptimizedTotal), x.Flag, strings.ToUpper(x.MemoryOptimized))
		switch {
		case x.Recommend:
			fmt.Fprintf(w, ": set it, it saves %s\n", Human(x.DefaultTotal-x.MemoryOptimizedTotal))
		default:
			fmt.Fprintf(w, ": it saves nothing here\n")
		}
	}
	writeDonations(w, r, v)
	if len(v.Against) == 0 {
		fmt.Fprintln(w, "  against        nothing given: --device NAME, --capacity N or --memory-limit N (planner plan --help lists the devices)")
		return
	}
	for _, l := range v.Against {
		fmt.Fprintf(w, "  %-14s %s: %s\n", LimitName(l), limitText(l), limitFitText(l))
	}
	if xlaLine != "" {
		fmt.Fprintf(w, "  %-14s %s\n", v.Compiler, xlaLine)
	}
	if !*v.Fits {
		hint := "planner explain lists what is live at the peak; --memory-limit N recomputes and offloads values until the plan fits"
		if r.Remat != nil {
			hint = "the out-of-memory report lists the largest allocations at the peak, their remedies, and what any plan in any order needs"
		}
		fmt.Fprintf(w, "  %-14s %s\n", "to change", hint)
		for _, d := range v.Donations {
			if d.Applied {
				continue
			}
			then := "this plan less that would need " + Human(d.Needs) + ", still over the limit"
			if d.Fits {
				then = "this plan less that is " + Human(d.Needs) + ", under " + Human(r.Config.MemoryLimit)
			}
			fmt.Fprintf(w, "  %-14s donate %s%s: −%s, %s (--remedies ...,donate applies it; the caller gives the argument up)\n", "", d.Name, argnumsText(d.Argnums), Human(d.Saved), then)
		}
	}
}

// writeDonations writes the line of the arguments the plan donated:
// what the caller gives up, and the jax.jit call that does it.
func writeDonations(w io.Writer, r *planner.Result, v *planner.Verdict) {
	var names []string
	var saved, aliased int64
	for _, d := range v.Donations {
		if d.Applied {
			names = append(names, d.Name)
			saved += d.Saved
			aliased += d.Aliased
		}
	}
	if len(names) == 0 {
		return
	}
	call := "jax.jit's donate_argnums"
	if a := r.DonatedArgnums(); a != "" {
		call = fmt.Sprintf("jax.jit(%s, %s)", JitFunction(v.Module), a)
	}
	fmt.Fprintf(w, "  %-14s %s: the caller GIVES UP these arguments (%s); their buffers become the outputs of their shape (%s aliased, −%s in all after the copies XLA adds)\n",
		"donated", strings.Join(names, ", "), call, Human(aliased), Human(saved))
}

// argnumsText is " (donate_argnums=(0,))", or "" without argnums.
func argnumsText(a string) string {
	if a == "" {
		return ""
	}
	return " (" + a + ")"
}

// JitFunction is the Python function behind a module jax named
// jit_NAME: NAME ("f" for a module not named so).
func JitFunction(module string) string {
	if n, ok := strings.CutPrefix(module, "jit_"); ok && n != "" {
		return n
	}
	return "f"
}

// verdictAnswer is the verdict's first line: fits or not, against what,
// by how much; without a limit, the figure alone.
func verdictAnswer(v *planner.Verdict) string {
	if v.Fits == nil {
		what := "peak of the plan"
		if v.OutsideArena > 0 {
			what = "XLA's total: the temp arena's peak and what it leaves out"
		}
		return fmt.Sprintf("%s needs %s (%s, %s); no limit given%s", v.Module, Human(v.Needs), what, v.Stage, xlaAnswer(v))
	}
	var fits, not []string
	for _, l := range v.Against {
		if l.Fits {
			fits = append(fits, fmt.Sprintf("%s (%s to spare)", LimitName(l), Human(l.Spare)))
		} else {
			not = append(not, fmt.Sprintf("%s (over by %s)", LimitName(l), Human(-l.Spare)))
		}
	}
	var parts []string
	if len(not) > 0 {
		parts = append(parts, "DOES NOT FIT "+strings.Join(not, ", "))
	}
	if len(fits) > 0 {
		parts = append(parts, "fits "+strings.Join(fits, ", "))
	}
	return fmt.Sprintf("%s %s%s", v.Module, strings.Join(parts, "; "), xlaAnswer(v))
}

// rematXLA says, for a plan under --memory-limit modeled for the target
// cpu, what XLA:CPU's compile takes against the limit: the module
// --emit-hlo writes under the XLA_FLAGS its order and clones need, and
// the module as given under XLA:CPU's defaults (its BFS scheduler, not
// the plan's order) and under the flag the planner recommends for it
// (planner.Result.XLATotals and InputXLAFlags; remat.xla_total,
// xla_default_total, input_xla_total in JSON). A fit that changed
// nothing is still a plan in the planner's order: XLA:CPU's defaults may
// need more than the limit (a transformer step: 37.0MiB planned, 41.0MiB
// modeled with the defaults, 42.0MiB compiled by jaxlib 0.10.2), so the
// verdict says so where the plan fits and the defaults do not: over is
// what the first line adds then, "" otherwise.
func rematXLA(r *planner.Result, v *planner.Verdict) (line, over string) {
	flags := r.XLAFlags()
	if flags == "" || v.Fits == nil {
		return "", ""
	}
	limit := int64(-1)
	for _, l := range v.Against {
		if l.Kind == "memory_limit" {
			limit = l.Bytes
		}
	}
	if limit < 0 {
		return "", ""
	}
	against := func(n int64) string {
		if n <= limit {
			return fmt.Sprintf("%s, fits", Human(n))
		}
		return fmt.Sprintf("%s, over by %s", Human(n), Human(n-limit))
	}
	with, defaults := r.XLATotals()
	// Without a fit nothing is emitted (the exit status is 1): only the
	// module as given is there to compile.
	line = fmt.Sprintf("the module as given, with XLA:CPU's defaults: %s", against(defaults))
	if *v.Fits {
		line = fmt.Sprintf("the module --emit-hlo writes, with XLA_FLAGS=%s: %s; ", flags, against(with)) + line
	}
	if inFlags, inTotal, ok := r.InputXLAFlags(); ok && inFlags != "" {
		line += fmt.Sprintf("; with XLA_FLAGS=%s: %s", inFlags, against(inTotal))
	}
	if *v.Fits && defaults > limit {
		over = fmt.Sprintf(" · only as --emit-hlo writes it: XLA:CPU's defaults on the module as given need %s, over by %s", Human(defaults), Human(defaults-limit))
	}
	return line, over
}

// xlaAnswer is what the first line adds where XLA's compile orders the
// module otherwise than the plan: its figure under its default
// scheduler, and under the memory-optimized one ("" without v.XLA).
func xlaAnswer(v *planner.Verdict) string {
	x := v.XLA
	if x == nil {
		return ""
	}
	return fmt.Sprintf(" · %s's compile: %s by default, %s memory-optimized", x.Compiler, Human(x.DefaultTotal), Human(x.MemoryOptimizedTotal))
}

// StageText says which stage the figure is for.
func StageText(v *planner.Verdict) string {
	switch {
	case v.Stage == planner.StageModeled:
		return "modeled as " + v.Compiler + " would compile it"
	case v.Stage == planner.StageRewritten && v.Compiler != "":
		return "rewritten by the remat step (modeled as " + v.Compiler + " would compile it)"
	case v.Stage == planner.StageRewritten:
		return "rewritten by the remat step"
	case v.Stage == planner.StageDonated && v.Compiler != "":
		return "with the donated arguments aliased to outputs (modeled as " + v.Compiler + " would compile it)"
	case v.Stage == planner.StageDonated:
		return "with the donated arguments aliased to outputs"
	}
	return "as written"
}

// LimitName names a limit as the command line gave it.
func LimitName(l planner.VerdictLimit) string {
	switch l.Kind {
	case "capacity":
		return "--capacity"
	case "memory_limit":
		return "--memory-limit"
	}
	return l.Device
}

// limitText writes a limit's bytes and, for a device, where they come
// from.
func limitText(l planner.VerdictLimit) string {
	if l.Kind != "device" {
		return Human(l.Bytes)
	}
	if l.Fraction >= 1 {
		return fmt.Sprintf("%s usable: all of the chip's HBM (XLA_PYTHON_CLIENT_MEM_FRACTION applies to GPUs only)", Human(l.Bytes))
	}
	d, _ := planner.LookupDevice(l.Device)
	why := "JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION"
	if l.Fraction != d.Fraction {
		why = "--mem-fraction, as XLA_PYTHON_CLIENT_MEM_FRACTION"
	}
	return fmt.Sprintf("%s usable = %g × %s (%s)", Human(l.Bytes), l.Fraction, Human(l.DeviceBytes), why)
}

// limitFitText says whether the plan fits a limit and by how much.
func limitFitText(l planner.VerdictLimit) string {
	if l.Fits {
		return fmt.Sprintf("fits, %s to spare", Human(l.Spare))
	}
	return fmt.Sprintf("does not fit, over by %s", Human(-l.Spare))
}

// boundText says for what L holds: it is the most bytes live at once in
// the order the plan uses (planner.Result.Schedule), so it bounds every
// plan of that order only. Another order may need less, down to the
// remat step's bound, which holds for any order and which the
// out-of-memory report words so ("any plan, in any order, needs at
// least"): a decode loop at --memory-limit 2MiB has L 3.05MiB in its
// text order and a bound of 3.03MiB for any order.
func boundText(r *planner.Result) string {
	if r.Schedule == "" {
		return "no plan in this order needs less"
	}
	return "no plan in this " + r.Schedule + " order needs less"
}

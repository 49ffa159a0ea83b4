package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"gopkg.in/yaml.v3"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/liveness"
)

var explainCommand = &command{
	name:    "explain",
	args:    "[FILE]",
	summary: "show what is live at the peak and what each schedule would need",
	about: `Explain answers "why is my peak memory what it is?": it plans the module as
plan does, then lists the buffers live at the time the most bytes are live
(the lower bound L), largest first, with the op_name and source_file:line
from each instruction's metadata, and the lower bound under each schedule
algorithm, so that you see what a different order would save or cost.

With --by source the bytes live at the peak are grouped by the defining
instruction's source_file:line ("which line of my Python holds the
memory"), with --by op by its op_name without the last component (the JAX
function); largest first, with the padding the tpu layout adds to each
group. A buffer without such metadata is grouped under its opcode.

--format json or yaml writes the same figures as data (the library's
planner.Result.Explain): the time and instruction of L, the rows shown
(buffers or groups, at most --top), and L under each schedule.

Without FILE it explains the built-in example model.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		var o planOptions
		o.declare(fs, false)
		return o.runExplain
	},
}

func (o *planOptions) runExplain(e *env, args []string) (err error) {
	if o.top < 0 {
		return &usageError{"-top: want 0 or more"}
	}
	by, err := planner.ParseGrouping(o.by)
	if err != nil {
		return &usageError{fmt.Sprintf("-by %q: want buffer, source or op", o.by)}
	}
	o.explain = true
	switch o.format {
	case "text", "json", "yaml":
	default:
		return &usageError{fmt.Sprintf("-format %q: want text, json or yaml", o.format)}
	}
	if err := checkOutputs(args, o.remat.emit); err != nil {
		return err
	}
	res, err := o.load(e, args)
	if err != nil {
		return err
	}
	defer func() {
		if s := o.work.stop(); s != nil && err == nil {
			err = interrupted(s, "printed "+strings.TrimPrefix(kept(res, ""), "wrote "))
		}
	}()
	if err := o.remat.emitHLO(res); err != nil {
		return err
	}
	var out bytes.Buffer
	var exps []*planner.Explanation
	for i, r := range res {
		planner.CompareArenasContext(o.work.ctx, r)
		if o.work.ctx.Err() == nil {
			// A schedule was named, or best stopped the orders that could
			// not win: measure them all for comparison.
			if err := r.MeasureSchedules(); err != nil {
				return fail(exitUsage, "%s: %v", r.Module.Name, err)
			}
		}
		if o.format != "text" {
			x, err := r.Explain(by, o.top)
			if err != nil {
				return fail(exitUsage, "%s: %v", r.Module.Name, err)
			}
			exps = append(exps, x)
			continue
		}
		if i > 0 {
			out.WriteString("\n")
		}
		writeExplain(&out, r, moduleLabel(r, i, len(res)), o.by, o.top)
		writeRemat(&out, r)
		if r.Remat != nil && !r.Remat.Fits {
			out.WriteString("\n")
			oomReport(&out, r)
		}
	}
	switch o.format {
	case "json":
		var v any = exps[0]
		if len(exps) > 1 {
			v = exps
		}
		data, err := planner.MarshalJSON(v)
		if err != nil {
			return err
		}
		out.Write(data)
	case "yaml":
		enc := yaml.NewEncoder(&out)
		enc.SetIndent(2)
		for _, x := range exps {
			if err := enc.Encode(x); err != nil {
				return err
			}
		}
		enc.Close()
	}
	_, err = e.stdout.Write(out.Bytes())
	return err
}

// writeExplain writes the buffers live at the peak (one by one, or
// grouped by source line or op_name) and the schedules' costs.
func writeExplain(w io.Writer, r *planner.Result, label, by string, top int) {
	lv := r.Liveness
	writeVerdict(w, r)
	fmt.Fprintln(w)
	fmt.Fprintln(w, headerOf(r, label))
	fmt.Fprintln(w, stageLine(r))
	l, t, _ := r.ArenaPeak()
	at := ""
	if t >= 0 && int(t) < len(lv.Timeline) && lv.Timeline[t] != nil {
		in := lv.Timeline[t]
		at = " (" + in.Name
		if in.Meta().OpName != "" {
			at += ", " + in.Meta().OpName
		}
		if src := planner.Source(in.Meta()); src != "" {
			at += ", " + src
		}
		at += ")"
	}
	if l == 0 {
		fmt.Fprintf(w, "most live: L = 0B: the arena holds no buffer at any of the %d steps\n", lv.Steps)
	} else {
		fmt.Fprintf(w, "most live: L = %s at t=%d of %d%s\n", exact(l), t, lv.Steps, at)
	}
	fmt.Fprintf(w, "plan peak %s · r = %.4f · %s\n", exact(r.Stats.Peak), r.Stats.Ratio, r.Solution.Algorithm)
	writeFastMemory(w, r, false)
	padded := r.Policy.Name != "dense"
	if by == "buffer" {
		writePeakBuffers(w, r, padded, top)
	} else {
		writePeakGroups(w, r, by, padded, top)
	}
	fmt.Fprint(w, "schedules:")
	for i, c := range r.Schedules {
		if i > 0 {
			fmt.Fprint(w, " ·")
		}
		if c.Err != nil {
			fmt.Fprintf(w, " %s failed (%v)", c.Algorithm, c.Err)
			continue
		}
		fmt.Fprintf(w, " %s %s", c.Algorithm, human(c.LowerBound))
		switch {
		case c.Algorithm == r.Schedule:
			fmt.Fprint(w, " (chosen)")
		case chosenCost(r) > 0:
			fmt.Fprintf(w, " (%+.1f%%)", 100*float64(c.LowerBound-chosenCost(r))/float64(chosenCost(r)))
		}
	}
	fmt.Fprintln(w)
	if line := ownOrderLine(r); line != "" {
		fmt.Fprintln(w, line)
	}
	writeSPMD(w, r, top)
}

// writeSPMD lists, for a sharded module, the reshards through full
// replication, the largest tensors every device holds whole and what
// each collective holds.
func writeSPMD(w io.Writer, r *planner.Result, top int) {
	s := r.SPMD
	if s == nil {
		return
	}
	fmt.Fprintln(w, spmdLine(r))
	for _, x := range s.Replications {
		fmt.Fprintf(w, "%s: full replication: %s goes from %s to %s for %s through the whole %s, %s on every device\n",
			x.Pos, x.Instruction, x.From, x.To, x.User, shortShape(x.Shape), human(x.Bytes))
	}
	if len(s.Replicated) > 0 {
		fmt.Fprintln(w, "largest tensors each device holds whole or gathered:")
		for i, x := range s.Replicated {
			if i >= top {
				break
			}
			fmt.Fprintf(w, "  %9s  %-24s %s  (%s)\n", human(x.Bytes), shortShape(x.Shape), x.Name, x.Why)
		}
	}
	if len(s.Collectives) > 0 {
		fmt.Fprintln(w, "collectives, per device:")
		for i, c := range s.Collectives {
			if i >= 2*top {
				fmt.Fprintf(w, "  ... %d more\n", len(s.Collectives)-i)
				break
			}
			fmt.Fprintf(w, "  %9s  %-18s %-24s %s  groups %dx%d", human(c.Bytes), c.Opcode, shortShape(c.Shape), c.Name, c.Groups, c.Size)
			if c.For != "" {
				fmt.Fprintf(w, "  for %s", c.For)
			}
			fmt.Fprintln(w)
		}
	}
}

// ownOrderLine says, for a scheduled module (its text order is the
// schedule XLA chose), how much the best other order tried would save
// against it, in the arena's L; "" for an unscheduled module.
func ownOrderLine(r *planner.Result) string {
	own, ok := scheduleCost(r, "text")
	if !r.Module.IsScheduled || !ok {
		return ""
	}
	best, name := own, ""
	for _, alg := range []string{"list", "dfs", "postorder"} { // best's preference on a tie
		if l, ok := scheduleCost(r, alg); ok && l < best {
			best, name = l, alg
		}
	}
	if name == "" {
		return fmt.Sprintf("against XLA's schedule (the module's own order, L %s): no order tried needs less", human(own))
	}
	return fmt.Sprintf("against XLA's schedule (the module's own order, L %s): the %s order would save %s (%.1f%%)",
		human(own), name, human(own-best), 100*float64(own-best)/float64(own))
}

// writePeakBuffers lists the buffers live at the peak, largest first.
func writePeakBuffers(w io.Writer, r *planner.Result, padded bool, top int) {
	bufs := r.PeakBuffers()
	fmt.Fprintf(w, "live at the peak, largest first (%d buffers):\n", len(bufs))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	pad := func(b *liveness.Buffer) string {
		if !padded {
			return ""
		}
		return human(planner.PaddingBytes(r.Policy, b)) + "\t"
	}
	if padded {
		fmt.Fprintln(tw, "  bytes\tpadding\tshape\tvalue\tkind\tsource\top_name")
	} else {
		fmt.Fprintln(tw, "  bytes\tshape\tvalue\tkind\tsource\top_name")
	}
	copies := planner.CopiesOf(r.Liveness)
	var rest, restBytes int64
	for n, b := range bufs {
		if top > 0 && n >= top {
			rest++
			restBytes += b.Size
			continue
		}
		src, op := "-", "-"
		if len(b.Values) > 0 {
			md := b.Values[0].Instruction.Meta()
			if s := planner.Source(md); s != "" {
				src = s
			}
			if md.OpName != "" {
				op = md.OpName
			}
		}
		fmt.Fprintf(tw, "  %s\t%s%s\t%s\t%s\t%s\t%s\n", human(b.Size), pad(b), shortShape(b.Shape), valueList(b, copies), b.Kind, src, op)
	}
	tw.Flush()
	if rest > 0 {
		fmt.Fprintf(w, "  ... %d more, %s in all\n", rest, human(restBytes))
	}
}

// shortPath shortens a long source path for a table cell to its last
// three components ("…/backend/jax/numpy.py:121").
func shortPath(s string) string {
	const long = 48
	if len(s) <= long || !strings.Contains(s, "/") {
		return s
	}
	parts := strings.Split(s, "/")
	if len(parts) <= 3 {
		return s
	}
	return "…/" + strings.Join(parts[len(parts)-3:], "/")
}

// writePeakGroups lists the bytes live at the peak grouped by source line
// or op_name prefix, largest first.
func writePeakGroups(w io.Writer, r *planner.Result, by string, padded bool, top int) {
	groups, _ := r.PeakGroups(planner.Grouping(by)) // by is source or op
	l, _, peak := r.ArenaPeak()
	what := map[string]string{"source": "source line", "op": "op_name prefix"}[by]
	fmt.Fprintf(w, "live at the peak by %s, largest first (%d buffers in %d groups):\n", what, len(peak), len(groups))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	col := map[string]string{"source": "source", "op": "op_name prefix"}[by]
	if padded {
		fmt.Fprintf(tw, "  bytes\tshare\tpadding\tbuffers\t%s\tlargest buffer\n", col)
	} else {
		fmt.Fprintf(tw, "  bytes\tshare\tbuffers\t%s\tlargest buffer\n", col)
	}
	var rest, restBytes int64
	for n, g := range groups {
		if top > 0 && n >= top {
			rest++
			restBytes += g.Bytes
			continue
		}
		pad := ""
		if padded {
			pad = human(g.Padding) + "\t"
		}
		big := g.Buffers[0]
		largest := fmt.Sprintf("%s %s %s", planner.ValueName(big.Values[0]), shortShape(big.Shape), human(big.Size))
		fmt.Fprintf(tw, "  %s\t%s\t%s%d\t%s\t%s\n", human(g.Bytes), percent(fraction(g.Bytes, l)), pad, len(g.Buffers), shortPath(g.Key), largest)
	}
	tw.Flush()
	if rest > 0 {
		what := "groups"
		if rest == 1 {
			what = "group"
		}
		fmt.Fprintf(w, "  ... %d more %s, %s in all\n", rest, what, human(restBytes))
	}
}

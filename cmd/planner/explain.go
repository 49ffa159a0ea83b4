package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	planner "github.com/planner-dev/planner"
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

Without FILE it explains the built-in example model.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		var o planOptions
		o.declare(fs, false)
		return o.runExplain
	},
}

func (o *planOptions) runExplain(e *env, args []string) error {
	if o.top < 0 {
		return &usageError{"-top: want 0 or more"}
	}
	res, err := o.load(e, args)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	for i, r := range res {
		if r.Schedules == nil {
			// A schedule was named: measure the others for comparison.
			r.Schedules, err = planner.CompareSchedules(r.Module, r.Config)
			if err != nil {
				return fail(exitUsage, "%s: %v", r.Module.Name, err)
			}
		}
		if i > 0 {
			out.WriteString("\n")
		}
		writeExplain(&out, r, o.top)
	}
	_, err = e.stdout.Write(out.Bytes())
	return err
}

// writeExplain writes the buffers live at the peak and the schedules' costs.
func writeExplain(w io.Writer, r *planner.Result, top int) {
	lv := r.Liveness
	fmt.Fprintln(w, header(r))
	at := ""
	if lv.PeakTime >= 0 && int(lv.PeakTime) < len(lv.Timeline) && lv.Timeline[lv.PeakTime] != nil {
		in := lv.Timeline[lv.PeakTime]
		at = " (" + in.Name
		if in.Metadata.OpName != "" {
			at += ", " + in.Metadata.OpName
		}
		if src := planner.Source(in.Metadata); src != "" {
			at += ", " + src
		}
		at += ")"
	}
	fmt.Fprintf(w, "most live: L = %s at t=%d of %d%s\n", human(lv.MaxLive), lv.PeakTime, lv.Steps, at)
	fmt.Fprintf(w, "plan peak %s (r = %.4f, %s)\n", human(r.Stats.Peak), r.Stats.Ratio, r.Solution.Algorithm)
	fmt.Fprintf(w, "live at the peak, largest first (%d buffers):\n", len(lv.PeakBuffers))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	byID := make(map[int]int, len(lv.Buffers))
	for i := range lv.Buffers {
		byID[lv.Buffers[i].ID] = i
	}
	copies := copyBuffers(lv)
	var rest, restBytes int64
	for n, id := range lv.PeakBuffers {
		b := &lv.Buffers[byID[id]]
		if top > 0 && n >= top {
			rest++
			restBytes += b.Size
			continue
		}
		src, op := "-", "-"
		if len(b.Values) > 0 {
			md := b.Values[0].Instruction.Metadata
			if s := planner.Source(md); s != "" {
				src = s
			}
			if md.OpName != "" {
				op = md.OpName
			}
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\n", human(b.Size), shortShape(b.Shape), valueList(b, copies), b.Kind, src, op)
	}
	tw.Flush()
	if rest > 0 {
		fmt.Fprintf(w, "  ... %d more, %s in all\n", rest, human(restBytes))
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
		case lv.MaxLive > 0:
			fmt.Fprintf(w, " (%+.1f%%)", 100*float64(c.LowerBound-lv.MaxLive)/float64(lv.MaxLive))
		}
	}
	fmt.Fprintln(w)
}

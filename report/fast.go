package report

import (
	"fmt"
	"io"
	"math"

	planner "github.com/planner-dev/planner"
)

// WriteFastMemory writes the two-level part of a plan, when it has one: a
// summary of the fast memory and the times, then, with schedule, the copy
// schedule.
func WriteFastMemory(w io.Writer, r *planner.Result, schedule bool) {
	fm := r.FastMemory
	if fm == nil {
		return
	}
	fmt.Fprintf(w, "fast memory %s (target %s) · peak %s · %d prefetches · %d evictions · bytes from fast %s, from slow %s\n",
		Human(fm.Capacity), r.Target.Name, Human(fm.Peak), fm.Prefetches, fm.Evictions, Human(fm.BytesFast), Human(fm.BytesSlow))
	// The gain is measured against the bound any plan at this capacity
	// meets (BoundFit), and beside it against every access fast (Bound).
	gain := "nothing to gain"
	if g := fm.ReachableFraction(); !math.IsNaN(g) {
		gain = Percent(g) + " of the possible gain"
		if a := fm.GainFraction(); !math.IsNaN(a) {
			gain += " (" + Percent(a) + " of the all-fast gain)"
		}
	}
	saved := 0.0
	if fm.AllSlow > 0 {
		saved = (fm.AllSlow - fm.Planned) / fm.AllSlow
	}
	fmt.Fprintf(w, "estimated time: all slow %s · planned %s (%s saved) · bound %s at this capacity (%s with every access fast) · %s\n",
		Seconds(fm.AllSlow), Seconds(fm.Planned), Percent(saved), Seconds(fm.BoundFit), Seconds(fm.Bound), gain)
	if len(fm.Copies) == 0 || !schedule {
		return
	}
	fmt.Fprintln(w, "fast-memory schedule (a copy issued at the start of step issue, due before step deadline):")
	name := map[int]string{}
	for i := range r.Liveness.Buffers {
		b := &r.Liveness.Buffers[i]
		if len(b.Values) > 0 {
			name[b.ID] = planner.ValueName(b.Values[0])
		}
	}
	for _, c := range fm.Copies {
		what := c.Kind
		if c.Double {
			what += " (double buffer)"
		}
		fmt.Fprintf(w, "  %-26s b%-5d %-28s %9s  steps [%d,%d)  done %s before its deadline\n",
			what, c.Buffer, name[c.Buffer], Human(c.Bytes), c.Issue, c.Deadline, Seconds(c.DeadlineSeconds-c.DoneSeconds))
	}
}

// Seconds writes a time in s, ms, µs or ns, four significant digits.
func Seconds(s float64) string {
	switch {
	case s >= 1:
		return fmt.Sprintf("%.4gs", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.4gms", s*1e3)
	case s >= 1e-6:
		return fmt.Sprintf("%.4gµs", s*1e6)
	}
	return fmt.Sprintf("%.4gns", s*1e9)
}

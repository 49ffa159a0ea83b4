package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// human writes a byte count as XLA's stats do: "512B", "16.0KiB", "1.21GiB"
// (three significant digits).
func human(n int64) string {
	if n < 1024 && n > -1024 {
		return fmt.Sprintf("%dB", n)
	}
	units := []string{"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	v := float64(n) / 1024
	u := 0
	for (v >= 1024 || v <= -1024) && u < len(units)-1 {
		v /= 1024
		u++
	}
	a := v
	if a < 0 {
		a = -a
	}
	switch {
	case a < 9.995:
		return fmt.Sprintf("%.2f%s", v, units[u])
	case a < 99.95:
		return fmt.Sprintf("%.1f%s", v, units[u])
	}
	return fmt.Sprintf("%.0f%s", v, units[u])
}

// commas writes n with thousands separators.
func commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// percent writes a fraction as a percentage with two decimals.
func percent(f float64) string { return fmt.Sprintf("%.2f%%", 100*f) }

// scheduleCost returns the lower bound under the named algorithm, and false
// when it was not measured.
func scheduleCost(r *planner.Result, alg string) (int64, bool) {
	for _, c := range r.Schedules {
		if c.Algorithm == alg && c.Err == nil {
			return c.LowerBound, true
		}
	}
	return 0, false
}

// header is the first line of a plan: the module and the configuration.
func header(r *planner.Result) string {
	sched := r.Config.Schedule
	if sched == "best" {
		detail := r.Schedule
		if text, ok := scheduleCost(r, "text"); ok && r.Schedule != "text" && r.Liveness.MaxLive > 0 {
			detail += fmt.Sprintf("; text order would need %+.1f%%", 100*float64(text-r.Liveness.MaxLive)/float64(r.Liveness.MaxLive))
		}
		sched += " (" + detail + ")"
	}
	return fmt.Sprintf("module %s · schedule %s · layout %s · arena %s", r.Module.Name, sched, r.Policy, r.Config.Arena)
}

// writeText writes a plan in the shape of XLA's BufferAssignment stats,
// followed by the table of buffers.
func writeText(w io.Writer, r *planner.Result) {
	s := r.Stats
	fmt.Fprintln(w, header(r))
	fmt.Fprintln(w, "BufferAssignment stats:")
	line := func(label, value string) { fmt.Fprintf(w, "%33s: %10s\n", label, value) }
	line("parameter allocation", human(s.ParameterBytes))
	line("constant allocation", human(s.ConstantBytes))
	line("maybe_live_out allocation", human(s.LiveOutBytes))
	line("preallocated temp allocation", human(s.TempBytes))
	fmt.Fprintf(w, "%33s: %10s (%s)\n", "preallocated temp fragmentation", human(s.Fragmentation), percent(s.FragmentationRatio))
	line("total allocation", human(s.TotalBytes))
	if s.OtherMemoryBuffers > 0 {
		what := "buffers"
		if s.OtherMemoryBuffers == 1 {
			what = "buffer"
		}
		fmt.Fprintf(w, "%33s: %10s (%d %s in S(n) memory spaces, not in the arena)\n", "other memory spaces", human(s.OtherMemoryBytes), s.OtherMemoryBuffers, what)
	}
	optimal := optimalText(s.Optimal, s.Peak, s.LowerBound)
	fmt.Fprintf(w, "lower bound L %s · peak %s · r = %.4f (peak ≤ %.4f × optimum) · %s · guarantee %s\n",
		human(s.LowerBound), human(s.Peak), s.Ratio, s.Ratio, optimal, s.Guarantee)
	fmt.Fprintf(w, "plan by %s (algo %s) · verified: %s buffers, no overlap, all aligned\n",
		r.Solution.Algorithm, r.Config.Algorithm, commas(int64(s.Buffers)))
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  id\tvalue\tshape\tbytes\tlive\toffset\tkind")
	copies := copyBuffers(r.Liveness)
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\t[%d,%d)\t%d\t%s\n",
			b.ID, valueList(b, copies), shortShape(b.Shape), human(b.Size), b.Start, b.End, r.Solution.Offsets[i], b.Kind)
	}
	tw.Flush()
}

// valueList names the values a buffer holds: the first, and how many more;
// a buffer that copy insertion added says "copy of" the value it copies.
func valueList(b *liveness.Buffer, copies map[int]bool) string {
	if len(b.Values) == 0 {
		return "-"
	}
	s := planner.ValueName(b.Values[0])
	if copies[b.ID] {
		s = "copy of " + s
	}
	if len(b.Values) > 1 {
		s += fmt.Sprintf(" (+%d)", len(b.Values)-1)
	}
	return s
}

// copyBuffers returns the IDs of the buffers copy insertion added.
func copyBuffers(r *liveness.Result) map[int]bool {
	m := make(map[int]bool, len(r.Copies))
	for _, c := range r.Copies {
		m[c.Buffer] = true
	}
	return m
}

// shortShape is a shape for a table cell: a tuple shows its first elements
// and how many it has.
func shortShape(s hlo.Shape) string {
	if !s.IsTuple() || len(s.Tuple) <= 3 {
		return planner.ShapeString(s)
	}
	var parts []string
	for _, e := range s.Tuple[:2] {
		parts = append(parts, planner.ShapeString(e))
	}
	return fmt.Sprintf("(%s, … %d elements)", strings.Join(parts, ", "), len(s.Tuple))
}

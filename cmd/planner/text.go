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

// exact writes a byte count for a person and for a tool at once: human's
// units, then the exact count in parentheses ("1.57MiB (1,649,664 bytes)");
// below 1 KiB the count alone ("512B").
func exact(n int64) string {
	if n < 1024 && n > -1024 {
		return human(n)
	}
	return fmt.Sprintf("%s (%s bytes)", human(n), commas(n))
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

// chosenCost is the lower bound of the chosen schedule as the schedules
// were compared (one memory level), the base of every "+x%": with a fast
// memory, Stats.LowerBound is the slow arena's, after the buffers that live
// only in fast memory left it, which no other order's figure counts.
func chosenCost(r *planner.Result) int64 {
	if l, ok := scheduleCost(r, r.Schedule); ok {
		return l
	}
	return r.Stats.LowerBound
}

// moduleLabel names module i of the n in a file: its name, and when the
// file holds several, which one it is and the line it starts on, so that
// modules of one name (XLA's test files reuse "TestModule") stay apart.
func moduleLabel(r *planner.Result, i, n int) string {
	if n <= 1 {
		return r.Module.Name
	}
	return fmt.Sprintf("%s (%d of %d, line %d)", r.Module.Name, i+1, n, r.Module.Pos.Line)
}

// header is the first line of a plan: the module and the configuration.
func header(r *planner.Result) string { return headerOf(r, r.Module.Name) }

// headerOf is header with the module named by label.
func headerOf(r *planner.Result, label string) string {
	sched := r.Config.Schedule
	if sched == "best" {
		detail := r.Schedule
		if text, ok := scheduleCost(r, "text"); ok && r.Schedule != "text" && chosenCost(r) > 0 {
			detail += fmt.Sprintf("; text order would need %+.1f%%", 100*float64(text-chosenCost(r))/float64(chosenCost(r)))
		}
		sched += " (" + detail + ")"
	}
	h := fmt.Sprintf("module %s · schedule %s · layout %s · arena %s", label, sched, r.Policy, r.Config.Arena)
	if s := r.SPMD; s != nil {
		by := "partitioned by XLA"
		if s.PartitionedBy == "planner" {
			by = "partitioned by the planner"
		}
		h += fmt.Sprintf(" · %d devices, mesh %s · per device (%s)", s.Devices, s.Mesh, by)
	}
	return h
}

// spmdLine sums up a sharded module per device against its global
// figures: arguments, outputs, the collectives' buffers, full
// replications. "" for a module that is not sharded.
func spmdLine(r *planner.Result) string {
	s := r.SPMD
	if s == nil {
		return ""
	}
	var coll int64
	for _, c := range s.Collectives {
		coll += c.Bytes
	}
	line := fmt.Sprintf("per device of %d: arguments %s (global %s) · outputs %s (global %s) · %d collectives hold %s",
		s.Devices, human(r.Stats.ArgumentBytes), human(s.GlobalArgumentBytes), human(r.Stats.OutputBytes), human(s.GlobalOutputBytes),
		len(s.Collectives), human(coll))
	if n := len(s.Replications); n > 0 {
		var b int64
		for _, x := range s.Replications {
			b += x.Bytes
		}
		line += fmt.Sprintf(" · %d reshard(s) through full replication hold %s on every device (planner explain lists them)", n, human(b))
	}
	return line
}

// stageLine says the module's stage and how it was planned, with the
// figures as written beside the modeled ones when the plan is of the
// modeled module.
func stageLine(r *planner.Result) string {
	line := r.StageLine()
	if r.Modeled && r.AsWritten != nil {
		line += fmt.Sprintf("\nas written: L %s, peak %s · modeled: L %s, peak %s (%s instructions -> %s)",
			human(r.AsWritten.LowerBound), human(r.AsWritten.Peak), human(r.Stats.LowerBound), human(r.Stats.Peak),
			commas(int64(r.Optimize.Before)), commas(int64(r.Optimize.After)))
	} else if r.Modeled && r.Optimize != nil {
		line += fmt.Sprintf("\nmodeled: %s instructions -> %s; --compare-as-written plans the text as written beside",
			commas(int64(r.Optimize.Before)), commas(int64(r.Optimize.After)))
	}
	return line
}

// writeText writes a plan in the shape of XLA's BufferAssignment stats,
// followed by the table of buffers; label names the module.
func writeText(w io.Writer, r *planner.Result, label string) {
	s := r.Stats
	fmt.Fprintln(w, headerOf(r, label))
	fmt.Fprintln(w, stageLine(r))
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
	cmp := compareArenas(r)
	fmt.Fprintln(w, jaxLine(r, cmp))
	if line := spmdLine(r); line != "" {
		fmt.Fprintln(w, line)
	}
	if r.Policy.Name != "dense" {
		fmt.Fprintf(w, "padding: the layout's tiles add %s to the buffers, %s of it live at L's time (%s of L)\n",
			human(s.PaddingBytes), human(s.PeakPaddingBytes), percent(fraction(s.PeakPaddingBytes, s.LowerBound)))
	}
	fmt.Fprintf(w, "lower bound L %s · peak %s · r = %.4f (peak ≤ %.4f × optimum) · %s · guarantee %s\n",
		exact(s.LowerBound), exact(s.Peak), s.Ratio, s.Ratio, optimal, s.Guarantee)
	fmt.Fprintf(w, "plan by %s (algo %s) · verified: %s buffers, no overlap, all aligned\n",
		r.Solution.Algorithm, r.Config.Algorithm, commas(int64(s.Buffers)))
	if cmp != nil {
		fmt.Fprintln(w, arenaLine(*cmp))
	}
	writeFastMemory(w, r, true)
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	padded := r.Policy.Name != "dense"
	if padded {
		fmt.Fprintln(tw, "  id\tvalue\tshape\tbytes\tunpadded\tlive\toffset\tkind")
	} else {
		fmt.Fprintln(tw, "  id\tvalue\tshape\tbytes\tlive\toffset\tkind")
	}
	copies := planner.CopiesOf(r.Liveness)
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		size := human(b.Size)
		if padded {
			size += "\t" + human(b.Size-planner.PaddingBytes(r.Policy, b))
		}
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\t[%d,%d)\t%d\t%s\n",
			b.ID, valueList(b, copies), shortShape(b.Shape), size, b.Start, b.End, r.Solution.Offsets[i], b.Kind)
	}
	tw.Flush()
	if note := missingIDs(r); note != "" {
		fmt.Fprintln(w, note)
	}
}

// missingIDs says which buffer ids the table leaves out and why: the
// zero-byte buffers (tokens, empty arrays), the buffers outside the arena
// "temp", those in another memory space. "" when none is left out.
func missingIDs(r *planner.Result) string {
	var zero, outside, other []int
	in := 0
	for i := range r.Liveness.Buffers {
		b := &r.Liveness.Buffers[i]
		switch {
		case in < len(r.Buffers) && r.Buffers[in] == i:
			in++
		case b.Size <= 0:
			zero = append(zero, b.ID)
		case b.MemorySpace() != 0:
			other = append(other, b.ID)
		default:
			outside = append(outside, b.ID)
		}
	}
	var parts []string
	add := func(ids []int, what string) {
		if len(ids) > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", idRanges(ids), what))
		}
	}
	add(zero, "(zero bytes: tokens, empty arrays; no memory)")
	add(outside, "(outside the arena: --arena temp packs temporaries only)")
	add(other, "(in another memory space)")
	if len(parts) == 0 {
		return ""
	}
	return "  not listed: " + strings.Join(parts, "; ")
}

// idRanges writes ids as "ids 3, 7-9" (at most ten ranges, then "and N more").
func idRanges(ids []int) string {
	var parts []string
	for i := 0; i < len(ids); {
		j := i
		for j+1 < len(ids) && ids[j+1] == ids[j]+1 {
			j++
		}
		if len(parts) == 10 {
			parts = append(parts, fmt.Sprintf("and %d more", len(ids)-i))
			break
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", ids[i], ids[j]))
		} else {
			parts = append(parts, fmt.Sprint(ids[i]))
		}
		i = j + 1
	}
	if len(ids) == 1 {
		return "id " + parts[0]
	}
	return "ids " + strings.Join(parts, ", ")
}

// fraction is a/b, 0 when b is 0.
func fraction(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// valueList names the values a buffer holds: the first, and how many
// more; when copy insertion copied a value into the buffer, which one
// ("Arg_2.3 (+1, copy of subtract.8)").
func valueList(b *liveness.Buffer, copies map[int]string) string {
	if len(b.Values) == 0 {
		return "-"
	}
	s := planner.ValueName(b.Values[0])
	of := copies[b.ID]
	if b.Values[0].Copy && of == s {
		s, of = "copy of "+s, ""
	}
	var extra []string
	if len(b.Values) > 1 {
		extra = append(extra, fmt.Sprintf("+%d", len(b.Values)-1))
	}
	if of != "" {
		extra = append(extra, "copy of "+of)
	}
	if len(extra) > 0 {
		s += " (" + strings.Join(extra, ", ") + ")"
	}
	return s
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

// compareArenas returns the comparison of XLA's allocation structure with
// the one arena (planner.CompareArenas), or nil when there is none (a plan
// with a fast memory, or a comparison that failed).
func compareArenas(r *planner.Result) *planner.ArenaComparison {
	if r.Config.FastMemory != 0 {
		return nil
	}
	c, err := planner.CompareArenas(r)
	if err != nil {
		return nil
	}
	return &c
}

// jaxLine gives the figures of JAX's Compiled.memory_analysis(). Its
// temp_size_in_bytes is XLA's temp arena: under the one arena, the temp
// arena of the comparison (XLA's structure) stands for it.
func jaxLine(r *planner.Result, cmp *planner.ArenaComparison) string {
	s := r.Stats
	temp := human(s.TempBytes)
	if cmp != nil && r.Config.Arena != "temp" {
		// Two temp figures sit on adjacent lines: say why they differ.
		temp = fmt.Sprintf("%s (XLA's structure: temporaries in an arena of their own; the preallocated temp %s above is the one arena less parameters, constants and outputs)",
			human(cmp.Temp), human(s.TempBytes))
	}
	return fmt.Sprintf("JAX memory_analysis(): argument %s · output %s · alias %s · temp %s",
		human(s.ArgumentBytes), human(s.OutputBytes), human(s.AliasBytes), temp)
}

// arenaLine says how XLA's allocation structure (the temp arena) and the
// one arena compare; the arena not planned was packed by the fast packers.
func arenaLine(c planner.ArenaComparison) string {
	fast := func(arena string) string {
		if c.Fast == arena {
			return ", fast packers"
		}
		return ""
	}
	cmp := "the same"
	if x := c.XLA(); x > 0 && c.All != x {
		cmp = fmt.Sprintf("%+.1f%%", 100*float64(c.All-x)/float64(x))
	}
	return fmt.Sprintf("arenas: XLA's structure (parameters, constants, outputs apart; temp %s%s) %s · one arena %s%s: %s",
		human(c.Temp), fast("temp"), human(c.XLA()), human(c.All), fast("all"), cmp)
}

package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
)

// header is the first line of a plan: the module and the configuration.
func header(r *planner.Result) string { return headerOf(r, r.Module.Name) }

// stageLine says the module's stage and how it was planned; the figures
// of each stage are the verdict's (writeVerdict), written once.
func stageLine(r *planner.Result) string { return r.StageLine() }

// writeText writes a plan in the shape of XLA's BufferAssignment stats,
// followed by the table of buffers; label names the module.
func writeText(w io.Writer, r *planner.Result, label string) {
	s := r.Stats
	writeVerdict(w, r)
	fmt.Fprintln(w)
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
	padded := r.Policy.Name != "dense"
	cols := 7
	if padded {
		cols = 8
	}
	t := newAlignedTable(cols, len(r.Buffers)+1)
	for _, h := range []string{"  id", "value", "shape", "bytes", "unpadded", "live", "offset", "kind"} {
		if h != "unpadded" || padded {
			t.cell(h)
		}
	}
	copies := planner.CopiesOf(r.Liveness)
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		t.text = strconv.AppendInt(append(t.text, "  "...), int64(b.ID), 10)
		t.end()
		t.cell(valueList(b, copies))
		t.cell(shortShape(b.Shape))
		t.cell(human(b.Size))
		if padded {
			t.cell(human(b.Size - planner.PaddingBytes(r.Policy, b)))
		}
		t.text = append(strconv.AppendInt(append(t.text, '['), b.Start, 10), ',')
		t.text = append(strconv.AppendInt(t.text, b.End, 10), ')')
		t.end()
		t.text = strconv.AppendInt(t.text, r.Solution.Offsets[i], 10)
		t.end()
		t.cell(b.Kind.String())
	}
	t.writeTo(w)
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

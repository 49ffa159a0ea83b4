package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
)

// writeTimeline writes plan --timeline: per time step, the bytes live in
// the plan's arena while it runs, the instruction (indented inside a
// while's, conditional's or call's span) and the buffers it makes live and
// frees; then every buffer with its live range, size and values, the
// copies copy insertion made, and the step of L. Sizes are written as in
// the rest of the output (human units, exact bytes beside L).
func writeTimeline(w io.Writer, r *planner.Result) error {
	bw := bufio.NewWriter(w)
	lv := r.Liveness
	l, at, peak := r.ArenaPeak()
	// live[t] is the bytes of the arena's buffers live at step t.
	live := make([]int64, lv.Steps+1)
	inArena := make([]bool, len(lv.Buffers))
	for _, i := range r.Buffers {
		inArena[i] = true
		if b := &lv.Buffers[i]; b.End > b.Start {
			live[b.Start] += b.Size
			live[b.End] -= b.Size
		}
	}
	for t := int64(1); t <= lv.Steps; t++ {
		live[t] += live[t-1]
	}
	starts := make([][]int, lv.Steps+1)
	ends := make([][]int, lv.Steps+1)
	for _, b := range lv.Buffers {
		if b.Start >= 0 && b.Start <= lv.Steps {
			starts[b.Start] = append(starts[b.Start], b.ID)
		}
		if b.End >= 0 && b.End <= lv.Steps {
			ends[b.End] = append(ends[b.End], b.ID)
		}
	}
	steps := "steps"
	if lv.Steps == 1 {
		steps = "step"
	}
	fmt.Fprintf(bw, "timeline: %d %s · L %s at t=%d · per step: the bytes live in the arena while it runs, the instruction, the buffers it frees and makes live\n",
		lv.Steps, steps, exact(l), at)
	width := max(len(human(l)), len("1003KiB"))
	var open []*hlo.Instruction
	for t, in := range lv.Timeline {
		label := in.Name + " = " + in.Opcode
		depth := len(open)
		switch in.Opcode {
		case "while", "conditional":
			if depth > 0 && open[depth-1] == in {
				open = open[:depth-1]
				depth--
				label += " (close)"
			} else {
				open = append(open, in)
				label += " (open)"
			}
		case "call":
			label += " (open)"
		}
		mark := "  "
		if int64(t) == at && l > 0 {
			mark = "L "
		}
		line := fmt.Sprintf("  %s%5d  %*s  %s%s", mark, t, width, human(live[t]), strings.Repeat("  ", depth), label)
		if ids := ends[t]; len(ids) > 0 {
			line += "  · free " + ids2text(ids)
		}
		if ids := starts[t]; len(ids) > 0 {
			line += "  · live " + ids2text(ids)
		}
		fmt.Fprintln(bw, line)
	}
	if ids := ends[lv.Steps]; len(ids) > 0 {
		fmt.Fprintf(bw, "  %7d  %*s  end  · free %s\n", lv.Steps, width, human(0), ids2text(ids))
	}
	fmt.Fprintln(bw, "buffers (* outside the arena):")
	for i, b := range lv.Buffers {
		var vs []string
		for _, v := range b.Values {
			s := planner.ValueName(v)
			if v.Copy {
				s = "copy of " + s
			}
			vs = append(vs, s)
		}
		star := " "
		if !inArena[i] {
			star = "*"
		}
		fmt.Fprintf(bw, "  %sb%-5d %-13s %8s  %-14s  %s: %s\n", star, b.ID, fmt.Sprintf("[%d,%d)", b.Start, b.End), human(b.Size), b.Kind,
			planner.ShapeString(b.Shape), strings.Join(vs, ", "))
	}
	if len(lv.Copies) > 0 {
		fmt.Fprintln(bw, "copies:")
		for _, c := range lv.Copies {
			fmt.Fprintf(bw, "  b%d copies %s: %s\n", c.Buffer, planner.ValueName(c.Of), c.Reason)
		}
	}
	ids := make([]int, len(peak))
	for n, i := range peak {
		ids[n] = lv.Buffers[i].ID
	}
	if len(ids) == 0 {
		fmt.Fprintln(bw, "the arena holds no buffer at any step")
	} else {
		fmt.Fprintf(bw, "live at t=%d (L %s), largest first: %s\n", at, human(l), ids2text(ids))
	}
	return bw.Flush()
}

// ids2text writes buffer IDs as "b1 b2 b3".
func ids2text(ids []int) string {
	var sb strings.Builder
	for i, id := range ids {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteByte('b')
		sb.WriteString(strconv.Itoa(id))
	}
	return sb.String()
}

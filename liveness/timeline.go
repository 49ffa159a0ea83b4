package liveness

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// WriteTimeline writes the analysis in the manner of XLA's live-range dump:
// the timeline with the buffers each step defines and frees, every buffer
// with its interval, size, kind and values, the copies inserted and the
// buffers live at the peak. The output depends only on the result, so the
// same module gives the same bytes.
func (r *Result) WriteTimeline(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "steps %d · max live %d bytes at step %d\n", r.Steps, r.MaxLive, r.PeakTime)
	starts := make([][]int, r.Steps+1)
	ends := make([][]int, r.Steps+1)
	for _, b := range r.Buffers {
		if b.Start >= 0 && b.Start <= r.Steps {
			starts[b.Start] = append(starts[b.Start], b.ID)
		}
		if b.End >= 0 && b.End <= r.Steps {
			ends[b.End] = append(ends[b.End], b.ID)
		}
	}
	fmt.Fprintln(bw, "timeline:")
	var open []*hlo.Instruction
	for t, in := range r.Timeline {
		label := in.Name + " = " + in.Opcode
		switch in.Opcode {
		case "while", "conditional":
			if len(open) > 0 && open[len(open)-1] == in {
				open = open[:len(open)-1]
				label += " (close)"
			} else {
				open = append(open, in)
				label += " (open)"
			}
		case "call":
			label += " (open)"
		}
		line := fmt.Sprintf("  %4d  %s%s", t, strings.Repeat("  ", len(open)-boolInt(isOpen(in, open))), label)
		var notes []string
		if ids := ends[t]; len(ids) > 0 {
			notes = append(notes, "free "+idList(ids))
		}
		if ids := starts[t]; len(ids) > 0 {
			notes = append(notes, "live "+idList(ids))
		}
		if len(notes) > 0 {
			line += "  · " + strings.Join(notes, " · ")
		}
		fmt.Fprintln(bw, line)
	}
	if ids := ends[r.Steps]; len(ids) > 0 {
		fmt.Fprintf(bw, "  %4d  end · free %s\n", r.Steps, idList(ids))
	}
	fmt.Fprintln(bw, "buffers:")
	for _, b := range r.Buffers {
		var vs []string
		for _, v := range b.Values {
			vs = append(vs, v.String())
		}
		fmt.Fprintf(bw, "  b%-3d [%d,%d) %d bytes align %d %s %s: %s\n", b.ID, b.Start, b.End, b.Size, b.Align,
			b.Kind, ShapeText(b.Shape), strings.Join(vs, ", "))
	}
	if len(r.Copies) > 0 {
		fmt.Fprintln(bw, "copies:")
		for _, c := range r.Copies {
			fmt.Fprintf(bw, "  b%d copies %s: %s\n", c.Buffer, c.Of.String(), c.Reason)
		}
	}
	fmt.Fprintf(bw, "peak at step %d: %s\n", r.PeakTime, idList(r.PeakBuffers))
	return bw.Flush()
}

// boolInt is 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isOpen reports whether in is the innermost open span (its opening line
// is indented like its caller's instructions).
func isOpen(in *hlo.Instruction, open []*hlo.Instruction) bool {
	return len(open) > 0 && open[len(open)-1] == in
}

// idList writes buffer IDs as "b1 b2 b3".
func idList(ids []int) string {
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

// indexText writes a shape index as "0,1" (empty for the whole shape).
func indexText(index hlo.ShapeIndex) string {
	var sb strings.Builder
	for i, x := range index {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(x))
	}
	return sb.String()
}

// String writes a value as name{index}, with " (copy)" for an inserted copy.
func (v Value) String() string {
	var sb strings.Builder
	if v.Instruction != nil {
		sb.WriteString(v.Instruction.Name)
	}
	sb.WriteByte('{')
	sb.WriteString(indexText(v.Index))
	sb.WriteByte('}')
	if v.Copy {
		sb.WriteString(" (copy)")
	}
	return sb.String()
}

// ShapeText writes a shape as in HLO text, without its layout: f32[2,3],
// (f32[2], s32[]), token[].
func ShapeText(s hlo.Shape) string {
	if s.IsTuple() {
		parts := make([]string, len(s.Tuple))
		for i, e := range s.Tuple {
			parts[i] = ShapeText(e)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	var sb strings.Builder
	sb.WriteString(string(s.Element))
	sb.WriteByte('[')
	for i, d := range s.Dims {
		if i > 0 {
			sb.WriteByte(',')
		}
		if i < len(s.Dynamic) && s.Dynamic[i] {
			if d < 0 {
				sb.WriteByte('?')
				continue
			}
			sb.WriteString("<=")
		}
		sb.WriteString(strconv.FormatInt(d, 10))
	}
	sb.WriteByte(']')
	return sb.String()
}

package report

import (
	"fmt"
	"html"
	"io"
	"sort"
	"strings"

	"github.com/planner-dev/planner/allocator"
)

// HTMLColumns is the most steps the occupancy map draws: a simulation run
// for SimulateHTML keeps this many columns (allocator.Options.Columns).
const HTMLColumns = 300

// LeastPool is one allocator's least pool, a row of the page's table.
type LeastPool struct {
	Allocator string
	Least     allocator.Least
}

// SimulateHTML writes a simulation as one self-contained page: the pool's
// occupancy over steps (address up, step across; live arrays blue, blocks
// allocated and freed within the step orange, free white), a chart of
// bytes in use, reserved and largest free block per step, and the least
// pools.
func SimulateHTML(w io.Writer, s *allocator.Script, res *allocator.Result, opts allocator.Options, leasts []LeastPool) error {
	var b strings.Builder
	title := fmt.Sprintf("%s · %s", s.Filename, opts.Allocator)
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>planner simulate: %s</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}
h1{font-size:20px} h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse} td,th{padding:2px 10px;text-align:right;border-bottom:1px solid #ddd}
th:first-child,td:first-child{text-align:left}
.legend span{display:inline-block;width:12px;height:12px;margin:0 4px 0 14px;vertical-align:middle}
svg{background:#fff;border:1px solid #ccc}
pre{background:#f6f6f6;padding:8px;overflow:auto;max-height:300px}
</style></head><body>
<h1>planner simulate: %s</h1>
`, html.EscapeString(title), html.EscapeString(title))
	status := fmt.Sprintf("ran to the end: %d steps", res.TotalSteps)
	if res.OOM != nil {
		status = fmt.Sprintf("out of memory at step %d of %d (%s)", res.OOM.Step, res.TotalSteps, res.OOM.Pos)
	}
	fmt.Fprintf(&b, "<p>device %s · pool %s · %s · peak in use %s · peak reserved %s · peak live %s · worst fragmentation %.4f (step %d) · defragmentation moved %s</p>\n",
		Human(res.Device), Human(res.Pool), html.EscapeString(status), Human(res.PeakInUse), Human(res.PeakReserved), Human(res.PeakLive),
		res.WorstFragmentation, res.WorstStep, Human(res.Moved))
	writeOccupancy(&b, res)
	writeStepChart(&b, res)
	if len(leasts) > 0 {
		b.WriteString("<h2>Least pool that runs the script</h2>\n<table><tr><th>allocator</th><th>pool</th><th>mem fraction</th><th>device memory</th></tr>\n")
		for _, l := range leasts {
			if !l.Least.Found {
				fmt.Fprintf(&b, "<tr><td>%s</td><td colspan=3>none up to 2^50 bytes</td></tr>\n", l.Allocator)
				continue
			}
			frac := fmt.Sprintf("%.4f", l.Least.Fraction)
			if l.Allocator == "platform" {
				frac = "n/a"
			}
			fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", l.Allocator, Human(l.Least.Pool), frac, Human(l.Least.Device))
		}
		b.WriteString("</table>\n")
	}
	if res.OOM != nil {
		fmt.Fprintf(&b, "<h2>Out of memory</h2>\n<pre>%s\n%s\n%s</pre>\n", html.EscapeString(res.OOM.Err.Error()),
			html.EscapeString(res.OOM.Err.Message), html.EscapeString(res.OOM.Err.Dump))
	}
	b.WriteString("</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeOccupancy draws the occupancy map.
func writeOccupancy(b *strings.Builder, res *allocator.Result) {
	cols := res.Columns
	b.WriteString("<h2>Occupancy: address (up) × step (across)</h2>\n")
	b.WriteString(`<p class="legend"><span style="background:#3b6fb6"></span>live at the step's end<span style="background:#f0a030"></span>allocated and freed within the step (temp blocks, dropped arrays)<span style="background:#fff;border:1px solid #999"></span>free<span style="background:#d22"></span>the out-of-memory step</p>` + "\n")
	if len(cols) == 0 {
		b.WriteString("<p>no steps</p>\n")
		return
	}
	const height, left, bottom, pad = 420, 70, 30, 12
	cw := max(2, 900/len(cols))
	width := left + cw*len(cols) + 10
	top := max(res.Pool, res.PeakReserved)
	for _, c := range cols {
		for _, sg := range c.Segments {
			top = max(top, sg.Ptr+sg.Size)
		}
	}
	if top <= 0 {
		top = 1
	}
	y := func(addr int64) float64 { return pad + float64(height)*(1-float64(addr)/float64(top)) }
	fmt.Fprintf(b, `<svg width="%d" height="%d" viewBox="0 0 %d %d" xmlns="http://www.w3.org/2000/svg">`+"\n", width, height+bottom+pad, width, height+bottom+pad)
	for i := 0; i <= 4; i++ {
		a := top * int64(i) / 4
		fmt.Fprintf(b, `<text x="%d" y="%.1f" font-size="10" text-anchor="end">%s</text><line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#eee"/>`+"\n",
			left-4, y(a)+3, Human(a), left, width, y(a), y(a))
	}
	for i, c := range cols {
		x := left + i*cw
		if res.OOM != nil && c.Step == res.OOM.Step {
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#fdd" stroke="#d22"/>`+"\n", x, pad, cw, height)
		}
		for _, sg := range mergeSegments(c.Segments) {
			color := "#3b6fb6"
			if sg.Transient {
				color = "#f0a030"
			}
			y0, y1 := y(sg.Ptr+sg.Size), y(sg.Ptr)
			fmt.Fprintf(b, `<rect x="%d" y="%.2f" width="%d" height="%.2f" fill="%s"><title>step %d: %s at %s</title></rect>`+"\n",
				x, y0, cw, max(y1-y0, 0.5), color, c.Step, Human(sg.Size), Human(sg.Ptr))
		}
	}
	if res.Pool > 0 && res.Pool < top {
		fmt.Fprintf(b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#d22" stroke-dasharray="4 3"/>`+"\n", left, width, y(res.Pool), y(res.Pool))
	}
	fmt.Fprintf(b, `<text x="%d" y="%d" font-size="11">step %d</text><text x="%d" y="%d" font-size="11" text-anchor="end">step %d</text>`+"\n",
		left, pad+height+18, cols[0].Step, width-10, pad+height+18, cols[len(cols)-1].Step)
	b.WriteString("</svg>\n")
}

// mergeSegments sorts a column's segments and joins touching ones of the
// same kind, transient ones under live ones.
func mergeSegments(segs []allocator.Segment) []allocator.Segment {
	segs = append([]allocator.Segment(nil), segs...)
	sort.SliceStable(segs, func(i, j int) bool {
		if segs[i].Transient != segs[j].Transient {
			return segs[i].Transient
		}
		return segs[i].Ptr < segs[j].Ptr
	})
	var out []allocator.Segment
	for _, sg := range segs {
		if n := len(out); n > 0 && out[n-1].Transient == sg.Transient && out[n-1].Ptr+out[n-1].Size >= sg.Ptr {
			out[n-1].Size = max(out[n-1].Size, sg.Ptr+sg.Size-out[n-1].Ptr)
			continue
		}
		out = append(out, sg)
	}
	return out
}

// writeStepChart draws bytes in use, reserved and largest free per step.
func writeStepChart(b *strings.Builder, res *allocator.Result) {
	steps := res.Steps
	if len(steps) == 0 {
		return
	}
	b.WriteString("<h2>Per step</h2>\n")
	b.WriteString(`<p class="legend"><span style="background:#3b6fb6"></span>bytes in use<span style="background:#888"></span>reserved<span style="background:#2a2"></span>largest free block<span style="background:#c33"></span>fragmentation (right axis, 0–1)</p>` + "\n")
	const width, height, left, pad = 900, 200, 70, 12
	every := max(1, len(steps)/1000)
	var top int64 = 1
	for _, st := range steps {
		top = max(top, st.Reserved, st.Peak, st.LargestFree)
	}
	x := func(i int) float64 { return left + float64(width-left)*float64(i)/float64(max(1, len(steps)-1)) }
	y := func(v int64) float64 { return pad + float64(height)*(1-float64(v)/float64(top)) }
	fmt.Fprintf(b, `<svg width="%d" height="%d" xmlns="http://www.w3.org/2000/svg">`+"\n", width+40, height+2*pad+16)
	fmt.Fprintf(b, `<text x="%d" y="%d" font-size="10" text-anchor="end">%s</text><text x="%d" y="%d" font-size="10" text-anchor="end">0</text>`+"\n", left-4, pad+3, Human(top), left-4, pad+height)
	fmt.Fprintf(b, `<text x="%d" y="%d" font-size="11">step %d</text><text x="%d" y="%d" font-size="11" text-anchor="end">step %d</text>`+"\n",
		left, 2*pad+height+10, steps[0].Step, width, 2*pad+height+10, steps[len(steps)-1].Step)
	line := func(color string, f func(allocator.StepRecord) float64) {
		fmt.Fprintf(b, `<polyline fill="none" stroke="%s" points="`, color)
		for i := 0; i < len(steps); i += every {
			fmt.Fprintf(b, "%.1f,%.1f ", x(i), f(steps[i]))
		}
		b.WriteString("\"/>\n")
	}
	line("#888", func(s allocator.StepRecord) float64 { return y(s.Reserved) })
	line("#3b6fb6", func(s allocator.StepRecord) float64 { return y(s.InUse) })
	line("#2a2", func(s allocator.StepRecord) float64 { return y(s.LargestFree) })
	line("#c33", func(s allocator.StepRecord) float64 { return pad + float64(height)*(1-s.Fragmentation) })
	b.WriteString("</svg>\n")
}

package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"math"
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
// bytes in use, reserved and largest free block per step with the
// fragmentation on its own axis, and the least pools. The two charts share
// the step axis and zoom together as the plan's map does (wheel, drag,
// double-click); their data is JSON in the page, drawn by its script.
func SimulateHTML(w io.Writer, s *allocator.Script, res *allocator.Result, opts allocator.Options, leasts []LeastPool) error {
	var b strings.Builder
	title := fmt.Sprintf("%s · %s", s.Filename, opts.Allocator)
	status := fmt.Sprintf("ran to the end: %d steps", res.TotalSteps)
	if res.OOM != nil {
		status = fmt.Sprintf("out of memory at step %d of %d (%s)", res.OOM.Step, res.TotalSteps, res.OOM.Pos)
	}
	fmt.Fprintf(&b, "<p>device %s · pool %s · %s · peak in use %s · peak reserved %s · peak live %s · worst fragmentation %.4f (step %d) · defragmentation moved %s</p>\n",
		Human(res.Device), Human(res.Pool), html.EscapeString(status), Human(res.PeakInUse), Human(res.PeakReserved), Human(res.PeakLive),
		res.WorstFragmentation, res.WorstStep, Human(res.Moved))
	b.WriteString(`<div id="charts"></div>` + "\n")
	if len(leasts) > 0 {
		b.WriteString("<h2>Least pool that runs the script</h2>\n<table class=\"least\"><tr><th>allocator</th><th>pool</th><th>mem fraction</th><th>device memory</th></tr>\n")
		for _, l := range leasts {
			if !l.Least.Found {
				fmt.Fprintf(&b, "<tr><td>%s</td><td colspan=3>none up to 2^50 bytes</td></tr>\n", l.Allocator)
				continue
			}
			frac := fmt.Sprintf("%.4f", l.Least.Fraction)
			if l.Allocator == "platform" {
				frac = "n/a"
			}
			fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", l.Allocator, Human(l.Least.Pool), frac, leastDevice(l.Least.Device))
		}
		b.WriteString("</table>\n")
	}
	if res.OOM != nil {
		fmt.Fprintf(&b, "<h2>Out of memory</h2>\n<pre>%s\n%s\n%s</pre>\n", html.EscapeString(res.OOM.Err.Error()),
			html.EscapeString(res.OOM.Err.Message), html.EscapeString(res.OOM.Err.Dump))
	}
	var data bytes.Buffer
	enc := json.NewEncoder(&data)
	enc.SetEscapeHTML(true) // "<" in a value becomes \u003c: the script element cannot end early
	if err := enc.Encode(simulationData(res)); err != nil {
		panic(fmt.Sprintf("html: encoding the simulation: %v", err)) // plain data: cannot fail
	}
	page := strings.Replace(simulatePage, "{{COMMON}}", pageCommon, 1)
	page = strings.ReplaceAll(page, "{{TITLE}}", html.EscapeString(title))
	page = strings.Replace(page, "{{BODY}}", b.String(), 1)
	head, tail, _ := strings.Cut(page, "{{DATA}}")
	for _, part := range []string{head, strings.TrimSpace(data.String()), tail} {
		if _, err := io.WriteString(w, part); err != nil {
			return err
		}
	}
	return nil
}

// simData is the simulation page's data.
type simData struct {
	Pool   int64 `json:"pool"`
	Device int64 `json:"device"`
	// Top is the highest address the occupancy map needs: the pool, the
	// peak reserved and every segment.
	Top int64 `json:"top"`
	// TotalSteps is the script's steps; OOMStep the failing step, 0 when
	// it ran to the end; WorstStep the step of the worst fragmentation.
	TotalSteps int64   `json:"totalSteps"`
	OOMStep    int64   `json:"oomStep"`
	WorstStep  int64   `json:"worstStep"`
	Worst      float64 `json:"worst"`
	// Cols is the occupancy map: per column its step and its segments
	// {ptr, size, 1 when transient}, touching ones of a kind joined.
	Cols []simColumn `json:"cols"`
	// Steps holds one entry per step run, column by column.
	Steps simSteps `json:"steps"`
}

type simColumn struct {
	Step int64      `json:"step"`
	Segs [][3]int64 `json:"segs"`
}

type simSteps struct {
	Step     []int64   `json:"step"`
	InUse    []int64   `json:"inUse"`
	Reserved []int64   `json:"reserved"`
	Free     []int64   `json:"largestFree"`
	Frag     []float64 `json:"frag"`
}

// simulationData turns a simulation into the page's data.
func simulationData(res *allocator.Result) simData {
	d := simData{Pool: res.Pool, Device: res.Device, TotalSteps: res.TotalSteps, WorstStep: res.WorstStep, Worst: res.WorstFragmentation,
		Cols: []simColumn{}}
	if res.OOM != nil {
		d.OOMStep = res.OOM.Step
	}
	d.Top = max(res.Pool, res.PeakReserved)
	for _, c := range res.Columns {
		col := simColumn{Step: c.Step, Segs: [][3]int64{}}
		for _, sg := range mergeSegments(c.Segments) {
			t := int64(0)
			if sg.Transient {
				t = 1
			}
			col.Segs = append(col.Segs, [3]int64{sg.Ptr, sg.Size, t})
			d.Top = max(d.Top, sg.Ptr+sg.Size)
		}
		d.Cols = append(d.Cols, col)
	}
	n := len(res.Steps)
	d.Steps = simSteps{Step: make([]int64, n), InUse: make([]int64, n), Reserved: make([]int64, n), Free: make([]int64, n), Frag: make([]float64, n)}
	for i, st := range res.Steps {
		d.Steps.Step[i], d.Steps.InUse[i], d.Steps.Reserved[i], d.Steps.Free[i] = st.Step, st.InUse, st.Reserved, st.LargestFree
		// Four decimals: the page draws it on 0-1, and the file stays the
		// same on every machine.
		d.Steps.Frag[i] = math.Round(st.Fragmentation*1e4) / 1e4
		d.Top = max(d.Top, st.Reserved, st.Peak)
	}
	d.Top = max(d.Top, 1)
	return d
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

// leastDevice writes a least pool's device memory: 0 means more than 2^62
// bytes (a tiny memory fraction).
func leastDevice(d int64) string {
	if d == 0 {
		return "more than 2^62 bytes"
	}
	return Human(d)
}

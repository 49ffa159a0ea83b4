package main

import (
	"fmt"
	"html"
	"io"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/liveness"
)

// Memory map geometry, in SVG user units.
const (
	mapWidth  = 1000
	mapHeight = 480
	mapLeft   = 90 // room for the address labels
	mapBottom = 40 // room for the time labels
	mapTop    = 20
)

// kindColor gives each buffer kind its fill.
var kindColor = map[liveness.Kind]string{
	liveness.Parameter:    "#4e79a7",
	liveness.Constant:     "#9c755f",
	liveness.MaybeLiveOut: "#59a14f",
	liveness.Temp:         "#f28e2b",
}

// writeHTML writes one self-contained page (inline SVG and a few lines of
// script, nothing fetched) with a memory map per module: time across,
// address up, one rectangle per buffer; hovering one shows its value, shape,
// bytes, live range, offset and source line. The peak and the lower bound L
// are marked with lines.
func writeHTML(w io.Writer, res []*planner.Result) {
	fmt.Fprint(w, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>planner: memory map</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
h2 { font-size: 16px; margin: 24px 0 4px; }
p.stats { margin: 0 0 8px; color: #444; }
svg { border: 1px solid #ccc; background: #fff; }
rect.b { stroke: #fff; stroke-width: 0.3; }
rect.b:hover { stroke: #000; stroke-width: 1; }
line.peak { stroke: #d62728; stroke-dasharray: 6 3; }
line.lb { stroke: #1f77b4; stroke-dasharray: 2 3; }
text { font-size: 11px; fill: #333; }
#tip { position: fixed; display: none; pointer-events: none; background: #fffbe6; border: 1px solid #999;
       padding: 4px 6px; font: 12px monospace; white-space: pre; }
.key span { display: inline-block; width: 12px; height: 12px; margin: 0 4px 0 12px; vertical-align: middle; }
</style>
</head>
<body>
<h1 style="font-size:18px">planner: memory map</h1>
<p class="key">time across, address up; one rectangle per buffer.
<span style="background:#4e79a7"></span>parameter<span style="background:#9c755f"></span>constant<span style="background:#59a14f"></span>maybe-live-out<span style="background:#f28e2b"></span>temp
<span style="background:#d62728;height:2px"></span>peak<span style="background:#1f77b4;height:2px"></span>lower bound L</p>
`)
	for _, r := range res {
		writeMap(w, r)
	}
	fmt.Fprint(w, `<div id="tip"></div>
<script>
// Show a buffer's <title> next to the pointer.
const tip = document.getElementById("tip");
document.querySelectorAll("rect.b").forEach(function (r) {
  const text = r.querySelector("title").textContent;
  r.addEventListener("mousemove", function (e) {
    tip.textContent = text;
    tip.style.left = (e.clientX + 14) + "px";
    tip.style.top = (e.clientY + 14) + "px";
    tip.style.display = "block";
  });
  r.addEventListener("mouseleave", function () { tip.style.display = "none"; });
});
</script>
</body>
</html>
`)
}

func writeMap(w io.Writer, r *planner.Result) {
	s := r.Stats
	steps := r.Liveness.Steps
	if steps < 1 {
		steps = 1
	}
	top := max(s.Peak, r.Config.Capacity, 1)
	top += top / 20
	x := func(t int64) float64 { return mapLeft + float64(t)*mapWidth/float64(steps) }
	y := func(a int64) float64 { return mapTop + mapHeight - float64(a)*mapHeight/float64(top) }
	fmt.Fprintf(w, "<h2>module %s</h2>\n", html.EscapeString(r.Module.Name))
	fmt.Fprintf(w, "<p class=\"stats\">%s<br>peak %s · lower bound L %s · r = %.4f · %s buffers · plan by %s, verified</p>\n",
		html.EscapeString(header(r)), human(s.Peak), human(s.LowerBound), s.Ratio, commas(int64(s.Buffers)), html.EscapeString(r.Solution.Algorithm))
	fmt.Fprintf(w, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n",
		mapLeft+mapWidth+20, mapTop+mapHeight+mapBottom, mapLeft+mapWidth+20, mapTop+mapHeight+mapBottom)
	// Axes and labels: five address ticks, five time ticks.
	fmt.Fprintf(w, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n", mapLeft, mapTop, mapLeft, mapTop+mapHeight)
	fmt.Fprintf(w, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n", mapLeft, mapTop+mapHeight, mapLeft+mapWidth, mapTop+mapHeight)
	for i := int64(0); i <= 4; i++ {
		a := top * i / 4
		fmt.Fprintf(w, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", mapLeft-6, y(a)+4, human(a))
		t := steps * i / 4
		anchor := "middle"
		if i == 4 {
			anchor = "end" // the last label would run past the frame
		}
		fmt.Fprintf(w, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">t=%d</text>\n", x(t), mapTop+mapHeight+16, anchor, t)
	}
	fmt.Fprintf(w, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">time step</text>\n", mapLeft+mapWidth/2, mapTop+mapHeight+34)
	copies := planner.CopiesOf(r.Liveness)
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		off := r.Solution.Offsets[i]
		x0, x1 := x(b.Start), x(b.End)
		y0, y1 := y(off+b.Size), y(off)
		src := ""
		if len(b.Values) > 0 {
			md := b.Values[0].Instruction.Metadata
			if s := planner.Source(md); s != "" {
				src += "\n" + s
			}
			if md.OpName != "" {
				src += "\n" + md.OpName
			}
		}
		title := fmt.Sprintf("buffer %d: %s\n%s · %s (%s bytes)\nlive [%d,%d) · offset %s · %s%s",
			b.ID, valueList(b, copies), planner.ShapeString(b.Shape), human(b.Size), commas(b.Size), b.Start, b.End, commas(off), b.Kind, src)
		fmt.Fprintf(w, "<rect class=\"b\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\"><title>%s</title></rect>\n",
			x0, y0, max(x1-x0, 1.5), max(y1-y0, 0.5), kindColor[b.Kind], html.EscapeString(title))
	}
	fmt.Fprintf(w, "<line class=\"peak\" x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\"><title>peak %s</title></line>\n",
		mapLeft, y(s.Peak), mapLeft+mapWidth, y(s.Peak), human(s.Peak))
	fmt.Fprintf(w, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" fill=\"#d62728\">peak</text>\n", mapLeft+mapWidth, y(s.Peak)-3)
	fmt.Fprintf(w, "<line class=\"lb\" x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\"><title>lower bound L %s</title></line>\n",
		mapLeft, y(s.LowerBound), mapLeft+mapWidth, y(s.LowerBound), human(s.LowerBound))
	fmt.Fprintf(w, "<text x=\"%d\" y=\"%.1f\" fill=\"#1f77b4\">L</text>\n", mapLeft+4, y(s.LowerBound)+12)
	fmt.Fprint(w, "</svg>\n")
}

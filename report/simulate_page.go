package report

// simulatePage is the simulation's page: {{TITLE}}, {{BODY}} (the figures,
// the least pools and the failure, as HTML) and {{DATA}} (simData as JSON)
// are filled in by SimulateHTML. The script draws, on one step axis:
//
//   - the occupancy map: per column kept (allocator.Options.Columns) the
//     pool's segments after that step, address up, drawn until the next
//     column's step; live arrays blue, blocks allocated and freed within
//     the step orange, the out-of-memory step shaded red, the pool's
//     limit dashed;
//   - the chart per step: bytes in use, reserved and largest free block
//     on the left axis, the fragmentation on the right one (0 to 1, its
//     own ticks), the worst fragmentation's step marked on both.
//
// Ticks are round (1, 2 or 5 times a power of ten; bytes in the unit of
// the step), so a zoomed axis labels every round step it shows. Wheel
// zooms the steps around the pointer (on the map the addresses too;
// shift: steps only, alt: addresses only), drag pans, double-click and
// "reset zoom" reset. Each canvas carries its view (data-s0, data-s1,
// data-a0, data-a1) and its tick labels (data-xticks, data-yticks,
// data-fticks). The URL fragment "#steps=A-B" opens the step range
// [A, B) (for screenshots and links).
const simulatePage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>planner simulate: {{TITLE}}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 20px 24px; color: #222; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 24px; }
table.least { border-collapse: collapse; } table.least td, table.least th { padding: 2px 10px; text-align: right; border-bottom: 1px solid #ddd; }
table.least th:first-child, table.least td:first-child { text-align: left; }
.legend span.sw { display: inline-block; width: 12px; height: 12px; margin: 0 4px 0 14px; vertical-align: middle; }
.legend span.ln { display: inline-block; width: 22px; height: 0; margin: 0 4px 0 14px; vertical-align: middle; }
canvas { display: block; border: 1px solid #ccc; background: #fff; }
canvas.occ { cursor: grab; }
.bar { margin: 6px 0; font-size: 12px; color: #555; }
.bar button { font-size: 12px; margin-right: 6px; }
#tip { position: fixed; display: none; pointer-events: none; background: #fffbe6; border: 1px solid #999;
       padding: 4px 6px; font: 12px/1.35 ui-monospace, monospace; white-space: pre; z-index: 10; }
pre { background: #f6f6f6; padding: 8px; overflow: auto; max-height: 300px; }
</style></head><body>
<h1>planner simulate: {{TITLE}}</h1>
{{BODY}}
<div id="tip"></div>
<script type="application/json" id="data">{{DATA}}</script>
<script>
"use strict";
const SIM = JSON.parse(document.getElementById("data").textContent);
{{COMMON}}
const W = Math.max(760, Math.min(1400, window.innerWidth - 60));
const PAD = { l: 78, r: 64, t: 14, b: 40 };
const LIVE = "#3b6fb6", TRANSIENT = "#f0a030", OOM = "#d22", RESERVED = "#888", FREE = "#2a2", FRAG = "#c33";
const S = SIM.steps, n = S.step.length;
// The steps run (up to the failure, when there is one), address 0 to
// above the pool and every block.
const FULL = { s0: 1, s1: (n ? S.step[n - 1] : 1) + 1, a0: 0, a1: SIM.top * 1.05 };
let view = Object.assign({}, FULL);

const charts = document.getElementById("charts");
function legend(items) {
  const p = el("p", { class: "legend" });
  for (const it of items) {
    p.appendChild(el("span", { class: it.line ? "ln" : "sw", style: it.line ? "border-top:" + it.line : "background:" + it.color + (it.border ? ";border:1px solid #999" : "") }));
    p.appendChild(document.createTextNode(it.text));
  }
  return p;
}
charts.appendChild(el("h2", {}, "Occupancy: address (up) × step (across)"));
charts.appendChild(legend([
  { color: LIVE, text: "live at the step's end" },
  { color: TRANSIENT, text: "allocated and freed within the step (temp blocks, dropped arrays)" },
  { color: "#fff", border: true, text: "free" },
  { color: "#fdd", text: "the out-of-memory step" },
  { line: "2px dashed " + OOM, text: "the pool's limit" },
  { line: "2px dotted " + FRAG, text: "the step of the worst fragmentation" }].filter(function (it) {
    return (it.color !== "#fdd" || SIM.oomStep) && (it.line !== "2px dotted " + FRAG || SIM.worst > 0);
  })));
const bar = el("div", { class: "bar" });
const reset = el("button", {}, "reset zoom");
bar.appendChild(reset);
const focus = SIM.oomStep || SIM.worstStep;
const zoomTo = el("button", {}, SIM.oomStep ? "zoom to the out-of-memory step" : "zoom to the worst fragmentation");
if (focus) bar.appendChild(zoomTo);
bar.appendChild(document.createTextNode("Wheel zooms (shift: steps only, alt: addresses only), drag pans, double-click resets; the chart below follows the steps."));
charts.appendChild(bar);
const occ = canvas(charts, W, 440, "occ");
if (!SIM.cols.length) charts.appendChild(el("p", {}, "no steps"));
charts.appendChild(el("h2", {}, "Per step"));
charts.appendChild(legend([
  { line: "2px solid " + LIVE, text: "bytes in use" },
  { line: "2px solid " + RESERVED, text: "reserved" },
  { line: "2px solid " + FREE, text: "largest free block" },
  { line: "2px solid " + FRAG, text: "fragmentation (right axis, 0\u20131): (free \u2212 largest free) / free" }]));
const chart = canvas(charts, W, 240, "steps");

function sx(s, w) { return PAD.l + (s - view.s0) / (view.s1 - view.s0) * (w - PAD.l - PAD.r); }
function sAt(x, w) { return view.s0 + (x - PAD.l) / (w - PAD.l - PAD.r) * (view.s1 - view.s0); }
function ay(a, h, a0, a1) { return h - PAD.b - (a - a0) / (a1 - a0) * (h - PAD.b - PAD.t); }

// axes draws both axes with round ticks and records the labels on the
// canvas; right, when given, is the fragmentation's axis on 0-1.
function axes(cv, a0, a1, ytitle, right) {
  const g = cv.g, w = cv.w, h = cv.h, x0 = PAD.l, x1 = w - PAD.r, y0 = h - PAD.b, y1 = PAD.t;
  g.strokeStyle = "#888"; g.lineWidth = 1; g.fillStyle = "#333"; g.font = "11px system-ui, sans-serif";
  g.beginPath(); g.moveTo(x0 + 0.5, y1); g.lineTo(x0 + 0.5, y0 + 0.5); g.lineTo(x1, y0 + 0.5); g.stroke();
  g.textAlign = "right"; g.textBaseline = "middle";
  const yt = ticks(a0, a1, 6, true), xt = ticks(view.s0, view.s1, 10, false).filter(function (t) { return t.at >= view.s0 && t.at <= view.s1; });
  for (const t of yt) {
    const y = Math.round(ay(t.at, h, a0, a1)) + 0.5;
    g.strokeStyle = "#eee"; g.beginPath(); g.moveTo(x0 + 1, y); g.lineTo(x1, y); g.stroke();
    g.fillText(t.label, x0 - 6, y);
  }
  g.textAlign = "center"; g.textBaseline = "top";
  for (const t of xt) {
    const x = Math.round(sx(t.at, w)) + 0.5;
    g.strokeStyle = "#888"; g.beginPath(); g.moveTo(x, y0); g.lineTo(x, y0 + 4); g.stroke();
    g.fillText(t.label, Math.min(x, x1 - 10), y0 + 6);
  }
  g.fillText("step", (x0 + x1) / 2, y0 + 22);
  g.save(); g.translate(14, (y0 + y1) / 2); g.rotate(-Math.PI / 2); g.textBaseline = "middle"; g.fillText(ytitle, 0, 0); g.restore();
  const d = cv.c.dataset;
  d.s0 = Math.round(view.s0 * 100) / 100; d.s1 = Math.round(view.s1 * 100) / 100; d.a0 = Math.round(a0); d.a1 = Math.round(a1);
  d.xticks = xt.map(function (t) { return t.label; }).join(" ");
  d.yticks = yt.map(function (t) { return t.label; }).join(" ");
  if (right) {
    g.strokeStyle = "#888"; g.beginPath(); g.moveTo(x1 + 0.5, y1); g.lineTo(x1 + 0.5, y0); g.stroke();
    g.textAlign = "left"; g.textBaseline = "middle"; g.fillStyle = FRAG;
    const ft = [0, 0.25, 0.5, 0.75, 1];
    for (const f of ft) {
      const y = Math.round(ay(f, h, 0, 1)) + 0.5;
      g.strokeStyle = FRAG; g.beginPath(); g.moveTo(x1, y); g.lineTo(x1 + 4, y); g.stroke();
      g.fillText(String(f), x1 + 6, y);
    }
    g.save(); g.translate(w - 10, (y0 + y1) / 2); g.rotate(Math.PI / 2); g.textAlign = "center"; g.fillText("fragmentation", 0, 0); g.restore();
    d.fticks = ft.join(" ");
  }
}

// stepLine marks a step on a chart: a dotted vertical line and a label,
// on the label row given (0: the top) so that two marks of one step keep
// their labels apart.
function stepLine(cv, s, color, label, row) {
  const g = cv.g, x = Math.round(sx(s + 0.5, cv.w)) + 0.5;
  if (x < PAD.l || x > cv.w - PAD.r) return;
  g.save(); g.strokeStyle = color; g.setLineDash([2, 3]); g.lineWidth = 1.5;
  g.beginPath(); g.moveTo(x, PAD.t); g.lineTo(x, cv.h - PAD.b); g.stroke(); g.restore();
  g.fillStyle = color; g.font = "11px system-ui, sans-serif"; g.textBaseline = "top";
  const right = x + 6 + g.measureText(label).width > cv.w - PAD.r;
  g.textAlign = right ? "right" : "left"; g.fillText(label, right ? x - 4 : x + 4, PAD.t + 2 + 14 * (row || 0));
}

function colEnd(i) { return i + 1 < SIM.cols.length ? SIM.cols[i + 1].step : SIM.cols[i].step + 1; }

function drawOcc() {
  const g = occ.g, w = occ.w, h = occ.h;
  g.clearRect(0, 0, w, h);
  axes(occ, view.a0, view.a1, "address");
  g.save(); g.beginPath(); g.rect(PAD.l + 1, PAD.t, w - PAD.l - PAD.r - 1, h - PAD.b - PAD.t); g.clip();
  for (let i = 0; i < SIM.cols.length; i++) {
    const c = SIM.cols[i];
    let xa = sx(c.step, w), xb = sx(colEnd(i), w);
    if (xb < PAD.l || xa > w - PAD.r) continue;
    if (xb - xa < 1) xb = xa + 1;
    if (c.step === SIM.oomStep) { g.fillStyle = "#fdd"; g.fillRect(xa, PAD.t, xb - xa, h - PAD.b - PAD.t); }
    for (const sg of c.segs) {
      const ya = ay(sg[0] + sg[1], h, view.a0, view.a1), yb = ay(sg[0], h, view.a0, view.a1);
      g.fillStyle = sg[2] ? TRANSIENT : LIVE;
      g.fillRect(xa, ya, xb - xa, Math.max(yb - ya, 0.5));
    }
  }
  if (SIM.pool > 0) {
    const y = Math.round(ay(SIM.pool, h, view.a0, view.a1)) + 0.5;
    g.save(); g.strokeStyle = OOM; g.setLineDash([6, 3]); g.lineWidth = 1.5; g.beginPath(); g.moveTo(PAD.l, y); g.lineTo(w - PAD.r, y); g.stroke(); g.restore();
    g.fillStyle = OOM; g.font = "bold 11px system-ui, sans-serif"; g.textAlign = "right"; g.textBaseline = "bottom";
    g.fillText("pool " + human(SIM.pool), w - PAD.r - 4, y - 2);
  }
  if (SIM.worstStep && SIM.worst > 0) stepLine(occ, SIM.worstStep, FRAG, "worst fragmentation " + SIM.worst.toFixed(4) + " at step " + SIM.worstStep);
  g.restore();
}

function drawChart() {
  const g = chart.g, w = chart.w, h = chart.h;
  g.clearRect(0, 0, w, h);
  // The chart's bytes axis fits the steps in view.
  let top = 1;
  for (let i = 0; i < n; i++) if (S.step[i] + 1 >= view.s0 && S.step[i] <= view.s1) top = Math.max(top, S.reserved[i], S.inUse[i], S.largestFree[i]);
  top *= 1.08;
  axes(chart, 0, top, "bytes", true);
  g.save(); g.beginPath(); g.rect(PAD.l + 1, PAD.t, w - PAD.l - PAD.r - 1, h - PAD.b - PAD.t); g.clip();
  // A step is drawn as a level over [step, step+1); with more steps than
  // pixels, each pixel column shows the most of its steps.
  const line = function (color, f, lo, hi) {
    g.strokeStyle = color; g.lineWidth = 1.5; g.beginPath();
    let first = true, lastPx = -1, best = -Infinity;
    for (let i = 0; i < n; i++) {
      const s = S.step[i];
      if (s + 1 < view.s0 || s > view.s1) continue;
      const xa = sx(s, w), xb = sx(s + 1, w), v = f(i), y = ay(v, h, lo, hi);
      if (xb - xa >= 1) {
        if (first) { g.moveTo(xa, y); first = false; } else g.lineTo(xa, y);
        g.lineTo(xb, y);
        continue;
      }
      const px = Math.floor(xa);
      if (px !== lastPx) { best = v; lastPx = px; if (first) { g.moveTo(px, y); first = false; } else g.lineTo(px, y); }
      else if (v > best) { best = v; g.lineTo(px, y); }
    }
    g.stroke();
  };
  line(RESERVED, function (i) { return S.reserved[i]; }, 0, top);
  line(LIVE, function (i) { return S.inUse[i]; }, 0, top);
  line(FREE, function (i) { return S.largestFree[i]; }, 0, top);
  line(FRAG, function (i) { return S.frag[i]; }, 0, 1);
  if (SIM.oomStep) stepLine(chart, SIM.oomStep, OOM, "out of memory at step " + SIM.oomStep);
  if (SIM.worstStep && SIM.worst > 0) stepLine(chart, SIM.worstStep, FRAG, "worst fragmentation " + SIM.worst.toFixed(4) + " at step " + SIM.worstStep, SIM.oomStep ? 1 : 0);
  g.restore();
}

function draw() { drawOcc(); drawChart(); }

// zoom scales the view by f around step s (and address a on the map).
function zoom(f, s, a, steps, addrs) {
  if (steps) {
    view.s0 = s - (s - view.s0) * f; view.s1 = s + (view.s1 - s) * f;
    if (view.s1 - view.s0 < 2) { const m = (view.s0 + view.s1) / 2; view.s0 = m - 1; view.s1 = m + 1; }
    if (view.s1 - view.s0 > FULL.s1 - FULL.s0) { view.s0 = FULL.s0; view.s1 = FULL.s1; }
  }
  if (addrs) {
    view.a0 = a - (a - view.a0) * f; view.a1 = a + (view.a1 - a) * f;
    if (view.a1 - view.a0 < 64) { const m = (view.a0 + view.a1) / 2; view.a0 = m - 32; view.a1 = m + 32; }
    if (view.a1 - view.a0 > FULL.a1 - FULL.a0) { view.a0 = FULL.a0; view.a1 = FULL.a1; }
  }
  draw();
}
function interact(cv, addrs) {
  const c = cv.c;
  let drag = null;
  c.addEventListener("wheel", function (e) {
    e.preventDefault();
    const b = c.getBoundingClientRect(), x = e.clientX - b.left, y = e.clientY - b.top;
    const a = view.a0 + (cv.h - PAD.b - y) / (cv.h - PAD.b - PAD.t) * (view.a1 - view.a0);
    zoom(e.deltaY < 0 ? 1 / 1.25 : 1.25, sAt(x, cv.w), a, !e.altKey, addrs && !e.shiftKey);
  }, { passive: false });
  c.addEventListener("mousedown", function (e) { drag = { x: e.clientX, y: e.clientY, v: Object.assign({}, view) }; });
  window.addEventListener("mouseup", function () { drag = null; });
  window.addEventListener("mousemove", function (e) {
    if (!drag) return;
    const v = drag.v, pw = cv.w - PAD.l - PAD.r, ph = cv.h - PAD.t - PAD.b;
    const ds = -(e.clientX - drag.x) / pw * (v.s1 - v.s0), da = addrs ? (e.clientY - drag.y) / ph * (v.a1 - v.a0) : 0;
    view = { s0: v.s0 + ds, s1: v.s1 + ds, a0: v.a0 + da, a1: v.a1 + da };
    draw();
  });
  c.addEventListener("dblclick", function () { view = Object.assign({}, FULL); draw(); });
  c.addEventListener("mouseleave", hideTip);
}
interact(occ, true);
interact(chart, false);
reset.onclick = function () { view = Object.assign({}, FULL); draw(); };
zoomTo.onclick = function () {
  const span = Math.max(10, Math.ceil((FULL.s1 - FULL.s0) / 20));
  view.s0 = Math.max(FULL.s0, focus - span); view.s1 = Math.min(FULL.s1, focus + span + 1); draw();
};
// Tooltips: the map names the segment under the pointer, the chart the
// step's figures.
function stepIndex(s) {
  let lo = 0, hi = n - 1;
  while (lo < hi) { const m = (lo + hi + 1) >> 1; if (S.step[m] <= s) lo = m; else hi = m - 1; }
  return n && S.step[lo] <= s ? lo : -1;
}
occ.c.addEventListener("mousemove", function (e) {
  const b = occ.c.getBoundingClientRect(), x = e.clientX - b.left, y = e.clientY - b.top, s = sAt(x, occ.w);
  const a = view.a0 + (occ.h - PAD.b - y) / (occ.h - PAD.b - PAD.t) * (view.a1 - view.a0);
  for (let i = 0; i < SIM.cols.length; i++) {
    if (s < SIM.cols[i].step || s >= colEnd(i)) continue;
    for (const sg of SIM.cols[i].segs) {
      if (a >= sg[0] && a < sg[0] + sg[1]) {
        showTip(e, "step " + SIM.cols[i].step + (sg[2] ? ": allocated and freed within the step" : ": live at the step's end") + "\n" + exact(sg[1]) + " at " + commas(sg[0]));
        return;
      }
    }
  }
  hideTip();
});
chart.c.addEventListener("mousemove", function (e) {
  const b = chart.c.getBoundingClientRect(), i = stepIndex(Math.floor(sAt(e.clientX - b.left, chart.w)));
  if (i < 0) { hideTip(); return; }
  showTip(e, "step " + S.step[i] + "\nin use " + exact(S.inUse[i]) + "\nreserved " + exact(S.reserved[i]) + "\nlargest free " + exact(S.largestFree[i]) + "\nfragmentation " + S.frag[i].toFixed(4));
});
const m = /steps=(\d+)-(\d+)/.exec(location.hash);
if (m && Number(m[2]) > Number(m[1])) { view.s0 = Number(m[1]); view.s1 = Number(m[2]); }
draw();
</script>
</body></html>
`

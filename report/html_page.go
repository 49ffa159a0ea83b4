package report

// htmlPage is the report's page: {{TITLE}} and {{DATA}} (the report as
// JSON) are filled in by HTML. The script draws, for each module and
// each memory level in it:
//
//   - the memory profile: bytes live at each time step, stacked by kind
//     (one pixel column shows the step of the most bytes within it, so a
//     peak is never averaged away; L's step is drawn at least MINPEAK px
//     wide, so a one-step peak shows at first glance), with L, the peak
//     and the capacity as lines labelled apart, and the time of L as a
//     triangle over its column and a dashed line beside it; its tooltip
//     names the step's instruction, op_name and source line;
//   - a callout: L, the instruction then, the largest buffers live;
//   - the memory map: one rectangle per buffer, time across, address up.
//     Level of detail: a rectangle is at least 1.5 px wide and 1 px high
//     (a short-lived or small buffer stays visible), gets a white outline
//     only when it is at least 6 px in both directions (below that the
//     outlines would wash the colours out) and a label only when its name
//     fits. Wheel zooms around the pointer (shift: time only, alt:
//     address only), drag pans, double-click resets, and "zoom to the
//     peak" shows the steps around L's time. The profile follows the map's
//     time range;
//     The buffers live at L's time are drawn last, at least MINPEAK px
//     wide, outlined, and the largest narrow ones named beside them. A
//     fast memory's copies are arrows at least MINARROW px long;
//   - the buffers live at L's time as a table sortable by every column
//     (names in natural order: Arg_2 before Arg_10), with a filter box,
//     its columns sized to the page (paths and op_names shortened from
//     the left, the whole text on hover); clicking a row highlights the
//     buffer on the map (and brings it into view), clicking a rectangle
//     highlights its row.
//
// The legend at the top has an entry for every mark.
//
// Tick values are round (1, 2 or 5 times a power of ten steps; bytes in
// the unit of the step), both axes have titles, and one tooltip serves
// the whole page. The URL fragment #peak opens every map zoomed to the
// peak (used for screenshots).
const htmlPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{TITLE}}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 20px 24px; color: #222; background: #fff; }
h1 { font-size: 18px; margin: 0 0 6px; }
h2 { font-size: 16px; margin: 28px 0 4px; }
h3 { font-size: 14px; margin: 14px 0 4px; }
p.stats { margin: 0 0 8px; color: #333; font: 12px/1.5 ui-monospace, monospace; }
pre.verdict { margin: 4px 0 10px; padding: 6px 10px; font: 13px/1.5 ui-monospace, monospace; white-space: pre-wrap;
              border-left: 4px solid #2a7; background: #f2faf5; }
pre.verdict.over { border-left-color: #c33; background: #fcf1f1; }
.key span.sw { display: inline-block; width: 12px; height: 12px; margin: 0 4px 0 12px; vertical-align: -1px; }
canvas { display: block; border: 1px solid #ccc; background: #fff; }
canvas.map { cursor: grab; }
.bar { margin: 6px 0; font-size: 12px; color: #555; }
.bar button { font-size: 12px; margin-right: 6px; }
#tip { position: fixed; display: none; pointer-events: none; background: #fffbe6; border: 1px solid #999;
       padding: 4px 6px; font: 12px/1.35 ui-monospace, monospace; white-space: pre; z-index: 10; max-width: 720px; overflow: hidden; }
table.peak { border-collapse: collapse; font: 12px ui-monospace, monospace; margin-top: 4px; }
table.peak th { background: #e8ecf3; text-align: left; padding: 3px 8px; cursor: pointer; user-select: none; white-space: nowrap; position: sticky; top: 0; }
table.peak th.sorted::after { content: " \25BC"; font-size: 9px; }
table.peak th.sorted.asc::after { content: " \25B2"; }
table.peak td { padding: 2px 8px; white-space: nowrap; max-width: 420px; overflow: hidden; text-overflow: ellipsis; }
table.peak td.n { text-align: right; }
table.peak tr:nth-child(even) td { background: #f4f6fa; }
table.peak tr.sel td { background: #ffe08a; }
table.peak tbody tr { cursor: pointer; }
div.tablewrap { max-height: 480px; overflow: auto; border: 1px solid #ccc; }
table.peak { table-layout: fixed; width: 100%; }
.callout { max-width: 1400px; margin: 6px 0 2px; font: 12px/1.5 ui-monospace, monospace; background: #fff4f4; border-left: 3px solid #d62728; padding: 3px 8px; white-space: pre-wrap; }
.key .ln { display: inline-block; width: 24px; height: 0; vertical-align: middle; margin: 0 4px 0 12px; }
.key .mk { margin: 0 4px 0 12px; font-weight: bold; }
table.figs { border-collapse: collapse; font: 12px ui-monospace, monospace; margin: 4px 0; }
table.figs th { background: #e8ecf3; text-align: left; padding: 2px 8px; }
table.figs td { padding: 2px 8px; border-bottom: 1px solid #eee; }
table.figs td.n { text-align: right; }
table.figs td.note { color: #666; }
div.spmd { border-left: 4px solid #4e79a7; padding: 2px 10px; margin: 6px 0 10px; background: #f5f8fc; }
div.spmd h3 { margin: 4px 0; }
input.filter { font: 12px ui-monospace, monospace; width: 360px; margin: 4px 8px 4px 0; }
</style>
</head>
<body>
<h1>{{TITLE}}</h1>
<p class="key" id="key">Colours by buffer kind:</p>
<div id="report"></div>
<div id="tip"></div>
<script type="application/json" id="data">{{DATA}}</script>
<script>
"use strict";
const REPORT = JSON.parse(document.getElementById("data").textContent);
{{COMMON}}

const W = Math.max(760, Math.min(1400, window.innerWidth - 60));
const PAD = { l: 78, r: 16, t: 14, b: 40 };
const MAXROWS = 2000; // rows of the table of buffers live at the peak
const MINPEAK = 7;    // px: the least width of L's column and of the buffers live then
const MINARROW = 12;  // px: the least length of a copy's arrow
// Names sort naturally: Arg_2.3 before Arg_10.11.
const NATURAL = new Intl.Collator("en", { numeric: true });

// The legend: one entry for every mark the page draws.
(function () {
  const key = document.getElementById("key");
  REPORT.kinds.forEach(function (k, i) {
    key.appendChild(el("span", { class: "sw", style: "background:" + REPORT.colors[i] }));
    key.appendChild(document.createTextNode(k));
  });
  const fast = REPORT.modules.some(function (m) { return m.memories.length > 1; });
  const item = function (style, text, mark) {
    key.appendChild(el("br"));
    if (mark) key.appendChild(el("span", { class: "mk", style: style }, mark));
    else key.appendChild(el("span", { class: "ln", style: style }));
    key.appendChild(document.createTextNode(text));
  };
  item("border-top:2px dashed #d62728", "peak: the arena's size under the plan");
  item("border-top:2px dotted #1f77b4", "lower bound L: the most bytes live at one time in this plan's order, which no plan of that order beats; another order may need less (one line \u201cpeak = L\u201d when equal)");
  item("color:#333", "time of L, beside its column: the step where L is reached (its column is drawn at least " + MINPEAK + " px wide, so a one-step peak shows)", "\u25BC");
  item("border-top:2px solid #222", "on the map, a dark outline: a buffer live at the time of L (drawn at least " + MINPEAK + " px wide)");
  item("border-top:3px double #000", "selected buffer (click the map or a row)");
  if (REPORT.modules.some(function (m) { return m.memories.some(function (x) { return x.capacity > 0; }); })) item("border-top:2px dotted #000", "capacity");
  if (fast) {
    item("color:#1f3b73", "prefetch: a copy into fast memory, from the step it is issued to the step it is due (at least " + MINARROW + " px long)", "\u2192");
    item("color:#b22222", "eviction: a copy back to slow memory, drawn the same way", "\u2192");
  }
})();

function axes(g, w, h, view, ylo, yhi, ytitle) {
  const x0 = PAD.l, x1 = w - PAD.r, y0 = h - PAD.b, y1 = PAD.t;
  g.strokeStyle = "#888"; g.lineWidth = 1; g.fillStyle = "#333"; g.font = "11px system-ui, sans-serif";
  g.beginPath(); g.moveTo(x0 + 0.5, y1); g.lineTo(x0 + 0.5, y0 + 0.5); g.lineTo(x1, y0 + 0.5); g.stroke();
  g.textAlign = "right"; g.textBaseline = "middle";
  for (const t of ticks(ylo, yhi, 5, true)) {
    const y = Math.round(y0 - (t.at - ylo) / (yhi - ylo) * (y0 - y1)) + 0.5;
    g.strokeStyle = "#eee"; g.beginPath(); g.moveTo(x0 + 1, y); g.lineTo(x1, y); g.stroke();
    g.fillText(t.label, x0 - 6, y);
  }
  g.textAlign = "center"; g.textBaseline = "top";
  for (const t of ticks(view.t0, view.t1, 8, false)) {
    const x = Math.round(x0 + (t.at - view.t0) / (view.t1 - view.t0) * (x1 - x0)) + 0.5;
    if (x < x0 || x > x1) continue;
    g.strokeStyle = "#888"; g.beginPath(); g.moveTo(x, y0); g.lineTo(x, y0 + 4); g.stroke();
    g.fillText(t.label, Math.min(x, x1 - 10), y0 + 6);
  }
  g.fillText("time step", (x0 + x1) / 2, y0 + 22);
  g.save(); g.translate(14, (y0 + y1) / 2); g.rotate(-Math.PI / 2); g.textBaseline = "middle";
  g.fillText(ytitle, 0, 0); g.restore();
}

// hline draws a labelled horizontal line at bytes v; below puts the label
// under the line (so that two close lines keep their labels apart).
function hline(g, y, x0, x1, color, dash, label, below, left) {
  g.save(); g.strokeStyle = color; g.lineWidth = 1.5; g.setLineDash(dash);
  g.beginPath(); g.moveTo(x0, y); g.lineTo(x1, y); g.stroke(); g.restore();
  g.font = "bold 11px system-ui, sans-serif"; g.textAlign = left ? "left" : "right";
  g.textBaseline = below ? "top" : "bottom";
  const tw = g.measureText(label).width, tx = left ? x0 + 6 : x1 - 4, ty = below ? y + 2 : y - 2;
  g.fillStyle = "rgba(255,255,255,0.8)";
  g.fillRect(left ? tx - 2 : tx - tw - 2, below ? ty : ty - 13, tw + 4, 13);
  g.fillStyle = color;
  g.fillText(label, tx, ty);
}

function vline(g, x, y0, y1, xmax, label) {
  g.save(); g.strokeStyle = "#555"; g.lineWidth = 1; g.setLineDash([3, 3]);
  g.beginPath(); g.moveTo(x, y0); g.lineTo(x, y1); g.stroke(); g.restore();
  g.fillStyle = "#555"; g.font = "11px system-ui, sans-serif"; g.textBaseline = "top";
  const left = x + 4 + g.measureText(label).width > xmax;
  g.textAlign = left ? "right" : "left";
  g.fillText(label, left ? x - 4 : x + 4, y1 + 2);
}

function Pane(parent, mod, mem) {
  const self = this;
  this.mod = mod; this.mem = mem;
  const n = mem.start.length;
  this.n = n;
  this.top = Math.max(mem.peak, mem.capacity, 1) * 1.05;
  // The address range of each kind's buffers, so that the map can fit
  // the kinds shown: parameters at the bottom of a large model would
  // leave a blank band once hidden.
  this.kindLo = REPORT.kinds.map(function () { return Infinity; });
  this.kindHi = REPORT.kinds.map(function () { return -Infinity; });
  for (let i = 0; i < n; i++) {
    const k = mem.kind[i];
    this.kindLo[k] = Math.min(this.kindLo[k], mem.offset[i]);
    this.kindHi[k] = Math.max(this.kindHi[k], mem.offset[i] + mem.size[i]);
  }
  this.full = { t0: 0, t1: Math.max(mem.steps, 1), a0: 0, a1: this.top };
  this.view = Object.assign({}, this.full);
  this.sel = -1;
  // atPeak[i] marks the buffers live at the time of L: drawn at least
  // MINPEAK px wide and outlined, so that a peak one step wide shows.
  this.atPeak = new Uint8Array(n);
  this.peakList = [];
  for (let i = 0; i < n; i++) if (mem.start[i] <= mem.peakTime && mem.peakTime < mem.end[i]) { this.atPeak[i] = 1; this.peakList.push(i); }
  this.peakList.sort(function (a, b) { return mem.size[b] - mem.size[a] || a - b; });
  // A fast memory's intervals are short and small: a larger least size.
  this.minW = mem.copies ? 3 : 1.5; this.minH = mem.copies ? 2 : 1;
  parent.appendChild(el("h3", {}, mem.name + " · memory profile: bytes live at each time step, by kind"));
  this.prof = canvas(parent, W, 230, "profile");
  parent.appendChild(el("div", { class: "callout" }, this.callout()));
  const bar = el("div", { class: "bar" });
  const zoomPeak = el("button", {}, "zoom to the peak");
  const reset = el("button", {}, "reset zoom");
  bar.appendChild(zoomPeak); bar.appendChild(reset);
  // Kinds can be hidden: a model's parameters can dwarf its temporaries.
  this.hidden = REPORT.kinds.map(function () { return false; });
  const show = el("span", { style: "margin-right:12px" }, "show:");
  REPORT.kinds.forEach(function (k, i) {
    const lab = el("label", { style: "margin-left:8px" });
    const box = el("input", { type: "checkbox" });
    box.checked = true;
    box.onchange = function () { self.hidden[i] = !box.checked; self.fitKinds(); };
    self.boxes = (self.boxes || []).concat([box]);
    lab.appendChild(box); lab.appendChild(document.createTextNode(" " + k));
    show.appendChild(lab);
  });
  bar.appendChild(show);
  bar.appendChild(document.createTextNode("memory map: time across, address up. Wheel zooms (shift: time only, alt: address only), drag pans, double-click resets, click selects."));
  parent.appendChild(el("h3", {}, mem.name + " · memory map: one rectangle per buffer at its offset, over its live range"));
  parent.appendChild(bar);
  this.map = canvas(parent, W, 480, "map");
  parent.appendChild(el("h3", {}, "buffers live at t=" + mem.peakTime + ", the time of L (click a column to sort, a row to find it on the map; hover a cell for its whole text)"));
  this.tableWrap = el("div", { class: "tablewrap" });
  parent.appendChild(this.tableWrap);
  zoomPeak.onclick = function () { self.zoomPeak(); };
  reset.onclick = function () { self.view = Object.assign({}, self.full); self.draw(); };
  this.interact();
  this.buildTable();
  this.draw();
}

Pane.prototype.x = function (t, w) { const v = this.view; return PAD.l + (t - v.t0) / (v.t1 - v.t0) * (w - PAD.l - PAD.r); };
Pane.prototype.tAt = function (x, w) { const v = this.view; return v.t0 + (x - PAD.l) / (w - PAD.l - PAD.r) * (v.t1 - v.t0); };
Pane.prototype.y = function (a, h) { const v = this.view; return h - PAD.b - (a - v.a0) / (v.a1 - v.a0) * (h - PAD.b - PAD.t); };
Pane.prototype.aAt = function (y, h) { const v = this.view; return v.a0 + (h - PAD.b - y) / (h - PAD.b - PAD.t) * (v.a1 - v.a0); };

Pane.prototype.zoomPeak = function () {
  const m = this.mem, span = Math.max(8, Math.ceil(m.steps / 40));
  this.view = { t0: Math.max(0, m.peakTime - span), t1: Math.min(Math.max(m.steps, 1), m.peakTime + span + 1), a0: this.full.a0, a1: this.full.a1 };
  this.draw();
};

// fitKinds sets the map's full address range to the kinds shown (all of
// them: from 0 to above the peak and the capacity; some: from the lowest
// to the highest address their buffers hold, with a margin) and shows
// that range over the time range in view.
Pane.prototype.fitKinds = function () {
  let lo = Infinity, hi = -Infinity;
  const self = this;
  if (this.hidden.some(function (x) { return x; })) {
    this.hidden.forEach(function (h, k) { if (!h) { lo = Math.min(lo, self.kindLo[k]); hi = Math.max(hi, self.kindHi[k]); } });
  }
  if (!(hi > lo)) { lo = 0; hi = this.top; } else { const m = (hi - lo) * 0.03; lo = Math.max(0, lo - m); hi = hi + m; }
  this.full.a0 = lo; this.full.a1 = hi;
  this.view.a0 = lo; this.view.a1 = hi;
  this.draw();
};

// draw draws the profile and the map, and writes the map's view on its
// canvas (data-t0, data-t1, data-a0, data-a1) for tests and tools.
Pane.prototype.draw = function () {
  this.drawProfile(); this.drawMap();
  const v = this.view, d = this.map.c.dataset;
  d.t0 = v.t0; d.t1 = v.t1; d.a0 = Math.round(v.a0); d.a1 = Math.round(v.a1);
};

// stepText names the instruction at step t, its op_name and source line.
Pane.prototype.stepText = function (t) {
  const tl = this.mod.timeline, s = this.mod.strings, out = [];
  if (!tl || t < 0 || t >= tl.name.length) return out;
  if (tl.name[t]) out.push(s[tl.name[t]]);
  if (tl.src[t]) out.push(s[tl.src[t]]);
  if (tl.op[t]) out.push(s[tl.op[t]]);
  return out;
};

// callout says, under the profile, where L is and what holds it.
Pane.prototype.callout = function () {
  const m = this.mem, self = this;
  if (m.lb <= 0) return "nothing is live in " + m.name;
  const what = this.stepText(m.peakTime).map(function (x) { return shortLeft(x, 90); });
  let text = "L = " + exact(m.lb) + " at t=" + m.peakTime + (what.length ? ": " + what.join(" · ") : "") +
    "\n" + commas(this.peakList.length) + " buffers live then, largest: ";
  text += this.peakList.slice(0, 4).map(function (i) {
    return self.mod.strings[self.mod.info.name[m.info[i]]] + " " + human(m.size[i]);
  }).join(", ") + (this.peakList.length > 4 ? ", \u2026" : "") + " (outlined on the map; the table below lists them all)";
  return text;
};

// peakColumn returns the x extent [a, b) L's step is drawn over: its
// place in the view, at least MINPEAK px wide; null when out of view.
Pane.prototype.peakColumn = function (w) {
  const t = this.mem.peakTime, v = this.view;
  if (t + 1 <= v.t0 || t >= v.t1) return null;
  const xa = this.x(t, w), xb = this.x(t + 1, w), bw = Math.max(xb - xa, MINPEAK), mid = (xa + xb) / 2;
  return [Math.max(PAD.l + 1, mid - bw / 2), Math.min(w - PAD.r, mid + bw / 2)];
};

Pane.prototype.drawProfile = function () {
  const p = this.prof, g = p.g, m = this.mem, w = p.w, h = p.h;
  g.clearRect(0, 0, w, h);
  const K = m.profile.length, hidden = this.hidden;
  let ytop = Math.max(m.peak, m.lb, 1);
  if (hidden.some(function (x) { return x; })) {
    // Scale to the kinds shown.
    ytop = 1;
    for (let t = 0; t < m.steps; t++) {
      let s = 0; for (let k = 0; k < K; k++) if (!hidden[k]) s += m.profile[k][t];
      ytop = Math.max(ytop, s);
    }
  }
  ytop *= 1.12;
  const y = function (a) { return h - PAD.b - a / ytop * (h - PAD.b - PAD.t); };
  axes(g, w, h, this.view, 0, ytop, "bytes live");
  const x0 = PAD.l + 1, x1 = w - PAD.r;
  // One column per pixel: the step of the most bytes live in it.
  for (let px = x0; px < x1; px++) {
    const ta = Math.max(0, Math.floor(this.tAt(px, w))), tb = Math.min(m.steps, Math.ceil(this.tAt(px + 1, w)));
    let best = -1, bt = -1;
    for (let t = ta; t < Math.max(tb, ta + 1) && t < m.steps; t++) {
      let s = 0; for (let k = 0; k < K; k++) if (!hidden[k]) s += m.profile[k][t];
      if (s > best) { best = s; bt = t; }
    }
    if (bt < 0) continue;
    let acc = 0;
    for (let k = 0; k < K; k++) {
      const v = m.profile[k][bt];
      if (v <= 0 || hidden[k]) continue;
      const ya = y(acc), yb = y(acc + v);
      g.fillStyle = REPORT.colors[k];
      g.fillRect(px, yb, 1, Math.max(ya - yb, 1));
      acc += v;
    }
  }
  // L's step is drawn over its neighbours at least MINPEAK px wide.
  const col = this.peakColumn(w);
  if (col) {
    let acc = 0;
    for (let k = 0; k < K; k++) {
      const v = m.profile[k][m.peakTime];
      if (v <= 0 || hidden[k]) continue;
      const ya = y(acc), yb = y(acc + v);
      g.fillStyle = REPORT.colors[k];
      g.fillRect(col[0], yb, col[1] - col[0], Math.max(ya - yb, 1));
      acc += v;
    }
  }
  g.save(); g.beginPath(); g.rect(0, PAD.t - 12, w, h); g.clip();
  this.marks(g, w, h, function (a) { return a > ytop ? -100 : y(a); });
  g.restore();
};

// marks draws L, the peak (one line when they are equal), the capacity
// and the time of L: a triangle over L's column and a dashed line beside
// it, never over it.
Pane.prototype.marks = function (g, w, h, y) {
  const m = this.mem, x0 = PAD.l, x1 = w - PAD.r;
  const col = this.peakColumn(w);
  const xt = col ? (col[1] + 3 < x1 - 40 ? col[1] + 3 : col[0] - 3) : -1;
  // The line labels go to the side away from the time-of-L marker.
  const left = col ? col[0] > x0 + 0.6 * (x1 - x0) : false;
  const yp = y(m.peak), yl = y(m.lb);
  if (m.peak === m.lb) {
    hline(g, Math.round(yp) + 0.5, x0, x1, "#d62728", [6, 3], "peak = L = " + human(m.peak), false, left);
  } else if (Math.abs(yp - yl) < 14) {
    hline(g, Math.round(yp) + 0.5, x0, x1, "#d62728", [6, 3], "peak " + human(m.peak) + ", L " + human(m.lb) + " (+" + commas(m.peak - m.lb) + " bytes)", false, left);
  } else {
    hline(g, Math.round(yp) + 0.5, x0, x1, "#d62728", [6, 3], "peak " + human(m.peak), false, left);
    hline(g, Math.round(yl) + 0.5, x0, x1, "#1f77b4", [2, 3], "L " + human(m.lb), true, left);
  }
  if (m.capacity > 0) {
    const yc = y(m.capacity);
    if (m.capacity === m.peak) {
      // One line: a full memory. Its label sits on the other side.
      hline(g, Math.round(yc) + 0.5, x0, x1, "#000", [1, 2], "capacity = peak = " + human(m.capacity), true, !left);
    } else {
      // The capacity's label goes above its line and the peak's stays
      // below or on the other side: the two never print over each other.
      hline(g, Math.round(yc) + 0.5, x0, x1, "#000", [1, 2], "capacity " + human(m.capacity), Math.abs(yc - yp) >= 14 ? false : yc > yp, !left);
    }
  }
  if (col && xt >= x0 && xt <= x1) {
    vline(g, Math.round(xt) + 0.5, h - PAD.b, PAD.t + 8, x1, "L at t=" + m.peakTime);
    const cx = (col[0] + col[1]) / 2;
    g.fillStyle = "#333"; g.beginPath(); g.moveTo(cx - 5, PAD.t - 2); g.lineTo(cx + 5, PAD.t - 2); g.lineTo(cx, PAD.t + 6); g.closePath(); g.fill();
  }
};

// rect returns buffer i's rectangle on the map, with the level-of-detail
// minimums, or null when it is off screen.
Pane.prototype.rect = function (i, w, h) {
  const m = this.mem;
  let xa = this.x(m.start[i], w), xb = this.x(m.end[i], w);
  if (xb < PAD.l || xa > w - PAD.r) return null;
  let ya = this.y(m.offset[i] + m.size[i], h), yb = this.y(m.offset[i], h);
  if (yb < PAD.t || ya > h - PAD.b) return null;
  // Edges snap to whole pixels, so that neighbours meet without a seam.
  xa = Math.round(Math.max(xa, PAD.l + 1)); xb = Math.round(Math.min(xb, w - PAD.r));
  ya = Math.round(Math.max(ya, PAD.t)); yb = Math.round(Math.min(yb, h - PAD.b));
  let rw = xb - xa, rh = yb - ya;
  const minW = this.atPeak[i] ? MINPEAK : this.minW;
  if (rw < minW) { xa -= (minW - rw) / 2; rw = minW; }
  if (rh < this.minH) { ya -= (this.minH - rh) / 2; rh = this.minH; }
  return { x: xa, y: ya, w: rw, h: rh };
};

Pane.prototype.drawMap = function () {
  const p = this.map, g = p.g, m = this.mem, w = p.w, h = p.h, v = this.view;
  g.clearRect(0, 0, w, h);
  axes(g, w, h, v, v.a0, v.a1, "offset (address)");
  g.save(); g.beginPath(); g.rect(PAD.l + 1, PAD.t, w - PAD.l - PAD.r - 1, h - PAD.b - PAD.t); g.clip();
  const outline = [], labels = [];
  for (let k = 0; k < REPORT.kinds.length; k++) {
    if (this.hidden[k]) continue;
    g.fillStyle = REPORT.colors[k];
    for (let i = 0; i < this.n; i++) {
      if (m.kind[i] !== k || this.atPeak[i]) continue;
      const r = this.rect(i, w, h);
      if (!r) continue;
      g.fillRect(r.x, r.y, r.w, r.h);
      if (r.w >= 6 && r.h >= 6) outline.push(r);
      if (r.w >= 70 && r.h >= 14) labels.push([i, r]);
    }
  }
  g.strokeStyle = "rgba(255,255,255,0.9)"; g.lineWidth = 1;
  for (const r of outline) g.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  // The buffers live at the time of L, over the others, at least MINPEAK
  // px wide, with a dark outline: the peak's buffers called out.
  for (const i of this.peakList) {
    if (this.hidden[m.kind[i]]) continue;
    const r = this.rect(i, w, h);
    if (!r) continue;
    g.fillStyle = REPORT.colors[m.kind[i]];
    g.fillRect(r.x, r.y, r.w, r.h);
    if (r.w >= 70 && r.h >= 14) labels.push([i, r]);
  }
  g.strokeStyle = "#222"; g.lineWidth = 1;
  for (const i of this.peakList) {
    if (this.hidden[m.kind[i]]) continue;
    const r = this.rect(i, w, h);
    if (r && r.h >= 3) g.strokeRect(r.x + 0.5, r.y + 0.5, Math.max(r.w - 1, 1), r.h - 1);
  }
  this.calloutLabels(g, w, h);
  g.fillStyle = "#fff"; g.font = "11px system-ui, sans-serif"; g.textAlign = "left"; g.textBaseline = "middle";
  for (const [i, r] of labels) {
    const text = this.mod.strings[this.mod.info.name[m.info[i]]];
    if (g.measureText(text).width < r.w - 8) g.fillText(text, r.x + 4, r.y + r.h / 2);
  }
  const self = this;
  // A fast memory's copies: an arrow at the interval's offset from the
  // step the copy is issued to the step it is due at, at least MINARROW
  // px long; blue for a prefetch (its head at the top of the arrow's
  // line: into fast memory), red for an eviction.
  if (m.copies) {
    g.lineWidth = 1.5;
    for (const c of m.copies) {
      let xa = this.x(c[0], w), xb = this.x(c[1], w);
      if (xb - xa < MINARROW) xa = xb - MINARROW;
      const y = Math.round(this.y(c[2], h)) - 2.5;
      if (xb < PAD.l || xa > w - PAD.r || y < PAD.t || y > h - PAD.b) continue;
      const col = c[3] === 0 ? "#1f3b73" : "#b22222";
      g.strokeStyle = col; g.fillStyle = col;
      g.beginPath(); g.moveTo(xa, y); g.lineTo(xb - 5, y); g.stroke();
      g.beginPath(); g.moveTo(xb, y); g.lineTo(xb - 6, y - 3.5); g.lineTo(xb - 6, y + 3.5); g.closePath(); g.fill();
    }
  }
  this.marks(g, w, h, function (a) { return self.y(a, h); });
  if (this.sel >= 0) {
    const r = this.rect(this.sel, w, h);
    if (r) {
      g.strokeStyle = "#000"; g.lineWidth = 2; g.strokeRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4);
      g.strokeStyle = "#fff"; g.lineWidth = 1; g.strokeRect(r.x - 3.5, r.y - 3.5, r.w + 7, r.h + 7);
    }
  }
  g.restore();
};

// calloutLabels names, beside them, the largest buffers live at the time
// of L that are too narrow to hold their own label (a one-step spike):
// up to three, with a leader line, where they do not overlap.
Pane.prototype.calloutLabels = function (g, w, h) {
  const m = this.mem, used = [];
  let n = 0;
  g.font = "11px system-ui, sans-serif"; g.textBaseline = "middle";
  for (const i of this.peakList) {
    if (n >= 3) break;
    if (this.hidden[m.kind[i]]) continue;
    const r = this.rect(i, w, h);
    if (!r || r.h < 12 || r.w >= 70) continue;
    const text = this.mod.strings[this.mod.info.name[m.info[i]]] + " " + human(m.size[i]) + ", live [" + m.start[i] + "," + m.end[i] + ")";
    const tw = g.measureText(text).width, y = r.y + r.h / 2;
    if (used.some(function (u) { return Math.abs(u - y) < 16; })) continue;
    used.push(y); n++;
    const right = r.x - tw - 30 < PAD.l;
    const tx = right ? r.x + r.w + 24 : r.x - tw - 24;
    g.fillStyle = "rgba(255,255,255,0.92)"; g.fillRect(tx - 3, y - 8, tw + 6, 16);
    g.strokeStyle = "#222"; g.lineWidth = 1; g.strokeRect(tx - 3.5, y - 8.5, tw + 7, 17);
    g.beginPath(); g.moveTo(right ? tx - 3 : tx + tw + 3, y); g.lineTo(right ? r.x + r.w + 1 : r.x - 1, y); g.stroke();
    g.fillStyle = "#222"; g.textAlign = "left"; g.fillText(text, tx, y);
  }
};

// hit returns the buffer under a point of the map, -1 for none. It looks
// at the drawn rectangles, so a buffer widened to stay visible can be hit.
Pane.prototype.hit = function (x, y) {
  const w = this.map.w, h = this.map.h;
  let best = -1, area = Infinity;
  for (let i = 0; i < this.n; i++) {
    if (this.hidden[this.mem.kind[i]]) continue;
    const r = this.rect(i, w, h);
    if (!r || x < r.x - 1 || x > r.x + r.w + 1 || y < r.y - 1 || y > r.y + r.h + 1) continue;
    if (r.w * r.h < area) { area = r.w * r.h; best = i; }
  }
  return best;
};

Pane.prototype.describe = function (i) {
  const m = this.mem, mod = this.mod, j = m.info[i], s = function (k) { return mod.strings[k]; };
  const lines = ["buffer " + mod.info.id[j] + ": " + s(mod.info.name[j]),
    s(mod.info.shape[j]) + " · " + exact(m.size[i]) + (mod.padded ? " · unpadded " + human(mod.info.unpadded[j]) + ", padding " + human(m.size[i] - mod.info.unpadded[j]) : ""),
    "live [" + m.start[i] + "," + m.end[i] + ") · offset " + commas(m.offset[i]) + " · " + REPORT.kinds[m.kind[i]]];
  if (mod.info.copy[j]) lines.push("copy of " + s(mod.info.copy[j]) + " (inserted by copy insertion)");
  if (mod.info.src[j]) lines.push(s(mod.info.src[j]));
  if (mod.info.op[j]) lines.push(s(mod.info.op[j]));
  return lines.join("\n");
};

Pane.prototype.interact = function () {
  const self = this, c = this.map.c;
  let drag = null;
  c.addEventListener("wheel", function (e) {
    e.preventDefault();
    const b = c.getBoundingClientRect(), x = e.clientX - b.left, y = e.clientY - b.top;
    const f = e.deltaY < 0 ? 1 / 1.25 : 1.25, v = self.view, F = self.full;
    if (!e.altKey) {
      const t = self.tAt(x, self.map.w);
      v.t0 = t - (t - v.t0) * f; v.t1 = t + (v.t1 - t) * f;
      if (v.t1 - v.t0 < 2) { const mid = (v.t0 + v.t1) / 2; v.t0 = mid - 1; v.t1 = mid + 1; }
      if (v.t1 - v.t0 > F.t1 - F.t0) { v.t0 = F.t0; v.t1 = F.t1; }
    }
    if (!e.shiftKey) {
      const a = self.aAt(y, self.map.h);
      v.a0 = a - (a - v.a0) * f; v.a1 = a + (v.a1 - a) * f;
      if (v.a1 - v.a0 < 64) { const mid = (v.a0 + v.a1) / 2; v.a0 = mid - 32; v.a1 = mid + 32; }
      if (v.a1 - v.a0 > F.a1 - F.a0) { v.a0 = F.a0; v.a1 = F.a1; }
    }
    self.draw();
  }, { passive: false });
  c.addEventListener("mousedown", function (e) { drag = { x: e.clientX, y: e.clientY, v: Object.assign({}, self.view), moved: false }; c.style.cursor = "grabbing"; });
  window.addEventListener("mouseup", function (e) {
    if (!drag) return;
    const moved = drag.moved; drag = null; c.style.cursor = "";
    if (!moved && e.target === c) {
      const b = c.getBoundingClientRect();
      self.select(self.hit(e.clientX - b.left, e.clientY - b.top), true);
    }
  });
  window.addEventListener("mousemove", function (e) {
    if (!drag) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    const v = drag.v, pw = self.map.w - PAD.l - PAD.r, ph = self.map.h - PAD.t - PAD.b;
    const dt = -dx / pw * (v.t1 - v.t0), da = dy / ph * (v.a1 - v.a0);
    self.view = { t0: v.t0 + dt, t1: v.t1 + dt, a0: v.a0 + da, a1: v.a1 + da };
    self.draw();
  });
  c.addEventListener("dblclick", function () { self.view = Object.assign({}, self.full); self.draw(); });
  c.addEventListener("mousemove", function (e) {
    if (drag) { hideTip(); return; }
    const b = c.getBoundingClientRect(), i = self.hit(e.clientX - b.left, e.clientY - b.top);
    if (i < 0) hideTip(); else showTip(e, self.describe(i));
  });
  c.addEventListener("mouseleave", hideTip);
  const pc = this.prof.c;
  pc.addEventListener("mousemove", function (e) {
    const b = pc.getBoundingClientRect(), x = e.clientX - b.left, m = self.mem, col = self.peakColumn(self.prof.w);
    // Over L's widened column the tooltip is L's step.
    const t = col && x >= col[0] && x < col[1] ? m.peakTime : Math.floor(self.tAt(x, self.prof.w));
    if (t < 0 || t >= m.steps) { hideTip(); return; }
    let total = 0; const lines = [];
    for (let k = 0; k < m.profile.length; k++) { total += m.profile[k][t]; lines.push("  " + REPORT.kinds[k] + " " + human(m.profile[k][t])); }
    const what = self.stepText(t);
    showTip(e, "t=" + t + (what.length ? ": " + what.join("\n  ") : "") + "\n" + exact(total) + " live" + (t === m.peakTime ? " (L)" : "") + "\n" + lines.join("\n"));
  });
  pc.addEventListener("mouseleave", hideTip);
};

// select highlights buffer i on the map and in the table; from the map,
// the table scrolls to its row; from the table, the map brings it into view.
Pane.prototype.select = function (i, fromMap) {
  this.sel = i;
  const m = this.mem;
  for (const tr of this.rows || []) tr.classList.toggle("sel", Number(tr.dataset.i) === i);
  if (i >= 0 && fromMap) {
    const tr = (this.rows || []).find(function (r) { return Number(r.dataset.i) === i; });
    if (tr) tr.scrollIntoView({ block: "nearest" });
  }
  if (i >= 0 && !fromMap) {
    const v = this.view;
    if (m.end[i] <= v.t0 || m.start[i] >= v.t1 || m.offset[i] + m.size[i] <= v.a0 || m.offset[i] >= v.a1) {
      this.view = Object.assign({}, this.full);
    }
  }
  this.draw();
};

// shortLeft shortens s to at most n characters from the left, at a "/"
// when one is near: a path keeps its file:line ("…/jax/numpy.py:1200").
function shortLeft(s, n) {
  if (s.length <= n || n < 4) return s;
  let tail = s.slice(s.length - (n - 1));
  const k = tail.indexOf("/");
  if (k >= 0 && k < tail.length - 8) tail = tail.slice(k);
  return "\u2026" + tail;
}

// charWidth is the width of one character of the table's font, in px.
const charWidth = (function () {
  const g = document.createElement("canvas").getContext("2d");
  g.font = "12px ui-monospace, monospace";
  return Math.max(5, g.measureText("0123456789").width / 10);
})();

Pane.prototype.buildTable = function () {
  const self = this, m = this.mem, mod = this.mod, s = function (k) { return mod.strings[k]; };
  const live = this.peakList.slice();
  // Columns fit the page's width: numbers get what their widest value
  // needs, the text columns share the rest; a path or op_name too long
  // for its column is shortened from the left (its end says the most),
  // a value or shape from the right; the whole text is in the cell's
  // tooltip.
  const cols = [
    { h: "id", v: function (i) { return mod.info.id[m.info[i]]; }, n: true, w: 6 },
    { h: "value", v: function (i) { return s(mod.info.name[m.info[i]]); }, share: 0.26 },
    { h: "shape", v: function (i) { return s(mod.info.shape[m.info[i]]); }, share: 0.2 },
    { h: "bytes", v: function (i) { return m.size[i]; }, f: human, n: true, w: 8 },
  ];
  if (mod.padded) {
    cols.push({ h: "unpadded", v: function (i) { return mod.info.unpadded[m.info[i]]; }, f: human, n: true, w: 9 });
    cols.push({ h: "padding", v: function (i) { return m.size[i] - mod.info.unpadded[m.info[i]]; }, f: human, n: true, w: 8 });
  }
  const digits = String(Math.max(m.steps, 1)).length;
  cols.push(
    { h: "live", v: function (i) { return m.start[i]; }, f: function (x, i) { return "[" + m.start[i] + "," + m.end[i] + ")"; }, n: true, w: 2 * digits + 4 },
    { h: "offset", v: function (i) { return m.offset[i]; }, n: true, w: Math.max(7, String(Math.max(m.peak, 1)).length + 1) },
    { h: "kind", v: function (i) { return REPORT.kinds[m.kind[i]]; }, w: 15 },
    { h: "source", v: function (i) { return s(mod.info.src[m.info[i]]); }, share: 0.24, left: true },
    { h: "op_name", v: function (i) { return s(mod.info.op[m.info[i]]); }, share: 0.3, left: true });
  const cell = 16 + 1; // a cell's horizontal padding and border, px
  let fixed = 0;
  for (const c of cols) if (c.w) { c.px = Math.ceil(c.w * charWidth) + cell; fixed += c.px; }
  const rest = Math.max(W - 2 - fixed, 200);
  for (const c of cols) if (c.share) { c.px = Math.floor(rest * c.share); c.chars = Math.max(6, Math.floor((c.px - cell) / charWidth)); }
  const table = el("table", { class: "peak" }), colgroup = el("colgroup"), thead = el("thead"), tbody = el("tbody"), hr = el("tr");
  this.tableWrap.style.width = W + "px";
  let sortCol = 3, asc = false;
  cols.forEach(function (c, k) {
    colgroup.appendChild(el("col", { style: "width:" + c.px + "px" }));
    const th = el("th", {}, c.h);
    th.title = "sort by " + c.h;
    th.onclick = function () { if (sortCol === k) asc = !asc; else { sortCol = k; asc = !c.n; } render(); };
    hr.appendChild(th);
  });
  thead.appendChild(hr); table.appendChild(colgroup); table.appendChild(thead); table.appendChild(tbody);
  const total = live.reduce(function (a, i) { return a + m.size[i]; }, 0);
  const head = el("div", { class: "bar" });
  const filter = el("input", { class: "filter", type: "search", placeholder: "filter: value, shape, source, op_name, kind or id" });
  const count = el("span");
  head.appendChild(filter); head.appendChild(count);
  this.tableWrap.before(head);
  const more = el("div", { class: "bar" });
  this.tableWrap.after(more);
  // text is what the filter looks through, per buffer, lower-cased.
  const text = function (i) {
    return (mod.info.id[m.info[i]] + " " + s(mod.info.name[m.info[i]]) + " " + s(mod.info.shape[m.info[i]]) + " " +
      REPORT.kinds[m.kind[i]] + " " + s(mod.info.src[m.info[i]]) + " " + s(mod.info.op[m.info[i]])).toLowerCase();
  };
  filter.oninput = function () { render(); };
  function render() {
    const c = cols[sortCol];
    live.sort(function (a, b) {
      const x = c.v(a), y = c.v(b);
      const d = c.n ? (x < y ? -1 : x > y ? 1 : 0) : NATURAL.compare(x, y);
      return (asc ? d : -d) || (m.size[b] - m.size[a]) || (a - b);
    });
    hr.childNodes.forEach(function (th, k) { th.className = k === sortCol ? "sorted" + (asc ? " asc" : "") : ""; });
    const q = filter.value.trim().toLowerCase();
    const shown = q ? live.filter(function (i) { return text(i).indexOf(q) >= 0; }) : live;
    count.textContent = (q ? commas(shown.length) + " of " : "") + commas(live.length) + " buffers, " + exact(total) + " live at t=" + m.peakTime;
    tbody.textContent = "";
    self.rows = [];
    // A table of tens of thousands of rows would stall the page: the
    // first rows in the chosen order are shown, and the note says so.
    more.textContent = shown.length > MAXROWS ? "showing the first " + commas(MAXROWS) + " of " + commas(shown.length) + " rows in this order; the filter finds the others" : "";
    for (const i of shown.slice(0, MAXROWS)) {
      const tr = el("tr");
      tr.dataset.i = i;
      if (i === self.sel) tr.className = "sel";
      for (const col of cols) {
        const x = col.v(i);
        const full = col.f ? col.f(x, i) : String(x);
        const td = el("td", col.n ? { class: "n" } : {}, col.left ? shortLeft(full, col.chars) : full);
        if (!col.n) td.title = full;
        tr.appendChild(td);
      }
      tr.onclick = function () { self.select(i, false); };
      tbody.appendChild(tr);
      self.rows.push(tr);
    }
  }
  render();
  this.tableWrap.appendChild(table);
};

// spmdBlock shows a sharded module: its figures per device beside the
// global ones, and its collectives, summed by opcode, then one by one.
function spmdBlock(sp) {
  const box = el("div", { class: "spmd" });
  const how = sp.partitionedBy === "none" ? "planned as written: the shapes are global, not per device" :
    "partitioned by " + (sp.partitionedBy === "planner" ? "the planner" : "XLA") + "; the plan is one device's";
  box.appendChild(el("h3", {}, "sharded over " + sp.devices + " devices, mesh " + sp.mesh + " (device count from " + sp.from + "): " + how));
  const t = el("table", { class: "figs" });
  const hr = el("tr");
  ["", "per device", "global", ""].forEach(function (h) { hr.appendChild(el("th", {}, h)); });
  t.appendChild(hr);
  for (const r of sp.rows) {
    const tr = el("tr");
    tr.appendChild(el("td", {}, r.name));
    tr.appendChild(el("td", { class: "n" }, r.perDevice < 0 ? "–" : exact(r.perDevice)));
    tr.appendChild(el("td", { class: "n" }, r.global < 0 ? "–" : exact(r.global)));
    tr.appendChild(el("td", { class: "note" }, r.note));
    t.appendChild(tr);
  }
  box.appendChild(t);
  if (sp.replications > 0) box.appendChild(el("p", { class: "bar" }, sp.replications + " reshard(s) through full replication hold " + human(sp.replicationBytes) + " on every device (planner explain lists them)"));
  if (!sp.collectives.length) { box.appendChild(el("p", { class: "bar" }, "no collectives")); return box; }
  const by = {}, order = [];
  for (const c of sp.collectives) {
    if (!by[c.opcode]) { by[c.opcode] = { n: 0, bytes: 0 }; order.push(c.opcode); }
    by[c.opcode].n++; by[c.opcode].bytes += c.bytes;
  }
  order.sort(function (a, b) { return by[b].bytes - by[a].bytes || (a < b ? -1 : 1); });
  box.appendChild(el("p", { class: "bar" }, "collectives per device: " + order.map(function (o) { return by[o].n + " × " + o + " (" + human(by[o].bytes) + ")"; }).join(" · ")));
  const det = el("details"), sum = el("summary", {}, "the " + sp.collectives.length + " collectives, in module order");
  det.appendChild(sum);
  const ct = el("table", { class: "figs coll" }), ch = el("tr");
  ["instruction", "opcode", "shape per device", "bytes", "groups", "devices per group", "for (op_name)"].forEach(function (h) { ch.appendChild(el("th", {}, h)); });
  ct.appendChild(ch);
  for (const c of sp.collectives) {
    const tr = el("tr");
    [c.name, c.opcode, c.shape, human(c.bytes), c.groups, c.size, c.for].forEach(function (v, k) { tr.appendChild(el("td", k === 3 || k === 4 || k === 5 ? { class: "n" } : {}, String(v))); });
    ct.appendChild(tr);
  }
  det.appendChild(ct);
  box.appendChild(det);
  return box;
}

const root = document.getElementById("report");
const panes = [];
for (const mod of REPORT.modules) {
  const sec = el("section");
  sec.appendChild(el("h2", {}, "module " + mod.label));
  const vd = el("pre", { class: mod.fits === false ? "verdict over" : "verdict" });
  vd.appendChild(document.createTextNode(mod.verdict.join("\n")));
  sec.appendChild(vd);
  const st = el("p", { class: "stats" });
  [mod.header].concat(mod.stats).forEach(function (line, k) { if (k) st.appendChild(el("br")); st.appendChild(document.createTextNode(line)); });
  sec.appendChild(st);
  if (mod.spmd) sec.appendChild(spmdBlock(mod.spmd));
  root.appendChild(sec);
  for (const mem of mod.memories) panes.push(new Pane(sec, mod, mem));
}
// The URL fragment sets the first view (for screenshots and links):
// "#peak" zooms every map to the peak, "#hide=parameter,constant" hides
// those kinds; joined by "&".
for (const part of location.hash.replace(/^#/, "").split("&")) {
  if (part.startsWith("hide=")) {
    const names = decodeURIComponent(part.slice(5)).split(",");
    for (const p of panes) {
      REPORT.kinds.forEach(function (k, i) { if (names.indexOf(k) >= 0) { p.hidden[i] = true; p.boxes[i].checked = false; } });
      p.fitKinds();
    }
  }
}
if (location.hash.replace(/^#/, "").split("&").indexOf("peak") >= 0) for (const p of panes) p.zoomPeak();
</script>
</body>
</html>
`

package report

// pageCommon is the script both pages share (the plan's report and the
// simulation's): byte counts written as the text output writes them,
// round ticks, the one tooltip, and canvases sized for the screen. Each
// page puts it where its template says {{COMMON}}; it needs an element
// with id "tip".
const pageCommon = `const tip = document.getElementById("tip");
const UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];

// human writes bytes as the text output does: three significant digits.
function human(n) {
  if (Math.abs(n) < 1024) return n + "B";
  let v = n / 1024, u = 1;
  while (Math.abs(v) >= 1024 && u < UNITS.length - 1) { v /= 1024; u++; }
  const a = Math.abs(v);
  return (a < 9.995 ? v.toFixed(2) : a < 99.95 ? v.toFixed(1) : v.toFixed(0)) + UNITS[u];
}
function commas(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
function exact(n) { return Math.abs(n) < 1024 ? human(n) : human(n) + " (" + commas(n) + " bytes)"; }

// Round ticks: the smallest step of 1, 2 or 5 times a power of ten (of
// the unit, for bytes) that gives at most max ticks over [lo, hi].
function ticks(lo, hi, max, bytes) {
  const span = Math.max(hi - lo, 1e-9);
  let unit = 1, name = "";
  if (bytes) {
    let u = 0;
    while (u < UNITS.length - 1 && span / Math.pow(1024, u + 1) >= 1) u++;
    unit = Math.pow(1024, u); name = UNITS[u];
  }
  const raw = span / unit / max;
  const p = Math.pow(10, Math.floor(Math.log10(raw)));
  let step = p;
  for (const m of [1, 2, 5, 10]) { if (m * p >= raw) { step = m * p; break; } }
  if (!bytes) step = Math.max(1, Math.round(step));
  const out = [];
  for (let v = Math.ceil(lo / unit / step) * step; v * unit <= hi + 1e-9; v += step) {
    const digits = step < 1 ? Math.ceil(-Math.log10(step)) : 0;
    out.push({ at: v * unit, label: (bytes ? (v === 0 ? "0" : v.toFixed(digits) + name) : commas(v.toFixed(digits))) });
  }
  return out;
}

function showTip(e, text) {
  tip.textContent = text;
  tip.style.display = "block";
  const w = tip.offsetWidth, h = tip.offsetHeight;
  let x = e.clientX + 14, y = e.clientY + 14;
  if (x + w > window.innerWidth - 4) x = Math.max(4, e.clientX - w - 14);
  if (y + h > window.innerHeight - 4) y = Math.max(4, e.clientY - h - 14);
  tip.style.left = x + "px"; tip.style.top = y + "px";
}
function hideTip() { tip.style.display = "none"; }

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

// A canvas sized for the screen's pixel ratio; drawing is in CSS pixels.
function canvas(parent, w, h, cls) {
  const c = el("canvas", { class: cls });
  const r = window.devicePixelRatio || 1;
  c.width = Math.round(w * r); c.height = Math.round(h * r);
  c.style.width = w + "px"; c.style.height = h + "px";
  parent.appendChild(c);
  const g = c.getContext("2d");
  g.setTransform(r, 0, 0, r, 0, 0);
  return { c: c, g: g, w: w, h: h };
}`

// Shared SVG building blocks for the Wayfarer illustration generator.
// Everything here is pure and deterministic: no Date, no Math.random.

/** Round to at most one decimal and print compactly. */
export const r1 = (v) => {
  const n = Math.round(v * 10) / 10;
  return Object.is(n, -0) ? "0" : String(n);
};
const fmt = (v) => (typeof v === "number" ? r1(v) : String(v));

const KEEP_CAMEL = new Set(["viewBox", "gradientUnits", "gradientTransform", "patternUnits", "patternTransform"]);
const attrName = (k) => (KEEP_CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase()));

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// ---------------------------------------------------------------- palette mode (day / dusk)
/**
 * Every picture is drawn by the same scene code in two palettes. In "dusk" mode each colour an element
 * is given (fill, stroke, gradient stop) is mapped through `duskColor` when the element is written, the
 * sky/sun/windows helpers switch to their night forms, and colours wrapped in `keep()` (lamps, the moon,
 * lit windows, the dusk sky itself) are written as they are.
 */
const mode = { dusk: false, strength: 1, night: false };
export const isDusk = () => mode.dusk;
/**
 * Switch the palette for the next pictures. `strength` 0..1 tones the mapping down and `night` keeps the
 * scene's own sky (for scenes already drawn at dusk or at night).
 */
export function setMode(dusk, { strength = 1, night = false } = {}) {
  mode.dusk = dusk;
  mode.strength = strength;
  mode.night = night;
}
/** A colour left unchanged by the dusk mapping. */
export const keep = (color) => (typeof color === "string" && color.startsWith("#") ? "!" + color : color);
/** Day value or dusk value. */
export const dayDusk = (day, dusk) => (mode.dusk ? dusk : day);

/** Dusk mapping: darker, bluer and a little violet, brightness order kept. */
export function duskColor(hex, strength = mode.strength) {
  const h = hex.replace("#", "");
  if (!/^[0-9a-f]{6}$/i.test(h)) return hex;
  const [r, g2, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  const night = [r * 0.4 + 14, g2 * 0.42 + 14, b * 0.58 + 44];
  return "#" + [r, g2, b].map((v, i) => hex2(v + (night[i] - v) * strength)).join("");
}

const COLOR_ATTRS = new Set(["fill", "stroke", "stopColor"]);
function colorValue(v) {
  if (typeof v !== "string") return v;
  if (v.startsWith("!")) return v.slice(1);
  return mode.dusk && v.startsWith("#") ? duskColor(v) : v;
}

/** Generic element. Children may be nested arrays of strings. */
export function el(tag, attrs = {}, ...children) {
  let s = "<" + tag;
  for (const [k, v0] of Object.entries(attrs)) {
    if (v0 === undefined || v0 === null || v0 === false) continue;
    const v = COLOR_ATTRS.has(k) ? colorValue(v0) : v0;
    s += ` ${attrName(k)}="${esc(fmt(v))}"`;
  }
  const body = children.flat(Infinity).filter(Boolean).join("");
  return body ? `${s}>${body}</${tag}>` : s + "/>";
}

/** Tagged template for path data: rounds every interpolated number. */
export const d = (strs, ...vals) => strs.reduce((a, s, i) => a + s + (i < vals.length ? fmt(vals[i]) : ""), "");

/** Points list "x,y x,y" from [[x,y],...]. */
export const pts = (list) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");

// ---------------------------------------------------------------- primitives
export const rect = (x, y, w, h, fill, a = {}) => el("rect", { x, y, width: w, height: h, fill, ...a });
export const circ = (cx, cy, r, fill, a = {}) => el("circle", { cx, cy, r, fill, ...a });
export const ell = (cx, cy, rx, ry, fill, a = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...a });
export const path = (dd, fill, a = {}) => el("path", { d: dd, fill, ...a });
export const poly = (list, fill, a = {}) => el("polygon", { points: pts(list), fill, ...a });
export const g = (a, ...children) => el("g", a, ...children);
/** Stroked path with no fill. */
export const line = (dd, stroke, width = 2, a = {}) =>
  el("path", { d: dd, fill: "none", stroke, strokeWidth: width, strokeLinecap: "round", strokeLinejoin: "round", ...a });

// ---------------------------------------------------------------- colour
function hex2(n) {
  return Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");
}
/** Mix a hex colour toward white (amt > 0) or black (amt < 0). */
export function shade(hex, amt) {
  const h = hex.replace("#", "");
  const c = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  const t = amt < 0 ? 0 : 255;
  const p = Math.abs(amt);
  return "#" + c.map((v) => hex2(v + (t - v) * p)).join("");
}
/** Mix two hex colours. */
export function mix(a, b, t) {
  const pa = [0, 2, 4].map((i) => parseInt(a.slice(1 + i, 3 + i), 16));
  const pb = [0, 2, 4].map((i) => parseInt(b.slice(1 + i, 3 + i), 16));
  return "#" + pa.map((v, i) => hex2(v + (pb[i] - v) * t)).join("");
}

/** Shared brand + nature palette. */
export const PAL = {
  white: "#ffffff",
  cloud: "#fdfcf8",
  ink: "#1d2640",
  navy: "#23335c",
  teal: "#0f9aa8",
  turquoise: "#35d0c6",
  sea: "#1f8fd1",
  deepSea: "#14609e",
  sand: "#f4d9a6",
  sandDark: "#e3bd7c",
  sun: "#ffd35c",
  sunGlow: "#ffe9a8",
  coral: "#ff7a59",
  leaf: "#2f9e6b",
  leafDark: "#1f7a55",
  leafLight: "#5cc47e",
  pine: "#1f6a52",
  pineDark: "#174f3e",
  trunk: "#7a4b2e",
  trunkDark: "#5c3620",
  snow: "#f5f8ff",
  snowShade: "#d4def0",
  rock: "#7d8aa6",
  gold: "#f5b83d",
  red: "#e5484d",
  purple: "#7b61ff",
};

// ---------------------------------------------------------------- randomness
/** Seeded PRNG (mulberry32) from a string, for deterministic scattering. */
export function rng(seed) {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) | 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

// ---------------------------------------------------------------- document + defs
/**
 * Per-file context: collects <defs> and hands out ids prefixed with the slug,
 * so several inline copies of different pictures never clash.
 */
export function makeCtx(slug) {
  const defs = [];
  const cache = new Map();
  let n = 0;
  const stopList = (stops) =>
    stops.map((s, i) => {
      const [off, color, op] = Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s];
      return el("stop", { offset: off, stopColor: color, stopOpacity: op });
    });
  const add = (key, make) => {
    if (cache.has(key)) return cache.get(key);
    const id = `${slug}-${n++}`;
    defs.push(make(id));
    const ref = `url(#${id})`;
    cache.set(key, ref);
    return ref;
  };
  return {
    slug,
    defs,
    id: (name) => `${slug}-${name}`,
    /** Linear gradient; default vertical (top -> bottom). */
    lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
      return add("l" + JSON.stringify([stops, x1, y1, x2, y2]), (id) =>
        el("linearGradient", { id, x1, y1, x2, y2 }, stopList(stops)),
      );
    },
    /** Radial gradient in bounding-box units. */
    rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
      return add("r" + JSON.stringify([stops, cx, cy, r]), (id) => el("radialGradient", { id, cx, cy, r }, stopList(stops)));
    },
    /** Clip path; returns the url() reference. */
    clip(name, ...children) {
      const id = `${slug}-${name}`;
      defs.push(el("clipPath", { id }, ...children));
      return `url(#${id})`;
    },
    /** Raw def with an id (e.g. a <g> to be reused with <use>). */
    def(name, tag, attrs, ...children) {
      const id = `${slug}-${name}`;
      defs.push(el(tag, { id, ...attrs }, ...children));
      return id;
    },
  };
}

/** Wrap a picture: width/height + viewBox + <title>, with the defs first. */
export function doc(slug, w, h, title, build) {
  const c = makeCtx(slug);
  const body = [build(c)].flat(Infinity).join("");
  const tid = `${slug}-title`;
  return (
    el(
      "svg",
      { xmlns: "http://www.w3.org/2000/svg", width: w, height: h, viewBox: `0 0 ${w} ${h}`, role: "img", "aria-labelledby": tid },
      el("title", { id: tid }, esc(title)),
      c.defs.length ? el("defs", {}, c.defs) : "",
      body,
    ) + "\n"
  );
}

// ---------------------------------------------------------------- curves
/** Smooth open curve through points (Catmull-Rom -> cubic Bezier), without the initial M. */
export function smoothThrough(p, tension = 1) {
  let s = "";
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] || p[i];
    const p1 = p[i];
    const p2 = p[i + 1];
    const p3 = p[i + 2] || p2;
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    s += d`C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p2[0]} ${p2[1]}`;
  }
  return s;
}

/**
 * Smooth hill band: ys are heights evenly spaced from x0 to x1; the shape is
 * closed down to `bottom`.
 */
export function hill(ys, fill, { x0 = 0, x1 = 800, bottom = 600, a = {} } = {}) {
  const step = (x1 - x0) / (ys.length - 1);
  const p = ys.map((y, i) => [x0 + i * step, y]);
  return path(d`M${x0} ${bottom}L${p[0][0]} ${p[0][1]}` + smoothThrough(p) + d`L${x1} ${bottom}Z`, fill, a);
}

/** Straight-edged ridge (mountains) through [[x,y],...], closed to bottom. */
export function ridge(list, fill, bottom = 600, a = {}) {
  const first = list[0];
  const last = list[list.length - 1];
  return poly([[first[0], bottom], ...list, [last[0], bottom]], fill, a);
}

// ---------------------------------------------------------------- scenery
/** Dusk sky: deep blue at the top through violet to a warm glow at the horizon. */
export const DUSK_SKY = ["#0f1640", "#2a2a6e", "#5b3f8c", "#b0678f", "#f0a27a"];

/**
 * Sky gradient. At dusk: the dusk sky (unless the scene is already at night: `night`), with stars in
 * the upper part.
 */
export function sky(c, w, h, stops, { night = false, starsTo = 0.45 } = {}) {
  if (!mode.dusk) return rect(0, 0, w, h, c.lin(stops));
  const r = rng(c.slug + "-stars");
  return [
    rect(0, 0, w, h, c.lin(night || mode.night ? stops : DUSK_SKY.map(keep))),
    starfield(r, 0, 0, w, h * starsTo, Math.round((w * h) / 9000), keep("#fff6dc"), Math.max(1.6, w / 500), 0.75),
  ];
}

/** Positions of every sun/moon drawn in the current picture (for the generator's checks). */
export const bodies = [];

/** Sun with a soft radial glow; at dusk a moon at the same place. */
export function sun(c, x, y, r, color = PAL.sun, glow = PAL.sunGlow, glowScale = 2.6) {
  bodies.push({ x, y, r });
  if (mode.dusk) return moon(c, x, y, r * 0.85);
  return [
    circ(
      x,
      y,
      r * glowScale,
      c.rad([
        [0, glow, 0.75],
        [0.45, glow, 0.3],
        [1, glow, 0],
      ]),
    ),
    circ(x, y, r, color),
  ];
}

/** Pale moon with a soft glow and a few craters. */
export function moon(c, x, y, r) {
  return [
    circ(
      x,
      y,
      r * 2.6,
      c.rad([
        [0, keep("#dfe6ff"), 0.45],
        [0.45, keep("#b9c3f0"), 0.16],
        [1, keep("#b9c3f0"), 0],
      ]),
    ),
    circ(x, y, r, keep("#f4f1de")),
    circ(x - r * 0.3, y - r * 0.2, r * 0.22, keep("#e0dcc4")),
    circ(x + r * 0.28, y + r * 0.3, r * 0.16, keep("#e0dcc4")),
    circ(x + r * 0.35, y - r * 0.35, r * 0.1, keep("#e0dcc4")),
  ];
}

/** Flat cloud: rounded base + three puffs. s = scale (1 ~ 120px wide). */
export function cloud(x, y, s = 1, fill = PAL.cloud, opacity = 1) {
  return path(
    d`M${x - 60 * s} ${y}a${14 * s} ${14 * s} 0 0 1 ${12 * s}-${22 * s}a${22 * s} ${22 * s} 0 0 1 ${30 * s}-${16 * s}` +
      d`a${28 * s} ${28 * s} 0 0 1 ${50 * s} ${6 * s}a${18 * s} ${18 * s} 0 0 1 ${28 * s} ${32 * s}Z`,
    fill,
    { opacity: opacity === 1 ? undefined : opacity },
  );
}

/** Little "m" shaped birds. list = [[x, y, size], ...]. */
export function birds(list, color = "#34405e", width = 2) {
  return line(
    list
      .map(
        ([x, y, s]) => d`M${x - s} ${y - s * 0.4}q${s * 0.5}-${s * 0.5} ${s} ${s * 0.4}q${s * 0.5}-${s * 0.9} ${s} -${s * 0.4}`,
      )
      .join(""),
    color,
    width,
  );
}

/** Short wave strokes scattered in a box, bigger toward the bottom (perspective). */
export function waves(r, x0, y0, x1, y1, n, color, width = 2, len = 24, opacity = 0.6) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const t = r();
    const y = y0 + (y1 - y0) * t;
    const L = len * (0.5 + t) * r.range(0.7, 1.2);
    const x = r.range(x0, x1 - L);
    s += d`M${x} ${y}q${L / 4} ${-L / 6} ${L / 2} 0t${L / 2} 0`;
  }
  return line(s, color, width, { opacity });
}

/** Palm tree rooted at (x, y): height h, lean (top offset in x), size scale. */
export function palm(x, y, h, lean = 20, o = {}) {
  const {
    trunk = PAL.trunk,
    ring = PAL.trunkDark,
    leaf = PAL.leaf,
    leafDark = PAL.leafDark,
    w = h / 22,
    coconuts = true,
    s = h / 200,
  } = o;
  const tx = x + lean;
  const ty = y - h;
  const trunkD = d`M${x} ${y}Q${x + lean * 0.1} ${y - h * 0.55} ${tx} ${ty}`;
  // Lens-shaped leaf along a drooping quadratic midrib.
  const frond = (ang, len, droop, wid) => {
    const a = (ang * Math.PI) / 180;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const tip = [tx + dx * len, ty + dy * len + droop];
    const cx = tx + dx * len * 0.5;
    const cy = ty + dy * len * 0.5 - droop * 0.6;
    const nx = -dy * wid;
    const ny = dx * wid;
    return d`M${tx} ${ty}Q${cx + nx} ${cy + ny} ${tip[0]} ${tip[1]}Q${cx - nx} ${cy - ny} ${tx} ${ty}Z`;
  };
  const L = 95 * s;
  const back = [
    frond(-155, L * 0.95, 24 * s, 24 * s),
    frond(-25, L * 0.95, 24 * s, 24 * s),
    frond(-92, L * 0.7, 4 * s, 18 * s),
  ].join("");
  const front = [
    frond(178, L, 62 * s, 30 * s),
    frond(2, L, 62 * s, 30 * s),
    frond(-128, L * 0.85, 30 * s, 26 * s),
    frond(-52, L * 0.85, 30 * s, 26 * s),
    frond(140, L * 0.75, 70 * s, 22 * s),
    frond(40, L * 0.75, 70 * s, 22 * s),
  ].join("");
  return g(
    {},
    line(trunkD, trunk, w),
    line(trunkD, ring, w, { strokeDasharray: `${r1(w * 0.35)} ${r1(w * 0.9)}`, opacity: 0.55, strokeLinecap: "butt" }),
    path(back, leafDark),
    coconuts ? [circ(tx - 5 * s, ty + 6 * s, 6 * s, "#6b4426"), circ(tx + 6 * s, ty + 7 * s, 6 * s, "#83542f")] : "",
    path(front, leaf),
  );
}

/** Layered pine tree with a darker right half; detail=false for a cheap silhouette. */
export function pine(x, y, h, o = {}) {
  const { fill = PAL.pine, shadeFill = PAL.pineDark, trunk = PAL.trunkDark, w = h * 0.5, detail = true } = o;
  const top = y - h;
  const crownH = h * 0.86;
  const right = [];
  for (let i = 1; i <= 3; i++) {
    const yi = top + (crownH * i) / 3;
    const out = (w / 2) * (0.42 + (0.58 * i) / 3);
    right.push([x + out, yi]);
    if (i < 3) right.push([x + out * 0.42, yi - h * 0.02]);
  }
  const left = right.map(([px, py]) => [2 * x - px, py]).reverse();
  const crown = [[x, top], ...right, ...left];
  if (!detail) return poly(crown, fill);
  return g(
    {},
    rect(x - h * 0.035, y - h * 0.16, h * 0.07, h * 0.16, trunk),
    poly(crown, fill),
    poly([[x, top], ...right, [x, top + crownH]], shadeFill),
  );
}

/** A row of pine silhouettes as a single zig-zag path (cheap distant forest). */
export function forest(r, x0, x1, base, hMin, hMax, fill, step = 18) {
  let s = d`M${x0} ${base + 40}L${x0} ${base}`;
  for (let x = x0; x < x1; x += step * r.range(0.7, 1.3)) {
    const h = r.range(hMin, hMax);
    const w = h * 0.32;
    s += d`L${x} ${base - h * 0.25}L${x + w * 0.5} ${base - h}L${x + w} ${base - h * 0.25}L${x + w} ${base}`;
  }
  s += d`L${x1} ${base}L${x1} ${base + 40}Z`;
  return path(s, fill);
}

/**
 * Lit windows as dashed vertical strokes (very compact):
 * grid of cols x rows inside the box.
 */
export function windows(x, y, w, h, cols, rows, color, o = {}) {
  const { wr = 0.5, hr = 0.55, opacity } = o;
  const cw = w / cols;
  const rh = h / rows;
  const col = (i) => d`M${x + cw * (i + 0.5)} ${y + rh * (1 - hr) * 0.5}V${y + h}`;
  let s = "";
  for (let i = 0; i < cols; i++) s += col(i);
  // At dusk, real windows (not rails: hr < 1) light up warm, about two columns in three.
  if (mode.dusk && hr < 1) {
    let lit = "";
    let dark = "";
    for (let i = 0; i < cols; i++) {
      if ((i * 7 + cols + rows) % 3) lit += col(i);
      else dark += col(i);
    }
    const dash = `${r1(rh * hr)} ${r1(rh * (1 - hr))}`;
    const stroke = (dd, colour, op) =>
      dd ? el("path", { d: dd, stroke: colour, strokeWidth: cw * wr, strokeDasharray: dash, fill: "none", opacity: op }) : "";
    return [stroke(lit, keep("#ffd27a"), 0.95), stroke(dark, color, opacity)].join("");
  }
  return el("path", {
    d: s,
    stroke: color,
    strokeWidth: cw * wr,
    strokeDasharray: `${r1(rh * hr)} ${r1(rh * (1 - hr))}`,
    fill: "none",
    opacity,
  });
}

/** Simple building block with a windows grid. */
export function building(x, base, w, h, fill, o = {}) {
  const { win, cols = Math.max(1, Math.round(w / 14)), rows = Math.max(1, Math.round(h / 18)), pad = 6, roof } = o;
  return g(
    {},
    rect(x, base - h, w, h, fill),
    roof ? rect(x - 2, base - h - 4, w + 4, 5, roof) : "",
    win ? windows(x + pad, base - h + pad, w - pad * 2, h - pad * 2, cols, rows, win, o) : "",
  );
}

/** Five-pointed star / maple-ish leaf polygon. */
export function star(x, y, rOut, rIn, n, fill, rot = 0, a = {}) {
  const p = [];
  for (let i = 0; i < n * 2; i++) {
    const ang = ((rot - 90 + (i * 180) / n) * Math.PI) / 180;
    const rr = i % 2 ? rIn : rOut;
    p.push([x + Math.cos(ang) * rr, y + Math.sin(ang) * rr]);
  }
  return poly(p, fill, a);
}

/** Four-point sparkle. */
export const sparkle = (x, y, r, fill, a = {}) =>
  path(
    d`M${x} ${y - r}Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z`,
    fill,
    a,
  );

/** Small sailboat with triangular sails. */
export function sailboat(x, y, s = 1, hull = "#e5484d", sail = "#ffffff", sail2 = "#f0f3f8") {
  return g(
    {},
    path(d`M${x - 30 * s} ${y - 8 * s}H${x + 32 * s}L${x + 22 * s} ${y + 4 * s}H${x - 22 * s}Z`, hull),
    rect(x - 1.2 * s, y - 62 * s, 2.4 * s, 54 * s, "#5b4636"),
    path(d`M${x + 2 * s} ${y - 60 * s}L${x + 28 * s} ${y - 12 * s}H${x + 2 * s}Z`, sail),
    path(d`M${x - 2 * s} ${y - 50 * s}L${x - 24 * s} ${y - 12 * s}H${x - 2 * s}Z`, sail2),
  );
}

/** Scatter of small stars (one path of tiny circles is expensive, so use round dots via zero-length strokes). */
export function starfield(r, x0, y0, x1, y1, n, color = "#ffffff", size = 2.2, opacity = 0.9) {
  let s = "";
  for (let i = 0; i < n; i++) s += d`M${r.range(x0, x1)} ${r.range(y0, y1)}h0`;
  return line(s, color, size, { opacity });
}

/** Soft blob for feature-card backgrounds. */
export function blob(cx, cy, rx, ry, fill, wobble = 0.12, a = {}) {
  const p = [];
  const n = 8;
  for (let i = 0; i < n; i++) {
    const ang = (i / n) * Math.PI * 2;
    const k = 1 + (i % 2 ? wobble : -wobble * 0.6);
    p.push([cx + Math.cos(ang) * rx * k, cy + Math.sin(ang) * ry * k]);
  }
  p.push(p[0], p[1], p[2]);
  const sp = smoothThrough(p);
  // drop the first segment so the curve starts at p[1] with a smooth tangent
  const segs = sp
    .split("C")
    .filter(Boolean)
    .slice(1, n + 1);
  return path(d`M${p[1][0]} ${p[1][1]}` + segs.map((x) => "C" + x).join("") + "Z", fill, a);
}

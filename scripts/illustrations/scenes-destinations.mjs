// Destination pictures, 800x600 each. Each build(c) returns the picture body.
import {
  PAL,
  birds,
  building,
  circ,
  cloud,
  d,
  el,
  ell,
  forest,
  g,
  hill,
  line,
  palm,
  path,
  pine,
  poly,
  rect,
  rng,
  sailboat,
  shade,
  sky,
  star,
  starfield,
  sun,
  waves,
  windows,
} from "./lib.mjs";

export const W = 800;
export const H = 600;

/** Draw `content` once, plus a faded mirror image below the line y (clipped to the water). */
export function withReflection(c, name, y, content, opacity = 0.28, bottom = H) {
  const id = c.def(name, "g", {}, content);
  const clip = c.clip(name + "-clip", rect(0, y, W, bottom - y, "#000"));
  return [
    g({ clipPath: clip }, el("use", { href: "#" + id, transform: `matrix(1 0 0 -1 0 ${2 * y})`, opacity })),
    el("use", { href: "#" + id }),
  ];
}

/** Triangular peak with a shaded right flank and an optional jagged snow cap. */
export function peak(x, y, l, rgt, base, o = {}) {
  const { fill = PAL.rock, shadeFill = shade(fill, -0.18), snow = PAL.snow, snowShade = PAL.snowShade, cap = 0.3 } = o;
  const L = [x - l, base];
  const R = [x + rgt, base];
  const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const mid = [x + rgt * 0.12, base];
  const out = [poly([[x, y], R, L], fill), poly([[x, y], R, mid, lerp([x, y], mid, 0.5)], shadeFill)];
  if (cap) {
    const A = [x, y];
    const lc = lerp(A, L, cap);
    const rc = lerp(A, R, cap);
    const m1 = lerp(A, lerp(L, R, 0.3), cap * 1.15);
    const m2 = lerp(A, lerp(L, R, 0.55), cap * 0.8);
    const m3 = lerp(A, lerp(L, R, 0.75), cap * 1.1);
    out.push(poly([A, rc, m3, m2, m1, lc], snow), poly([A, rc, m3, lerp(A, mid, cap * 0.9)], snowShade));
  }
  return out;
}

/** Rounded tree clump made of circles. */
export const clump = (x, y, rr, fill, dark) => [
  circ(x - rr * 0.55, y + rr * 0.15, rr * 0.75, dark || shade(fill, -0.15)),
  circ(x + rr * 0.5, y + rr * 0.1, rr * 0.8, dark || shade(fill, -0.15)),
  circ(x, y - rr * 0.3, rr, fill),
];

/** Arched window: rectangle with a semicircular top. */
export const archD = (x, y, w, h) => d`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;

// ---------------------------------------------------------------- Paris
function paris(c) {
  const T = "#8a5a3f";
  const Td = "#6a412d";
  const towerD =
    "M290 486Q322 426 336 352H464Q478 426 510 486H462Q448 404 400 398Q352 404 338 486Z" +
    "M344 340Q360 290 370 240H430Q440 290 456 340Z" +
    "M374 230Q388 160 394 110H406Q412 160 426 230Z";
  const clip = c.clip("tower", path(towerD, "#000"));
  let lattice = "";
  for (let t = -150; t < 520; t += 18) lattice += d`M${t} 486L${t + 428} 58M${t} 58L${t + 428} 486`;
  const r = rng("paris");
  const houses = [];
  for (let x = -10; x < W;) {
    const w = r.range(70, 110);
    const h = r.range(60, 95);
    if (x + w < 250 || x > 550) {
      houses.push(
        rect(x, 440 - h, w, h, r.pick(["#f1e4cf", "#ead9bf", "#f6ecdb"])),
        path(d`M${x - 3} ${440 - h}L${x + 8} ${424 - h}H${x + w - 8}L${x + w + 3} ${440 - h}Z`, "#7f8fb0"),
        windows(x + 8, 446 - h, w - 16, h - 14, Math.round(w / 18), 3, "#b7c3da"),
      );
    }
    x += w + 2;
  }
  return [
    sky(c, W, H, ["#74bdf0", "#bfe2f6", "#fde3cf"]),
    sun(c, 580, 120, 40, "#ffd877", "#fff2c9"),
    cloud(150, 120, 1.1),
    cloud(640, 230, 0.8, PAL.cloud, 0.9),
    cloud(720, 70, 0.6, PAL.cloud, 0.8),
    birds(
      [
        [200, 200, 8],
        [225, 188, 6],
      ],
      "#51607f",
    ),
    houses,
    // tower
    path(towerD, T),
    g({ clipPath: clip }, line(lattice, "#c0906a", 2, { opacity: 0.55 }), rect(400, 50, 120, 440, Td, { opacity: 0.35 })),
    rect(326, 340, 148, 14, Td, { rx: 2 }),
    line("M330 345H470", "#c0906a", 2, { strokeDasharray: "3 4" }),
    rect(362, 230, 76, 11, Td, { rx: 2 }),
    rect(389, 100, 22, 12, Td),
    rect(393, 88, 14, 12, T),
    poly(
      [
        [397, 88],
        [400, 54],
        [403, 88],
      ],
      Td,
    ),
    // lawn + trees
    hill([470, 462, 470, 466, 472], c.lin(["#8fd27a", "#4f9e58"]), { bottom: H }),
    poly(
      [
        [380, 482],
        [420, 482],
        [560, 600],
        [240, 600],
      ],
      "#efdcb6",
    ),
    poly(
      [
        [372, 482],
        [380, 482],
        [240, 600],
        [150, 600],
      ],
      "#a6de8e",
      { opacity: 0.6 },
    ),
    poly(
      [
        [420, 482],
        [428, 482],
        [650, 600],
        [560, 600],
      ],
      "#a6de8e",
      { opacity: 0.6 },
    ),
    clump(70, 470, 46, "#3f9a5c"),
    clump(180, 488, 34, "#4caf68"),
    clump(730, 468, 50, "#3f9a5c"),
    clump(620, 490, 34, "#4caf68"),
    rect(60, 500, 10, 40, PAL.trunkDark),
    rect(724, 500, 10, 40, PAL.trunkDark),
    [120, 680].map((x) => [rect(x - 2, 500, 4, 70, "#2c3550"), circ(x, 498, 7, "#fff1b8"), rect(x - 8, 488, 16, 4, "#2c3550")]),
    ell(400, 600, 200, 14, "#3e8a4c", { opacity: 0.2 }),
  ];
}

// ---------------------------------------------------------------- Kyoto
function kyoto(c) {
  const r = rng("kyoto");
  const px = 540;
  const base = 452;
  const tiers = [];
  for (let i = 0; i < 5; i++) {
    const bb = base - i * 50;
    const w = 104 - i * 11;
    const bw = w * 0.56;
    const ey = bb - 30;
    tiers.push(
      rect(px - bw, bb - 30, bw * 2, 30, "#f3e6cf"),
      rect(px - bw, bb - 30, bw * 2, 5, "#b8433a"),
      windows(px - bw + 4, bb - 24, bw * 2 - 8, 22, Math.max(3, Math.round(bw / 10)), 1, "#b8433a", { wr: 0.18, hr: 1 }),
      path(
        d`M${px - w} ${ey - 9}Q${px - w * 0.75} ${ey - 8} ${px - w * 0.45} ${ey - 24}H${px + w * 0.45}Q${px + w * 0.75} ${ey - 8} ${px + w} ${ey - 9}` +
          d`Q${px + w * 0.82} ${ey + 3} ${px + w * 0.6} ${ey + 3}H${px - w * 0.6}Q${px - w * 0.82} ${ey + 3} ${px - w} ${ey - 9}Z`,
        "#3a3040",
      ),
      path(
        d`M${px + w * 0.1} ${ey - 24}H${px + w * 0.45}Q${px + w * 0.75} ${ey - 8} ${px + w} ${ey - 9}Q${px + w * 0.82} ${ey + 3} ${px + w * 0.6} ${ey + 3}H${px + w * 0.1}Z`,
        "#2a2230",
      ),
    );
  }
  const topY = base - 4 * 50 - 54;
  const leaves = [];
  for (let i = 0; i < 16; i++)
    leaves.push(
      star(
        r.range(20, 780),
        r.range(120, 580),
        r.range(5, 9),
        r.range(2.5, 4),
        5,
        r.pick(["#e4572e", "#f28a30", "#c93a2f", "#f6b13d"]),
        r.range(0, 72),
      ),
    );
  return [
    sky(c, W, H, ["#f6b49a", "#fbd9bd", "#fdf0dc"]),
    circ(300, 250, 90, "#fff4dd", { opacity: 0.9 }),
    hill([330, 290, 270, 300, 280, 250, 270, 310, 320], "#d8aec0", { bottom: H }),
    hill([380, 350, 330, 340, 360, 330, 310, 340, 360], "#b58cac", { bottom: H }),
    forest(r, 0, W, 430, 30, 60, "#5f6f6a", 16),
    // pagoda
    rect(px - 70, base, 140, 12, "#8d8a8a"),
    tiers,
    rect(px - 3, topY - 70, 6, 76, "#3a3040"),
    line(d`M${px} ${topY - 60}V${topY - 10}`, "#c9a24a", 12, { strokeDasharray: "2.5 3.5", strokeLinecap: "butt" }),
    circ(px, topY - 72, 5, "#c9a24a"),
    hill([468, 456, 450, 458, 470], "#6f8f5e", { bottom: H }),
    hill([520, 500, 508, 530, 512, 500, 510], "#557a4c", { bottom: H }),
    poly(
      [
        [210, 505],
        [250, 505],
        [330, 600],
        [140, 600],
      ],
      "#cdbb9a",
    ),
    // torii
    rect(150, 300, 20, 230, "#e0432f"),
    rect(290, 300, 20, 230, "#e0432f"),
    rect(158, 300, 8, 230, "#f06a4a", { opacity: 0.6 }),
    rect(298, 300, 8, 230, "#f06a4a", { opacity: 0.6 }),
    rect(146, 515, 28, 18, "#2a2226"),
    rect(286, 515, 28, 18, "#2a2226"),
    rect(126, 338, 208, 16, "#e0432f"),
    rect(221, 302, 18, 36, "#e0432f"),
    path("M98 282Q160 298 230 298Q300 298 362 282L358 298Q300 312 230 312Q160 312 102 298Z", "#e0432f"),
    path("M94 274Q160 290 230 290Q300 290 366 274L362 284Q300 300 230 300Q160 300 98 284Z", "#2a2226"),
    // maple branches
    line("M0 60Q80 70 140 40M60 66Q110 100 150 100M800 90Q720 100 650 60M740 96Q700 140 640 150", "#4a2f30", 7),
    clump(40, 40, 50, "#e4572e", "#c93a2f"),
    clump(150, 60, 40, "#f28a30", "#e4572e"),
    clump(160, 110, 26, "#f6b13d", "#f28a30"),
    clump(760, 60, 56, "#e4572e", "#c93a2f"),
    clump(650, 70, 36, "#f28a30", "#e4572e"),
    clump(640, 150, 28, "#c93a2f", "#a82f2a"),
    leaves,
  ];
}

// ---------------------------------------------------------------- Cape Town
function capeTown(c) {
  const r = rng("cape-town");
  const city = [];
  for (let x = 40; x < 780;) {
    const w = r.range(16, 34);
    const h = x > 300 && x < 460 ? r.range(40, 90) : r.range(12, 40);
    city.push(
      building(
        x,
        432,
        w,
        h,
        r.pick(["#f4f1ea", "#e6e9f2", "#f3e3cf", "#dfe8ef"]),
        h > 40 ? { win: "#8fa6c4", cols: 2, rows: Math.round(h / 12) } : {},
      ),
    );
    x += w + r.range(2, 8);
  }
  return [
    sky(c, W, H, ["#4aa8ea", "#9fd6f6", "#e9f6fb"]),
    sun(c, 120, 100, 34),
    cloud(600, 90, 0.9),
    // Devil's Peak, table top and Lion's Head
    path("M0 330L80 250L150 182L190 214L232 206H560L600 236L650 300L700 318L800 340V440H0Z", "#6f8aa6"),
    path("M232 206H560L590 232Q540 262 470 250Q400 270 330 252Q270 262 232 242Z", "#5a7693"),
    line("M260 212V250M300 212V256M345 212V258M395 212V262M440 212V258M490 212V252M535 212V246", "#4b6582", 5, { opacity: 0.6 }),
    path("M150 182L190 214L232 206L210 300L150 340Z", "#5f7c98"),
    path("M620 440Q640 300 700 250Q740 240 770 300Q790 360 800 380V440Z", "#617f8f"),
    path("M700 250Q740 240 770 300Q790 360 800 380V440H740Q760 330 700 250Z", "#526e7e"),
    // tablecloth
    path(
      "M222 208Q232 186 262 194Q282 176 316 188Q344 172 380 186Q410 170 446 186Q480 172 512 190Q548 180 566 204Q574 222 560 228Q552 244 540 232Q520 226 500 240Q480 224 460 236Q430 224 404 240Q376 226 350 238Q320 224 296 236Q270 224 250 232Q226 228 222 208Z",
      "#ffffff",
      { opacity: 0.95 },
    ),
    // green slopes
    hill([390, 360, 340, 352, 372, 360, 350, 372, 400], "#6aa577", { bottom: 450 }),
    hill([420, 410, 400, 408, 420, 412, 402, 414, 426], "#4f8d62", { bottom: 450 }),
    city,
    rect(0, 432, W, 8, "#cfc6b4"),
    // sea
    rect(0, 440, W, 160, c.lin(["#1e77b8", "#2196c9", "#3db4d4"])),
    waves(r, 10, 452, 790, 590, 30, "#ffffff", 2.5, 30, 0.5),
    sailboat(560, 500, 0.9, "#23335c"),
    sailboat(230, 470, 0.55, "#ff7a59"),
    path("M0 548Q120 536 220 560Q280 574 300 600H0Z", "#f2d9a8"),
    path("M0 568Q110 556 200 574Q240 584 250 600H0Z", "#e8c88f"),
    ell(90, 556, 28, 14, "#7c7f8a"),
    ell(130, 562, 16, 9, "#8e919c"),
    birds(
      [
        [660, 160, 9],
        [684, 150, 7],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- New York
function newYork(c) {
  const r = rng("new-york");
  const win = "#ffd98a";
  const far = [];
  for (let x = -10; x < W;) {
    const w = r.range(30, 60);
    far.push(rect(x, 470 - r.range(60, 200), w, 300, "#8d6fae", { opacity: 0.55 }));
    x += w + 2;
  }
  const mid = [];
  for (let x = -10; x < W;) {
    const w = r.range(36, 64);
    const h = r.range(70, 190);
    if (x + w < 330 || x > 470)
      mid.push(building(x, 480, w, h, r.pick(["#3b3566", "#453d73", "#332e5c", "#4c4280"]), { win, opacity: 0.75, pad: 6 }));
    x += w + r.range(2, 12);
  }
  const es = [
    [400, 480, 110, 150],
    [400, 330, 84, 70],
    [400, 260, 64, 58],
    [400, 202, 44, 40],
    [400, 162, 28, 26],
  ];
  const empire = [
    es.map(([x, base, w, h]) => [
      rect(x - w / 2, base - h, w, h, "#5a4f8f"),
      rect(x, base - h, w / 2, h, "#463d75"),
      windows(x - w / 2 + 6, base - h + 6, w - 12, h - 10, Math.round(w / 10), Math.round(h / 12), win, { opacity: 0.8 }),
    ]),
    rect(396, 104, 8, 32, "#5a4f8f"),
    line("M400 104V50", "#5a4f8f", 3),
    circ(400, 50, 3, "#ff5b6e"),
  ];
  const cx = 590;
  const chrysler = [
    rect(cx - 24, 250, 48, 230, "#6a6298"),
    rect(cx, 250, 24, 230, "#544b83"),
    windows(cx - 20, 258, 40, 210, 4, 17, win, { opacity: 0.8 }),
    [0, 1, 2, 3].map((i) => {
      const w = 48 - i * 11;
      const hh = 30 + i * 16;
      return [
        path(archD(cx - w / 2, 252 - hh, w, hh), "#d3d5e6"),
        path(archD(cx - w / 2 + 4, 256 - hh, w - 8, hh - 4), "none", {
          stroke: "#3b3566",
          strokeWidth: 3,
          strokeDasharray: "2 3",
        }),
      ];
    }),
    poly(
      [
        [cx - 3, 206],
        [cx, 140],
        [cx + 3, 206],
      ],
      "#d3d5e6",
    ),
  ];
  return [
    sky(c, W, H, ["#28306e", "#6a4f9e", "#e9798a", "#ffc28a"]),
    starfield(r, 0, 0, W, 150, 40, "#ffffff", 2, 0.7),
    sun(c, 250, 420, 70, "#ffd27a", "#ffcf9a", 2.4),
    withReflection(c, "city", 480, [far, mid, empire, chrysler], 0.3),
    rect(0, 480, W, 120, c.lin(["#3a3570", "#2a2a5a", "#1d1f45"]), { opacity: 0.78 }),
    rect(0, 478, W, 4, "#ffcf9a", { opacity: 0.6 }),
    waves(r, 0, 490, W, 596, 40, "#ffc28a", 2, 30, 0.5),
    path("M0 600V570Q200 556 400 566T800 560V600Z", "#1a1c3d"),
  ];
}

// ---------------------------------------------------------------- Rio de Janeiro
function rio(c) {
  const r = rng("rio");
  const city = [];
  for (let x = 180; x < 560;) {
    const w = r.range(14, 28);
    const h = r.range(14, 44);
    city.push(
      building(x, 452, w, h, r.pick(["#ffffff", "#f3ede3", "#e8eef6"]), h > 26 ? { win: "#9fb2c8", cols: 2, rows: 3 } : {}),
    );
    x += w + r.range(1, 5);
  }
  let mosaic = "";
  for (let y = 548; y < 600; y += 12) mosaic += d`M0 ${y}` + Array.from({ length: 14 }, () => "q15-9 30 0t30 0").join("");
  return [
    sky(c, W, H, ["#4fb0ee", "#9ad8f7", "#ffe7c4"]),
    sun(c, 470, 110, 36),
    cloud(330, 80, 0.9, PAL.cloud, 0.95),
    cloud(720, 150, 0.7, PAL.cloud, 0.85),
    // Corcovado with the statue
    path("M0 460V250Q60 240 110 200Q150 168 172 170Q196 172 230 230Q290 320 360 400Q400 440 420 460Z", "#3f7f5a"),
    path("M172 170Q196 172 230 230Q290 320 360 400Q400 440 420 460H300Q250 340 190 230Z", "#336c4c"),
    rect(164, 160, 16, 12, "#e9e4da"),
    path("M166 160L168 128H176L178 160Z", "#f7f4ee"),
    rect(146, 128, 52, 6, "#f7f4ee", { rx: 3 }),
    circ(172, 121, 5, "#f7f4ee"),
    // Sugarloaf + Urca
    path("M440 460Q460 380 520 372Q572 372 590 460Z", "#4f7d62"),
    path("M560 460Q580 300 620 250Q660 222 690 262Q720 330 740 460Z", "#5d7f6c"),
    path("M620 250Q660 222 690 262Q720 330 740 460H690Q690 330 640 252Z", "#4b6c5a"),
    path("M616 270Q600 330 596 420", "none", { stroke: "#8e9a92", strokeWidth: 10, opacity: 0.5 }),
    line("M520 372L650 236", "#3a3a3a", 1.5),
    rect(582, 296, 12, 9, "#ff7a59", { rx: 2 }),
    city,
    // bay
    rect(0, 452, W, 110, c.lin(["#1e86c8", "#2aa8d2", "#44c6d2"])),
    waves(r, 10, 462, 790, 540, 24, "#ffffff", 2, 24, 0.5),
    sailboat(360, 500, 0.7, "#ffd35c"),
    sailboat(700, 480, 0.45, "#e5484d"),
    path("M0 520Q200 504 400 516T800 508V560H0Z", "#f6dcab"),
    path("M0 514Q200 498 400 510T800 502V508Q600 510 400 522T0 526Z", "#ffffff", { opacity: 0.8 }),
    // Copacabana promenade
    rect(0, 540, W, 60, "#f7f3ea"),
    line(mosaic, "#2b2b2b", 5),
    palm(60, 546, 150, 20, { w: 8 }),
    palm(740, 546, 130, -18, { w: 8 }),
    birds(
      [
        [560, 150, 8],
        [584, 140, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- Santorini
function santorini(c) {
  const r = rng("santorini");
  const houses = [];
  for (let y = 250; y < 520; y += 32) {
    const edge = 110 + (y - 200) * 1.55;
    for (let x = -30 + r.range(0, 30); x < edge - 40; x += r.range(60, 84)) {
      const w = r.range(50, 70);
      const h = r.range(30, 44);
      houses.push(
        rect(x, y - h, w, h + 24, "#ffffff"),
        rect(x + w - 12, y - h, 12, h + 24, "#dde6f1"),
        path(archD(x + 10, y - h + 10, 10, 18), r.pick(["#2a6fd0", "#3a86e0", "#2a6fd0", "#e0b34a"])),
      );
    }
  }
  const bx = 300;
  const by = 452;
  return [
    sky(c, W, H, ["#3d9be4", "#8ecff5", "#dcf1fb"]),
    sun(c, 560, 100, 34, "#fff0b0", "#fff8d6"),
    cloud(520, 80, 0.8, PAL.cloud, 0.9),
    path("M560 318Q640 296 720 306Q770 300 800 312V320H560Z", "#9aa6c4"),
    rect(0, 318, W, 282, c.lin(["#2b86d2", "#1b63b0", "#144f95"])),
    waves(r, 420, 332, 800, 590, 30, "#ffffff", 2, 28, 0.45),
    sailboat(650, 420, 0.7, "#ffffff", "#ffffff", "#e9eef5"),
    // caldera cliff
    path("M0 200Q140 196 200 230Q300 300 400 360Q470 420 520 480Q560 540 580 600H0Z", "#b77a52"),
    path("M200 230Q300 300 400 360Q470 420 520 480Q560 540 580 600H520Q490 500 420 430Q330 340 200 250Z", "#97603f"),
    line("M230 260Q330 330 420 400M280 300Q380 380 470 470", "#d39a6a", 4, { opacity: 0.6 }),
    houses,
    // church: blue dome + bell tower
    rect(bx - 50, by - 40, 100, 70, "#ffffff"),
    rect(bx + 30, by - 40, 20, 70, "#dde6f1"),
    rect(bx - 36, by - 60, 72, 22, "#ffffff"),
    path(d`M${bx - 40} ${by - 58}A40 40 0 0 1 ${bx + 40} ${by - 58}Z`, "#2a6fd0"),
    path(d`M${bx + 10} ${by - 96}A40 40 0 0 1 ${bx + 40} ${by - 58}H${bx + 10}Z`, "#1f58ad"),
    line(d`M${bx} ${by - 98}V${by - 120}M${bx - 8} ${by - 112}H${bx + 8}`, "#ffffff", 4),
    path(archD(bx - 12, by - 10, 24, 40), "#2a6fd0"),
    rect(bx - 110, by - 96, 44, 136, "#ffffff"),
    path(d`M${bx - 110} ${by - 96}Q${bx - 88} ${by - 130} ${bx - 66} ${by - 96}Z`, "#ffffff"),
    path(archD(bx - 100, by - 90, 24, 30), "#2a6fd0"),
    circ(bx - 88, by - 66, 6, "#e0b34a"),
    line(d`M${bx - 88} ${by - 118}V${by - 136}M${bx - 94} ${by - 130}H${bx - 82}`, "#ffffff", 3),
    // terrace + bougainvillea
    rect(0, 540, 560, 60, "#f6f6f6"),
    rect(0, 540, 560, 8, "#e4eaf2"),
    clump(60, 540, 40, "#e8479a", "#c92f7f"),
    clump(200, 548, 26, "#f06bb0", "#d24896"),
    clump(470, 546, 30, "#e8479a", "#c92f7f"),
    clump(120, 420, 18, "#f06bb0", "#d24896"),
  ];
}

// ---------------------------------------------------------------- Bali
function bali(c) {
  const r = rng("bali");
  const terraces = [];
  const greens = ["#9bd66b", "#7cc45a", "#a9de7a", "#6cb552", "#8fd064", "#5fa84a", "#7fc95e"];
  for (let i = 0; i < 7; i++) {
    const y = 340 + i * 40;
    const ys = Array.from({ length: 9 }, (_, k) => y + Math.sin(k * 0.9 + i) * 16 - k * 2 + (i % 2 ? 6 : 0));
    terraces.push(hill(ys, greens[i], { x0: -10, x1: 810, bottom: H + 10, a: { stroke: "#d6efae", strokeWidth: 4 } }));
  }
  const half = (dir) => {
    const out = [];
    let y = 490;
    for (let i = 0; i < 9; i++) {
      const w = 96 - i * 9;
      const h = 34 - i * 1.8;
      const x0 = dir < 0 ? 384 - w : 416;
      out.push(rect(x0, y - h, w, h, i % 2 ? "#c0603f" : "#a9503a"), rect(dir < 0 ? x0 - 6 : x0, y - h - 5, w + 6, 6, "#5f5a58"));
      if (i % 2 === 0)
        out.push(rect(dir < 0 ? x0 + w * 0.3 : x0 + w * 0.45, y - h + 8, w * 0.25, h - 14, "#7c3a2a", { opacity: 0.6 }));
      y -= h + 5;
    }
    out.push(
      path(dir < 0 ? d`M376 ${y}V${y - 26}Q384 ${y - 20} 384 ${y}Z` : d`M424 ${y}V${y - 26}Q416 ${y - 20} 416 ${y}Z`, "#5f5a58"),
    );
    return out;
  };
  return [
    sky(c, W, H, ["#8fd2f1", "#d3eefa", "#fff0d4"]),
    sun(c, 550, 105, 34),
    cloud(200, 90, 0.9),
    path("M150 330L330 150Q360 130 380 150L600 330Z", "#8da8c0"),
    path("M355 140Q370 134 380 150L600 330H470Q420 220 355 140Z", "#7a95ad"),
    path("M320 160Q350 140 370 146Q400 160 410 178Q380 168 350 176Z", "#ffffff", { opacity: 0.8 }),
    hill([320, 300, 290, 310, 320, 300, 296, 312, 320], "#5e9b6a", { bottom: H }),
    forest(r, 0, W, 330, 20, 40, "#4a8a5a", 12),
    terraces.slice(0, 4),
    // split gate (candi bentar) on a terrace
    rect(270, 490, 260, 12, "#5f5a58"),
    half(-1),
    half(1),
    poly(
      [
        [384, 500],
        [416, 500],
        [436, 560],
        [364, 560],
      ],
      "#8f8a86",
    ),
    line("M378 516H422M374 530H426M370 544H430", "#6f6a66", 3),
    terraces.slice(5),
    palm(90, 470, 260, 30, { w: 10 }),
    palm(700, 440, 230, -30, { w: 9, leaf: "#3fae76" }),
    palm(770, 520, 200, -20, { w: 9 }),
    birds(
      [
        [520, 200, 8],
        [540, 190, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- Venice
function venice(c) {
  const r = rng("venice");
  const cols = ["#e79b6a", "#f2c46d", "#e58f84", "#f4dcb0", "#c9694f", "#efb8a0", "#e7a85a"];
  const facades = [];
  let x = -10;
  let i = 0;
  while (x < W) {
    const w = r.range(90, 130);
    const h = r.range(150, 250);
    const top = 410 - h;
    const col = cols[i++ % cols.length];
    const nc = Math.round(w / 30);
    let arches = "";
    for (let row = 0; row < Math.floor((h - 40) / 54); row++)
      for (let k = 0; k < nc; k++) arches += archD(x + 12 + k * ((w - 24) / nc) + 3, top + 24 + row * 54, (w - 24) / nc - 8, 34);
    facades.push(
      rect(x, top, w, h, col),
      rect(x - 3, top - 6, w + 6, 8, shade(col, -0.25)),
      path(arches, "#5b3a3a", { opacity: 0.8 }),
      line(d`M${x + 10} ${top + 62}H${x + w - 10}`, "#ffffff", 3, { opacity: 0.6 }),
      path(d`M${x + w * 0.3} ${top - 6}V${top - 20}h-5l2-8h14l2 8h-5V${top - 6}Z`, shade(col, -0.3)),
    );
    x += w;
  }
  const pole = (px, py, col) => [
    rect(px, py, 8, 110, "#ffffff"),
    line(d`M${px + 4} ${py}V${py + 110}`, col, 8, { strokeDasharray: "10 10", strokeLinecap: "butt" }),
    circ(px + 4, py, 5, col),
  ];
  return [
    sky(c, W, H, ["#86c8f0", "#cde8f6", "#fbe5c4"]),
    sun(c, 140, 90, 30),
    cloud(600, 70, 0.8),
    // Salute dome in the distance
    rect(560, 150, 120, 120, "#e8e0d0"),
    path("M570 160A50 60 0 0 1 670 160Z", "#d8cebb"),
    rect(612, 86, 16, 20, "#e8e0d0"),
    path("M612 88A8 10 0 0 1 628 88Z", "#d8cebb"),
    withReflection(c, "fac", 410, facades, 0.3),
    rect(0, 410, W, 190, c.lin(["#3a9b9a", "#2a7d86", "#1f6272"]), { opacity: 0.85 }),
    waves(r, 0, 420, W, 596, 40, "#bfeee6", 2, 30, 0.5),
    pole(90, 420, "#1f5fbf"),
    pole(130, 440, "#1f5fbf"),
    pole(690, 430, "#d33c3c"),
    // gondola + gondolier
    ell(420, 520, 190, 10, "#1a4b55", { opacity: 0.4 }),
    path(
      "M220 486Q260 516 420 516Q560 516 610 490Q630 478 640 456Q640 490 620 504Q560 530 420 530Q270 530 230 506Q216 496 220 486Z",
      "#17171d",
    ),
    path("M212 480l8-4 4 14-8 2Z", "#c9cbd6"),
    line("M640 456v-8M636 462h10M636 470h8", "#c9cbd6", 3),
    rect(330, 502, 90, 12, "#b22d3c", { rx: 4 }),
    rect(513, 420, 18, 56, "#ffffff", { rx: 6 }),
    line("M516 430H528M516 442H528M516 454H528", "#1d2a5a", 4),
    rect(513, 474, 8, 38, "#1d2640"),
    rect(523, 474, 8, 38, "#1d2640"),
    circ(522, 410, 9, "#f1b894"),
    ell(522, 402, 14, 3, "#f2d27a"),
    rect(515, 392, 14, 10, "#f2d27a", { rx: 3 }),
    rect(515, 398, 14, 3, "#c0392b"),
    line("M560 376L470 560", "#6b4a34", 4),
    line("M530 440L548 410", "#f1b894", 5),
  ];
}

// ---------------------------------------------------------------- Marrakech
function marrakech(c) {
  const tx = 540;
  const base = 440;
  let merlons = "";
  for (let x = 0; x < W; x += 26) merlons += d`M${x} 380h14v-14h-14Z`;
  let tm = "";
  for (let k = 0; k < 5; k++) tm += d`M${tx - 46 + k * 20} 168h12v-12h-12Z`;
  return [
    sky(c, W, H, ["#f3a45f", "#f9cd8f", "#fdeccd"]),
    sun(c, 220, 200, 44, "#fff0c2", "#ffe2a0"),
    peak(120, 250, 160, 170, 360, { fill: "#c9a3a0", shadeFill: "#b38e8c", cap: 0.25 }),
    peak(330, 270, 150, 160, 360, { fill: "#d0aca6", shadeFill: "#bc9791", cap: 0.22 }),
    peak(720, 240, 170, 170, 360, { fill: "#c9a3a0", shadeFill: "#b38e8c", cap: 0.25 }),
    // Koutoubia
    rect(tx - 48, 170, 96, base - 170, "#d99a64"),
    rect(tx + 12, 170, 36, base - 170, "#c4834f"),
    path(
      archD(tx - 30, 210, 22, 46) + archD(tx + 8, 210, 22, 46) + archD(tx - 14, 290, 28, 60) + archD(tx - 22, 380, 44, 50),
      "#9c5a33",
    ),
    path("M510 262l30-16 30 16M510 272l30-16 30 16", "none", { stroke: "#b36c3f", strokeWidth: 3 }),
    rect(tx - 48, 178, 96, 12, "#3aa39a"),
    rect(tx - 52, 168, 104, 10, "#c4834f"),
    path(tm, "#d99a64"),
    rect(tx - 17, 110, 34, 48, "#d99a64"),
    rect(tx + 4, 110, 13, 48, "#c4834f"),
    path(archD(tx - 8, 120, 16, 26), "#9c5a33"),
    path(d`M${tx - 20} 110A20 16 0 0 1 ${tx + 20} 110Z`, "#3aa39a"),
    line(d`M${tx} 96V62`, "#caa24a", 3),
    circ(tx, 90, 6, "#f2c04a"),
    circ(tx, 78, 5, "#f2c04a"),
    circ(tx, 67, 4, "#f2c04a"),
    // red city walls with gate
    rect(0, 380, W, 120, "#c45b3c"),
    path(merlons, "#c45b3c"),
    rect(0, 380, W, 10, "#a9482d"),
    rect(220, 360, 120, 140, "#b24f33"),
    path("M244 500V440A36 40 0 1 1 316 440V500Z", "#5a2a22"),
    path("M236 500V440A44 48 0 1 1 324 440V500", "none", { stroke: "#e8b07a", strokeWidth: 4 }),
    palm(80, 500, 230, 20, { w: 9, leaf: "#4c9a5c", leafDark: "#35784a" }),
    palm(400, 500, 180, -16, { w: 8, leaf: "#4c9a5c", leafDark: "#35784a" }),
    palm(700, 500, 250, -26, { w: 10, leaf: "#4c9a5c", leafDark: "#35784a" }),
    rect(0, 496, W, 104, c.lin(["#e8b27a", "#dc9a5e"])),
    path("M0 560Q200 540 400 556T800 546V600H0Z", "#d48c52", { opacity: 0.6 }),
    birds(
      [
        [640, 150, 8],
        [662, 140, 6],
      ],
      "#7a3a2a",
    ),
  ];
}

// ---------------------------------------------------------------- Buenos Aires
function buenosAires(c) {
  const r = rng("buenos-aires");
  const city = [];
  for (let x = 150; x < 660;) {
    const w = r.range(30, 56);
    const h = r.range(60, 140);
    city.push(building(x, 430, w, h, r.pick(["#c9d6e6", "#d8e1ec", "#bccbe0"]), { win: "#eef3f9", opacity: 0.9 }));
    x += w + 4;
  }
  const boca = (x, w, h, col, trim) => {
    const top = 600 - h;
    let cor = "";
    for (let k = x + 6; k < x + w; k += 8) cor += d`M${k} ${top}V600`;
    return [
      rect(x, top, w, h, col),
      line(cor, shade(col, -0.12), 2),
      path(d`M${x - 6} ${top}L${x + w / 2} ${top - 30}L${x + w + 6} ${top}Z`, shade(col, -0.3)),
      rect(x + w * 0.2, top + 40, w * 0.22, 44, trim),
      rect(x + w * 0.58, top + 40, w * 0.22, 44, trim),
      rect(x + w * 0.24, top + 44, w * 0.14, 36, "#2b2f44", { opacity: 0.6 }),
      rect(x + w * 0.62, top + 44, w * 0.14, 36, "#2b2f44", { opacity: 0.6 }),
      rect(x + 6, top + 92, w - 12, 5, trim),
      line(
        d`M${x + 10} ${top + 92}V${top + 76}M${x + w - 10} ${top + 92}V${top + 76}M${x + 6} ${top + 76}H${x + w - 6}`,
        trim,
        3,
      ),
      rect(x + w * 0.35, 600 - 70, w * 0.3, 70, shade(col, -0.35)),
    ];
  };
  return [
    sky(c, W, H, ["#4daeea", "#a4d9f6", "#e9f6fc"]),
    sun(c, 560, 100, 32),
    cloud(240, 110, 0.9),
    cloud(560, 200, 0.6, PAL.cloud, 0.8),
    city,
    // Obelisco
    poly(
      [
        [378, 440],
        [386, 120],
        [414, 120],
        [422, 440],
      ],
      "#f6f4ef",
    ),
    poly(
      [
        [400, 120],
        [414, 120],
        [422, 440],
        [400, 440],
      ],
      "#dcdde6",
    ),
    poly(
      [
        [386, 120],
        [400, 92],
        [414, 120],
      ],
      "#e8e8ee",
    ),
    poly(
      [
        [400, 92],
        [414, 120],
        [400, 120],
      ],
      "#c9cad6",
    ),
    rect(396, 130, 8, 6, "#4a4f6a"),
    rect(150, 430, 500, 170, "#8a8e9c"),
    line("M400 440V600", "#ffffff", 4, { strokeDasharray: "18 14" }),
    clump(230, 430, 36, "#9b7fd8", "#7f63c0"),
    clump(570, 430, 36, "#9b7fd8", "#7f63c0"),
    clump(320, 440, 22, "#b49ae6", "#9b7fd8"),
    clump(480, 440, 22, "#b49ae6", "#9b7fd8"),
    boca(-10, 110, 300, "#2f7fd0", "#f2c230"),
    boca(100, 100, 230, "#f2c230", "#e4473d"),
    boca(200, 70, 160, "#e4473d", "#3bb273"),
    boca(580, 80, 170, "#3bb273", "#ff8c42"),
    boca(660, 90, 250, "#ff8c42", "#2f7fd0"),
    boca(740, 70, 290, "#8e5cc4", "#f2c230"),
  ];
}

// ---------------------------------------------------------------- Sydney
function sydney(c) {
  const r = rng("sydney");
  let hangers = "";
  for (let x = 110; x <= 420; x += 20) {
    const t = (x - 265) / 160;
    hangers += d`M${x} ${222 + 90 * t * t}V${330}`;
  }
  const city = [];
  for (let x = 470; x < 800;) {
    const w = r.range(20, 40);
    city.push(building(x, 350, w, r.range(40, 150), r.pick(["#a9c3dc", "#b8cfe4", "#9db8d3"]), { win: "#dbe8f4", opacity: 0.8 }));
    x += w + 3;
  }
  const shell = (x, base, h, lean, wdt, flip = 1) => {
    const ax = x + lean * flip;
    const ay = base - h;
    return [
      path(
        d`M${x - wdt * flip} ${base}Q${x - wdt * 0.9 * flip} ${ay + h * 0.25} ${ax} ${ay}Q${x + wdt * 0.2 * flip} ${base - h * 0.4} ${x + wdt * 0.45 * flip} ${base}Z`,
        "#fbfaf5",
      ),
      path(
        d`M${ax} ${ay}Q${x + wdt * 0.2 * flip} ${base - h * 0.4} ${x + wdt * 0.45 * flip} ${base}H${x + wdt * 0.15 * flip}Q${x} ${base - h * 0.45} ${ax} ${ay}Z`,
        "#d9dee8",
      ),
    ];
  };
  return [
    sky(c, W, H, ["#3b9fea", "#8fd0f6", "#e2f4fc"]),
    sun(c, 520, 80, 32),
    cloud(520, 110, 0.9),
    cloud(170, 80, 0.7, PAL.cloud, 0.9),
    city,
    // Harbour Bridge
    path("M80 330Q265 140 450 330H430Q265 176 100 330Z", "#5b6880"),
    path("M100 330Q265 218 430 330", "none", { stroke: "#5b6880", strokeWidth: 5 }),
    line(hangers, "#5b6880", 2.5),
    rect(0, 326, 520, 10, "#4b566b"),
    [40, 440].map((px) => [
      rect(px, 268, 40, 90, "#cbb794"),
      rect(px + 24, 268, 16, 90, "#b4a07e"),
      rect(px - 4, 264, 48, 8, "#b4a07e"),
      path(archD(px + 10, 300, 20, 30), "#8a7b62"),
    ]),
    rect(0, 350, W, 250, c.lin(["#1f86cf", "#1d6fb8", "#185a9c"])),
    waves(r, 0, 360, W, 590, 40, "#ffffff", 2, 28, 0.45),
    // Opera House
    path("M380 470H800V510H360Z", "#d9b98a"),
    rect(360, 500, 440, 14, "#c7a474"),
    shell(740, 470, 130, -40, 60),
    shell(690, 470, 170, -54, 70),
    shell(620, 470, 200, -70, 80),
    shell(600, 470, 110, 30, 40, -1),
    shell(520, 470, 150, -56, 62),
    shell(460, 470, 110, -40, 48),
    shell(430, 470, 70, 22, 26, -1),
    rect(380, 462, 420, 8, "#b89a6e"),
    // ferry
    path("M110 450H250L236 470H124Z", "#2f8a4a"),
    rect(136, 430, 96, 20, "#f3d36a"),
    windows(140, 434, 88, 12, 8, 1, "#2b3a55", { hr: 1 }),
    rect(180, 420, 10, 12, "#2f8a4a"),
    birds(
      [
        [300, 140, 8],
        [322, 130, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- Reykjavik
function reykjavik(c) {
  const r = rng("reykjavik");
  const aur1 = c.lin([
    [0, "#5cf2b0", 0],
    [0.55, "#5cf2b0", 0.55],
    [1, "#b8ffd9", 0.9],
  ]);
  const aur2 = c.lin([
    [0, "#8f6bff", 0],
    [0.6, "#38d1d1", 0.45],
    [1, "#7cf5c8", 0.8],
  ]);
  const cx = 420;
  const steps = [];
  for (let i = 0; i < 6; i++) {
    const h = 270 - i * 40;
    for (const s of [-1, 1]) {
      const x = s < 0 ? cx - 34 - (i + 1) * 20 : cx + 34 + i * 20;
      steps.push(
        rect(x, 510 - h, 20, h, s < 0 ? "#e4e7ef" : "#c5ccdb"),
        line(d`M${x + 10} ${520 - h}V510`, s < 0 ? "#c9cfdc" : "#aab3c6", 3),
      );
    }
  }
  const houses = [
    [20, 90, 70, "#d84a3a"],
    [110, 80, 56, "#f2c14e"],
    [200, 70, 64, "#2e6fb0"],
    [560, 80, 60, "#3aa37a"],
    [650, 76, 74, "#d84a3a"],
    [730, 80, 56, "#f2c14e"],
  ].map(([x, w, h, col]) => {
    const top = 560 - h;
    return [
      rect(x, top, w, h, col),
      path(d`M${x - 6} ${top + 2}L${x + w / 2} ${top - 30}L${x + w + 6} ${top + 2}Z`, "#3b4256"),
      path(d`M${x - 6} ${top + 2}L${x + w / 2} ${top - 30}L${x + w / 2} ${top - 22}L${x + 2} ${top + 2}Z`, "#ffffff"),
      windows(x + 10, top + 12, w - 20, h - 24, 2, 2, "#ffd98a"),
    ];
  });
  return [
    sky(c, W, H, ["#0a1230", "#162a5c", "#2a4a7c"]),
    starfield(r, 0, 0, W, 300, 80, "#ffffff", 2, 0.85),
    path("M-20 250Q120 60 300 140Q460 220 560 90Q660 0 820 120V200Q660 90 560 180Q460 300 300 220Q120 140 -20 330Z", aur1),
    path("M-20 200Q160 120 340 200Q520 270 640 170Q720 110 820 160V220Q720 170 640 240Q520 330 340 270Q160 200 -20 280Z", aur2),
    // Esja mountain and bay
    path("M0 380Q80 330 180 320Q300 300 420 318Q560 300 680 326Q760 336 800 360V400H0Z", "#8ea4c9"),
    path(
      "M120 326Q180 316 240 320L200 340L160 334ZM380 316Q440 312 480 318L450 334L410 328ZM620 320Q680 322 720 332L680 340Z",
      "#e6eef9",
    ),
    rect(0, 392, W, 40, "#1d3160"),
    line("M60 404H260M420 414H700", "#5cf2b0", 3, { opacity: 0.35 }),
    // Hallgrimskirkja
    steps,
    rect(cx - 34, 170, 68, 340, "#dfe3ec"),
    rect(cx, 170, 34, 340, "#c5ccdb"),
    poly(
      [
        [cx - 34, 172],
        [cx, 64],
        [cx + 34, 172],
      ],
      "#e4e7ef",
    ),
    poly(
      [
        [cx, 64],
        [cx + 34, 172],
        [cx, 172],
      ],
      "#c5ccdb",
    ),
    circ(cx, 200, 10, "#3b4256"),
    rect(cx - 8, 230, 16, 180, "#ffd98a", { opacity: 0.85 }),
    path(archD(cx - 16, 450, 32, 60), "#3b4256"),
    rect(cx - 34, 180, 68, 4, "#aab3c6"),
    // snowy town
    path("M0 540Q200 520 400 530T800 524V600H0Z", "#e9eff9"),
    houses,
    path("M0 560Q200 548 400 556T800 550V600H0Z", "#f5f8ff"),
  ];
}

// ---------------------------------------------------------------- Petra
function petra(c) {
  const col = (x, y, h, w = 14) => [
    rect(x, y, w, h, "#f3c2a0"),
    rect(x + w * 0.55, y, w * 0.45, h, "#d99a7c"),
    rect(x - 3, y - 6, w + 6, 6, "#e7ad8b"),
  ];
  return [
    sky(c, W, H, ["#7cc6ef", "#cfe9f4"]),
    rect(180, 0, 440, 600, "#c46a55"),
    line("M180 60Q400 40 620 70M180 140Q400 120 620 150", "#b25c4a", 8, { opacity: 0.5 }),
    // upper level
    rect(240, 100, 320, 214, "#e6a383"),
    col(252, 150, 150),
    col(320, 150, 150),
    col(466, 150, 150),
    col(534, 150, 150),
    poly(
      [
        [244, 150],
        [348, 122],
        [348, 150],
      ],
      "#f0b594",
    ),
    poly(
      [
        [452, 150],
        [452, 122],
        [556, 150],
      ],
      "#f0b594",
    ),
    rect(240, 150, 110, 8, "#d99a7c"),
    rect(450, 150, 110, 8, "#d99a7c"),
    rect(364, 150, 72, 150, "#edb392"),
    col(368, 160, 140, 10),
    col(395, 160, 140, 10),
    col(422, 160, 140, 10),
    poly(
      [
        [356, 152],
        [400, 108],
        [444, 152],
      ],
      "#f3c2a0",
    ),
    poly(
      [
        [400, 108],
        [444, 152],
        [400, 152],
      ],
      "#dca07f",
    ),
    path("M392 108q0-20 8-24q8 4 8 24Z", "#f3c2a0"),
    rect(230, 300, 340, 24, "#d99a7c"),
    rect(230, 300, 340, 8, "#f0b594"),
    // lower level
    rect(240, 324, 320, 226, "#e8a788"),
    [252, 306, 354, 432, 480, 534].map((x) => col(x, 340, 200)),
    poly(
      [
        [300, 340],
        [400, 286],
        [500, 340],
      ],
      "#f0b594",
      { transform: "translate(0 -18)" },
    ),
    poly(
      [
        [320, 318],
        [400, 280],
        [480, 318],
      ],
      "#e6a383",
      { transform: "translate(0 -6)" },
    ),
    rect(376, 420, 48, 130, "#5a2a25"),
    rect(282, 430, 20, 60, "#7a3a30"),
    rect(498, 430, 20, 60, "#7a3a30"),
    rect(230, 540, 340, 12, "#d0907a"),
    // canyon walls framing the Siq
    path("M0 0H230Q200 100 220 200Q180 320 220 420Q190 520 210 600H0Z", "#a84b3e"),
    path("M0 0H160Q130 120 150 240Q110 360 140 470Q120 540 130 600H0Z", "#8e3d33"),
    path("M800 0H570Q600 110 580 220Q620 320 580 440Q610 520 590 600H800Z", "#a84b3e"),
    path("M800 0H650Q680 140 660 260Q700 380 670 480Q690 540 680 600H800Z", "#8e3d33"),
    line("M20 120Q100 100 200 130M30 300Q120 280 190 310M610 180Q700 160 790 190M620 380Q700 360 790 390", "#c9685a", 6, {
      opacity: 0.5,
    }),
    rect(0, 550, W, 50, c.lin(["#e6b48c", "#d99e74"])),
    // camel + guide for scale
    camel(300, 572, 0.7, "#6e3b2c"),
    ell(460, 576, 60, 5, "#b98262", { opacity: 0.5 }),
  ];
}

/** Camel silhouette facing right, feet at (x, y). */
export function camel(x, y, s, fill, rider) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    line("M-24-30L-27 0M-15-28L-13 0M14-30L11 0M22-30L25 0", fill, 6),
    path("M-32-42Q-30-70-10-66Q6-64 12-48Q22-48 28-42L28-30Q0-22-32-30Z", fill),
    line("M22-40Q36-44 42-64", fill, 10),
    path("M36-68Q44-76 56-66L54-60Q44-62 38-58Z", fill),
    line("M-32-40Q-38-30-36-20", fill, 3),
    rider ? [path("M-14-64Q-12-84 0-84Q8-80 6-64Z", rider), circ(-4, -90, 6, rider), path("M-12-92Q-4-100 4-92Z", rider)] : "",
  );
}

// ---------------------------------------------------------------- Banff
function banff(c) {
  const r = rng("banff");
  const mtn = [
    peak(60, 170, 160, 140, 380, { fill: "#8796b4", cap: 0.35 }),
    peak(200, 120, 120, 110, 380, { fill: "#6f7f9e", cap: 0.35 }),
    peak(330, 150, 100, 100, 380, { fill: "#7b8aa8", cap: 0.3 }),
    peak(450, 100, 120, 110, 380, { fill: "#6a7a99", cap: 0.38 }),
    peak(590, 140, 110, 110, 380, { fill: "#7787a5", cap: 0.32 }),
    peak(720, 110, 110, 140, 380, { fill: "#6a7a99", cap: 0.36 }),
    forest(r, 0, W, 382, 24, 54, "#1f5a48", 11),
  ];
  return [
    sky(c, W, H, ["#3f9fe8", "#9dd4f5", "#e6f5fb"]),
    cloud(620, 60, 0.8),
    cloud(130, 60, 0.6, PAL.cloud, 0.85),
    withReflection(c, "mtn", 382, mtn, 0.45),
    rect(
      0,
      382,
      W,
      218,
      c.lin([
        [0, "#1fc7cc", 0.55],
        [1, "#0b8f9f", 0.95],
      ]),
    ),
    line("M0 384H800", "#ffffff", 2, { opacity: 0.5 }),
    waves(r, 120, 396, 680, 560, 26, "#ffffff", 2, 26, 0.5),
    // canoe
    path("M330 470Q400 490 470 470Q460 484 400 486Q340 484 330 470Z", "#d8432f"),
    line("M384 474L380 440", "#2a3550", 5),
    circ(382, 432, 6, "#f1b894"),
    line("M360 448L420 492", "#8a5a3b", 3),
    // shores with pines
    path("M0 460Q80 440 160 470Q220 500 260 600H0Z", "#6e7d65"),
    path("M800 430Q720 440 660 480Q600 530 580 600H800Z", "#6e7d65"),
    [
      [40, 470, 150],
      [100, 490, 120],
      [160, 520, 100],
      [20, 580, 180],
      [90, 590, 140],
      [700, 460, 170],
      [760, 480, 150],
      [650, 520, 120],
      [730, 590, 160],
    ].map(([x, y, h]) => pine(x, y, h, { fill: "#2a7a5c", shadeFill: "#1d5e47" })),
    ell(230, 560, 40, 22, "#8d93a0"),
    ell(280, 580, 30, 18, "#a3a9b5"),
    ell(200, 590, 26, 12, "#7c8290"),
    birds(
      [
        [400, 180, 8],
        [420, 168, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- Prague
function prague(c) {
  const r = rng("prague");
  const houses = [];
  for (let x = -10; x < W;) {
    const w = r.range(40, 70);
    const h = r.range(40, 80);
    const col = r.pick(["#f4e2c4", "#f2d2a9", "#e9c9b5", "#f6ead6", "#e8d6a8"]);
    houses.push(
      rect(x, 380 - h, w, h + 10, col),
      path(d`M${x - 3} ${380 - h}L${x + w / 2} ${350 - h}L${x + w + 3} ${380 - h}Z`, r.pick(["#c8553d", "#b8472f", "#d4673f"])),
      windows(x + 8, 390 - h, w - 16, h - 10, Math.round(w / 18), 2, "#8a6a5a", { opacity: 0.6 }),
    );
    x += w + 2;
  }
  let arches = "";
  for (let x = 30; x < W; x += 130) arches += d`M${x} 470V448A50 34 0 0 1 ${x + 100} 448V470Z`;
  let statues = "";
  for (let x = 20; x < 620; x += 70) statues += d`M${x} 396v-16h3v-8a4 4 0 0 1 6 0v8h3v16Z`;
  return [
    sky(c, W, H, ["#f49b7a", "#f9c79a", "#fde8c8"]),
    sun(c, 180, 180, 40, "#fff1c4", "#ffe3a4"),
    birds(
      [
        [560, 110, 8],
        [584, 100, 6],
        [600, 118, 5],
      ],
      "#7a3a3a",
    ),
    // castle hill + St Vitus
    hill([300, 270, 250, 240, 246, 262, 280, 300], "#8c9c72", { bottom: 400 }),
    rect(300, 196, 280, 50, "#efe4cc"),
    windows(306, 204, 268, 36, 22, 3, "#b9a98e"),
    rect(296, 190, 288, 8, "#7f9c94"),
    poly(
      [
        [436, 196],
        [436, 120],
        [468, 96],
        [500, 120],
        [500, 196],
      ],
      "#6d7f86",
    ),
    poly(
      [
        [450, 100],
        [468, 28],
        [486, 100],
      ],
      "#4f6a6a",
    ),
    poly(
      [
        [380, 196],
        [390, 110],
        [400, 196],
      ],
      "#4f6a6a",
    ),
    poly(
      [
        [404, 196],
        [414, 110],
        [424, 196],
      ],
      "#4f6a6a",
    ),
    poly(
      [
        [520, 196],
        [530, 140],
        [540, 196],
      ],
      "#4f6a6a",
    ),
    circ(468, 150, 10, "#e7c36a"),
    houses,
    // river
    rect(0, 400, W, 200, c.lin(["#6ea4c4", "#3d7aa6", "#2c5f88"])),
    waves(r, 0, 480, W, 596, 30, "#ffe3b8", 2, 30, 0.55),
    // Charles Bridge
    rect(0, 396, 680, 74, "#9a8670"),
    rect(0, 396, 680, 8, "#7d6a56"),
    path(arches, "#2c5676"),
    path(statues, "#3c3440"),
    // Old Town bridge tower
    rect(620, 250, 100, 220, "#8d7a66"),
    rect(672, 250, 48, 220, "#7a6855"),
    path("M646 470V410A24 28 0 0 1 694 410V470Z", "#3c3440"),
    poly(
      [
        [610, 252],
        [670, 120],
        [730, 252],
      ],
      "#3c4250",
    ),
    poly(
      [
        [670, 120],
        [730, 252],
        [670, 252],
      ],
      "#2e3340",
    ),
    poly(
      [
        [606, 252],
        [616, 200],
        [626, 252],
      ],
      "#3c4250",
    ),
    poly(
      [
        [714, 252],
        [724, 200],
        [734, 252],
      ],
      "#3c4250",
    ),
    rect(640, 280, 60, 40, "#b3a089"),
    rect(720, 420, 80, 180, "#9a8670"),
    line("M40 400V380M170 400V380M300 400V380M430 400V380M560 400V380", "#3c3440", 3),
    circ(40, 378, 4, "#ffe3a0"),
    circ(170, 378, 4, "#ffe3a0"),
    circ(300, 378, 4, "#ffe3a0"),
    circ(430, 378, 4, "#ffe3a0"),
    circ(560, 378, 4, "#ffe3a0"),
  ];
}

// ---------------------------------------------------------------- Zanzibar
function zanzibar(c) {
  const r = rng("zanzibar");
  return [
    sky(c, W, H, ["#3ea8ef", "#9dd8f7", "#eaf8fc"]),
    sun(c, 470, 110, 40),
    cloud(300, 90, 1),
    cloud(720, 210, 0.6, PAL.cloud, 0.85),
    path("M60 330Q120 312 180 330Z", "#5fa98b"),
    palm(110, 330, 40, 4, { w: 3, coconuts: false, leaf: "#4f9a7c", leafDark: "#3f8a6c" }),
    palm(134, 330, 34, -4, { w: 3, coconuts: false, leaf: "#4f9a7c", leafDark: "#3f8a6c" }),
    rect(0, 330, W, 270, c.lin(["#1288c6", "#19b0cc", "#3fd8cc", "#8cebd9"])),
    rect(0, 330, W, 4, "#ffffff", { opacity: 0.4 }),
    waves(r, 0, 344, W, 500, 30, "#ffffff", 2, 26, 0.5),
    // dhow
    ell(470, 466, 130, 8, "#0f6f8f", { opacity: 0.3 }),
    path("M340 430L360 440H590Q610 440 620 420L600 462Q540 474 450 474Q380 474 352 456Z", "#8b5a33"),
    line("M356 448H604M362 458H596", "#6e4326", 3),
    line("M470 440V270", "#5c3a22", 5),
    line("M370 318L596 176", "#5c3a22", 4),
    path("M376 316Q470 300 594 180Q560 300 580 420Q470 430 376 316Z", "#f7efe0"),
    path("M376 316Q470 300 594 180Q560 300 580 420Q520 320 376 316Z", "#e6dac4"),
    line("M440 306Q520 260 586 200M470 330Q540 300 582 280", "#d9caa9", 2),
    // beach
    path("M0 500Q180 480 320 520Q420 550 460 600H0Z", "#ffffff", { opacity: 0.8 }),
    path("M0 510Q180 492 310 530Q400 558 430 600H0Z", "#f6e3bc"),
    palm(90, 600, 340, 150, { w: 14 }),
    path(d`M260 566l5 9 10 2-7 7 2 10-10-5-9 5 2-10-7-7 10-2Z`, "#ff8f6a"),
    ell(180, 580, 10, 6, "#fff4e0"),
    birds(
      [
        [640, 270, 8],
        [660, 260, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- Hoi An
function hoiAn(c) {
  const r = rng("hoi-an");
  const glow = c.rad([
    [0, "#ffd27a", 0.7],
    [1, "#ffd27a", 0],
  ]);
  const houses = [];
  let x = -10;
  while (x < W) {
    const w = r.range(100, 140);
    const h = r.range(150, 200);
    const top = 420 - h;
    const wall = r.pick(["#f2c14e", "#e9b23c", "#f4cd62"]);
    houses.push(
      rect(x, top, w, h, wall),
      rect(x, top + h * 0.5, w, h * 0.5, "#6b3e2a"),
      windows(x + 12, top + h * 0.56, w - 24, h * 0.4, 4, 1, "#ffcf7a", { hr: 0.9, opacity: 0.9 }),
      windows(x + 14, top + 26, w - 28, h * 0.5 - 36, 3, 1, "#3d6e6a", { hr: 0.9 }),
      path(d`M${x - 8} ${top + h * 0.5}L${x + 10} ${top + h * 0.5 - 14}H${x + w - 10}L${x + w + 8} ${top + h * 0.5}Z`, "#8a3b2b"),
      path(
        d`M${x - 10} ${top + 2}Q${x + w / 2} ${top - 20} ${x + w + 10} ${top + 2}L${x + w - 12} ${top - 26}H${x + 12}Z`,
        "#7a3226",
      ),
    );
    x += w + 4;
  }
  const lant = [];
  const strings = [
    [0, 80, 800, 120, 10],
    [0, 170, 800, 150, 8],
  ];
  let str = "";
  for (const [x0, y0, x1, y1, n] of strings) {
    const sag = 40;
    str += d`M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`;
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const lx = x0 + (x1 - x0) * t;
      const ly = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
      const col = ["#e5484d", "#ff8a3d", "#ffc94a", "#ff6fa8", "#2ec4b6"][(i + n) % 5];
      lant.push(
        circ(lx, ly + 22, 34, glow),
        line(d`M${lx} ${ly}v6M${lx} ${ly + 42}v10`, "#5a2b2b", 2),
        ell(lx, ly + 24, 14, 18, col),
        rect(lx - 8, ly + 4, 16, 4, "#5a2b2b"),
        rect(lx - 8, ly + 40, 16, 4, "#5a2b2b"),
      );
    }
  }
  const floats = [];
  for (let i = 0; i < 7; i++) {
    const fx = r.range(30, 770);
    const fy = r.range(470, 580);
    floats.push(
      circ(fx, fy, 20, glow),
      rect(fx - 6, fy - 5, 12, 10, r.pick(["#ff6fa8", "#ffc94a", "#ff8a3d"])),
      line(d`M${fx} ${fy + 8}v14`, "#ffd27a", 3, { opacity: 0.5 }),
    );
  }
  return [
    sky(c, W, H, ["#2e3a86", "#6a52a0", "#e6908a", "#ffc48c"]),
    starfield(r, 0, 0, W, 120, 30, "#ffffff", 2, 0.7),
    withReflection(c, "town", 420, houses, 0.3),
    rect(0, 420, W, 180, c.lin(["#3b3f7a", "#2a2c5e", "#1d1f48"]), { opacity: 0.8 }),
    waves(r, 0, 430, W, 596, 30, "#ffc48c", 2, 26, 0.45),
    floats,
    // sampan with conical hat
    path("M520 520Q600 540 700 516Q690 540 610 546Q540 544 520 520Z", "#4a2a22"),
    path("M560 520Q610 486 660 516Z", "#8a5a3b"),
    rect(604, 480, 12, 30, "#2e6f9e"),
    circ(610, 474, 7, "#f1b894"),
    poly(
      [
        [590, 474],
        [610, 456],
        [630, 474],
      ],
      "#f2d894",
    ),
    line("M640 470L700 560", "#6b4a34", 3),
    line(str, "#3a2020", 2),
    lant,
  ];
}

// ---------------------------------------------------------------- Lisbon
function lisbon(c) {
  const r = rng("lisbon");
  const tile = c.def(
    "tile",
    "pattern",
    { width: 16, height: 16, patternUnits: "userSpaceOnUse" },
    rect(0, 0, 16, 16, "#f4f7fb"),
    path("M8 1L15 8L8 15L1 8Z", "#2b62b8"),
    circ(8, 8, 2.5, "#f4f7fb"),
  );
  const hillHouses = [];
  for (let row = 0; row < 5; row++) {
    const y = 330 + row * 40;
    for (let x = -10 + (row % 2) * 20; x < 440 - row * 30; x += r.range(46, 64)) {
      const w = r.range(40, 56);
      const h = r.range(34, 50);
      const col = r.pick(["#f4c6c0", "#f6dc8a", "#bcd8f0", "#f2b37c", "#f6efe6", "#e8a5b8"]);
      hillHouses.push(
        rect(x, y - h + 30, w, h, col),
        path(d`M${x - 3} ${y - h + 30}L${x + 8} ${y - h + 20}H${x + w - 8}L${x + w + 3} ${y - h + 30}Z`, "#c8553d"),
        windows(x + 6, y - h + 36, w - 12, h - 12, 3, 2, "#5a6a8a", { opacity: 0.6 }),
      );
    }
  }
  return [
    sky(c, W, H, ["#55b1ee", "#a6daf6", "#eef8fd"]),
    sun(c, 540, 90, 32),
    cloud(480, 80, 0.8),
    cloud(200, 130, 0.6, PAL.cloud, 0.9),
    path("M380 300Q500 286 620 300T800 296V310H380Z", "#9cb2c4"),
    rect(0, 306, W, 294, c.lin(["#4b9ccf", "#2d7db5"])),
    waves(r, 440, 316, 800, 420, 16, "#ffffff", 2, 22, 0.5),
    // Belem tower
    rect(600, 310, 120, 60, "#efe6d2"),
    path("M600 310h120v-8h-120Z", "#d9cdb2"),
    line("M606 304v-10M626 304v-10M646 304v-10M666 304v-10M686 304v-10M706 304v-10", "#efe6d2", 8, { strokeLinecap: "butt" }),
    rect(630, 180, 60, 130, "#f4ecdb"),
    rect(670, 180, 20, 130, "#ddd1b8"),
    path(archD(642, 210, 14, 22) + archD(664, 210, 14, 22) + archD(648, 256, 24, 30), "#8a7d68"),
    line("M634 174v-10M648 174v-10M662 174v-10M676 174v-10M688 174v-10", "#f4ecdb", 7, { strokeLinecap: "butt" }),
    rect(630, 174, 60, 6, "#ddd1b8"),
    [626, 694].map((tx) => [rect(tx - 6, 160, 12, 18, "#f4ecdb"), path(d`M${tx - 7} 160A7 8 0 0 1 ${tx + 7} 160Z`, "#ddd1b8")]),
    [600, 720].map((tx) => [rect(tx - 6, 284, 12, 20, "#f4ecdb"), path(d`M${tx - 7} 284A7 8 0 0 1 ${tx + 7} 284Z`, "#ddd1b8")]),
    // hillside
    path("M0 600V280Q120 260 240 300Q360 340 460 420Q520 470 560 600Z", "#d9c9a6"),
    hillHouses,
    // street + tram
    path("M0 560L800 450V600H0Z", "#8a8d98"),
    line("M0 572L800 462M0 590L800 480", "#5d606b", 3),
    line("M0 380L800 270", "#2d3140", 1.5),
    g(
      { transform: "rotate(-7.8 400 500)" },
      line("M380 420L420 382", "#2d3140", 3),
      rect(290, 420, 220, 80, "#f7c325", { rx: 10 }),
      rect(290, 420, 220, 40, "#fbf3de", { rx: 10 }),
      rect(300, 430, 200, 26, "#3a4660", { rx: 3 }),
      line("M340 430V456M380 430V456M420 430V456M460 430V456", "#fbf3de", 4),
      rect(284, 414, 232, 10, "#5a5f6e", { rx: 4 }),
      rect(300, 478, 200, 6, "#e0a91c"),
      rect(470, 462, 26, 34, "#d49a15", { rx: 3 }),
      circ(504, 480, 4, "#fff4c2"),
      circ(330, 504, 12, "#2d3140"),
      circ(470, 504, 12, "#2d3140"),
      circ(330, 504, 4, "#8a8d98"),
      circ(470, 504, 4, "#8a8d98"),
    ),
    // azulejo facade in the foreground
    rect(0, 330, 120, 270, `url(#${tile})`),
    rect(0, 330, 120, 14, "#c8553d"),
    rect(18, 370, 34, 60, "#3a4660"),
    rect(70, 370, 34, 60, "#3a4660"),
    rect(14, 430, 42, 6, "#f4f7fb"),
    rect(66, 430, 42, 6, "#f4f7fb"),
    rect(18, 480, 40, 100, "#6b3e2a"),
  ];
}

export const destinationScenes = [
  { slug: "paris", title: "Paris: the Eiffel Tower above Parisian rooftops and the Champ de Mars", build: paris },
  { slug: "kyoto", title: "Kyoto: five-storey pagoda, red torii gate and autumn maples", build: kyoto },
  { slug: "cape-town", title: "Cape Town: Table Mountain with its cloud tablecloth above the bay", build: capeTown },
  { slug: "new-york", title: "New York: Manhattan skyline with the Empire State Building at sunset", build: newYork },
  { slug: "rio-de-janeiro", title: "Rio de Janeiro: Sugarloaf Mountain, Christ the Redeemer and Copacabana", build: rio },
  { slug: "santorini", title: "Santorini: white houses and blue domes above the Aegean Sea", build: santorini },
  { slug: "bali", title: "Bali: rice terraces, a split temple gate and a volcano", build: bali },
  { slug: "venice", title: "Venice: a gondola on a canal lined with arched palazzi", build: venice },
  { slug: "marrakech", title: "Marrakech: Koutoubia minaret, red city walls and palms", build: marrakech },
  { slug: "buenos-aires", title: "Buenos Aires: the Obelisco framed by colourful La Boca houses", build: buenosAires },
  { slug: "sydney", title: "Sydney: the Opera House and Harbour Bridge on a sunny harbour", build: sydney },
  { slug: "reykjavik", title: "Reykjavik: Hallgrimskirkja under the northern lights", build: reykjavik },
  { slug: "petra", title: "Petra: the Treasury carved into rose-red rock", build: petra },
  { slug: "banff", title: "Banff: turquoise lake below the Rocky Mountains and pines", build: banff },
  { slug: "prague", title: "Prague: Charles Bridge, its tower and the castle spires", build: prague },
  { slug: "zanzibar", title: "Zanzibar: a dhow sailing on a turquoise sea by a palm beach", build: zanzibar },
  { slug: "hoi-an", title: "Hoi An: lanterns over the old town and the river at dusk", build: hoiAn },
  { slug: "lisbon", title: "Lisbon: yellow tram, tiled hillside houses and Belem Tower", build: lisbon },
];

// Gallery pictures, 800x600 each.
import {
  PAL,
  birds,
  building,
  circ,
  cloud,
  d,
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
  shade,
  sky,
  starfield,
  sun,
  waves,
  windows,
} from "./lib.mjs";
import { H, W, camel, clump, peak, withReflection } from "./scenes-destinations.mjs";

// ---------------------------------------------------------------- Maldives
function maldives(c) {
  const r = rng("maldives");
  const bungalow = (x, y, s) => {
    const thatch = d`M${x - 50 * s} ${y - 40 * s}L${x - 30 * s} ${y - 76 * s}H${x + 30 * s}L${x + 50 * s} ${y - 40 * s}Z`;
    return [
      ell(x, y + 22 * s, 60 * s, 6 * s, "#0e8fa8", { opacity: 0.35 }),
      line(
        d`M${x - 40 * s} ${y}v${22 * s}M${x - 14 * s} ${y}v${22 * s}M${x + 14 * s} ${y}v${22 * s}M${x + 40 * s} ${y}v${22 * s}`,
        "#6b4a34",
        3 * s,
      ),
      rect(x - 50 * s, y - 4 * s, 100 * s, 8 * s, "#a8774f"),
      rect(x - 36 * s, y - 42 * s, 72 * s, 38 * s, "#d9a672"),
      rect(x - 12 * s, y - 32 * s, 24 * s, 28 * s, "#6b4a34"),
      path(thatch, "#b98a4e"),
      path(d`M${x} ${y - 76 * s}H${x + 30 * s}L${x + 50 * s} ${y - 40 * s}H${x + 10 * s}Z`, "#a0733d"),
      line(d`M${x - 40 * s} ${y - 50 * s}H${x + 40 * s}M${x - 32 * s} ${y - 62 * s}H${x + 32 * s}`, "#8a6234", 1.5 * s, {
        opacity: 0.7,
      }),
    ];
  };
  const spots = [
    [250, 340, 0.45],
    [340, 356, 0.55],
    [450, 380, 0.68],
    [580, 420, 0.85],
    [720, 480, 1.05],
  ];
  return [
    sky(c, W, H, ["#3aa6ef", "#9fdbf8", "#eaf8fd"]),
    sun(c, 640, 100, 36),
    cloud(200, 90, 1),
    cloud(470, 150, 0.7, PAL.cloud, 0.9),
    rect(
      0,
      300,
      W,
      300,
      c.lin([
        [0, "#1588cc"],
        [0.25, "#1fb3d2"],
        [0.6, "#45d8cf"],
        [1, "#a4f0e0"],
      ]),
    ),
    rect(0, 300, W, 3, "#ffffff", { opacity: 0.5 }),
    ell(140, 480, 90, 30, "#1aa3b0", { opacity: 0.35 }),
    ell(420, 540, 120, 26, "#1aa3b0", { opacity: 0.3 }),
    waves(r, 0, 312, W, 590, 34, "#ffffff", 2, 24, 0.5),
    // island
    ell(110, 318, 120, 14, "#bff3e6"),
    ell(110, 314, 100, 10, "#f6e3bc"),
    clump(70, 300, 16, "#3f9a5c"),
    palm(90, 312, 80, -6, { w: 4, coconuts: false }),
    palm(130, 312, 64, 10, { w: 4, coconuts: false, leaf: "#3fae76" }),
    // walkway
    path("M800 520Q600 420 420 388Q320 368 220 346L222 342Q330 360 424 380Q610 412 800 500Z", "#a8774f"),
    spots.map(([x, y, s]) => bungalow(x, y, s)),
    path("M0 600V560Q60 540 130 556Q200 572 230 600Z", "#f6e3bc"),
  ];
}

// ---------------------------------------------------------------- Swiss Alps
function swissAlps(c) {
  const r = rng("swiss-alps");
  let flowers = "";
  for (let i = 0; i < 40; i++) flowers += d`M${r.range(0, 800)} ${r.range(470, 590)}h0`;
  return [
    sky(c, W, H, ["#4aa5ea", "#a8d9f6", "#eef8fd"]),
    cloud(150, 90, 0.9),
    cloud(700, 170, 0.6, PAL.cloud, 0.85),
    peak(140, 190, 200, 150, 380, { fill: "#9fb0cc", cap: 0.45 }),
    peak(720, 180, 170, 160, 380, { fill: "#9fb0cc", cap: 0.45 }),
    // Matterhorn
    poly(
      [
        [330, 380],
        [470, 190],
        [496, 110],
        [520, 70],
        [548, 92],
        [560, 150],
        [640, 260],
        [720, 380],
      ],
      "#7d8cab",
    ),
    poly(
      [
        [520, 70],
        [548, 92],
        [560, 150],
        [640, 260],
        [720, 380],
        [540, 380],
        [530, 200],
      ],
      "#66759a",
    ),
    poly(
      [
        [470, 190],
        [496, 110],
        [520, 70],
        [548, 92],
        [560, 150],
        [600, 206],
        [570, 214],
        [550, 190],
        [520, 236],
        [500, 200],
        [470, 240],
        [440, 230],
      ],
      PAL.snow,
    ),
    poly(
      [
        [520, 70],
        [548, 92],
        [560, 150],
        [600, 206],
        [570, 214],
        [550, 190],
        [536, 150],
      ],
      PAL.snowShade,
    ),
    hill([380, 350, 330, 350, 370, 350, 336, 350, 380], "#8cc97a", { bottom: H }),
    forest(r, 0, W, 390, 30, 60, "#2f7a55", 13),
    hill([470, 440, 420, 430, 450, 440, 420, 430, 460], c.lin(["#7cc46a", "#4f9e4c"]), { bottom: H }),
    line(flowers, "#ffffff", 5),
    line(flowers.slice(0, flowers.length / 2), "#ffd34a", 5),
    line("M560 600Q520 520 470 470Q440 440 430 430", "#e9d7a8", 14, { opacity: 0.9 }),
    // chalet
    rect(160, 430, 220, 50, "#e6e0d4"),
    rect(170, 340, 200, 92, "#8a4f2b"),
    line("M170 360H370M170 384H370M170 408H370", "#7a4424", 2),
    poly(
      [
        [130, 352],
        [270, 264],
        [410, 352],
        [396, 360],
        [270, 282],
        [144, 360],
      ],
      "#4a2f22",
    ),
    poly(
      [
        [144, 360],
        [270, 282],
        [396, 360],
      ],
      "#a0603a",
    ),
    circ(270, 318, 12, "#ffffff"),
    [196, 326].map((x) => [
      rect(x - 12, 360, 40, 36, "#ffffff"),
      rect(x - 6, 366, 28, 24, "#4a6a8a"),
      rect(x - 22, 360, 10, 36, "#3f8a5a"),
      rect(x + 28, 360, 10, 36, "#3f8a5a"),
    ]),
    rect(160, 404, 220, 8, "#d9a066"),
    windows(164, 412, 212, 22, 22, 1, "#d9a066", { hr: 1, wr: 0.4 }),
    rect(160, 430, 220, 5, "#b8804a"),
    line("M172 402H368", "#e5484d", 8, { strokeDasharray: "6 3" }),
    rect(246, 440, 48, 40, "#6b3e2a"),
    pine(60, 520, 160),
    pine(720, 530, 180),
    pine(770, 560, 130),
    birds(
      [
        [400, 150, 8],
        [420, 140, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

// ---------------------------------------------------------------- Sahara
function sahara(c) {
  return [
    sky(c, W, H, ["#ee8a5a", "#f6b370", "#fde0a6"]),
    sun(c, 560, 290, 76, "#fff1c0", "#ffd88a", 2.4),
    birds(
      [
        [180, 150, 9],
        [204, 140, 7],
      ],
      "#7a3a2a",
    ),
    hill([360, 330, 340, 370, 350, 320, 340, 360, 350], "#e7a064", { bottom: H }),
    // big dune with a sharp crest
    path("M0 600V420Q120 360 260 372Q380 384 470 440Q560 500 800 470V600Z", "#f2b46c"),
    path("M260 372Q380 384 470 440Q560 500 800 470V520Q600 540 480 470Q380 410 260 372Z", "#d6884a"),
    path("M0 600V520Q200 480 400 520Q600 560 800 540V600Z", "#f6c27e"),
    path("M0 560Q200 530 400 560Q300 548 200 548Q100 552 0 580Z", "#e4a261", { opacity: 0.6 }),
    line("M300 390Q360 400 420 420", "#b0603a", 3, { strokeDasharray: "2 10", opacity: 0.6 }),
    camel(90, 404, 1.35, "#5a2b1c", "#5a2b1c"),
    camel(210, 382, 1.15, "#5a2b1c", "#5a2b1c"),
    camel(310, 380, 0.95, "#5a2b1c"),
    line("M52 338L30 404M170 318L150 382", "#5a2b1c", 2.5),
  ];
}

// ---------------------------------------------------------------- Tokyo
function tokyo(c) {
  const r = rng("tokyo");
  const far = [];
  for (let x = -10; x < W;) {
    const w = r.range(30, 60);
    far.push(building(x, 470, w, r.range(80, 220), "#2c2a66", { win: "#6a6ab8", opacity: 0.5 }));
    x += w + 2;
  }
  const tx = 560;
  const towerD =
    "M490 470L530 340H590L630 470H606Q590 400 560 396Q530 400 514 470Z" +
    "M536 326L548 210H572L584 326Z" +
    "M552 200L557 130H563L568 200Z";
  const clip = c.clip("tower", path(towerD, "#000"));
  let lattice = "";
  for (let t = 380; t < 660; t += 12) lattice += d`M${t} 470L${t + 200} 120M${t} 120L${t + 200} 470`;
  const mid = [];
  for (let x = -20; x < W;) {
    const w = r.range(50, 90);
    const h = r.range(80, 170);
    if (x + w < 470 || x > 650)
      mid.push(
        building(x, 520, w, h, r.pick(["#181a3e", "#1f1f4a", "#141636"]), {
          win: r.pick(["#ffe08a", "#7fe9ff", "#ffe08a"]),
          opacity: 0.7,
          pad: 8,
        }),
      );
    x += w + r.range(4, 14);
  }
  const neon = (x, y, w, h, col) => [
    rect(x, y, w, h, "#0f1030"),
    rect(x, y, w, h, "none", { stroke: col, strokeWidth: 8, opacity: 0.3, rx: 3 }),
    rect(x, y, w, h, "none", { stroke: col, strokeWidth: 2.5, rx: 3 }),
    line(w < h ? d`M${x + w / 2} ${y + 10}V${y + h - 10}` : d`M${x + 10} ${y + h / 2}H${x + w - 10}`, col, 4, {
      strokeDasharray: "10 6",
      opacity: 0.9,
    }),
  ];
  return [
    sky(c, W, H, ["#0b0f2e", "#221f5c", "#5a2f7c", "#b24a86"]),
    starfield(r, 0, 0, W, 220, 60, "#ffffff", 2, 0.8),
    circ(150, 110, 34, "#fff3d0"),
    circ(140, 100, 6, "#f0e2b8"),
    circ(162, 122, 4, "#f0e2b8"),
    circ(
      150,
      110,
      70,
      c.rad([
        [0, "#fff3d0", 0.25],
        [1, "#fff3d0", 0],
      ]),
    ),
    far,
    // Tokyo Tower
    circ(
      tx,
      330,
      140,
      c.rad([
        [0, "#ff6a3d", 0.35],
        [1, "#ff6a3d", 0],
      ]),
    ),
    path(towerD, "#ff4a2e"),
    g(
      { clipPath: clip },
      line(lattice, "#ffb199", 1.5, { opacity: 0.5 }),
      rect(480, 390, 160, 22, "#ffffff", { opacity: 0.85 }),
      rect(480, 270, 160, 18, "#ffffff", { opacity: 0.85 }),
      rect(480, 170, 160, 14, "#ffffff", { opacity: 0.85 }),
    ),
    rect(522, 326, 76, 18, "#ffd27a"),
    rect(522, 336, 76, 8, "#ff4a2e"),
    rect(544, 198, 32, 12, "#ffd27a"),
    line("M560 130V70", "#ffffff", 3),
    circ(560, 68, 3, "#ff3d6e"),
    mid,
    neon(96, 410, 26, 90, "#ff3da8"),
    neon(300, 380, 70, 30, "#27e0ff"),
    neon(700, 400, 28, 100, "#ffe14d"),
    neon(420, 430, 30, 70, "#7dff8a"),
    // elevated railway with a train
    rect(0, 520, W, 80, c.lin(["#1a1740", "#0c0c24"])),
    rect(0, 500, W, 12, "#2d2b5c"),
    line("M60 512V600M260 512V600M460 512V600M660 512V600", "#2d2b5c", 14, { strokeLinecap: "butt" }),
    rect(120, 462, 520, 38, "#d9dde6", { rx: 8 }),
    rect(120, 486, 520, 6, "#6fd15a"),
    windows(130, 468, 500, 14, 16, 1, "#ffe9a8", { hr: 1, wr: 0.6 }),
    line("M0 580H800", "#ff3da8", 3, { opacity: 0.4 }),
  ];
}

// ---------------------------------------------------------------- Amazon
function amazon(c) {
  const r = rng("amazon");
  const leaf = (x, y, len, ang, fill, wid = 0.32) => {
    const a = (ang * Math.PI) / 180;
    const tx = x + Math.cos(a) * len;
    const ty = y + Math.sin(a) * len;
    const mx = (x + tx) / 2;
    const my = (y + ty) / 2;
    const nx = -Math.sin(a) * len * wid;
    const ny = Math.cos(a) * len * wid;
    return [
      path(d`M${x} ${y}Q${mx + nx} ${my + ny} ${tx} ${ty}Q${mx - nx} ${my - ny} ${x} ${y}Z`, fill),
      line(d`M${x} ${y}L${tx} ${ty}`, shade(fill, -0.2), 2),
    ];
  };
  const canopy = (y, rr, fill) => {
    const out = [rect(0, y, W, H - y, fill)];
    for (let x = -10; x < W + 20; x += rr * r.range(1, 1.5))
      out.push(circ(x, y + r.range(-rr * 0.4, rr * 0.3), rr * r.range(0.7, 1.1), fill));
    return out;
  };
  const bumps = (y, amp, n) => Array.from({ length: n }, (_, i) => y - (i % 2 ? amp : 0) - r.range(0, amp * 0.6));
  const leaves = [];
  for (let i = 0; i < 9; i++)
    leaves.push(leaf(0, 420 + i * 22, r.range(130, 200), -60 + i * 10, r.pick(["#1f7a4a", "#2a8f58", "#17653c"])));
  for (let i = 0; i < 7; i++)
    leaves.push(leaf(800, 470 + i * 20, r.range(120, 180), 240 - i * 12, r.pick(["#1f7a4a", "#2a8f58", "#17653c"])));
  let vines = "";
  for (const x of [60, 150, 640, 720]) vines += d`M${x} 0Q${x + 20} 80 ${x - 10} 160T${x} ${r.range(220, 300)}`;
  const mx = 600;
  const my = 300;
  return [
    sky(c, W, H, ["#cfe9d6", "#eef7e6"]),
    sun(c, 420, 90, 30, "#fff6d0", "#fffbe6"),
    canopy(200, 22, "#b4d8b6"),
    rect(0, 200, W, 60, "#ffffff", { opacity: 0.35 }),
    line("M180 290V200M520 290V190", "#6f9a78", 6),
    ell(180, 196, 50, 18, "#8cc398"),
    ell(520, 186, 56, 20, "#8cc398"),
    canopy(270, 30, "#7fb98c"),
    rect(0, 290, W, 30, "#ffffff", { opacity: 0.25 }),
    canopy(340, 38, "#559d6c"),
    // winding river
    path(
      "M250 600Q330 520 470 480Q600 440 520 400Q440 370 420 340Q460 360 560 390Q660 430 560 490Q440 540 460 600Z",
      c.lin(["#c9d8b0", "#a88f5a"]),
    ),
    line("M420 560Q470 520 520 500M500 430Q540 420 520 400", "#ffffff", 2, { opacity: 0.4 }),
    hill(
      bumps(470, 30, 9).map((v, i) => (i > 2 && i < 6 ? v + 60 : v)),
      "#2f7f4f",
      { bottom: H, x0: -20, x1: 300 },
    ),
    hill(
      bumps(480, 30, 9).map((v, i) => (i < 3 ? v + 60 : v)),
      "#2f7f4f",
      { bottom: H, x0: 520, x1: 820 },
    ),
    leaves,
    line(vines, "#2f6a3a", 3),
    // branch + scarlet macaw
    path("M800 300Q700 296 560 312L560 320Q700 308 800 314Z", "#6b4a34"),
    leaf(690, 306, 60, -60, "#2a8f58", 0.3),
    path(d`M${mx + 2} ${my - 10}L${mx + 40} ${my + 140}L${mx + 26} ${my + 144}L${mx - 8} ${my - 4}Z`, "#e0312b"),
    path(d`M${mx + 10} ${my}L${mx + 36} ${my + 120}L${mx + 30} ${my + 122}L${mx + 4} ${my + 4}Z`, "#2a6fd0"),
    path(
      d`M${mx - 30} ${my - 96}Q${mx - 40} ${my - 44} ${mx - 10} ${my - 2}Q${mx + 20} ${my - 10} ${mx + 22} ${my - 60}Q${mx + 18} ${my - 104} ${mx - 6} ${my - 122}Q${mx - 26} ${my - 124} ${mx - 30} ${my - 96}Z`,
      "#e0312b",
    ),
    path(
      d`M${mx - 4} ${my - 84}Q${mx + 26} ${my - 72} ${mx + 24} ${my - 8}Q${mx + 4} ${my - 30} ${mx - 4} ${my - 84}Z`,
      "#2a6fd0",
    ),
    path(
      d`M${mx - 4} ${my - 84}Q${mx + 22} ${my - 76} ${mx + 22} ${my - 50}Q${mx + 6} ${my - 56} ${mx - 4} ${my - 84}Z`,
      "#ffd23f",
    ),
    path(
      d`M${mx + 2} ${my - 64}Q${mx + 20} ${my - 60} ${mx + 22} ${my - 46}Q${mx + 10} ${my - 48} ${mx + 2} ${my - 64}Z`,
      "#3bb273",
    ),
    ell(mx - 18, my - 106, 11, 9, "#ffffff"),
    circ(mx - 16, my - 107, 3.2, "#1d2640"),
    path(
      d`M${mx - 28} ${my - 112}Q${mx - 48} ${my - 110} ${mx - 42} ${my - 88}Q${mx - 36} ${my - 100} ${mx - 26} ${my - 100}Z`,
      "#f1ead8",
    ),
    path(d`M${mx - 30} ${my - 100}Q${mx - 34} ${my - 94} ${mx - 26} ${my - 92}Z`, "#2b2b2b"),
    line(d`M${mx - 16} ${my - 6}v10M${mx - 4} ${my - 4}v10`, "#4a4a4a", 4),
    birds(
      [
        [250, 120, 8],
        [270, 110, 6],
      ],
      "#2f5a3a",
    ),
  ];
}

// ---------------------------------------------------------------- Lake Tahoe
function lakeTahoe(c) {
  const r = rng("lake-tahoe");
  const mtn = [
    peak(160, 180, 260, 200, 370, { fill: "#8ea5c4", cap: 0.22 }),
    peak(520, 160, 220, 240, 370, { fill: "#8398ba", cap: 0.22 }),
    hill([330, 300, 310, 330, 318, 300, 320, 340, 330], "#3f6f5a", { bottom: 372 }),
    forest(r, 0, W, 372, 20, 44, "#2a5a47", 10),
  ];
  const rocks = [];
  for (let i = 0; i < 14; i++) {
    const y = r.range(470, 590);
    rocks.push(ell(r.range(140, 660), y, r.range(16, 40) * (y / 500), r.range(8, 16) * (y / 500), "#5fa9a0", { opacity: 0.45 }));
  }
  return [
    sky(c, W, H, ["#4aa6ea", "#9fd4f5", "#e7f5fb"]),
    sun(c, 660, 90, 32),
    cloud(240, 90, 0.9),
    withReflection(c, "mtn", 372, mtn, 0.35),
    rect(
      0,
      372,
      W,
      228,
      c.lin([
        [0, "#1c5aa6", 0.75],
        [0.35, "#2388c4", 0.9],
        [0.7, "#3cc6c8"],
        [1, "#a6ecdc"],
      ]),
    ),
    rocks,
    waves(r, 80, 384, 720, 520, 24, "#ffffff", 2, 24, 0.5),
    path("M470 440Q500 448 530 440Q526 448 500 450Q476 448 470 440Z", "#f5b83d"),
    line("M500 442V428", "#2a3550", 4),
    circ(500, 424, 4, "#f1b894"),
    line("M484 428L516 448", "#6b4a34", 2),
    // granite boulders on the shores
    path("M0 520Q40 470 110 480Q170 490 190 540Q200 580 170 600H0Z", "#c3bdb2"),
    path("M110 480Q170 490 190 540Q200 580 170 600H120Q150 540 110 480Z", "#a39d92"),
    ell(230, 584, 40, 16, "#b5afa4"),
    path("M800 500Q740 480 690 510Q650 540 660 600H800Z", "#c3bdb2"),
    [
      [40, 480, 190],
      [110, 470, 150],
      [760, 470, 200],
      [700, 500, 140],
    ].map(([x, y, h]) => pine(x, y, h)),
    birds(
      [
        [420, 150, 8],
        [440, 140, 6],
      ],
      "#2c4a6e",
    ),
  ];
}

export const gallery = [
  { slug: "maldives", title: "Maldives: overwater bungalows on a turquoise lagoon", build: maldives },
  { slug: "swiss-alps", title: "Swiss Alps: snowy Matterhorn peak above a wooden chalet and meadow", build: swissAlps },
  { slug: "sahara", title: "Sahara: camel caravan crossing golden dunes at sunset", build: sahara },
  { slug: "tokyo", title: "Tokyo: Tokyo Tower and neon-lit skyline at night", build: tokyo },
  { slug: "amazon-rainforest", title: "Amazon rainforest: winding river through the jungle and a scarlet macaw", build: amazon },
  { slug: "lake-tahoe", title: "Lake Tahoe: crystal-clear lake with granite boulders, pines and mountains", build: lakeTahoe },
];

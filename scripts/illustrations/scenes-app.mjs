// App-level pictures: home hero, feature cards, avatar, favicon, 404.
import {
  PAL,
  birds,
  blob,
  circ,
  cloud,
  d,
  ell,
  g,
  hill,
  line,
  palm,
  path,
  poly,
  rect,
  rng,
  sailboat,
  shade,
  sky,
  sparkle,
  sun,
  waves,
} from "./lib.mjs";

/** Map pin (teardrop) with its tip at (x, y). */
export function pin(x, y, r, fill, dot = "#ffffff") {
  const cy = y - r * 1.7;
  return g(
    {},
    path(d`M${x} ${y}L${x - r * 0.86} ${cy + r * 0.5}A${r} ${r} 0 1 1 ${x + r * 0.86} ${cy + r * 0.5}Z`, fill),
    circ(x, cy, r * 0.42, dot),
  );
}

/** Side-view airliner, nose pointing right, centred at (x, y), rotated by rot degrees. */
export function plane(x, y, s, rot = 0, body = "#ffffff", accent = PAL.teal) {
  return g(
    { transform: `translate(${x} ${y}) rotate(${rot}) scale(${s})` },
    path("M-8 2L14 22H22L12 2ZM-30-2L-38-18H-31L-20-2Z", shade(accent, -0.15)),
    path("M-40-4Q-40 -8-34-8H28Q40-8 44 0Q40 6 28 6H-34Q-40 6-40 2Z", body),
    path("M-4-2L14-24H22L14-2Z", accent),
    path("M31-5H37L40-1H31Z", PAL.navy),
    line("M-22-1H20", PAL.navy, 2, { strokeDasharray: "2 4", opacity: 0.5 }),
  );
}

const cardBg = (c, w, h, top, bottom, blobFill, r) => [
  rect(0, 0, w, h, c.lin([top, bottom], 0, 0, 1, 1)),
  blob(w / 2, h / 2 + 6, 150, 118, blobFill, 0.1),
  circ(62, 62, 18, blobFill, { opacity: 0.8 }),
  circ(420, 270, 26, blobFill, { opacity: 0.8 }),
  sparkle(r.range(380, 430), r.range(40, 70), 9, "#ffffff", { opacity: 0.9 }),
  sparkle(r.range(50, 90), r.range(230, 270), 7, "#ffffff", { opacity: 0.9 }),
];

// ---------------------------------------------------------------- hero
/*
 * The home page lays its headline and buttons over this picture (object-cover): on phones over the middle
 * third (x ~500-1100) from the top to y ~520, on tablets and desktops over x ~20-1240 from y ~70 to ~590.
 * That stretch stays clear sky, deep enough blue for white text; the palms, sun, clouds and birds sit on the
 * right, the beach things low in the middle, and nothing reaches the top 130 px (cropped on wide screens).
 */
function hero(c) {
  const W = 1600;
  const H = 900;
  const r = rng("hero");
  const sea = 612;
  return [
    sky(
      c,
      W,
      H,
      [
        [0, "#1b64b3"],
        [0.4, "#2a7fcc"],
        [0.56, "#4f9fe0"],
        [0.66, "#bfe0f0"],
        [0.68, "#fbe2c2"],
        [1, "#fde8c8"],
      ],
      { starsTo: 0.6 },
    ),
    sun(c, 1306, 196, 58, "#ffd860", "#fff1b8", 3),
    cloud(1420, 296, 0.9, PAL.cloud),
    cloud(1546, 198, 0.75, PAL.cloud, 0.95),
    birds(
      [
        [1120, 330, 10],
        [1152, 312, 8],
        [1180, 338, 6],
      ],
      "#2c4a6e",
      2.5,
    ),
    // distant islands, low on the horizon
    hill([sea, 596, 584, 590, 602, sea], "#74b9a8", { x0: 180, x1: 620, bottom: sea + 2 }),
    hill([sea, 598, 590, 600, sea], "#8ccab8", { x0: 560, x1: 800, bottom: sea + 2 }),
    // sea
    rect(
      0,
      sea,
      W,
      H - sea,
      c.lin([
        [0, "#1b7fc7"],
        [0.3, "#1fa6d6"],
        [0.6, "#3fd2d0"],
        [1, "#7ae8d8"],
      ]),
    ),
    rect(0, sea, W, 5, "#ffffff", { opacity: 0.35 }),
    waves(r, 40, sea + 16, W - 40, 740, 40, "#ffffff", 3, 40, 0.55),
    sailboat(1040, 668, 1, "#ff7a59"),
    sailboat(420, 640, 0.5, "#23335c"),
    // shore: foam, wet sand, dry sand
    hill([748, 736, 722, 716, 726, 742, 734, 716, 702, 710, 728], "#ffffff", { x1: W, bottom: H, a: { opacity: 0.85 } }),
    hill([760, 748, 734, 728, 738, 754, 746, 728, 714, 722, 742], "#e9c58a", { x1: W, bottom: H }),
    hill([778, 768, 754, 748, 758, 774, 766, 748, 734, 740, 760], "#f6dcaa", { x1: W, bottom: H }),
    hill([870, 862, 850, 854, 864, 858, 846, 850, 862], "#efcf95", { x1: W, bottom: H, a: { opacity: 0.6 } }),
    // palms: two on the right, a small one bottom left
    ell(1400, 884, 170, 14, "#d9b47a", { opacity: 0.6 }),
    ell(110, 888, 90, 10, "#d9b47a", { opacity: 0.6 }),
    palm(1530, 900, 520, -110, { w: 22 }),
    palm(1360, 900, 380, -30, { w: 17, leaf: "#3fae76", leafDark: "#23845a" }),
    palm(60, 900, 250, 40, { w: 12, leaf: "#3fae76", leafDark: "#23845a" }),
    // umbrella + towel + ball, low in the middle (the bottom of the picture on phones)
    line("M820 880L866 712", "#6b4c3b", 6),
    path("M770 724Q860 644 960 712Q915 712 899 732Q870 712 836 730Q806 712 770 724Z", "#ff7a59"),
    path("M836 730Q842 686 866 668Q898 688 899 732Q870 712 836 730Z", "#ffffff"),
    poly(
      [
        [700, 862],
        [810, 836],
        [842, 872],
        [732, 898],
      ],
      "#23a5b5",
    ),
    line("M726 856L836 830M752 850L852 826", "#ffffff", 7, { opacity: 0.8, transform: "translate(4 18)" }),
    circ(980, 858, 18, "#ffffff"),
    path("M962 858A18 18 0 0 1 998 858Z", "#ffd35c"),
    path("M980 840A18 18 0 0 1 998 858H980Z", "#e5484d"),
    // shells / starfish
    path(d`M560 862l6 10 11 2-8 8 2 11-11-5-10 5 2-11-8-8 11-2Z`, "#ff9a76"),
    ell(640, 884, 9, 6, "#fff4e0"),
  ];
}

// ---------------------------------------------------------------- feature cards
const W = 480;
const H = 320;

function fDestinations(c) {
  const r = rng("fd");
  const cx = 240;
  const cy = 166;
  const R = 100;
  const clip = c.clip("globe", circ(cx, cy, R, "#000"));
  return [
    cardBg(c, W, H, "#e7f3fd", "#d3e9fb", "#c1def8", r),
    ell(cx, 292, 90, 10, "#1d4e89", { opacity: 0.12 }),
    circ(cx, cy, R, c.lin(["#49b3f2", "#1f6fc4"], 0, 0, 1, 1)),
    g(
      { clipPath: clip },
      path(
        "M150 92Q190 70 214 96Q236 116 214 140Q196 150 202 176Q206 206 176 214Q156 190 150 160Q122 140 150 92Z",
        PAL.leafLight,
      ),
      path(
        "M262 86Q300 70 330 104Q346 130 318 140Q292 134 282 156Q300 190 284 226Q256 248 250 212Q246 180 236 160Q232 118 262 86Z",
        PAL.leafLight,
      ),
      path("M300 214Q330 200 344 220Q336 252 306 256Z", PAL.leafLight),
      circ(cx + 36, cy + 40, R, "#0b3f7a", { opacity: 0.16 }),
      ell(cx, cy, R * 0.45, R, "none", { stroke: "#ffffff", strokeWidth: 2, opacity: 0.3 }),
      line(`M${cx - R} ${cy}H${cx + R}`, "#ffffff", 2, { opacity: 0.3 }),
    ),
    ell(cx, cy, 150, 44, "none", {
      stroke: "#1d4e89",
      strokeWidth: 2.5,
      strokeDasharray: "6 8",
      opacity: 0.5,
      transform: `rotate(-16 ${cx} ${cy})`,
    }),
    pin(186, 128, 15, PAL.coral),
    pin(296, 118, 13, PAL.gold),
    pin(300, 224, 12, PAL.purple),
    plane(372, 96, 0.7, -28, "#ffffff", PAL.coral),
  ];
}

function fItinerary(c) {
  const r = rng("fi");
  const x = 150;
  const y = 50;
  const rows = [0, 1, 2, 3].map((i) => {
    const yy = y + 76 + i * 44;
    const done = i < 2;
    return [
      rect(x + 24, yy - 12, 24, 24, done ? PAL.teal : "#ffffff", { rx: 6, stroke: done ? "none" : "#c9cfe2", strokeWidth: 2.5 }),
      done ? line(d`M${x + 30} ${yy}l5 5 8-10`, "#ffffff", 3) : "",
      rect(x + 60, yy - 7, [104, 80, 116, 70][i], 8, done ? "#c7cde0" : "#8d97b8", { rx: 4 }),
      rect(x + 60, yy + 5, [60, 50, 40, 66][i], 6, "#dfe3ef", { rx: 3 }),
    ];
  });
  return [
    cardBg(c, W, H, "#f1edff", "#e4ddff", "#d8cdff", r),
    ell(240, 290, 100, 10, "#4b3aa8", { opacity: 0.12 }),
    g(
      { transform: "rotate(-4 240 160)" },
      rect(x + 8, y + 8, 180, 224, "#b9adf2", { rx: 16 }),
      rect(x, y, 180, 224, "#ffffff", { rx: 16 }),
      rect(x, y, 180, 40, PAL.purple, { rx: 16 }),
      rect(x, y + 24, 180, 16, PAL.purple),
      [0, 1, 2, 3, 4].map((i) => [
        circ(x + 30 + i * 30, y + 4, 6, "none", { stroke: "#4b3aa8", strokeWidth: 4 }),
        circ(x + 30 + i * 30, y + 14, 4, "#ffffff", { opacity: 0.8 }),
      ]),
      rows,
    ),
    // pencil
    g(
      { transform: "rotate(38 346 214)" },
      rect(336, 130, 20, 110, PAL.gold, { rx: 3 }),
      rect(336, 130, 20, 16, PAL.coral, { rx: 3 }),
      poly(
        [
          [336, 240],
          [356, 240],
          [346, 262],
        ],
        "#f6d7b0",
      ),
      poly(
        [
          [342, 253],
          [350, 253],
          [346, 262],
        ],
        PAL.ink,
      ),
    ),
    sparkle(352, 74, 30, PAL.gold),
    sparkle(392, 118, 14, PAL.purple),
    sparkle(324, 124, 10, "#ff9ad5"),
  ];
}

function fCountdown(c) {
  const r = rng("fc");
  const x = 120;
  const y = 84;
  let grid = "";
  for (let i = 0; i < 4; i++) for (let j = 0; j < 5; j++) grid += d`M${x + 22 + j * 28} ${y + 70 + i * 26}h14v12h-14Z`;
  return [
    cardBg(c, W, H, "#fff3e4", "#ffe6cc", "#ffd6a8", r),
    ell(220, 290, 110, 10, "#a4521c", { opacity: 0.12 }),
    line("M70 110Q130 40 220 56T390 50", "#f08a3c", 3, { strokeDasharray: "2 10", opacity: 0.9 }),
    rect(x + 6, y + 8, 176, 176, "#f3c79a", { rx: 18 }),
    rect(x, y, 176, 176, "#ffffff", { rx: 18 }),
    path(d`M${x} ${y + 46}V${y + 18}a18 18 0 0 1 18-18h140a18 18 0 0 1 18 18V${y + 46}Z`, PAL.coral),
    rect(x + 40, y - 14, 10, 28, PAL.ink, { rx: 5 }),
    rect(x + 126, y - 14, 10, 28, PAL.ink, { rx: 5 }),
    path(grid, "#e8e2da"),
    circ(x + 113, y + 128, 15, PAL.coral),
    circ(x + 113, y + 128, 15, "none", { stroke: "#ffc2ad", strokeWidth: 5, opacity: 0.8, r: 21 }),
    // clock
    circ(322, 196, 62, "#23335c"),
    circ(322, 196, 50, "#ffffff"),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => {
      const a = (i * Math.PI) / 6;
      const k = i % 3 ? 4 : 8;
      return line(
        d`M${322 + Math.sin(a) * 42} ${196 - Math.cos(a) * 42}L${322 + Math.sin(a) * (42 - k)} ${196 - Math.cos(a) * (42 - k)}`,
        "#8d97b8",
        3,
      );
    }),
    line("M322 196V164M322 196L344 208", PAL.ink, 5),
    circ(322, 196, 6, PAL.coral),
    plane(396, 52, 0.9, -14, "#ffffff", PAL.coral),
  ];
}

function fBudget(c) {
  const r = rng("fb");
  const coinStack = (x, base, n) => {
    const out = [];
    for (let i = 0; i < n; i++) {
      const y = base - i * 12;
      out.push(
        ell(x, y + 5, 34, 11, "#d48f1f"),
        rect(x - 34, y - 2, 68, 7, "#d48f1f"),
        ell(x, y - 2, 34, 11, i === n - 1 ? "#ffd35c" : "#f5b83d"),
      );
    }
    return out;
  };
  return [
    cardBg(c, W, H, "#e8f8ee", "#d3f2df", "#bfeccf", r),
    ell(230, 290, 140, 10, "#1a6b3e", { opacity: 0.12 }),
    // banknote + card
    g(
      { transform: "rotate(-10 200 120)" },
      rect(110, 76, 160, 80, "#5cc47e", { rx: 8 }),
      rect(120, 86, 140, 60, "none", { rx: 5, stroke: "#ffffff", strokeWidth: 2, opacity: 0.7 }),
      circ(190, 116, 16, "#ffffff", { opacity: 0.7 }),
    ),
    g(
      { transform: "rotate(8 240 120)" },
      rect(170, 80, 150, 92, PAL.purple, { rx: 10 }),
      rect(170, 100, 150, 16, PAL.ink, { opacity: 0.6 }),
      rect(186, 134, 26, 18, PAL.gold, { rx: 3 }),
    ),
    // wallet
    rect(96, 130, 220, 150, "#0b7783", { rx: 22 }),
    rect(96, 122, 220, 150, PAL.teal, { rx: 22 }),
    path("M226 168H330V230H226A31 31 0 0 1 226 168Z", "#0b7783"),
    circ(256, 199, 11, PAL.gold),
    circ(256, 199, 5, "#fff3c4"),
    line("M118 146H206", "#ffffff", 3, { opacity: 0.35, strokeDasharray: "6 7" }),
    // coins
    coinStack(376, 270, 5),
    coinStack(420, 280, 3),
    circ(360, 112, 26, "#f5b83d"),
    circ(360, 112, 19, "none", { stroke: "#ffe39a", strokeWidth: 3 }),
    sparkle(360, 112, 10, "#fff3c4"),
  ];
}

function fPhrasebook(c) {
  const r = rng("fp");
  return [
    cardBg(c, W, H, "#fdeef3", "#fbdfe9", "#f8c9da", r),
    ell(240, 292, 130, 10, "#8a1e4a", { opacity: 0.1 }),
    path("M86 70Q86 46 110 46H272Q296 46 296 70V154Q296 178 272 178H150L112 212V178H110Q86 178 86 154Z", PAL.teal),
    line("M116 90H262M116 116H236M116 142H200", "#ffffff", 9, { opacity: 0.9 }),
    path("M190 160Q190 136 214 136H370Q394 136 394 160V236Q394 260 370 260H360V290L326 260H214Q190 260 190 236Z", PAL.coral),
    circ(232, 198, 18, "#ffffff"),
    ell(232, 198, 8, 18, "none", { stroke: PAL.coral, strokeWidth: 2.5 }),
    line("M214 198H250", PAL.coral, 2.5),
    line("M268 184H364M268 210H336", "#ffffff", 9, { opacity: 0.9 }),
    path("M330 50Q330 36 344 36H410Q424 36 424 50V84Q424 98 410 98H400L404 116L384 98H344Q330 98 330 84Z", PAL.gold),
    circ(358, 67, 5, "#ffffff"),
    circ(377, 67, 5, "#ffffff"),
    circ(396, 67, 5, "#ffffff"),
  ];
}

function fChatbot(c) {
  const r = rng("fcb");
  return [
    cardBg(c, W, H, "#e4f7f7", "#cfeff0", "#b5e6e8", r),
    ell(170, 290, 100, 10, "#0b5960", { opacity: 0.12 }),
    // body
    path("M106 290V262Q106 226 142 226H198Q234 226 234 262V290Z", "#8fd7dc"),
    circ(170, 258, 10, PAL.gold),
    // head
    line("M170 86V62", "#23335c", 5),
    circ(170, 56, 10, PAL.coral),
    rect(78, 128, 20, 44, "#23335c", { rx: 8 }),
    rect(242, 128, 20, 44, "#23335c", { rx: 8 }),
    rect(92, 84, 156, 130, "#ffffff", { rx: 36 }),
    rect(
      92,
      176,
      156,
      38,
      c.lin([
        [0, "#ffffff", 0],
        [1, "#cfe3ea"],
      ]),
      { rx: 18 },
    ),
    rect(110, 104, 120, 84, PAL.navy, { rx: 24 }),
    line("M136 146q10-14 20 0M184 146q10-14 20 0", "#5ff0e6", 6),
    line("M152 164q18 12 36 0", "#5ff0e6", 5),
    circ(126, 168, 6, "#ff9ab0", { opacity: 0.7 }),
    circ(214, 168, 6, "#ff9ab0", { opacity: 0.7 }),
    // bubbles
    path("M282 70Q282 52 300 52H404Q422 52 422 70V112Q422 130 404 130H306L284 148L290 126Q282 120 282 112Z", PAL.teal),
    circ(320, 91, 8, "#ffffff"),
    circ(352, 91, 8, "#ffffff", { opacity: 0.8 }),
    circ(384, 91, 8, "#ffffff", { opacity: 0.6 }),
    path("M290 176Q290 160 306 160H410Q426 160 426 176V214Q426 230 410 230H406L412 250L388 230H306Q290 230 290 214Z", "#ffffff"),
    line("M310 184H400M310 206H370", "#a9b4cc", 8),
  ];
}

// ---------------------------------------------------------------- avatar + favicon
function avatar(c) {
  const clip = c.clip("globe", circ(48, 52, 28, "#000"));
  return [
    circ(48, 48, 48, c.lin(["#dff7f3", "#7fd3cc"], 0, 0, 1, 1)),
    circ(48, 48, 44, "none", { stroke: "#ffffff", strokeWidth: 2, opacity: 0.6 }),
    path("M18 52A30 30 0 0 0 78 52", "none", { stroke: "#e8a21c", strokeWidth: 4, strokeLinecap: "round" }),
    rect(40, 80, 16, 7, "#e8a21c", { rx: 3 }),
    circ(48, 52, 28, "#3fa2f0"),
    g(
      { clipPath: clip },
      path("M22 36Q34 26 44 32Q46 42 36 44Q30 54 22 52Z", "#67d08a"),
      path("M58 26Q72 28 78 42Q70 46 62 40Q54 36 58 26Z", "#67d08a"),
      path("M60 70Q70 64 76 70Q70 82 58 80Z", "#67d08a"),
      circ(56, 60, 28, "#0b3f7a", { opacity: 0.18 }),
    ),
    ell(39, 52, 4, 5.5, PAL.ink),
    ell(57, 52, 4, 5.5, PAL.ink),
    circ(40.5, 50, 1.6, "#ffffff"),
    circ(58.5, 50, 1.6, "#ffffff"),
    ell(32, 61, 4, 2.6, "#ff8fa8", { opacity: 0.8 }),
    ell(64, 61, 4, 2.6, "#ff8fa8", { opacity: 0.8 }),
    line("M41 62Q48 69 55 62", PAL.ink, 2.8),
    // little compass needle hat
    poly(
      [
        [48, 8],
        [53, 24],
        [48, 22],
        [43, 24],
      ],
      PAL.coral,
    ),
    poly(
      [
        [43, 24],
        [48, 22],
        [53, 24],
        [48, 28],
      ],
      "#ffffff",
    ),
  ];
}

function favicon(c) {
  return [
    circ(32, 32, 32, c.lin(["#14a9b5", "#1d3f7a"], 0, 0, 1, 1)),
    circ(32, 32, 25, "none", { stroke: "#ffffff", strokeWidth: 2.5, opacity: 0.35 }),
    poly(
      [
        [32, 15],
        [36, 28],
        [49, 32],
        [36, 36],
        [32, 49],
        [28, 36],
        [15, 32],
        [28, 28],
      ],
      "#ffffff",
      { opacity: 0.45, transform: "rotate(45 32 32)" },
    ),
    poly(
      [
        [32, 5],
        [37.5, 32],
        [26.5, 32],
      ],
      PAL.coral,
    ),
    poly(
      [
        [32, 59],
        [37.5, 32],
        [26.5, 32],
      ],
      "#ffffff",
    ),
    poly(
      [
        [5, 32],
        [32, 26.5],
        [32, 37.5],
      ],
      "#ffffff",
    ),
    poly(
      [
        [59, 32],
        [32, 26.5],
        [32, 37.5],
      ],
      "#ffffff",
    ),
    circ(32, 32, 4.5, PAL.navy),
  ];
}

// ---------------------------------------------------------------- 404
function notFound(c) {
  const w = 640;
  const h = 400;
  const arrow = (y, dir, len, color, tilt) =>
    g(
      { transform: `rotate(${tilt} 200 ${y})` },
      path(
        dir > 0
          ? d`M200 ${y - 17}H${200 + len}L${218 + len} ${y}L${200 + len} ${y + 17}H200Z`
          : d`M200 ${y - 17}H${200 - len}L${182 - len} ${y}L${200 - len} ${y + 17}H200Z`,
        color,
      ),
      line(dir > 0 ? d`M212 ${y}H${180 + len}` : d`M188 ${y}H${220 - len}`, "#ffffff", 4, {
        opacity: 0.55,
        strokeDasharray: "10 8",
      }),
    );
  return [
    sky(c, w, h, ["#bfe3f7", "#f3e6f6", "#ffe1c7"]),
    sun(c, 570, 70, 28, "#ffcf6b", "#fff0c0", 2.6),
    cloud(110, 80, 0.8, "#ffffff", 0.9),
    cloud(380, 54, 0.6, "#ffffff", 0.8),
    birds(
      [
        [560, 140, 8],
        [584, 128, 6],
      ],
      "#5b6a8c",
      2,
    ),
    hill([240, 210, 196, 214, 236, 220, 200, 218, 246], "#a7cfb0", { x1: w, bottom: h }),
    hill([286, 266, 254, 266, 282, 270, 256, 262, 282], "#7fbf8f", { x1: w, bottom: h }),
    hill([330, 320, 306, 312, 318, 300, 296, 310, 322], "#5aa97a", { x1: w, bottom: h }),
    // forked trail
    path("M300 400Q330 360 326 330Q322 300 370 282Q330 300 350 330Q370 370 380 400Z", "#f1d9a8"),
    path("M332 310Q300 294 250 286Q290 300 318 316Z", "#f1d9a8"),
    path("M372 282Q420 266 470 262Q420 276 380 290Z", "#f1d9a8", { opacity: 0.9 }),
    // signpost
    ell(200, 368, 46, 8, "#3e7d57", { opacity: 0.5 }),
    rect(192, 120, 16, 250, "#8a5a3b", { rx: 3 }),
    rect(192, 120, 6, 250, "#a66e48", { rx: 3 }),
    arrow(150, 1, 96, PAL.coral, -6),
    arrow(198, -1, 100, PAL.teal, 5),
    arrow(246, 1, 80, PAL.gold, 3),
    arrow(292, -1, 70, PAL.purple, -4),
    circ(200, 118, 8, "#6d4630"),
    // unfolded map on the ground
    g(
      { transform: "rotate(-8 470 350)" },
      poly(
        [
          [410, 320],
          [450, 330],
          [490, 320],
          [530, 330],
          [530, 386],
          [490, 376],
          [450, 386],
          [410, 376],
        ],
        "#fff6e2",
      ),
      poly(
        [
          [450, 330],
          [490, 320],
          [490, 376],
          [450, 386],
        ],
        "#f0e2c2",
      ),
      line("M420 366Q440 340 466 356T520 340", PAL.coral, 3, { strokeDasharray: "5 5" }),
      path(d`M516 338l6-6m-6 0l6 6`, "none", { stroke: PAL.red, strokeWidth: 3, strokeLinecap: "round" }),
    ),
    // thought bubble with a drawn question mark
    circ(456, 210, 5, "#ffffff"),
    circ(468, 190, 8, "#ffffff"),
    circ(500, 150, 30, "#ffffff"),
    line("M490 142q0-12 10-12t10 10q0 8-10 12v6", PAL.navy, 5),
    circ(500, 170, 3.4, PAL.navy),
    // lost traveller
    g(
      {},
      rect(405, 300, 10, 44, "#23335c", { rx: 5 }),
      rect(423, 300, 10, 44, "#23335c", { rx: 5 }),
      rect(386, 244, 26, 46, "#e8933c", { rx: 8 }),
      rect(398, 238, 42, 70, PAL.teal, { rx: 16 }),
      line("M432 256L452 236", PAL.teal, 10),
      circ(452, 232, 7, "#f1b894"),
      circ(419, 220, 18, "#f1b894"),
      path("M401 218A18 18 0 0 1 437 218Z", "#5b3a29"),
      path("M397 216H441L437 210H401Z", PAL.coral),
      circ(426, 222, 2.4, PAL.ink),
    ),
  ];
}

export const appScenes = [
  {
    file: "hero-beach.svg",
    slug: "hero-beach",
    w: 1600,
    h: 900,
    title: "Sunny tropical beach with palm trees, turquoise sea and sailboats under a wide blue sky",
    build: hero,
  },
  {
    file: "feature-destinations.svg",
    slug: "feature-destinations",
    w: W,
    h: H,
    title: "Globe with map pins and a plane circling it",
    build: fDestinations,
  },
  {
    file: "feature-itinerary.svg",
    slug: "feature-itinerary",
    w: W,
    h: H,
    title: "Trip planner notebook with a checklist and AI sparkles",
    build: fItinerary,
  },
  {
    file: "feature-countdown.svg",
    slug: "feature-countdown",
    w: W,
    h: H,
    title: "Calendar and clock counting down to a flight",
    build: fCountdown,
  },
  {
    file: "feature-budget.svg",
    slug: "feature-budget",
    w: W,
    h: H,
    title: "Travel wallet with card, banknote and stacks of coins",
    build: fBudget,
  },
  {
    file: "feature-phrasebook.svg",
    slug: "feature-phrasebook",
    w: W,
    h: H,
    title: "Speech bubbles in different languages",
    build: fPhrasebook,
  },
  {
    file: "feature-chatbot.svg",
    slug: "feature-chatbot",
    w: W,
    h: H,
    title: "Friendly robot travel assistant with chat bubbles",
    build: fChatbot,
  },
  {
    file: "avatar.svg",
    slug: "avatar",
    w: 96,
    h: 96,
    title: "Wayfarer assistant: a smiling globe with a compass needle",
    build: avatar,
  },
  { file: "favicon.svg", slug: "favicon", w: 64, h: 64, title: "Wayfarer compass rose logo", build: favicon },
  {
    file: "not-found.svg",
    slug: "not-found",
    w: 640,
    h: 400,
    title: "Lost traveller at a signpost pointing in every direction",
    build: notFound,
  },
];

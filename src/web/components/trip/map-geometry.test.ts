import { describe, expect, it } from "vitest";
import { distanceKm } from "@shared/geo";
import {
  DAY_FRAME,
  dayStroke,
  distanceLabel,
  fittedFrame,
  placeLabels,
  projectPlaces,
  scaleBar,
  separatedDots,
  shortName,
  type Frame,
} from "./map-geometry";

// Kyoto, Higashiyama: about 2 km between Kiyomizu-dera and the Heian Shrine.
const KIYOMIZU = { lat: 34.9949, lon: 135.785 };
const SANNENZAKA = { lat: 34.9965, lon: 135.781 };
const HEIAN = { lat: 35.016, lon: 135.7824 };

describe("projectPlaces", () => {
  it("fits the places inside the padded frame, centred", () => {
    const { points } = projectPlaces([KIYOMIZU, SANNENZAKA, HEIAN]);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(DAY_FRAME.pad - 0.1);
      expect(p.x).toBeLessThanOrEqual(DAY_FRAME.width - DAY_FRAME.pad + 0.1);
      expect(p.y).toBeGreaterThanOrEqual(DAY_FRAME.pad - 0.1);
      expect(p.y).toBeLessThanOrEqual(DAY_FRAME.height - DAY_FRAME.pad + 0.1);
    }
    // North is up: the Heian Shrine is the northernmost.
    expect(points[2]!.y).toBeLessThan(points[0]!.y);
  });

  it("measures metres per unit on the ground, so any two places' drawn distance matches haversine", () => {
    const places = [KIYOMIZU, SANNENZAKA, HEIAN];
    const { points, metresPerUnit } = projectPlaces(places);
    const drawn = Math.hypot(points[0]!.x - points[2]!.x, points[0]!.y - points[2]!.y);
    const ground = distanceKm(KIYOMIZU, HEIAN) * 1000;
    expect(drawn * metresPerUnit!).toBeCloseTo(ground, -1);
    // And the shorter pair agrees within 2 % (the projection is flat).
    const short = Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y) * metresPerUnit!;
    expect(Math.abs(short - distanceKm(KIYOMIZU, SANNENZAKA) * 1000) / short).toBeLessThan(0.02);
  });

  it("has no scale for one place or places on the same spot", () => {
    expect(projectPlaces([KIYOMIZU]).metresPerUnit).toBeNull();
    expect(projectPlaces([KIYOMIZU, KIYOMIZU]).metresPerUnit).toBeNull();
    expect(projectPlaces([]).points).toEqual([]);
  });
});

describe("separatedDots", () => {
  const frame = { width: 256, height: 160, pad: 22 };
  it("pushes dots apart until none covers another, inside the frame, and leaves apart ones where they are", () => {
    const points = [
      { x: 100, y: 80 },
      { x: 104, y: 83 },
      { x: 104, y: 83 },
      { x: 244, y: 12 },
      { x: 245, y: 14 },
      { x: 40, y: 40 },
    ];
    const moved = separatedDots(points, 22, frame);
    for (let i = 0; i < moved.length; i++)
      for (let j = i + 1; j < moved.length; j++)
        expect(Math.hypot(moved[i]!.x - moved[j]!.x, moved[i]!.y - moved[j]!.y)).toBeGreaterThanOrEqual(21.9);
    for (const p of moved) {
      expect(p.x).toBeGreaterThanOrEqual(11);
      expect(p.x).toBeLessThanOrEqual(245);
      expect(p.y).toBeGreaterThanOrEqual(11);
    }
    expect(moved[5]).toEqual({ x: 40, y: 40 });
  });
});

describe("fittedFrame", () => {
  it("makes a north-south trip tall and an east-west one short, within the bounds", () => {
    const base = { width: 320, height: 200, pad: 16 };
    expect(fittedFrame([KIYOMIZU, { lat: 35.2, lon: 135.785 }], base, 160, 320).height).toBe(320);
    expect(fittedFrame([KIYOMIZU, { lat: 34.9949, lon: 136.2 }], base, 160, 320).height).toBe(160);
    const square = fittedFrame(
      [KIYOMIZU, { lat: 34.9949 + 0.1, lon: 135.785 + 0.1 / Math.cos((35.04 * Math.PI) / 180) }],
      base,
      160,
      320,
    );
    expect(square.height).toBeCloseTo(320, -1);
    expect(square.width).toBe(320);
  });
});

describe("scaleBar", () => {
  it("takes the longest 1, 2 or 5 times a power of ten that fits, in m below 1 km and km above", () => {
    // 10 m per unit, 85 units at most: 850 m fit, so 500 m (50 units).
    expect(scaleBar(10, 85)).toEqual({ units: 50, metres: 500, label: "500 m" });
    // 25 m per unit, 85 units: 2125 m fit, so 2 km (80 units).
    expect(scaleBar(25, 85)).toEqual({ units: 80, metres: 2000, label: "2 km" });
    expect(scaleBar(1000, 85)).toEqual({ units: 50, metres: 50_000, label: "50 km" });
    expect(scaleBar(0.05, 85)).toBeNull();
  });

  it("labels whole metres and kilometres", () => {
    expect(distanceLabel(200)).toBe("200 m");
    expect(distanceLabel(1000)).toBe("1 km");
    expect(distanceLabel(20_000)).toBe("20 km");
  });

  it("draws a Kyoto day's bar to the measured scale", () => {
    const { metresPerUnit } = projectPlaces([KIYOMIZU, SANNENZAKA, HEIAN]);
    const bar = scaleBar(metresPerUnit!, DAY_FRAME.width / 3)!;
    // About 2.4 km from south to north over the drawing's 116 units: 1.7 km fit in a third of its width.
    expect(bar.label).toBe("1 km");
    expect(bar.units * metresPerUnit!).toBeCloseTo(1000, -1);
  });
});

describe("placeLabels", () => {
  const frame: Frame = { width: 256, height: 160, pad: 22 };
  const within = (label: { x: number; y: number; anchor: string; text: string }) => {
    const width = label.text.length * 11 * 0.58;
    const left = label.anchor === "start" ? label.x : label.x - width;
    return left >= 0 && left + width <= frame.width && label.y - 5.5 >= 0 && label.y + 5.5 <= frame.height;
  };

  it("puts a name right of its dot, or left of it near the right edge, never past the drawing's edges", () => {
    const [left, right] = placeLabels(
      [
        { x: 22, y: 80 },
        { x: 234, y: 80 },
      ],
      ["Kiyomizu-dera", "Heian Shrine"],
      frame,
    );
    expect(left).toMatchObject({ anchor: "start", x: 35, y: 80, text: "Kiyomizu-dera" });
    expect(right).toMatchObject({ anchor: "end", x: 221, y: 80, text: "Heian Shrine" });
    expect(within(left!) && within(right!)).toBe(true);
  });

  it("cuts long names with an ellipsis to what fits", () => {
    expect(shortName("Kyoto National Museum of Modern Art", 18)).toBe("Kyoto National Mu…");
    expect(shortName("  Gion  ", 18)).toBe("Gion");
    const [label] = placeLabels([{ x: 128, y: 80 }], ["Fushimi Inari Taisha Senbon Torii Gate Walk"], frame);
    expect(label!.text.endsWith("…")).toBe(true);
    expect(within(label!)).toBe(true);
  });

  it("moves a name a line up or down when it would cover another name", () => {
    const labels = placeLabels(
      [
        { x: 60, y: 80 },
        { x: 64, y: 84 },
      ],
      ["Nishiki Market", "Pontocho Alley"],
      frame,
    );
    const [a, b] = labels;
    const overlap = a!.anchor === b!.anchor && Math.abs(a!.y - b!.y) < 11;
    expect(overlap).toBe(false);
    for (const label of labels) expect(within(label)).toBe(true);
  });

  it("keeps names near the top and bottom inside the frame", () => {
    const labels = placeLabels(
      [
        { x: 100, y: 1 },
        { x: 100, y: 159 },
      ],
      ["Top", "Bottom"],
      frame,
    );
    for (const label of labels) expect(within(label)).toBe(true);
  });
});

describe("dayStroke", () => {
  it("gives each of eight days its own colour and dash, theme colours on the schematic", () => {
    const strokes = Array.from({ length: 8 }, (_, i) => dayStroke(i));
    expect(new Set(strokes.map((s) => `${s.css} ${s.dash ?? "solid"}`)).size).toBe(8);
    expect(strokes[0]).toEqual({ css: "var(--primary)", onTiles: "#0e7490", dash: undefined });
    expect(strokes[4]!.dash).toBe("6 4");
  });
});

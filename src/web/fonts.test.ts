import fs from "node:fs";
import path from "node:path";
import arial from "@capsizecss/metrics/arial";
import fraunces from "@capsizecss/metrics/fraunces";
import inter from "@capsizecss/metrics/inter";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { describe, expect, it } from "vitest";

const css = fs.readFileSync(path.resolve("src/web/styles.css"), "utf8");

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/** The overrides that make `fallback` take the web font's room: same average width, ascent, descent and gap. */
function overrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    "size-adjust": sizeAdjust * 100,
    "ascent-override": (font.ascent / font.unitsPerEm / sizeAdjust) * 100,
    "descent-override": (Math.abs(font.descent) / font.unitsPerEm / sizeAdjust) * 100,
    "line-gap-override": (font.lineGap / font.unitsPerEm / sizeAdjust) * 100,
  };
}

function fontFace(family: string): Record<string, string> {
  const block = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes(`font-family: "${family}";`));
  if (!block) throw new Error(`styles.css has no @font-face for ${family}`);
  return Object.fromEntries(
    block
      .split(";")
      .map((declaration) => declaration.trim().split(/:\s*/))
      .filter((pair) => pair.length >= 2)
      .map(([name, ...value]) => [name!, value.join(":").replace(/\s+/g, " ")]),
  );
}

describe("typography (docs/decisions/0970-typography.md)", () => {
  it.each([
    ["Inter Fallback", inter, arial],
    ["Fraunces Fallback", fraunces, timesNewRoman],
  ])("%s has the web font's metrics", (family, font, fallback) => {
    const face = fontFace(family);
    for (const [descriptor, percent] of Object.entries(overrides(font, fallback))) {
      expect(face[descriptor], descriptor).toMatch(/^[\d.]+%$/);
      expect(Number.parseFloat(face[descriptor]!), descriptor).toBeCloseTo(percent, 1);
    }
  });

  it("loads only the Latin subset, upright, swapping in when it arrives", () => {
    for (const family of ["Inter Variable", "Fraunces Variable"]) {
      const face = fontFace(family);
      expect(face["font-display"]).toBe("swap");
      expect(face.src).toMatch(/^url\("\.\/fonts\/[a-z]+-latin-wght-[\d-]+\.woff2"\)/);
      expect(face["unicode-range"]).toMatch(/^U\+0000-00FF,/);
    }
    expect(fontFace("Inter Variable")["font-weight"]).toBe("400 700");
    expect(css.match(/\.woff2/g)).toHaveLength(2);
  });

  it("gives the display face to H1 and H2 only", () => {
    expect(css).toMatch(/\n\s*h1,\s*h2 {\s*@apply font-display;/);
    expect(css).not.toMatch(/h3[^{]*{\s*@apply font-display/);
  });
});

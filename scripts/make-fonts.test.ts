import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONTS_DIR, LATIN_UNICODE_RANGE, makeFonts } from "./make-fonts";

describe("the web fonts (scripts/make-fonts.ts)", () => {
  it("are the files the script makes from the installed packages, and styles.css names each", async () => {
    const css = fs.readFileSync(path.resolve("src/web/styles.css"), "utf8");
    const made = await makeFonts();
    expect(made.map(({ file }) => file).sort()).toEqual(fs.readdirSync(FONTS_DIR).sort());
    for (const { file, data } of made) {
      expect(css, file).toContain(`url("./fonts/${file}")`);
      const committed = fs.readFileSync(path.join(FONTS_DIR, file));
      expect(committed.equals(data), `${file} is stale: run node --import tsx scripts/make-fonts.ts`).toBe(true);
      expect(data.length).toBeLessThan(32 * 1024);
    }
  });

  it("declare in styles.css the characters the files were made with", () => {
    const css = fs.readFileSync(path.resolve("src/web/styles.css"), "utf8");
    const ranges = [...css.matchAll(/unicode-range:([^;]+);/g)].map((match) => match[1]!.trim().replace(/\s+/g, " "));
    expect(ranges).toEqual([LATIN_UNICODE_RANGE, LATIN_UNICODE_RANGE]);
  });
});

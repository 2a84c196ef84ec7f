// Draws the install icons of the web app manifest (public/manifest.webmanifest) from the logo,
// public/illustrations/favicon.svg, with the test suite's Chromium, then stores them as 256-colour PNGs (upng-js):
// a third of the size, with no difference to see. The browser fetches the 192 px icon with most first visits.
// Run after changing the logo: node --import tsx scripts/make-icons.ts (the PNGs are committed).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import UPNG from "upng-js";
import { chromiumArgs, chromiumPath } from "../e2e/browser";

const logo = fs.readFileSync(path.resolve("public/illustrations/favicon.svg"), "utf8");
const outDir = path.resolve("public/icons");

/** The logo on a transparent square, or (maskable) at 70% on the theme colour, inside the 80% safe circle. */
const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const logoSize = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? "#0e7490" : "transparent"}">` +
        `<img alt="" width="${logoSize}" height="${logoSize}" src="data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}"></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    const drawn = await page.screenshot({ omitBackground: !maskable, type: "png" });
    const image = UPNG.decode(new Uint8Array(drawn).buffer);
    fs.writeFileSync(path.join(outDir, file), Buffer.from(UPNG.encode(UPNG.toRGBA8(image), size, size, 256)));
    await page.close();
  }
} finally {
  await browser.close();
}

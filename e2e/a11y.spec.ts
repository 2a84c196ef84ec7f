import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { screenRoutes } from "../src/web/app/paths";

// axe-core runs through the DevTools protocol (page.evaluate), which the page's CSP does not block.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const viewports = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of viewports) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`axe on every route, ${name}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });
      for (const route of screenRoutes) {
        test(route.path, async ({ page }) => {
          await page.goto(route.path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Let lazy images and fonts settle so contrast is measured on the final paint.
          await page.waitForLoadState("networkidle");
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

test.describe("axe with dialogs and menus open", () => {
  test("the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an FAQ answer", async ({ page }) => {
    await page.goto("/faqs");
    await page.getByRole("button", { name: "How do I track my budget?" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("signed in: header with Dashboard and Logout", async ({ loggedInPage }) => {
    await loggedInPage.goto("/about");
    await expect(loggedInPage.getByRole("link", { name: "Dashboard" }).first()).toBeAttached();
    expect(await axeViolations(loggedInPage)).toEqual([]);
  });
});

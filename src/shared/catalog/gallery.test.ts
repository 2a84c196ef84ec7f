import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { galleryItems } from "./gallery";

describe("gallery catalogue", () => {
  it("has the six items of the product rules in order, every field filled and every picture present", () => {
    expect(galleryItems.map((item) => item.title)).toEqual([
      "Maldives",
      "Swiss Alps",
      "Sahara",
      "Tokyo",
      "Amazon Rainforest",
      "Lake Tahoe",
    ]);
    for (const item of galleryItems) {
      for (const value of Object.values(item)) expect(value.trim(), item.title).not.toBe("");
      expect(item.url).toMatch(/^\/illustrations\/gallery\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(process.cwd(), "public", item.url))).toBe(true);
    }
  });
});

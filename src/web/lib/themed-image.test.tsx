import { existsSync } from "node:fs";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { destinations } from "@shared/catalog/destinations";
import { galleryItems } from "@shared/catalog/gallery";
import { featureCards } from "@web/features/home/content";
import { applyTheme } from "./theme";
import { duskImage, HOME_HERO_IMAGE } from "./illustrations";
import { ThemedImage } from "./themed-image";

describe("themed images", () => {
  afterEach(() => applyTheme("light"));

  it("maps the illustrations that have a dusk version, and only those", () => {
    expect(duskImage("/illustrations/hero-beach.svg")).toBe("/illustrations/hero-beach-dusk.svg");
    expect(duskImage("/illustrations/feature-budget.svg")).toBe("/illustrations/feature-budget-dusk.svg");
    expect(duskImage("/illustrations/destinations/hoi-an.svg")).toBe("/illustrations/destinations/hoi-an-dusk.svg");
    expect(duskImage("/illustrations/gallery/tokyo.svg")).toBe("/illustrations/gallery/tokyo-dusk.svg");
    expect(duskImage("/illustrations/favicon.svg")).toBe("/illustrations/favicon.svg");
    expect(duskImage("/illustrations/not-found.svg")).toBe("/illustrations/not-found.svg");
    expect(duskImage("https://example.com/a.svg")).toBe("https://example.com/a.svg");
  });

  it("has a dusk file for every themed picture of the hero, feature cards, destinations and gallery", () => {
    const pictures = [
      HOME_HERO_IMAGE,
      ...featureCards.map((card) => card.image),
      ...destinations.map((destination) => destination.image),
      ...galleryItems.map((item) => item.url),
    ];
    for (const src of pictures) {
      expect(duskImage(src)).not.toBe(src);
      expect(existsSync(`public${duskImage(src)}`), duskImage(src)).toBe(true);
    }
  });

  it("swaps only the src when the theme changes", () => {
    render(<ThemedImage src="/illustrations/gallery/tokyo.svg" alt="Tokyo" width={800} height={600} loading="lazy" />);
    const image = screen.getByRole("img", { name: "Tokyo" });
    expect(image).toHaveAttribute("src", "/illustrations/gallery/tokyo.svg");
    act(() => applyTheme("dark"));
    expect(image).toHaveAttribute("src", "/illustrations/gallery/tokyo-dusk.svg");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("loading", "lazy");
  });
});

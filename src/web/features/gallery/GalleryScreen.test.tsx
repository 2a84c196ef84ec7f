import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import GalleryScreen from "./GalleryScreen";

describe("Gallery", () => {
  it("shows the six items with image, title, phrase and description", () => {
    render(<GalleryScreen />);
    const items = screen.getAllByRole("figure");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Maldives",
      "Swiss Alps",
      "Sahara",
      "Tokyo",
      "Amazon Rainforest",
      "Lake Tahoe",
    ]);
    const tokyo = items[3]!;
    expect(within(tokyo).getByRole("img", { name: /Tokyo Tower/ })).toHaveAttribute("src", "/illustrations/gallery/tokyo.svg");
    expect(within(tokyo).getByText("Neon nights and quiet shrines")).toBeInTheDocument();
    expect(within(tokyo).getByText(/city of contrasts/)).toBeInTheDocument();
  });
});

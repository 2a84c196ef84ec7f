import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placeSticker } from "@shared/tools/moodboard";
import MoodboardScreen, { MOODBOARD_KEY } from "./MoodboardScreen";

// jsdom has no layout: give the timeline track a 960px-wide box and every other element a small one.
let rectSpy: { mockRestore: () => void } | undefined;
beforeEach(() => {
  rectSpy = vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const box =
      this.closest("[data-testid=timeline-track]") === this
        ? { x: 100, y: 300, width: 960, height: 100 }
        : { x: 0, y: 0, width: 80, height: 40 };
    return DOMRect.fromRect(box);
  });
});
afterEach(() => {
  rectSpy?.mockRestore();
});

const placed = () => within(screen.getByRole("list", { name: "Placed stickers" })).queryAllByRole("button");

describe("Visual Trip Moodboard", () => {
  it("has the title, six stickers and 13 tick labels from 0:00 to 24:00", () => {
    const { container } = render(<MoodboardScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Visual Trip Moodboard" })).toBeInTheDocument();
    for (const label of ["Mountain", "City", "Ocean", "Theme Park", "Food", "Nightlife"]) {
      expect(screen.getByRole("button", { name: label })).toHaveAttribute("aria-roledescription", "draggable");
    }
    const ticks = [...container.querySelectorAll("[data-testid=timeline-track] span")]
      .map((span) => span.textContent)
      .filter((text) => /^\d+:00$/.test(text ?? ""));
    expect(ticks).toEqual([
      "0:00",
      "2:00",
      "4:00",
      "6:00",
      "8:00",
      "10:00",
      "12:00",
      "14:00",
      "16:00",
      "18:00",
      "20:00",
      "22:00",
      "24:00",
    ]);
  });

  it("places a sticker from the keyboard: pick up, choose the hour with the arrow keys, drop", async () => {
    const user = userEvent.setup();
    render(<MoodboardScreen />);
    screen.getByRole("button", { name: "Mountain" }).focus();
    await user.keyboard("[Space]");
    await screen.findByText(/^Picked up Mountain\./); // the arrow keys move it only once it is picked up
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{End}");
    for (let i = 0; i < 10; i++) await user.keyboard("{ArrowLeft}");
    await user.keyboard("[Space]");
    expect(placed().map((button) => button.textContent)).toEqual(["Remove Mountain14:00"]);
    expect(await screen.findByText("Placed Mountain at 14:00.")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(MOODBOARD_KEY) ?? "[]")).toMatchObject([
      { sticker: "mountain", time: 14, left: (14 / 24) * 100 },
    ]);
  });

  it("Escape cancels a keyboard drag without placing anything", async () => {
    const user = userEvent.setup();
    render(<MoodboardScreen />);
    screen.getByRole("button", { name: "City" }).focus();
    await user.keyboard("[Space]");
    await screen.findByText(/^Picked up City\./); // the arrow keys move it only once it is picked up
    await user.keyboard("{ArrowDown}{Escape}");
    expect(placed()).toHaveLength(0);
  });

  it("restores placements, removes one on click and resets", async () => {
    const user = userEvent.setup();
    localStorage.setItem(MOODBOARD_KEY, JSON.stringify([placeSticker("food", 13, "a"), placeSticker("nightlife", 22, "b")]));
    render(<MoodboardScreen />);
    expect(placed()).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: /Remove.*Food.*13:00/ }));
    expect(placed().map((button) => button.textContent)).toEqual(["Remove Nightlife22:00"]);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(placed()).toHaveLength(0);
  });

  it("ignores corrupted storage", () => {
    localStorage.setItem(MOODBOARD_KEY, '[{"sticker":"food","time":99}]');
    render(<MoodboardScreen />);
    expect(placed()).toHaveLength(0);
  });
});

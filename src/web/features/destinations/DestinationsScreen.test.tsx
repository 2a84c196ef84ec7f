import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import DestinationsScreen from "./DestinationsScreen";
import { FAVOURITES_KEY } from "./favourites";

// The details link to the generator: a router around the screen, as in the app.
const renderScreen = () =>
  render(
    <MemoryRouter>
      <DestinationsScreen />
    </MemoryRouter>,
  );
const cards = () => screen.getAllByRole("article");
const chip = (name: string) => within(screen.getByRole("group", { name: "Filter by region" })).getByRole("button", { name });

describe("Destinations", () => {
  it("shows all 18 cards with image, emoji, country, description and region, with All pressed by default", () => {
    renderScreen();
    expect(cards()).toHaveLength(18);
    expect(chip("All")).toHaveAttribute("aria-pressed", "true");
    const paris = cards().find((card) => within(card).queryByRole("heading", { name: "Paris" }))!;
    expect(within(paris).getByRole("img", { name: /Eiffel Tower/ })).toHaveAttribute(
      "src",
      "/illustrations/destinations/paris.svg",
    );
    expect(within(paris).getByText("France")).toBeInTheDocument();
    expect(within(paris).getByText("Europe")).toBeInTheDocument();
    expect(within(paris).getByText("🥐")).toBeInTheDocument();
    expect(within(paris).getByText(/City of Light/)).toBeInTheDocument();
    expect(within(paris).getByRole("button", { name: "Learn More about Paris" })).toHaveTextContent("Learn More");
  });

  it("filters by region: each chip shows its count and is the only one pressed", async () => {
    const user = userEvent.setup();
    renderScreen();
    const expected = { Asia: 4, Europe: 6, Africa: 3, America: 4, Oceania: 1, All: 18 };
    for (const [region, count] of Object.entries(expected)) {
      await user.click(chip(region));
      expect(cards(), region).toHaveLength(count);
      expect(chip(region)).toHaveAttribute("aria-pressed", "true");
      const pressed = within(screen.getByRole("group", { name: "Filter by region" })).getAllByRole("button", { pressed: true });
      expect(pressed).toHaveLength(1);
      expect(screen.getByRole("status")).toHaveTextContent(`Showing ${count} destination`);
    }
    await user.click(chip("Oceania"));
    expect(within(cards()[0]!).getByRole("heading")).toHaveTextContent("Sydney");
  });

  it("toggles a favourite heart and keeps it in localStorage across renders", async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen();
    const heart = screen.getByRole("button", { name: "Favourite Kyoto" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    expect(heart).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Favourite Bali" }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(["Kyoto", "Bali"]);
    // Toggling the heart does not open the details.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();

    renderScreen();
    expect(screen.getByRole("button", { name: "Favourite Kyoto" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Favourite Kyoto" }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(["Bali"]);
  });

  it("Saved lists the favourites with their count, and says so kindly when there are none", async () => {
    const user = userEvent.setup();
    renderScreen();
    const saved = screen.getByRole("button", { name: "Saved 0" });
    await user.click(saved);
    expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(chip("All")).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "No saved destinations yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Browse all destinations" }));
    expect(cards()).toHaveLength(18);
    await user.click(screen.getByRole("button", { name: "Favourite Petra" }));
    await user.click(screen.getByRole("button", { name: "Favourite Bali" }));
    await user.click(screen.getByRole("button", { name: "Saved 2" }));
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(["Bali", "Petra"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 saved destinations");
  });

  it("ignores unreadable stored favourites", () => {
    localStorage.setItem(FAVOURITES_KEY, "{not json");
    renderScreen();
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1); // only the All chip
  });

  it("opens the details with phrase, Highlights and Best Time; Escape closes and focus returns to the card", async () => {
    const user = userEvent.setup();
    renderScreen();
    const learnMore = screen.getByRole("button", { name: "Learn More about Petra" });
    await user.click(learnMore);
    const dialog = screen.getByRole("dialog", { name: "Petra 🏜️" });
    expect(within(dialog).getByRole("img", { name: /Treasury/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/Ahlan wa sahlan/)).toBeInTheDocument();
    expect(within(dialog).getByText(/rose-red city/)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Highlights" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(4);
    expect(within(dialog).getByRole("heading", { name: "Best Time" })).toBeInTheDocument();
    expect(within(dialog).getByText("March to May, and September to November")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Plan a trip here" })).toHaveAttribute(
      "href",
      "/itinerarygenerator?destination=Petra",
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(learnMore).toHaveFocus();
  });

  it("closes with the close button and with a click on the backdrop", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole("button", { name: "Learn More about Lisbon" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Learn More about Lisbon" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Learn More about Banff" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(document.querySelector("[data-state='open'][class*='bg-black']")!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

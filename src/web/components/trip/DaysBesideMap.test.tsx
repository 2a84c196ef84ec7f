import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlanDay } from "@shared/plan";
import { DayCard } from "./DayCard";
import { DaysBesideMap } from "./DaysBesideMap";
import { TripMap } from "./TripMap";

const stop = (id: string, name: string, lat: number, lon: number, start: string) => ({
  id,
  slot: "morning" as const,
  title: name,
  start,
  durationMinutes: 60,
  place: { name, lat, lon },
  source: "knowledge" as const,
});

const days: PlanDay[] = [
  {
    day: 1,
    date: "2027-04-05",
    base: "Kyoto",
    theme: "Temples",
    items: [stop("a", "Kiyomizu-dera", 34.9949, 135.785, "09:00"), stop("b", "Sannenzaka", 34.9965, 135.781, "10:30")],
  },
  {
    day: 2,
    date: "2027-04-06",
    base: "Kyoto",
    theme: "Shrines",
    items: [
      stop("c", "Fushimi Inari Taisha", 34.9671, 135.7727, "08:00"),
      { id: "d", slot: "evening", title: "Free evening", source: "knowledge" },
    ],
  },
];

function screenWidth(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide && query === "(min-width: 80rem)",
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const page = (dayInView: number | null) => (
  <DaysBesideMap plan={{ days }} dayInView={dayInView}>
    {days.map((day) => (
      <DayCard key={day.day} day={day} />
    ))}
    <TripMap plan={{ days }} />
  </DaysBesideMap>
);

afterEach(() => vi.unstubAllGlobals());

describe("the map beside the days", () => {
  it("on a wide screen shows the day being read, numbered with its times, instead of each day's own map", () => {
    screenWidth(true);
    render(page(2));
    const beside = screen.getByRole("region", { name: "Trip map" });
    expect(within(beside).getByTestId("map-beside-title")).toHaveTextContent("Day 2 · Tue 6 Apr");
    expect(within(beside).getByRole("img", { name: "Map of day 2: 1 place in visiting order" })).toBeInTheDocument();
    const places = within(beside).getByRole("list", { name: "Places of day 2" });
    // The stop without a place has no number on the map, so it is not listed.
    expect(
      within(places)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Fushimi Inari Taisha08:00–09:00"]);
    // One map of each day on the page: the one beside them.
    expect(screen.getAllByRole("img", { name: /^Map of day/ })).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "All days on one map" })).not.toBeInTheDocument();
  });

  it("shows the first day before any is in view, and every day at once on a press", async () => {
    screenWidth(true);
    const user = userEvent.setup();
    render(page(null));
    const beside = screen.getByRole("region", { name: "Trip map" });
    expect(within(beside).getByTestId("map-beside-title")).toHaveTextContent("Day 1 · Mon 5 Apr");
    expect(screen.getByRole("button", { name: "This day" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "All days" }));
    expect(within(beside).getByTestId("map-beside-title")).toHaveTextContent("All days on one map");
    expect(within(beside).getByRole("img", { name: "Map of the whole trip: 2 days, one line per day" })).toBeInTheDocument();
    expect(within(beside).getByRole("list", { name: "Legend" })).toHaveTextContent("Day 1Day 2");
    expect(screen.getByRole("button", { name: "All days" })).toHaveAttribute("aria-pressed", "true");
  });

  it("below that width leaves each day its own map and all days after them", () => {
    screenWidth(false);
    render(page(2));
    expect(screen.queryByRole("region", { name: "Trip map" })).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Map of day 1: 2 places in visiting order" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Map of day 2: 1 place in visiting order" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "All days on one map" })).toBeInTheDocument();
  });
});

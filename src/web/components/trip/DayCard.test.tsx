import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { PlanDay } from "@shared/plan";
import { DayCard } from "./DayCard";

const place = (name: string, lat: number, lon: number) => ({ name, lat, lon, area: "Higashiyama" });

const day: PlanDay = {
  day: 2,
  date: "2027-04-06",
  base: "Kyoto",
  theme: "Temples",
  items: [
    {
      id: "a",
      slot: "morning",
      title: "Kiyomizu-dera",
      start: "09:00",
      durationMinutes: 90,
      place: place("Kiyomizu-dera", 34.9949, 135.785),
      source: "knowledge",
    },
    {
      id: "b",
      slot: "morning",
      title: "Sannenzaka",
      start: "10:45",
      durationMinutes: 60,
      place: place("Sannenzaka", 34.9965, 135.781),
      source: "knowledge",
    },
    {
      id: "c",
      slot: "afternoon",
      title: "National Museum",
      start: "13:00",
      durationMinutes: 120,
      place: place("Kyoto National Museum", 34.99, 135.773),
      source: "knowledge",
    },
  ],
  legs: [
    { from: "a", to: "b", mode: "walk", minutes: 15, km: 0.9, source: "estimate" },
    { from: "b", to: "c", mode: "transit", minutes: 25, km: 3.2, source: "routing" },
  ],
};

const check: PlanCheckResult = {
  ok: false,
  failures: ["National Museum is closed on Mondays."],
  score: 90,
  items: {
    a: { status: "verified", reasons: ["Open 06:00–18:00 on Tue 6 Apr."] },
    b: { status: "unknown", reasons: ["No opening hours are known for Sannenzaka."] },
    c: {
      status: "conflict",
      reasons: ["Closed on Mondays."],
      fixes: [{ label: "Move to Wednesday 10:00", operations: [{ type: "move_item", itemId: "c", day: 3, slot: "morning" }] }],
    },
  },
  days: { 2: { walkingKm: 4.2, transitMinutes: 25, activeMinutes: 330, stops: 3, pace: "balanced" } },
};

describe("a day as a timeline", () => {
  it("shows each stop's times, the legs between stops and the day's load", () => {
    render(<DayCard day={day} check={check} />);
    const stops = screen.getAllByRole("listitem");
    expect(stops[0]).toHaveTextContent("09:00–10:30");
    expect(stops[0]).toHaveTextContent("from 09:00 to 10:30");
    expect(stops[1]).toHaveTextContent("15 min walk · 0.9 km");
    expect(within(stops[1]!).getByTitle("Travel time estimated from the distance")).toBeInTheDocument();
    expect(stops[2]).toHaveTextContent("25 min by transit");
    expect(stops[2]).not.toHaveTextContent("3.2 km");
    expect(screen.getByText("Balanced day")).toBeInTheDocument();
    expect(screen.getByText("4.2 km on foot · 5 h 30 min active · 25 min in transit")).toBeInTheDocument();
  });

  it("gives every stop a badge whose reasons open on a press; a conflict shows its reasons at once", async () => {
    const user = userEvent.setup();
    render(<DayCard day={day} check={check} />);
    const verified = screen.getByRole("button", { name: /^Verified: Kiyomizu-dera/ });
    expect(verified).toHaveAttribute("aria-expanded", "false");
    expect(verified).toHaveAttribute("title", "Open 06:00–18:00 on Tue 6 Apr.");
    expect(screen.queryByText("Open 06:00–18:00 on Tue 6 Apr.")).not.toBeInTheDocument();
    await user.click(verified);
    expect(verified).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(verified.getAttribute("aria-controls")!)).toHaveTextContent("Open 06:00–18:00 on Tue 6 Apr.");
    expect(screen.getByRole("button", { name: /^Hours unknown: Sannenzaka/ })).toBeInTheDocument();
    const conflict = screen.getByRole("button", { name: /^Conflict: National Museum/ });
    expect(conflict).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Closed on Mondays.")).toBeInTheDocument();
    // Read-only: the fix is the editor's.
    expect(screen.queryByRole("button", { name: "Move to Wednesday 10:00" })).not.toBeInTheDocument();
  });

  it("gives the journey in or out a badge only when it is in conflict", () => {
    const arrive = {
      id: "t",
      slot: "morning" as const,
      title: "Arrive in Kyoto",
      kind: "travel" as const,
      start: "09:00",
      source: "knowledge" as const,
    };
    const arrival: PlanDay = { ...day, items: [arrive, ...day.items], legs: [] };
    const unknown = { ...check, items: { ...check.items, t: { status: "unknown" as const, reasons: ["No hours to check."] } } };
    const { unmount } = render(<DayCard day={arrival} check={unknown} />);
    expect(screen.queryByRole("button", { name: /: Arrive in Kyoto/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Verified: Kiyomizu-dera/ })).toBeInTheDocument();
    unmount();
    const late = {
      ...check,
      items: { ...check.items, t: { status: "conflict" as const, reasons: ["The day is over its pace."] } },
    };
    render(<DayCard day={arrival} check={late} />);
    expect(screen.getByRole("button", { name: /^Conflict: Arrive in Kyoto/ })).toBeInTheDocument();
  });

  it("folds the journey's long notes to two lines, the rest on a press", async () => {
    const user = userEvent.setup();
    const notes = "Check in and get your bearings with a first walk in Gion. ".repeat(4);
    const arrive = {
      id: "t",
      slot: "morning" as const,
      title: "Arrive in Kyoto",
      kind: "travel" as const,
      description: notes,
      source: "knowledge" as const,
    };
    // jsdom lays nothing out: the notes are taller than their two lines.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight");
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => 200 });
    try {
      render(<DayCard day={{ ...day, items: [arrive, ...day.items], legs: [] }} />);
      const more = screen.getByRole("button", { name: "More of the notes" });
      expect(more).toHaveAttribute("aria-expanded", "false");
      expect(document.getElementById(more.getAttribute("aria-controls")!)).toHaveClass("line-clamp-2");
      await user.click(more);
      expect(screen.getByRole("button", { name: "Less of the notes" })).toHaveAttribute("aria-expanded", "true");
      expect(document.getElementById(more.getAttribute("aria-controls")!)).not.toHaveClass("line-clamp-2");
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, "scrollHeight", height);
    }
  });

  it("reads a plan saved before timetables as before: slots, no times, legs or badges", () => {
    const old: PlanDay = {
      ...day,
      legs: undefined,
      items: day.items.map(({ start: _start, ...item }) => item),
    };
    render(<DayCard day={old} />);
    expect(screen.getAllByText("Morning")).toHaveLength(2);
    expect(screen.queryByText(/\d\d:\d\d/)).not.toBeInTheDocument();
    expect(screen.queryByText(/min walk/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Verified|Hours unknown|Conflict):/ })).not.toBeInTheDocument();
  });

  it("drops a leg that no longer joins two neighbours (a stop moved and not saved yet)", () => {
    const moved: PlanDay = { ...day, items: [day.items[1]!, day.items[0]!, day.items[2]!] };
    render(<DayCard day={moved} check={check} />);
    expect(screen.queryByText(/min walk/)).not.toBeInTheDocument();
  });
});

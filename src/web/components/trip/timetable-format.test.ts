import { describe, expect, it } from "vitest";
import type { PlanItem, StopLeg } from "@shared/plan";
import { dayLoadText, freeTimeBefore, freeTimeText, legsBefore, legText, spokenTimeRange, timeRange } from "./timetable-format";

const item = (id: string, place = true): PlanItem => ({
  id,
  slot: "morning",
  title: id,
  source: "knowledge",
  ...(place && { place: { name: id, lat: 35, lon: 135.7 } }),
});
const leg = (from: string, to: string): StopLeg => ({ from, to, mode: "walk", minutes: 10, km: 0.7, source: "estimate" });

describe("timetable wording", () => {
  it("words a stop's times: a range, a start alone, a full day, nothing for an older plan", () => {
    expect(timeRange({ start: "09:30", durationMinutes: 90 })).toBe("09:30–11:00");
    expect(timeRange({ start: "23:30", durationMinutes: 90 })).toBe("23:30–01:00");
    expect(timeRange({ start: "09:30" })).toBe("09:30");
    expect(timeRange({ start: "08:00", durationMinutes: 600, fullDay: true })).toBe("08:00 · Full day");
    expect(timeRange({ durationMinutes: 90 })).toBe("");
    expect(spokenTimeRange({ start: "09:30", durationMinutes: 90 })).toBe("from 09:30 to 11:00");
  });

  it("words a leg with kilometres only on foot, and a day's load", () => {
    expect(legText({ mode: "walk", minutes: 12, km: 0.94 })).toBe("12 min walk · 0.9 km");
    expect(legText({ mode: "transit", minutes: 75, km: 30 })).toBe("1 h 15 min by transit");
    expect(legText({ mode: "drive", minutes: 40, km: 12.4 })).toBe("40 min by car");
    expect(dayLoadText({ walkingKm: 6.25, transitMinutes: 0, activeMinutes: 300, stops: 4, pace: "full" })).toBe(
      "6.3 km on foot · 5 h active",
    );
    expect(dayLoadText({ walkingKm: 0, transitMinutes: 50, activeMinutes: 200, stops: 3, pace: "light" })).toBe(
      "3 h 20 min active · 50 min in transit",
    );
  });

  it("puts each leg before the stop it arrives at, across a stop without a place, and drops a stale one", () => {
    const items = [item("a"), item("note", false), item("b"), item("c")];
    const before = legsBefore(items, [leg("a", "b"), leg("b", "c")]);
    expect([...before.keys()]).toEqual(["b", "c"]);
    expect(legsBefore([item("b"), item("a"), item("c")], [leg("a", "b"), leg("b", "c")]).size).toBe(0);
    expect(legsBefore(items, undefined).size).toBe(0);
  });
});

describe("free time between stops", () => {
  const timed = (id: string, slot: PlanItem["slot"], start: string, durationMinutes?: number, place = true): PlanItem => ({
    ...item(id, place),
    slot,
    start,
    ...(durationMinutes && { durationMinutes }),
  });
  // An arrival at 09:00 (no place, no length), a temple 14:00–15:30, ten minutes' walk, dinner at 19:00, a bar at 21:30.
  const day = [
    timed("arrive", "morning", "09:00", undefined, false),
    timed("temple", "afternoon", "14:00", 90),
    timed("dinner", "evening", "19:00", 120),
    timed("bar", "evening", "21:30", 60),
  ];

  it("says an hour or more between stops, less the way there, with lunch or the evening when it spans them", () => {
    const free = freeTimeBefore(day, [leg("temple", "dinner"), leg("dinner", "bar")]);
    expect([...free.keys()]).toEqual(["temple", "dinner"]);
    expect(freeTimeText(free.get("temple")!)).toBe("5 h to settle in, with time for lunch");
    expect(freeTimeText(free.get("dinner")!)).toBe("3 h 20 min free before the evening");
  });

  it("offers no time for lunch on a day whose lunch is planned", () => {
    const lunch = { ...timed("lunch", "afternoon", "12:30", 60), kind: "food" as const };
    const museum = timed("museum", "afternoon", "17:00", 60);
    const free = freeTimeBefore([timed("walk", "morning", "09:00", 60), lunch, museum], undefined);
    expect(freeTimeText(free.get("lunch")!)).toBe("2 h 30 min free");
    expect(freeTimeText(free.get("museum")!)).toBe("3 h 30 min free");
  });

  it("says nothing for stops out of time order or without times", () => {
    expect(freeTimeBefore([day[2]!, day[1]!], undefined).size).toBe(0);
    expect(freeTimeBefore([item("a"), item("b")], undefined).size).toBe(0);
  });
});

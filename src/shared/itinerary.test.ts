import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  classifyLine,
  fromWire,
  icsEscape,
  icsFold,
  itineraryFileName,
  itineraryFileText,
  itineraryIcs,
  itinerarySchema,
  parseWireDays,
  toWire,
  wireLines,
  type Itinerary,
} from "./itinerary";
import { planDaySchema } from "./plan";

const itinerary: Itinerary = {
  title: "Lisbon Food Trip",
  introduction: "Three days of pastries, fado and seafood.",
  days: [
    {
      day: 1,
      date: "2026-12-01",
      theme: "Old town",
      morning: "Alfama: walk the lanes, up to the castle.",
      afternoon: "Time Out Market: lunch; try bifanas.",
      evening: "Fado in Mouraria: book ahead.",
      optional: "Tram 28: ride it early.",
      notes: "Wear shoes with grip, the cobbles are slippery.",
    },
    {
      day: 2,
      date: "2026-12-02",
      theme: "Belém",
      morning: "Belém Tower: go at opening.",
      afternoon: "Pastéis de Belém: queue moves fast.",
      evening: "LX Factory: dinner and bars.",
    },
  ],
  final_notes: "Buy a Viva Viagem card.",
};

describe("wire format", () => {
  it("writes asterisk-separated lines starting with Day, Theme, Morning, ...", () => {
    const wire = toWire(itinerary);
    expect(wire.days.startsWith("Day 1 - 2026-12-01*Theme: Old town*Morning: Alfama: walk the lanes, up to the castle.*")).toBe(
      true,
    );
    expect(wireLines(wire.days).map((line) => line.split(":")[0]!.split(" - ")[0])).toEqual([
      "Day 1",
      "Theme",
      "Morning",
      "Afternoon",
      "Evening",
      "Optional",
      "Notes",
      "Day 2",
      "Theme",
      "Morning",
      "Afternoon",
      "Evening",
    ]);
    expect(wire).toMatchObject({
      title: itinerary.title,
      introduction: itinerary.introduction,
      final_notes: itinerary.final_notes,
    });
  });

  it("round-trips: structured -> wire -> structured", () => {
    expect(fromWire(toWire(itinerary))).toEqual(itinerary);
  });

  it("keeps asterisks and line breaks in the text from breaking lines", () => {
    const tricky = structuredClone(itinerary);
    tricky.days[0]!.morning = "Alfama:\n*the* best view";
    const wire = toWire(tricky);
    expect(wireLines(wire.days)[2]).toBe("Morning: Alfama: the best view");
    expect(fromWire(wire).days[0]!.morning).toBe("Alfama: the best view");
  });

  it("reads older free-form texts leniently", () => {
    const days = parseWireDays(
      "## Overview*Day 1: Arrival*Theme: Calm*Morning: Walk*by the river*Lunch somewhere*Day 2 - 2026-01-02*Evening: Dinner",
    );
    expect(days).toEqual([
      { day: 1, theme: "Calm", morning: "Walk by the river Lunch somewhere" },
      { day: 2, date: "2026-01-02", evening: "Dinner" },
    ]);
  });

  it("drops empty lines and trims", () => {
    expect(wireLines(" Day 1 ** Theme: x *")).toEqual(["Day 1", "Theme: x"]);
  });
});

describe("classifyLine", () => {
  it.each([
    "Day 1 - 2026-12-01",
    "Theme: x",
    "Overall Vibe: calm",
    "## Tips",
    "Morning: a",
    "Afternoon: b",
    "Evening: c",
    "Optional: d",
    "Notes: e",
    "  Day 3",
  ])("%s is a heading", (line) => expect(classifyLine(line)).toBe("heading"));
  it.each(["Visit the museum", "day 1 lowercase", "The evening walk", "Tips: bring water", ""])("%s is text", (line) =>
    expect(classifyLine(line)).toBe("text"),
  );
});

describe("download rules", () => {
  it("names the file after the title with spaces as underscores", () => {
    expect(itineraryFileName("Kyoto in Autumn")).toBe("Kyoto_in_Autumn_Itinerary.txt");
    expect(itineraryFileName("Paris")).toBe("Paris_Itinerary.txt");
  });

  it("writes Title: and the title, then the itinerary with asterisks as line breaks", () => {
    expect(itineraryFileText("Paris Trip", "Day 1*Morning: Louvre*Evening: Seine")).toBe(
      "Title: Paris Trip\n\nDay 1\nMorning: Louvre\nEvening: Seine",
    );
  });
});

describe(".ics export", () => {
  const ics = itineraryIcs("Lisbon Food Trip", itinerary.days, { now: new Date("2026-11-01T10:00:00Z") });
  const lines = ics.split("\r\n");

  it("has one all-day event per day with its sections in the description", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("DTSTART;VALUE=DATE:20261201");
    expect(lines).toContain("DTEND;VALUE=DATE:20261202");
    expect(lines).toContain("DTSTAMP:20261101T100000Z");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Morning: Alfama: walk the lanes\\, up to the castle.\\nAfternoon: Time Out Market: lunch\\; try bifanas.\\nEvening: Fado in Mouraria: book ahead.",
    );
    expect(unfolded).toContain("SUMMARY:Lisbon Food Trip - Day 1: Old town");
  });

  it("folds lines at 75 octets without splitting characters", () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const long = icsFold(`DESCRIPTION:${"é".repeat(100)}`);
    const parts = long.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });

  it("folds any line into parts of at most 75 octets that unfold to it, never inside a character", () => {
    const octets = (text: string) => new TextEncoder().encode(text).length;
    const unfold = (folded: string) => folded.replace(/\r\n /g, "");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (value) => {
        const line = `DESCRIPTION:${value}`;
        const folded = icsFold(line);
        expect(unfold(folded)).toBe(line);
        for (const part of folded.split("\r\n")) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          // No part starts or ends with half of a surrogate pair.
          expect(part).not.toMatch(/^ ?[\udc00-\udfff]|[\ud800-\udbff]$/);
        }
      }),
    );
    // The boundary itself: 74 ASCII octets, then a 2-, 3- and 4-octet character that would cross 75.
    for (const char of ["é", "清", "🗻"]) {
      const [first, second] = icsFold(`${"a".repeat(74)}${char}b`).split("\r\n");
      expect(first).toBe("a".repeat(74));
      expect(second).toBe(` ${char}b`);
    }
    expect(icsFold("a".repeat(75))).toBe("a".repeat(75));
    expect(
      icsFold("a".repeat(150))
        .split("\r\n")
        .map((part) => part.length),
    ).toEqual([75, 75, 2]);
  });

  it("folds without encoding character by character", () => {
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    try {
      icsFold(`DESCRIPTION:${"é清🗻a".repeat(200)}`);
      icsFold(`SUMMARY:${"a".repeat(500)}`);
      expect(encode).not.toHaveBeenCalled();
    } finally {
      encode.mockRestore();
    }
  });

  it("escapes TEXT values", () => {
    expect(icsEscape("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("drops the control characters TEXT forbids, and turns other line breaks into \\n", () => {
    expect(icsEscape("a\u0000b\u0007c\u000bd\u000ce\u001bf\u007fg\u009bh\ti")).toBe("abcdefgh\ti");
    expect(icsEscape("one\u0085two\u2028three\u2029four\r\nfive\rsix")).toBe("one\\ntwo\\nthree\\nfour\\nfive\\nsix");
  });

  it("works from wire text and skips days without a date, or with one no calendar has", () => {
    const fromText = itineraryIcs(
      "X",
      parseWireDays("Day 1*Morning: a*Day 2 - 2026-03-04*Morning: b*Day 3 - 2026-13-45*Morning: c*Day 4 - 2026-02-30"),
      { now: new Date(0) },
    );
    expect(fromText.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(fromText).toContain("DTEND;VALUE=DATE:20260305");
  });
});

describe("dates of a day", () => {
  const impossible = ["2026-13-45", "2026-00-10", "2026-02-30", "2027-02-29", "2026-04-31", "0000-01-01"];
  const real = ["2026-12-31", "2028-02-29", "2026-01-01"];
  const itineraryDay = itinerary.days[0]!;
  const planDay = { day: 1, date: "2026-12-01", base: "Lisbon", theme: "Old town", items: [] };

  it("must be real calendar dates, in the itinerary and in the plan", () => {
    for (const date of impossible) {
      const days = [{ ...itineraryDay, date }];
      expect(itinerarySchema.safeParse({ ...itinerary, days }).success, date).toBe(false);
      const parsed = planDaySchema.safeParse({ ...planDay, date });
      expect(parsed.success, date).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Use a real calendar date (yyyy-MM-dd).");
    }
    for (const date of real) {
      expect(itinerarySchema.safeParse({ ...itinerary, days: [{ ...itineraryDay, date }] }).success, date).toBe(true);
      expect(planDaySchema.safeParse({ ...planDay, date }).success, date).toBe(true);
    }
  });
});

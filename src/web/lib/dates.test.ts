import { describe, expect, it } from "vitest";
import { dateRange, friendlyDate, localDate, longDate, weekdayDate } from "./dates";

describe("dates", () => {
  it("words a calendar date the same in every time zone", () => {
    expect(friendlyDate("2027-04-01")).toBe("Thu 1 Apr");
    expect(friendlyDate("2026-12-27")).toBe("Sun 27 Dec");
    expect(longDate("2027-09-05")).toBe("5 Sep 2027");
    expect(weekdayDate("2027-04-01")).toBe("Thu 1");
  });

  it("shares the month and year of a range once, as Intl's British formatRange does", () => {
    expect(dateRange("2027-04-01", "2027-04-01")).toBe("1 Apr 2027");
    expect(dateRange("2027-04-01", "2027-04-03")).toBe("1–3 Apr 2027");
    expect(dateRange("2027-03-30", "2027-04-02")).toBe("30 Mar – 2 Apr 2027");
    expect(dateRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
  });

  it("agrees with Intl.DateTimeFormat (en-GB) except for September's abbreviation", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    for (let day = 0; day < 366; day += 7) {
      const iso = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      expect(friendlyDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)).replace("Sept", "Sep"));
    }
  });

  it("reads a moment as the traveller's own calendar date", () => {
    const moment = new Date(2026, 10, 27, 23, 30);
    expect(localDate(moment)).toBe("2026-11-27");
  });
});

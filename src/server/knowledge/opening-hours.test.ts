import { describe, expect, it } from "vitest";
import { guides } from "./guides";
import {
  commonHours,
  holidayHours,
  hoursProblems,
  intervalsByPackage,
  openIntervals,
  openWeekdays,
  opensOn,
  opensOnByPackage,
} from "./opening-hours";

const monday = new Date(2027, 0, 11);

it("counts a night past midnight for the day it began, not the next", () => {
  expect([...openWeekdays("Mo 18:00-02:00", monday)]).toEqual([1]);
  expect([...openWeekdays("Mo-Sa 20:00-03:00", monday)].sort()).toEqual([1, 2, 3, 4, 5, 6]); // not Sunday
  expect([...openWeekdays("Su 23:00-02:00", monday)]).toEqual([0]);
  expect(opensOn("Mo 18:00-02:00", "2027-01-11")).toBe(true);
  expect(opensOn("Mo 18:00-02:00", "2027-01-12")).toBe(false);
});

it("counts every day of a place open round the clock, a show's start times, and a fixed-date closure", () => {
  expect(openWeekdays("24/7", monday).size).toBe(7);
  expect([...openWeekdays("Tu,Fr 20:30", monday)].sort()).toEqual([2, 5]);
  expect(opensOn("Mo-Su 09:00-17:00; Dec 25 off", "2026-12-25")).toBe(false);
  expect(opensOn("Mo-Su 09:00-17:00; Dec 25 off", "2026-12-24")).toBe(true);
});

it("reads a public-holiday rule of its own, and refuses PH inside another rule", () => {
  expect(holidayHours("Tu-Su 09:00-17:00; PH off")).toEqual({ rest: "Tu-Su 09:00-17:00", onHolidays: "off" });
  expect(holidayHours("Tu-Su 09:00-17:00; PH 10:00-13:00")).toEqual({ rest: "Tu-Su 09:00-17:00", onHolidays: "open" });
  expect(holidayHours("Tu-Su 09:00-17:00")).toEqual({ rest: "Tu-Su 09:00-17:00" });
  expect(hoursProblems("Tu-Su 09:00-17:00; PH off")).toEqual([]);
  expect(hoursProblems("Su,PH 10:00-12:00")).toHaveLength(1);
  expect(hoursProblems("PH off")).toHaveLength(1);
  expect([...openWeekdays("Tu-Su 09:00-17:00; PH off", monday)].sort()).toEqual([0, 2, 3, 4, 5, 6]);
});

describe("the common forms, read without the package", () => {
  const values = [...new Set(guides().cities.flatMap((city) => city.activities.flatMap((activity) => activity.hours ?? [])))];
  const common = values.filter((value) => commonHours(value));

  it("reads nearly every value of the guides", () => {
    expect(common.length / values.length).toBeGreaterThan(0.9);
  });

  // Every fourth day of two years (each weekday of every month, in turn) and every day around the year's end.
  const dates: string[] = [];
  for (let day = new Date(Date.UTC(2026, 11, 1)); day < new Date(Date.UTC(2029, 0, 1)); day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    const yearEnd = /-12-(2\d|3\d)$|-01-0\d$/.test(date);
    if (yearEnd || (day.getTime() / 86_400_000) % 4 === 0) dates.push(date);
  }

  it("gives the package's open intervals and open days for every value it reads, day by day", () => {
    for (const value of common) {
      for (const date of dates) {
        expect(openIntervals(value, date), `${value} on ${date}`).toEqual(intervalsByPackage(value, date));
        expect(opensOn(value, date), `${value} on ${date}`).toBe(opensOnByPackage(value, date));
      }
    }
  });

  it("leaves to the package what it does not read", () => {
    for (const value of [
      "24/7",
      "Mo-Su 00:00-03:00",
      "Mo 10:00-12:00, Tu 14:00",
      "2027 Jun 01-Jun 30 10:00-18:00",
      "week 01-10 Mo 09:00-12:00",
      "Fr 20:00-08:00",
    ])
      expect(commonHours(value), value).toBeUndefined();
  });
});

import { expect, it } from "vitest";
import { holidayHours, hoursProblems, openWeekdays, opensOn } from "./opening-hours";

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

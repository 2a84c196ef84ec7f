import { describe, expect, it } from "vitest";
import { clockText } from "@shared/timetable";
import { sunTimes } from "./sun";

const clocks = (place: { lat: number; lon: number }, date: string, timeZone: string) => {
  const { sunrise, sunset } = sunTimes(place, date, timeZone);
  return [sunrise, sunset].map((minutes) => (minutes === undefined ? undefined : clockText(minutes)));
};
/** Within two minutes of the almanac's time. */
const near = (clock: string | undefined, expected: string) => {
  const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
  expect(Math.abs(minutes(clock!) - minutes(expected)), `${clock} against ${expected}`).toBeLessThanOrEqual(2);
};

describe("sunrise and sunset", () => {
  it("gives London's midsummer and midwinter in its own time (summer time included)", () => {
    const london = { lat: 51.5074, lon: -0.1278 };
    const [summerRise, summerSet] = clocks(london, "2026-06-21", "Europe/London");
    near(summerRise, "04:43");
    near(summerSet, "21:21");
    const [winterRise, winterSet] = clocks(london, "2026-12-21", "Europe/London");
    near(winterRise, "08:04");
    near(winterSet, "15:54");
  });

  it("keeps a sunset west of Greenwich on its own day, and one far east too", () => {
    near(clocks({ lat: 21.3069, lon: -157.8583 }, "2026-06-21", "Pacific/Honolulu")[1], "19:16");
    near(clocks({ lat: -33.8688, lon: 151.2093 }, "2026-12-21", "Australia/Sydney")[1], "20:05");
  });

  it("has no sunset in a polar day and no sunrise in a polar night", () => {
    expect(sunTimes({ lat: 69.65, lon: 18.96 }, "2026-06-21", "Europe/Oslo")).toEqual({ polar: "day" });
    expect(sunTimes({ lat: 69.65, lon: 18.96 }, "2026-12-21", "Europe/Oslo")).toEqual({ polar: "night" });
  });
});

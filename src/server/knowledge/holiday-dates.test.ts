import { describe, expect, it } from "vitest";
import type { CountryGuide } from "./guide-schema";
import { countryEventDays, countryEventsOn, easterSunday, eventSpans, orthodoxEaster, ruleDates } from "./holiday-dates";
import { fullMoonNear, newMoonNear } from "./moon";

type CountryEvent = CountryGuide["events"][number];
const event = (fields: Partial<CountryEvent>): CountryEvent => ({
  name: "Test",
  kind: "holiday",
  description: "A test event.",
  ...fields,
});
const starts = (rule: string, year: number, country = "CN") => ruleDates(rule, year, country).map((d) => d.start);

describe("the holiday engine", () => {
  it("finds Western and Orthodox Easter", () => {
    expect(["2024", "2025", "2026", "2027", "2028"].map((y) => easterSunday(Number(y)))).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
    ]);
    expect([2024, 2025, 2026, 2027, 2028].map(orthodoxEaster)).toEqual([
      "2024-05-05",
      "2025-04-20",
      "2026-04-12",
      "2027-05-02",
      "2028-04-16",
    ]);
    expect(starts("easter-2", 2027)).toEqual(["2027-03-26"]);
    expect(starts("easter+1", 2026)).toEqual(["2026-04-06"]);
    expect(starts("orthodox-easter-48", 2027)).toEqual(["2027-03-15"]);
  });

  it("finds a weekday on or after a date", () => {
    expect(starts("thu>=11-22", 2026)).toEqual(["2026-11-26"]); // US Thanksgiving
    expect(starts("mon>=05-25", 2027)).toEqual(["2027-05-31"]); // US Memorial Day
    expect(starts("mon>=05-25", 2026)).toEqual(["2026-05-25"]); // the date itself when it is that weekday
  });

  it("dates Ramadan and the Eids by the Umm al-Qura calendar", () => {
    expect(ruleDates("ramadan", 2025, "AE")).toEqual([{ start: "2025-03-01", days: 29 }]);
    expect(starts("eid-al-fitr", 2025, "AE")).toEqual(["2025-03-30"]);
    expect(starts("eid-al-adha", 2025, "AE")).toEqual(["2025-06-06"]);
    expect(starts("ramadan", 2026, "AE")).toEqual(["2026-02-18"]);
    expect(starts("ramadan", 2027, "AE")).toEqual(["2027-02-08"]);
    // A lunar year is 11 days shorter: in 2030 Ramadan begins in January and again in December.
    expect(starts("ramadan", 2030, "AE")).toHaveLength(2);
  });

  it("gives Saudi Arabia's own dates: the Umm al-Qura calendar is the Saudi calendar", () => {
    // Ramadan's first day, Eid al-Fitr and Eid al-Adha as Saudi Arabia kept them in 2022, 2023 and 2024.
    const saudi = (rule: string) => [2022, 2023, 2024].map((year) => starts(rule, year, "SA")[0]);
    expect(saudi("ramadan")).toEqual(["2022-04-02", "2023-03-23", "2024-03-11"]);
    expect(saudi("eid-al-fitr")).toEqual(["2022-05-02", "2023-04-21", "2024-04-10"]);
    expect(saudi("eid-al-adha")).toEqual(["2022-07-09", "2023-06-28", "2024-06-16"]);
    // The Day of Arafah, the eve of Eid al-Adha (the Gulf's guides keep it as eid-al-adha-1).
    expect(starts("eid-al-adha-1", 2024, "SA")).toEqual(["2024-06-15"]);
  });

  it("dates the lunar new year at each country's offset", () => {
    // China's Spring Festival, Vietnam's Tết and Korea's Seollal, 2024 to 2029.
    const years = [2024, 2025, 2026, 2028, 2029];
    expect(years.map((year) => starts("lunar-new-year", year, "CN")[0])).toEqual([
      "2024-02-10",
      "2025-01-29",
      "2026-02-17",
      "2028-01-26",
      "2029-02-13",
    ]);
    expect(years.map((year) => starts("lunar-new-year", year, "VN")[0])).toEqual([
      "2024-02-10",
      "2025-01-29",
      "2026-02-17",
      "2028-01-26",
      "2029-02-13",
    ]);
    expect(starts("lunar-new-year", 2028, "KR")).toEqual(["2028-01-27"]);
    expect(starts("lunar-new-year", 2025)).toEqual(["2025-01-29"]);
    expect(starts("lunar-new-year", 2026)).toEqual(["2026-02-17"]);
    // The moon is new at 23:56 on 6 February 2027 in China, 00:56 on the 7th in Korea.
    expect(starts("lunar-new-year", 2027)).toEqual(["2027-02-06"]);
    expect(starts("lunar-new-year", 2027, "KR")).toEqual(["2027-02-07"]);
    expect(starts("lunar-new-year", 2030, "VN")).toEqual(["2030-02-02"]);
    expect(starts("lunar-new-year", 2030, "CN")).toEqual(["2030-02-03"]);
    expect(starts("lunar-new-year-1", 2026)).toEqual(["2026-02-16"]);
  });

  it("gives Diwali and Holi no date rather than a guess", () => {
    expect(starts("diwali", 2027, "IN")).toEqual([]);
    expect(starts("holi", 2027, "IN")).toEqual([]);
  });

  it("spans a window across the new year, and keeps one year's dates to that year", () => {
    const market = event({ name: "Christmas market", start: "11-29", end: "01-06", kind: "festival" });
    const country: CountryGuide = { code: "CZ", links: [], regions: [], events: [market] };
    expect(countryEventsOn(country, "2027-01-03")).toEqual([market]);
    expect(countryEventsOn(country, "2026-12-20")).toEqual([market]);
    expect(countryEventsOn(country, "2027-01-07")).toEqual([]);
    expect(countryEventsOn(country, "2027-11-28")).toEqual([]);
    const tournament = event({ start: "2027-01-10", end: "2027-01-24" });
    expect(eventSpans(tournament, 2027, "JP")).toEqual([{ event: tournament, start: "2027-01-10", end: "2027-01-24" }]);
    expect(eventSpans(tournament, 2028, "JP")).toEqual([]);
    // The day of the event a date is, counted from its start across the new year (effects hold on some days).
    const newYear = event({ start: "12-29", end: "01-03", effects: { shopsClosed: [1, 2] } });
    const japan: CountryGuide = { code: "JP", links: [], regions: [], events: [newYear] };
    expect(countryEventDays(japan, "2026-12-29").get(newYear)).toBe(1);
    expect(countryEventDays(japan, "2027-01-02").get(newYear)).toBe(5);
    expect(countryEventDays(japan, "2027-01-04").has(newYear)).toBe(false);
    const carnival = event({ rule: "easter-50", days: 5 });
    expect(eventSpans(carnival, 2027, "BR")).toEqual([{ event: carnival, start: "2027-02-06", end: "2027-02-10" }]);
  });
});

describe("the moon", () => {
  const minutesApart = (a: Date, b: string) => Math.abs(a.getTime() - Date.parse(b)) / 60_000;
  it("finds full and new moons to within a few minutes", () => {
    expect(minutesApart(fullMoonNear(new Date("2024-09-17T00:00Z")), "2024-09-18T02:34Z")).toBeLessThan(5);
    expect(minutesApart(fullMoonNear(new Date("2025-01-20T00:00Z")), "2025-01-13T22:27Z")).toBeLessThan(5);
    expect(minutesApart(newMoonNear(new Date("2024-04-01T00:00Z")), "2024-04-08T18:21Z")).toBeLessThan(5);
  });
});

import type { Plan } from "@shared/plan";
import type { ItineraryRequest } from "../ai/engine";
import { validatedRequest } from "../ai/request";
import { addDays, countrySpans } from "../knowledge/holiday-dates";
import { closesWithShops, dayContext, EFFECT_NOTES, effectsOn, eventsWithEffect } from "../knowledge/day-rules";
import type { CityGuide, EventEffect } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { readTheme } from "./interests";
import { mustSees } from "./must-sees";
import { planOffline } from "./plan-trip";
import { stayDays } from "./schedule";
import { fitsSlot } from "./timetable";

/**
 * Holidays that change the plan (decision 1190), measured apart from plan-eval.ts's other rows: a plan over every
 * holiday or festival of the guides that has `effects`, in every guided city it covers, and what each day does
 * with them. A problem is a day on which an effect holds whose notes do not say so, a market or shop on a day
 * shops close, a day trip that is not a must-see on a day long-distance transport is sold out, and a crowded day
 * whose best-known sight is not in the morning though it could be.
 */

export const HOLIDAY_EFFECT_GOALS = { problems: 0 } as const;

/** Days planned over an event, at most this many. */
const MOST_DAYS = 6;
const THEMES = ["sightseeing", "second visit, day trips"] as const;

/** Two single-city requests per guided city and occurrence of each event with effects, in the years given. */
export function holidayRequests(years: readonly number[] = [2026, 2027, 2028]): ItineraryRequest[] {
  const requests: ItineraryRequest[] = [];
  for (const city of guides().cities) {
    const country = guides().country(city.country);
    if (!country) continue;
    for (const year of years) {
      for (const span of countrySpans(country, year)) {
        if (!span.event.effects || (span.event.city && span.event.city !== city.id)) continue;
        // From the day before (its first day a full one), a first visit; from its first day (arriving into it), a
        // return visit asking for day trips (no must-sees: the days a day trip could be chosen on the spot).
        for (const [start, theme] of [
          [addDays(span.start, -1), THEMES[0]],
          [span.start, THEMES[1]],
        ] as const) {
          const last = addDays(start, MOST_DAYS - 1);
          const end = span.end < last ? (span.end > start ? span.end : addDays(start, 1)) : last;
          requests.push({ mode: "plan", destination: city.name, dates: `${start} to ${end}`, theme });
        }
      }
    }
  }
  return requests;
}

const dayNumberText = (date: string, n: number) => `Day ${n} (${date})`;

/** What a single-city plan does wrong with its holidays' effects, in words (empty when nothing). */
export function holidayEffectProblems(plan: Plan, city: CityGuide, theme: string): string[] {
  const problems: string[] = [];
  const dates = plan.days.map((day) => day.date);
  const reading = readTheme(theme);
  const essentials = mustSees(city, stayDays({ city, days: dates.length }, dates, 0, undefined), reading).chosen;
  const activityOf = (id: string) => city.activities.find((a) => a.id === id);
  for (const day of plan.days) {
    const where = dayNumberText(day.date, day.day);
    const context = dayContext(city, day.date);
    for (const event of context.events) {
      for (const effect of effectsOn(event, context.eventDays.get(event) ?? 1)) {
        if (!(day.notes ?? "").includes(EFFECT_NOTES[effect]))
          problems.push(`${where}: the notes do not say ${effect} (${event.name}).`);
      }
    }
    const planned = day.items.flatMap((item) => {
      const activity = item.ref?.city === city.id ? activityOf(item.ref.activity) : undefined;
      return activity ? [{ item, activity }] : [];
    });
    if (eventsWithEffect(context, "shopsClosed").length > 0) {
      for (const { item, activity } of planned) {
        if (closesWithShops(activity) && !activity.openOnHolidays) problems.push(`${where}: ${item.title} while shops close.`);
      }
    }
    if (eventsWithEffect(context, "soldOut").length > 0) {
      for (const { item, activity } of planned) {
        if (activity.fullDay && !essentials.includes(activity)) problems.push(`${where}: a day trip on the spot, ${item.title}.`);
      }
    }
    if (eventsWithEffect(context, "crowds").length > 0) {
      const daytime = planned.filter(({ item }) => !item.fullDay && (item.slot === "morning" || item.slot === "afternoon"));
      const busiest = daytime
        .filter(({ activity }) => activity.rank !== undefined)
        .sort((a, b) => a.activity.rank! - b.activity.rank!)[0];
      const morning = daytime.find(({ item }) => item.slot === "morning");
      // An arrival or a journey in the morning leaves the best-known sight where it is.
      const journey = day.items.some((item) => item.kind === "travel" && item.slot === "morning");
      if (journey && morning) problems.push(`${where}: ${morning.item.title} shares the morning with the journey.`);
      const canTake = (activity: (typeof planned)[number]["activity"], slot: "morning" | "afternoon") =>
        activity.slots.includes(slot) && fitsSlot(activity, context, slot, reading.pace);
      if (
        busiest &&
        !journey &&
        busiest.item.slot !== "morning" &&
        canTake(busiest.activity, "morning") &&
        (!morning || canTake(morning.activity, "afternoon"))
      )
        problems.push(`${where}: ${busiest.item.title}, the best-known sight, is not in the morning.`);
    }
  }
  return problems;
}

export interface HolidayEffectReport {
  plans: number;
  /** Days of those plans on which some effect holds, and the effects that held on some day. */
  daysWithEffects: number;
  effectsHeld: EventEffect[];
  problems: number;
  examples: string[];
}

export function evaluateHolidayEffects(requests = holidayRequests()): HolidayEffectReport {
  let days = 0;
  const held = new Set<EventEffect>();
  const problems: string[] = [];
  for (const request of requests) {
    const { request: valid, dates } = validatedRequest(request);
    const plan = planOffline(valid, dates).plan;
    const city = guides().cities.find((c) => c.name === plan.days[0]!.base)!;
    for (const day of plan.days) {
      const context = dayContext(city, day.date);
      const effects = context.events.flatMap((event) => effectsOn(event, context.eventDays.get(event) ?? 1));
      for (const effect of effects) held.add(effect);
      if (effects.length > 0) days++;
    }
    const theme = request.mode === "plan" ? request.theme : "";
    problems.push(...holidayEffectProblems(plan, city, theme).map((problem) => `${city.id}: ${problem}`));
  }
  return {
    plans: requests.length,
    daysWithEffects: days,
    effectsHeld: [...held].sort(),
    problems: problems.length,
    examples: problems.slice(0, 5),
  };
}

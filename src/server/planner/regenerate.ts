import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import type { PlanSlot } from "@shared/plan-slots";
import { AiError } from "../ai/engine";
import { readTheme } from "./interests";
import { guides } from "../knowledge/guides";
import { excludedBy } from "./must-sees";
import { seededRandom } from "./random";
import { namesAny } from "./theme-vocabulary";
import { activityOf } from "./timetable";
import { placeKeyOf, schedule, titleKeyOf } from "./schedule";

/**
 * One day of a saved plan planned again (or one slot of it), as a proposal: same date and base, nothing the
 * rest of the trip already has, the traveller's instruction read as a theme. Without an instruction the day
 * comes back different (nothing it has now); with one, its own stops may stay where they grant the wish ("more
 * food" keeps the day's lunch rather than leaving it out). A travel leg stays as it was; so do the other slots
 * when one slot is asked for.
 */
export function regenerateDay(plan: Plan, dayNumber: number, options: { slot?: PlanSlot; instruction?: string }): PlanDay {
  const day = plan.days[dayNumber - 1]!;
  const city = guides().cities.find((guide) => guide.name === day.base);
  if (!city) {
    throw new AiError("invalid_request", {
      message: `The offline planner has no guide for ${day.base || "this day's place"}, so it cannot plan this day again.`,
    });
  }
  const keep = day.items.filter((item) => item.kind === "travel" || (options.slot !== undefined && item.slot !== options.slot));
  const everything = plan.days.flatMap((other) => other.items);
  const wish = options.instruction?.trim();
  const reading = readTheme(wish || plan.theme);
  // The day's own stops that grant the wish may come back ("more food" keeps its lunch); the others are replaced.
  const grants = (item: PlanItem) => {
    const activity = activityOf(item);
    return (
      activity !== undefined &&
      !excludedBy(reading, activity) &&
      (activity.themes.some((theme) => reading.interests.includes(theme)) || namesAny(activity, reading.keywords))
    );
  };
  const kept = new Set(wish ? day.items.filter((item) => !keep.includes(item) && grants(item)) : []);
  const taken = everything.filter((item) => !kept.has(item));
  const avoid = {
    activities: taken.flatMap((item) => (item.ref?.city === city.id ? [item.ref.activity] : [])),
    keys: taken.flatMap((item) => [titleKeyOf(item.title), ...(item.place ? [placeKeyOf(item.place.name)] : [])]),
  };
  const random = seededRandom(
    `${plan.title}|${day.date}|${options.slot ?? "day"}|${options.instruction ?? ""}|${everything.length}`,
  );
  const fresh = schedule({ stays: [{ city, days: 1 }], dates: [day.date], reading, random, firstDay: day.day, avoid })[0]!;
  const covered = (slot: PlanSlot) => keep.some((item) => item.slot === slot || (item.fullDay && slot !== "evening"));
  const added = fresh.items.filter((item) => (options.slot ? item.slot === options.slot : !covered(item.slot)));
  const order: Record<PlanSlot, number> = { morning: 0, afternoon: 1, evening: 2, optional: 3 };
  return {
    ...day,
    theme: options.slot ? day.theme : fresh.theme,
    items: [...keep, ...added].sort((a, b) => order[a.slot] - order[b.slot]),
  };
}

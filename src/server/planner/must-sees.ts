import type { PlanSlot } from "@shared/plan-slots";
import type { Pace } from "@shared/timetable";
import { availableOn, DAY_SPREAD_KM, type DayContext } from "../knowledge/day-rules";
import type { Activity, CityGuide, Interest } from "../knowledge/guide-schema";
import { distanceKm } from "@shared/geo";
import type { ThemeReading } from "./interests";
import { namesAny } from "./theme-vocabulary";
import { fitsSlot, PACE_BUDGETS } from "./timetable";

/**
 * What a first visit must hold (decision 1040): the city's best-ranked activities (`rank` in the guides: 1 is
 * what a first-time visitor would most regret missing), placed on days they are open before anything else is
 * chosen. How many grows with the stay; a theme focused elsewhere (food, nature...) halves it; "no museums" leaves
 * those out; a return visit ("second time", "hidden gems") has none. A full-day excursion is a must-see only when
 * it is among the top ranks (Machu Picchu from Cusco, the Great Wall from Beijing), at most one in a stay under four
 * days; a top-price dinner never is.
 */

export type Role = "arrival" | "travel" | "departure" | "full";

/** A day of one stay, as the scheduler sees it before choosing. */
export interface StayDay {
  role: Role;
  context: DayContext;
  /** The first days at altitude: no full-day excursion, nothing strenuous. */
  acclimatising: boolean;
  /** Hours of the travel leg that starts a travel day. */
  legHours?: number;
}

export interface Anchor {
  activity: Activity;
  slot: PlanSlot;
}

/** The most must-sees a stay holds, however long. */
export const MAX_MUST_SEES = 10;
/** A stay shorter than this takes no day trip unless it is one of its must-sees or the theme asks for one. */
export const DAY_TRIP_MIN_STAY = 4;
/** Interests that mean the traveller came for something else than the sights. */
const ELSEWHERE: readonly Interest[] = ["food", "nightlife", "shopping", "nature", "adventure", "relaxation"];

/** How many must-sees a stay of `days` days holds for this reading of the theme. */
export function mustSeeCount(days: number, reading: ThemeReading): number {
  if (!reading.firstVisit) return 0;
  const count = Math.min(days + 1, MAX_MUST_SEES);
  const elsewhere = reading.interests.some((i) => ELSEWHERE.includes(i)) && !reading.interests.includes("culture");
  return elsewhere ? Math.ceil(count / 2) : count;
}

/** Whether the traveller left this activity out ("no museums", "no nightlife"). */
export function excludedBy(reading: ThemeReading, activity: Activity): boolean {
  if (reading.excluded.length === 0) return false;
  return (
    namesAny(activity, reading.excluded) ||
    reading.excluded.some((word) => activity.kind.startsWith(word) || activity.themes.some((theme) => theme.startsWith(word)))
  );
}

/** A top-price item (a three-star dinner, a private tour) only goes in a trip that asks for luxury. */
export const topPriceAllowed = (reading: ThemeReading) => reading.interests.includes("luxury");

const isTopPriceMeal = (activity: Activity) => activity.cost === 3 && (activity.kind === "food" || activity.kind === "nightlife");

/** Up to this long, a must-see fits the afternoon of an arrival (the Forbidden City; not a day's hike). */
const ARRIVAL_MINUTES = 240;

/** The slots of a day an activity could take there as a must-see (none when it is closed that day). */
export function anchorSlots(day: StayDay, activity: Activity, centre: { lat: number; lon: number }, pace: Pace): PlanSlot[] {
  return daySlots(day, activity, centre).filter((slot) => fitsSlot(activity, day.context, slot, pace));
}

/** The slots a must-see could take by the day's role, before its hours that date are read. */
function daySlots(day: StayDay, activity: Activity, centre: { lat: number; lon: number }): PlanSlot[] {
  if (!availableOn(activity, day.context)) return [];
  if (day.acclimatising && activity.themes.includes("adventure")) return [];
  if (activity.fullDay) return day.role === "full" && !day.acclimatising ? ["morning"] : [];
  const minutes = activity.minutes ?? 999;
  const km = distanceKm(centre, activity.place);
  // The sun says when a sunrise or a sunset is (fitsSlot), whatever slots the guide gives.
  const daytime = (slot: "morning" | "afternoon") => activity.sun !== undefined || activity.slots.includes(slot);
  const evening = activity.sun !== undefined || activity.slots.includes("evening") ? (["evening"] as const) : [];
  switch (day.role) {
    case "full":
      return [...(["morning", "afternoon"] as const).filter(daytime), ...evening];
    case "arrival":
      return [...(daytime("afternoon") && minutes <= ARRIVAL_MINUTES && km <= 10 ? ["afternoon" as const] : []), ...evening];
    case "travel": {
      const hours = day.legHours ?? 0;
      const fits = hours <= 3 ? minutes <= ARRIVAL_MINUTES && km <= 10 : minutes <= 120 && km <= 5;
      return [...(hours <= 5 && daytime("afternoon") && fits ? ["afternoon" as const] : []), ...evening];
    }
    case "departure":
      return [
        ...(daytime("morning") ? ["morning" as const] : []),
        ...(daytime("afternoon") && minutes <= 120 && km <= 5 ? ["afternoon" as const] : []),
      ];
  }
}

/** Must-sees this close (km) go on the same day when the pace allows: one trip to their area, not two. */
const NEIGHBOURS_KM = 1.5;

/** How many full-day excursions may be must-sees in a stay of this length. */
const excursionShare = (days: number) => (days < DAY_TRIP_MIN_STAY ? 1 : Math.floor(days / 3));

/** A day of the stay (its index) and a slot of it where a must-see could go. */
interface AnchorOption {
  index: number;
  slot: PlanSlot;
}

export interface MustSees {
  /** Best rank first: the top `mustSeeCount` activities that fit the stay together, and the day trips the theme names. */
  chosen: Activity[];
  /** Where they go: index of the day in the stay -> its anchors. */
  placed: Map<number, Anchor[]>;
  /** Top-ranked ones open on a day of the stay but with no room left beside the others (a day trip took the day). */
  crowdedOut: Activity[];
}

/**
 * The must-sees of one stay: down the ranks, each activity that can still go on one of its days beside those
 * already chosen, until the stay holds `mustSeeCount`; then the day trips the theme names ("Versailles",
 * "Pompeii"). `fresh` says whether the trip can still use an activity (not done already in another city).
 */
export function mustSees(
  city: CityGuide,
  days: readonly StayDay[],
  reading: ThemeReading,
  fresh: (activity: Activity) => boolean = () => true,
): MustSees {
  const count = mustSeeCount(days.length, reading);
  const chosen: Activity[] = [];
  const crowdedOut: Activity[] = [];
  let placed = new Map<number, Anchor[]>();
  let excursions = 0;
  // Two activities at one place (a street by night, its food by day) count as one visit.
  const places = new Set<string>();
  const isNew = (activity: Activity) => !places.has(activity.place.name) && !places.has(activity.title);
  // Where each activity could go in this stay, read once: every choice below places all chosen ones again.
  const options = new Map<Activity, AnchorOption[]>();
  const optionsOf = (activity: Activity) => {
    let found = options.get(activity);
    if (!found) {
      found = days.flatMap((day, index) => anchorSlots(day, activity, city, reading.pace).map((slot) => ({ index, slot })));
      options.set(activity, found);
    }
    return found;
  };
  const placeable = (activity: Activity) => optionsOf(activity).length > 0;
  const usable = (activity: Activity) =>
    fresh(activity) && !excludedBy(reading, activity) && isNew(activity) && placeable(activity);
  const take = (activity: Activity) => {
    const next = placeMustSees(days, [...chosen, activity], optionsOf, reading.pace);
    if ([...next.values()].flat().length <= chosen.length) return false;
    chosen.push(activity);
    placed = next;
    places.add(activity.place.name);
    places.add(activity.title);
    return true;
  };
  const ranked = [...city.activities].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
  for (const activity of ranked) {
    if (chosen.length >= count) break;
    if (isTopPriceMeal(activity) && !topPriceAllowed(reading)) continue;
    if (activity.fullDay && excursions >= excursionShare(days.length)) continue;
    if (!usable(activity)) continue;
    if (!take(activity)) crowdedOut.push(activity);
    else if (activity.fullDay) excursions++;
  }
  const named = reading.keywords.filter((word) => word.length >= 4);
  for (const activity of ranked) {
    if (activity.fullDay && namesAny(activity, named) && usable(activity)) take(activity);
  }
  return { chosen, placed, crowdedOut };
}

/**
 * The must-sees spread over the stay's days (index in the stay -> anchors): the most constrained first (the Louvre
 * on a Monday-to-Wednesday trip can only go on the Wednesday), each where it leaves the most room, no two of one day
 * further apart than a day covers. One that finds no free slot may move an earlier one to another of its options.
 */
function placeMustSees(
  days: readonly StayDay[],
  list: readonly Activity[],
  optionsOf: (activity: Activity) => AnchorOption[],
  pace: Pace,
): Map<number, Anchor[]> {
  const placed = new Map<number, Anchor[]>();
  const options = new Map(list.map((activity) => [activity, optionsOf(activity)]));
  const on = (index: number) => placed.get(index) ?? [];
  const free = (index: number, slot: PlanSlot, activity: Activity, ignore?: Activity) => {
    const others = on(index).filter((anchor) => anchor.activity !== ignore);
    // One sunset (or sunrise) a day.
    if (activity.sun && others.some((a) => a.activity.sun === activity.sun)) return false;
    if (activity.fullDay) return others.every((a) => a.slot === "evening");
    if (others.some((a) => a.slot === slot || (a.activity.fullDay && slot !== "evening"))) return false;
    // Two long visits do not share a day beyond its pace (timetable.ts).
    const visits = [activity, ...others.map((a) => a.activity)].filter((a) => a.kind !== "food" && a.kind !== "nightlife");
    if (visits.reduce((sum, a) => sum + (a.minutes ?? 0), 0) > PACE_BUDGETS[pace].activeMinutes - 90) return false;
    return others.every((a) => a.activity.fullDay || distanceKm(a.activity.place, activity.place) <= DAY_SPREAD_KM);
  };
  const cost = (index: number, slot: PlanSlot, activity: Activity) => {
    const others = on(index);
    let value = others.length * 2 + (days[index]!.role === "full" ? 0 : 1) + index * 0.01;
    if (slot === "evening" && activity.kind !== "food" && activity.kind !== "nightlife" && activity.slots.length > 1)
      value += 1.5;
    for (const other of others) {
      if (other.activity.fullDay) continue;
      const km = distanceKm(other.activity.place, activity.place);
      // Neighbours share a day (Jerónimos and the Belém Tower): the area is not crossed to twice.
      value += km <= NEIGHBOURS_KM ? -2.5 : km * 0.2;
    }
    return value;
  };
  const put = (activity: Activity, index: number, slot: PlanSlot) => placed.set(index, [...on(index), { activity, slot }]);
  const order = [...list].sort((a, b) => options.get(a)!.length - options.get(b)!.length);
  for (const activity of order) {
    let best: { index: number; slot: PlanSlot } | undefined;
    let bestCost = Infinity;
    for (const option of options.get(activity)!) {
      if (!free(option.index, option.slot, activity)) continue;
      const value = cost(option.index, option.slot, activity);
      if (value < bestCost) {
        best = option;
        bestCost = value;
      }
    }
    if (best) {
      put(activity, best.index, best.slot);
      continue;
    }
    // No free slot: move one anchor in the way to another of its options, if it has one.
    moving: for (const option of options.get(activity)!) {
      for (const blocker of on(option.index)) {
        if (free(option.index, option.slot, activity, blocker.activity) === false) continue;
        for (const other of options.get(blocker.activity) ?? []) {
          if (other.index === option.index || !free(other.index, other.slot, blocker.activity)) continue;
          placed.set(
            option.index,
            on(option.index).filter((a) => a !== blocker),
          );
          put(blocker.activity, other.index, other.slot);
          put(activity, option.index, option.slot);
          break moving;
        }
      }
    }
  }
  return placed;
}

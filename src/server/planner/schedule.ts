import { ITINERARY_LIMITS } from "@shared/schemas/limits";
import type { PlanDay, PlanItem, TravelLeg } from "@shared/plan";
import { clip } from "@shared/text";
import { bySlot, type PlanSlot } from "@shared/plan-slots";
import { distanceKm } from "@shared/geo";
import {
  availableOn,
  DAY_SPREAD_KM,
  dayContext,
  effectsOn,
  eventNote,
  eventsWithEffect,
  type DayContext,
} from "../knowledge/day-rules";
import type { Activity, CityGuide, Interest, Slot } from "../knowledge/guide-schema";
import { normalize } from "../knowledge/normalize";
import { INTEREST_TITLES, type ThemeReading } from "./interests";
import { DAY_TRIP_MIN_STAY, excludedBy, mustSees, topPriceAllowed, type Role, type StayDay } from "./must-sees";
import { travelBetween, type Stay } from "./route";
import { mentionsAny, namesAny } from "./theme-vocabulary";
import { fitsSlot, PACE_BUDGETS } from "./timetable";

/**
 * Days built around their base, the way a local would plan them: a first visit's must-sees go in first, on
 * days they are open (must-sees.ts); the rest follows the theme, near the day's anchors; a full-day excursion
 * takes the whole day, and a stay under four days takes none beyond its must-sees unless the theme asks;
 * top-price places only when luxury is asked; an extra stop comes before dinner, never after; arrival, travel
 * and departure days are light; nothing on its closing day or out of season; holidays and festivals on their
 * dates; the first days at altitude gentle. No activity, or two at the same place, twice in a trip.
 */

export interface ScheduleInput {
  stays: readonly Stay[];
  dates: readonly string[];
  reading: ThemeReading;
  random: () => number;
  /** The number of the first day (a day planned again keeps its number). */
  firstDay?: number;
  /** What the rest of the trip already has: activity ids of this stay's city, and place and title keys. */
  avoid?: { activities: readonly string[]; keys: readonly string[] };
}

/** Altitude (m) from which the first days at a base are kept gentle. */
export const ACCLIMATISE_FROM_M = 2500;
/** A day's visits up to this long (minutes) leave time for an extra stop before dinner. */
const EXTRA_UNTIL_MINUTES = 300;
/** A visit up to this long (minutes) leaves its time of day room for a second stop near it. */
const SHORT_VISIT_MINUTES = 90;
/** How far a second stop may be from the first of its time of day (km): a short walk or ride. */
const SECOND_STOP_KM = 3;
/** A neighbourhood walk's length; a second stop leaves this much of the pace for the evening still to come. */
const WALK_MINUTES = 120;
/** The shortest meal or night out an evening is planned around (minutes). */
const DINNER_MINUTES = 60;
/** Rain on this many days of the month makes indoor places the better choice. */
const RAINY_MONTH_DAYS = 12;

/** What the legs between a day's stops take, kept free of the pace's active time when picking (minutes). */
const LEG_ALLOWANCE_MINUTES = 75;

/** A meal or a night out: rest between visits, not counted against the pace (stop-check.ts counts the same). */
const restful = (activity: Pick<Activity, "kind">) => activity.kind === "food" || activity.kind === "nightlife";

const activeMinutes = (picked: readonly Picked[]) =>
  picked.reduce((sum, p) => sum + (restful(p.activity) ? 0 : (p.activity.minutes ?? 0)), 0);

export interface Picked {
  activity: Activity;
  slot: PlanSlot;
}

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The same place twice, or the same title in two cities ("Dumplings in Chinatown"), counts as a repeat. */
export const placeKeyOf = (name: string) => `place:${normalize(name)}`;
export const titleKeyOf = (title: string) => `title:${normalize(title)}`;
/** A guide activity's keys, made once: the scheduler compares them for every candidate of every slot. */
const activityKeys = new WeakMap<Activity, { place: string; title: string }>();
function keysOf(activity: Activity) {
  let keys = activityKeys.get(activity);
  if (!keys) {
    keys = { place: placeKeyOf(activity.place.name), title: titleKeyOf(activity.title) };
    activityKeys.set(activity, keys);
  }
  return keys;
}
const placeKey = (activity: Activity) => keysOf(activity).place;
const titleKey = (activity: Activity) => keysOf(activity).title;

/** What a day of the trip is: the first arrives, a base's first day travels there, the last of three or more leaves. */
function roleOf(index: number, dayInStay: number, total: number): Role {
  if (total === 1) return "full";
  if (index === 0) return "arrival";
  if (dayInStay === 0) return "travel";
  return index === total - 1 && total >= 3 ? "departure" : "full";
}

/** The days of one stay before anything is chosen: what each is, its date's rules, altitude, the leg to it. */
export function stayDays(stay: Stay, dates: readonly string[], firstIndex: number, previous: CityGuide | undefined): StayDay[] {
  return Array.from({ length: stay.days }, (_, dayInStay) => {
    const role = roleOf(firstIndex + dayInStay, dayInStay, dates.length);
    const leg = role === "travel" && previous ? travelBetween(previous, stay.city) : undefined;
    return {
      role,
      context: dayContext(stay.city, dates[firstIndex + dayInStay]!),
      acclimatising: (stay.city.altitude ?? 0) >= ACCLIMATISE_FROM_M && dayInStay < 2,
      ...(leg && { legHours: leg.hours }),
    };
  });
}

export function schedule({ stays, dates, reading, random, firstDay = 1, avoid }: ScheduleInput): PlanDay[] {
  const usedActivities = new Set<string>(avoid?.activities);
  const usedPlaces = new Set<string>(avoid?.keys);
  const days: PlanDay[] = [];
  const wanted = reading.interests;
  let index = 0;
  let previous: CityGuide | undefined;
  /**
   * A festival or a month like Ramadan is noted on the first day it covers, not on each; a day it shuts places
   * or transport, or one of its effects holds, is noted every time (that day's plan is different), its
   * description only the first time.
   */
  const notedEvents = new Set<string>();

  for (const stay of stays) {
    const { city } = stay;
    const tips = [...city.tips];
    const fresh = (activity: Activity) =>
      !usedActivities.has(activity.id) && !usedPlaces.has(placeKey(activity)) && !usedPlaces.has(titleKey(activity));
    const plannedDays = stayDays(stay, dates, index, previous);
    // The must-sees are placed first and kept from every other pick until their day.
    const anchors = mustSees(city, plannedDays, reading, fresh).placed;
    const reserve = (activity: Activity) => {
      usedActivities.add(activity.id);
      usedPlaces.add(placeKey(activity));
      usedPlaces.add(titleKey(activity));
    };
    for (const list of anchors.values()) for (const anchor of list) reserve(anchor.activity);
    const essentialTrips = [...anchors.values()].flat().filter((anchor) => anchor.activity.fullDay).length;
    const dayTripsAllowed = stay.days >= DAY_TRIP_MIN_STAY ? Math.floor(stay.days / 3) : reading.dayTrips ? 1 : 0;
    const excursionsLeft = { count: Math.max(0, dayTripsAllowed - essentialTrips) };
    for (let dayInStay = 0; dayInStay < stay.days; dayInStay++, index++) {
      const date = dates[index]!;
      const { role, context, acclimatising } = plannedDays[dayInStay]!;
      const leg = role === "travel" && previous ? travelBetween(previous, city) : undefined;
      const climate = city.climate[context.month - 1]!;
      const rainy = climate.rainDays >= RAINY_MONTH_DAYS || climate.high <= 2 || climate.high >= 34;
      const dayInterest: Interest | undefined = wanted.length > 0 ? wanted[index % wanted.length] : undefined;
      const dayAnchors = anchors.get(dayInStay) ?? [];

      const score = (
        activity: Activity,
        slot: PlanSlot,
        near: { lat: number; lon: number } | undefined,
        picked: readonly Picked[],
      ) => {
        let value = random() * 1.6;
        for (const theme of activity.themes) {
          if (wanted.includes(theme)) value += 2;
          if (theme === dayInterest) value += 0.8;
        }
        if (reading.keywords.length > 0) {
          if (namesAny(activity, reading.keywords)) value += 3;
          else if (mentionsAny(activity, reading.keywords)) value += 1.2;
        }
        // Budget: free and cheap places first.
        if (wanted.includes("budget")) value += [2, 1.2, -0.8, -3][activity.cost]!;
        if (wanted.includes("luxury") && activity.cost === 3) value += 1.5;
        if (wanted.includes("family") && activity.themes.includes("nightlife")) value -= 4;
        if (reading.accessible && (activity.themes.includes("adventure") || (activity.minutes ?? 0) > 180)) value -= 3;
        if (reading.pace === "relaxed" && (activity.minutes ?? 0) > 180) value -= 1;
        if (rainy && activity.indoor) value += 0.8;
        if (rainy && activity.indoor === false) value -= 0.5;
        // An evening's dinner or night out; a gelato or a shot of liqueur is no dinner.
        if (slot === "evening" && restful(activity) && (activity.minutes ?? 0) >= DINNER_MINUTES) value += 1.2;
        if (slot === "morning" && activity.kind === "sight") value += 0.5;
        // Evenings are scarcer than days: a dinner or a night out is kept for one.
        if (
          slot !== "evening" &&
          (activity.kind === "food" || activity.kind === "nightlife") &&
          activity.slots.includes("evening")
        )
          value -= 0.8;
        if (activity.slots.length === 1 && activity.slots[0] === slot) value += 0.6;
        if (picked.some((p) => p.activity.kind === activity.kind)) value -= 1.2;
        if (near) value -= Math.max(0, distanceKm(near, activity.place) - 1.5) * 0.35;
        return value;
      };
      const pick = (
        slot: PlanSlot,
        options: {
          near?: { lat: number; lon: number };
          short?: boolean;
          fullDay?: boolean;
          /** A second stop: what of the pace it leaves free, and the stop of its time of day it follows, close by. */
          second?: { keepFree: number; after: Activity };
        },
        picked: Picked[],
      ) => {
        const slotOf: Slot = slot === "optional" ? "afternoon" : slot;
        const luxury = topPriceAllowed(reading);
        // The pace's active time (timetable.ts), less what is picked and an allowance for the legs between.
        const activeLeft =
          PACE_BUDGETS[reading.pace].activeMinutes -
          LEG_ALLOWANCE_MINUTES -
          activeMinutes(picked) -
          (options.second?.keepFree ?? 0);
        // When the stay's evening places barely cover its evenings, the day leaves them for the evening.
        const eveningsLeft = city.activities.filter(
          (a) => a.slots.includes("evening") && !a.fullDay && !usedActivities.has(a.id) && (luxury || a.cost < 3),
        ).length;
        const keepEvenings = slot !== "evening" && eveningsLeft <= stay.days - dayInStay + 1;
        let best: Activity | undefined;
        let bestScore = -Infinity;
        for (const activity of city.activities) {
          if (usedActivities.has(activity.id) || usedPlaces.has(placeKey(activity)) || usedPlaces.has(titleKey(activity)))
            continue;
          if (!activity.slots.includes(slotOf) && !activity.sun) continue;
          if (keepEvenings && activity.slots.includes("evening") && (activity.kind === "food" || activity.kind === "nightlife"))
            continue;
          if (Boolean(activity.fullDay) !== Boolean(options.fullDay)) continue;
          if (activity.cost === 3 && !luxury) continue;
          if (excludedBy(reading, activity)) continue;
          if (!availableOn(activity, context)) continue;
          if (!fitsSlot(activity, context, slot, reading.pace, options.second?.after)) continue;
          if (options.second && distanceKm(options.second.after.place, activity.place) > SECOND_STOP_KM) continue;
          // A budget trip's second stops are free.
          if (options.second && wanted.includes("budget") && activity.cost > 0) continue;
          if (!activity.fullDay && !restful(activity) && (activity.minutes ?? 0) > activeLeft) continue;
          if (options.short && ((activity.minutes ?? 999) > 120 || distanceKm(city, activity.place) > 5)) continue;
          if (acclimatising && activity.themes.includes("adventure")) continue;
          if (activity.sun && picked.some((p) => p.activity.sun === activity.sun)) continue;
          // One meal a time of day: an afternoon's extra stop is never a second lunch.
          if (activity.kind === "food" && picked.some((p) => p.slot === slot && p.activity.kind === "food")) continue;
          if (
            !activity.fullDay &&
            picked.some((p) => !p.activity.fullDay && distanceKm(p.activity.place, activity.place) > DAY_SPREAD_KM)
          )
            continue;
          const value = score(activity, slot, options.near, picked);
          if (value > bestScore) {
            best = activity;
            bestScore = value;
          }
        }
        if (!best) return undefined;
        usedActivities.add(best.id);
        usedPlaces.add(placeKey(best));
        usedPlaces.add(titleKey(best));
        const chosen = { activity: best, slot };
        picked.push(chosen);
        return chosen;
      };

      const picked: Picked[] = dayAnchors.map((anchor) => ({ activity: anchor.activity, slot: anchor.slot }));
      const anchorAt = (slot: PlanSlot) => picked.find((p) => p.slot === slot && !p.activity.fullDay);
      // A day's other places gather around its must-sees.
      const anchorPlace = picked.find((p) => !p.activity.fullDay)?.activity.place;
      const extra: PlanItem[] = [];
      let excursion: Picked | undefined = picked.find((p) => p.activity.fullDay);
      if (role === "arrival") {
        extra.push(travelItem(`d${index + firstDay}-arrive`, "morning", `Arrive in ${city.name}`, arrivalText(city)));
        const afternoon = anchorAt("afternoon") ?? pick("afternoon", { short: true }, picked);
        if (!anchorAt("evening")) pick("evening", { near: afternoon?.activity.place ?? city }, picked);
      } else if (role === "travel" && leg) {
        const long = leg.hours > 5;
        extra.push({
          ...travelItem(`d${index + firstDay}-travel`, "morning", `Travel to ${city.name}`, legText(leg, city)),
          durationMinutes: Math.round(leg.hours * 60),
          ...(long && { fullDay: true as const }),
        });
        if (!long && !anchorAt("afternoon")) pick("afternoon", { short: leg.hours > 3 }, picked);
        if (!anchorAt("evening")) pick("evening", { near: picked[0]?.activity.place ?? city }, picked);
      } else {
        // A day trip beyond the must-sees: only on a day they leave free, in a stay long enough (or asked for).
        // Not when long-distance transport is sold out (Golden Week, Tết): a day trip then is booked ahead or not at all.
        const canExcurse =
          !excursion &&
          picked.length === 0 &&
          role === "full" &&
          !acclimatising &&
          excursionsLeft.count > 0 &&
          dayInStay > 0 &&
          eventsWithEffect(context, "soldOut").length === 0;
        if (canExcurse && (reading.dayTrips || random() < 0.6)) {
          excursion = pick("morning", { fullDay: true }, picked);
          if (excursion) excursionsLeft.count -= 1;
        }
        const morning = excursion ?? anchorAt("morning") ?? pick("morning", { near: anchorPlace }, picked);
        // A short visit (a morning out by half past ten) leaves the rest of its time of day to a second stop near
        // it, rather than three empty hours before the next; a relaxed day keeps them free.
        const secondStop = (slot: "morning" | "afternoon", first: Picked | undefined) => {
          if (first && reading.pace !== "relaxed" && !acclimatising && (first.activity.minutes ?? 0) <= SHORT_VISIT_MINUTES)
            pick(
              slot,
              { near: first.activity.place, short: true, second: { keepFree: WALK_MINUTES, after: first.activity } },
              picked,
            );
        };
        if (!excursion) secondStop("morning", morning);
        const afternoon = excursion
          ? undefined
          : (anchorAt("afternoon") ??
            pick("afternoon", { near: morning?.activity.place ?? anchorPlace ?? city, short: role === "departure" }, picked));
        if (role !== "departure") secondStop("afternoon", afternoon);
        if (role === "departure") {
          extra.push(travelItem(`d${index + firstDay}-depart`, "evening", `Depart from ${city.name}`, departureText(city)));
        } else {
          if (!anchorAt("evening")) {
            pick("evening", { near: excursion ? city : ((afternoon ?? morning)?.activity.place ?? city) }, picked);
          }
          // An extra stop goes in the afternoon, before dinner, when the day's visits leave time for it.
          const daytime = picked.reduce((sum, p) => sum + (p.slot === "evening" ? 0 : (p.activity.minutes ?? 0)), 0);
          const room = city.activities.filter((a) => !usedActivities.has(a.id)).length > (stay.days - dayInStay - 1) * 3 + 3;
          if (
            !excursion &&
            daytime <= EXTRA_UNTIL_MINUTES &&
            reading.pace !== "relaxed" &&
            !acclimatising &&
            room &&
            (reading.pace === "packed" || random() < 0.5)
          ) {
            pick("afternoon", { near: (afternoon ?? morning)?.activity.place, short: true }, picked);
          }
        }
      }

      // A slot nothing near could fill: anything open that day, else a walk through one of the neighbourhoods.
      const covered = (slot: PlanSlot, items: readonly { slot: PlanSlot; fullDay?: true }[]) =>
        items.some((item) => item.slot === slot || (item.fullDay && slot !== "evening"));
      for (const slot of ["morning", "afternoon", "evening"] as const) {
        const taken = [...extra, ...picked.map((p) => ({ slot: p.slot, fullDay: p.activity.fullDay }))];
        if (!covered(slot, taken)) pick(slot, {}, picked);
      }
      // Not when the morning is the arrival or the journey.
      if (eventsWithEffect(context, "crowds").length > 0 && !extra.some((item) => item.slot === "morning"))
        busiestFirst(picked, context, reading.pace);
      const unordered: PlanItem[] = [...extra, ...picked.map((p) => activityItem(city, p))];
      for (const slot of ["morning", "afternoon", "evening"] as const) {
        if (!covered(slot, unordered)) unordered.push(neighbourhoodWalk(city, slot, index + firstDay - 1, usedPlaces));
      }
      const items = bySlot(unordered);

      const notes = [
        ...context.events
          .map((event) => ({ event, day: context.eventDays.get(event) ?? 1 }))
          .filter(
            ({ event, day }) =>
              event.closures || event.transport || effectsOn(event, day).length > 0 || !notedEvents.has(event.name),
          )
          .map(({ event, day }) => eventNote(event, day, notedEvents.has(event.name))),
        acclimatising && dayInStay === 0
          ? `${city.name} lies at about ${city.altitude!.toLocaleString("en-US")} m: take the first two days gently, drink plenty of water and keep strenuous hikes for later.`
          : undefined,
        tips.shift(),
      ].filter((note): note is string => Boolean(note));
      for (const event of context.events) notedEvents.add(event.name);

      days.push({
        day: index + firstDay,
        date,
        base: city.name,
        theme: clip(dayTheme(role, city, items, excursion, dayInterest), ITINERARY_LIMITS.theme),
        ...(leg && { travel: leg }),
        ...(notes.length > 0 && { notes: clip(notes.join(" "), ITINERARY_LIMITS.section) }),
        items,
      });
    }
    previous = city;
  }
  return days;
}

/**
 * On a crowded holiday the day's best-known sight (the guides' `rank`) goes first thing in the morning, before the
 * crowds build: it swaps slots with the morning's stop when each can take the other's slot.
 */
function busiestFirst(picked: Picked[], context: DayContext, pace: ThemeReading["pace"]): void {
  const daytime = picked.filter((p) => !p.activity.fullDay && (p.slot === "morning" || p.slot === "afternoon"));
  const busiest = daytime.filter((p) => p.activity.rank !== undefined).sort((a, b) => a.activity.rank! - b.activity.rank!)[0];
  if (!busiest || busiest.slot === "morning") return;
  const morning = daytime.find((p) => p.slot === "morning");
  const canTake = (p: Picked, slot: "morning" | "afternoon") =>
    p.activity.slots.includes(slot) && fitsSlot(p.activity, context, slot, pace);
  if (!canTake(busiest, "morning") || (morning && !canTake(morning, busiest.slot as "afternoon"))) return;
  if (morning) morning.slot = busiest.slot;
  busiest.slot = "morning";
}

/** A guide's activity as a plan item (also what the trip editor offers to add). */
export function activityItem(city: CityGuide, { activity, slot }: Picked): PlanItem {
  const item: PlanItem = {
    id: `${city.id}/${activity.id}`,
    slot,
    title: activity.title,
    description: activity.description,
    kind: activity.kind,
    place: { name: activity.place.name, lat: activity.place.lat, lon: activity.place.lon, area: activity.place.area },
    source: "knowledge",
    ref: { city: city.id, activity: activity.id },
  };
  if (activity.fullDay) item.fullDay = true;
  if (activity.minutes) item.durationMinutes = activity.minutes;
  return item;
}

function travelItem(id: string, slot: PlanSlot, title: string, description: string): PlanItem {
  return { id, slot, title, description, kind: "travel", source: "knowledge" };
}

function arrivalText(city: CityGuide): string {
  const area = city.neighbourhoods[0]!;
  return `Check in and get your bearings with a first walk in ${area.name}: ${area.description} ${city.gettingAround}`;
}

/** The arrival already said how to get around the city (arrivalText): the last day does not say it again. */
function departureText(city: CityGuide): string {
  return `Leave time to reach the airport or station from ${city.name}, with your luggage.`;
}

const MODE_WORDS: Record<TravelLeg["mode"], string> = {
  train: "by train",
  bus: "by bus",
  car: "by car",
  ferry: "by ferry",
  flight: "by air",
};

function legText(leg: TravelLeg, city: CityGuide): string {
  const hours = leg.hours < 1 ? `${Math.round(leg.hours * 60)} minutes` : `about ${leg.hours} hour${leg.hours === 1 ? "" : "s"}`;
  const flight = leg.mode === "flight" ? " door to door, airport time included" : "";
  return `From ${leg.from} to ${city.name} ${MODE_WORDS[leg.mode]}, ${hours}${flight}. ${city.summary}`;
}

const WALK_TITLES: Record<"morning" | "afternoon" | "evening", (area: string) => string> = {
  morning: (area) => `Morning walk in ${area}`,
  afternoon: (area) => `Afternoon in ${area}`,
  evening: (area) => `Evening stroll through ${area}`,
};

/** A time of day left free in a neighbourhood walked before: a long stay returns to an area it liked. */
const FREE_TITLES: Record<"morning" | "afternoon" | "evening", (area: string) => string> = {
  morning: (area) => `Free morning around ${area}`,
  afternoon: (area) => `Free afternoon around ${area}`,
  evening: (area) => `Free evening around ${area}`,
};

/**
 * A neighbourhood not yet walked (at that time of day, once all have been), for a slot nothing else fills; once
 * every one has been walked then, the time is left free around one of them.
 */
function neighbourhoodWalk(
  city: CityGuide,
  slot: "morning" | "afternoon" | "evening",
  dayIndex: number,
  usedPlaces: Set<string>,
): PlanItem {
  const unused = (title: (area: string) => string) => (n: { name: string }) => !usedPlaces.has(titleKeyOf(title(n.name)));
  const walk =
    city.neighbourhoods.find((n) => !usedPlaces.has(`walk:${n.name}`) && unused(WALK_TITLES[slot])(n)) ??
    city.neighbourhoods.find((n) => !usedPlaces.has(`walk:${slot}:${n.name}`) && unused(WALK_TITLES[slot])(n));
  const free = walk ? undefined : city.neighbourhoods.find(unused(FREE_TITLES[slot]));
  const area = walk ?? free ?? city.neighbourhoods[dayIndex % city.neighbourhoods.length]!;
  const title = (free ? FREE_TITLES : WALK_TITLES)[slot](area.name);
  usedPlaces.add(`walk:${area.name}`);
  usedPlaces.add(`walk:${slot}:${area.name}`);
  usedPlaces.add(titleKeyOf(title));
  return {
    id: `d${dayIndex + 1}-${slot}-walk`,
    slot,
    title,
    description: area.description,
    kind: "activity",
    durationMinutes: WALK_MINUTES,
    source: "knowledge",
  };
}

function dayTheme(
  role: Role,
  city: CityGuide,
  items: readonly PlanItem[],
  excursion: Picked | undefined,
  interest: Interest | undefined,
): string {
  const titles = items
    .filter((item) => item.kind !== "travel" && item.slot !== "evening" && item.slot !== "optional")
    .map((item) => item.title);
  const focus = listText(titles.slice(0, 2));
  if (role === "arrival") return focus ? `Arrival in ${city.name}: ${focus}` : `Arrival in ${city.name}`;
  if (role === "travel") return focus ? `On to ${city.name}: ${focus}` : `Travel day to ${city.name}`;
  if (role === "departure") return focus ? `Farewell to ${city.name}: ${focus}` : `Farewell to ${city.name}`;
  if (excursion) return `Day trip: ${excursion.activity.title.replace(/^Day trip to /i, "")}`;
  const area = items.find((item) => item.place?.area)?.place?.area;
  const label = interest ? INTEREST_TITLES[interest] : (area ?? city.name);
  return focus ? `${label}: ${focus}` : label;
}

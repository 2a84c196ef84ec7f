import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import { inSlot, type PlanSlot } from "@shared/plan-slots";
import type { PlanOperation } from "@shared/schemas/operations";
import { clockMinutes, clockText, type Pace } from "@shared/timetable";
import { dayContext, unavailability } from "../../knowledge/day-rules";
import { distanceKm } from "@shared/geo";
import type { Activity, CityGuide } from "../../knowledge/guide-schema";
import { guides } from "../../knowledge/guides";
import { editsUpTo } from "../../knowledge/edits";
import { normalize } from "../../knowledge/normalize";
import { activityItem } from "../../planner/schedule";
import { activityOf } from "../../planner/timetable";
import type { TripChangeReading } from "../engine";
import { WEEKDAY_TITLES } from "./chat-parse";
import { intentOf, isQuestion, targetAt, tokenize, TARGET_WORDS, type Token } from "./trip-intent-parse";
import { FILLER, INDOOR, KIND_NOUNS, NEAR, ORDINALS, OUTDOOR, PLURAL_NOUNS } from "./trip-intent-words";

/**
 * The offline engine's reader of trip changes (docs/product.md "The assistant acts on a trip", decision 1100): a
 * traveller's message and the trip's plan become plan operations, or a question back (which stop is meant, when
 * several fit) or a plain "cannot" (a stop that is not in the trip, a day it does not have). A message that asks
 * for no change is left to the chat (`undefined`). It never guesses: a reference that fits two stops is asked
 * about, and an added or replacing stop is always a real activity of the day's city guide.
 */

export type { TripChangeReading };

/**
 * Reads a message for a change to `plan`. `undefined`: the message asks for no change (the chat answers it).
 */
export function readTripChange(message: string, plan: Plan): TripChangeReading | undefined {
  const tokens = tokenize(message);
  const text = ` ${tokens.map((token) => token.word).join(" ")} `;
  if (isQuestion(text)) return undefined;
  const intent = intentOf(tokens, text);
  if (!intent) return undefined;
  const reader = new Reader(plan, tokens);
  const invalidDay = reader.badDay();
  if (invalidDay) return { reply: invalidDay };
  switch (intent.type) {
    case "swap_days":
      return reader.swapDays();
    case "pace":
      return reader.pace(intent.pace);
    case "remove":
      return reader.remove(intent.at);
    case "move":
      return reader.move(intent.at);
    case "retime":
      return reader.retime(intent.at);
    case "add":
      return reader.add(intent.at);
    case "replace":
      return reader.replace(intent.at, intent.end);
  }
}

/** Whether a message asks for a change at all (for a trip without a plan, which has nothing to change). */
export function asksForChange(message: string): boolean {
  const tokens = tokenize(message);
  const text = tokens.map((token) => token.word).join(" ");
  return !isQuestion(` ${text} `) && intentOf(tokens, ` ${text} `) !== undefined;
}

// ---- Resolving against the plan ----

interface Where {
  days: number[];
  slot?: PlanSlot;
  time?: string;
  bare?: boolean;
}

interface Located {
  item: PlanItem;
  day: PlanDay;
}

const slotName = (slot: PlanSlot) => (slot === "optional" ? "optional stops" : slot);
const placeText = (located: Located) => `day ${located.day.day} ${slotName(located.item.slot)}`;

/** A stop's words for matching: its title, place name and area. */
function itemWords(item: PlanItem): string[] {
  // "Musée d'Orsay" is named by "orsay": an elided article is a word of its own.
  return normalize(`${item.title} ${item.place?.name ?? ""} ${item.place?.area ?? ""}`.replace(/['’]/g, " "))
    .split(" ")
    .filter((word) => word.length >= 2)
    .flatMap((word, i, words) => (i > 0 ? [word, `${words[i - 1]}${word}`] : [word]));
}

/** Whether a traveller's word is a word of the name, allowing a misspelling (1 edit from 5 letters, 2 from 9, the project's bounded edit distance) and a beginning of 4 letters or more. */
function wordMatches(word: string, names: readonly string[]): boolean {
  const allowed = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  return names.some(
    (name) =>
      name === word ||
      (word.length >= 4 && name.startsWith(word)) ||
      (allowed > 0 && name.length >= 4 && name[0] === word[0] && editsUpTo(word, name, allowed) <= allowed),
  );
}

function nounOf(word: string): string | undefined {
  if (Object.hasOwn(KIND_NOUNS, word)) return word;
  return Object.hasOwn(PLURAL_NOUNS, word) ? PLURAL_NOUNS[word] : undefined;
}

function matchesNoun(item: PlanItem, noun: string): boolean {
  const entry = KIND_NOUNS[noun]!;
  if (entry.kind && item.kind === entry.kind) return true;
  const words = itemWords(item);
  return [noun, ...entry.words].some((w) => words.includes(w) || words.some((x) => x.endsWith(w) && w.length >= 5));
}

type Resolved = { items: Located[] } | { reply: string };

class Reader {
  private readonly located: Located[];

  constructor(
    private readonly plan: Plan,
    private readonly tokens: Token[],
  ) {
    this.located = plan.days.flatMap((day) => day.items.map((item) => ({ item, day })));
  }

  private get dayCount() {
    return this.plan.days.length;
  }

  /** The day numbers a token names (a weekday may fit several days of a long trip, or none). */
  private daysOf(token: Token): number[] {
    const day = token.day;
    if (day === undefined || day === "missing") return [];
    if (typeof day === "number") return [day === -1 ? this.dayCount : day];
    return this.plan.days.filter((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === day.weekday).map((d) => d.day);
  }

  /** A plain answer for a day this trip does not have, or undefined. */
  badDay(): string | undefined {
    for (const token of this.tokens) {
      if (token.day === undefined) continue;
      if (typeof token.day === "number" && token.day !== -1 && (token.day < 1 || token.day > this.dayCount)) {
        return `This trip has ${this.dayCount} ${this.dayCount === 1 ? "day" : "days"}, so there is no day ${token.day}.`;
      }
      if (typeof token.day === "object" && this.daysOf(token).length === 0) {
        const first = this.plan.days[0]!;
        const last = this.plan.days.at(-1)!;
        return `This trip has no ${WEEKDAY_TITLES[token.day.weekday]}: it runs from ${weekdayOf(first)} ${first.date} to ${weekdayOf(last)} ${last.date}.`;
      }
    }
    return undefined;
  }

  /** The days, slot and time named in tokens [from, to). Several days from one weekday stay several. */
  private where(from: number, to: number): Where & { ambiguousWeekday?: string } {
    const where: Where & { ambiguousWeekday?: string } = { days: [] };
    for (const token of this.tokens.slice(from, to)) {
      if (token.day !== undefined) {
        const days = this.daysOf(token);
        if (days.length > 1 && typeof token.day === "object") {
          where.ambiguousWeekday = `This trip has ${days.length} ${WEEKDAY_TITLES[token.day.weekday]}s (days ${days.join(" and ")}). Which day do you mean?`;
        }
        where.days.push(...days);
      }
      if (token.slot) where.slot = token.slot;
      if (token.time) [where.time, where.bare] = [token.time, token.bare];
    }
    return where;
  }

  /**
   * The stops tokens [from, to) name: by words of their title or place, by ordinal and kind ("the second
   * museum"), by day, slot and time. `all`: a day or slot named alone means all its stops (remove the evening).
   */
  private resolve(from: number, to: number, all: boolean): Resolved {
    const part = this.tokens.slice(from, to);
    const where = this.where(from, to);
    if (where.ambiguousWeekday) return { reply: where.ambiguousWeekday };
    let candidates = this.located;
    if (where.days.length > 0) candidates = candidates.filter((c) => where.days.includes(c.day.day));
    if (where.slot) candidates = candidates.filter((c) => c.item.slot === where.slot);
    if (where.time) candidates = candidates.filter((c) => c.item.start === where.time);
    const ordinalToken = part.find((t) => t.ordinal !== undefined);
    const nounToken = part.find((t) => !t.used && nounOf(t.word) !== undefined);
    const nameWords = part
      .filter((t) => !t.used && t.day === undefined && !t.slot && !t.time && t.ordinal === undefined)
      .map((t) => t.word)
      .filter((word) => word.length >= 3 && !FILLER.has(word) && !/^\d+$/.test(word));
    const describe = () =>
      nameWords.join(" ") ||
      part
        .map((t) => t.word)
        .filter((w) => !FILLER.has(w))
        .join(" ");
    const wanted = describe();

    if (ordinalToken && (nounToken || nameWords.length === 0)) {
      const noun = nounToken && nounOf(nounToken.word);
      const of = noun ? candidates.filter((c) => matchesNoun(c.item, noun)) : candidates.filter((c) => c.item.kind !== "travel");
      const n = ordinalToken.ordinal!;
      const chosen = n === -1 ? of.at(-1) : of[n - 1];
      if (!chosen) {
        const what = noun ?? "stop";
        return {
          reply:
            of.length === 0
              ? `I cannot find any ${what} in this trip${where.days.length ? ` on day ${where.days.join(" or ")}` : ""}.`
              : `This trip has only ${of.length} ${of.length === 1 ? what : pluralOf(what)}${where.days.length ? ` on day ${where.days.join(" or ")}` : ""}, so there is no ${ordinalWord(n)}.`,
        };
      }
      return { items: [chosen] };
    }
    if (nameWords.length > 0) {
      // A name must be matched by most of its words ("tea ceremony" is not "Matcha tea"); a kind noun helps.
      const names = nameWords.filter((word) => !nounOf(word));
      const nouns = nameWords.filter((word) => nounOf(word));
      const needed = Math.ceil((names.length * 2) / 3);
      const scored = candidates.flatMap((c) => {
        const words = itemWords(c.item);
        const named = names.filter((word) => wordMatches(word, words)).length;
        const kinds = nouns.filter((word) => wordMatches(word, words) || matchesNoun(c.item, nounOf(word)!)).length;
        if (named < needed || named + kinds === 0) return [];
        return [{ c, score: named * 2 + kinds }];
      });
      const best = Math.max(0, ...scored.map((s) => s.score));
      const top = scored.filter((s) => s.score === best).map((s) => s.c);
      if (top.length === 0) {
        return {
          reply: `I cannot find "${wanted}" in this trip${where.days.length ? ` on day ${where.days.join(" or ")}` : ""}.`,
        };
      }
      if (top.length > 1) return { reply: whichOne(top) };
      return { items: top };
    }
    if (where.days.length > 0 || where.slot || where.time) {
      const stops = candidates.filter((c) => c.item.kind !== "travel");
      if (stops.length === 0) return { reply: `There is nothing planned ${whereText(where)} in this trip.` };
      // A day or a slot named alone is all of it ("remove the evening of day 1"); a time names one stop.
      if (stops.length > 1 && (!all || where.time)) return { reply: whichOne(stops) };
      return { items: stops };
    }
    return { reply: `Which stop do you mean? Name it, or its day and time of day ("the evening of day 2").` };
  }

  swapDays(): TripChangeReading {
    const days = this.tokens.flatMap((token) => this.daysOf(token));
    const [a, b] = days;
    if (a === undefined || b === undefined) return { reply: "Which two days should I swap? For example: swap day 1 and day 2." };
    if (a === b) return { reply: `Day ${a} cannot be swapped with itself.` };
    return { operations: [{ type: "swap_days", a, b }] };
  }

  pace(pace: Pace): TripChangeReading {
    const where = this.where(0, this.tokens.length);
    if (where.ambiguousWeekday) return { reply: where.ambiguousWeekday };
    if (where.days.length === 0) return { operations: [{ type: "set_pace", pace }] };
    return {
      operations: [...new Set(where.days)].flatMap((day): PlanOperation[] => [
        { type: "set_pace", day, pace },
        ...(pace === "relaxed" ? lighter(this.plan.days[day - 1]!) : []),
      ]),
    };
  }

  /** Where the stop is named: after the verb, or before it when nothing after it names anything ("the palace, remove it"). */
  private refRange(at: number, end: number): [number, number] {
    const names = (t: Token) =>
      !t.used && (!FILLER.has(t.word) || t.day !== undefined || t.slot !== undefined || t.time !== undefined);
    if (this.tokens.slice(at, end).some(names)) return [at, end];
    const verb = this.tokens.findIndex((t) => t.used && t.day === undefined);
    return verb > 0 ? [0, verb] : [at, end];
  }

  remove(at: number): TripChangeReading {
    const resolved = this.resolve(...this.refRange(at, this.tokens.length), true);
    if ("reply" in resolved) return resolved;
    return { operations: resolved.items.map(({ item }) => ({ type: "remove_item", itemId: item.id })) };
  }

  move(at: number): TripChangeReading {
    // "... to day 1 morning at 8am": the time at the end goes with the target before it.
    const last = this.tokens.length - 1;
    const timed = last > at && this.tokens[last]!.time && this.tokens[last - 1]!.word === "at" ? last - 1 : this.tokens.length;
    const target = targetAt(this.tokens, at, timed);
    if (target === -1) return { reply: "Where should it go? Name a day and a time of day, for example: to day 3 morning." };
    const to = this.where(target + 1, this.tokens.length);
    if (to.ambiguousWeekday) return { reply: to.ambiguousWeekday };
    const resolved = this.resolve(...this.refRange(at, target), false);
    if ("reply" in resolved) return resolved;
    const [{ item, day }] = resolved.items as [Located];
    const toDay = to.days[0] ?? day.day;
    const slot = to.slot ?? (item.slot === "optional" ? "afternoon" : item.slot);
    const operations: PlanOperation[] = [];
    if (toDay !== day.day || slot !== item.slot) operations.push({ type: "move_item", itemId: item.id, day: toDay, slot });
    if (to.time) operations.push({ type: "retime_item", itemId: item.id, start: adjustedClock(to.time, to.bare, slot) });
    if (operations.length === 0) return { reply: `${item.title} is already on ${placeText({ item, day })}.` };
    return { operations };
  }

  retime(at: number): TripChangeReading {
    // The new time is the last one named; an earlier one names the stop ("move the 14:00 stop to 15:30").
    const timeIndexes = this.tokens.flatMap((t, i) => (t.time ? [i] : []));
    const last = timeIndexes.at(-1)!;
    const { time: start, bare } = this.tokens[last]! as Token & { time: string };
    const refEnd = this.tokens[last - 1]?.word && TARGET_WORDS.has(this.tokens[last - 1]!.word) ? last - 1 : last;
    const tokens = this.tokens;
    const saved = tokens[last]!;
    tokens[last] = { word: "", used: true };
    const resolved = this.resolve(...this.refRange(Math.min(at, refEnd), tokens.length), false);
    tokens[last] = saved;
    if ("reply" in resolved) return resolved;
    const [{ item }] = resolved.items as [Located];
    const clock = adjustedClock(start, bare, item.slot);
    if (item.start === clock) return { reply: `${item.title} already starts at ${clock}.` };
    return { operations: [{ type: "retime_item", itemId: item.id, start: clock }] };
  }

  add(at: number): TripChangeReading {
    let target = targetAt(this.tokens, at);
    // "on day 1 in the afternoon": an add names no stop, so every day and slot word after the wish is the target.
    for (let earlier = target; earlier !== -1; earlier = targetAt(this.tokens, at, target)) target = earlier;
    const to = target === -1 ? { days: [] as number[] } : this.where(target + 1, this.tokens.length);
    if ("ambiguousWeekday" in to && to.ambiguousWeekday) return { reply: to.ambiguousWeekday };
    const dayNumber = to.days[0];
    if (dayNumber === undefined) return { reply: "On which day should I add it? For example: add a food market on day 4." };
    const day = this.plan.days[dayNumber - 1]!;
    const wish = this.tokens.slice(at, target === -1 ? this.tokens.length : target);
    const picked = this.pick(day, wish, { slot: "slot" in to ? to.slot : undefined });
    if ("reply" in picked) return picked;
    // Last in its slot first; then earlier in the slot (a tasting before the afternoon's other stop, while it is open).
    // A lunch asked for opens its afternoon (not at 16:00 after the afternoon's visit).
    const asksLunch = wish.some((t) => t.word === "lunch" || t.word === "lunchtime");
    const choices = picked.flatMap(({ item, slot }) => {
      const taken = inSlot(day.items, slot).length;
      const later = [undefined, ...Array.from({ length: taken }, (_, i) => taken - 1 - i)];
      const lunch = asksLunch && item.kind === "food" && slot === "afternoon" && taken > 0;
      const positions = lunch ? [0, ...later.filter((position) => position !== 0)] : later;
      return positions.map((position): PlanOperation[] => [
        { type: "add_item", day: day.day, slot, item: newItem(item), ...(position !== undefined && { position }) },
      ]);
    });
    return readingOf(choices.slice(0, CHOICES_TRIED));
  }

  replace(at: number, end: number): TripChangeReading {
    // "replace <stop> with <wish>", or "<wish> instead of <stop>".
    let refFrom: number, refTo: number, wishFrom: number, wishTo: number;
    if (at === -1) {
      // "add a garden instead of the second museum": the wish is before "instead of", the stop after.
      const verb = this.tokens.findIndex((t) => t.used && t.word !== "instead" && t.word !== "of");
      wishFrom = verb === -1 ? 0 : verb + 1;
      wishTo = end;
      refFrom = end + 2;
      refTo = this.tokens.length;
    } else {
      const joint = this.tokens.findIndex((t, i) => i >= at && (t.word === "with" || t.word === "by" || t.word === "for"));
      if (joint === -1)
        return { reply: "What should replace it? For example: replace the second museum with something outdoors." };
      refFrom = at;
      refTo = joint;
      wishFrom = joint + 1;
      wishTo = this.tokens.length;
    }
    const resolved = this.resolve(refFrom, refTo, false);
    if ("reply" in resolved) return resolved;
    const [old] = resolved.items as [Located];
    if (old.item.kind === "travel")
      return { reply: `${old.item.title} is the trip's travel, which cannot be replaced with a stop.` };
    const picked = this.pick(old.day, this.tokens.slice(wishFrom, wishTo), { slot: old.item.slot, near: old.item });
    if ("reply" in picked) return picked;
    return readingOf(
      picked.slice(0, CHOICES_TRIED).map(({ item }) => [{ type: "replace_item", itemId: old.item.id, item: newItem(item) }]),
    );
  }

  /** Where "near …" points: a stop of the trip, else a place of the city's guide. */
  private landmark(city: CityGuide, words: readonly string[]) {
    const stops = this.located.map(({ item }) => item);
    return landmarkIn(stops, words) ?? landmarkIn(city.activities, words);
  }

  /**
   * Real activities of the day's city guide for a wish ("a food market", "something outdoors nearby"), best
   * first: matching its words, not already in the trip, open that day, suiting the slot; the nearest to the stop
   * it replaces (or to the day's stops) first, then the guide's rank. After the best come the other ways to grant
   * the wish (the same activity in its other slots when no slot was asked, then the next activities): the route
   * proposes the first that adds no conflict to the plan (a tasting last in a full afternoon would end after the
   * brewery closes).
   */
  private pick(
    day: PlanDay,
    wish: readonly Token[],
    options: { slot?: PlanSlot; near?: PlanItem },
  ): { item: PlanItem; slot: PlanSlot }[] | { reply: string } {
    const city = guides().cities.find((guide) => guide.name === day.base);
    if (!city)
      return {
        reply: `I can only add places from the city guides, and there is no guide for ${day.base || "this day's place"}.`,
      };
    const said = wish.map((t) => t.word).filter((w) => !FILLER.has(w) && w.length >= 3);
    // "a lunch near Kiyomizu-dera": what follows "near" is where, when it names a stop or a guide's place.
    const nearAt = said.findIndex((w) => NEAR.has(w));
    const landmark = nearAt === -1 ? undefined : this.landmark(city, said.slice(nearAt + 1));
    const words = landmark ? said.slice(0, nearAt + 1) : said;
    const outdoor = words.some((w) => OUTDOOR.has(w));
    const indoor = words.some((w) => INDOOR.has(w));
    const near = words.some((w) => NEAR.has(w));
    // A kind asked for ("a lunch", "a bar") is that kind: a lane near the temple is not a lunch.
    const kinds = new Set(words.flatMap((w) => KIND_NOUNS[nounOf(w) ?? ""]?.kind ?? []));
    const content = words.filter(
      (w) =>
        !OUTDOOR.has(w) &&
        !INDOOR.has(w) &&
        !NEAR.has(w) &&
        !["something", "somewhere", "else", "new", "good", "nice"].includes(w),
    );
    const inTrip = new Set(this.located.flatMap(({ item }) => (item.ref ? [`${item.ref.city}/${item.ref.activity}`] : [])));
    const context = dayContext(city, day.date);
    const centre = landmark ?? options.near?.place ?? centreOf(day) ?? city;
    const wanted = wish.find((t) => t.slot)?.slot ?? options.slot;
    const scored = city.activities
      .filter((activity) => !activity.fullDay && !inTrip.has(`${city.id}/${activity.id}`))
      .filter((activity) => !unavailability(activity, context))
      .filter((activity) => (outdoor ? activity.indoor === false || activity.kind === "nature" : true))
      .filter((activity) => (indoor ? activity.indoor === true : true))
      .filter((activity) => kinds.size === 0 || kinds.has(activity.kind))
      .map((activity) => ({ activity, score: wishScore(activity, content) }))
      .filter((s) => content.length === 0 || s.score > 0);
    if (scored.length === 0) {
      const what = [content.join(" "), outdoor ? "outdoors" : "", indoor ? "indoors" : ""].filter(Boolean).join(", ") || "stop";
      return {
        reply: `The ${city.name} guide has no ${what} open on ${weekdayOf(day)} ${day.date} that is not already in this trip.`,
      };
    }
    const best = Math.max(...scored.map((s) => s.score));
    const fits = (activity: Activity) => (wanted ? activity.slots.includes(wanted as never) : true);
    const ranked = scored
      .filter((s) => s.score === best)
      .sort(
        (a, b) =>
          Number(fits(b.activity)) - Number(fits(a.activity)) ||
          (near || options.near ? distanceKm(centre, a.activity.place) - distanceKm(centre, b.activity.place) : 0) ||
          (a.activity.rank ?? 99) - (b.activity.rank ?? 99),
      );
    const slotsFor = (activity: Activity): PlanSlot[] => {
      const first: PlanSlot = wanted && (fits(activity) || options.slot) ? wanted : activity.slots[0]!;
      // A slot the traveller named, or the stop being replaced, is kept.
      const asked = wish.some((t) => t.slot) || options.slot;
      return asked ? [first] : [first, ...activity.slots.filter((slot) => slot !== first)];
    };
    return ranked
      .slice(0, CHOICES_TRIED)
      .flatMap(({ activity }) => slotsFor(activity).map((slot) => ({ item: activityItem(city, { activity, slot }), slot })));
  }
}

/**
 * What a day made relaxed leaves out: a relaxed day holds one visit a time of day (as the planner makes one), so
 * a time of day with two or more keeps its most essential (the guides' rank); meals, journeys and days out stay.
 */
function lighter(day: PlanDay): PlanOperation[] {
  const visits = day.items.filter((item) => item.kind !== "food" && item.kind !== "travel" && !item.fullDay);
  const rank = (item: PlanItem) => activityOf(item)?.rank ?? Infinity;
  return (["morning", "afternoon", "evening"] as const).flatMap((slot) =>
    visits
      .filter((item) => item.slot === slot)
      .sort((a, b) => rank(a) - rank(b))
      .slice(1)
      .map((item): PlanOperation => ({ type: "remove_item", itemId: item.id })),
  );
}

/** The words name a stop of the trip or a place of the city's guide (all of them): its place. */
function landmarkIn(
  places: readonly { title: string; place?: { name: string; lat: number; lon: number } }[],
  words: readonly string[],
): { lat: number; lon: number } | undefined {
  if (words.length === 0) return undefined;
  const named = places.find(
    ({ title, place }) => place && words.every((word) => wordMatches(word, normalize(`${title} ${place.name}`).split(" "))),
  );
  return named?.place && { lat: named.place.lat, lon: named.place.lon };
}

/** How well an activity answers a wish's words: a kind word counts for its kind, other words for the name or description. */
function wishScore(activity: Activity, words: readonly string[]): number {
  const named = normalize(`${activity.title} ${activity.place.name} ${activity.place.area}`).split(" ");
  const described = normalize(activity.description).split(" ");
  let score = 0;
  for (const word of words) {
    const noun = nounOf(word);
    const kind = noun && KIND_NOUNS[noun]!.kind;
    if (kind && activity.kind === kind) score += 2;
    if (noun && KIND_NOUNS[noun]!.words.some((w) => named.includes(w))) score += 2;
    else if (wordMatches(word, named)) score += 2;
    else if (described.includes(word) || (noun && described.includes(noun))) score += 1;
  }
  return score;
}

function centreOf(day: PlanDay): { lat: number; lon: number } | undefined {
  const places = day.items.flatMap((item) => (item.place && !item.fullDay ? [item.place] : []));
  if (places.length === 0) return undefined;
  return {
    lat: places.reduce((sum, p) => sum + p.lat, 0) / places.length,
    lon: places.reduce((sum, p) => sum + p.lon, 0) / places.length,
  };
}

/** The most ways to grant one wish the route tries (each is timed and checked). */
const CHOICES_TRIED = 6;

/** The best choice's operations, the others as alternatives. */
function readingOf([best, ...others]: PlanOperation[][]): TripChangeReading {
  return others.length > 0 ? { operations: best!, alternatives: others } : { operations: best! };
}

/** A plan item as an operation carries it: the server gives its id, source, time and slot. */
function newItem(item: PlanItem) {
  const { id: _id, source: _source, start: _start, slot: _slot, ...rest } = item;
  return rest;
}

/** A bare hour ("at 8") read for the slot: 20:00 for an evening stop, 15:00 for "at 3" in the afternoon. */
function adjustedClock(start: string, bare: boolean | undefined, slot: PlanSlot): string {
  const hour = clockMinutes(start) / 60;
  const later = (slot === "evening" && hour >= 1 && hour <= 11) || (slot === "afternoon" && hour >= 1 && hour <= 6);
  return bare && later ? clockText((hour + 12) * 60) : start;
}

function whichOne(candidates: readonly Located[]): string {
  const list = candidates
    .slice(0, 6)
    .map((c) => `${c.item.title} (${placeText(c)})`)
    .join(", ");
  return `Which one do you mean: ${list}${candidates.length > 6 ? `, or one of ${candidates.length - 6} more` : ""}? Say its name, or its day and time of day.`;
}

function whereText(where: Where): string {
  const parts = [
    where.slot ? `in the ${slotName(where.slot)}` : "",
    where.days.length ? `on day ${where.days.join(" or ")}` : "",
    where.time ? `at ${where.time}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

function weekdayOf(day: Pick<PlanDay, "date">): string {
  return WEEKDAY_TITLES[new Date(`${day.date}T00:00:00Z`).getUTCDay()]!;
}

const pluralOf = (noun: string) => Object.entries(PLURAL_NOUNS).find(([, single]) => single === noun)?.[0] ?? `${noun}s`;
const ordinalWord = (n: number) =>
  n === -1 ? "last" : (Object.entries(ORDINALS).find(([w, v]) => v === n && !/\d/.test(w))?.[0] ?? `${n}th`);

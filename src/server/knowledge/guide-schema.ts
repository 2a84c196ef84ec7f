import { z } from "zod";
import { TRAVEL_MODES } from "@shared/plan";

/**
 * The one schema of the offline planner's city guides: `guides/<country code>/<city id>.json` (one guided city)
 * and `guides/<country code>/country.json` (how its guided bases connect, its fixed-date holidays and festivals,
 * and well-known regions). A test validates every file against it, so a wrong field fails a test and a new city
 * is a new file.
 */

export const INTERESTS = [
  "culture",
  "food",
  "nature",
  "nightlife",
  "shopping",
  "family",
  "romance",
  "adventure",
  "relaxation",
  "luxury",
  "budget",
] as const;
export type Interest = (typeof INTERESTS)[number];

export const SLOTS = ["morning", "afternoon", "evening"] as const;
export type Slot = (typeof SLOTS)[number];

export const ACTIVITY_KINDS = ["sight", "food", "nature", "activity", "shopping", "nightlife"] as const;

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** An activity further than this from the city centre must be a full-day excursion. */
export const CITY_REACH_KM = 40;
/** A full-day excursion further than this cannot be done there and back in a day. */
export const DAY_TRIP_REACH_KM = 250;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.string().regex(ID, "Use a lower-case slug such as new-york.");
const text = (max: number) => z.string().trim().min(1).max(max);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const month = z.number().int().min(1).max(12);
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const activitySchema = z
  .object({
    /** Slug of the title, unique within the city. */
    id,
    /** No colon: a plan line reads "Title: description". */
    title: text(80).regex(/^[^:*]+$/, "No colon or asterisk in a title."),
    /** One or two practical sentences in our own words. */
    description: text(300),
    kind: z.enum(ACTIVITY_KINDS),
    place: z.object({
      name: text(80),
      lat: latitude,
      lon: longitude,
      /** The neighbourhood (or, for an excursion, the town or park). */
      area: text(60),
    }),
    /** Typical time it takes, including getting around inside the site (a day out's when it is not the usual nine hours). */
    minutes: z.number().int().min(30).max(600).optional(),
    /** An excursion that takes the whole day (travel there and back included). */
    fullDay: z.literal(true).optional(),
    /** Times of day it suits. */
    slots: z.array(z.enum(SLOTS)).min(1).max(3).refine(unique, "Slots repeat."),
    /** Weekly closing days as the venue publishes them; left out when open every day or not sure. */
    closed: z.array(z.enum(WEEKDAYS)).max(6).refine(unique, "Closing days repeat.").optional(),
    /** Only worth doing in these months (a season, a festival); left out when good all year. */
    months: z.array(month).min(1).max(11).refine(unique, "Months repeat.").optional(),
    themes: z.array(z.enum(INTERESTS)).min(1).refine(unique, "Themes repeat."),
    /** 0 free, 1 cheap, 2 moderate, 3 expensive. */
    cost: z.number().int().min(0).max(3),
    /** true mostly indoors (a rainy-day choice), false outdoors; left out when mixed. */
    indoor: z.boolean().optional(),
    /**
     * How much a first-time visitor would regret missing it: 1 is the city's most essential sight, and every
     * activity of a city has a different rank. A first visit plans the top ranks first.
     */
    rank: z.number().int().min(1).max(60).optional(),
    /**
     * When a visit can happen, in OpenStreetMap's `opening_hours` syntax (opening-hours.ts reads it): a venue's
     * opening hours, a show's performance times, a restaurant's service, an excursion's running days. Fixed-date
     * closures ("Dec 25 off"), seasons ("Apr-Oct: ...; Nov-Mar: ...") and one year's dates ("2027 Jan 10-2027 Jan 24
     * 13:00-18:00") are written here; public holidays come from the country's events, and "PH" may only be a rule of
     * its own: "PH off" (shut on them) or "PH 10:00-14:00" (open then, as openOnHolidays). "24/7" for
     * a place that is always open; points in time ("Tu,Fr 20:30") for a show or tour that starts at set times; left
     * out when not sure (the stop is then "unknown", never "verified").
     */
    hours: text(400).optional(),
    /** Opens on the country's closure holidays (the default: a ticketed place, tour or day trip is shut then). */
    openOnHolidays: z.literal(true).optional(),
    /**
     * Timed by the sun (sun.ts gives its time that day): a sunrise is a third into the visit, a sunset two thirds,
     * whatever the time of day's usual start; the check says when a visit would miss it.
     */
    sun: z.enum(["sunrise", "sunset"]).optional(),
    /** Only on the nights around the full moon (the full-moon night and two either side). */
    moon: z.literal("full").optional(),
    /** Only while this event of the country file runs (its name): a festival week, a tournament, a season of shows. */
    during: text(80).optional(),
    /** Better left out while these events of the country file run (their names): the crowds of a holiday week. */
    avoidDuring: z.array(text(80)).min(1).max(5).optional(),
  })
  .strict()
  .refine((a) => a.minutes !== undefined || a.fullDay !== undefined, "Give minutes or fullDay: true.");

export const climateMonthSchema = z
  .object({
    /** Average daily high and low in °C. */
    high: z.number().min(-40).max(50),
    low: z.number().min(-50).max(40),
    /** Average days with at least 1 mm of rain or snow. */
    rainDays: z.number().min(0).max(31),
  })
  .strict()
  .refine((m) => m.low <= m.high, "The low is above the high.");
export type ClimateMonth = z.infer<typeof climateMonthSchema>;

/**
 * What falls on a month's wet days, in words: "rain or snow" only where snow is possible (an average low at or
 * below 1 °C), "rain" where it never snows then (Lisbon in March, Bangkok at any time).
 */
export const wetDaysWord = (month: ClimateMonth) => (month.low <= 1 ? "rain or snow" : "rain");

export const cityGuideSchema = z
  .object({
    id,
    name: text(60),
    /** ISO 3166-1 alpha-2 code of the country, upper case (the folder's name). */
    country: z.string().regex(/^[A-Z]{2}$/),
    /** Other names and spellings travellers type ("Roma", "NYC"); not misspellings (fuzzy matching does those). */
    aliases: z.array(text(60)),
    /** The city centre. */
    lat: latitude,
    lon: longitude,
    /** IANA time zone, e.g. Europe/Paris. */
    timeZone: z.string().regex(/^[A-Za-z_]+(?:\/[A-Za-z_+-]+)+$/),
    /** Metres above sea level, given where altitude matters to a traveller (2,000 m and more). */
    altitude: z.number().int().min(2000).max(5000).optional(),
    summary: text(200),
    bestMonths: z.array(month).min(1).max(12).refine(unique, "Months repeat."),
    /** The best months as a phrase, e.g. "April to June and September to October". */
    bestSeason: text(120),
    /** ISO 4217 code of the currency used locally. */
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** The main local language, as named in the phrase list (first-words.json) or "English". */
    language: text(40),
    /** January to December. */
    climate: z.array(climateMonthSchema).length(12),
    neighbourhoods: z
      .array(
        z
          .object({
            name: text(60),
            description: text(200),
            /** Who it suits as a place to stay ("A central base for a first visit: ..."); left out when it does not. */
            stay: text(200).optional(),
          })
          .strict(),
      )
      .min(3)
      .max(12),
    gettingAround: text(400),
    tips: z.array(text(240)).min(3).max(10),
    activities: z.array(activitySchema).min(20).max(60),
    /** Has an international airport with long-haul flights: a long trip ends at or near one. */
    gateway: z.boolean().optional(),
    /** Days a first visit needs to see the essentials without rushing. */
    idealDays: z.number().int().min(1).max(14).optional(),
    /** Dishes and drinks a visitor should try there, each "Name: a few words". */
    dishes: z.array(text(160)).min(1).max(8).optional(),
  })
  .strict();

/**
 * A holiday whose date moves, computed for each year (holiday-dates.ts): "easter" (Western), "orthodox-easter",
 * "ramadan" (the whole month), "eid-al-fitr", "eid-al-adha", "islamic-new-year", "lunar-new-year" (Chinese, Korean
 * and Vietnamese new year's day), each optionally with a day offset ("easter+1" is Easter Monday, "easter-2" Good
 * Friday, "lunar-new-year-1" its eve); or a weekday on or after a date ("mon>=05-25" is the last Monday of May,
 * "thu>=11-22" the fourth Thursday of November). "diwali" and "holi" are accepted but give no date: the Hindu
 * calendar is not computed (holiday-dates.ts says why), so those festivals take dated entries for each year.
 */
export const HOLIDAY_RULE =
  /^(?:(?:easter|orthodox-easter|ramadan|eid-al-fitr|eid-al-adha|islamic-new-year|lunar-new-year|diwali|holi)(?:[+-]\d{1,2})?|(?:sun|mon|tue|wed|thu|fri|sat)>=(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))$/;

const monthDay = z
  .string()
  .regex(/^(?:\d{4}-)?(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, "Use MM-dd, or yyyy-MM-dd for one year.");

/**
 * What a holiday or festival changes in a plan beyond `closures` and `transport`, as data rather than code per
 * holiday (decision 1190). Each holds on every day of the event, or on the days listed (1 is its first day).
 */
const eventDays = z.union([
  z.literal(true),
  z.array(z.number().int().min(1).max(31)).min(1).max(31).refine(unique, "Days repeat."),
]);
export const eventEffectsSchema = z
  .object({
    /** Popular sights are crowded: the day's best-known sight goes first thing in the morning. */
    crowds: eventDays.optional(),
    /** Long-distance trains, buses and flights sell out: book legs and day trips ahead; no day trip added on the spot. */
    soldOut: eventDays.optional(),
    /** Markets, shops and small restaurants close: no market or shopping stop those days. */
    shopsClosed: eventDays.optional(),
    /** Water (Songkran) or coloured powder (Holi) is thrown at passers-by in the streets. */
    splashes: eventDays.optional(),
  })
  .strict()
  .refine((effects) => Object.keys(effects).length > 0, "Give at least one effect, or leave effects out.");
export type EventEffect = keyof z.infer<typeof eventEffectsSchema>;

export const countryGuideSchema = z
  .object({
    /** ISO 3166-1 alpha-2, upper case (the folder's name). */
    code: z.string().regex(/^[A-Z]{2}$/),
    /** How the guided bases connect: the usual way a traveller goes and the door-to-door hours it takes. */
    links: z.array(z.object({ from: id, to: id, mode: z.enum(TRAVEL_MODES), hours: z.number().min(0.25).max(24) }).strict()),
    /** Public holidays and festivals on fixed dates ("12-25"), or on one year's date ("2026-02-17"). */
    events: z.array(
      z
        .object({
          name: text(80),
          /** A fixed date ("12-25") or one year's ("2026-02-17"); or `rule` for a date that moves. */
          start: monthDay.optional(),
          end: monthDay.optional(),
          rule: z.string().regex(HOLIDAY_RULE, "Use a holiday rule such as easter+1, ramadan or mon>=05-25.").optional(),
          /** How many days it lasts from its start (a rule's holiday; "ramadan" knows its own length). */
          days: z.number().int().min(1).max(31).optional(),
          kind: z.enum(["holiday", "festival"]),
          /** Only in this guided city; left out for the whole country. */
          city: id.optional(),
          /** One sentence on what it means for a traveller. */
          description: text(240),
          /**
           * true: most shops and sights close, that is every ticketed place, tour, day trip and indoor place without
           * `openOnHolidays`; "all": free outdoor places close too (Bali's Nyepi).
           */
          closures: z.union([z.boolean(), z.literal("all")]).optional(),
          /** Public transport stops ("none", as in London on 25 December) or runs a reduced service ("limited"). */
          transport: z.enum(["none", "limited"]).optional(),
          /** What else it changes in a plan (day-rules.ts applies each and says so in the day's notes). */
          effects: eventEffectsSchema.optional(),
        })
        .strict()
        .refine((event) => (event.start === undefined) !== (event.rule === undefined), "Give either start or rule.")
        .refine((event) => event.rule === undefined || event.end === undefined, "A rule's holiday uses days, not end."),
    ),
    /**
     * Well-known regions travellers name ("Tuscany"), planned from their guided bases, the place that defines the
     * region first ("Andalusia": Seville, Granada, then Malaga).
     */
    regions: z.array(z.object({ name: text(60), aliases: z.array(text(60)), bases: z.array(id).min(1) }).strict()),
    /** Tipping as a local would explain it: where, how much, where not. */
    tipping: text(300).optional(),
    /** Customs a visitor should know (greetings, dress at religious sites, shoes, queues, bargaining). */
    etiquette: z.array(text(240)).min(1).max(8).optional(),
  })
  .strict();

export type Activity = z.infer<typeof activitySchema>;
export type CityGuide = z.infer<typeof cityGuideSchema>;
export type CountryGuide = z.infer<typeof countryGuideSchema>;

import { findCountry, normalize, type Country } from "../../knowledge";
import { readTheme } from "../../planner/interests";
import { mentionsAny, namesAny, stem } from "../../planner/theme-vocabulary";
import { distanceKm, kmText } from "@shared/geo";
import { closesWithShops, shutOnHolidays } from "../../knowledge/day-rules";
import { linksBetween, type GuidePlace, type Region } from "../../knowledge/guide-places";
import { WEEKDAYS, type Activity, type CityGuide, type Interest } from "../../knowledge/guide-schema";
import { guides } from "../../knowledge/guides";
import { openWeekdays } from "../../knowledge/opening-hours";
import { MONTH_TITLES, WEEKDAY_TITLES } from "./chat-parse";

/**
 * The answers the offline assistant gives from the city and country guides: opening days and hours, tipping and
 * customs, where to stay, getting between and around places, what to eat, how many days, rainy-day and family
 * ideas, and how to change a saved trip. Each says what the guide has, and what it does not, without guessing.
 */

const countryName = (code: string) => findCountry(code)?.name ?? code;
/** "the United States", "the Netherlands"; "Japan". */
const theCountry = (name: string) =>
  /^(United|Netherlands|Philippines|Czech|Dominican|Maldives|Bahamas)\b/.test(name) ? `the ${name}` : name;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const plural = (weekdays: readonly number[]) => list(weekdays.map((day) => `${WEEKDAY_TITLES[day]}s`));

// ---- Opening days and hours -------------------------------------------------------------------------------

const DAY_ABBREVIATIONS: Record<string, string> = { Mo: "Mon", Tu: "Tue", We: "Wed", Th: "Thu", Fr: "Fri", Sa: "Sat", Su: "Sun" };
const ORDINALS: Record<string, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "-1": "last" };

/** A guide's `opening_hours` value in plain words: "Tu-Su 09:00-18:00; Jan 01 off" -> "Tue-Sun 09:00-18:00; closed Jan 01". */
export function hoursInWords(value: string): string {
  if (value.trim() === "24/7") return "open day and night";
  return value
    .split(/\s*;\s*/)
    .map((rule) => {
      let words = rule
        .replace(
          /\b(Mo|Tu|We|Th|Fr|Sa|Su)\[([-\d,]+)\]/g,
          (_, day: string, nths: string) =>
            `the ${list(nths.split(",").map((n) => ORDINALS[n] ?? n))} ${WEEKDAY_TITLES[WEEKDAYS.indexOf(DAY_ABBREVIATIONS[day]!.toLowerCase() as (typeof WEEKDAYS)[number])]} of the month`,
        )
        .replace(/\bMo-Su\b/g, "every day")
        .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (day) => DAY_ABBREVIATIONS[day]!)
        .replace(/,(?=[A-Z])/g, ", ");
      if (/ off$/.test(words)) return `closed ${words.replace(/ off$/, "")}`;
      // Points in time ("Tue 19:30", "every day 20:00,22:00"): a show or tour that starts then.
      if (!/\d\d:\d\d-\d\d:\d\d/.test(words))
        words = words.replace(/ (\d\d:\d\d(?:,\d\d:\d\d)*)$/, (_, times: string) => ` at ${list(times.split(","))}`);
      return words;
    })
    .join("; ")
    .replace(
      /closed ([^;]+)(?:; closed ([^;]+))+/g,
      (run) => `closed ${list(run.split("; ").map((rule) => rule.replace(/^closed /, "")))}`,
    );
}

type DayStatus = { kind: "open" } | { kind: "closed" } | { kind: "some"; months: number[] } | { kind: "unknown" };

/**
 * Whether a place opens on a weekday in the months asked: its published weekly closing days, then its hours over
 * two sample weeks of each month (mid-month, so a fixed-date closure such as 25 December does not close a
 * weekday), starting from the current month.
 */
function statusOn(activity: Activity, weekday: number, months: readonly number[], today: Date): DayStatus {
  if (activity.closed?.includes(WEEKDAYS[weekday]!)) return { kind: "closed" };
  if (!activity.hours) return { kind: "unknown" };
  const open = months.filter((month) => {
    const year = today.getUTCFullYear() + (month < today.getUTCMonth() + 1 ? 1 : 0);
    return [8, 16].some((day) => openWeekdays(activity.hours!, new Date(year, month - 1, day)).has(weekday));
  });
  if (open.length === months.length) return { kind: "open" };
  return open.length === 0 ? { kind: "closed" } : { kind: "some", months: open };
}

function weekdayLine(name: string, weekdays: readonly number[], statuses: readonly DayStatus[], inMonth: string): string {
  const of = (kind: DayStatus["kind"]) => weekdays.filter((_, index) => statuses[index]!.kind === kind);
  const lines: string[] = [];
  if (of("closed").length === weekdays.length) return `No: ${name} is closed on ${plural(weekdays)}${inMonth}.`;
  if (of("open").length === weekdays.length) return `Yes: ${name} is open on ${plural(weekdays)}${inMonth}.`;
  if (of("open").length) lines.push(`${name} is open on ${plural(of("open"))}${inMonth}.`);
  if (of("closed").length) lines.push(`It is closed on ${plural(of("closed"))}${inMonth}.`);
  weekdays.forEach((day, index) => {
    const status = statuses[index]!;
    if (status.kind === "some")
      lines.push(
        `On ${WEEKDAY_TITLES[day]}s it opens only in some months: ${list(status.months.map((m) => MONTH_TITLES[m - 1]!))}.`,
      );
  });
  if (of("unknown").length)
    lines.push(
      `I don't know whether it opens on ${plural(of("unknown"))}: the guide has no opening hours for it${of("closed").length ? "" : ", only that it has no weekly closing day listed"}.`,
    );
  return lines.join(" ");
}

/** "Is the Louvre open on Tuesdays?", "when does the Alhambra open": from the guide's closing days and hours. */
export function openingAnswer(
  place: GuidePlace,
  asked: { weekdays: number[]; month: number | undefined },
  today: Date,
  related: readonly GuidePlace[],
): string {
  const { activity, city } = place;
  const name = `**${activity.title}** in ${city.name}`;
  const months = asked.month ? [asked.month] : Array.from({ length: 12 }, (_, i) => i + 1);
  const inMonth = asked.month ? ` in ${MONTH_TITLES[asked.month - 1]}` : "";
  const lines: string[] = [];
  if (asked.weekdays.length > 0) {
    const statuses = asked.weekdays.map((day) => statusOn(activity, day, months, today));
    lines.push(weekdayLine(name, asked.weekdays, statuses, inMonth));
    if (activity.hours) lines.push(`Hours: ${hoursInWords(activity.hours)}.`);
  } else if (activity.hours) {
    lines.push(`${name}: ${hoursInWords(activity.hours)}.`);
  } else {
    lines.push(`I have no opening hours for ${name}.`);
  }
  if (activity.closed && asked.weekdays.length === 0)
    lines.push(`Closed on ${plural(activity.closed.map((day) => WEEKDAYS.indexOf(day)))}.`);
  if (activity.months) lines.push(`Only worth doing in ${list(activity.months.map((m) => MONTH_TITLES[m - 1]!))}.`);
  const other = related.find((p) => p.city === city && p.activity !== activity);
  if (other)
    lines.push(
      `Also in the guide: **${other.activity.title}**${other.activity.hours ? ` (${hoursInWords(other.activity.hours)})` : ""}.`,
    );
  const holidays = closingHolidays(place);
  if (holidays.length > 0) lines.push(`Like other ticketed places it closes on ${list(holidays)}.`);
  const shopHolidays = closingHolidays(place, "shops").filter((name) => !holidays.includes(name));
  if (shopHolidays.length > 0) lines.push(`Like other markets and shops it closes on some days of ${list(shopHolidays)}.`);
  lines.push("Tips: public holidays and special events can change these hours; check the official website before you go.");
  return lines.join("\n");
}

/**
 * The holidays of its country on which, by the planner's rule (`shutOnHolidays` in knowledge/day-rules.ts), the
 * place shuts unless it is marked `openOnHolidays`; a free outdoor place only on an "all" holiday. With "shops":
 * those on some days of which shops and markets close (`effects.shopsClosed`, `closesWithShops`).
 */
function closingHolidays({ activity, city }: GuidePlace, why: "closures" | "shops" = "closures"): string[] {
  if (activity.openOnHolidays) return [];
  const events = guides().country(city.country)?.events ?? [];
  const shuts = (event: (typeof events)[number]) =>
    why === "shops"
      ? event.effects?.shopsClosed !== undefined && closesWithShops(activity)
      : event.closures === "all" || (event.closures === true && shutOnHolidays(activity));
  return events
    .filter((event) => (!event.city || event.city === city.id) && shuts(event))
    .map((event) => event.name)
    .filter((name, index, names) => names.indexOf(name) === index);
}

/** An opening-hours question without a place the guides know. */
export function openingUnknownAnswer(city: CityGuide | undefined): string {
  if (!city)
    return 'I know the opening days and hours of the places in my city guides. Which place do you mean? For example: "Is the Louvre open on Tuesdays?"';
  const known = city.activities
    .filter((activity) => activity.hours && activity.kind === "sight")
    .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))
    .slice(0, 3)
    .map((activity) => activity.title);
  return `Which place in ${city.name} do you mean? I know the hours of ${list(known.map((title) => `**${title}**`))} and more of its sights; name one and a day ("Is ${known[0] ?? city.activities[0]!.title} open on Mondays?").`;
}

// ---- Country customs -------------------------------------------------------------------------------------

function placeCountry(city: CityGuide | undefined, country: Country | undefined) {
  const code = city?.country ?? country?.code;
  const where = city ? `${theCountry(countryName(city.country))} (${city.name})` : country && theCountry(country.name);
  return code && where ? { code, where, guide: guides().country(code) } : undefined;
}

/** Tipping as the country file explains it. */
export function tippingAnswer(city: CityGuide | undefined, country: Country | undefined): string {
  const place = placeCountry(city, country);
  if (!place)
    return 'Tipping customs differ by country. Tell me where you are going ("tipping in Japan", "do I tip in New York?").';
  if (!place.guide?.tipping)
    return `I have no tipping notes for ${place.where}: I only have them for the countries of my city guides. Ask your hotel or a recent guidebook what is usual there.`;
  const lines = [`Tipping in ${place.where}: ${place.guide.tipping}`];
  if (place.guide.etiquette?.[0]) lines.push(`Tips: ${place.guide.etiquette[0]}`);
  return lines.join("\n");
}

/** Customs and etiquette, the lines about what the question names (temples, shoes, greetings) first. */
export function etiquetteAnswer(city: CityGuide | undefined, country: Country | undefined, text: string): string {
  const place = placeCountry(city, country);
  if (!place) return 'Customs differ by country. Tell me where you are going ("etiquette in Japan", "customs in Morocco").';
  const lines = place.guide?.etiquette;
  if (!lines) return `I have no notes on customs for ${place.where}: I only have them for the countries of my city guides.`;
  const words = text.split(" ").filter((word) => word.length >= 4);
  const mentions = (line: string) => words.some((word) => line.toLowerCase().includes(word.replace(/s$/, "")));
  const ordered = [...lines.filter(mentions), ...lines.filter((line) => !mentions(line))];
  const answer = [`Local customs in ${place.where}:`, ...ordered.map((line) => `- ${line}`)];
  if (place.guide?.tipping)
    answer.push(`Tips: on tipping, ${place.guide.tipping.charAt(0).toLowerCase()}${place.guide.tipping.slice(1)}`);
  return answer.join("\n");
}

// ---- Where to stay, getting there and around ---------------------------------------------------------------

export function stayAnswer(city: CityGuide): string {
  const stays = city.neighbourhoods.filter((area) => area.stay);
  if (stays.length === 0)
    return [
      `My guide to **${city.name}** does not say which areas suit a stay. Its neighbourhoods:`,
      ...city.neighbourhoods.map((area) => `- **${area.name}**: ${area.description}`),
    ].join("\n");
  return [
    `Where to stay in **${city.name}**:`,
    ...stays.map((area) => `- **${area.name}**: ${area.stay}`),
    `Tips: ${city.gettingAround}`,
  ].join("\n");
}

const MODE_WORDS = { train: "by train", bus: "by bus", car: "by car", ferry: "by ferry", flight: "by air" } as const;
const duration = (hours: number) =>
  hours < 1 ? `${Math.round(hours * 60)} minutes` : `about ${hours} hour${hours === 1 ? "" : "s"}`;

/** From one guided city to another, by the country file's links (door to door), or what the guides lack. */
export function transportAnswer(from: CityGuide, to: CityGuide): string {
  const legs = linksBetween(from, to);
  const name = (id: string) => guides().city(id)?.name ?? id;
  if (!legs) {
    const km = Math.round(distanceKm(from, to) / 10) * 10;
    return [
      `My guides have no travel times between **${from.name}** (${countryName(from.country)}) and **${to.name}** (${countryName(to.country)}): I only know the usual links between guided cities of one country.`,
      `They are about ${km.toLocaleString("en-US")} km apart in a straight line; check rail, bus and flight timetables for your dates.`,
    ].join("\n");
  }
  const lines =
    legs.length === 1
      ? [`From **${from.name}** to **${to.name}**: ${MODE_WORDS[legs[0]!.mode]}, ${duration(legs[0]!.hours)} door to door.`]
      : [
          `My guides have no direct link from **${from.name}** to **${to.name}**; the quickest way through them:`,
          ...legs.map((leg) => `- ${name(leg.from)} to ${name(leg.to)} ${MODE_WORDS[leg.mode]}, ${duration(leg.hours)}`),
          `About ${legs.reduce((sum, leg) => sum + leg.hours, 0)} hours in all, door to door.`,
        ];
  lines.push(`Tips: getting around ${to.name}: ${to.gettingAround}`);
  return lines.join("\n");
}

/** "How far is Versailles from Paris?": where a sight is, or that it is a day trip, in the guide's words. */
export function sightTravelAnswer({ activity, city }: GuidePlace): string {
  const where = activity.fullDay
    ? `is a full-day trip from **${city.name}** (${activity.place.area})`
    : `is in **${city.name}**, in ${activity.place.area}`;
  return [
    `**${activity.title}** ${where}: ${activity.description}`,
    `Tips: getting around ${city.name}: ${city.gettingAround}`,
  ].join("\n");
}

export function gettingAroundAnswer(city: CityGuide, text: string): string {
  const lines = [`Getting around **${city.name}**: ${city.gettingAround}`];
  if (/ airports? /.test(text) && !/airport/i.test(city.gettingAround))
    lines.push(
      `I have no airport transfer details for ${city.name}; the airport's own website lists its trains, buses and taxis.`,
    );
  return lines.join("\n");
}

// ---- Food, days, ideas -----------------------------------------------------------------------------------

const byRank = (a: Activity, b: Activity) => (a.rank ?? 99) - (b.rank ?? 99);

/** Words of a food question that say nothing of what to eat. */
const FOOD_QUESTION_WORDS = new Set(
  "where what which best good great food foods dish dishes eat eating near nearby close around find some with there should could would place places".split(
    " ",
  ),
);

/**
 * What to eat in a city and where: only the places serving what the question names, when the guide has any
 * ("ramen near Gion"), the nearest to the place it names (`near`) first, then by the guide's rank; the places lead
 * when it asks for a food or a place.
 */
export function foodAnswer(city: CityGuide, text: string, near?: Activity["place"]): string {
  const dishes: string[] = [];
  if (city.dishes) {
    dishes.push(`What to eat in **${city.name}**:`);
    for (const dish of city.dishes) {
      const [name, ...rest] = dish.split(": ");
      dishes.push(rest.length ? `- **${name}**: ${rest.join(": ")}` : `- ${dish}`);
    }
  } else dishes.push(`My guide to **${city.name}** lists no dishes.`);
  const luxury = / (luxury|fine dining|michelin|splurge|fancy) /.test(text);
  const named = new Set(normalize(`${city.name} ${near?.name ?? ""}`).split(" "));
  const wanted = text.split(" ").filter((word) => word.length >= 4 && !FOOD_QUESTION_WORDS.has(word) && !named.has(word));
  const stems = wanted.map(stem);
  const serves = (activity: Activity) => namesAny(activity, stems) || mentionsAny(activity, stems);
  const away = (activity: Activity) => (near ? distanceKm(near, activity.place) : 0);
  const food = city.activities.filter((activity) => activity.kind === "food" && (luxury || activity.cost < 3));
  // What was named, when the guide has it ("ramen": not every restaurant near Gion); else the guide's best.
  const serving = food.filter(serves);
  const places = (serving.length > 0 ? serving : food).sort((a, b) => away(a) - away(b) || byRank(a, b)).slice(0, 4);
  const where = places.length
    ? [
        near ? `Where to eat near **${near.name}**:` : "Where to eat:",
        ...places.map((activity) => {
          const distance = near ? `, ${kmText(distanceKm(near, activity.place))} away` : "";
          return `- **${activity.title}** (${activity.place.area}${distance}): ${activity.description}`;
        }),
      ]
    : [];
  // "Ramen near Gion" asks where first; "what to eat in Kyoto" what.
  const lines = near || serving.length > 0 ? [...where, ...dishes] : [...dishes, ...where];
  const tip = city.tips.find((line) => /\b(eat|food|restaurant|lunch|dinner|menu|market|dish)/i.test(line));
  if (tip) lines.push(`Tips: ${tip}`);
  return lines.join("\n");
}

export function daysAnswer(city: CityGuide, named: number | undefined): string {
  const essentials = city.activities
    .filter((activity) => activity.rank !== undefined && !activity.fullDay)
    .sort(byRank)
    .slice(0, 4)
    .map((activity) => `**${activity.title}**`);
  if (!city.idealDays)
    return `My guide to **${city.name}** does not say how many days it needs. Its essentials: ${list(essentials)}.`;
  const lines = [
    `**${city.name}** needs about ${city.idealDays} day${city.idealDays === 1 ? "" : "s"} for a first visit to see the essentials without rushing.`,
  ];
  if (named !== undefined) {
    if (named < city.idealDays) lines.push(`${named} day${named === 1 ? "" : "s"} is less than that: pick among the essentials.`);
    else {
      const trips = city.activities.filter((activity) => activity.fullDay).length;
      lines.push(
        `${named} days is enough${trips > 0 && named > city.idealDays ? `, with time for a day trip (the guide has ${trips})` : ""}.`,
      );
    }
  }
  lines.push(`The essentials: ${list(essentials)}.`);
  lines.push(`Tips: ask me for "${named ?? city.idealDays} days in ${city.name}" for a day-by-day plan.`);
  return lines.join("\n");
}

/** How long a country or region of guided cities needs: each city's own estimate. */
export function areaDaysAnswer(name: string, cities: readonly CityGuide[]): string {
  const known = cities.filter((city) => city.idealDays);
  if (known.length === 0) return `I have no estimate of how long ${name} needs.`;
  return [
    `How long for ${name}, city by city (a first visit, without rushing):`,
    ...known.map((city) => `- **${city.name}**: about ${city.idealDays} days`),
    `Tips: about ${known.reduce((sum, city) => sum + city.idealDays!, 0)} days for all of them, plus travel days between them.`,
  ].join("\n");
}

/** Indoor ideas for a rainy day, family-friendly ones for children, or both; in season when a month is named. */
export function ideasAnswer(city: CityGuide, wants: { rainy: boolean; kids: boolean }, month: number | undefined): string {
  const inSeason = (activity: Activity) => !month || !activity.months || activity.months.includes(month);
  const indoor = (activity: Activity) => activity.indoor === true && !activity.fullDay;
  const forKids = (activity: Activity) => activity.themes.includes("family") && activity.kind !== "nightlife";
  const fits = (activity: Activity) =>
    inSeason(activity) && (!wants.rainy || indoor(activity)) && (!wants.kids || forKids(activity));
  let chosen = city.activities.filter(fits).sort(byRank).slice(0, 5);
  const header = wants.rainy
    ? `Rainy-day ideas${wants.kids ? " for children" : ""} in **${city.name}** (mostly indoors):`
    : `With children in **${city.name}**:`;
  const lines = [header];
  if (wants.rainy && wants.kids && chosen.length < 2) {
    lines[0] = `My guide to **${city.name}** marks few indoor places as family-friendly; indoor ideas:`;
    chosen = city.activities
      .filter((activity) => inSeason(activity) && indoor(activity))
      .sort(byRank)
      .slice(0, 5);
  }
  if (chosen.length === 0)
    return `My guide to **${city.name}** marks no place as ${wants.rainy ? "indoors" : "family-friendly"}.`;
  for (const activity of chosen) {
    const closed = activity.closed
      ? `, closed ${list(activity.closed.map((day) => `${WEEKDAY_TITLES[WEEKDAYS.indexOf(day)]}s`))}`
      : "";
    lines.push(`- **${activity.title}** (${activity.place.area}${closed}): ${activity.description}`);
  }
  lines.push(
    `Tips: ${wants.rainy ? `${city.name} has rain on about ${Math.round(Math.max(...city.climate.map((m) => m.rainDays)))} days in its wettest month; ` : ""}ask me "is ${chosen[0]!.title} open on Mondays?" for its hours.`,
  );
  return lines.join("\n");
}

export function regionBestTimeAnswer(regions: readonly Region[]): string {
  const lines = regions.flatMap((region) => [
    `Best time to visit ${region.name} (${countryName(region.country)}), by its guided bases:`,
    ...region.bases.map((city) => `- **${city.name}**: ${city.bestSeason}`),
  ]);
  lines.push("Tips: book stays early for the peak months.");
  return lines.join("\n");
}

// ---- Changing a saved trip ---------------------------------------------------------------------------------

/** "Make day 2 more relaxed": the chat cannot edit a trip, so it says how the trip page does it. */
export function tripChangeAnswer(day: number | undefined): string {
  const card = day ? `Day ${day}'s card` : "the day's card";
  return [
    "I can't change a saved trip from the chat, but its trip page can:",
    '- Open the trip from your Dashboard with "Open trip".',
    `- On ${card}, press "Regenerate this day", choose the whole day or one time of day, write a wish under "Anything to change? (optional)", such as "relaxed" for an easier pace or "more food, less walking", then "Propose". The proposal is shown beside the day; only "Accept proposal" changes the trip, and Undo works after.`,
    '- Or change it by hand: delete a stop, drag stops within or across days, add one with "Add a stop", or move the day earlier or later.',
    "Tips: changes save themselves; regenerating a day needs a connection.",
  ].join("\n");
}

/** A question about a city, asked of a country or region: the guided cities to choose from. */
export function whichCityAnswer(name: string, cities: readonly CityGuide[], example: (city: string) => string): string {
  if (cities.length === 0) return `I have no city guides for ${name} yet, so I can't answer that from my guides.`;
  return `Which city in ${name}? My guides cover ${list(cities.map((city) => `**${city.name}**`))}; ask for example "${example(cities[0]!.name)}".`;
}

/** What a city's guide has most of, as the interests its activities serve. */
function strengths(city: CityGuide): Interest[] {
  const counts = new Map<Interest, number>();
  for (const activity of city.activities) for (const theme of activity.themes) counts.set(theme, (counts.get(theme) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([theme]) => theme !== "budget" && theme !== "luxury")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([theme]) => theme);
}

/**
 * Two or three guided cities side by side ("Kyoto or Osaka?"): each one's summary, best season, must-sees and what
 * its guide has most of; for an interest the question names ("for food"), which guide has more places for it. The
 * choice stays the traveller's: the answer weighs, it does not pretend to know their taste.
 */
export function compareAnswer(cities: readonly CityGuide[], text: string): string {
  const lines = cities.flatMap((city) => [
    `**${city.name}** (${countryName(city.country)}): ${city.summary}`,
    `- Best time: ${city.bestSeason}.`,
    `- Don't miss: ${[...city.activities]
      .sort(byRank)
      .slice(0, 3)
      .map((activity) => activity.title)
      .join(", ")}.`,
    `- Its guide is strongest for ${strengths(city).join(" and ")}.`,
  ]);
  const asked = readTheme(text).interests.filter((interest) => interest !== "budget" && interest !== "luxury");
  for (const interest of asked.slice(0, 2)) {
    const counts = cities
      .map((city) => ({ city, count: city.activities.filter((activity) => activity.themes.includes(interest)).length }))
      .sort((a, b) => b.count - a.count);
    const [top, next] = counts;
    lines.push(
      top!.count > next!.count
        ? `For ${interest}: ${top!.city.name} has more in my guide (${counts.map((c) => `${c.city.name} ${c.count}`).join(", ")} places).`
        : `For ${interest}: they are even in my guide (${counts.map((c) => `${c.city.name} ${c.count}`).join(", ")} places).`,
    );
  }
  const [first, second] = cities;
  lines.push(
    `Tips: ask "how many days in ${first!.name}" or "how do I get from ${first!.name} to ${second!.name}" to plan both.`,
  );
  return lines.join("\n");
}

import { describe, expect, it } from "vitest";
import {
  activitiesOf,
  CATALOGUE_CITY_IDS,
  CITIES,
  citiesOfCountry,
  COUNTRIES,
  DATA_WARNINGS,
  findCity,
  findCountry,
  GENERIC_ACTIVITIES,
  getCity,
  normalize,
  PACKING_LISTS,
  packingListsFor,
  THEMES,
  TIMES_OF_DAY,
  TRAVEL_TIPS,
} from "./index";

const CATALOGUE_NAMES = [
  "Paris",
  "Kyoto",
  "Cape Town",
  "New York",
  "Rio de Janeiro",
  "Santorini",
  "Bali",
  "Venice",
  "Marrakech",
  "Buenos Aires",
  "Sydney",
  "Reykjavik",
  "Petra",
  "Banff",
  "Prague",
  "Zanzibar",
  "Hoi An",
  "Lisbon",
];
const REGIONS = ["Africa", "Asia", "Europe", "America", "Oceania"];
const CURRENCY = /^[A-Z]{3}$/;

function nonEmpty(value: string): boolean {
  return value.trim().length > 0;
}

describe("data integrity", () => {
  it("has no unknown time/theme codes", () => {
    expect(DATA_WARNINGS).toEqual([]);
  });
});

describe("cities", () => {
  it("has at least 48 cities including all catalogue destinations", () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(48);
    const names = CITIES.map((c) => c.name);
    for (const name of CATALOGUE_NAMES) expect(names).toContain(name);
    for (const id of CATALOGUE_CITY_IDS) expect(getCity(id), id).toBeDefined();
    expect(CATALOGUE_CITY_IDS).toHaveLength(18);
  });

  it("has unique city ids", () => {
    const ids = CITIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(CITIES.map((c) => [c.name, c] as const))("%s has complete metadata", (_name, city) => {
    expect(nonEmpty(city.id)).toBe(true);
    expect(city.id).toMatch(/^[a-z0-9-]+$/);
    expect(nonEmpty(city.name)).toBe(true);
    expect(nonEmpty(city.country)).toBe(true);
    expect(nonEmpty(city.summary)).toBe(true);
    expect(nonEmpty(city.bestSeason)).toBe(true);
    expect(city.currency).toMatch(CURRENCY);
    expect(nonEmpty(city.greeting.phrase)).toBe(true);
    expect(nonEmpty(city.greeting.meaning)).toBe(true);
    expect(nonEmpty(city.greeting.language)).toBe(true);
    expect(city.bestMonths.length).toBeGreaterThan(0);
    for (const m of city.bestMonths) {
      expect(Number.isInteger(m)).toBe(true);
      expect(m).toBeGreaterThanOrEqual(1);
      expect(m).toBeLessThanOrEqual(12);
    }
    expect(new Set(city.bestMonths).size).toBe(city.bestMonths.length);
    for (const alias of city.aliases) expect(nonEmpty(alias)).toBe(true);
    expect(city.tips.length).toBeGreaterThanOrEqual(5);
    for (const tip of city.tips) expect(nonEmpty(tip)).toBe(true);
    // The city's country exists and matches.
    const country = COUNTRIES.find((c) => c.code === city.countryCode);
    expect(country, `${city.name}: ${city.countryCode}`).toBeDefined();
    expect(country?.name).toBe(city.country);
    expect(country?.cities).toContain(city.id);
  });

  it.each(CITIES.map((c) => [c.name, c] as const))("%s has enough varied activities", (_name, city) => {
    const all = activitiesOf(city);
    const isCatalogue = CATALOGUE_CITY_IDS.includes(city.id);
    expect(all.length).toBeGreaterThanOrEqual(isCatalogue ? 30 : 24);
    for (const list of [city.sights, city.neighbourhoods, city.food, city.evening]) {
      expect(list.length).toBeGreaterThan(0);
    }
    const ids = all.map((a) => a.id);
    expect(new Set(ids).size, `duplicate ids in ${city.name}`).toBe(ids.length);
    for (const a of all) {
      expect(a.id).toMatch(/^[a-z0-9-]+$/);
      expect(nonEmpty(a.name)).toBe(true);
      expect(nonEmpty(a.description)).toBe(true);
      expect(a.description.length, a.name).toBeLessThanOrEqual(140);
      expect(a.times.length, a.name).toBeGreaterThan(0);
      expect(a.themes.length, a.name).toBeGreaterThan(0);
      for (const t of a.times) expect(TIMES_OF_DAY).toContain(t);
      for (const t of a.themes) expect(THEMES).toContain(t);
    }
    for (const time of TIMES_OF_DAY) {
      const n = all.filter((a) => a.times.includes(time)).length;
      expect(n, `${city.name} ${time}`).toBeGreaterThanOrEqual(6);
    }
    for (const theme of THEMES) {
      const n = all.filter((a) => a.themes.includes(theme)).length;
      expect(n, `${city.name} ${theme}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("countries", () => {
  it("covers at least 195 countries with unique codes and names", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = COUNTRIES.map((c) => normalize(c.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it("includes commonly listed non-UN-member entries", () => {
    for (const code of ["TW", "XK", "PS", "VA"]) expect(COUNTRIES.map((c) => c.code)).toContain(code);
  });

  it("has no alias shared between two countries", () => {
    const seen = new Map<string, string>();
    for (const c of COUNTRIES) {
      for (const key of [c.name, ...c.aliases].map(normalize)) {
        const other = seen.get(key);
        if (other && other !== c.code) throw new Error(`"${key}" used by ${other} and ${c.code}`);
        seen.set(key, c.code);
      }
    }
  });

  it.each(COUNTRIES.map((c) => [c.name, c] as const))("%s is complete", (_name, country) => {
    expect(country.code).toMatch(/^[A-Z]{2}$/);
    expect(nonEmpty(country.name)).toBe(true);
    expect(nonEmpty(country.capital)).toBe(true);
    expect(REGIONS).toContain(country.region);
    expect(country.currency).toMatch(CURRENCY);
    for (const alias of country.aliases) expect(nonEmpty(alias)).toBe(true);
    expect(country.places.length).toBeGreaterThanOrEqual(3);
    expect(country.places.length).toBeLessThanOrEqual(5);
    for (const p of country.places) {
      expect(nonEmpty(p.name)).toBe(true);
      expect(nonEmpty(p.description)).toBe(true);
      expect(p.description.length).toBeLessThanOrEqual(140);
      expect(p.themes.length).toBeGreaterThan(0);
      for (const t of p.themes) expect(THEMES).toContain(t);
    }
    for (const id of country.cities) expect(getCity(id)?.countryCode).toBe(country.code);
  });

  it("links countries to their cities", () => {
    expect(findCountry("France")?.cities).toEqual(["paris"]);
    expect(
      citiesOfCountry("it")
        .map((c) => c.id)
        .sort(),
    ).toEqual(["florence", "rome", "venice"]);
    expect(citiesOfCountry("US").length).toBe(3);
    expect(citiesOfCountry("ZZ")).toEqual([]);
  });
});

describe("normalize", () => {
  it("lower-cases and strips accents and punctuation", () => {
    expect(normalize("  Hội An, Việt Nam! ")).toBe("hoi an viet nam");
    expect(normalize("Reykjavík")).toBe("reykjavik");
    expect(normalize("KYŌTO")).toBe("kyoto");
    expect(normalize("Straße")).toBe("strasse");
    expect(normalize("Côte d'Ivoire")).toBe("cote divoire");
    expect(normalize("")).toBe("");
  });
});

describe("findCity", () => {
  it.each([
    ["Paris", "paris"],
    ["paris", "paris"],
    ["PARIS", "paris"],
    ["Paris, France", "paris"],
    ["paris trip", "paris"],
    ["  a week in Paris please ", "paris"],
    ["NYC", "new-york"],
    ["nyc", "new-york"],
    ["New York City", "new-york"],
    ["Trip to new york!", "new-york"],
    ["Rio", "rio-de-janeiro"],
    ["rio de janeiro, brazil", "rio-de-janeiro"],
    ["Kyōto", "kyoto"],
    ["Reykjavík", "reykjavik"],
    ["Hội An", "hoi-an"],
    ["hoi an vietnam", "hoi-an"],
    ["Marrakesh", "marrakech"],
    ["Cape Town, South Africa", "cape-town"],
    ["Praha", "prague"],
    ["Czech Republic Prague", "prague"],
    ["Lisboa", "lisbon"],
    ["Wien", "vienna"],
    ["Bombay", "mumbai"],
    ["Peking", "beijing"],
    ["CDMX", "mexico-city"],
    ["Ciudad de México", "mexico-city"],
    ["weekend in LA", "los-angeles"],
    ["SF", "san-francisco"],
    ["Cuzco", "cusco"],
    ["Stone Town", "zanzibar"],
    ["Oia", "santorini"],
    ["Ubud, Bali", "bali"],
    ["Lake Louise", "banff"],
    ["Wadi Musa", "petra"],
  ])("%s -> %s", (query, id) => {
    expect(findCity(query)?.id).toBe(id);
  });

  it.each(["", "   ", "Atlantis", "Springfield", "la la land", "tell us about it", "x", "Mexico", "car rental"])(
    "returns undefined for %j",
    (query) => {
      expect(findCity(query)).toBeUndefined();
    },
  );
});

describe("findCountry", () => {
  it.each([
    ["France", "FR"],
    ["france", "FR"],
    ["FR", "FR"],
    ["fr", "FR"],
    ["USA", "US"],
    ["United States of America", "US"],
    ["UK", "GB"],
    ["Britain", "GB"],
    ["Scotland", "GB"],
    ["Czechia", "CZ"],
    ["Czech Republic", "CZ"],
    ["Holland", "NL"],
    ["holiday in the Netherlands", "NL"],
    ["Côte d'Ivoire", "CI"],
    ["Ivory Coast", "CI"],
    ["Türkiye", "TR"],
    ["Turkey", "TR"],
    ["North Korea", "KP"],
    ["South Korea", "KR"],
    ["Korea", "KR"],
    ["Democratic Republic of the Congo", "CD"],
    ["Republic of the Congo", "CG"],
    ["Guinea-Bissau", "GW"],
    ["Equatorial Guinea", "GQ"],
    ["Papua New Guinea", "PG"],
    ["Guinea", "GN"],
    ["South Sudan", "SS"],
    ["Sudan", "SD"],
    ["Niger", "NE"],
    ["Nigeria", "NG"],
    ["Dominica", "DM"],
    ["Dominican Republic", "DO"],
    ["Northern Ireland", "GB"],
    ["Ireland", "IE"],
    ["Taiwan", "TW"],
    ["Kosovo", "XK"],
    ["Palestine", "PS"],
    ["Vatican", "VA"],
    ["Holy See", "VA"],
    ["Paris, France", "FR"],
    ["Surprise me in Japan", "JP"],
    ["Eswatini", "SZ"],
    ["Swaziland", "SZ"],
    ["Myanmar", "MM"],
    ["Burma", "MM"],
  ])("%s -> %s", (query, code) => {
    expect(findCountry(query)?.code).toBe(code);
  });

  it.each(["", "Narnia", "Wakanda", "ZZ", "tell us about paris", "car rental", "South America"])(
    "returns undefined for %j",
    (query) => {
      expect(findCountry(query)).toBeUndefined();
    },
  );

  it("has key facts right for a sample of countries", () => {
    const facts: [string, string, string][] = [
      ["AU", "Canberra", "AUD"],
      ["CA", "Ottawa", "CAD"],
      ["BR", "Brasília", "BRL"],
      ["TR", "Ankara", "TRY"],
      ["CH", "Bern", "CHF"],
      ["JP", "Tokyo", "JPY"],
      ["ZA", "Pretoria", "ZAR"],
      ["NG", "Abuja", "NGN"],
      ["US", "Washington, D.C.", "USD"],
      ["GB", "London", "GBP"],
    ];
    for (const [code, capital, currency] of facts) {
      const c = findCountry(code);
      expect(c?.capital).toBe(capital);
      expect(c?.currency).toBe(currency);
    }
  });
});

describe("generic activities", () => {
  it("covers every time of day and theme combination", () => {
    for (const time of TIMES_OF_DAY) {
      for (const theme of THEMES) {
        const n = GENERIC_ACTIVITIES.filter((a) => a.times.includes(time) && a.themes.includes(theme)).length;
        expect(n, `${time}/${theme}`).toBeGreaterThanOrEqual(1);
      }
      expect(GENERIC_ACTIVITIES.filter((a) => a.times.includes(time)).length).toBeGreaterThanOrEqual(10);
    }
    const ids = GENERIC_ACTIVITIES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of GENERIC_ACTIVITIES) {
      expect(nonEmpty(a.name)).toBe(true);
      expect(nonEmpty(a.description)).toBe(true);
    }
  });
});

describe("packing", () => {
  it("has a list per trip type and general tips", () => {
    const types = PACKING_LISTS.map((p) => p.type).sort();
    expect(types).toEqual(["beach", "business", "city", "cold", "desert", "family", "rainforest"]);
    for (const p of PACKING_LISTS) {
      expect(p.items.length).toBeGreaterThanOrEqual(5);
      for (const item of p.items) expect(nonEmpty(item)).toBe(true);
    }
    expect(TRAVEL_TIPS.length).toBeGreaterThanOrEqual(5);
  });

  it("suggests lists from free text", () => {
    expect(packingListsFor("Ski trip to the Alps").map((p) => p.type)).toContain("cold");
    expect(
      packingListsFor("beach holiday with the kids")
        .map((p) => p.type)
        .sort(),
    ).toEqual(["beach", "family"]);
    expect(packingListsFor("nothing relevant")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { COUNTRIES, findCountry, normalize, PACKING_LISTS, packingListsFor, TRAVEL_TIPS } from "./index";
import { checkedTable, countriesSchema, languagesSchema } from "./knowledge-schema";

const REGIONS = ["Africa", "Asia", "Europe", "America", "Oceania"];
const CURRENCY = /^[A-Z]{3}$/;

function nonEmpty(value: string): boolean {
  return value.trim().length > 0;
}

describe("the tables' schema", () => {
  it("refuses a malformed entry, naming the file, the entry and the field", () => {
    const good = COUNTRIES[0]!;
    const bad = { ...good, code: "fra", places: [{ name: " ", description: "A place." }] };
    const read = () => checkedTable("countries/europe.json", countriesSchema, [good, bad]);
    expect(read).toThrow(/^countries\/europe\.json does not match its schema/);
    expect(read).toThrow(/countries\/europe\.json: 1\.code: Use the ISO 3166-1 alpha-2 code in capitals/);
    expect(read).toThrow(/countries\/europe\.json: 1\.places: Too small/);
    expect(read).toThrow(/countries\/europe\.json: 1\.places\.0\.name: Too small/);
  });

  it("refuses a field it does not know, so a misspelt key is not silently dropped", () => {
    const language = { name: "Klingon", phrases: { hello: { written: "nuqneH" } }, notes: "typo" };
    expect(() => checkedTable("first-words.json", languagesSchema, [language])).toThrow(
      /first-words\.json: 0: Unrecognized key: "notes"/,
    );
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
    }
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

  it("reads plain ASCII as the full Unicode path does", () => {
    // An accented letter sends the text down the Unicode path; it must change nothing but that letter.
    const samples = [
      "Louvre Museum: see the Mona Lisa & Winged Victory (book ahead!)",
      "St. Peter's_Square -- 10:00",
      "--",
      "",
      "A&B",
    ];
    for (const text of samples) expect(normalize(`${text} é`), text).toBe(`${normalize(text)} e`.trim());
  });
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

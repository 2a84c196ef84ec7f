import { describe, expect, it } from "vitest";
import { suggestPlaces } from "./place-suggestions";
import { cityNamedIn, resolveCountry, resolveDestination } from "./resolve";

const guidedName = (query: string) => {
  const place = resolveDestination(query);
  return place.kind === "guided" ? place.name : place.kind;
};

describe("resolveDestination", () => {
  it.each([
    ["Kyoto", "Kyoto"],
    ["kyotto", "Kyoto"],
    ["Barcellona", "Barcelona"],
    ["Reykjavík", "Reykjavik"],
    ["reykjavik", "Reykjavik"],
    ["a week in Kyoto", "Kyoto"],
    ["Paris, France", "Paris"],
    ["Pariss", "Paris"],
    ["NYC", "New York"],
    ["Roma", "Rome"],
    ["Tuscany", "Tuscany"],
    ["Japan", "Japan"],
  ])("%s is the guided %s", (query, name) => {
    expect(guidedName(query)).toBe(name);
  });

  it("says when it read the query as another name", () => {
    expect(resolveDestination("Barcellona")).toMatchObject({ kind: "guided", readAs: "Barcelona" });
    expect(resolveDestination("Barcelona")).not.toHaveProperty("readAs", expect.anything());
  });

  it("plans a region from its bases and a country as a route starting at its capital", () => {
    expect(resolveDestination("Tuscany")).toMatchObject({ kind: "guided", scope: "area", bases: [{ id: "florence" }] });
    const japan = resolveDestination("Japan");
    expect(japan).toMatchObject({ kind: "guided", scope: "area", country: "JP" });
    if (japan.kind === "guided") expect(japan.bases[0]!.id).toBe("tokyo");
  });

  it("names the nearest guided bases, nearest first, for a real place without a guide", () => {
    const tulsa = resolveDestination("Tulsa");
    expect(tulsa).toMatchObject({ kind: "unguided", name: "Tulsa", country: "US" });
    if (tulsa.kind !== "unguided") return;
    expect(tulsa.nearest).toHaveLength(3);
    const km = tulsa.nearest.map((base) => base.km);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(km[0]).toBeGreaterThan(100);
    expect(resolveDestination("Bhutan")).toMatchObject({ kind: "unguided", country: "BT" });
  });

  it("plans a place inside a guided city's reach from that city", () => {
    expect(resolveDestination("Brooklyn")).toMatchObject({ kind: "guided", name: "New York", readAs: "Brooklyn" });
  });

  it.each(["asdfgh", "Zyxville", "qwertyuiop", "!!!"])("%s is not a place", (query) => {
    expect(resolveDestination(query).kind).toBe("unknown");
  });

  it("suggests close names for a near miss it is not sure of", () => {
    const place = resolveDestination("Tulza");
    expect(place.kind).toBe("unknown");
    if (place.kind === "unknown") expect(place.suggestions).toContain("Tulsa, United States");
  });

  it("plans a guided city's neighbourhood from the city", () => {
    expect(resolveDestination("Montmartre")).toMatchObject({ kind: "guided", name: "Paris", readAs: "Montmartre" });
  });
});

describe("resolveCountry", () => {
  it("finds countries by name, code and misspelling", () => {
    expect(resolveCountry("Japan")).toMatchObject({ kind: "guided", name: "Japan" });
    expect(resolveCountry("JP")).toMatchObject({ kind: "guided", name: "Japan" });
    expect(resolveCountry("Itlay")).toMatchObject({ kind: "guided", name: "Italy", readAs: "Italy" });
  });

  it("names the nearest bases for a country without a guide, and nothing for a country that is not one", () => {
    expect(resolveCountry("Bhutan").kind).toBe("unguided");
    expect(resolveCountry("Narnia")).toEqual({ kind: "unknown", suggestions: expect.any(Array) });
  });
});

describe("cityNamedIn", () => {
  it("finds the guided city a sentence names, and no misspelling", () => {
    expect(cityNamedIn("one day in Kyoto please")?.id).toBe("kyoto");
    expect(cityNamedIn("tips for NYC")?.id).toBe("new-york");
    expect(cityNamedIn("how do I say thank you")).toBeUndefined();
  });
});

describe("a destination with its country after a comma", () => {
  it("is the place, not the country", () => {
    expect(resolveDestination("Tulsa, United States")).toMatchObject({ kind: "unguided", name: "Tulsa", country: "US" });
    expect(resolveDestination("Tulsa, US")).toMatchObject({ kind: "unguided", name: "Tulsa" });
  });
});

describe("a town with its state, province or country after a comma", () => {
  it.each([
    ["Paris, Texas", "Paris", "US"],
    ["Paris, TX", "Paris", "US"],
    ["Naples, Florida", "Naples", "US"],
    ["Naples, FL", "Naples", "US"],
    ["Sydney, Nova Scotia", "Sydney", "CA"],
    ["Perth, WA", "Perth", "AU"],
  ])("%s is %s in %s, never the famous namesake", (query, name, country) => {
    expect(resolveDestination(query)).toMatchObject({ kind: "unguided", name, country });
  });

  it("keeps a guided city when the qualifier is its own state or country", () => {
    expect(resolveDestination("Miami, Florida")).toMatchObject({ kind: "guided", name: "Miami" });
    expect(resolveDestination("Sydney, NSW")).toMatchObject({ kind: "guided", name: "Sydney", country: "AU" });
  });

  it("reads a state named with its country as the state, not a namesake country", () => {
    expect(resolveDestination("Georgia, USA")).toMatchObject({ kind: "unguided", name: "Georgia", country: "US" });
    expect(resolveDestination("Georgia")).toMatchObject({ kind: "unguided", country: "GE" });
  });
});

describe("regions, islands and other spellings the gazetteer lacks", () => {
  it.each([
    ["Ouarzazate", "MA"],
    ["Lofoten", "NO"],
    ["Svalbard", "NO"],
    ["Dolomites", "IT"],
    ["the Dolomites", "IT"],
    ["Cinque Terre", "IT"],
    ["Azores", "PT"],
  ])("%s is a real place in %s", (query, country) => {
    expect(resolveDestination(query)).toMatchObject({ kind: "unguided", country });
  });

  it("forgives a misspelt town of the gazetteer, not only a guided city", () => {
    expect(resolveDestination("Ouarzazte")).toMatchObject({ kind: "unguided", name: "Ouarzazat", country: "MA" });
  });
});

describe("several places in one destination", () => {
  it.each([
    ["Rome and Florence", ["rome", "florence"]],
    ["Seville, Granada and Malaga", ["seville", "granada", "malaga"]],
    ["Kyoto & Tokyo", ["kyoto", "tokyo"]],
    ["Tuscany and Rome", ["florence", "rome"]],
    ["Marrakech and Fez", ["marrakech", "fez"]],
    ["Lisbon then Porto", ["lisbon", "porto"]],
    ["Seville, Granada and Malaga, Spain", ["seville", "granada", "malaga"]],
  ])("%s is a route through every one, in the order written", (query, ids) => {
    const place = resolveDestination(query);
    expect(place).toMatchObject({ kind: "guided", scope: "area", defining: { minDays: 1 } });
    if (place.kind === "guided") expect(place.defining?.cities.map((city) => city.id)).toEqual(ids);
  });

  it("reads places only when joined by a comma, and, & or then", () => {
    const place = resolveDestination("a nice week in Rome");
    expect(place).toMatchObject({ kind: "guided", scope: "city" });
    expect(place).not.toHaveProperty("defining");
  });

  it("reads a city named like an everyday word as the word when the text names another place", () => {
    const cityOf = (query: string) => {
      const place = resolveDestination(query);
      return place.kind === "guided" ? place.bases.map((city) => city.id) : place.kind;
    };
    expect(cityOf("a nice week in Rome")).toEqual(["rome"]);
    expect(cityOf("a relaxing week in Bath")).toEqual(["bath"]);
    expect(cityOf("a week in Nice")).toEqual(["nice"]);
    expect(cityOf("Nice")).toEqual(["nice"]);
    expect(cityOf("Split")).toEqual(["split"]);
  });

  it("gives a region its defining bases and a country none", () => {
    const andalusia = resolveDestination("Andalusia");
    if (andalusia.kind !== "guided") throw new Error("Andalusia is guided");
    expect(andalusia.defining?.cities.map((city) => city.id)).toEqual(["seville", "granada", "malaga"]);
    expect(resolveDestination("Golden Triangle")).toMatchObject({
      defining: { cities: expect.arrayContaining([expect.objectContaining({ id: "jaipur" })]) },
    });
    expect(resolveDestination("Japan")).not.toHaveProperty("defining");
    expect(resolveDestination("Paris, France")).toMatchObject({ kind: "guided", scope: "city", name: "Paris" });
  });
});

describe("suggestPlaces", () => {
  it("offers the regions and islands the gazetteer lacks as the traveller types", () => {
    expect(suggestPlaces("lofo")).toContainEqual({ name: "Lofoten", country: "NO", guided: false });
    expect(suggestPlaces("dolomi")).toContainEqual({ name: "Dolomites", country: "IT", guided: false });
  });
});

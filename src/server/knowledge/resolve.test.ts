import { describe, expect, it } from "vitest";
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

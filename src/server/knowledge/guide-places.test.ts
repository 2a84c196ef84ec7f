import { describe, expect, it } from "vitest";
import { activitiesNamedIn, citiesInOrder, linksBetween, placesNamedIn, regionsNamedIn } from "./guide-places";
import { guides } from "./guides";

const titles = (question: string) => activitiesNamedIn(question).map((place) => `${place.city.id}: ${place.activity.title}`);
const ids = (question: string) => citiesInOrder(question).map((city) => city.id);

describe("the guide places a question names", () => {
  it("finds a sight across every guide by a rare word of its name, misspelt or not", () => {
    expect(titles("Is the Louvre open on Tuesdays?")[0]).toBe("paris: Louvre Museum");
    expect(titles("when does the alambra open")[0]).toBe("granada: Alhambra and the Nasrid Palaces");
    expect(titles("is the colloseum open")[0]).toBe("rome: Colosseum");
    expect(titles("central park hours")[0]).toBe("new-york: Central Park and Bethesda Terrace");
  });

  it("takes the sight a first visit would most regret missing when several share a name", () => {
    expect(titles("is the prado open")[0]).toBe("madrid: Prado Museum");
  });

  it("does not read a place's own name, or the common words of questions, as a sight", () => {
    expect(titles("where to stay in London")).toEqual([]);
    expect(titles("how much should I tip in restaurants in Japan")).toEqual([]);
    expect(titles("best season for Patagonia")).toEqual([]);
    expect(titles("how do I get from the Bangkok airport to the city")).toEqual([]);
  });

  it("is sure of a name of two words or one written with a capital, not of one lower-case word", () => {
    expect(activitiesNamedIn("Is the Alhambra open")[0]?.sure).toBe(true);
    expect(activitiesNamedIn("central park hours")[0]?.sure).toBe(true);
    expect(activitiesNamedIn("who won the football match")[0]?.sure ?? false).toBe(false);
  });

  it("names guided cities in the order written, misspellings forgiven, short names only with a capital", () => {
    expect(ids("How do I get from Rome to Florance?")).toEqual(["rome", "florence"]);
    expect(ids("Florence from Rome")).toEqual(["florence", "rome"]);
    expect(ids("train from Fez to Chefchaouen")).toEqual(["fez", "chefchaouen"]);
    expect(ids("a fez as a souvenir")).toEqual([]);
    expect(ids("new york or Edinbrugh")).toEqual(["new-york", "edinburgh"]);
  });

  // The bound that keeps a 4,000-character question cheap: misspellings are compared with every name only in a
  // short question, so the work grows with the words, not with the words times the names.
  it("looks for misspellings only in questions of up to 40 words", () => {
    expect(ids(`florance ${"and ".repeat(39)}`)).toEqual(["florence"]);
    expect(ids(`florance ${"and ".repeat(40)}`)).toEqual([]);
    expect(ids(`florence ${"and ".repeat(400)}`)).toEqual(["florence"]);
    expect(titles(`louvere ${"and ".repeat(40)}`)).toEqual([]);
  });

  it("finds a region and every country that has one of that name", () => {
    expect(regionsNamedIn("best season for Patagonia").map((region) => region.country)).toContain("AR");
    expect(regionsNamedIn("a week in Tuscany")[0]?.bases.map((city) => city.id)).toContain("florence");
    expect(regionsNamedIn("a week in Paris")).toEqual([]);
  });
});

describe("links between guided cities", () => {
  const city = (id: string) => guides().city(id)!;

  it("gives a country's own link, either way round", () => {
    expect(linksBetween(city("rome"), city("florence"))).toEqual([{ from: "rome", to: "florence", mode: "train", hours: 2 }]);
    expect(linksBetween(city("florence"), city("rome"))).toEqual([{ from: "florence", to: "rome", mode: "train", hours: 2 }]);
  });

  it("has none across borders", () => {
    expect(linksBetween(city("paris"), city("rome"))).toBeUndefined();
  });

  it("chains legs from one city to the other for every pair of a country's linked cities", () => {
    for (const from of guides().cities) {
      for (const to of guides().citiesOf(from.country)) {
        if (to === from) continue;
        const legs = linksBetween(from, to);
        if (!legs) continue;
        expect(legs[0]!.from).toBe(from.id);
        expect(legs.at(-1)!.to).toBe(to.id);
        legs.slice(1).forEach((leg, index) => expect(leg.from).toBe(legs[index]!.to));
      }
    }
  });
});

describe("the guide places an answer names", () => {
  const names = (answer: string, question = "") => placesNamedIn(answer, question).map(({ activity }) => activity.place.name);

  it("finds them in the answer's order, each once, in the cities the question or the answer names", () => {
    expect(names("See Kinkaku-ji early, then Ryoan-ji; Kinkaku-ji is busiest at noon.", "Two temples in Kyoto?")).toEqual([
      "Kinkaku-ji",
      "Ryoan-ji",
    ]);
    // Without a city named anywhere, no place is guessed.
    expect(names("See Kinkaku-ji early, then Ryoan-ji.")).toEqual([]);
  });

  it("keeps to whole names and to six places", () => {
    expect(names("In Kyoto, a tenryu-jinja is not Tenryu-ji's neighbour.")).toEqual(["Tenryu-ji"]);
    const many =
      "Kyoto: Fushimi Inari Taisha, Kinkaku-ji, Ryoan-ji, Kiyomizu-dera, Sannenzaka, Yasaka Shrine, Tenryu-ji, Ginkaku-ji.";
    expect(names(many)).toHaveLength(6);
  });
});

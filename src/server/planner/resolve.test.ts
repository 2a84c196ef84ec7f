import { describe, expect, it } from "vitest";
import type { ItineraryRequest } from "../ai/engine";
import { destinationError, resolveRequestPlace } from "./resolve";

const refusal = (destination: string) => {
  const request: ItineraryRequest = { mode: "plan", destination, dates: "2027-05-01 to 2027-05-03", theme: "culture" };
  return destinationError(request, resolveRequestPlace(request), true);
};

describe("a refusal for a real place without a guide", () => {
  it("names the place's country, never the famous namesake's", () => {
    expect(refusal("Paris, Texas")?.message).toMatch(
      /^Wayfarer's offline planner has no guide for Paris \(United States\) yet\./,
    );
    expect(refusal("Sydney, Nova Scotia")?.message).toMatch(/no guide for Sydney \(Canada\) yet\./);
    expect(refusal("Naples, Florida")?.message).toMatch(/no guide for Naples \(United States\) yet\./);
  });

  it("offers a day trip from the nearest base within reach", () => {
    const giethoorn = refusal("Giethoorn");
    expect(giethoorn?.message).toMatch(/You could stay in Amsterdam and see Giethoorn on a day trip \(about \d+ km away\)\.$/);
    expect(giethoorn?.details).toMatchObject({ next: { dayTripFrom: { name: "Amsterdam" } } });
    expect(refusal("Kotor")?.message).toMatch(/stay in Dubrovnik and see Kotor on a day trip/);
    // Santorini is near Crete, but across the sea.
    expect(refusal("Crete")?.message).toMatch(
      /no guide for Crete \(Greece\) yet\..+ In Greece it can plan Santorini or Athens\.$/,
    );
  });

  it("else names the country's guided cities, nearest first", () => {
    const lofoten = refusal("Lofoten")?.message;
    expect(lofoten).toMatch(/no guide for Lofoten \(Norway\) yet\./);
    expect(lofoten).toMatch(/ In Norway it can plan Tromsø, .+ or .+\.$/);
    expect(refusal("Tulsa")?.message).toMatch(/ In the United States it can plan /);
  });

  it("says how to ask for a state of the same name as the country refused", () => {
    expect(refusal("Georgia")?.message).toMatch(/ If you meant Georgia in the United States, type "Georgia, United States"\.$/);
    expect(refusal("Georgia, USA")?.message).toMatch(
      /^Wayfarer's offline planner has no guide for Georgia \(United States\) yet\./,
    );
    expect(refusal("Georgia, USA")?.message).not.toMatch(/If you meant/);
  });

  it("plans a place it has a guide for without refusing", () => {
    expect(refusal("Rome and Florence")).toBeUndefined();
    expect(refusal("Paris, France")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { planItemSchema, type PlanItem } from "@shared/plan";
import { testDatabases, useTestApp } from "../test/databases";

describe("GET /api/places", () => {
  const suite = useTestApp(testDatabases[0]!);
  const get = async (q: string) => {
    const res = await suite.app.request(`/api/places?q=${encodeURIComponent(q)}`);
    return { status: res.status, body: (await res.json()) as { places?: { name: string; country?: string; guided: boolean }[] } };
  };

  it("suggests places starting with the text, guided ones first and marked, without a session", async () => {
    const { status, body } = await get("kyo");
    expect(status).toBe(200);
    expect(body.places![0]).toEqual({ name: "Kyoto", country: "JP", guided: true });
    const tul = await get("Tul");
    expect(tul.body.places!.some((place) => place.name === "Tulsa" && place.country === "US" && !place.guided)).toBe(true);
    expect((await get("tusc")).body.places![0]).toMatchObject({ name: "Tuscany", country: "IT", guided: true });
  });

  it("answers nothing for under two letters, and 400 for too long a text", async () => {
    expect((await get("k")).body).toEqual({ places: [] });
    expect((await get("x".repeat(121))).status).toBe(400);
  });
});

describe("GET /api/places/activities", () => {
  const suite = useTestApp(testDatabases[0]!);
  const get = async (base: string) => {
    const res = await suite.app.request(`/api/places/activities?base=${encodeURIComponent(base)}`);
    return { status: res.status, body: (await res.json()) as { items?: PlanItem[] } };
  };

  it("offers a guided base's places as valid plan items, each with coordinates, without a session", async () => {
    const { status, body } = await get("kyoto");
    expect(status).toBe(200);
    expect(body.items!.length).toBeGreaterThanOrEqual(20);
    for (const item of body.items!) {
      expect(planItemSchema.safeParse(item).success).toBe(true);
      expect(item).toMatchObject({ source: "knowledge", place: { lat: expect.any(Number), lon: expect.any(Number) } });
    }
    expect(new Set(body.items!.map((item) => item.id)).size).toBe(body.items!.length);
  });

  it("answers an empty list for a base without a guide, and 400 for too long a name", async () => {
    expect((await get("Tulsa")).body).toEqual({ items: [] });
    expect((await get("")).body).toEqual({ items: [] });
    expect((await get("x".repeat(81))).status).toBe(400);
  });
});

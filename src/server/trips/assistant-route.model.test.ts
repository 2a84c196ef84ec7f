import { afterAll, beforeAll, expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { AssistantAnswer } from "@shared/schemas/assistant";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { TRIP_CHANGE_TOOL } from "../ai/llm/trip-change";
import { signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { startFakeOpenAI, type FakeOpenAI } from "../test/fake-openai";
import { offlinePlan } from "../test/plans";

/** POST /api/itineraries/:id/assistant with a language model (the fake server on loopback): its tool calls checked on the server. */

let fake: FakeOpenAI;
let plan: Plan;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  plan = await offlinePlan("2027-04-05 to 2027-04-09");
});
afterAll(async () => {
  await fake.close();
});

const call = (operations: unknown[]) => ({
  kind: "tool_call" as const,
  name: TRIP_CHANGE_TOOL,
  arguments: JSON.stringify({ operations }),
});

describeEachDatabase("trips: the assistant with a language model", (database) => {
  const suite = useTestApp(database, () => ({
    env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model", AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: "2000" },
  }));
  const post = (path: string, cookie: string, body: unknown) =>
    suite.app.request(`/api/itineraries${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });
  async function saveTrip(cookie: string): Promise<ItineraryDetail> {
    const res = await post("", cookie, { title: plan.title, days: toWire(planToItinerary(plan)).days, plan });
    expect(res.status).toBe(201);
    return (await res.json()) as ItineraryDetail;
  }
  const ask = async (cookie: string, id: string, message: string) => {
    const res = await post(`/${id}/assistant`, cookie, { message, version: 1 });
    expect(res.status).toBe(200);
    return (await res.json()) as AssistantAnswer;
  };

  it("turns the model's tool call into a checked proposal that Apply saves as proposed", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const item = plan.days[3]!.items[0]!;
    fake.enqueue(call([{ type: "move_item", itemId: item.id, day: 2, slot: "afternoon" }]));
    const { reply, proposal } = await ask(cookie, saved.id, `move ${item.title} to Tuesday afternoon`);
    expect(proposal).toMatchObject({
      baseVersion: 1,
      operations: [{ type: "move_item", itemId: item.id, day: 2, slot: "afternoon" }],
      changes: [`Moved ${item.title} from day 4 ${item.slot} to day 2 afternoon.`],
    });
    expect(reply).toContain(`- Moved ${item.title}`);
    const applied = await post(`/${saved.id}/operations`, cookie, { version: 1, operations: proposal!.operations });
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as ItineraryDetail).plan).toEqual(proposal!.plan);
  });

  it("refuses a call the schema or the plan refuses, with the reason, and proposes nothing", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    fake.enqueue(call([{ type: "remove_item", itemId: "kyoto/not-in-this-trip" }]));
    expect(await ask(cookie, saved.id, "remove the tea ceremony")).toEqual({
      reply: "I cannot make that change. Operation 1 (remove_item): no item kyoto/not-in-this-trip in this trip.",
      proposal: null,
    });
    fake.enqueue(call([{ type: "swap_days", a: 1, b: 99 }]));
    expect(await ask(cookie, saved.id, "swap day 1 and 99")).toEqual({
      reply: expect.stringMatching(/^The proposed change was refused: operations\.0\.b: /),
      proposal: null,
    });
    fake.enqueue({ kind: "content", content: "Which stop do you mean?" });
    expect(await ask(cookie, saved.id, "drop it")).toEqual({ reply: "Which stop do you mean?", proposal: null });
    const read = await suite.app.request(`/api/itineraries/${saved.id}`, { headers: { Cookie: cookie } });
    expect(((await read.json()) as ItineraryDetail).version).toBe(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "@shared/plan";
import { startFakeOpenAI, type FakeOpenAI } from "@server/test/fake-openai";
import { testConfig } from "@server/test/app";
import { AiError, type AiEngine } from "../engine";
import { createLlmEngineFromConfig } from "./engine";
import { TRIP_CHANGE_TOOL } from "./trip-change";
import { offlinePlan } from "../../test/plans";

/** The language model's trip changes (decision 1100) as tool calls, against the fake OpenAI-compatible server on loopback. */

let fake: FakeOpenAI;
let plan: Plan;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  plan = await offlinePlan("2027-04-05 to 2027-04-07");
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

function engine(): AiEngine {
  return createLlmEngineFromConfig(
    testConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model", AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: "2000" }),
  );
}
const request = (message: string) => ({ message, plan, check: { ok: true, failures: [], score: 100, items: {} } });
const call = (input: unknown) => ({ kind: "tool_call" as const, name: TRIP_CHANGE_TOOL, arguments: JSON.stringify(input) });

describe("proposeTripChange (language model)", () => {
  it("offers the operations as a tool with the shared schema and the plan's ids in the prompt", async () => {
    const item = plan.days[1]!.items[0]!;
    fake.enqueue(call({ operations: [{ type: "move_item", itemId: item.id, day: 3, slot: "morning" }] }));
    const reading = await engine().proposeTripChange!(request(`move ${item.title} to day 3`));
    expect(reading).toEqual({ operations: [{ type: "move_item", itemId: item.id, day: 3, slot: "morning" }] });
    const body = fake.requests[0]!.body as { tools?: { function: { name: string; parameters: unknown } }[] };
    expect(body.tools?.map((t) => t.function.name)).toEqual([TRIP_CHANGE_TOOL]);
    expect(JSON.stringify(body.tools![0]!.function.parameters)).toContain("move_item");
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain(item.id);
  });

  it("refuses an invalid call with a reason: a wrong type, a bad field, no operations, arguments that are not JSON, another tool", async () => {
    const cases: [Parameters<FakeOpenAI["enqueue"]>[0], RegExp][] = [
      [call({ operations: [{ type: "delete_trip" }] }), /^The proposed change was refused: operations\.0/],
      [
        call({ operations: [{ type: "retime_item", itemId: "kyoto/x", start: "25:00" }] }),
        /^The proposed change was refused: operations\.0\.start: Use a time such as 09:30\./,
      ],
      [call({ operations: [] }), /^The proposed change was refused: operations: /],
      [{ kind: "tool_call", name: TRIP_CHANGE_TOOL, arguments: "{not json" }, /^The proposed change was refused/],
      [
        { kind: "tool_call", name: "delete_everything", arguments: "{}" },
        /^The proposed change was refused: there is no tool "delete_everything"\./,
      ],
    ];
    for (const [reply, message] of cases) {
      fake.enqueue(reply);
      const reading = await engine().proposeTripChange!(request("do it"));
      expect(reading, JSON.stringify(reply)).toEqual({ reply: expect.stringMatching(message) });
    }
  });

  it("answers in words without a tool call (a question back, an answer), and fails as the chat fails", async () => {
    fake.enqueue({ kind: "content", content: "Which temple do you mean: Kinkaku-ji or Tenryu-ji?" });
    expect(await engine().proposeTripChange!(request("drop the temple"))).toEqual({
      reply: "Which temple do you mean: Kinkaku-ji or Tenryu-ji?",
    });
    fake.enqueue({ kind: "error", status: 400, message: "bad" });
    await expect(engine().proposeTripChange!(request("swap day 1 and 2"))).rejects.toBeInstanceOf(AiError);
  });
});

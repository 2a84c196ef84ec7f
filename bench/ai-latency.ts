import fs from "node:fs";
import { startFakeOpenAI } from "@server/test/fake-openai";
import { startServer } from "@server/test/server-process";

export const AI_ADDED_LATENCY_BUDGET_MS = 20;

const ANSWER =
  "Day 1: Kyoto at its calmest.\nStop 1: Fushimi Inari at dawn, before the crowds.\nStop 2: Nishiki Market for lunch.\n" +
  "Stop 3: Gion at dusk, then dinner in Pontocho.\nTips: buy a bus day pass and carry cash for small shops.";

/**
 * The fake OpenAI-compatible server streams a chat answer at a fixed pace (a piece every 25 ms). We measure,
 * on one clock, the time from the fake writing its first content piece to the client receiving the first
 * `delta` event from Wayfarer's streaming chat endpoint: the latency Wayfarer adds in the middle.
 */
export async function measureAiAddedLatency(runs = 20): Promise<{ medianMs: number; p95Ms: number; runs: number }> {
  const fake = await startFakeOpenAI();
  fake.setDefault({ kind: "content", content: ANSWER, chunkSize: 24, intervalMs: 25 });
  const server = await startServer({
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: fake.baseUrl,
      RATE_LIMIT_CHAT_PER_10_MIN: "10000",
    },
  });
  try {
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ name: "Bench", email: `bench-${Date.now()}@example.com`, password: "correct horse battery" }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const added: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const res = await fetch(`${server.url}/api/ai/generate/stream`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ prompt: `One day in Kyoto, please (${i})` }),
      });
      if (!res.ok || !res.body) throw new Error(`chat stream failed: ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let text = "";
      let firstDeltaAt: number | undefined;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (firstDeltaAt === undefined && text.includes("event: delta")) firstDeltaAt = performance.now();
      }
      const upstream = fake.requests.at(-1)?.firstContentAt;
      if (firstDeltaAt === undefined || upstream === undefined) throw new Error("no streamed content to time");
      added.push(firstDeltaAt - upstream);
    }
    added.sort((a, b) => a - b);
    return { medianMs: added[Math.floor(runs / 2)]!, p95Ms: added[Math.floor(runs * 0.95)]!, runs };
  } finally {
    await server.stop();
    await fake.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

import { createOfflineEngine } from "@server/ai/offline/engine";
import { offlineChatAnswer } from "@server/ai/offline/chat";
import { readTripChange } from "@server/ai/offline/trip-intents";
import { HOSTILE_PLACE_PROMPTS, HOSTILE_PROMPTS } from "@server/ai/offline/hostile-prompts";

/**
 * The offline chat's budgets: an ordinary question answered in under 10 ms (p95), and the longest prompts the API
 * accepts, shaped to make a backtracking pattern or a word-by-word lookup try every position, each under 25 ms
 * (median of 5). Before the currency pattern was bounded, the first three took 45-60 ms. The unit tests check
 * the bounds themselves (chat.test.ts, guide-places.test.ts); the times are measured here. The trip assistant's
 * reading of a change (trip-intents.ts) on a 14-day trip: p95 under 50 ms, for a long, polite message.
 */

export const CHAT_BUDGETS = { questionP95Ms: 10, hostileMedianMs: 25, tripChangeP95Ms: 50 } as const;

const HOSTILE = [...HOSTILE_PROMPTS, ...HOSTILE_PLACE_PROMPTS];

const QUESTIONS = [
  "Is the Louvre open on Tuesdays?",
  "when does the alambra open",
  "tipping in New York",
  "where should I stay in Barcelona?",
  "how do I get from Rome to Florance",
  "what to eat in Lisbon",
  "how many days in Istanbul",
  "rainy day in London with kids",
  "make day 2 more relaxed",
  "best season for Patagonia",
];

const ask = (prompt: string) => offlineChatAnswer({ userName: "Bench", history: [], prompt });

/** The assistant reading a long change request against a 14-day trip (every stop a candidate for "the second temple"). */
async function measureTripChange(): Promise<number> {
  const { plan } = await createOfflineEngine({ paceMs: 0 }).generateItinerary({
    mode: "plan",
    destination: "Japan",
    dates: "2027-04-05 to 2027-04-18",
    theme: "culture",
  });
  const message = `${"please could you kindly ".repeat(40)}replace the second temple with something outdoors nearby`;
  readTripChange(message, plan);
  const times: number[] = [];
  for (let run = 0; run < 40; run++) {
    const began = performance.now();
    readTripChange(message, plan);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)]!;
}

export async function measureChat() {
  for (const question of QUESTIONS) ask(question); // the guides and name indexes are built on first use
  const times: number[] = [];
  for (let round = 0; round < 20; round++)
    for (const question of QUESTIONS) {
      const began = performance.now();
      ask(question);
      times.push(performance.now() - began);
    }
  times.sort((a, b) => a - b);
  const hostile = HOSTILE.map(([name, prompt]) => {
    const runs = Array.from({ length: 5 }, () => {
      const began = performance.now();
      ask(prompt);
      return performance.now() - began;
    }).sort((a, b) => a - b);
    return { name, medianMs: runs[2]! };
  });
  return { questionP95Ms: times[Math.floor(times.length * 0.95)]!, hostile, tripChangeP95Ms: await measureTripChange() };
}

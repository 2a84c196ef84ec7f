import { offlineChatAnswer } from "@server/ai/offline/chat";
import { HOSTILE_PLACE_PROMPTS, HOSTILE_PROMPTS } from "@server/ai/offline/hostile-prompts";

/**
 * The offline chat's budgets: an ordinary question answered in under 10 ms (p95), and the longest prompts the API
 * accepts, shaped to make a backtracking pattern or a word-by-word lookup try every position, each under 25 ms
 * (median of 5). Before the currency pattern was bounded, the first three took 45-60 ms. The unit tests check
 * the bounds themselves (chat.test.ts, guide-places.test.ts); the times are measured here.
 */

export const CHAT_BUDGETS = { questionP95Ms: 10, hostileMedianMs: 25 } as const;

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

export function measureChat() {
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
  return { questionP95Ms: times[Math.floor(times.length * 0.95)]!, hostile };
}

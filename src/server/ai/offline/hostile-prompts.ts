import { CHAT_PROMPT_MAX } from "@shared/schemas/limits";

/**
 * The longest prompts the API accepts, shaped to make a backtracking pattern or a word-by-word lookup try every
 * position: chat.test.ts checks how they are answered, bench/chat.ts how fast.
 */
export const HOSTILE_PROMPTS: readonly [name: string, prompt: string][] = [
  ["a run of digits", "1".repeat(CHAT_PROMPT_MAX - 1) + "x"],
  ["two runs of digits around a point", "1".repeat(2_000) + "." + "1".repeat(1_999)],
  ["digits and commas", "1,".repeat(CHAT_PROMPT_MAX / 2)],
  ["a symbol, then spaces", "$" + " ".repeat(CHAT_PROMPT_MAX - 2) + "1"],
  ["repeated conversions", "100 usd to ".repeat(Math.floor(CHAT_PROMPT_MAX / 11))],
  ["repeated days", "1 ".repeat(CHAT_PROMPT_MAX / 2)],
];

/** Long prompts made of names the guides know, which the chat reads as travel questions. */
export const HOSTILE_PLACE_PROMPTS: readonly [name: string, prompt: string][] = [
  ["repeated place names", "rome to florence ".repeat(Math.floor(CHAT_PROMPT_MAX / 17))],
  ["repeated sight names", "louvre alhambra ".repeat(Math.floor(CHAT_PROMPT_MAX / 16))],
];

import { describe, expect, it } from "vitest";
import { CHAT_PROMPT_MAX } from "@shared/schemas/generation";
import { offlineChatAnswer } from "./chat";

const ask = (prompt: string, history: { role: "user" | "assistant"; text: string }[] = []) =>
  offlineChatAnswer({ userName: "Ana", history, prompt });

describe("offline chat", () => {
  it("plans one day in a known place with Stop and Tips lines", () => {
    const answer = ask("Plan one day in Kyoto");
    expect(answer).toMatch(/^One day in \*\*Kyoto\*\*:/);
    expect(answer).toMatch(/\nStop 1: \*\*.+\*\* - /);
    expect(answer).toMatch(/\nTips: /);
  });

  it("plans several days with Day lines and no repeats", () => {
    const lines = ask("3 days in Lisbon")
      .split("\n")
      .filter((line) => line.startsWith("Day "));
    expect(lines).toHaveLength(3);
    const stops = lines.flatMap((line) => line.replace(/^Day \d: /, "").split(", "));
    expect(new Set(stops).size).toBe(stops.length);
  });

  it("gives tips, best time and packing for a place", () => {
    expect(ask("any tips for Marrakech?")).toMatch(/^Tips for \*\*Marrakech\*\*:\n- /);
    expect(ask("When is the best time to visit Banff?")).toMatch(/^Best time to visit \*\*Banff\*\*: /);
    expect(ask("What should I pack for a ski trip?")).toMatch(/mountains, snow and cold weather/);
    expect(ask("what to pack for Reykjavik")).toContain("**Reykjavik**");
  });

  it("uses the conversation for follow-up questions", () => {
    expect(ask("and the best time?", [{ role: "user", text: "one day in Prague" }])).toContain("**Prague**");
  });

  it("lists phrases for a travel type", () => {
    expect(ask("phrases for business travel")).toMatch(/^Useful phrases for business travel:/);
    expect(ask("some useful phrases please")).toMatch(/adventure travel/);
  });

  it.each([
    ["100 USD in INR", "**100.00 USD = 8,320.00 INR**"],
    ["convert 50 euros to yen", "**50.00 EUR = 8,357.53 JPY**"],
    ["£20 to CAD", "**20.00 GBP = 33.75 CAD**"],
    ["what is 1,250.5 usd in eur?", "**1,250.50 USD = 1,162.97 EUR**"],
  ])("converts %s with the app's fixed rates", (prompt, expected) => {
    expect(ask(prompt).split("\n")[0]).toBe(expected);
  });

  it("names supported currencies for an unknown one", () => {
    expect(ask("100 USD in XYZ")).toContain("USD, EUR, INR, GBP, JPY, AUD, CAD");
  });

  it("answers anything else with what it can do and how to enable a language model", () => {
    const answer = ask("Who won the football match yesterday?");
    expect(answer).toMatch(/^Hi, Ana! I'm Wayfarer's offline travel assistant/);
    expect(answer).toContain("AI_PROVIDER");
    expect(answer).toContain("100 USD in INR");
  });

  // The longest prompts the API accepts, shaped to make a backtracking pattern try every position: each answer
  // must stay far below the 45-60 ms the currency pattern took on the first three before it was bounded.
  it.each([
    ["a run of digits", "1".repeat(CHAT_PROMPT_MAX - 1) + "x"],
    ["two runs of digits around a point", "1".repeat(2_000) + "." + "1".repeat(1_999)],
    ["digits and commas", "1,".repeat(CHAT_PROMPT_MAX / 2)],
    ["a symbol, then spaces", "$" + " ".repeat(CHAT_PROMPT_MAX - 2) + "1"],
    ["repeated conversions", "100 usd to ".repeat(Math.floor(CHAT_PROMPT_MAX / 11))],
    ["repeated days", "1 ".repeat(CHAT_PROMPT_MAX / 2)],
  ])("answers a hostile prompt (%s) in linear time", (_, prompt) => {
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      ask(prompt);
      return performance.now() - started;
    }).sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(20);
  });
});

import { describe, expect, it } from "vitest";
import { HOSTILE_PROMPTS } from "./hostile-prompts";
import { offlineChatAnswer } from "./chat";
import intentTable from "./chat-intents.json" with { type: "json" };
import { conversionAsked } from "./chat-parse";

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

  it("packs for the destination's weather in the month asked", () => {
    const iceland = ask("What should I pack for Iceland in March?");
    expect(iceland).toMatch(/^What to pack \(mountains, snow and cold weather\):/);
    expect(iceland).toMatch(/For \*\*Reykjavik\*\*: In March, Reykjavik averages highs of -?\d+°C/);
    expect(ask("packing for Bangkok in April")).not.toMatch(/cold weather/);
    expect(ask("what to pack for Bangkok")).toContain('tell me the month ("packing for Bangkok in March")');
    // A city list for a cold night's lows says more than its light jacket.
    expect(ask("what to pack for Kyoto in December")).toContain("The nights are cold: bring a warm coat and layers.");
    expect(ask("what to pack for Kyoto in May")).not.toContain("warm coat");
  });

  it("gives the best time with the climate of those months", () => {
    expect(ask("best time to visit Kyoto")).toMatch(/^Best time to visit \*\*Kyoto\*\*: .+\n- In \w+, Kyoto averages highs of/);
    expect(ask("what is the weather like in Lisbon in August?")).toMatch(/In August, Lisbon averages highs of \d+°C/);
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

  it("lists what it can do when greeted or asked for help, and how to enable a language model", () => {
    const answer = ask("Hello! What can you do?");
    expect(answer).toMatch(/^Hi, Ana! I'm Wayfarer's offline travel assistant/);
    expect(answer).toContain("AI_PROVIDER");
    expect(answer).toContain("100 USD in INR");
  });

  it("turns down an off-topic request briefly and kindly", () => {
    expect(ask("Who won the football match yesterday?")).toMatch(/^Sorry, I can only help with travel questions here\.\n/);
  });

  it("answers the question asked, not the last place talked about", () => {
    const marrakech = [{ role: "user" as const, text: "tips for Marrakech" }];
    const japanese = ask("How do I say thank you in Japanese?", marrakech);
    expect(japanese).toBe(
      "In Japanese: **Thank you**: ありがとうございます (arigatō gozaimasu).\nTips: Sumimasen also gets a waiter's attention, and a small bow goes with thanks.",
    );
    const lisbon = [{ role: "user" as const, text: "one day in Lisbon" }];
    const baht = ask("100 USD in Thai baht", lisbon);
    expect(baht).toMatch(/^I have no rate for "Thai baht": offline I only know Wayfarer's fixed demo rates for USD, EUR/);
    expect(baht).not.toContain("Lisbon");
    expect(ask("what to pack for a beach trip", lisbon)).not.toContain("Lisbon");
    expect(ask("what about the best time to go there?", lisbon)).toContain("**Lisbon**");
  });

  it("on a trip's page, answers a question that names no place about the trip's place", () => {
    const onTrip = (prompt: string) => offlineChatAnswer({ userName: "Ana", history: [], prompt, place: "Kyoto" });
    expect(onTrip("where should I stay?")).toMatch(/^Where to stay in \*\*Kyoto\*\*:/);
    expect(onTrip("where can I eat ramen near Gion?")).toMatch(
      /^Where to eat near \*\*Gion\*\*:\n- \*\*Ramen at Kyoto Ramen Koji\*\*/,
    );
    expect(onTrip("how many days do I need?")).toMatch(/^\*\*Kyoto\*\* needs about \d days/);
    // A place named wins over the trip's.
    expect(onTrip("where to stay in Lisbon?")).toMatch(/^Where to stay in \*\*Lisbon\*\*:/);
    // Without a trip, still asked back.
    expect(ask("where should I stay?")).toMatch(/^Which city do you mean\?/);
  });

  it.each([
    [
      "Do I need a visa for Japan?",
      /^I can't check entry rules offline, and they change\. For Japan, look at the official website of its embassy or consulate/,
    ],
    [
      "Is Rio de Janeiro safe at night?",
      /^I can't judge current safety offline\. For Rio de Janeiro \(Brazil\), read your government's travel advice page/,
    ],
    [
      "What's the weather forecast for Paris?",
      /^I can't see live weather offline\. For Paris \(France\), check the national weather service's forecast/,
    ],
    ["How much are flights to Tokyo?", /^I can't see live prices offline\. For Tokyo \(Japan\)/],
    ["Which vaccinations do I need for Peru?", /^I can't give health advice offline\. For Peru, see a travel health clinic/],
  ])("says it cannot answer %s offline, and where to look", (prompt, expected) => {
    const answer = ask(prompt);
    expect(answer).toMatch(expected);
    expect(answer).not.toMatch(/Highlights|Stop 1/);
  });

  it("gives first words in the language asked, or the place's own, and says what it does not know", () => {
    expect(ask("Thai phrases")).toMatch(/^First words in Thai:\n- \*\*Hello\*\*: สวัสดี \(sawasdee/);
    expect(ask("useful phrases for Kyoto")).toMatch(/^First words in Japanese:/);
    expect(ask("how do I say please in Swedish?")).toMatch(
      /^I have no everyday way to say "please" in Swedish that I'm sure of\. What I have:\n- \*\*Hello\*\*: Hej/,
    );
    expect(ask("how do I say goodbye in Greek")).toBe("In Greek: **Goodbye**: Αντίο (adío).");
    expect(ask("How do I say thank you in Yoruba?")).toMatch(
      /^I don't know Yoruba phrases offline\. I know a traveller's first words in \d+ languages/,
    );
  });

  // The longest prompts the API accepts, shaped to make a backtracking pattern try every position. How fast they
  // are answered is measured by `npm run bench` (bench/chat.ts); here, that they are answered as ordinary text.
  it.each(HOSTILE_PROMPTS)("answers a hostile prompt (%s) as text that is not a travel question", (_, prompt) => {
    expect(ask(prompt)).toMatch(/^Sorry, I can only help with travel questions here\./);
  });

  it("reads an amount of at most 15 characters, so a long run of digits is not tried from every position", () => {
    expect(conversionAsked(`${"1".repeat(15)} usd to eur`)?.amount).toBe("1".repeat(15));
    expect(conversionAsked(`${"1".repeat(16)} usd to eur`)).toBeUndefined();
  });
});

/** The intent table (chat-intents.json): each question, with the history before it, and what its answer must say. */
interface IntentRow {
  intent: string;
  question: string;
  history?: string[];
  facts: string[];
  not?: string[];
}

describe("offline chat intent table", () => {
  const rows = intentTable as IntentRow[];
  // A fixed day: an answer that depends on the date (hours by season) stays the same whenever the test runs.
  const today = new Date(Date.UTC(2026, 10, 27));

  it("has at least 80 questions and several for every intent", () => {
    expect(rows.length).toBeGreaterThanOrEqual(80);
    const perIntent = new Map<string, number>();
    for (const row of rows) perIntent.set(row.intent, (perIntent.get(row.intent) ?? 0) + 1);
    for (const [intent, count] of perIntent) expect(count, intent).toBeGreaterThanOrEqual(4);
  });

  it.each(rows.map((row) => [row.question, row]))("%s", (_, row) => {
    const history = (row.history ?? []).flatMap((text) => [
      { role: "user" as const, text },
      { role: "assistant" as const, text: "(an earlier answer)" },
    ]);
    const answer = offlineChatAnswer({ userName: "Ana", history, prompt: row.question }, today);
    for (const fact of row.facts) expect(answer).toContain(fact);
    for (const wrong of row.not ?? []) expect(answer).not.toContain(wrong);
  });
});

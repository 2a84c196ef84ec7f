import { afterAll, beforeAll, expect, it } from "vitest";
import { RATE_TABLE } from "@shared/catalog/rates";
import { crossRate } from "@shared/money";
import type { Balances, Expense, Settlement, TripCosts } from "@shared/schemas/costs";
import type { InviteLink } from "@shared/schemas/members";
import { serveOnLoopback } from "../../test/app";
import { signUp } from "../../test/auth";
import { describeEachDatabase, useTestApp } from "../../test/databases";
import { snapshot } from "../../test/endpoints";
import { LiveReader } from "../../test/live-reader";

/** Trip costs over real HTTP (docs/api.md "Trip costs", decision 1140), on SQLite and PostgreSQL. */

const kyoto = {
  version: 2,
  title: "Kyoto with friends",
  introduction: "Temples.",
  final_notes: "Cash.",
  theme: "culture",
  destination: { query: "Kyoto", name: "Kyoto", country: "JP", lat: 35.0116, lon: 135.7681 },
  days: [
    {
      day: 1,
      date: "2031-04-01",
      base: "Kyoto",
      theme: "Temples",
      items: [{ id: "d1-morning", slot: "morning", title: "Fushimi Inari", source: "traveller" }],
    },
  ],
};

describeEachDatabase("trip costs", (database) => {
  const suite = useTestApp(database, { env: { RATE_LIMIT_TRIP_EDITS_PER_HOUR: "100000" } });
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  const people = {} as Record<"ana" | "ben" | "cleo" | "vera" | "stranger", { cookie: string; id: string }>;
  let tripId = "";
  const open: LiveReader[] = [];

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    server.request(`/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const costs = async (who = people.ana) =>
    (await (await call("GET", `/itineraries/${tripId}/costs`, who.cookie)).json()) as TripCosts;
  const balances = async () =>
    (await (await call("GET", `/itineraries/${tripId}/balances`, people.ana.cookie)).json()) as Balances;
  async function add(body: Record<string, unknown>, who = people.ana): Promise<Expense> {
    const res = await call("POST", `/itineraries/${tripId}/expenses`, who.cookie, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Expense;
  }
  const everyone = () => [people.ana.id, people.ben.id, people.cleo.id];
  const sumOf = (values: string[]) => values.reduce((total, value) => total + BigInt(value.replace(".", "")), 0n);

  beforeAll(async () => {
    server = await serveOnLoopback(suite.app);
    for (const name of ["ana", "ben", "cleo", "vera", "stranger"] as const) {
      const account = await signUp(suite.app, { name: name[0]!.toUpperCase() + name.slice(1) });
      people[name] = { cookie: account.cookie, id: account.user.id };
    }
    const saved = await call("POST", "/itineraries", people.ana.cookie, {
      title: kyoto.title,
      days: "Day 1: Temples",
      plan: kyoto,
    });
    tripId = ((await saved.json()) as { id: string }).id;
    for (const [name, role] of [
      ["ben", "editor"],
      ["cleo", "editor"],
      ["vera", "viewer"],
    ] as const) {
      const link = (await (
        await call("POST", `/itineraries/${tripId}/invites`, people.ana.cookie, { role })
      ).json()) as InviteLink;
      expect((await call("POST", `/invites/${link.url.split("/invites/")[1]}/accept`, people[name].cookie)).status).toBe(200);
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.close()));
    await server.close();
  });

  it("a trip's currency is its destination's, and an equal split of ¥10,000 among three adds up to the yen", async () => {
    expect((await costs()).currency).toBe("JPY");
    const dinner = await add({
      title: "Kaiseki dinner",
      amount: "10000",
      currency: "JPY",
      paidBy: people.ana.id,
      split: { mode: "equal", among: everyone() },
      category: "food",
      date: "2031-04-01",
    });
    expect(dinner).toMatchObject({ amount: "10000", currency: "JPY", rate: "1", converted: "10000", category: "food" });
    expect(dinner.parts.map((p) => p.amount)).toEqual(["3334", "3333", "3333"]);
    expect(dinner.createdBy).toEqual({ userId: people.ana.id, name: "Ana" });
  });

  it("an expense in euros gets the table's rate, frozen and shown with its date, and its parts add up", async () => {
    const taxi = await add({
      title: "Taxi from the airport",
      amount: "45.10",
      currency: "eur",
      paidBy: people.ben.id,
      split: { mode: "shares", among: [people.ben.id, people.cleo.id], shares: { [people.ben.id]: 2, [people.cleo.id]: 1 } },
      category: "transport",
    });
    const rate = crossRate(RATE_TABLE.perUsd.EUR!, RATE_TABLE.perUsd.JPY!);
    expect(taxi).toMatchObject({ currency: "EUR", amount: "45.10", rate, rateDate: RATE_TABLE.date, rateSource: "table" });
    expect(sumOf(taxi.parts.map((p) => p.amount))).toBe(BigInt(taxi.converted));
    // Exact amounts in the expense's own currency.
    const tickets = await add(
      {
        title: "Temple tickets",
        amount: "1500",
        currency: "JPY",
        paidBy: people.cleo.id,
        split: {
          mode: "exact",
          among: everyone(),
          amounts: { [people.ana.id]: "500", [people.ben.id]: "1000", [people.cleo.id]: "0" },
        },
      },
      people.cleo,
    );
    expect(tickets.parts.map((p) => p.amount)).toEqual(["500", "1000", "0"]);
  });

  it("balances: nets add up to exactly zero, and recording the suggested transfers settles everyone", async () => {
    const before = await balances();
    expect(before.currency).toBe("JPY");
    expect(sumOf(before.members.map((m) => m.net))).toBe(0n);
    expect(before.transfers.length).toBeGreaterThan(0);
    expect(before.transfers.length).toBeLessThanOrEqual(before.members.filter((m) => m.net !== "0").length - 1);
    for (const transfer of before.transfers) {
      const res = await call("POST", `/itineraries/${tripId}/settlements`, people.ben.cookie, transfer);
      expect(res.status, await res.clone().text()).toBe(201);
      expect((await res.json()) as Settlement).toMatchObject({ ...transfer, currency: "JPY", converted: transfer.amount });
    }
    const after = await balances();
    expect(after.members.every((m) => m.net === "0")).toBe(true);
    expect(after.transfers).toEqual([]);
  });

  it("refuses bad input with a clear message and saves nothing", async () => {
    const base = {
      title: "Lunch",
      amount: "12.50",
      currency: "EUR",
      paidBy: people.ana.id,
      split: { mode: "equal", among: everyone() },
    };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...base, amount: "-5" }, /positive number/],
      [{ ...base, amount: "0" }, /positive number/],
      [{ ...base, amount: 12.5 }, /positive number/],
      [{ ...base, amount: "1234567890123" }, /at most 12 digits/],
      [{ ...base, amount: "1e5" }, /positive number/],
      [{ ...base, currency: "JPY", amount: "1.5" }, "JPY has no decimals: write a whole amount."],
      [{ ...base, amount: "1.505" }, "EUR has 2 decimals: write at most 2 digits after the decimal point."],
      [{ ...base, currency: "XYZ" }, "XYZ is not a currency we know; use its ISO 4217 code, such as EUR."],
      [{ ...base, currency: "euro" }, /three-letter ISO 4217 code/],
      [{ ...base, paidBy: people.stranger.id }, "Who paid and everyone in the split must be people on this trip."],
      [{ ...base, split: { mode: "equal", among: [people.ana.id, people.stranger.id] } }, /people on this trip/],
      [{ ...base, split: { mode: "equal", among: [] } }, /at least one person/],
      [{ ...base, split: { mode: "equal", among: [people.ana.id, people.ana.id] } }, /once/],
      [{ ...base, split: { mode: "shares", among: everyone(), shares: { [people.ana.id]: 1 } } }, /a share/],
      [
        {
          ...base,
          split: {
            mode: "exact",
            among: [people.ana.id, people.ben.id],
            amounts: { [people.ana.id]: "10", [people.ben.id]: "2" },
          },
        },
        "The exact amounts add up to 12.00, not to the expense's 12.50.",
      ],
      [{ ...base, title: "" }, /title/],
      [{ ...base, title: "x".repeat(121) }, /120/],
      [{ ...base, category: "bribes" }, /./],
    ];
    const tables = () => snapshot(suite.db, { except: ["rateLimit"] });
    const before = await tables();
    for (const [body, message] of cases) {
      const res = await call("POST", `/itineraries/${tripId}/expenses`, people.ana.cookie, body);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.error.code).toBe("invalid_input");
      if (typeof message === "string") expect(answer.error.message).toBe(message);
      else expect(answer.error.message).toMatch(message);
    }
    const settle = await call("POST", `/itineraries/${tripId}/settlements`, people.ana.cookie, {
      from: people.ana.id,
      to: people.ana.id,
      amount: "10",
    });
    expect(settle.status).toBe(400);
    expect(await tables()).toEqual(before);
  });

  it("editors change expenses, viewers read, strangers find nothing; every change reaches the live pages", async () => {
    const page = new LiveReader(await call("GET", `/itineraries/${tripId}/live`, people.vera.cookie));
    open.push(page);
    await page.next("hello");
    const snack = await add(
      { title: "Snacks", amount: "800", currency: "JPY", paidBy: people.ben.id, split: { mode: "equal", among: everyone() } },
      people.ben,
    );
    expect(await page.next("costs")).toEqual({ by: { userId: people.ben.id, name: "Ben" } });

    const viewerAdd = await call("POST", `/itineraries/${tripId}/expenses`, people.vera.cookie, {
      title: "x",
      amount: "1",
      currency: "JPY",
      paidBy: people.vera.id,
      split: { mode: "equal", among: [people.vera.id] },
    });
    expect(viewerAdd.status).toBe(403);
    expect((await call("GET", `/itineraries/${tripId}/costs`, people.vera.cookie)).status).toBe(200);
    expect((await call("GET", `/itineraries/${tripId}/costs`, people.stranger.cookie)).status).toBe(404);
    expect((await call("DELETE", `/itineraries/${tripId}/expenses/${snack.id}`, people.vera.cookie)).status).toBe(403);

    const edited = await call("PATCH", `/itineraries/${tripId}/expenses/${snack.id}`, people.cleo.cookie, {
      amount: "900",
      note: "and drinks",
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()) as Expense).toMatchObject({
      amount: "900",
      note: "and drinks",
      createdBy: { name: "Ben" },
      updatedBy: { userId: people.cleo.id, name: "Cleo" },
    });
    await page.next("costs", (data) => data.by.name === "Cleo");
    expect((await call("DELETE", `/itineraries/${tripId}/expenses/${snack.id}`, people.ben.cookie)).status).toBe(204);
    expect((await call("DELETE", `/itineraries/${tripId}/expenses/${snack.id}`, people.ben.cookie)).status).toBe(404);
    expect((await call("GET", `/itineraries/${tripId}/expenses/not-an-id`, people.ben.cookie)).status).toBe(404);
  });

  it("someone who leaves keeps their history in the balances, and can still settle", async () => {
    const page = new LiveReader(await call("GET", `/itineraries/${tripId}/live`, people.ana.cookie));
    open.push(page);
    await page.next("hello");
    await add({
      title: "Ryokan",
      amount: "60000",
      currency: "JPY",
      paidBy: people.ana.id,
      split: { mode: "equal", among: everyone() },
      category: "lodging",
    });
    expect((await call("DELETE", `/itineraries/${tripId}/members/${people.cleo.id}`, people.cleo.cookie)).status).toBe(204);
    // Who the costs can be split with changed: the pages open on the trip read them again.
    await page.next("costs", (data) => data.by.name === "Cleo");
    const after = await balances();
    const cleo = after.members.find((m) => m.userId === people.cleo.id)!;
    expect(cleo).toMatchObject({ name: "Cleo", onTrip: false, net: "-20000" });
    expect(sumOf(after.members.map((m) => m.net))).toBe(0n);
    const settle = await call("POST", `/itineraries/${tripId}/settlements`, people.ana.cookie, {
      from: people.cleo.id,
      to: people.ana.id,
      amount: "20000",
    });
    expect(settle.status).toBe(201);
    // A new expense may not name someone who left.
    const res = await call("POST", `/itineraries/${tripId}/expenses`, people.ana.cookie, {
      title: "Bus",
      amount: "230",
      currency: "JPY",
      paidBy: people.cleo.id,
      split: { mode: "equal", among: [people.ana.id] },
    });
    expect(res.status).toBe(400);
  });

  it("a deleted account leaves the costs by name, and its entries stay so the others' balances stay right", async () => {
    const dee = await signUp(suite.app, { name: "Dee" });
    const page = new LiveReader(await call("GET", `/itineraries/${tripId}/live`, people.ana.cookie));
    open.push(page);
    await page.next("hello");
    const link = (await (
      await call("POST", `/itineraries/${tripId}/invites`, people.ana.cookie, { role: "editor" })
    ).json()) as InviteLink;
    await call("POST", `/invites/${link.url.split("/invites/")[1]}/accept`, dee.cookie);
    // Someone new to split with: a costs event, as any change to the costs is.
    expect(await page.next("costs")).toEqual({ by: { userId: dee.user.id, name: "Dee" } });
    await add(
      {
        title: "Sake",
        amount: "3000",
        currency: "JPY",
        paidBy: dee.user.id,
        split: { mode: "equal", among: [dee.user.id, people.ana.id] },
      },
      { cookie: dee.cookie, id: dee.user.id },
    );
    const gone = await call("DELETE", "/account", dee.cookie, { password: "correct horse battery" });
    expect(gone.status).toBe(204);
    const after = await balances();
    expect(after.members.find((m) => m.userId === dee.user.id)).toMatchObject({
      name: "Former traveller",
      onTrip: false,
      net: "1500",
    });
    expect(sumOf(after.members.map((m) => m.net))).toBe(0n);
    expect(JSON.stringify(await costs())).not.toContain("Dee");
    await call("POST", `/itineraries/${tripId}/settlements`, people.ana.cookie, {
      from: people.ana.id,
      to: dee.user.id,
      amount: "1500",
    });
  });

  it("changing the trip's currency converts the balances once, at a recorded rate, and says so; the budget follows", async () => {
    expect(
      (await call("PATCH", `/itineraries/${tripId}/costs`, people.ana.cookie, { budget: { food: "30000", lodging: "100000" } }))
        .status,
    ).toBe(200);
    const before = await costs();
    expect(before.budget.find((b) => b.category === "food")).toEqual({ category: "food", amount: "30000", spent: "10000" });
    const res = await call("PATCH", `/itineraries/${tripId}/costs`, people.ben.cookie, { currency: "EUR" });
    expect(res.status).toBe(200);
    const after = (await res.json()) as TripCosts;
    const rate = crossRate(RATE_TABLE.perUsd.JPY!, RATE_TABLE.perUsd.EUR!);
    expect(after.currency).toBe("EUR");
    expect(after.currencyChange).toMatchObject({ from: "JPY", to: "EUR", rate, rateDate: RATE_TABLE.date });
    expect(sumOf(after.balances.members.map((m) => m.net))).toBe(0n);
    for (const expense of after.expenses) expect(sumOf(expense.parts.map((p) => p.amount))).toBe(sumOf([expense.converted]));
    // ¥10,000 of food at the recorded rate, in cents.
    expect(after.budget.find((b) => b.category === "food")!.spent).toMatch(/^\d+\.\d{2}$/);
    expect(after.expenses.find((e) => e.title === "Kaiseki dinner")!.converted).toBe(
      after.budget.find((b) => b.category === "food")!.spent,
    );
    const unknown = await call("PATCH", `/itineraries/${tripId}/costs`, people.ana.cookie, { currency: "ABC" });
    expect(unknown.status).toBe(400);
    expect((await call("PATCH", `/itineraries/${tripId}/costs`, people.vera.cookie, { currency: "USD" })).status).toBe(403);
  });

  it("exports expenses and settlements as CSV, with typed text that cannot run as a formula", async () => {
    await add(
      {
        title: '=HYPERLINK("http://evil")',
        amount: "3",
        currency: "EUR",
        paidBy: people.ben.id,
        split: { mode: "equal", among: [people.ben.id] },
      },
      people.ben,
    );
    const res = await call("GET", `/itineraries/${tripId}/expenses.csv`, people.vera.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Kind,Date,Title,Category,Amount,Currency,Rate/);
    expect(lines.filter((line) => line.startsWith("expense,"))).toHaveLength((await costs()).expenses.length);
    expect(lines.filter((line) => line.startsWith("settlement,"))).toHaveLength((await costs()).settlements.length);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("Kaiseki dinner");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RATE_TABLE } from "@shared/catalog/rates";
import { chainRates, crossRate, formatMinor } from "@shared/money";
import type { Split } from "@shared/schemas/costs";
import { balances, checkSplit, converted, exponentOf, parts, type BookExpense, type BookSettlement } from "./book";

/**
 * The cost book's arithmetic, for any sequence of adds, edits, deletes and settlements, in currencies of 0, 2 and 3
 * decimals: parts add up to each expense, nets to exactly zero, and the transfers clear them.
 */

const PEOPLE = ["ana", "ben", "cleo", "dev", "eli"];
const CURRENCIES = ["JPY", "EUR", "KWD", "USD", "INR", "KRW", "TND"];
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const minor = (text: string) => BigInt(text.replace(".", ""));

const person = fc.constantFrom(...PEOPLE);
const among = fc.uniqueArray(person, { minLength: 1, maxLength: PEOPLE.length });
const expense = (tripCurrency: string) =>
  fc
    .record({
      currency: fc.constantFrom(...CURRENCIES),
      amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      paidBy: person,
      among,
      mode: fc.constantFrom("equal", "shares", "exact"),
      shares: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: PEOPLE.length, maxLength: PEOPLE.length }),
      cut: fc.array(fc.nat(), { minLength: PEOPLE.length, maxLength: PEOPLE.length }),
    })
    .map(({ currency, amount, paidBy, among, mode, shares, cut }): BookExpense => {
      let split: Split = { mode: "equal", among };
      if (mode === "shares") split = { mode, among, shares: Object.fromEntries(among.map((id, i) => [id, shares[i]!])) };
      if (mode === "exact") {
        // Exact amounts that add up to the expense: cut it in proportion to random weights.
        const weights = among.map((_, i) => BigInt(cut[i]! + 1));
        const total = sum(weights);
        const pieces = weights.map((w) => (amount * w) / total);
        pieces[0]! += amount - sum(pieces);
        const exponent = exponentOf(currency);
        split = { mode, among, amounts: Object.fromEntries(among.map((id, i) => [id, formatMinor(pieces[i]!, exponent)])) };
      }
      const rate = crossRate(RATE_TABLE.perUsd[currency]!, RATE_TABLE.perUsd[tripCurrency]!);
      return { amount, currency, rate, paidBy, split };
    });
const settlement = fc
  .record({ from: person, to: person, amount: fc.bigInt({ min: 1n, max: 10n ** 9n }) })
  .filter(({ from, to }) => from !== to)
  .map((s): BookSettlement => ({ ...s, currency: "EUR", rate: "1" }));

type Step =
  | { kind: "add"; expense: BookExpense }
  | { kind: "edit"; index: number; expense: BookExpense }
  | { kind: "delete"; index: number }
  | { kind: "settle"; settlement: BookSettlement };

const steps = fc.array(
  fc.oneof(
    expense("EUR").map((e): Step => ({ kind: "add", expense: e })),
    fc.record({ index: fc.nat(), expense: expense("EUR") }).map((s): Step => ({ kind: "edit", ...s })),
    fc.nat().map((index): Step => ({ kind: "delete", index })),
    settlement.map((s): Step => ({ kind: "settle", settlement: s })),
  ),
  { maxLength: 40 },
);

const everyone = PEOPLE.map((userId) => ({ userId, name: userId, onTrip: true }));

describe("the cost book", () => {
  it("after any sequence of adds, edits, deletes and settlements: parts add up, nets sum to zero, transfers clear them", () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const expenses: BookExpense[] = [];
        const settlements: BookSettlement[] = [];
        for (const step of sequence) {
          if (step.kind === "add") expenses.push(step.expense);
          if (step.kind === "edit" && expenses.length) expenses[step.index % expenses.length] = step.expense;
          if (step.kind === "delete" && expenses.length) expenses.splice(step.index % expenses.length, 1);
          if (step.kind === "settle") settlements.push(step.settlement);
        }
        for (const e of expenses) {
          const total = converted(e, "EUR");
          expect(sum(parts(e.split, e.currency, total))).toBe(total);
        }
        const result = balances("EUR", everyone, expenses, settlements);
        const nets = new Map(result.members.map((m) => [m.userId, minor(m.net)]));
        expect(sum([...nets.values()])).toBe(0n);
        for (const m of result.members) expect(minor(m.paid) - minor(m.share)).toBe(minor(m.net));
        expect(result.transfers.length).toBeLessThanOrEqual(PEOPLE.length - 1);
        for (const t of result.transfers) {
          nets.set(t.from, nets.get(t.from)! + minor(t.amount));
          nets.set(t.to, nets.get(t.to)! - minor(t.amount));
        }
        expect([...nets.values()].every((net) => net === 0n)).toBe(true);
      }),
    );
  });

  it("a currency change converts every expense once with the chained rate: still exact, still zero", () => {
    fc.assert(
      fc.property(fc.array(expense("JPY"), { maxLength: 20 }), (expenses) => {
        const change = crossRate(RATE_TABLE.perUsd.JPY!, RATE_TABLE.perUsd.KWD!);
        const moved = expenses.map((e) => ({ ...e, rate: chainRates(e.rate, change) }));
        const result = balances("KWD", everyone, moved, []);
        expect(sum(result.members.map((m) => minor(m.net)))).toBe(0n);
        expect(result.members.every((m) => /^-?\d+\.\d{3}$/.test(m.net))).toBe(true);
        // Deterministic: the same frozen rates give the same balances.
        expect(balances("KWD", everyone, moved, [])).toEqual(result);
      }),
    );
  });

  it("checks a split: exact amounts add up to the expense in its currency, shares name everyone once", () => {
    const people = new Set(PEOPLE);
    expect(checkSplit({ mode: "exact", among: ["ana", "ben"], amounts: { ana: "1.5", ben: "2" } }, 350n, "EUR", people)).toEqual({
      mode: "exact",
      among: ["ana", "ben"],
      amounts: { ana: "1.50", ben: "2.00" },
    });
    expect(() => checkSplit({ mode: "exact", among: ["ana"], amounts: { ana: "3" } }, 350n, "EUR", people)).toThrow(
      "The exact amounts add up to 3.00, not to the expense's 3.50.",
    );
    expect(() => checkSplit({ mode: "shares", among: ["ana", "ben"], shares: { ana: 1 } }, 1n, "EUR", people)).toThrow(/a share/);
    expect(() => checkSplit({ mode: "equal", among: ["zed"] }, 1n, "EUR", people)).toThrow(/people on this trip/);
    // Fields another mode would use are dropped.
    expect(checkSplit({ mode: "equal", among: ["ana"], shares: { ana: 3 } }, 1n, "EUR", people)).toEqual({
      mode: "equal",
      among: ["ana"],
    });
  });

  it("someone in an entry but never named still counts, so the nets add up", () => {
    const result = balances(
      "EUR",
      [],
      [{ amount: 100n, currency: "EUR", rate: "1", paidBy: "ana", split: { mode: "equal", among: ["ben"] } }],
      [],
    );
    expect(result.members.map((m) => [m.name, m.net])).toEqual([
      ["Former traveller", "1.00"],
      ["Former traveller", "-1.00"],
    ]);
  });
});

import { Hono, type Context, type MiddlewareHandler } from "hono";
import { chainRates, convertMinor, formatMinor } from "@shared/money";
import {
  COST_MESSAGES,
  costsPatchSchema,
  EXPENSE_CATEGORIES,
  expenseInputSchema,
  expensePatchSchema,
  settlementInputSchema,
  TRIP_EXPENSES_MAX,
  TRIP_SETTLEMENTS_MAX,
  type CurrencyChange,
  type ExpenseCategory,
  type TripCosts,
} from "@shared/schemas/costs";
import type { AuthEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { costsLimit, invalidInput, notFound, versionConflict } from "../../errors";
import { getCountry } from "../../knowledge";
import { jsonBody } from "../../validation";
import type { FindTrip } from "../access";
import type { TripLive } from "../live";
import { memberRepository } from "../members";
import { parseStoredPlan, type ReachedTrip } from "../repository";
import { balances, checkSplit, converted, exponentOf, parseAmount } from "./book";
import { costsCsv } from "./csv";
import { estimateCosts } from "./estimate";
import { bookExpense, bookSettlement, presentExpense, presentSettlement, type Names } from "./presenter";
import type { RatesBook } from "./rates";
import { costRepository, CurrencyMoved, type ExpenseRow } from "./repository";

export interface CostRouteDeps {
  db: Db;
  findTrip: FindTrip;
  limitEdits: MiddlewareHandler<AuthEnv>;
  live: TripLive;
  rates: RatesBook;
}

/**
 * A trip's costs under /api/itineraries/:id (docs/api.md "Trip costs", decision 1140): expenses, settlements,
 * balances, the currency and the budget. Everyone on the trip reads them; the owner and editors change them.
 * Every change is announced to the trip's live pages.
 */
export function costRoutes({ db, findTrip, limitEdits, live, rates }: CostRouteDeps) {
  const costs = costRepository(db);
  const members = memberRepository(db);

  /** The trip's currency: as chosen, else the destination's when there is a rate to it, else the US dollar. */
  async function tripCurrency(trip: ReachedTrip): Promise<string> {
    if (trip.cost_currency) return trip.cost_currency;
    const country = parseStoredPlan(trip.plan)?.destination?.country;
    const local = country && getCountry(country)?.currency;
    return local && (await rates.rate("USD", local)) ? local : "USD";
  }

  /** A rate from `from` to `currency`, refused with a clear message when none is known. */
  async function rateTo(from: string, currency: string) {
    exponentOf(from);
    const rate = await rates.rate(from, currency);
    if (!rate) throw invalidInput(COST_MESSAGES.noRate(from, currency));
    return rate;
  }

  /** Writes with a rate frozen against the trip's currency, again with the new one if it changed meanwhile. */
  async function frozen<T>(
    trip: ReachedTrip,
    from: string,
    write: (currency: string, rate: Awaited<ReturnType<typeof rateTo>>) => Promise<T>,
  ) {
    let currency = await tripCurrency(trip);
    for (let attempt = 0; ; attempt++) {
      try {
        return { currency, written: await write(currency, await rateTo(from, currency)) };
      } catch (error) {
        if (!(error instanceof CurrencyMoved) || attempt === 2) throw error;
        currency = error.currency;
      }
    }
  }

  /** Everyone on the trip now, and the names of everyone its costs mention. */
  async function people(tripId: string) {
    const [onTrip, kept] = await Promise.all([members.list(tripId), costs.names(tripId)]);
    const names = new Map(kept);
    for (const member of onTrip) names.set(member.userId, member.name);
    return { onTrip, ids: new Set(onTrip.map((m) => m.userId)), names: names as Names };
  }

  const mentioned = (names: Names, ids: Iterable<string>) =>
    [...new Set(ids)].flatMap((userId) => (names.has(userId) ? [{ userId, name: names.get(userId)! }] : []));

  const changed = (c: Context<AuthEnv>, tripId: string) => {
    const { id, name } = c.get("user");
    live.costsChanged(tripId, { userId: id, name });
  };

  /** Everything the Costs tab shows, read now, with the names of everyone it mentions (the CSV's). */
  async function everything(trip: ReachedTrip): Promise<{ costs: TripCosts; names: Names }> {
    const [settings, expenseRows, settlementRows, { onTrip, names }] = await Promise.all([
      costs.settings(trip.id),
      costs.expenses(trip.id),
      costs.settlements(trip.id),
      people(trip.id),
    ]);
    const currency = settings.cost_currency ?? (await tripCurrency(trip));
    const expenses = expenseRows.map((row) => presentExpense(row, currency, names));
    const everyone = [
      ...onTrip.map((m) => ({ userId: m.userId, name: m.name, onTrip: true })),
      ...[...names]
        .filter(([id]) => !onTrip.some((m) => m.userId === id))
        .map(([userId, name]) => ({ userId, name, onTrip: false })),
    ];
    const budget = settings.cost_budget ? (JSON.parse(settings.cost_budget) as Partial<Record<ExpenseCategory, string>>) : {};
    const exponent = exponentOf(currency);
    const entries = expenseRows.map(bookExpense);
    const spent = new Map<string, bigint>();
    expenseRows.forEach((row, i) => spent.set(row.category, (spent.get(row.category) ?? 0n) + converted(entries[i]!, currency)));
    const usd = await rates.rate("USD", currency);
    const answer: TripCosts = {
      currency,
      ...(settings.cost_currency_change && { currencyChange: JSON.parse(settings.cost_currency_change) as CurrencyChange }),
      rates: await rates.current(),
      budget: EXPENSE_CATEGORIES.map((category) => ({
        category,
        amount: budget[category] === undefined ? null : formatMinor(BigInt(budget[category]), exponent),
        spent: formatMinor(spent.get(category) ?? 0n, exponent),
      })),
      estimate: usd ? estimateCosts(parseStoredPlan(trip.plan), currency, usd.rate) : null,
      expenses,
      settlements: settlementRows.map((row) => presentSettlement(row, currency, names)),
      balances: balances(currency, everyone, entries, settlementRows.map(bookSettlement)),
    };
    return { costs: answer, names };
  }
  const read = async (c: Context<AuthEnv>) => (await everything(await findTrip(c, "read"))).costs;

  async function findExpense(tripId: string, expenseId: string): Promise<ExpenseRow> {
    const row = await costs.expense(tripId, expenseId);
    if (!row) throw notFound(COST_MESSAGES.noSuchExpense);
    return row;
  }

  return new Hono<AuthEnv>()
    .get("/:id/costs", async (c) => c.json(await read(c)))
    .get("/:id/expenses", async (c) => c.json((await read(c)).expenses))
    .get("/:id/settlements", async (c) => c.json((await read(c)).settlements))
    .get("/:id/balances", async (c) => c.json((await read(c)).balances))
    .get("/:id/expenses.csv", async (c) => {
      const { costs: all, names } = await everything(await findTrip(c, "read"));
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="trip-costs.csv"');
      return c.body(costsCsv(all.currency, all.expenses, all.settlements, names));
    })
    .get("/:id/expenses/:expenseId", async (c) => {
      const trip = await findTrip(c, "read");
      const row = await findExpense(trip.id, c.req.param("expenseId"));
      const { names } = await people(trip.id);
      return c.json(presentExpense(row, await tripCurrency(trip), names));
    })
    .post("/:id/expenses", jsonBody(expenseInputSchema), limitEdits, async (c) => {
      const trip = await findTrip(c, "edit");
      const input = c.req.valid("json");
      const user = c.get("user");
      const { ids, names } = await people(trip.id);
      const amount = parseAmount(input.amount, input.currency);
      if (!ids.has(input.paidBy)) throw invalidInput(COST_MESSAGES.notAMember);
      const split = checkSplit(input.split, amount, input.currency, ids);
      const { currency, written } = await frozen(trip, input.currency, (currency, rate) =>
        costs.addExpense(
          trip.id,
          currency,
          {
            title: input.title,
            amount_minor: amount.toString(),
            currency: input.currency,
            rate: rate.rate,
            rate_date: rate.date,
            rate_source: rate.source,
            paid_by: input.paidBy,
            split: JSON.stringify(split),
            category: input.category,
            spent_on: input.date ?? null,
            note: input.note || null,
            stop_id: input.stopId ?? null,
            created_by: user.id,
          },
          mentioned(names, [user.id, input.paidBy, ...split.among]),
          TRIP_EXPENSES_MAX,
        ),
      );
      if (written === "full") throw costsLimit(COST_MESSAGES.tooManyExpenses);
      changed(c, trip.id);
      return c.json(presentExpense(written, currency, names), 201);
    })
    .patch("/:id/expenses/:expenseId", jsonBody(expensePatchSchema), limitEdits, async (c) => {
      const trip = await findTrip(c, "edit");
      const before = await findExpense(trip.id, c.req.param("expenseId"));
      const patch = c.req.valid("json");
      const user = c.get("user");
      const { ids, names } = await people(trip.id);
      const old = bookExpense(before);
      // Who was in it may stay in it after leaving the trip; anyone new must be on the trip.
      const allowed = new Set([...ids, old.paidBy, ...old.split.among]);
      const currencyOf = patch.currency ?? before.currency;
      const amount = parseAmount(patch.amount ?? formatMinor(old.amount, exponentOf(before.currency)), currencyOf);
      const paidBy = patch.paidBy ?? before.paid_by;
      if (!allowed.has(paidBy)) throw invalidInput(COST_MESSAGES.notAMember);
      const split = checkSplit(patch.split ?? old.split, amount, currencyOf, allowed);
      const repriced = amount !== old.amount || currencyOf !== before.currency;
      const { currency, written } = await frozen(trip, currencyOf, (currency, rate) =>
        costs.updateExpense(
          trip.id,
          currency,
          before.id,
          {
            title: patch.title ?? before.title,
            amount_minor: amount.toString(),
            currency: currencyOf,
            // A new amount or currency is entered now, at today's rate; otherwise the frozen rate stays.
            rate: repriced ? rate.rate : before.rate,
            rate_date: repriced ? rate.date : before.rate_date,
            rate_source: repriced ? rate.source : before.rate_source,
            paid_by: paidBy,
            split: JSON.stringify(split),
            category: patch.category ?? before.category,
            spent_on: patch.date === undefined ? before.spent_on : patch.date,
            note: patch.note === undefined ? before.note : patch.note || null,
            stop_id: patch.stopId === undefined ? before.stop_id : patch.stopId,
            created_by: before.created_by,
            updated_by: user.id,
          },
          mentioned(names, [user.id, paidBy, ...split.among]),
        ),
      );
      if (!written) throw notFound(COST_MESSAGES.noSuchExpense);
      changed(c, trip.id);
      return c.json(presentExpense(written, currency, names));
    })
    .delete("/:id/expenses/:expenseId", limitEdits, async (c) => {
      const trip = await findTrip(c, "edit");
      if (!(await costs.deleteExpense(trip.id, c.req.param("expenseId")))) throw notFound(COST_MESSAGES.noSuchExpense);
      changed(c, trip.id);
      return c.body(null, 204);
    })
    .post("/:id/settlements", jsonBody(settlementInputSchema), limitEdits, async (c) => {
      const trip = await findTrip(c, "edit");
      const input = c.req.valid("json");
      const user = c.get("user");
      const { ids, names } = await people(trip.id);
      // Someone who left may still settle what they owe: anyone the trip's costs know.
      if (![input.from, input.to].every((id) => ids.has(id) || names.has(id))) throw invalidInput(COST_MESSAGES.notAMember);
      if (input.from === input.to) throw invalidInput(COST_MESSAGES.settleSelf);
      const from = input.currency ?? (await tripCurrency(trip));
      const amount = parseAmount(input.amount, from);
      const { currency, written } = await frozen(trip, from, (currency, rate) =>
        costs.addSettlement(
          trip.id,
          currency,
          {
            from_user: input.from,
            to_user: input.to,
            amount_minor: amount.toString(),
            currency: from,
            rate: rate.rate,
            rate_date: rate.date,
            paid_on: input.date ?? null,
            created_by: user.id,
          },
          mentioned(names, [user.id, input.from, input.to]),
          TRIP_SETTLEMENTS_MAX,
        ),
      );
      if (written === "full") throw costsLimit(COST_MESSAGES.tooManySettlements);
      changed(c, trip.id);
      return c.json(presentSettlement(written, currency, names), 201);
    })
    .delete("/:id/settlements/:settlementId", limitEdits, async (c) => {
      const trip = await findTrip(c, "edit");
      if (!(await costs.deleteSettlement(trip.id, c.req.param("settlementId")))) throw notFound(COST_MESSAGES.noSuchSettlement);
      changed(c, trip.id);
      return c.body(null, 204);
    })
    .patch("/:id/costs", jsonBody(costsPatchSchema), limitEdits, async (c) => {
      const trip = await findTrip(c, "edit");
      const { currency: next, budget } = c.req.valid("json");
      let currency = await tripCurrency(trip);
      if (next && next !== currency) {
        exponentOf(next);
        const rate = await rateTo(currency, next);
        const from = exponentOf(currency);
        const to = exponentOf(next);
        const change: CurrencyChange = {
          from: currency,
          to: next,
          rate: rate.rate,
          rateDate: rate.date,
          at: new Date().toISOString(),
        };
        const convertBudget = (stored: string | null) => {
          if (!stored) return null;
          const old = JSON.parse(stored) as Record<string, string>;
          const converted = Object.entries(old).map(([category, minor]) => [
            category,
            convertMinor(BigInt(minor), from, rate.rate, to).toString(),
          ]);
          return JSON.stringify(Object.fromEntries(converted));
        };
        await costs
          .changeCurrency(trip.id, change, (old) => chainRates(old, rate.rate), convertBudget)
          .catch((error: unknown) => {
            throw error instanceof CurrencyMoved ? versionConflict(COST_MESSAGES.currencyMoved) : error;
          });
        currency = next;
      }
      if (budget) {
        const minor = Object.fromEntries(
          Object.entries(budget).map(([category, text]) => [
            category,
            text === null ? null : parseAmount(text, currency, { zero: true }).toString(),
          ]),
        );
        await costs.setBudget(trip.id, currency, minor).catch((error: unknown) => {
          throw error instanceof CurrencyMoved ? versionConflict(COST_MESSAGES.currencyMoved) : error;
        });
      }
      changed(c, trip.id);
      return c.json(await read(c));
    });
}

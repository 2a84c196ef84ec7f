import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { FORMER_TRAVELLER, type CurrencyChange, type ExpenseCategory } from "@shared/schemas/costs";
import type { Db } from "../../db/client";
import type { Database, TripExpenseTable, TripSettlementTable } from "../../db/schema";
import { isTripId } from "../repository";

/**
 * A trip's costs in the database (decision 1140): its expenses, settlements, the names of the people they mention,
 * and the trip's currency and budget (columns of `itinerary`). Who may call these is decided before, by the trip's
 * one access rule (`tripAccess`); every query is scoped to the trip the route reached.
 */

export type ExpenseRow = TripExpenseTable;
export type SettlementRow = TripSettlementTable;
export type NewExpense = Omit<ExpenseRow, "id" | "itinerary_id" | "created_at" | "updated_by" | "updated_at">;
export type NewSettlement = Omit<SettlementRow, "id" | "itinerary_id" | "created_at">;

/** The trip's currency changed between reading it and writing: the caller works out its rate again. */
export class CurrencyMoved extends Error {
  constructor(readonly currency: string) {
    super("the trip's currency changed");
  }
}

type Trx = Transaction<Database>;

export function costRepository(db: Db) {
  const kysely = db.kysely;

  /**
   * Holds the trip's row for the rest of the transaction (PostgreSQL locks it on the update; SQLite writes one
   * transaction at a time) and answers its currency, fixing `fallback` as the trip's when none was chosen yet:
   * the first expense settles it. A currency change waits for this, so no rate is frozen against an old currency.
   */
  async function holdCurrency(trx: Trx, tripId: string, fallback: string): Promise<string> {
    const row = await trx
      .updateTable("itinerary")
      .set((eb) => ({ cost_currency: eb.fn.coalesce("cost_currency", eb.val(fallback)) }))
      .where("id", "=", tripId)
      .returning("cost_currency")
      .executeTakeFirstOrThrow();
    return row.cost_currency!;
  }

  async function count(trx: Trx, table: "trip_expense" | "trip_settlement", tripId: string): Promise<number> {
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("itinerary_id", "=", tripId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Keeps the current name of everyone an entry mentions. */
  async function rememberPeople(trx: Trx, tripId: string, people: readonly { userId: string; name: string }[]) {
    for (const person of people) {
      await trx
        .insertInto("trip_cost_person")
        .values({ itinerary_id: tripId, user_id: person.userId, name: person.name })
        .onConflict((oc) => oc.columns(["itinerary_id", "user_id"]).doUpdateSet({ name: person.name }))
        .execute();
    }
  }

  return {
    expenses(tripId: string) {
      return kysely
        .selectFrom("trip_expense")
        .selectAll()
        .where("itinerary_id", "=", tripId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
    },

    expense(tripId: string, expenseId: string) {
      if (!isTripId(expenseId)) return Promise.resolve(undefined);
      return kysely
        .selectFrom("trip_expense")
        .selectAll()
        .where("itinerary_id", "=", tripId)
        .where("id", "=", expenseId)
        .executeTakeFirst();
    },

    settlements(tripId: string) {
      return kysely
        .selectFrom("trip_settlement")
        .selectAll()
        .where("itinerary_id", "=", tripId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
    },

    /** Names of everyone the trip's costs mention (kept after they leave). */
    async names(tripId: string): Promise<Map<string, string>> {
      const rows = await kysely
        .selectFrom("trip_cost_person")
        .select(["user_id", "name"])
        .where("itinerary_id", "=", tripId)
        .execute();
      return new Map(rows.map((row) => [row.user_id, row.name]));
    },

    /**
     * Adds an expense frozen against `currency`; CurrencyMoved when the trip's is another now, "full" when the trip
     * holds its most expenses.
     */
    async addExpense(
      tripId: string,
      currency: string,
      expense: NewExpense,
      people: readonly { userId: string; name: string }[],
      max: number,
    ): Promise<ExpenseRow | "full"> {
      return kysely.transaction().execute(async (trx) => {
        const now = await holdCurrency(trx, tripId, currency);
        if (now !== currency) throw new CurrencyMoved(now);
        if ((await count(trx, "trip_expense", tripId)) >= max) return "full";
        const row: ExpenseRow = {
          ...expense,
          id: randomUUID(),
          itinerary_id: tripId,
          created_at: new Date().toISOString(),
          updated_by: null,
          updated_at: null,
        };
        await trx.insertInto("trip_expense").values(row).execute();
        await rememberPeople(trx, tripId, people);
        return row;
      });
    },

    /** Replaces an expense's fields (a new rate frozen against `currency` when its amount or currency changed). */
    async updateExpense(
      tripId: string,
      currency: string,
      expenseId: string,
      changes: NewExpense & { updated_by: string },
      people: readonly { userId: string; name: string }[],
    ): Promise<ExpenseRow | undefined> {
      return kysely.transaction().execute(async (trx) => {
        const now = await holdCurrency(trx, tripId, currency);
        if (now !== currency) throw new CurrencyMoved(now);
        const row = await trx
          .updateTable("trip_expense")
          .set({ ...changes, updated_at: new Date().toISOString() })
          .where("itinerary_id", "=", tripId)
          .where("id", "=", expenseId)
          .returningAll()
          .executeTakeFirst();
        if (row) await rememberPeople(trx, tripId, people);
        return row;
      });
    },

    async deleteExpense(tripId: string, expenseId: string): Promise<boolean> {
      if (!isTripId(expenseId)) return false;
      const result = await kysely
        .deleteFrom("trip_expense")
        .where("itinerary_id", "=", tripId)
        .where("id", "=", expenseId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async addSettlement(
      tripId: string,
      currency: string,
      settlement: NewSettlement,
      people: readonly { userId: string; name: string }[],
      max: number,
    ): Promise<SettlementRow | "full"> {
      return kysely.transaction().execute(async (trx) => {
        const now = await holdCurrency(trx, tripId, currency);
        if (now !== currency) throw new CurrencyMoved(now);
        if ((await count(trx, "trip_settlement", tripId)) >= max) return "full";
        const row: SettlementRow = {
          ...settlement,
          id: randomUUID(),
          itinerary_id: tripId,
          created_at: new Date().toISOString(),
        };
        await trx.insertInto("trip_settlement").values(row).execute();
        await rememberPeople(trx, tripId, people);
        return row;
      });
    },

    async deleteSettlement(tripId: string, settlementId: string): Promise<boolean> {
      if (!isTripId(settlementId)) return false;
      const result = await kysely
        .deleteFrom("trip_settlement")
        .where("itinerary_id", "=", tripId)
        .where("id", "=", settlementId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Moves the trip's costs to another currency: every frozen rate is chained with the rate between the two (so
     * balances are the old ones converted once), the budget is converted by `convertBudget`, and the change is kept
     * to be shown. CurrencyMoved when the trip's currency is not `from` any more.
     */
    async changeCurrency(
      tripId: string,
      change: CurrencyChange,
      chain: (rate: string) => string,
      convertBudget: (budget: string | null) => string | null,
    ): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const trip = await trx
          .updateTable("itinerary")
          .set((eb) => ({ cost_currency: eb.ref("cost_currency") }))
          .where("id", "=", tripId)
          .returning(["cost_currency", "cost_budget"])
          .executeTakeFirstOrThrow();
        if ((trip.cost_currency ?? change.from) !== change.from) throw new CurrencyMoved(trip.cost_currency!);
        for (const table of ["trip_expense", "trip_settlement"] as const) {
          const rows = await trx.selectFrom(table).select(["id", "rate"]).where("itinerary_id", "=", tripId).execute();
          for (const row of rows)
            await trx
              .updateTable(table)
              .set({ rate: chain(row.rate) })
              .where("id", "=", row.id)
              .execute();
        }
        await trx
          .updateTable("itinerary")
          .set({
            cost_currency: change.to,
            cost_currency_change: JSON.stringify(change),
            cost_budget: convertBudget(trip.cost_budget),
          })
          .where("id", "=", tripId)
          .execute();
      });
    },

    /** Sets the budget of some categories (a null removes one), keeping the others. */
    async setBudget(tripId: string, currency: string, budget: Partial<Record<ExpenseCategory, string | null>>): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const trip = await trx
          .updateTable("itinerary")
          .set((eb) => ({ cost_currency: eb.fn.coalesce("cost_currency", eb.val(currency)) }))
          .where("id", "=", tripId)
          .returning(["cost_currency", "cost_budget"])
          .executeTakeFirstOrThrow();
        if (trip.cost_currency !== currency) throw new CurrencyMoved(trip.cost_currency!);
        const next: Record<string, string> = trip.cost_budget ? (JSON.parse(trip.cost_budget) as Record<string, string>) : {};
        for (const [category, minor] of Object.entries(budget)) {
          if (minor === null) delete next[category];
          else next[category] = minor;
        }
        await trx
          .updateTable("itinerary")
          .set({ cost_budget: Object.keys(next).length ? JSON.stringify(next) : null })
          .where("id", "=", tripId)
          .execute();
      });
    },

    /** The expenses and settlements of these trips (the account's data download). */
    async ofTrips(tripIds: readonly string[]) {
      if (tripIds.length === 0) return { expenses: [], settlements: [] };
      const [expenses, settlements] = await Promise.all([
        kysely.selectFrom("trip_expense").selectAll().where("itinerary_id", "in", tripIds).orderBy("created_at").execute(),
        kysely.selectFrom("trip_settlement").selectAll().where("itinerary_id", "in", tripIds).orderBy("created_at").execute(),
      ]);
      return { expenses, settlements };
    },

    /** A deleted account's name leaves every trip's costs; its entries stay, so the others' balances stay right. */
    async forgetPerson(userId: string): Promise<void> {
      await kysely.updateTable("trip_cost_person").set({ name: FORMER_TRAVELLER }).where("user_id", "=", userId).execute();
    },

    /** The trip's currency, its last change and budget as stored now. */
    settings(tripId: string) {
      return kysely
        .selectFrom("itinerary")
        .select(["cost_currency", "cost_currency_change", "cost_budget"])
        .where("id", "=", tripId)
        .executeTakeFirstOrThrow();
    },
  };
}

import {
  FORMER_TRAVELLER,
  type Expense,
  type ExpenseCategory,
  type Person,
  type Settlement,
  type Split,
} from "@shared/schemas/costs";
import { converted, money, parts, type BookExpense, type BookSettlement } from "./book";
import type { ExpenseRow, SettlementRow } from "./repository";

/** Stored rows as the book reads them, and as the API answers them (docs/api.md "Trip costs"). */

export const bookExpense = (row: ExpenseRow): BookExpense => ({
  amount: BigInt(row.amount_minor),
  currency: row.currency,
  rate: row.rate,
  paidBy: row.paid_by,
  split: JSON.parse(row.split) as Split,
});

export const bookSettlement = (row: SettlementRow): BookSettlement => ({
  amount: BigInt(row.amount_minor),
  currency: row.currency,
  rate: row.rate,
  from: row.from_user,
  to: row.to_user,
});

/** Someone's name as the trip's costs know it. */
export type Names = ReadonlyMap<string, string>;
const person = (names: Names, userId: string): Person => ({ userId, name: names.get(userId) ?? FORMER_TRAVELLER });

export function presentExpense(row: ExpenseRow, tripCurrency: string, names: Names): Expense {
  const entry = bookExpense(row);
  const total = converted(entry, tripCurrency);
  const shares = parts(entry.split, entry.currency, total);
  return {
    id: row.id,
    title: row.title,
    amount: money(entry.amount, row.currency),
    currency: row.currency,
    rate: row.rate,
    rateDate: row.rate_date,
    rateSource: row.rate_source,
    converted: money(total, tripCurrency),
    paidBy: row.paid_by,
    split: entry.split,
    parts: entry.split.among.map((userId, i) => ({ userId, amount: money(shares[i]!, tripCurrency) })),
    ...(row.spent_on && { date: row.spent_on }),
    category: row.category as ExpenseCategory,
    ...(row.note && { note: row.note }),
    ...(row.stop_id && { stopId: row.stop_id }),
    createdBy: person(names, row.created_by),
    createdAt: row.created_at,
    ...(row.updated_by && { updatedBy: person(names, row.updated_by) }),
    ...(row.updated_at && { updatedAt: row.updated_at }),
  };
}

export function presentSettlement(row: SettlementRow, tripCurrency: string, names: Names): Settlement {
  const entry = bookSettlement(row);
  return {
    id: row.id,
    from: row.from_user,
    to: row.to_user,
    amount: money(entry.amount, row.currency),
    currency: row.currency,
    rate: row.rate,
    rateDate: row.rate_date,
    converted: money(converted(entry, tripCurrency), tripCurrency),
    ...(row.paid_on && { date: row.paid_on }),
    createdBy: person(names, row.created_by),
    createdAt: row.created_at,
  };
}

/** The account's data download: each entry in its own currency, with its trip. */
export function exportedCosts({ expenses, settlements }: { expenses: ExpenseRow[]; settlements: SettlementRow[] }) {
  return {
    expenses: expenses.map((row) => ({
      tripId: row.itinerary_id,
      title: row.title,
      amount: money(BigInt(row.amount_minor), row.currency),
      currency: row.currency,
      rate: row.rate,
      rateDate: row.rate_date,
      paidBy: row.paid_by,
      split: JSON.parse(row.split) as Split,
      category: row.category,
      date: row.spent_on,
      note: row.note,
      createdBy: row.created_by,
      createdAt: row.created_at,
    })),
    settlements: settlements.map((row) => ({
      tripId: row.itinerary_id,
      from: row.from_user,
      to: row.to_user,
      amount: money(BigInt(row.amount_minor), row.currency),
      currency: row.currency,
      rate: row.rate,
      date: row.paid_on,
      createdAt: row.created_at,
    })),
  };
}

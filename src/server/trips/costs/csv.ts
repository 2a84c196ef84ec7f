import { FORMER_TRAVELLER, type Expense, type Settlement } from "@shared/schemas/costs";
import type { Names } from "./presenter";

/**
 * GET /api/itineraries/:id/expenses.csv: one line per expense and settlement (RFC 4180, UTF-8 with a byte-order
 * mark so spreadsheets read accents). A text cell that starts like a formula gets a leading apostrophe: titles
 * and notes are typed by travellers, and a spreadsheet must not run them.
 */

const HEADER = [
  "Kind",
  "Date",
  "Title",
  "Category",
  "Amount",
  "Currency",
  "Rate",
  "Rate date",
  "Amount in trip currency",
  "Trip currency",
  "Paid by",
  "Split",
  "Note",
  "Added by",
  "Added at",
];

function cell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function costsCsv(
  currency: string,
  expenses: readonly Expense[],
  settlements: readonly Settlement[],
  names: Names,
): string {
  const name = (userId: string) => names.get(userId) ?? FORMER_TRAVELLER;
  const lines = [HEADER.map((h) => cell(h))];
  for (const e of expenses) {
    const split = e.parts.map((p) => `${name(p.userId)}: ${p.amount}`).join("; ");
    lines.push([
      cell("expense"),
      cell(e.date ?? ""),
      cell(e.title),
      cell(e.category),
      cell(e.amount, false),
      cell(e.currency),
      cell(e.rate, false),
      cell(e.rateDate),
      cell(e.converted, false),
      cell(currency),
      cell(name(e.paidBy)),
      cell(split),
      cell(e.note ?? ""),
      cell(e.createdBy.name),
      cell(e.createdAt),
    ]);
  }
  for (const s of settlements) {
    lines.push([
      cell("settlement"),
      cell(s.date ?? ""),
      cell(`${name(s.from)} paid ${name(s.to)}`),
      cell(""),
      cell(s.amount, false),
      cell(s.currency),
      cell(s.rate, false),
      cell(s.rateDate),
      cell(s.converted, false),
      cell(currency),
      cell(name(s.from)),
      cell(`${name(s.to)}: ${s.converted}`),
      cell(""),
      cell(s.createdBy.name),
      cell(s.createdAt),
    ]);
  }
  return `\uFEFF${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

import { currencyInfo, ISO_CURRENCIES } from "@shared/catalog/currencies";
import type { ExpenseCategory, RateSource } from "@shared/schemas/costs";

/** How the Costs tab words a category. */
export const CATEGORY_NAMES: Record<ExpenseCategory, string> = {
  food: "Food",
  lodging: "Lodging",
  transport: "Transport",
  activities: "Activities",
  shopping: "Shopping",
  other: "Other",
};

/** The currencies offered, by code: "EUR · Euro". */
export const CURRENCY_OPTIONS = Object.entries(ISO_CURRENCIES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, info]) => ({ code, label: `${code} · ${info.name}` }));

/** Decimals of a currency (ISO 4217), 2 for a code we do not know. */
export const exponentOf = (currency: string) => currencyInfo(currency)?.exponent ?? 2;

/** "1234567.5" → "1,234,567.5": the integer part grouped by thousands (written out, no Intl: see lib/dates.ts). */
function grouped(decimal: string): string {
  const [whole = "", fraction] = decimal.split(".");
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** An amount as the API sends it, with its currency: "1,234.50 EUR", "-12.50 EUR". */
export function formatMoney(amount: string, currency: string): string {
  const negative = amount.startsWith("-");
  return `${negative ? "-" : ""}${grouped(negative ? amount.slice(1) : amount)} ${currency}`;
}

/** A rate to six significant digits, trailing zeros dropped: "0.93", "155.45", "1.0842", "0.00643". */
function formatRate(rate: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value) || value <= 0) return rate;
  const text = value >= 1e6 ? Math.round(value).toString() : value.toPrecision(6);
  return grouped(text.includes(".") ? text.replace(/\.?0+$/, "") : text);
}

/** "1 USD = 0.93 EUR". */
export const exchangeText = (from: string, to: string, rate: string) => `1 ${from} = ${formatRate(rate)} ${to}`;

/** "1 USD = 0.93 EUR · rate of 2024-05-15". */
export const rateLine = (from: string, to: string, rate: string, date: string) =>
  `${exchangeText(from, to, rate)} · rate of ${date}`;

/** Where the rates of new expenses come from. */
export const rateSourceText = (source: RateSource, date: string) =>
  source === "service"
    ? `New expenses are converted at the exchange-rate service's rates of ${date}.`
    : `New expenses are converted at Wayfarer's built-in rates of ${date} (not live market rates).`;

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

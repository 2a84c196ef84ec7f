import { CURRENCIES, RATES, type Currency } from "../catalog/rates";
import { parseAmount } from "./amount";

export interface CurrencyState {
  amount: string;
  from: Currency;
  to: Currency;
}

export const DEFAULT_CURRENCY_STATE: CurrencyState = { amount: "1", from: "USD", to: "INR" };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** amount / source rate x target rate (docs/product.md). */
export function convert(amount: number, from: Currency, to: Currency): number {
  return (amount / RATES[from]) * RATES[to];
}

/** The converted amount for the typed text, to 2 decimals; invalid input converts as 0. */
export function convertText(amount: string, from: Currency, to: Currency): string {
  return convert(parseAmount(amount), from, to).toFixed(2);
}

export function parseCurrencyState(value: unknown): CurrencyState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { amount, from, to } = value as Record<string, unknown>;
  if (typeof amount !== "string" || !isCurrency(from) || !isCurrency(to)) return undefined;
  return { amount, from, to };
}

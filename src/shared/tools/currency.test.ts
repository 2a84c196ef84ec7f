import { describe, expect, it } from "vitest";
import { CURRENCIES, RATES, RATES_NOTE } from "../catalog/rates";
import { convert, convertText, DEFAULT_CURRENCY_STATE, parseCurrencyState } from "./currency";

describe("currency", () => {
  it("has the seven fixed rates per 1 USD and the demo note", () => {
    expect(RATES).toEqual({ USD: 1, EUR: 0.93, INR: 83.2, GBP: 0.8, JPY: 155.45, AUD: 1.5, CAD: 1.35 });
    expect(CURRENCIES).toHaveLength(7);
    expect(RATES_NOTE).toBe("Rates are static for demo purposes.");
  });

  it("defaults to 1 USD to INR, which shows 83.20", () => {
    const { amount, from, to } = DEFAULT_CURRENCY_STATE;
    expect(convertText(amount, from, to)).toBe("83.20");
  });

  const pairs = CURRENCIES.flatMap((from) => CURRENCIES.map((to) => [from, to] as const));
  it("covers all 49 pairs", () => expect(pairs).toHaveLength(49));

  it.each(pairs)("%s -> %s follows amount / source rate x target rate", (from, to) => {
    for (const amount of [0, 1, 2.5, 100, 12345.67]) {
      expect(convert(amount, from, to)).toBeCloseTo((amount / RATES[from]) * RATES[to], 10);
      expect(convertText(String(amount), from, to)).toBe(((amount / RATES[from]) * RATES[to]).toFixed(2));
    }
    if (from === to) expect(convertText("42", from, to)).toBe("42.00");
  });

  it("known values", () => {
    expect(convertText("100", "EUR", "USD")).toBe("107.53");
    expect(convertText("1000", "JPY", "INR")).toBe("535.22");
    expect(convertText("10", "GBP", "CAD")).toBe("16.88");
  });

  it.each(["", "  ", "abc", "-5", "NaN", "Infinity"])("invalid or negative amount %j converts as 0", (amount) => {
    expect(convertText(amount, "USD", "INR")).toBe("0.00");
  });

  it("restores only a valid stored state", () => {
    expect(parseCurrencyState({ amount: "5", from: "EUR", to: "JPY" })).toEqual({ amount: "5", from: "EUR", to: "JPY" });
    expect(parseCurrencyState({ amount: "5", from: "XYZ", to: "JPY" })).toBeUndefined();
    expect(parseCurrencyState({ amount: 5, from: "EUR", to: "JPY" })).toBeUndefined();
    expect(parseCurrencyState(null)).toBeUndefined();
    expect(parseCurrencyState("USD")).toBeUndefined();
  });
});

/** Fixed demo exchange rates per 1 USD (docs/product.md). */
export const CURRENCIES = ["USD", "EUR", "INR", "GBP", "JPY", "AUD", "CAD"] as const;

export type Currency = (typeof CURRENCIES)[number];

export const RATES: Readonly<Record<Currency, number>> = {
  USD: 1,
  EUR: 0.93,
  INR: 83.2,
  GBP: 0.8,
  JPY: 155.45,
  AUD: 1.5,
  CAD: 1.35,
};

export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
  USD: "US dollar",
  EUR: "Euro",
  INR: "Indian rupee",
  GBP: "British pound",
  JPY: "Japanese yen",
  AUD: "Australian dollar",
  CAD: "Canadian dollar",
};

export const RATES_NOTE = "Rates are static for demo purposes.";

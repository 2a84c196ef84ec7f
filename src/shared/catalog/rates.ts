/**
 * The shipped exchange rates: approximate mid-market rates per 1 US dollar around 2024-05-10, fixed, for when no
 * rates service is configured (RATES_URL replaces them on the server). The converter's seven come from the
 * product spec (docs/product.md) and must not change; the others are of the same period, good to a few per cent.
 */

/** The converter's currencies, in the order it lists them. */
export const CURRENCIES = ["USD", "EUR", "INR", "GBP", "JPY", "AUD", "CAD"] as const;

export type Currency = (typeof CURRENCIES)[number];

// Pegged currencies follow their peg; the euro's are taken at EUR 0.93 so cross rates agree with the euro.
const PER_USD = {
  USD: "1",
  EUR: "0.93",
  INR: "83.2",
  GBP: "0.8",
  JPY: "155.45",
  AUD: "1.5",
  CAD: "1.35",
  AED: "3.6725", // peg
  AFN: "72",
  ALL: "93.3",
  AMD: "388",
  AOA: "836",
  AWG: "1.79", // peg
  AZN: "1.7", // peg
  BAM: "1.81892", // 1.95583 per euro
  BBD: "2", // peg
  BDT: "117", // the crawling peg set on 2024-05-08
  BHD: "0.376", // peg
  BMD: "1", // peg
  BND: "1.354", // at par with SGD
  BRL: "5.14",
  BSD: "1", // peg
  BTN: "83.2", // at par with INR
  BWP: "13.6",
  BYN: "3.27",
  BZD: "2", // peg
  CDF: "2790",
  CHF: "0.906",
  CLP: "920",
  CNY: "7.23",
  COP: "3880",
  CRC: "510",
  CVE: "102.546", // 110.265 per euro
  CZK: "22.9",
  DJF: "177.721", // peg
  DKK: "6.93815", // ERM II, 7.46038 per euro
  DOP: "58.6",
  DZD: "134.5",
  EGP: "47.1", // floated in March 2024, steady by May
  ERN: "15", // peg
  FJD: "2.25",
  FKP: "0.8", // at par with GBP
  GEL: "2.69",
  GHS: "14.1",
  GIP: "0.8", // at par with GBP
  GMD: "67.8",
  GNF: "8600",
  GTQ: "7.77",
  GYD: "209",
  HKD: "7.82", // the 7.75-7.85 band
  HNL: "24.7",
  HTG: "132.7",
  HUF: "358",
  IDR: "16050",
  ILS: "3.72",
  ISK: "139",
  JMD: "156.5",
  JOD: "0.709", // peg
  KES: "132",
  KGS: "88.4",
  KHR: "4070",
  KMF: "457.53", // 491.96775 per euro
  KRW: "1368",
  KWD: "0.3075",
  KYD: "0.833333", // peg, 1.2 US dollars
  KZT: "442",
  LAK: "21300",
  LKR: "299",
  LRD: "193.6",
  LSL: "18.4", // at par with ZAR
  LYD: "4.85",
  MAD: "10",
  MDL: "17.7",
  MGA: "4440",
  MKD: "57.195", // held at 61.5 per euro
  MNT: "3390",
  MOP: "8.05", // 1.03 per HKD
  MRU: "39.7",
  MUR: "46.2",
  MXN: "16.8",
  MYR: "4.73",
  MZN: "63.9",
  NAD: "18.4", // at par with ZAR
  NIO: "36.8",
  NOK: "10.85",
  NPR: "133.12", // 1.6 per INR
  NZD: "1.66",
  OMR: "0.3845", // peg
  PAB: "1", // peg
  PEN: "3.72",
  PGK: "3.85",
  PHP: "57.3",
  PKR: "278",
  PLN: "3.98",
  PYG: "7480",
  QAR: "3.64", // peg
  RON: "4.63",
  RSD: "108.9",
  RUB: "92",
  RWF: "1295",
  SAR: "3.75", // peg
  SBD: "8.45",
  SCR: "13.8",
  SEK: "10.85",
  SGD: "1.354",
  SHP: "0.8", // at par with GBP
  SLE: "22.7",
  SOS: "571",
  STN: "22.785", // 24.5 per euro
  SZL: "18.4", // at par with ZAR
  THB: "36.7",
  TJS: "10.9",
  TND: "3.13",
  TOP: "2.36",
  TRY: "32.2",
  TTD: "6.78",
  TWD: "32.4",
  TZS: "2590",
  UAH: "39.6",
  UGX: "3800",
  UYU: "38.4",
  UZS: "12650",
  VND: "25400",
  VUV: "119",
  WST: "2.73",
  XAF: "610.04", // 655.957 per euro
  XCD: "2.7", // peg
  XCG: "1.79", // replaced ANG at par in 2025, same peg
  XOF: "610.04", // 655.957 per euro
  XPF: "110.979", // 1,000 per 8.38 euros
  ZAR: "18.4",
  ZMW: "26",
  // Left out, so the app says it has no rate: hyperinflation, a volatile or far-off official rate, or a rate
  // not known to within about 5% (ARS, BIF, BOB, CUP, ETB, IQD, IRR, KPW, LBP, MMK, MVR, MWK, NGN, SDG, SRD, SSP,
  // SYP, TMT, VES, YER, ZWG).
} as const satisfies Record<Currency, string> & Record<string, string>;

/** The shipped rate table: units of each currency for one US dollar, as exact decimal strings, and the day they describe. */
export const RATE_TABLE: { date: string; perUsd: Readonly<Record<string, string>> } = { date: "2024-05-10", perUsd: PER_USD };

/** The converter's rates per 1 USD, from the table. */
export const RATES: Readonly<Record<Currency, number>> = Object.fromEntries(
  CURRENCIES.map((code) => [code, Number(PER_USD[code])]),
) as Record<Currency, number>;

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

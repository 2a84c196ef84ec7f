import { describe, expect, it } from "vitest";
import { currencyInfo, ISO_CURRENCIES } from "./currencies";
import { CURRENCIES, RATE_TABLE, RATES } from "./rates";

describe("ISO currencies", () => {
  it("are about 150 three-letter codes with a name and an exponent of 0, 2 or 3", () => {
    const codes = Object.keys(ISO_CURRENCIES);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(ISO_CURRENCIES[code]!.name.length, code).toBeGreaterThan(2);
      expect([0, 2, 3], code).toContain(ISO_CURRENCIES[code]!.exponent);
    }
  });

  it("give the standard's minor units", () => {
    const exponents = Object.fromEntries(
      ["JPY", "EUR", "KWD", "TND", "CLP", "ISK", "USD", "BHD", "KRW", "XOF", "HUF"].map((code) => [
        code,
        currencyInfo(code)?.exponent,
      ]),
    );
    expect(exponents).toEqual({ JPY: 0, EUR: 2, KWD: 3, TND: 3, CLP: 0, ISK: 0, USD: 2, BHD: 3, KRW: 0, XOF: 0, HUF: 2 });
  });

  it("know only codes in use, exactly as written", () => {
    expect(currencyInfo("JPY")).toEqual({ name: "Japanese yen", exponent: 0 });
    for (const code of ["jpy", "XAU", "XTS", "HRK", "toString", "__proto__", ""])
      expect(currencyInfo(code), code).toBeUndefined();
  });
});

describe("rate table", () => {
  const table = Object.entries(RATE_TABLE.perUsd);

  it("is dated and gives only ISO currencies in use", () => {
    expect(RATE_TABLE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(table.length).toBeGreaterThan(100);
    for (const [code] of table) expect(currencyInfo(code), code).toBeDefined();
  });

  it("has positive decimal strings of at most 6 significant digits", () => {
    for (const [code, rate] of table) {
      expect(rate, code).toMatch(/^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/);
      expect(Number(rate), code).toBeGreaterThan(0);
      expect(rate.replace(".", "").replace(/^0+/, "").replace(/0+$/, "").length, code).toBeLessThanOrEqual(6);
    }
  });

  it("keeps the converter's seven values, and the converter reads them from it", () => {
    const seven = { USD: "1", EUR: "0.93", INR: "83.2", GBP: "0.8", JPY: "155.45", AUD: "1.5", CAD: "1.35" };
    expect(Object.fromEntries(CURRENCIES.map((code) => [code, RATE_TABLE.perUsd[code]]))).toEqual(seven);
    expect(RATES).toEqual({ USD: 1, EUR: 0.93, INR: 83.2, GBP: 0.8, JPY: 155.45, AUD: 1.5, CAD: 1.35 });
  });

  // Units per euro fixed by treaty or central bank: at the table's EUR rate they must give the table's own rate.
  const EURO_PEGS: Record<string, number> = {
    XOF: 655.957,
    XAF: 655.957,
    XPF: 1000 / 8.38,
    BAM: 1.95583,
    DKK: 7.46038,
    CVE: 110.265,
    KMF: 491.96775,
    STN: 24.5,
  };
  it.each(Object.entries(EURO_PEGS))("%s agrees with the euro through its peg", (code, perEuro) => {
    const rate = Number(RATE_TABLE.perUsd[code]);
    const viaEuro = perEuro * Number(RATE_TABLE.perUsd.EUR);
    expect(Math.abs(rate / viaEuro - 1)).toBeLessThan(0.005);
  });
});

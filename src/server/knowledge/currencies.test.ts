import { describe, expect, it } from "vitest";
import { currencyInfo } from "@shared/catalog/currencies";
import { RATE_TABLE } from "@shared/catalog/rates";
import { guides } from "./guides";
import { COUNTRIES } from "./index";

/**
 * Currencies the shipped rate table leaves out on purpose (src/shared/catalog/rates.ts): hyperinflation, an
 * official rate far from what changes hands or moving fast, or a rate not known to within about 5% in May 2024.
 * Trip costs in them need a rates service (RATES_URL).
 */
const NO_TABLE_RATE = new Set([
  ...["ARS", "VES", "ZWG"], // hyperinflation
  ...["CUP", "ETB", "IQD", "IRR", "KPW", "LBP", "MMK", "MVR", "MWK", "SDG", "SSP", "SYP", "TMT", "YER", "BIF", "BOB"], // official and street rates apart
  ...["NGN", "SRD"], // moving too fast then to fix
]);

describe("currencies of the knowledge", () => {
  const used = new Map<string, string>();
  for (const country of COUNTRIES) used.set(country.currency, country.name);
  for (const city of guides().cities) used.set(city.currency, city.name);

  it("are ISO currencies in use", () => {
    expect(used.size).toBeGreaterThan(100);
    for (const [code, where] of used) expect(currencyInfo(code), `${code} (${where})`).toBeDefined();
  });

  it("have a rate in the shipped table unless left out on purpose", () => {
    for (const [code, where] of used)
      expect(code in RATE_TABLE.perUsd || NO_TABLE_RATE.has(code), `${code} (${where})`).toBe(true);
  });

  it("leave out of the table only what is left out on purpose", () => {
    for (const code of NO_TABLE_RATE) {
      expect(currencyInfo(code), code).toBeDefined();
      expect(RATE_TABLE.perUsd[code], code).toBeUndefined();
    }
  });
});

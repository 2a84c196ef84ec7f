import { RATE_TABLE } from "@shared/catalog/rates";
import type { RateSource } from "@shared/schemas/costs";
import { crossRate } from "@shared/money";
import type { Logger } from "../../logger";

/**
 * Where an expense's rate comes from when it is entered (decision 1140): the shipped table (fixed, with its date),
 * or, with RATES_URL, a Frankfurter-compatible service (`GET <RATES_URL>/latest?base=USD` answers
 * `{ base, date, rates: { EUR: 0.93, ... } }`, ECB reference rates) read at most once an hour. A service that fails
 * or lacks a currency falls back to the table for that rate; a failure pauses the service for a minute so a slow
 * service does not slow every expense.
 */

export interface Rate {
  /** Units of `to` for one unit of `from`. */
  rate: string;
  date: string;
  source: RateSource;
}

export interface RatesBook {
  /** The rate from one currency to another; undefined when neither the service nor the table has both. */
  rate(from: string, to: string): Promise<Rate | undefined>;
  /** The date and source of the rates new expenses get now. */
  current(): Promise<{ source: RateSource; date: string }>;
}

interface PerUsd {
  date: string;
  perUsd: Readonly<Record<string, string>>;
  source: RateSource;
}

const table: PerUsd = { ...RATE_TABLE, source: "table" };
const KEEP_MS = 60 * 60 * 1000;
const PAUSE_MS = 60 * 1000;

function between(rates: PerUsd, from: string, to: string): Rate | undefined {
  if (from === to) return { rate: "1", date: rates.date, source: rates.source };
  const a = rates.perUsd[from];
  const b = rates.perUsd[to];
  return a && b ? { rate: crossRate(a, b), date: rates.date, source: rates.source } : undefined;
}

/** A JSON number as a plain decimal string ("0.000123", never "1.23e-4"); undefined if not a positive number. */
function decimal(value: unknown): string | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return undefined;
  const text = value.toFixed(12).replace(/\.?0+$/, "");
  return /^\d+(?:\.\d+)?$/.test(text) && text !== "0" ? text : undefined;
}

/** The service's answer as rates per US dollar, or undefined when it is not one. */
function readService(body: unknown): PerUsd | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { base, date, rates } = body as Record<string, unknown>;
  if (base !== "USD" || typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (typeof rates !== "object" || rates === null) return undefined;
  const perUsd: Record<string, string> = { USD: "1" };
  for (const [code, value] of Object.entries(rates)) {
    const rate = decimal(value);
    if (/^[A-Z]{3}$/.test(code) && rate) perUsd[code] = rate;
  }
  return { date, perUsd, source: "service" };
}

export function ratesBook(options: { url?: string; timeoutMs?: number; logger?: Logger } = {}): RatesBook {
  const { url, timeoutMs = 2_000, logger } = options;
  let kept: { rates: PerUsd; at: number } | undefined;
  let pausedUntil = 0;
  let pending: Promise<PerUsd | undefined> | undefined;

  async function load(): Promise<PerUsd | undefined> {
    try {
      const response = await fetch(`${url!.replace(/\/$/, "")}/latest?base=USD`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: "application/json" },
      });
      const rates = response.ok ? readService(await response.json()) : undefined;
      if (!rates) throw new Error(`unexpected answer (${response.status})`);
      kept = { rates, at: Date.now() };
      return rates;
    } catch (error) {
      pausedUntil = Date.now() + PAUSE_MS;
      logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "rates service failed; using the table");
      return kept?.rates; // an older answer beats the table
    }
  }

  async function service(): Promise<PerUsd | undefined> {
    if (!url) return undefined;
    const now = Date.now();
    if (kept && now - kept.at < KEEP_MS) return kept.rates;
    if (now < pausedUntil) return kept?.rates;
    // One request at a time: expenses entered together share it.
    pending ??= load().finally(() => (pending = undefined));
    return pending;
  }

  return {
    async rate(from, to) {
      const fresh = await service();
      return (fresh && between(fresh, from, to)) ?? between(table, from, to);
    },
    async current() {
      const fresh = await service();
      return fresh ? { source: fresh.source, date: fresh.date } : { source: table.source, date: table.date };
    },
  };
}

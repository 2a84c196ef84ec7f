import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_TABLE } from "@shared/catalog/rates";
import { crossRate } from "@shared/money";
import { ratesBook } from "./rates";

/**
 * The rates new expenses get (decision 1140): the shipped table, or a Frankfurter-compatible service (RATES_URL),
 * here a real HTTP server on loopback answering as Frankfurter's /latest does.
 */

describe("ratesBook", () => {
  let server: http.Server;
  let url = "";
  let requests = 0;
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: { amount: 1, base: "USD", date: "2026-11-27", rates: { EUR: 0.9612, JPY: 153.2, GBP: 0.7931, ARS: 1012.5 } },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests++;
      expect(req.url).toBe("/v1/latest?base=USD");
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("without a service: the table's cross rates, with the table's date", async () => {
    const book = ratesBook();
    expect(await book.rate("EUR", "JPY")).toEqual({
      rate: crossRate(RATE_TABLE.perUsd.EUR!, RATE_TABLE.perUsd.JPY!),
      date: RATE_TABLE.date,
      source: "table",
    });
    expect(await book.rate("JPY", "JPY")).toEqual({ rate: "1", date: RATE_TABLE.date, source: "table" });
    expect(await book.rate("ARS", "EUR")).toBeUndefined(); // left out of the table
    expect(await book.current()).toEqual({ source: "table", date: RATE_TABLE.date });
  });

  it("with a service: its rates and date, read once an hour; a currency it lacks comes from the table", async () => {
    const book = ratesBook({ url });
    requests = 0;
    expect(await book.rate("EUR", "JPY")).toEqual({ rate: crossRate("0.9612", "153.2"), date: "2026-11-27", source: "service" });
    expect(await book.rate("USD", "ARS")).toEqual({ rate: "1012.5", date: "2026-11-27", source: "service" });
    expect(await book.rate("EUR", "THB")).toMatchObject({ source: "table", date: RATE_TABLE.date });
    expect(await book.current()).toEqual({ source: "service", date: "2026-11-27" });
    expect(requests).toBe(1);
  });

  it("a service that fails or answers nonsense: the table, and no request again for a while", async () => {
    for (const failing of [
      { status: 500, body: { message: "down" } },
      { status: 200, body: { base: "EUR", date: "2026-11-27", rates: { USD: 1.04 } } },
      { status: 200, body: "<html>" },
    ]) {
      answer = failing;
      const book = ratesBook({ url });
      requests = 0;
      expect(await book.rate("EUR", "JPY")).toMatchObject({ source: "table" });
      expect(await book.rate("EUR", "GBP")).toMatchObject({ source: "table" });
      expect(requests).toBe(1);
    }
    const unreachable = ratesBook({ url: "http://127.0.0.1:9/v1", timeoutMs: 500 });
    expect(await unreachable.rate("EUR", "JPY")).toMatchObject({ source: "table" });
  });
});

import os from "node:os";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { createOfflineEngine } from "./ai/offline/engine";
import { createApp, type App } from "./app";
import { openDatabase, type Db } from "./db/client";
import { prepareDatabase } from "./prepare-database";
import { testConfig } from "./test/app";
import { createProbe, endpointSuiteEnv, snapshot, stateChangingEndpoints, urlOf, type Probe } from "./test/endpoints";

/**
 * Bad input, generated: for every endpoint that takes a body, malformed and hostile bodies never cause a 5xx,
 * always get a JSON error `{ error: { code, message } }`, and change no row of any table; the same for
 * hostile ids in the path of the routes that take one.
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 500);

type Body = { text: string | ArrayBuffer; contentType: string | undefined; json?: unknown; parsed: boolean };

const hostileStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\uD800",
  "\uDFFF",
  "a\uDC00b",
  "\u202Egnp.exe",
  "\u200F\u200Eשלום",
  "مرحبا\u061C",
  "\uFEFF",
  "\u200B\u200D",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE contact_message; --",
  '" OR 1=1 --',
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie: x=1",
  "\r\nX-Injected: 1",
  "a@b.c",
  "ada@example.com\u202E",
  "ada@example.com\u0000",
  "__proto__",
  "constructor",
  "NaN",
  "null",
  "true",
  "1e309",
);
const hugeString = fc
  .constantFrom(4_000, 5_001, 20_000, 60_000)
  .chain((length) => fc.constantFrom("x", "é", "😀", "\u202E", "\uD800").map((unit) => unit.repeat(length)));
const anyString = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: hugeString },
);
const dangerousKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isAdmin",
  "id",
  "userId",
  "role",
  "emailVerified",
  "image",
  "createdAt",
);
const leaf = fc.oneof(anyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String));
const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(dangerousKey, fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 5 }),
})).value;

/** JSON object text written by hand, so keys like __proto__ arrive as own keys (and may repeat). */
const rawObject = (fields: fc.Arbitrary<[string, unknown][]>) =>
  fields.map(
    (entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`,
  );

/** Bodies around a valid one: each field kept, dropped, or replaced by hostile text or any JSON; extra and polluting keys. */
function nearValid(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const dropped = Symbol("dropped");
  const variant = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(valid[name]) },
      { weight: 1, arbitrary: fc.constant(dropped) },
      { weight: 2, arbitrary: anyString },
      { weight: 1, arbitrary: jsonish },
    );
  const extraKey = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), dangerousKey) : dangerousKey;
  return rawObject(
    fc
      .tuple(fc.tuple(...fields.map(variant)), fc.array(fc.tuple(extraKey, jsonish), { maxLength: 3 }))
      .map(([values, extra]) => [
        ...fields.flatMap((name, i): [string, unknown][] => (values[i] === dropped ? [] : [[name, values[i]]])),
        ...extra,
      ]),
  );
}

const invalidJsonText = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    "[",
    "{oops",
    "{'a':1}",
    '{"a":}',
    '{"a":1,}',
    "undefined",
    "NaN",
    "\u0000",
    '{"a":"\\ud800"',
    "[".repeat(10_000),
    '{"a":'.repeat(5_000),
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
  jsonish.map((value) => (JSON.stringify(value) ?? "null").slice(0, -1)),
);
const invalidUtf8 = fc
  .uint8Array({ minLength: 1, maxLength: 64 })
  .map((bytes) => Uint8Array.from([0x7b, 0xff, 0xfe, ...bytes, 0xc3]).buffer);
const contentTypes = fc.constantFrom(
  undefined,
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/json; charset=utf-16",
  "application/vnd.api+json",
  "application/json, text/plain",
  "json",
  "*/*",
);

function bodies(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  const near = nearValid(valid);
  const anyJson = jsonish.map((value) => JSON.stringify(value) ?? "null");
  const polluting = rawObject(fc.array(fc.tuple(dangerousKey, jsonish), { minLength: 1, maxLength: 4 }));
  const sent = (text: fc.Arbitrary<string>, contentType: fc.Arbitrary<string | undefined> = fc.constant("application/json")) =>
    fc.tuple(text, contentType).map(([t, type]): Body => ({ text: t, contentType: type, ...parse(t) }));
  return fc.oneof(
    { weight: 5, arbitrary: sent(near) },
    { weight: 3, arbitrary: sent(anyJson) },
    { weight: 2, arbitrary: sent(polluting) },
    { weight: 2, arbitrary: sent(invalidJsonText) },
    { weight: 1, arbitrary: invalidUtf8.map((bytes): Body => ({ text: bytes, contentType: "application/json", parsed: false })) },
    { weight: 2, arbitrary: sent(fc.oneof(near, anyJson, polluting), contentTypes) },
  );
}

/**
 * The body as the server reads it where a body is optional: `{}` when empty or not sent as JSON (Hono's
 * validator reads only `application/json` and `application/*+json`), else what was sent.
 */
function asRead(body: Body): { json?: unknown; parsed: boolean } {
  const mediaType = body.contentType?.split(";")[0]!.trim().toLowerCase() ?? "";
  if (body.text === "" || !/^application\/([\w.-]+\+)?json$/.test(mediaType)) return { json: {}, parsed: true };
  return body;
}

function parse(text: string): { json?: unknown; parsed: boolean } {
  try {
    return { json: JSON.parse(text), parsed: true };
  } catch {
    return { parsed: false };
  }
}

describe("bad input never breaks an endpoint", () => {
  let db: Db;
  let app: App;
  let probe: Probe;

  beforeAll(async () => {
    // In memory: the same SQLite, without a disk sync per write, so hundreds of bodies take seconds.
    db = openDatabase({ dataDir: os.tmpdir(), sqliteFile: ":memory:" });
    await prepareDatabase(db, testConfig());
    app = createApp({
      db,
      logger: pino({ level: "silent" }),
      // The real offline engine without its pause between streamed pieces.
      engine: createOfflineEngine({ paceMs: 0 }),
      // Limits out of the way, so every body reaches validation.
      config: testConfig({
        ...endpointSuiteEnv,
        RATE_LIMIT_NEWSLETTER_PER_HOUR: "1000000",
        RATE_LIMIT_CONTACT_PER_HOUR: "1000000",
        RATE_LIMIT_GENERATE_PER_HOUR: "1000000",
        RATE_LIMIT_CHAT_PER_10_MIN: "1000000",
        RATE_LIMIT_TRIP_EDITS_PER_HOUR: "1000000",
        AUTH_RATE_LIMIT_MAX: "100000",
      }),
    });
    probe = await createProbe(app);
  });
  afterAll(() => db.close());

  for (const endpoint of stateChangingEndpoints.filter((e) => e.validBody !== null)) {
    const name = `${endpoint.method} ${typeof endpoint.path === "string" ? endpoint.path : endpoint.route}`;
    it(`${name}: ${RUNS} malformed or hostile bodies`, async () => {
      const own = endpoint.endsSession ? await createProbe(app) : probe;
      await endpoint.prepare?.(app, own);
      const url = urlOf(endpoint, own);
      // Better Auth counts every attempt in `rateLimit`; that is bookkeeping, not data.
      const tables = () => snapshot(db, { except: ["rateLimit"] });
      let before = await tables();
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.validBody!(own)), async (body) => {
          const headers: Record<string, string> = {};
          if (body.contentType) headers["Content-Type"] = body.contentType;
          if (endpoint.session) headers.Cookie = own.cookie;
          const res = await app.request(url, { method: endpoint.method, headers, body: body.text });
          const text = await res.text();
          const label = `${res.status} ${text.slice(0, 300)}`;
          expect(res.status, label).toBeLessThan(500);
          const read = endpoint.optionalBody ? asRead(body) : body;
          if (res.status < 400 && read.parsed && endpoint.accepts(read.json)) {
            before = await tables(); // a body the endpoint accepts may change rows
            return;
          }
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.headers.get("content-type"), label).toMatch(/^application\/json/);
          const answer = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          expect(answer.error, label).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
          expect(String(answer.error?.message).length, label).toBeGreaterThan(0);
          expect(await tables()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }

  it(`GET and DELETE /api/itineraries/:id: ${RUNS} malformed or hostile ids`, async () => {
    const before = await snapshot(db, { except: ["rateLimit"] });
    // Path segments as sent: strings percent-encoded, and raw malformed escapes the router has to decode.
    const segments = fc.oneof(
      fc
        .oneof(
          hostileStrings,
          fc.string({ unit: "binary", maxLength: 60 }),
          fc.uuid(),
          fc.constantFrom(4_000, 20_000).map((n) => "9".repeat(n)),
        )
        .map(
          // A lone surrogate cannot be percent-encoded (nor sent): it goes as U+FFFD, as a browser would send it.
          (id) =>
            encodeURIComponent(id.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")),
        ),
      fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%C0%AF", "%ED%A0%80", "..%2F..%2Fetc", "%00", "a%2Fb"),
    );
    await fc.assert(
      fc.asyncProperty(segments, fc.constantFrom("GET", "DELETE"), async (segment, method) => {
        const res = await app.request(`/api/itineraries/${segment}`, { method, headers: { Cookie: probe.cookie } });
        const text = await res.text();
        const label = `${method} ${segment.slice(0, 80)}: ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(res.headers.get("content-type"), label).toMatch(/^application\/json/);
        expect((JSON.parse(text) as { error?: unknown }).error, label).toEqual(
          expect.objectContaining({ code: expect.any(String) }),
        );
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot(db, { except: ["rateLimit"] })).toEqual(before);
  }, 120_000);
});

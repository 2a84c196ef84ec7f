import type { SecondaryStorage } from "better-auth";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { testConfig } from "../test/app";
import { testDatabases } from "../test/databases";
import { createAuth } from "./auth";
import {
  betterAuthError,
  SESSION_COOKIE_NAMES,
  sessionCookieValue,
  sessionTokenOf,
  sessionTokenOfStorageKey,
} from "./better-auth-internals";

const UPGRADE = "Better Auth changed how it works inside; update better-auth-internals.ts (and what relies on it):";

/** A secondary storage in memory that remembers every deleted key. */
function recordingStorage() {
  const entries = new Map<string, string>();
  const deleted: string[] = [];
  const storage: SecondaryStorage = {
    get: async (key) => entries.get(key) ?? null,
    getAndDelete: async (key) => {
      const value = entries.get(key) ?? null;
      entries.delete(key);
      return value;
    },
    set: async (key, value) => void entries.set(key, value),
    increment: async (key) => {
      const count = Number(entries.get(key) ?? 0) + 1;
      entries.set(key, String(count));
      return count;
    },
    delete: async (key) => {
      deleted.push(key);
      entries.delete(key);
    },
  };
  return { storage, entries, deleted };
}

/** The contract: a real Better Auth instance, driven through its HTTP handler like the browser does. */
describe("Better Auth internals the app relies on", () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await testDatabases.find((database) => database.name === "sqlite")!.open()));
  afterAll(() => cleanup());

  for (const [origin, cookieName] of [
    ["http://wayfarer.example", "better-auth.session_token"],
    ["https://wayfarer.example", "__Secure-better-auth.session_token"],
  ] as const) {
    it(`sets ${cookieName} on ${origin.split(":")[0]}, signed as token.signature, stored and deleted under its token`, async () => {
      const { storage, entries, deleted } = recordingStorage();
      const auth = createAuth(testConfig({ BASE_URL: origin }), db, pino({ level: "silent" }), { secondaryStorage: storage });
      const post = (path: string, body: unknown, cookie = "") =>
        auth.handler(
          new Request(`${origin}/api/auth${path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: origin, ...(cookie && { Cookie: cookie }) },
            body: JSON.stringify(body),
          }),
        );

      const email = `contract-${Date.now()}-${origin.length}@example.com`;
      const signUp = await post("/sign-up/email", { name: "Contract", email, password: "correct horse battery" });
      expect(signUp.status, `${UPGRADE} sign-up answered ${signUp.status}`).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((setCookie) => setCookie.split(";")[0])
        .join("; ");
      expect(SESSION_COOKIE_NAMES, `${UPGRADE} the session cookie's name is not ${cookieName} (Set-Cookie: ${cookie})`).toContain(
        cookieName,
      );
      expect(cookie, `${UPGRADE} the session cookie's name is not ${cookieName} (Set-Cookie: ${cookie})`).toContain(
        `${cookieName}=`,
      );

      const signed = sessionCookieValue(cookie);
      expect(signed, `${UPGRADE} sessionCookieValue finds no session cookie in "${cookie}"`).toBeDefined();
      const session = await auth.api.getSession({ headers: new Headers({ Cookie: cookie }) });
      const token = session?.session.token;
      expect(token, `${UPGRADE} the session cookie is no longer \`token.signature\` (cookie ${signed})`).toBe(
        sessionTokenOf(signed!),
      );

      const storedSession = [...entries.keys()].find((key) => sessionTokenOfStorageKey(key) === token);
      expect(
        storedSession,
        `${UPGRADE} no secondary-storage key names the session (keys: ${[...entries.keys()].join(", ")})`,
      ).toBeDefined();

      const signOut = await post("/sign-out", {}, cookie);
      expect(signOut.status, `${UPGRADE} sign-out answered ${signOut.status}`).toBe(200);
      expect(
        deleted.map(sessionTokenOfStorageKey),
        `${UPGRADE} sign-out deleted no key naming the session (deleted: ${deleted.join(", ")})`,
      ).toContain(token);
    });
  }

  it("refuses as JSON { code, message }", async () => {
    const auth = createAuth(testConfig(), db, pino({ level: "silent" }));
    const res = await auth.handler(
      new Request("http://localhost/api/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong password" }),
      }),
    );
    const body: unknown = await res.json();
    const refusal = betterAuthError(body);
    expect(refusal?.code, `${UPGRADE} a refusal is no longer { code, message } (${JSON.stringify(body)})`).toMatch(/^[A-Z_]+$/);
    expect(refusal?.message, `${UPGRADE} a refusal is no longer { code, message } (${JSON.stringify(body)})`).toEqual(
      expect.any(String),
    );
  });
});

describe("sessionCookieValue", () => {
  it("reads the plain or __Secure- session cookie, URL-decoded", () => {
    expect(sessionCookieValue("a=1; better-auth.session_token=tok.s%2Fg%3D; b=2")).toBe("tok.s/g=");
    expect(sessionCookieValue("__Secure-better-auth.session_token=t.s")).toBe("t.s");
    expect(sessionCookieValue("other=1")).toBeUndefined();
    expect(sessionCookieValue(undefined)).toBeUndefined();
  });

  it("leaves doubled or malformed session cookies to Better Auth", () => {
    expect(sessionCookieValue("better-auth.session_token=a.1; better-auth.session_token=b.2")).toBeUndefined();
    expect(sessionCookieValue("__Secure-better-auth.session_token=a.1; better-auth.session_token=b.2")).toBeUndefined();
    expect(sessionCookieValue("better-auth.session_token=%E0%A4%A")).toBeUndefined();
  });
});

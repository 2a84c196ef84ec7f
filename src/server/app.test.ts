import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./db/client";
import { testDatabases } from "./test/databases";
import { makeWebDir, testApp } from "./test/app";
import { PAGE_PRELOADS_FILE, type PagePreloads } from "./web-assets";

/** A session cookie as the browser sends it; its value need not be a live session for the page variants. */
const SESSION_COOKIE = "better-auth.session_token=abc.def";

const sqlite = testDatabases[0]!;
let db: Db;
let cleanup: () => Promise<void>;
let webDir: string;
let removeWebDir: () => void;

beforeAll(async () => {
  ({ db, cleanup } = await sqlite.open());
  ({ webDir, remove: removeWebDir } = makeWebDir());
});
afterAll(async () => {
  await cleanup();
  removeWebDir();
});

describe("API basics", () => {
  it("answers health with ok while the database answers", async () => {
    const res = await testApp(db).request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers health with 503 unavailable, the API's error body, when the database does not answer", async () => {
    const { db: broken, cleanup: done } = await sqlite.open();
    await broken.close();
    const res = await testApp(broken).request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: "unavailable", message: "The service is briefly unavailable. Please try again in a moment." },
    });
    await done().catch(() => undefined);
  });

  it("answers unknown API paths with 404 JSON, never the app page", async () => {
    const res = await testApp(db, { webDir }).request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("refuses bodies over 64 KB with 413 JSON", async () => {
    const res = await testApp(db).request("/api/health", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ x: "a".repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  it("sends security headers and a request id on every answer: the page's CSP with the inline script's hash, the API's that allows nothing", async () => {
    const app = testApp(db, { webDir });
    const page = await app.request("/");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const api = await app.request("/api/health");
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const res of [page, api]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("adds HSTS when the public origin is https", async () => {
    const res = await testApp(db, { env: { BASE_URL: "https://wayfarer.example" } }).request("/api/health");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });
});

describe("web app serving", () => {
  it("falls back to index.html for client routes, with the public config injected", async () => {
    const app = testApp(db, { webDir, env: { APP_NAME: "Roam", CONTACT_EMAIL: "hi@roam.example" } });
    for (const route of ["/", "/faqs", "/some/unknown/path"]) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain("<title>Roam - The Adventure Atlas</title>");
      expect(html).toContain('"contactEmail":"hi@roam.example"');
    }
  });

  it("serves hashed assets for a year, precompressed when the browser accepts it", async () => {
    const res = await testApp(db, { webDir }).request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
  });

  it("allows the map style's origin in the page's CSP: OpenFreeMap's by default, none with MAP_STYLE_URL=none", async () => {
    const cspOf = async (env: Record<string, string>) =>
      (await testApp(db, { webDir, env }).request("/")).headers.get("content-security-policy") ?? "";
    const byDefault = await cspOf({ MAP_STYLE_URL: "" });
    expect(byDefault).toContain("connect-src 'self' https://tiles.openfreemap.org;");
    expect(byDefault).toContain("img-src 'self' data: blob: https://tiles.openfreemap.org;");
    const none = await cspOf({ MAP_STYLE_URL: "none" });
    expect(none).toContain("connect-src 'self';");
    expect(none).toContain("img-src 'self' data: blob:;");
    expect(none).not.toContain("openfreemap");
  });

  it("serves the service worker for a fresh check every time, from our origin under a CSP that lets it run", async () => {
    fs.writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
    fs.writeFileSync(path.join(webDir, "manifest.webmanifest"), "{}");
    const app = testApp(db, { webDir });
    const worker = await app.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    // worker-src and manifest-src fall back to default-src 'self' (script-src is 'self' too).
    const csp = (await app.request("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/(?:worker|manifest|child)-src/);
  });

  it("preloads a known page's own chunks and lead picture in its HTML, in every encoding; other paths get the plain page", async () => {
    fs.mkdirSync(path.join(webDir, ".vite"), { recursive: true });
    const light = { href: "/illustrations/hero.svg", media: "(prefers-color-scheme: light)" };
    const preloads: Record<string, PagePreloads> = {
      "/faqs": { modules: ["/assets/FaqsScreen-abc.js", "/assets/dist-def.js"], signedInModules: [], images: [] },
      "/about": {
        modules: [],
        signedInModules: [],
        images: [light, { href: "/illustrations/hero-dusk.svg", media: "(prefers-color-scheme: dark)" }],
      },
      "/": { modules: [], signedInModules: [], images: [] },
      "/trips/:id": { modules: ["/assets/TripScreen-abc.js"], signedInModules: ["/assets/TripEditor-def.js"], images: [] },
    };
    fs.writeFileSync(path.join(webDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
    const app = testApp(db, { webDir });
    const links = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"( fetchpriority="low")?>/g)].map(
        ([, href, low]) => `${href}${low ? " (low)" : ""}`,
      );
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await app.request("/faqs", { headers: { "Accept-Encoding": encoding } });
      const body = Buffer.from(await res.arrayBuffer());
      const html = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
      expect(links(html.toString()), encoding).toEqual(["/assets/FaqsScreen-abc.js", "/assets/dist-def.js"]);
    }
    for (const other of ["/", "/faqs/", "/some/unknown/path"])
      expect(links(await (await app.request(other)).text()), other).toEqual([]);
    // A session cookie adds the signed-in part's chunks, after the screen's; signed out, only the screen's.
    const trip = "/trips/0b8e9d1c-5f7a-4c2e-9a6b-1d2e3f4a5b6c";
    expect(links(await (await app.request(trip, { headers: { Cookie: SESSION_COOKIE } })).text())).toEqual([
      "/assets/TripScreen-abc.js",
      "/assets/TripEditor-def.js (low)",
    ]);
    expect(links(await (await app.request(trip)).text())).toEqual(["/assets/TripScreen-abc.js"]);
    const about = await (await app.request("/about")).text();
    expect(about).toContain(
      '<link rel="preload" as="image" href="/illustrations/hero.svg" media="(prefers-color-scheme: light)" fetchpriority="high">',
    );
    expect(about).toContain('href="/illustrations/hero-dusk.svg" media="(prefers-color-scheme: dark)"');
    expect(await (await app.request("/")).text()).not.toContain('as="image"');
    expect((await app.request(`/${PAGE_PRELOADS_FILE}`)).status).toBe(404);
    fs.rmSync(path.join(webDir, ".vite"), { recursive: true });
  });

  it("announces the API answers a page's first render waits for in its Link header, so they download with the scripts", async () => {
    const app = testApp(db, { webDir });
    const link = async (page: string, headers: Record<string, string> = {}) =>
      (await app.request(page, { headers })).headers.get("link");
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
    const trip = "/trips/0b8e9d1c-5f7a-4c2e-9a6b-1d2e3f4a5b6c";
    expect(await link(trip, { Cookie: SESSION_COOKIE })).toBe(
      `${preload("/api/me")}, ${preload("/api/itineraries/0b8e9d1c-5f7a-4c2e-9a6b-1d2e3f4a5b6c")}`,
    );
    // Signed out, the owner's page only asks to log in.
    expect(await link(trip)).toBe(preload("/api/me"));
    const shared = await app.request("/shared/Zm9v_YmFy-123");
    expect(shared.headers.get("link")).toBe(`${preload("/api/me")}, ${preload("/api/shared/Zm9v_YmFy-123")}`);
    expect(shared.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // Every page asks who is signed in first.
    for (const other of ["/", "/about", "/trips/a/b", "/trips/%3Cx%3E", "/shared/"])
      expect(await link(other), other).toBe(preload("/api/me"));
  });

  it("compresses the app page", async () => {
    const res = await testApp(db, { webDir }).request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("missing assets", () => {
  it("answers 404 for a hashed asset that does not exist", async () => {
    const res = await testApp(db, { webDir }).request("/assets/old-chunk-zzz.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_MAP_STYLE_URL, loadConfig, mapOrigin, toPublicConfig } from "./config";
import { serverOptions } from "./connection-limits";

describe("loadConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(toPublicConfig(config)).toEqual({
      appName: "Wayfarer",
      title: "Wayfarer - The Adventure Atlas",
      contactEmail: "hello@wayfarer.example",
      contactPhone: "+91 22 4000 1234",
      blogUrl: null,
      mapStyleUrl: "https://tiles.openfreemap.org/styles/liberty",
      auth: { providers: [], localAccounts: true },
    });
  });

  it("reads overrides and turns empty optional URLs into unset", () => {
    const config = loadConfig({ PORT: "8080", APP_NAME: "Roam", BLOG_URL: "", TRUST_PROXY: "true" });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.BLOG_URL).toBeUndefined();
    expect(toPublicConfig(config).title).toBe("Roam - The Adventure Atlas");
  });

  it("draws tiled maps from OpenFreeMap by default, from another style when given one, and none with `none`", () => {
    const byDefault = loadConfig({});
    expect(byDefault.MAP_STYLE_URL).toBe(DEFAULT_MAP_STYLE_URL);
    expect(mapOrigin(byDefault)).toBe("https://tiles.openfreemap.org");
    expect(loadConfig({ MAP_STYLE_URL: "" }).MAP_STYLE_URL).toBe(DEFAULT_MAP_STYLE_URL);
    const own = loadConfig({ MAP_STYLE_URL: "https://maps.example:8443/styles/street.json?key=k" });
    expect(toPublicConfig(own).mapStyleUrl).toBe("https://maps.example:8443/styles/street.json?key=k");
    expect(mapOrigin(own)).toBe("https://maps.example:8443");
    const none = loadConfig({ MAP_STYLE_URL: "none" });
    expect(toPublicConfig(none).mapStyleUrl).toBeNull();
    expect(mapOrigin(none)).toBeUndefined();
    for (const wrong of ["off", "tiles.openfreemap.org/styles/liberty", "ftp://maps.example/style.json", "https://"]) {
      expect(() => loadConfig({ MAP_STYLE_URL: wrong }), wrong).toThrow(
        /MAP_STYLE_URL: must be a MapLibre style's http:\/\/ or https:\/\/ URL, or none/,
      );
    }
  });

  it("names every wrong variable in one message", () => {
    expect(() => loadConfig({ PORT: "eighty", CONTACT_EMAIL: "nope", DATABASE_URL: "not a url" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", CONTACT_EMAIL: "nope" });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/CONTACT_EMAIL/);
    }
  });

  it("refuses to start in production without BASE_URL, which account emails' links and cookies depend on", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) };
    expect(() => loadConfig(production)).toThrow(/BASE_URL: is required in production/);
    expect(() => loadConfig({ ...production, BASE_URL: "" })).toThrow(/BASE_URL: is required in production/);
    expect(loadConfig({ ...production, BASE_URL: "https://wayfarer.example" }).BASE_URL).toBe("https://wayfarer.example");
    // Development and tests still run without it (the origin is then each request's own).
    expect(loadConfig({ NODE_ENV: "development", SMTP_URL: "smtp://mail:25" }).BASE_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test" }).BASE_URL).toBeUndefined();
  });

  it("takes a redis:// or rediss:// REDIS_URL and nothing else", () => {
    expect(loadConfig({ REDIS_URL: "redis://cache:6379/0" }).REDIS_URL).toBe("redis://cache:6379/0");
    expect(loadConfig({ REDIS_URL: "rediss://:pw@cache:6380" }).REDIS_KEY_PREFIX).toBe("wayfarer:");
    expect(() => loadConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it("bounds what one client may hold open, the headers' time within the request's", () => {
    const config = loadConfig({});
    expect(serverOptions(config)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
    expect([config.MAX_CONNECTIONS, config.MAX_CONNECTIONS_PER_ADDRESS]).toEqual([5_000, 20]);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "15000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it("takes an http(s) ROUTING_URL, unset by default, and a bounded ROUTING_TIMEOUT_MS", () => {
    const defaults = loadConfig({});
    expect([defaults.ROUTING_URL, defaults.ROUTING_TIMEOUT_MS]).toEqual([undefined, 1_500]);
    expect(loadConfig({ ROUTING_URL: "" }).ROUTING_URL).toBeUndefined();
    const set = loadConfig({ ROUTING_URL: "http://osrm:5000", ROUTING_TIMEOUT_MS: "3000" });
    expect([set.ROUTING_URL, set.ROUTING_TIMEOUT_MS]).toEqual(["http://osrm:5000", 3_000]);
    expect(loadConfig({ ROUTING_URL: "https://routing.example/osrm" }).ROUTING_URL).toBe("https://routing.example/osrm");
    expect(() => loadConfig({ ROUTING_URL: "ftp://osrm" })).toThrow(/ROUTING_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ ROUTING_URL: "osrm:5000" })).toThrow(/ROUTING_URL/);
    expect(() => loadConfig({ ROUTING_TIMEOUT_MS: "50" })).toThrow(/ROUTING_TIMEOUT_MS/);
    expect(() => loadConfig({ ROUTING_TIMEOUT_MS: "60000" })).toThrow(/ROUTING_TIMEOUT_MS/);
  });
});

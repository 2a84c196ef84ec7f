import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

describe("AI configuration", () => {
  it("defaults to the offline planner with a 60 s timeout and a token cap", () => {
    const config = loadConfig({ AI_PROVIDER: "" });
    expect(config.AI_PROVIDER).toBeUndefined();
    expect(config.AI_TIMEOUT_MS).toBe(60_000);
    expect(config.AI_MAX_OUTPUT_TOKENS).toBe(8_192);
  });

  it("accepts each provider with its model and key", () => {
    expect(loadConfig({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini", OPENAI_API_KEY: "k" }).AI_PROVIDER).toBe("openai");
    expect(loadConfig({ AI_PROVIDER: "anthropic", AI_MODEL: "claude-sonnet-4-5", AI_API_KEY: "k" }).AI_MODEL).toBe(
      "claude-sonnet-4-5",
    );
    expect(
      loadConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1", AI_BASE_URL: "http://localhost:11434/v1" }).AI_API_KEY,
    ).toBeUndefined();
  });

  it.each([
    [{ AI_PROVIDER: "openai", OPENAI_API_KEY: "k" }, /AI_MODEL: required when AI_PROVIDER is openai/],
    [
      { AI_PROVIDER: "google", AI_MODEL: "gemini-2.5-flash" },
      /GOOGLE_GENERATIVE_AI_API_KEY: required when AI_PROVIDER is google/,
    ],
    [{ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1" }, /AI_BASE_URL: required/],
    [{ AI_PROVIDER: "mistral" }, /AI_PROVIDER/],
    [{ AI_TIMEOUT_MS: "0" }, /AI_TIMEOUT_MS/],
  ])("stops on a misconfiguration: %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

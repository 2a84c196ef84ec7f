import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { AI_PROVIDER_KEYS, type AiProvider, type Config } from "@server/config";

type ProviderConfig = Pick<
  Config,
  "AI_MODEL" | "AI_BASE_URL" | "OPENAI_API_KEY" | "ANTHROPIC_API_KEY" | "GOOGLE_GENERATIVE_AI_API_KEY" | "AI_API_KEY"
> & { AI_PROVIDER: AiProvider };

/** The AI SDK model for the configured provider (config.ts has already checked model, key and base URL). */
export function createLanguageModel(config: ProviderConfig): LanguageModel {
  const model = config.AI_MODEL!;
  const apiKey = config[AI_PROVIDER_KEYS[config.AI_PROVIDER]] ?? config.AI_API_KEY;
  const baseURL = config.AI_BASE_URL;
  switch (config.AI_PROVIDER) {
    case "openai":
      return createOpenAI({ apiKey, baseURL })(model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL })(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: baseURL!,
        apiKey,
        supportsStructuredOutputs: true,
        includeUsage: true, // token counts in streamed answers too, for the daily budgets
      })(model);
  }
}

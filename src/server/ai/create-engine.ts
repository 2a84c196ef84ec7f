import type { Config } from "../config";
import type { Logger } from "../logger";
import type { AiEngine } from "./engine";
import { createLlmEngineFromConfig } from "./llm/engine";
import { createOfflineEngine } from "./offline/engine";

/** Chooses the engine from config and logs the choice. */
export function createEngine(config: Config, logger: Logger): AiEngine {
  const engine = config.AI_PROVIDER ? createLlmEngineFromConfig(config) : createOfflineEngine();
  logger.info({ engine: engine.name }, engine.name === "offline" ? "AI engine: offline planner" : "AI engine: language model");
  return engine;
}

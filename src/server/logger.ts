import pino, { type Logger } from "pino";
import type { Config } from "./config";

export type { Logger };

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined });
}

/**
 * A client's string for a log line: cut to `max` characters, so that nobody can write long lines into the log
 * at will. pino writes every value JSON-quoted, so no string can forge a line or a field.
 */
export function excerpt(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

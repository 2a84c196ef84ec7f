import { ApiFailure, NetworkError, serverMessage } from "@web/lib/api";
import type { Mode } from "./api";
import { MESSAGES } from "./messages";

/** What the traveller is told: a message about the form, or a failed generation's card. */
export interface NoticeContent {
  message: string;
  hint?: string;
  login?: boolean;
  /** Places to try instead ("did you mean", or the nearest guided ones): one press puts one in the field. */
  choices?: string[];
}

/** The places a 422 offers instead: `suggestions` for what is not a place, `nearest` guided bases for no guide. */
function choicesOf(body: unknown): string[] | undefined {
  const details = (body as { error?: { details?: { suggestions?: unknown; nearest?: unknown } } } | undefined)?.error?.details;
  if (Array.isArray(details?.suggestions)) return details.suggestions.filter((name): name is string => typeof name === "string");
  if (Array.isArray(details?.nearest)) {
    return details.nearest.flatMap((base: { name?: unknown }) => (typeof base?.name === "string" ? [base.name] : []));
  }
  return undefined;
}

/** What a failed generation tells the user: the message, and for a plan the server's reason beside it. */
export function generationFailure(mode: Mode, error: unknown): NoticeContent {
  if (error instanceof NetworkError) return { message: MESSAGES.network };
  if (error instanceof ApiFailure && error.status === 401) return { message: MESSAGES.unauthorized, login: true };
  const reason = serverMessage(error);
  const choices = choicesOf(error instanceof ApiFailure ? error.body : undefined);
  if (mode === "surprise") return { message: reason ?? MESSAGES.surpriseFailed, choices };
  return { message: MESSAGES.planFailed, hint: reason, choices };
}

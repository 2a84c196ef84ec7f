import type { Plan } from "@shared/plan";
import { readStored, writeStored } from "./storage";

/**
 * Trip edits not yet saved, kept in this browser until the server has them: a tab closed or a phone
 * restarted offline loses nothing. One draft per user and trip, with the version it was based on; a
 * sign-out forgets every draft (offline.ts), like the other signed-in answers.
 */

const PREFIX = "wayfarer.tripDraft.";

export interface TripDraft {
  version: number;
  /** The plan as saved at `version`, so a draft met by a newer version can be merged with it (decision 1130). */
  base?: Plan;
  plan: Plan;
}

const keyOf = (userId: string, tripId: string) => `${PREFIX}${userId}.${tripId}`;

/** The server checks the plan again on save; here only its shape, so a damaged entry is ignored. */
const parseDraft = (value: unknown): TripDraft | undefined => {
  const draft = value as Partial<TripDraft> | null;
  return typeof draft?.version === "number" && Array.isArray(draft.plan?.days) ? (draft as TripDraft) : undefined;
};

export function readTripDraft(userId: string, tripId: string): TripDraft | undefined {
  return readStored(keyOf(userId, tripId), parseDraft, undefined);
}

export function writeTripDraft(userId: string, tripId: string, draft: TripDraft): void {
  writeStored(keyOf(userId, tripId), draft);
}

export function clearTripDraft(userId: string, tripId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, tripId));
  } catch {
    // Storage disabled: there is no draft either.
  }
}

/** Every user's drafts in this browser (a sign-out). */
export function clearAllTripDrafts(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // as above
  }
}

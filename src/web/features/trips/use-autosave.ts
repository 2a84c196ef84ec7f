import { useEffect, useRef, useState } from "react";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { ApiFailure, failureMessage } from "@web/lib/api";
import { clearTripDraft, writeTripDraft } from "@web/lib/trip-drafts";
import { saveTrip } from "./api";

/** A pause after the last edit before saving, so a burst of typing is one save. */
export const SAVE_DELAY_MS = 600;

export type AutosaveState =
  | { status: "saved" }
  | { status: "pending" }
  | { status: "saving" }
  /** Offline: the edits are kept and go out when the connection is back. */
  | { status: "waiting" }
  | { status: "failed"; message: string }
  /** The trip changed elsewhere (`version_conflict`): nothing more is saved until the traveller reloads. */
  | { status: "conflict"; message: string };

/**
 * Saves the plan being edited with the version it was based on, one save at a time, after a short pause.
 * Offline it waits for the connection; a stale version stops saving and says so (the page reloads the trip
 * by mounting a new editor). Unsaved edits are kept in this browser (trip-drafts.ts) and leaving the page with
 * them asks first, so no edit is silently dropped.
 *
 * The server's answer carries the plan as saved (start times and legs derived again): it becomes the base, and
 * `onSaved` gets it with the plan that was sent, for the editor to settle its history on it. A change the server
 * made and saved itself (a fix through the plan operations) is `adopt`ed the same way, and a stale version met
 * there `stop`s saving as a conflict here does.
 */
export function useAutosave(
  userId: string,
  id: string,
  saved: { version: number; plan: Plan },
  present: Plan,
  online: boolean,
  onSaved: (detail: ItineraryDetail, sent: Plan) => void,
): {
  state: AutosaveState;
  /** The version the next save or operation is based on. */
  version: number;
  /** The plan as saved at that version: what the edits here are made on. */
  basePlan: Plan;
  retry: () => void;
  adopt: (detail: ItineraryDetail & { plan: Plan }) => void;
  stop: (message: string) => void;
} {
  const [base, setBaseState] = useState(saved);
  // The version saves are based on now, also between a change and its render: a save answered stale after the
  // trip was already read again and merged (a newer base adopted meanwhile) was overtaken, not a conflict.
  const baseVersion = useRef(saved.version);
  const setBase = (next: { version: number; plan: Plan }) => {
    baseVersion.current = next.version;
    setBaseState(next);
  };
  const [saving, setSaving] = useState(false);
  // A failure belongs to the plan it was met with: the next edit (or Retry) tries again; a conflict stays.
  const [failure, setFailure] = useState<{ conflict: boolean; message: string; plan: Plan } | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  const unsaved = present !== base.plan;
  const blocked = failure !== null && (failure.conflict || failure.plan === present);
  useEffect(() => {
    if (!unsaved || saving || blocked || !online) return;
    const timer = setTimeout(() => {
      setSaving(true);
      const sentOn = base.version;
      saveTrip(id, sentOn, present)
        .then((detail) => {
          setBase({ version: detail.version, plan: detail.plan ?? present });
          setFailure(null);
          onSavedRef.current(detail, present);
        })
        .catch((error: unknown) => {
          const conflict = error instanceof ApiFailure && error.code === "version_conflict";
          // Overtaken: the edits are on a newer base now and go out again on it.
          if (conflict && baseVersion.current !== sentOn) return;
          // Offline, the edit simply waits: the connection coming back runs this effect again.
          if (conflict || navigator.onLine) setFailure({ conflict, message: failureMessage(error), plan: present });
        })
        .finally(() => setSaving(false));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unsaved, saving, blocked, online, id, base.version, present]);

  // Until the server has them, the edits are kept in this browser too (a tab closed offline).
  useEffect(() => {
    if (unsaved && !failure?.conflict) writeTripDraft(userId, id, { version: base.version, base: base.plan, plan: present });
    else if (!unsaved) clearTripDraft(userId, id);
  }, [unsaved, failure, userId, id, base.version, base.plan, present]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  let state: AutosaveState;
  if (failure?.conflict) state = { status: "conflict", message: failure.message };
  else if (!unsaved) state = { status: "saved" };
  else if (saving) state = { status: "saving" };
  else if (!online) state = { status: "waiting" };
  else if (blocked) state = { status: "failed", message: failure!.message };
  else state = { status: "pending" };
  return {
    state,
    version: base.version,
    basePlan: base.plan,
    retry: () => setFailure(null),
    adopt: (detail) => {
      setBase({ version: detail.version, plan: detail.plan });
      setFailure(null);
    },
    stop: (message) => setFailure({ conflict: true, message, plan: present }),
  };
}

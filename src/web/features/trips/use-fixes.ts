import { useState } from "react";
import type { PlanFix } from "@shared/itinerary-stream";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { ApiFailure, failureMessage } from "@web/lib/api";
import { applyOperations } from "./api";
import type { FixControl } from "./EditableDay";

export type FixState =
  | { status: "idle" }
  | { status: "applying"; label: string }
  /** `plan` is the plan the fix made: the editor says "applied" while it is the one shown. */
  | { status: "applied"; label: string; plan: Plan }
  | { status: "failed"; label: string; message: string };

/** Said beside a fix's button while it waits, so a disabled button says why. */
export const FIX_WAITING = {
  unsaved: "Fixes wait until your changes are saved.",
  offline: "Fixes need a connection.",
  applying: "Applying…",
} as const;

/**
 * A conflict's fix in one press: its plan operations go to the server with the version the plan was saved at
 * (POST /operations), which applies and saves them. The answer becomes the editor's next plan as one undo step
 * (`onApplied`); undoing it is then an ordinary edit, which the autosave saves back. Fixes wait for unsaved edits
 * (the server would apply the fix to the plan without them) and for the connection. A stale version
 * (`version_conflict`) goes to `onStale`, which reloads the trip. The assistant's proposals (decision 1100) are
 * applied the same way, with the version they were read against.
 */
export function useFixes({
  tripId,
  version,
  saved,
  online,
  onApplied,
  onStale,
}: {
  tripId: string;
  version: number;
  /** Every edit is saved: the server's plan is the editor's. */
  saved: boolean;
  online: boolean;
  onApplied: (detail: ItineraryDetail & { plan: Plan }) => void;
  onStale: (message: string) => void;
}): { state: FixState; control: FixControl } {
  const [state, setState] = useState<FixState>({ status: "idle" });
  const apply = (fix: PlanFix, base = version) => {
    setState({ status: "applying", label: fix.label });
    applyOperations(tripId, base, fix.operations)
      .then((detail) => {
        if (!detail.plan) throw new Error("The trip came back without its plan. Reload it and try again.");
        const applied = detail as ItineraryDetail & { plan: Plan };
        onApplied(applied);
        setState({ status: "applied", label: fix.label, plan: applied.plan });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiFailure && error.code === "version_conflict") {
          setState({ status: "idle" });
          onStale(failureMessage(error));
        } else setState({ status: "failed", label: fix.label, message: failureMessage(error) });
      });
  };
  const waiting =
    state.status === "applying" ? FIX_WAITING.applying : !online ? FIX_WAITING.offline : !saved ? FIX_WAITING.unsaved : undefined;
  return { state, control: { apply, waiting } };
}
